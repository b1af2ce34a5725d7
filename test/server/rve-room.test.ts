/**
 * Rebellion vs Empire through the room server ("on two phones through rooms";
 * src/games/rebellion-vs-empire/room/): whole seeded games over sockets with a table device and
 * two phones (seat 0 the Rebellion, seat 1 the Empire, G2-SET-1), in both mission modes; every
 * refusal names a G2 rule; no frame the Empire's phone or the table receives holds a card that is
 * hidden at that moment (the Rebellion's hand, its hidden cards, the deck); the Rebellion's frames
 * have lengths that depend on public facts only; a seat freed before the first event re-deals.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { PacketType } from 'socket.io-parser';
import { serverParser } from '../../server/frames.ts';
import { createGame, REBEL_DECK, replay } from '../../src/games/rebellion-vs-empire/engine.ts';
import type { Ask, CardId, District, GameEvent, GameSetup, GameState, GameView, MissionEntry, Slot } from '../../src/games/rebellion-vs-empire/engine.ts';
import { seatPublicBytes } from '../../src/games/rebellion-vs-empire/room/frames.ts';
import type { RveRoomSetupInput, RveSeatSnapshot, RveTableSnapshot, RveTableView } from '../../src/games/rebellion-vs-empire/room/protocol.ts';
import { consequenceText } from '../../src/games/rebellion-vs-empire/text/rve-room-text.ts';
import { publicEvent, rveRoomGame, type RveLive, type RveRecord } from '../../src/games/rebellion-vs-empire/room/room-game.ts';
import { utf8Bytes } from '../../src/platform/rooms/frame-padding.ts';
import type { CreatedRoom, ErrorBody } from '../../src/platform/rooms/protocol.ts';
import { playGame, publicCards, rng } from '../games/rebellion-vs-empire/driver.ts';
import { startServer, TestClient, type TestServer } from './harness.ts';

type R = (n: number) => number;
const pick = <T>(r: R, list: readonly T[]): T => {
  if (list.length === 0) throw new Error('pick from an empty list');
  return list[r(list.length)]!;
};
function someOf<T>(r: R, from: readonly T[], count: number): T[] {
  const left = [...from];
  const out: T[] = [];
  while (out.length < count && left.length > 0) out.push(left.splice(r(left.length), 1)[0]!);
  return out;
}

const GAME = 'rebellion-vs-empire';
const PLAYERS = { rebellion: 'Ann', empire: 'Bob' };
const TABLE_MISSIONS: MissionEntry[] = ['espionage', { table: { name: 'Printed card', condition: 'the condition printed on the card' } }, 'civil-disobedience'];

/** Every client a test opened: closed after each test, passed or failed (an open socket keeps the server up). */
const opened: TestClient[] = [];

/** A room of three clients: the table and the two phones, each recording every frame. */
interface Room {
  code: string;
  table: TestClient<RveTableSnapshot>;
  rebellion: TestClient<RveSeatSnapshot>;
  empire: TestClient<RveSeatSnapshot>;
  tokens: string[];
}

async function claim(url: string, code: string, seat: number): Promise<{ client: TestClient<RveSeatSnapshot>; token: string }> {
  const client = new TestClient<RveSeatSnapshot>(url, seat === 0 ? 'rebellion' : 'empire');
  opened.push(client);
  await client.connected();
  const claimed = await client.ok<{ token: string }>('seat:claim', { code, seat });
  client.socket.auth = { role: 'seat', code, token: claimed.token };
  await client.view();
  return { client, token: claimed.token };
}

async function openRoom(url: string, setup: RveRoomSetupInput): Promise<Room> {
  const table = new TestClient<RveTableSnapshot>(url, 'table');
  opened.push(table);
  await table.connected();
  const created = await table.ok<CreatedRoom>('room:create', { game: GAME, setup });
  const r = await claim(url, created.code, 0);
  const e = await claim(url, created.code, 1);
  return { code: created.code, table, rebellion: r.client, empire: e.client, tokens: [r.token, e.token] };
}

/** Waits until every client of the room holds a snapshot of at least the table's newest version. */
async function settle(room: Room): Promise<number> {
  const clients = [room.table, room.rebellion, room.empire] as TestClient<RveTableSnapshot>[];
  await Promise.all(clients.map((c) => c.view()));
  const version = Math.max(...clients.map((c) => c.latest!.version));
  await Promise.all(clients.map((c) => c.view((s) => s.version >= version)));
  return version;
}

async function start(room: Room): Promise<void> {
  await room.table.ok('table:start', {});
  await Promise.all([room.table, room.rebellion, room.empire].map((c) => (c as TestClient<RveTableSnapshot>).view((s) => s.dealt)));
  await settle(room);
}

/** The request answering `ask` (one of `view`'s side's own asks), chosen with `r` among its options. */
function requestFor(ask: Ask, view: GameView, r: R): Record<string, unknown> {
  const o = ask.options ?? {};
  switch (ask.kind) {
    case 'missions':
      return { missions: TABLE_MISSIONS };
    case 'area':
      return { districts: pick(r, o.pairs!) };
    case 'play': {
      if (o.revealable!.length === 0) return { hidden: someOf(r, o.hand!, 3), revealed: null };
      const revealed = pick(r, o.revealable!);
      return { hidden: someOf(r, o.hand!.filter((c) => c !== revealed), 2), revealed };
    }
    case 'power': {
      const t = pick(r, o.tokens!);
      if (t.token === 'blockade') return { token: t.token, district: pick(r, t.districts!) };
      if (t.token === 'redirect') return { token: t.token, slot: pick(r, t.slots!), district: pick(r, t.districts!) };
      return { token: t.token, slot: pick(r, t.slots!) };
    }
    case 'assign': {
      // Mostly on one district, so that liberations come.
      const target = pick(r, o.districts!);
      return { cards: o.slots!.map((slot: Slot) => ({ slot, district: r(4) === 0 ? pick(r, o.districts!) : target })) };
    }
    case 'liberate': {
      if (o.proofs && o.proofs.length > 0) {
        const proof = pick(r, o.proofs);
        const m = pick(r, proof.missions);
        return { district: proof.district, mission: m.mission, reveal: m.reveal };
      }
      const district = pick(r, o.claims!.districts);
      const hidden = view.row.find((d) => d.district === district)!.stack.filter((c) => !c.revealed).map((c) => c.card!);
      return { district, mission: pick(r, o.claims!.missions), reveal: someOf(r, hidden, r(hidden.length + 1)) };
    }
    case 'confirm':
      return { accept: r(2) === 0 };
    default:
      return {};
  }
}

/** The cards in the Rebellion's hand or hidden on the table, from its own view (what the Empire may not know). */
function rebellionSecrets(view: GameView): CardId[] {
  const out: CardId[] = [...(view.hand.cards ?? [])];
  const add = (c: { card: CardId | null; revealed: boolean }) => !c.revealed && c.card && out.push(c.card);
  view.row.forEach((d) => d.stack.forEach(add));
  view.played.forEach(add);
  view.destroyed.cards.forEach(add);
  view.liberated.forEach((l) => l.stack.forEach(add));
  return out;
}

/**
 * Checks every frame the Empire's phone and the table received: a snapshot of version v holds no
 * card that the public board of version v does not show (the hand, the hidden cards, the deck: every
 * other card id is searched in the raw frame); a snapshot of a version the Rebellion never saw (the
 * table's before the seats were taken) and any other frame (acknowledgements) hold no card id.
 */
function checkNoHiddenCards(room: Room): number {
  const boards = new Map<number, GameView>();
  for (const s of room.rebellion.snapshots) boards.set(s.version, s.board);
  let checked = 0;
  for (const client of [room.empire, room.table] as TestClient[]) {
    for (const frame of client.frames) {
      const payload = frame.packet.payload;
      const snapshot = frame.packet.type === PacketType.EVENT && Array.isArray(payload) && ['seat:view', 'table:view', 'seat:delta', 'table:delta'].includes(payload[0] as string) ? (payload[1] as { version: number }) : null;
      const board = snapshot ? boards.get(snapshot.version) : undefined;
      const allowed = board ? publicCards(board) : new Set<string>();
      for (const id of REBEL_DECK) {
        if (!allowed.has(id)) assert.equal(frame.raw.includes(`"${id}"`), false, `${client.label} received the hidden card ${id}: ${frame.raw.slice(0, 200)}`);
      }
      checked++;
    }
  }
  return checked;
}

interface Played {
  refusals: ErrorBody[];
  winner: string | null;
  events: number;
  secretsSeen: number;
}

/**
 * Plays a whole game through the sockets, each side answering its own asks from its own snapshot.
 * Before each step, the wrong devices try the step and must be refused by G2-SET-1; now and then
 * the right device sends an illegal answer and must be refused by a G2 rule.
 */
async function playWhole(room: Room, seed: number): Promise<Played> {
  const r = rng(seed);
  const refusals: ErrorBody[] = [];
  let events = 0;
  let secretsSeen = 0;
  for (let guard = 0; ; guard++) {
    if (guard > 400) throw new Error('the game did not end');
    await settle(room);
    const rs = room.rebellion.latest!;
    if (rs.view.phase === 'over') return { refusals, winner: rs.view.winner, events, secretsSeen };
    const secrets = rebellionSecrets(rs.view);
    secretsSeen += secrets.length;
    // The Rebellion's own frames do hold its secrets (the search below could find them).
    if (rs.view.hand.count > 0) assert.ok(JSON.stringify(rs).includes(`"${rs.view.hand.cards![0]}"`));
    const ask = rs.asks.find((a) => !a.optional || r(3) === 0) ?? rs.asks[0]!;
    const actor = ask.by === 'rebellion' ? room.rebellion : ask.by === 'empire' ? room.empire : room.table;
    const own = ask.by === 'empire' ? room.empire.latest!.asks.find((a) => a.kind === ask.kind)! : ask;
    const view = ask.by === 'empire' ? room.empire.latest!.view : rs.view;
    const request = requestFor(own, view, r);
    if (ask.by !== 'table') {
      for (const wrong of [room.table, ask.by === 'rebellion' ? room.empire : room.rebellion] as TestClient[]) {
        const refusal = await wrong.refused(`game:${ask.kind}`, request);
        assert.deepEqual([refusal.code, refusal.rule], ['rule', 'G2-SET-1'], `${wrong.label} may not answer ${ask.kind}`);
        refusals.push(refusal);
      }
    }
    if (r(4) === 0) {
      const bad = illegal(ask, rs.view, request);
      if (bad) {
        const refusal = await actor.refused(`game:${ask.kind}`, bad);
        assert.equal(refusal.code, 'rule', JSON.stringify(refusal));
        assert.match(refusal.rule ?? '', /^G2-/, `${ask.kind} ${JSON.stringify(bad)}: ${JSON.stringify(refusal)}`);
        refusals.push(refusal);
      }
    }
    const version = room.table.latest!.version;
    await actor.ok(`game:${ask.kind}`, request);
    await room.table.view((s) => s.version > version);
    events++;
  }
}

/** An illegal variant of a legal request (breaking a G2 rule), or null. */
function illegal(ask: Ask, view: GameView, request: Record<string, unknown>): Record<string, unknown> | null {
  switch (ask.kind) {
    case 'area': {
      const row = view.row.map((d) => d.district);
      return row.length >= 3 ? { districts: [row[0], row[2]] } : null; // G2-ROUND-AREA
    }
    case 'play':
      return request.revealed === null ? null : { hidden: request.hidden, revealed: (request.hidden as CardId[])[0] }; // G2-ROUND-PLAY
    case 'power': {
      const used = view.tokens.find((t) => !t.available);
      return used ? { token: used.token, slot: 'revealed', district: view.row[0]!.district } : null; // G2-TOKEN-ONCE
    }
    case 'assign':
      return (request.cards as unknown[]).length > 0 ? { cards: [] } : null; // G2-OP-8
    case 'end-check':
      return null;
    default:
      return null;
  }
}

describe('Rebellion vs Empire on two phones through rooms', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ random: rng(2026) });
  });
  after(() => server.close());
  afterEach(() => opened.splice(0).forEach((c) => c.close()));

  for (const [seed, missionCards, capitolVariant] of [
    [1, 'app', false],
    [7, 'table', true],
  ] as const) {
    test(`a whole seeded game (missions by the ${missionCards}${capitolVariant ? ', Capitol variant' : ''}): sides by seat, refusals by rule, no hidden card reaches the Empire or the table`, async () => {
      const room = await openRoom(server.url, { capitolVariant, missionCards, players: PLAYERS });
      const lobby = await room.table.view();
      assert.deepEqual(lobby.seats.map((s) => s.name), ['Ann', 'Bob']);
      assert.equal(lobby.game, GAME);
      // Before the start nothing is asked and nothing dealt.
      assert.deepEqual([room.rebellion.latest!.asks, room.rebellion.latest!.view.row], [[], []]);
      const early = await room.rebellion.refused('game:area', { districts: ['capitol', 'ministry-of-truth'] });
      assert.equal(early.code, 'not-dealt');
      await start(room);
      const dealt = room.rebellion.latest!;
      assert.equal(dealt.side, 'rebellion');
      assert.equal(room.empire.latest!.side, 'empire');
      assert.equal(dealt.view.row.length, 5);
      if (missionCards === 'app') {
        assert.equal(dealt.view.hand.count, 5);
        assert.equal(dealt.asks[0]!.kind, 'area');
      } else {
        // The table enters the printed cards; then the server shuffles and deals the hand.
        assert.deepEqual(dealt.asks.map((a) => [a.kind, a.by]), [['missions', 'table']]);
        assert.equal(dealt.view.hand.count, 0);
        await room.rebellion.ok('game:missions', { missions: TABLE_MISSIONS });
        const heard = await room.table.view((s) => s.view.hand.count === 5);
        assert.deepEqual(heard.consequences.map((c) => c.event.type), ['missions', 'shuffle']);
      }
      const played = await playWhole(room, seed);
      assert.ok(played.winner === 'rebellion' || played.winner === 'empire');
      assert.ok(played.events > 10, `a whole game: ${played.events} events`);
      assert.ok(played.secretsSeen > 0);
      for (const refusal of played.refusals) assert.match(refusal.rule ?? '', /^G2-/);
      assert.ok(played.refusals.some((x) => x.rule !== 'G2-SET-1'), 'some refusal by the game rules');
      // Every device heard the same consequences, in their public form.
      const said = (c: TestClient<RveSeatSnapshot> | TestClient<RveTableSnapshot>) =>
        (c.snapshots as { version: number; consequences: unknown[] }[]).filter((s) => s.consequences.length > 0).map((s) => JSON.stringify([s.version, s.consequences]));
      assert.deepEqual(new Set(said(room.empire)), new Set(said(room.table)));
      assert.deepEqual(new Set(said(room.rebellion)), new Set(said(room.table)));
      assert.ok(checkNoHiddenCards(room) > 20);
      const over = await room.table.view((s) => s.view.phase === 'over');
      assert.equal(over.view.winner, played.winner);
      assert.deepEqual(over.asks, []);
      assert.deepEqual(server.logs.filter((l) => l.includes('outgrew')), []);
      for (const c of [room.table, room.rebellion, room.empire]) c.close();
    });
  }

  test('a seat freed before the first event re-deals; after it the deal is kept', async () => {
    const room = await openRoom(server.url, { capitolVariant: false, missionCards: 'app', players: PLAYERS });
    await start(room);
    const first = room.rebellion.latest!.view.hand.cards!;
    assert.equal(first.length, 5);
    await room.table.ok('table:revoke', { seat: 0 });
    const undealt = await room.table.view((s) => !s.dealt);
    assert.equal(undealt.deals, 1);
    assert.deepEqual(undealt.asks, []);
    room.rebellion.close();
    const again = await claim(server.url, room.code, 0);
    room.rebellion = again.client;
    assert.deepEqual(again.client.latest!.view.hand.cards, []);
    await start(room);
    const second = room.rebellion.latest!;
    assert.equal(second.deals, 2);
    assert.equal(second.view.hand.count, 5);
    assert.notDeepEqual(second.view.hand.cards, first, 'a new deal');
    // After the first event, a freed seat keeps the deal.
    await room.rebellion.ok('game:area', { districts: second.asks[0]!.options!.pairs![0] });
    await settle(room);
    await room.table.ok('table:revoke', { seat: 0 });
    const kept = await room.table.view((s) => s.seats[0]!.claimed === false);
    assert.equal(kept.dealt, true);
    room.rebellion.close();
    const back = await claim(server.url, room.code, 0);
    assert.deepEqual(back.client.latest!.view.hand.cards, second.view.hand.cards);
    for (const c of [room.table, room.empire, back.client]) c.close();
  });

  test('the table undoes the last event through the server, as on one device: said on every device, the play back in the hand, refused to both phones first, never the deal nor a play the Empire answered (REC-EVENT, G2-ROUND-PLAY, G2-STATE-5)', async () => {
    const logged = server.logs.length;
    const room = await openRoom(server.url, { capitolVariant: false, missionCards: 'app', players: PLAYERS });
    await start(room);
    const devices = [room.table, room.rebellion, room.empire] as TestClient<RveTableSnapshot>[];
    const refusedAs = async (client: TestClient, reason: string) => {
      const refusal = await client.refused('game:undo', {});
      assert.deepEqual([refusal.code, refusal.rule, refusal.reason], ['rule', 'REC-EVENT', reason], client.label);
    };
    /** Sends `event` from `client` and waits until every device has the new version. */
    const step = async (client: TestClient, event: string, request: Record<string, unknown>) => {
      const version = room.table.latest!.version;
      await client.ok(event as `game:${string}`, request);
      await Promise.all(devices.map((d) => d.view((s) => s.version > version)));
    };
    // Right after the deal: the deal is never undone; the phones are refused as not the table first.
    assert.equal(room.table.latest!.undo, false);
    await refusedAs(room.table, 'deal-kept');
    await refusedAs(room.rebellion, 'table-only');
    await refusedAs(room.empire, 'table-only');

    await step(room.rebellion, 'game:area', { districts: room.rebellion.latest!.asks[0]!.options!.pairs![0] });
    const hand = room.rebellion.latest!.view.hand.cards!;
    const ask = room.rebellion.latest!.asks.find((a) => a.kind === 'play')!;
    const play = requestFor(ask, room.rebellion.latest!.view, rng(3));
    await step(room.rebellion, 'game:play', play);
    assert.equal(room.table.latest!.undo, true);
    await refusedAs(room.rebellion, 'table-only');
    await refusedAs(room.empire, 'table-only');

    // The table undoes the play before the Empire acts: the cards are back in the Rebellion's hand,
    // every device says it in the play's public form (no card), and the step is asked again.
    await step(room.table, 'game:undo', {});
    for (const d of devices) {
      assert.deepEqual(d.latest!.consequences.map((c) => [c.event, c.undone]), [[{ type: 'play' }, { round: 1 }]], d.label);
      assert.equal(consequenceText(d.latest!.consequences[0]!), 'Undone: the play of Ann (Rebellion); the cards are back in the hand.');
    }
    assert.deepEqual(room.rebellion.latest!.view.hand.cards, hand);
    assert.equal(room.rebellion.latest!.asks[0]!.kind, 'play');

    // Played again; the Empire acts; the table undoes the Empire's action, then may not undo the play
    // the Empire answered (the Rebellion would choose again knowing it).
    await step(room.rebellion, 'game:play', play);
    const empireAsk = room.empire.latest!.asks.find((a) => a.kind === 'power')!;
    const power = requestFor(empireAsk, room.empire.latest!.view, rng(4));
    await step(room.empire, 'game:power', power);
    await step(room.table, 'game:undo', {});
    assert.deepEqual(room.empire.latest!.consequences.map((c) => [c.event.type, c.undone]), [['power', { round: 1 }]]);
    assert.equal(room.empire.latest!.asks[0]!.kind, 'power');
    assert.equal(room.table.latest!.undo, false);
    await refusedAs(room.table, 'play-answered');
    await refusedAs(room.empire, 'table-only');
    // The Empire acts again and the game goes on; the room's log only grows and folds to what the devices see.
    await step(room.empire, 'game:power', power);
    const stored = (await server.store.load(room.code))!;
    assert.deepEqual(stored.events.map((e) => (e as { type: string }).type), ['area', 'play', 'undone', 'play', 'power', 'undone', 'power']);
    const folded = rveRoomGame.tableView(rveRoomGame.load(stored as unknown as RveRecord), true, []) as RveTableView;
    assert.deepEqual(folded.view, room.table.latest!.view);
    assert.ok(checkNoHiddenCards(room) > 10);
    assert.deepEqual(server.logs.slice(logged).filter((l) => l.includes('outgrew')), []);
    for (const c of devices) c.close();
  });

  test('setups the room refuses', async () => {
    const table = new TestClient(server.url, 'table');
    await table.connected();
    const refused = async (setup: unknown) => table.refused('room:create', { game: GAME, setup });
    assert.equal((await refused({ capitolVariant: false, missionCards: 'app' })).code, 'bad-request');
    assert.equal((await refused({ capitolVariant: false, missionCards: 'app', players: { rebellion: ' ', empire: 'Bob' } })).code, 'bad-request');
    assert.equal((await refused({ capitolVariant: false, missionCards: 'app', players: PLAYERS, deck: ['riots-5'] })).code, 'not-supported');
    const shape = await refused({ capitolVariant: 'yes', missionCards: 'app', players: PLAYERS });
    assert.deepEqual([shape.code, shape.rule], ['rule', 'REC-EVENT']);
    table.close();
  });
});

describe('Rebellion vs Empire room frames: lengths depend on public facts only', () => {
  const parser = serverParser((s) => rveRoomGame.seatFrameBytes(s));
  const padded = (snapshot: object): number => {
    const encoded = new parser.Encoder().encode({ type: PacketType.EVENT, nsp: '/', data: ['seat:view', snapshot] }) as string[];
    return utf8Bytes(encoded[0]!);
  };
  const snapshotOf = (state: GameState, seat: number): RveSeatSnapshot => {
    const live: RveLive = { setup: { game: { capitolVariant: state.setup.capitolVariant, missionCards: state.setup.missionCards, players: PLAYERS }, deal: [] }, log: [], events: [], redo: [], state };
    return { code: 'ACDEF', game: GAME, version: 12, dealt: true, deals: 1, seat, ...rveRoomGame.seatView(live, seat, true, []) } as RveSeatSnapshot;
  };

  /** `state` with its hidden cards (hand, deck, face-down cards on the table) rotated among their places: the same public view, other secrets. */
  function otherSecrets(state: GameState, by: number): GameState {
    const s = structuredClone(state);
    const places: { get: () => CardId; set: (c: CardId) => void }[] = [];
    s.hand.forEach((_, i) => places.push({ get: () => s.hand[i]!, set: (c) => (s.hand[i] = c) }));
    s.deck.forEach((_, i) => places.push({ get: () => s.deck[i]!, set: (c) => (s.deck[i] = c) }));
    for (const list of [s.played, s.destroyed, ...Object.values(s.stacks)]) for (const c of list) if (!c.revealed) places.push({ get: () => c.card, set: (x) => (c.card = x) });
    const cards = places.map((p) => p.get());
    places.forEach((p, i) => p.set(cards[(i + by) % cards.length]!));
    return s;
  }

  test('the same public state with other secrets gives the Rebellion frames of the same length; no snapshot outgrows its allowance', () => {
    let compared = 0;
    let largest = 0;
    for (const [seed, setup] of [
      [3, { capitolVariant: false, missionCards: 'app' }],
      [11, { capitolVariant: true, missionCards: 'table' }],
      [19, { capitolVariant: false, missionCards: 'app' }],
    ] as [number, GameSetup][]) {
      playGame({ ...setup, players: PLAYERS }, seed, 'focused', (state) => {
        if (!state.dealt) return;
        for (const seat of [0, 1]) {
          const snapshot = snapshotOf(state, seat);
          const bytes = utf8Bytes(JSON.stringify(['seat:view', snapshot]));
          largest = Math.max(largest, bytes - seatPublicBytes(snapshot));
          assert.ok(bytes + 2 <= rveRoomGame.seatFrameBytes(snapshot), `seat ${seat} outgrows its allowance at ${state.phase}`);
        }
        // The steps whose public view does not depend on a hidden face (the liberation check's does: G2-LIB-3).
        if (!['area', 'play', 'empire', 'assign'].includes(state.phase)) return;
        const other = otherSecrets(state, 5);
        assert.notDeepEqual(other, state, "other secrets");
        assert.deepEqual(snapshotOf(other, 1), snapshotOf(state, 1), 'the same public view');
        assert.equal(padded(snapshotOf(other, 0)), padded(snapshotOf(state, 0)));
        compared++;
      });
    }
    assert.ok(compared > 30, `compared ${compared} moments`);
    assert.ok(largest > 0, `the most a seat alone knows took ${largest} bytes`);
  });

  test('consequences carry an event in its public form: never the cards of a play, a shuffle or a proof', () => {
    assert.deepEqual(publicEvent({ type: 'play', hidden: ['riots-5', 'feint-1'], revealed: 'coup-3' }), { type: 'play' });
    assert.deepEqual(publicEvent({ type: 'shuffle', deck: [...REBEL_DECK] }), { type: 'shuffle' });
    assert.deepEqual(publicEvent({ type: 'liberate', district: 'capitol', mission: 'espionage', reveal: ['intelligence-2'] }), { type: 'liberate', district: 'capitol', mission: 'espionage' });
    assert.deepEqual(publicEvent({ type: 'power', token: 'redirect', slot: 'hidden-1', district: 'capitol' }), { type: 'power', token: 'redirect', slot: 'hidden-1', district: 'capitol' });
    const districts: [District, District] = ['capitol', 'ministry-of-truth'];
    assert.deepEqual(publicEvent({ type: 'area', districts }), { type: 'area', districts });
  });

  test('the deal is the chance setup events: load replays deal and events', () => {
    const setup = rveRoomGame.newSetup({ capitolVariant: true, missionCards: 'app', players: PLAYERS }, rng(1));
    assert.equal(rveRoomGame.isDealt(setup), false);
    const dealt = rveRoomGame.deal(setup, rng(5));
    assert.deepEqual(dealt.deal!.map((e: GameEvent) => e.type), ['row', 'missions', 'shuffle']);
    const live = rveRoomGame.load({ setup: dealt, events: [], pending: null, notes: [] });
    assert.equal(live.state.phase, 'area');
    assert.deepEqual(live.state, replay(dealt.game, dealt.deal!));
    assert.equal(rveRoomGame.isDealt(rveRoomGame.undeal(dealt)), false);
    const table = rveRoomGame.deal(rveRoomGame.newSetup({ capitolVariant: false, missionCards: 'table', players: PLAYERS }, rng(1)), rng(5));
    assert.deepEqual(table.deal!.map((e: GameEvent) => e.type), ['row']);
    // The state before any deal is the engine's new game.
    assert.deepEqual(rveRoomGame.load({ setup, events: [], pending: null, notes: [] }).state, createGame(setup.game));
  });
});
