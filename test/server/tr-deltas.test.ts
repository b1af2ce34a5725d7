/**
 * Send what changed for the hidden-traitor expansion's seats
 * (src/games/traitor/room/frames.ts `seatDeltaBytes`; the planner server/deltas.ts).
 *
 * Without sockets: seeded whole games (2 to 5 players, the fixtures' cards or bare Plots the table
 * enters mid-game) through the room server's own steps (room.ts), each step chosen by the engine
 * tests' driver (test/games/traitor/driver.ts) and sent as the room's request; the planner checked
 * by delta-check.ts. After every change every seat's and the table's snapshot patched by its delta
 * deep-equals the whole one; every seat's delta frame of a change has one padded size; nothing
 * outgrew it; most changes go as deltas; no delta carries a loyalty card or a Plot (`view.own`,
 * G3-SET-5, G3-SET-6: dealt once, never changed); a change names at most `NAMED_CARDS_MAX` cards.
 *
 * Over sockets (the harness records every frame): the Traitor's and a Loyal player's delta frames of
 * one change have one length although their contents differ (the Traitor's secret menu on its turn,
 * G3-OP-6), no frame before the reveal holds another seat's loyalty card or Plot, and every
 * device's snapshot made by its deltas is the one a `sync` gives.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import * as room from '../../server/room.ts';
import type { CardData, SetupInput } from '../../src/games/traitor/engine.ts';
import { NAMED_CARDS_MAX, seatDeltaPublicBytes } from '../../src/games/traitor/room/frames.ts';
import type { TraitorSeatSnapshot, TraitorTableSnapshot } from '../../src/games/traitor/room/protocol.ts';
import { traitorRoomGame } from '../../src/games/traitor/room/room-game.ts';
import { roomRequests, toWireCard } from '../../src/games/traitor/room/wire.ts';
import type { CreatedRoom } from '../../src/platform/rooms/protocol.ts';
import type { RoomGame } from '../../src/platform/rooms/room-game.ts';
import { randomStep } from '../games/traitor/driver.ts';
import { ALL_PLOTS, NAMES, seeded, setupOf } from '../games/traitor/helpers.ts';
import { broadcast, newTally, tallyLine, testPlanner, type DeltaTally, type Held } from './delta-check.ts';
import { startServer, TestClient, type TestServer } from './harness.ts';
import { admitted } from './resistance-room.ts';

const game = traitorRoomGame as unknown as RoomGame;
type Live = ReturnType<typeof traitorRoomGame.load>;

/** A room setup: the fixtures' cards, or the seed's cards alone plus bare Plots the table enters mid-game (as property.test.ts). */
function setupFor(seed: number): Record<string, unknown> {
  const r = seeded(seed * 7 + 1);
  const n = 2 + r(4);
  if (seed % 3 !== 0) {
    const setup = setupOf(n, { deckOut: r(3) === 0 ? 'empty-draw' : 'last-card', firstPlayer: r(n) });
    return { ...setup, cards: setup.cards!.map(toWireCard) };
  }
  const plots: CardData[] = ['q1', 'q2', 'q3', 'q4'].map((id) => ({ id, role: 'plot', name: `Plot ${id}`, nameEn: null, level: null, effect: null, requirements: [], power: null, source: 'table' }));
  const setup: SetupInput = { players: NAMES.slice(0, n), machination: 'heroes-are-your-puppets', plots: ['technological-breakthrough', ...plots.map((p) => p.id)], cards: plots, firstPlayer: r(n) };
  return { ...setup, cards: plots.map(toWireCard) };
}

/** The next action: the engine driver's step as the room's request, and who sends it (the table or a seat). */
function nextAction(live: Live, r: (n: number) => number): { actor: room.Actor; name: string; request: Record<string, unknown> } {
  const { actor, action } = randomStep(live.state, r, { deck: 40 });
  const by: room.Actor = actor.kind === 'seat' ? { kind: 'seat', seat: actor.seat } : { kind: 'table' };
  if (action.type === 'declare-machination') return { actor: by, name: 'declare-machination', request: { cards: action.cards } };
  if (action.type === 'help') return { actor: by, name: 'help', request: { seat: action.seat, hand: action.hand } };
  if (action.type !== 'record') throw new Error(`the driver dealt after the start (${action.type})`);
  const [request] = roomRequests([action.event]);
  return { actor: by, name: request!.name, request: request!.request };
}

/** Changes in which the table entered a Plot's data (G3-CARD-UNKNOWN: one seat's `view.own` changed). */
let plotEntries = 0;
/** Seat deltas that carried a change of the seat's own Plot (its data entered by the table). */
let ownDeltas = 0;

/** Plays one seeded whole game through room.ts and the planner, checking every change (delta-check.ts); returns its seats. */
function playChecked(seed: number, tally: DeltaTally): number {
  const r = seeded(seed);
  const planner = testPlanner(tally);
  const setup = setupFor(seed);
  const players = (setup.players as string[]).length;
  let record = room.newRoom(game, 'KXMPR', setup, 'table', r);
  for (let seat = 0; seat < players; seat++) record = admitted(room.claimSeat(record, seat, `token-${seat}`), seat);
  record = room.startGame(game, record, r);
  let held: Held<TraitorSeatSnapshot, TraitorTableSnapshot> | null = null;
  let consequences: unknown[] = [];
  let changed = true;
  for (let step = 0; step < 4000; step++) {
    const live = game.load(record) as Live;
    if (changed) {
      const seats = record.seats.map((_, seat) => room.seatSnapshot(game, record, seat, live, consequences) as TraitorSeatSnapshot);
      const table = room.tableSnapshot(game, record, new Set(), 'http://x/?room=KXMPR', live, consequences) as TraitorTableSnapshot;
      // No delta carries a loyalty card or a Plot (dealt once, G3-SET-5, G3-SET-6) but a Plot's
      // data the table entered in this change (G3-CARD-UNKNOWN), and never a loyalty card.
      const plotEntered = consequences.some((c) => (c as { kind: string; role?: string }).kind === 'card-entered' && (c as { role?: string }).role === 'plot');
      if (plotEntered) plotEntries++;
      held = broadcast(planner, game, seats, table, held, tally, seatDeltaPublicBytes, (seat, delta) => {
        const own = delta.patch.filter((op) => op.path === '/view' || op.path.startsWith('/view/own'));
        if (own.length > 0) ownDeltas++;
        assert.ok(own.every((op) => op.path.startsWith('/view/own/plot/')) && (own.length === 0 || plotEntered), `seat ${seat}'s delta to version ${delta.version} carries its own cards: ${JSON.stringify(own)}`);
      });
      for (const s of seats) assert.ok(s.cards.length <= NAMED_CARDS_MAX, `a change names ${s.cards.length} cards`);
    }
    if (live.state.phase === 'over') return players;
    const { actor, name, request } = nextAction(live, r);
    const done = room.act(game, record, actor, name, request, r);
    // A declaration by a player who is not the Traitor changes nothing: the server sends nothing.
    changed = done.room.version !== record.version;
    record = done.room;
    consequences = done.consequences;
  }
  assert.fail('the game did not end in 4000 steps');
}

test('after each change, every seat and the table patched by their deltas hold exactly the whole snapshot; one padded size per change (seeded whole games, G3-SET-5, G3-OP-6)', (t) => {
  const tally = newTally();
  let games = 0;
  let seatGames = 0;
  for (let seed = 1; seed <= 30; seed++) {
    seatGames += playChecked(seed, tally);
    games++;
  }
  t.diagnostic(tallyLine(`${games} games`, tally, seatGames));
  assert.equal(tally.outgrew, 0, 'no seat delta outgrew its padding');
  assert.ok(tally.tableDeltas > tally.changes * 0.5, `table deltas ${tally.tableDeltas} of ${tally.changes} changes`);
  assert.ok(tally.seatDeltas > tally.seatFrames * 0.8, `seat deltas ${tally.seatDeltas} of ${tally.seatFrames} seat frames`);
  assert.ok(tally.sentBytes < tally.wholeBytes, 'deltas take fewer bytes than whole snapshots');
  assert.ok(tally.spare > 0, `the allowance always had bytes to spare (${tally.spare})`);
  // The table entered Plots' data mid-game: the holder's snapshot changed (patched == whole held there too).
  assert.ok(plotEntries > 0, 'games with Plots entered mid-game were played');
  assert.ok(ownDeltas > 0, "a Plot's entered data reached its holder by a delta (within the padding of its change)");
});

test('a seat is allowed the same delta bytes whatever its loyalty card and Plot (the same public state, other deals; G3-SET-5, G3-SET-6)', () => {
  const setup = setupOf(4);
  const table = { base: 3, version: 4, patch: [{ op: 'replace' as const, path: '/view/turn', value: 2 }], consequences: [] };
  const entered = { ...table, consequences: [{ kind: 'card-entered', card: 'plot-d', role: 'plot', fields: ['power'] }] };
  // Each deal played to the same public moment: the level 1 Challenge turned, the first player's turn (its menu, G3-OP-6).
  const snapshots = [0, 1, 2, 3].map((seed) => {
    let record = room.newRoom(game, 'ACDEF', { ...setup, cards: setup.cards!.map(toWireCard) }, 'table', () => 0);
    for (let seat = 0; seat < 4; seat++) record = admitted(room.claimSeat(record, seat, `token-${seat}`), seat);
    record = room.startGame(game, record, seeded(seed));
    record = room.act(game, record, { kind: 'table' }, 'reveal-challenge', { level: 1, card: 'keene-act' }, seeded(9)).room;
    const live = game.load(record) as Live;
    return [0, 1, 2, 3].map((seat) => room.seatSnapshot(game, record, seat, live) as TraitorSeatSnapshot);
  });
  assert.ok(new Set(snapshots.map((seats) => JSON.stringify(seats.map((s) => s.view.own)))).size > 1, 'the deals differ');
  assert.ok(snapshots[0]!.some((s) => s.asks.some((a) => a.secret)), 'a seat holds its secret menu');
  for (const delta of [table, entered]) {
    for (let seat = 0; seat < 4; seat++) {
      assert.equal(new Set(snapshots.map((seats) => game.seatDeltaBytes!(delta, seats[seat]!))).size, 1, `seat ${seat}: one allowance whatever its cards`);
    }
  }
  assert.ok(game.seatDeltaBytes!(entered, snapshots[0]![0]!) > game.seatDeltaBytes!(table, snapshots[0]![0]!), "a Plot's data entered: its holder may learn it");
});

/** The snapshot or delta a frame carries (its kind and version), or null for any other frame. */
function carried(frame: { packet: { payload: unknown } }): { kind: string; version: number } | null {
  const payload = frame.packet.payload;
  if (!Array.isArray(payload)) return null;
  const kind = payload[0] as string;
  return ['seat:view', 'table:view', 'seat:delta', 'table:delta'].includes(kind) ? { kind, version: (payload[1] as { version: number }).version } : null;
}

/**
 * The leak check of this file (G3-SET-5, G3-SET-6, G3-OP-6): before the reveal (the snapshots of
 * versions below `reveal`), no frame to the table or to another seat, deltas included, holds a
 * seat's Plot or names a Traitor card, and the table none of `"loyalty":"loyal"`; each seat's own
 * frames hold its Plot (so that the search can fail).
 * @returns the delta frames checked
 */
function assertNoLeak(table: TestClient, phones: TestClient<TraitorSeatSnapshot>[], reveal: number): number {
  const own = phones.map((p) => p.snapshots.find((s) => s.view.own)!.view.own!);
  const before = (client: TestClient) => {
    const out: string[] = [];
    for (const frame of client.frames) {
      const what = carried(frame);
      if (what && what.version >= reveal) break;
      out.push(frame.raw);
    }
    return out;
  };
  let deltas = 0;
  for (const [label, client, self] of [['table', table, -1] as const, ...phones.map((p, i) => [`seat ${i}`, p as TestClient, i] as const)]) {
    const frames = before(client);
    deltas += frames.filter((raw) => /^2\["(seat|table):delta"/.test(raw)).length;
    const text = frames.join('\n');
    if (self >= 0) assert.ok(text.includes(`"plot":{"id":"${own[self]!.plot.id}"`), `${label} holds its own Plot`);
    const named = self >= 0 && own[self]!.loyalty === 'traitor' ? null : /.{60}"traitor"(?!:).{20}/.exec(text);
    assert.equal(named, null, `${label}: no frame before the reveal names a Traitor card: ${named?.[0]}`);
    assert.equal(self === -1 && /"loyalty":"loyal"/.test(text), false, `${label}: the table holds no loyalty card`);
    for (const plot of ALL_PLOTS) {
      if (self >= 0 && own[self]!.plot.id === plot) continue;
      assert.equal(text.includes(`"${plot}"`), false, `${label}: no frame before the reveal holds the Plot ${plot} of another seat`);
    }
  }
  return deltas;
}

describe('the expansion’s deltas over sockets', () => {
  let server: TestServer;
  let random: (n: number) => number = seeded(1);
  before(async () => {
    server = await startServer({ random: (n) => random(n) });
  });
  after(() => server.close());

  for (const seed of [3, 8]) {
    test(`a whole seeded game of 4 (seed ${seed}): the Traitor's and the Loyal players' delta frames of a change have one length; no frame before the reveal holds another seat's card; deltas make what a sync gives (G3-SET-5, G3-OP-6)`, async () => {
      random = seeded(seed);
      const table = new TestClient<TraitorTableSnapshot>(server.url, 'table');
      const phones: TestClient<TraitorSeatSnapshot>[] = [];
      try {
        await table.connected();
        const setup = setupOf(4);
        const created = await table.ok<CreatedRoom>('room:create', { game: 'traitor', setup: { ...setup, cards: setup.cards!.map(toWireCard) } });
        table.socket.auth = { role: 'table', code: created.code, token: created.tableToken };
        for (let seat = 0; seat < 4; seat++) {
          const phone = new TestClient<TraitorSeatSnapshot>(server.url, `seat ${seat}`);
          phones.push(phone);
          await phone.connected();
          const claimed = await phone.ok<{ token: string }>('seat:claim', { code: created.code, seat });
          phone.socket.auth = { role: 'seat', code: created.code, token: claimed.token };
          await phone.view((s) => s.seat === seat);
        }
        const devices = [table, ...phones] as TestClient[];
        await table.ok('table:start', {});
        const r = seeded(seed * 31);
        for (let step = 0; ; step++) {
          assert.ok(step < 4000, 'the game ends');
          const stored = (await server.store.load(created.code))!;
          await Promise.all(devices.map((d) => d.view((s) => s.version >= stored.version)));
          const live = game.load(room.upgradeRoom(room.roomGames([game]), stored)) as Live;
          if (live.state.phase === 'over') break;
          const { actor, name, request } = nextAction(live, r);
          await (actor.kind === 'table' ? table : phones[actor.seat]!).ok(`game:${name}`, request);
        }
        const loyalty = phones.map((p) => p.snapshots.find((s) => s.view.own)!.view.own!.loyalty);
        const traitor = loyalty.indexOf('traitor');
        assert.ok(traitor >= 0, 'one seat holds the Traitor card (4 players, G3-SET-5)');
        // Equal lengths: per version, every seat's delta frame.
        const byVersion = new Map<number, Set<number>>();
        for (const phone of phones) {
          for (const frame of phone.frames) {
            const what = carried(frame);
            if (what?.kind !== 'seat:delta') continue;
            byVersion.set(what.version, (byVersion.get(what.version) ?? new Set()).add(Buffer.byteLength(frame.raw)));
          }
        }
        assert.ok(byVersion.size >= 10, `deltas of ${byVersion.size} changes`);
        for (const [version, lengths] of byVersion) assert.equal(lengths.size, 1, `version ${version}: the seats' delta frames have lengths ${[...lengths].join(', ')}`);
        // Their contents differ (each seat's own turn, its menu): equal lengths come from the padding.
        const texts = (phone: TestClient) => phone.frames.filter((f) => carried(f)?.kind === 'seat:delta').map((f) => f.raw.trimEnd());
        assert.notDeepEqual(texts(phones[traitor]!), texts(phones[(traitor + 1) % 4]!));
        const reveal = table.snapshots.find((s) => s.view.traitor !== null || s.view.loyalty !== null)?.version ?? Infinity;
        const checked = assertNoLeak(table, phones, reveal);
        assert.ok(checked > 20, `the leak check read delta frames (${checked})`);
        // Every device, from its deltas, holds what the server gives it whole.
        for (const client of devices) {
          const made = client.latest! as TraitorSeatSnapshot;
          const count = client.frames.length;
          await client.ok('sync');
          const frame = await client.until(() => client.frames.slice(count).find((f) => carried(f)?.kind.endsWith(':view')));
          const whole = (frame.packet.payload as [string, TraitorSeatSnapshot])[1];
          assert.deepEqual(made, { ...whole, consequences: made.consequences, cards: made.cards }, `${client.label} made by deltas = its sync`);
          assert.equal(client.syncs, 0, `${client.label} never missed a delta`);
        }
        assert.deepEqual(server.logs.filter((line) => line.includes('outgrew')), []);
      } finally {
        table.close();
        for (const p of phones) p.close();
      }
    });
  }
});
