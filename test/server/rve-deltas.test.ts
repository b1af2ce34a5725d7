/**
 * Send what changed for Rebellion vs Empire's seats
 * (src/games/rebellion-vs-empire/room/frames.ts `seatDeltaBytes`; the planner server/deltas.ts).
 *
 * Without sockets: seeded whole games (both mission modes, with and without the Capitol variant,
 * G2-SET-6, G2-CAPITOL-4) through the room server's own steps (room.ts) and its delta planner
 * (delta-check.ts). After every change the Rebellion's, the Empire's and the table's snapshots
 * patched by their deltas deep-equal the whole ones; both seats' delta frames of a change have one
 * padded size; no delta outgrew it; most changes go as deltas (so the comparison can fail); the
 * allowance always had bytes to spare over the Rebellion's delta (frames.ts `seatDeltaHeadroom`).
 *
 * Over sockets (the harness records every frame): the Rebellion's and the Empire's delta frames of
 * one change are of one length although their contents differ, no frame to the Empire or the table
 * holds a card hidden at that version (G2-STATE-5: the hand, the hidden cards, the deck), and every
 * device's snapshot made by its deltas is the one a `sync` gives.
 *
 * Deals: every row and every draw of missions gives a seat snapshot the same allowance
 * (frames.ts `dealSpreadBytes`), for both seats. Re-deals over sockets, measured on the wire
 * (wire.ts): a room dealt again and again (a seat freed before the first event withdraws the deal,
 * room.ts `revokeSeat`; the next start deals anew, G2-SET-3) sends each seat, at each deal, its
 * whole snapshot in a frame of one length, the same for both seats and every deal, although the
 * deals chosen put the shortest and the longest rows and missions on the board.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PacketType } from 'socket.io-parser';
import * as room from '../../server/room.ts';
import { asked, DISTRICTS, DRAWABLE_MISSIONS, REBEL_DECK } from '../../src/games/rebellion-vs-empire/engine.ts';
import type { GameEvent, GameSetup, GameView } from '../../src/games/rebellion-vs-empire/engine.ts';
import { dealSpreadBytes, seatDeltaPublicBytes, seatPublicBytes } from '../../src/games/rebellion-vs-empire/room/frames.ts';
import type { RveRoomSetupInput, RveSeatSnapshot, RveTableSnapshot } from '../../src/games/rebellion-vs-empire/room/protocol.ts';
import { rveRoomGame, type RveLive } from '../../src/games/rebellion-vs-empire/room/room-game.ts';
import type { CreatedRoom } from '../../src/platform/rooms/protocol.ts';
import type { RoomGame } from '../../src/platform/rooms/room-game.ts';
import { nextEvent, publicCards, rng, type Style } from '../games/rebellion-vs-empire/driver.ts';
import { broadcast, newTally, tallyLine, testPlanner, type DeltaTally, type Held } from './delta-check.ts';
import { startServer, TestClient, type TestServer } from './harness.ts';
import { startWireProxy, type WireProxy } from './wire.ts';
import { admitted } from './resistance-room.ts';

const game = rveRoomGame as unknown as RoomGame;
const GAME = 'rebellion-vs-empire';
const PLAYERS = { rebellion: 'Ann', empire: 'Bob' };

/** The next action of the game: the engine driver's event as the room's request, and who sends it (G2-SET-1). */
function nextAction(live: RveLive, r: (n: number) => number, style: Style): { actor: room.Actor; name: string; request: Record<string, unknown> } {
  const event = nextEvent(live.state, r, style);
  const by = asked(live.state).find((a) => a.kind === event.type)!.by;
  const { type, ...request } = event as GameEvent & Record<string, unknown>;
  const actor: room.Actor = by === 'rebellion' ? { kind: 'seat', seat: 0 } : by === 'empire' ? { kind: 'seat', seat: 1 } : { kind: 'table' };
  return { actor, name: type, request };
}

/** Plays one seeded whole game through room.ts and the planner, checking every change (delta-check.ts). */
function playChecked(setup: RveRoomSetupInput, seed: number, style: Style, tally: DeltaTally): void {
  const r = rng(seed);
  const planner = testPlanner(tally);
  let record = room.newRoom(game, 'KXMPR', setup, 'table', r);
  for (const seat of [0, 1]) record = admitted(room.claimSeat(record, seat, `token-${seat}`), seat);
  record = room.startGame(game, record, r);
  let held: Held<RveSeatSnapshot, RveTableSnapshot> | null = null;
  let consequences: unknown[] = [];
  for (let step = 0; step < 600; step++) {
    const live = game.load(record) as RveLive;
    const seats = [0, 1].map((seat) => room.seatSnapshot(game, record, seat, live, consequences) as RveSeatSnapshot);
    const table = room.tableSnapshot(game, record, new Set([0, 1]), 'http://x/?room=KXMPR', live, consequences) as RveTableSnapshot;
    held = broadcast(planner, game, seats, table, held, tally, (t) => seatDeltaPublicBytes(t));
    if (live.state.phase === 'over') return;
    const { actor, name, request } = nextAction(live, r, style);
    const done = room.act(game, record, actor, name, request, r);
    assert.notEqual(done.room.version, record.version, `${name} changed the game`);
    record = done.room;
    consequences = done.consequences;
  }
  assert.fail('the game did not end in 600 steps');
}

const SETUPS: [GameSetup['missionCards'], boolean][] = [
  ['app', false],
  ['app', true],
  ['table', false],
  ['table', true],
];

test('after each change, both seats and the table patched by their deltas hold exactly the whole snapshot; one padded size per change (seeded whole games, G2-SET-1)', (t) => {
  const tally = newTally();
  let games = 0;
  for (let seed = 1; seed <= 24; seed++) {
    const [missionCards, capitolVariant] = SETUPS[seed % SETUPS.length]!;
    playChecked({ capitolVariant, missionCards, players: PLAYERS }, seed, seed % 3 === 0 ? 'random' : 'focused', tally);
    games++;
  }
  t.diagnostic(tallyLine(`${games} games`, tally, 2 * games));
  assert.equal(tally.outgrew, 0, 'no seat delta outgrew its padding');
  // (The table's deltas are the planner's choice alone: it sends the table its whole snapshot when
  // the delta, consequences included, is no shorter, which the consequences' public views before
  // and after each event make it here.)
  // Most seat frames go as deltas (a change of the deal and the first broadcast go whole).
  assert.ok(tally.seatDeltas > tally.seatFrames * 0.8, `seat deltas ${tally.seatDeltas} of ${tally.seatFrames} seat frames`);
  // The table's delta is weighed against its whole snapshot, consequences included on both sides
  // (RvE's consequences carry the public view before and after each event: compared without them,
  // no table delta was ever sent).
  assert.ok(tally.tableDeltas > tally.changes * 0.9, `table deltas ${tally.tableDeltas} of ${tally.changes} changes`);
  assert.ok(tally.sentBytes < tally.wholeBytes, 'deltas take fewer bytes than whole snapshots');
  assert.ok(tally.excess > 0, "the Rebellion's deltas carry more than the table's (its secrets)");
  assert.ok(tally.spare > 0, `the allowance always had bytes to spare (${tally.spare})`);
});

test('the padding of a change depends on public facts only: the Rebellion and the Empire are allowed the same bytes for the same table delta', () => {
  const r = rng(5);
  let record = room.newRoom(game, 'KXMPR', { capitolVariant: false, missionCards: 'app', players: PLAYERS }, 'table', r);
  for (const seat of [0, 1]) record = admitted(room.claimSeat(record, seat, `token-${seat}`), seat);
  record = room.startGame(game, record, r);
  let compared = 0;
  for (let step = 0; step < 40; step++) {
    const live = game.load(record) as RveLive;
    if (live.state.phase === 'over') break;
    const [rebellion, empire] = [0, 1].map((seat) => room.seatSnapshot(game, record, seat, live) as RveSeatSnapshot);
    const table = { base: record.version - 1, version: record.version, patch: [{ op: 'replace' as const, path: '/view/phase', value: live.state.phase }], consequences: [] };
    assert.notDeepEqual(rebellion!.view, empire!.view, 'the Rebellion knows more');
    assert.equal(game.seatDeltaBytes!(table, rebellion!), game.seatDeltaBytes!(table, empire!));
    assert.ok(game.seatDeltaBytes!({ ...table, patch: [...table.patch, ...table.patch] }, rebellion!) > game.seatDeltaBytes!(table, rebellion!), 'a longer public change allows more');
    compared++;
    const { actor, name, request } = nextAction(live, r, 'focused');
    record = room.act(game, record, actor, name, request, r).room;
  }
  assert.ok(compared > 20);
});

/** Every ordering of `list`. */
function orderings<T>(list: readonly T[]): T[][] {
  if (list.length <= 1) return [[...list]];
  return list.flatMap((first, i) => orderings([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [first, ...rest]));
}

test("every deal of a room's setup gives a seat the same public bytes with their spread: each row of the five districts and each three missions drawn, both seats (G2-SET-2, G2-SET-6)", () => {
  let record = room.newRoom(game, 'KXMPR', { capitolVariant: false, missionCards: 'app', players: PLAYERS }, 'table', rng(1));
  for (const seat of [0, 1]) record = admitted(room.claimSeat(record, seat, `token-${seat}`), seat);
  record = room.startGame(game, record, rng(1));
  const deal = (record.setup as { deal: GameEvent[] }).deal;
  const draws = DRAWABLE_MISSIONS.flatMap((a, i) => DRAWABLE_MISSIONS.slice(i + 1).flatMap((b, j) => DRAWABLE_MISSIONS.slice(i + j + 2).map((c) => [a, b, c])));
  const allowed = new Set<number>();
  const own = new Set<number>();
  let deals = 0;
  for (const row of orderings(DISTRICTS)) {
    for (const missions of draws) {
      const events = deal.map((e) => (e.type === 'row' ? { ...e, row } : e.type === 'missions' ? { ...e, missions } : e));
      const dealt = { ...record, setup: { ...(record.setup as object), deal: events } };
      const live = game.load(dealt);
      for (const seat of [0, 1]) {
        const snapshot = room.seatSnapshot(game, dealt, seat, live) as RveSeatSnapshot;
        assert.ok(dealSpreadBytes(snapshot) >= 0);
        own.add(seatPublicBytes(snapshot));
        allowed.add(seatPublicBytes(snapshot) + dealSpreadBytes(snapshot));
      }
      deals++;
    }
  }
  assert.equal(deals, 120 * 35);
  assert.ok(Math.max(...own) - Math.min(...own) > 300, `the deals' public bytes differ (${Math.min(...own)} to ${Math.max(...own)})`);
  assert.equal(allowed.size, 1, 'one allowance for every deal and both seats');
  assert.ok([...allowed][0]! >= Math.max(...own), 'no deal takes more');
});

/** The snapshot or delta a frame carries (`{version}`), or null for any other frame. */
function carried(frame: { packet: { type: number; payload: unknown } }): { kind: string; version: number } | null {
  const payload = frame.packet.payload;
  if (frame.packet.type !== PacketType.EVENT || !Array.isArray(payload)) return null;
  const kind = payload[0] as string;
  return ['seat:view', 'table:view', 'seat:delta', 'table:delta'].includes(kind) ? { kind, version: (payload[1] as { version: number }).version } : null;
}

/**
 * The leak check of this file (G2-STATE-5): every frame the Empire's phone and the table received,
 * deltas included, holds no card id the public board of its version does not show (the board as
 * the Rebellion's snapshots of that version have it); a frame of a version the Rebellion never saw
 * and any other frame hold no card id at all.
 * @returns the delta frames checked
 */
function assertNoHiddenCards(rebellion: TestClient<RveSeatSnapshot>, others: TestClient[]): number {
  const boards = new Map<number, GameView>();
  for (const s of rebellion.snapshots) boards.set(s.version, s.board);
  let deltas = 0;
  for (const client of others) {
    for (const frame of client.frames) {
      const what = carried(frame);
      const board = what ? boards.get(what.version) : undefined;
      const allowed = board ? publicCards(board) : new Set<string>();
      for (const id of REBEL_DECK) {
        if (!allowed.has(id)) assert.equal(frame.raw.includes(`"${id}"`), false, `${client.label} received the hidden card ${id}: ${frame.raw.slice(0, 200)}`);
      }
      if (what?.kind.endsWith(':delta')) deltas++;
    }
  }
  return deltas;
}

describe('Rebellion vs Empire deltas over sockets', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ random: rng(2323) });
  });
  after(() => server.close());

  for (const [seed, missionCards] of [
    [4, 'app'],
    [9, 'table'],
  ] as const) {
    test(`a whole game (missions by the ${missionCards}): the two seats' delta frames of a change have one length, no hidden card reaches the Empire or the table, deltas make what a sync gives (G2-STATE-5)`, async () => {
      const table = new TestClient<RveTableSnapshot>(server.url, 'table');
      const clients: TestClient<RveSeatSnapshot>[] = [];
      try {
        await table.connected();
        const created = await table.ok<CreatedRoom>('room:create', { game: GAME, setup: { capitolVariant: seed % 2 === 0, missionCards, players: PLAYERS } });
        table.socket.auth = { role: 'table', code: created.code, token: created.tableToken };
        for (const seat of [0, 1]) {
          const client = new TestClient<RveSeatSnapshot>(server.url, seat === 0 ? 'rebellion' : 'empire');
          clients.push(client);
          await client.connected();
          const claimed = await client.ok<{ token: string }>('seat:claim', { code: created.code, seat });
          client.socket.auth = { role: 'seat', code: created.code, token: claimed.token };
          await client.view();
        }
        const [rebellion, empire] = clients as [TestClient<RveSeatSnapshot>, TestClient<RveSeatSnapshot>];
        const devices = [table, rebellion, empire] as TestClient[];
        await table.ok('table:start', {});
        const r = rng(seed);
        for (let step = 0; ; step++) {
          assert.ok(step < 600, 'the game ends');
          const stored = await server.store.load(created.code);
          const version = stored!.version;
          await Promise.all(devices.map((d) => d.view((s) => s.version >= version)));
          const live = game.load(room.upgradeRoom(room.roomGames([game]), stored!)) as RveLive;
          if (live.state.phase === 'over') break;
          const { actor, name, request } = nextAction(live, r, step % 5 === 0 ? 'random' : 'focused');
          const device = actor.kind === 'table' ? table : clients[actor.seat]!;
          await device.ok(`game:${name}`, request);
        }
        // Equal lengths: per version, the Rebellion's and the Empire's delta frames.
        const lengths = (client: TestClient) =>
          new Map(client.frames.flatMap((f) => (carried(f)?.kind === 'seat:delta' ? [[carried(f)!.version, Buffer.byteLength(f.raw)] as const] : [])));
        const [ofRebellion, ofEmpire] = [lengths(rebellion), lengths(empire)];
        const both = [...ofRebellion.keys()].filter((version) => ofEmpire.has(version));
        assert.ok(both.length >= 10, `deltas of the same changes compared (${both.length})`);
        for (const version of both) assert.equal(ofEmpire.get(version), ofRebellion.get(version), `the deltas of version ${version}`);
        // Their contents differ (the Rebellion's hand and hidden cards): equal lengths come from the padding.
        const texts = (client: TestClient) => client.frames.filter((f) => carried(f)?.kind === 'seat:delta').map((f) => f.raw.trimEnd());
        assert.notDeepEqual(texts(rebellion), texts(empire));
        assert.ok(texts(rebellion).some((text) => REBEL_DECK.some((id) => text.includes(`"${id}"`))), "the Rebellion's deltas carry its cards (the leak search could find them)");
        const checked = assertNoHiddenCards(rebellion, [empire, table]);
        assert.ok(checked > 20, `the leak check read delta frames (${checked})`);
        // Every device, from its deltas, holds what the server gives it whole.
        for (const client of devices) {
          const made = client.latest! as RveSeatSnapshot;
          const count = client.frames.length;
          await client.ok('sync');
          await client.until(() => client.frames.slice(count).find((f) => carried(f)?.kind.endsWith(':view')));
          const whole = (client.frames.slice(count).find((f) => carried(f)?.kind.endsWith(':view'))!.packet.payload as [string, RveSeatSnapshot])[1];
          assert.deepEqual(made, { ...whole, consequences: made.consequences }, `${client.label} made by deltas = its sync`);
          assert.equal(client.syncs, 0, `${client.label} never missed a delta`);
        }
        assert.deepEqual(server.logs.filter((line) => line.includes('outgrew')), []);
      } finally {
        table.close();
        for (const c of clients) c.close();
      }
    });
  }
});

describe('Rebellion vs Empire re-deals over sockets: one frame length for every seat and every deal', () => {
  /** The generator the server draws the next deal with (set before each `table:start`). */
  let dealing = rng(1);
  let server: TestServer;
  let proxy: WireProxy;
  before(async () => {
    server = await startServer({ random: (n) => dealing(n) });
    proxy = await startWireProxy(server.port);
  });
  after(async () => {
    await proxy.close();
    await server.close();
  });

  /** The unpadded bytes of seat 0's snapshot right after a deal drawn with `rng(seed)`, without sockets (room.ts). */
  function dealtBytes(setup: RveRoomSetupInput, seed: number): number {
    let record = room.newRoom(game, 'KXMPR', setup, 'table', rng(1));
    for (const seat of [0, 1]) record = admitted(room.claimSeat(record, seat, `token-${seat}`), seat);
    record = room.startGame(game, record, rng(seed));
    return Buffer.byteLength(JSON.stringify(['seat:view', room.seatSnapshot(game, record, 0)]));
  }

  for (const missionCards of ['app', 'table'] as const) {
    test(`missions by the ${missionCards}: each seat's frame at each of several deals has one length, whatever was dealt (G2-SET-2, G2-SET-6, G2-STATE-5)`, async () => {
      const setup: RveRoomSetupInput = { capitolVariant: false, missionCards, players: PLAYERS };
      // The deals: the shortest and the longest boards of 400 seeded deals, and three more.
      const seeds = Array.from({ length: 400 }, (_, i) => i + 1);
      const bytes = new Map(seeds.map((seed) => [seed, dealtBytes(setup, seed)]));
      const shortest = seeds.reduce((a, b) => (bytes.get(b)! < bytes.get(a)! ? b : a));
      const longest = seeds.reduce((a, b) => (bytes.get(b)! > bytes.get(a)! ? b : a));
      const deals = [...new Set([shortest, 1, longest, 2, 3])];

      const opened: TestClient[] = [];
      const open = async <S extends RveSeatSnapshot | RveTableSnapshot>(label: string, auth?: Record<string, unknown>) => {
        const client = new TestClient<S>(proxy.url, label, auth);
        opened.push(client);
        await client.connected();
        return client;
      };
      try {
        const table = await open<RveTableSnapshot>('table');
        const created = await table.ok<CreatedRoom>('room:create', { game: GAME, setup });
        table.socket.auth = { role: 'table', code: created.code, token: created.tableToken };
        const claim = async (seat: number) => {
          const client = await open<RveSeatSnapshot>(seat === 0 ? 'rebellion' : 'empire');
          const claimed = await client.ok<{ token: string }>('seat:claim', { code: created.code, seat });
          client.socket.auth = { role: 'seat', code: created.code, token: claimed.token };
          await client.view();
          return client;
        };
        const seats = [await claim(0), await claim(1)];
        /** Per deal and seat: the frame's length on the wire and its length unpadded. */
        const measured: { deal: number; seat: number; wire: number; text: number }[] = [];
        const hands: string[] = [];
        for (const [i, seed] of deals.entries()) {
          const count = i + 1;
          dealing = rng(seed);
          await table.ok('table:start', {});
          const dealt = await table.view((s) => s.dealt && s.deals === count);
          for (const [seat, client] of seats.entries()) {
            const snapshot = await client.view((s) => s.dealt && s.deals === count);
            assert.equal(snapshot.version, dealt.version, 'the deal is the newest change');
            const frames = proxy.connectionOf(client.socket.io.engine.id).frames.filter((f) => f.dir === 'down' && f.text.startsWith('42["seat:'));
            const at = frames.filter((f) => (JSON.parse(f.text.slice(2).trimEnd()) as [string, { version: number }])[1].version === dealt.version);
            // A deal goes whole (server/deltas.ts): one snapshot, no delta.
            assert.deepEqual(at.map((f) => f.text.slice(0, 14)), ['42["seat:view"'], `seat ${seat} at deal ${count}`);
            measured.push({ deal: count, seat, wire: at[0]!.length, text: Buffer.byteLength(at[0]!.text.trimEnd()) });
            if (seat === 0) hands.push(JSON.stringify([snapshot.board.row.map((d) => d.district), snapshot.board.missions, snapshot.view.hand.cards]));
          }
          if (i === deals.length - 1) break;
          // A seat freed before the first event withdraws the deal; its player claims it again.
          const freed = i % 2;
          await table.ok('table:revoke', { seat: freed });
          await table.view((s) => !s.dealt && s.deals === count);
          seats[freed]!.close();
          seats[freed] = await claim(freed);
        }
        assert.equal(new Set(hands).size, deals.length, 'every deal dealt another row, missions or hand');
        const texts = measured.map((m) => m.text);
        assert.ok(Math.max(...texts) - Math.min(...texts) >= (missionCards === 'app' ? 300 : 20), `the deals' snapshots differ in length (${Math.min(...texts)} to ${Math.max(...texts)} bytes)`);
        assert.deepEqual([...new Set(measured.map((m) => m.wire))].length, 1, `one length on the wire: ${JSON.stringify(measured)}`);
        assert.deepEqual(server.logs.filter((line) => line.includes('outgrew') || line.includes('overflow')), []);
      } finally {
        for (const client of opened) client.close();
      }
    });
  }
});
