/**
 * Send what changed (server/deltas.ts, src/platform/rooms/snapshot-delta.ts).
 *
 * Without sockets: seeded whole games of The Resistance (5–10 players, with and without the
 * Reversers, R-REV-1) through the room server's own steps (room.ts) and its delta planner. After
 * every change each seat and the table hold what the deltas made of their previous snapshot, and
 * that must deep-equal the whole snapshot the server would send them (consequences included); every
 * seat's delta frame of a change is padded to one size, no delta outgrows it, and most changes do go
 * as deltas (so the comparison can fail).
 *
 * Over sockets (the harness records every frame): a spy's and a resistance player's deltas of one
 * change are of one length; the app's room client that missed a delta (a gap) asks for and gets the
 * whole snapshot; a phone that reconnects gets the whole snapshot first; no delta frame holds
 * another seat's secret (leaks.ts over a whole game), and every device's snapshot after the game,
 * made by its deltas, is the one a `sync` gives.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import type { Ask, MissionChoice, Seat } from '../../src/games/resistance/engine.ts';
import type { ClientToServerEvents, SeatSnapshot, TableSnapshot } from '../../src/games/resistance/room/protocol.ts';
import { RoomConnection } from '../../src/platform/rooms/room-client.ts';
import { applyDelta } from '../../src/platform/rooms/snapshot-delta.ts';
import { DeltaPlanner, eventPacketBytes, patchOf, sameJson, tableDeltaWith } from '../../server/deltas.ts';
import { serverParser } from '../../server/frames.ts';
import { utf8Bytes } from '../../src/platform/rooms/frame-padding.ts';
import { PacketType } from 'socket.io-parser';
import * as room from '../../server/room.ts';
import { act, claimSeat, game, newRoom, roomPlay, startGame, type RoomAction, type RoomRecord } from './resistance-room.ts';
import { fullTable, startServer, type TestClient, type TestServer } from './harness.ts';
import { assertNoLeaks, framesWithSnapshots } from './leaks.ts';
import { seeded } from '../games/resistance/helpers.ts';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'];

/** The next action of the game from the seats' snapshots (who is asked what), or null once it is over. */
function nextAction(seats: readonly SeatSnapshot[], random: (n: number) => number): { seat: Seat; action: RoomAction } | null {
  for (const s of seats) {
    if (s.view.phase === 'over') return null;
    for (const ask of s.asks.filter((a: Ask) => a.seat === s.seat)) {
      if (ask.kind === 'propose') {
        const size = ask.options?.missions?.[0]?.size ?? 0;
        const order = s.view.players.map((_, i) => i).sort(() => random(3) - 1);
        return { seat: s.seat, action: { type: 'propose', team: order.slice(0, size).sort((a, b) => a - b) } };
      }
      if (ask.kind === 'vote') return { seat: s.seat, action: { type: 'vote', approve: random(10) < 6 } };
      if (ask.kind === 'card') {
        const offered = (ask.options?.missionCards ?? ['success']) as MissionChoice[];
        return { seat: s.seat, action: { type: 'card', card: offered[random(offered.length)]! } };
      }
    }
  }
  throw new Error(`nobody is asked anything this test plays (${seats[0]!.asks.map((a) => a.kind).join(', ')})`);
}

/** What a device keeps: JSON as it travels. */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

interface Tally {
  changes: number;
  seatDeltas: number;
  tableDeltas: number;
  outgrew: number;
}

/** `value` and everything in it frozen (a snapshot a page holds: applyDelta must copy, never write). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Plays one seeded whole game, checking every change (see the file comment). */
function playChecked(players: number, seed: number, reversers: boolean, tally: Tally): void {
  const random = seeded(seed);
  const planner = new DeltaPlanner(10, () => tally.outgrew++);
  let r: RoomRecord = newRoom('KXMPR', { players: NAMES.slice(0, players), ...(reversers ? { modules: { reverser: { resistance: true, spy: true } } } : {}) }, 'table', random);
  for (let seat = 0; seat < players; seat++) r = claimSeat(r, seat, `token-${seat}`);
  r = startGame(r, random);
  let held: { seats: SeatSnapshot[]; table: TableSnapshot } | null = null;
  let consequences: unknown[] = [];
  for (let step = 0; step < 400; step++) {
    const live = roomPlay(r);
    const seats = r.seats.map((_, seat) => room.seatSnapshot(game, r, seat, live, consequences) as SeatSnapshot);
    const table = room.tableSnapshot(game, r, new Set(), 'http://x/?room=KXMPR', live, consequences) as TableSnapshot;
    const plan = planner.plan(game, seats, table);
    if (held) tally.changes++;
    const frames = new Set<number>();
    const before = held;
    const next: { seats: SeatSnapshot[]; table: TableSnapshot } = {
      seats: seats.map((full, seat): SeatSnapshot => {
        const delta = plan.seats[seat];
        if (!delta) return wire(full);
        tally.seatDeltas++;
        assert.ok(eventPacketBytes('seat:delta', delta) <= delta.frame!, 'a delta longer than its padding was planned');
        frames.add(delta.frame!);
        const patched: SeatSnapshot | null = applyDelta(before!.seats[seat]!, wire(delta));
        assert.deepEqual(patched, wire(full), `seat ${seat}'s delta to version ${full.version} makes its whole snapshot`);
        return patched!;
      }),
      table: ((): TableSnapshot => {
        if (!plan.table) return wire(table);
        tally.tableDeltas++;
        const patched: TableSnapshot | null = applyDelta(before!.table, wire(plan.table));
        assert.deepEqual(patched, wire(table), `the table's delta to version ${table.version} makes its whole snapshot`);
        return patched!;
      })(),
    };
    assert.ok(frames.size <= 1, `every seat's delta of one change has one padded size (${[...frames].join(', ')})`);
    assert.ok(plan.seats.every((d) => d === null) || plan.seats.every((d) => d !== null), 'deltas for every seat or for none');
    // Frozen, as a page holds it: a later delta that wrote into the snapshot it applies to (or into
    // the parts the new one shares with it) would throw there, and the check above would fail.
    held = deepFreeze(next);
    const chosen = nextAction(next.seats, random);
    if (!chosen) return;
    const done = act(r, { kind: 'seat', seat: chosen.seat }, chosen.action, random);
    r = done.room;
    consequences = done.consequences;
  }
  assert.fail('the game did not end in 400 steps');
}

test('after each change, every seat and the table patched by their deltas hold exactly the whole snapshot (fast-check, seeded whole games)', () => {
  const tally: Tally = { changes: 0, seatDeltas: 0, tableDeltas: 0, outgrew: 0 };
  fc.assert(
    fc.property(fc.integer({ min: 5, max: 10 }), fc.nat(), fc.boolean(), (players, seed, reversers) => playChecked(players, seed, reversers, tally)),
    { numRuns: 60, seed: 23 },
  );
  assert.equal(tally.outgrew, 0, 'no seat delta outgrew its padding');
  // Most changes travel as deltas (a change of the deal and the first broadcast go whole).
  assert.ok(tally.tableDeltas > tally.changes * 0.9, `table deltas ${tally.tableDeltas} of ${tally.changes} changes`);
  assert.ok(tally.seatDeltas > 0, 'seats got deltas');
  process.stdout.write(`# ${tally.changes} changes: seat deltas ${tally.seatDeltas}, table deltas ${tally.tableDeltas}\n`);
});

test('the planner sends whole snapshots after a version it did not broadcast and on a new deal; deltas from the version just before', () => {
  const random = seeded(7);
  let r: RoomRecord = newRoom('KXMPR', { players: NAMES.slice(0, 5), firstLeader: 0 }, 'table', random);
  for (let seat = 0; seat < 5; seat++) r = claimSeat(r, seat, `token-${seat}`);
  const views = (record: RoomRecord, consequences: unknown[] = []) => {
    const live = roomPlay(record);
    return {
      seats: record.seats.map((_, seat) => room.seatSnapshot(game, record, seat, live, consequences)),
      table: room.tableSnapshot(game, record, new Set(), 'http://x/?room=KXMPR', live, consequences),
    };
  };
  const planner = new DeltaPlanner(10);
  const plan = (record: RoomRecord) => {
    const { seats, table } = views(record);
    return planner.plan(game, seats, table);
  };
  assert.deepEqual(plan(r), { seats: [null, null, null, null, null], table: null }, 'the first broadcast: whole');
  r = startGame(r, random);
  assert.ok(plan(r).seats.every((d) => d === null), 'the deal: whole');
  const proposed = act(r, { kind: 'seat', seat: 0 }, { type: 'propose', team: [0, 1] }, random).room;
  const voted = act(proposed, { kind: 'seat', seat: 0 }, { type: 'vote', approve: true }, random).room;
  // The proposal was broadcast by another process: this one goes from the deal's version to the vote's.
  const skipped = plan(voted);
  assert.ok(skipped.seats.every((d) => d === null) && skipped.table === null, 'a version not broadcast here: whole');
  const next = act(voted, { kind: 'seat', seat: 1 }, { type: 'vote', approve: true }, random).room;
  const deltas = plan(next);
  assert.ok(deltas.seats.every((d) => d !== null && d.base === voted.version && d.version === next.version), 'the next change: deltas from the version before');
  // The table's delta goes with who is connected now, from the text the plan serialised: the same
  // packet, byte for byte, as the delta with that list serialised whole.
  const after = act(next, { kind: 'seat', seat: 2 }, { type: 'vote', approve: false }, random).room;
  const tableDelta = plan(after).table;
  assert.ok(tableDelta, 'the table gets a delta');
  const connected = tableDelta.seats!.map((s, i) => ({ ...(s as object), connected: i % 2 === 0 }));
  const encoder = new (serverParser(() => 0).Encoder)();
  const packet = (payload: unknown) => encoder.encode({ type: PacketType.EVENT, nsp: '/', data: ['table:delta', payload] });
  assert.deepEqual(packet(tableDeltaWith(tableDelta, connected)), packet({ ...tableDelta, seats: connected }));
  assert.deepEqual(JSON.parse((packet(tableDeltaWith(tableDelta, connected))[0] as string).slice(1))[1], { ...tableDelta, seats: connected });
});

test('a seat’s whole parts are compared by content, as JSON reads them, not by identity', () => {
  const whole = { you: true, asks: true } as const;
  const asks = [{ kind: 'vote', seat: 2, options: { open: true } }];
  // Rebuilt with the same content (another object, a key left undefined): no operation.
  assert.deepEqual(patchOf({ you: { vote: false }, asks }, { you: { vote: false, hidden: undefined }, asks: [{ kind: 'vote', seat: 2, options: { open: true } }] }, new Map(), whole), []);
  // Any difference of content, however deep: the part replaced whole.
  assert.deepEqual(patchOf({ you: { vote: false }, asks }, { you: { vote: false }, asks: [{ kind: 'vote', seat: 2, options: { open: false } }] }, new Map(), whole), [{ op: 'replace', path: '/asks', value: [{ kind: 'vote', seat: 2, options: { open: false } }] }]);
  assert.deepEqual(patchOf({ you: { vote: false }, asks }, { you: { vote: false, must: 1 }, asks }, new Map(), whole), [{ op: 'replace', path: '/you', value: { vote: false, must: 1 } }]);
  for (const [a, b, same] of [
    [[1, 2], [1, 2], true],
    [[1, 2], [2, 1], false],
    [[1], [1, 1], false],
    [{ a: 1 }, { a: 1, b: undefined }, true],
    [{ a: 1, b: undefined }, { a: 1, c: 2 }, false],
    [{ a: [] }, { a: {} }, false],
    [{ a: null }, { a: 0 }, false],
    ['x', 'x', true],
    ['x', 'y', false],
  ] as const) assert.equal(sameJson(a, b), same, `${JSON.stringify(a)} and ${JSON.stringify(b)}`);
});

test('the server’s parser pads a seat delta to the size written in it, and reports one longer than that', () => {
  const overflows: [number, number][] = [];
  const parser = serverParser(() => 0, (bytes, allowed) => overflows.push([bytes, allowed]));
  const encode = (data: unknown[]) => (new parser.Encoder().encode({ type: PacketType.EVENT, nsp: '/', data }) as string[])[0]!;
  const spy = encode(['seat:delta', { base: 1, version: 2, patch: [{ op: 'replace', path: '/view/side', value: 'spies' }], consequences: [], frame: 256 }]);
  const loyal = encode(['seat:delta', { base: 1, version: 2, patch: [{ op: 'replace', path: '/view/side', value: 'resistance' }], consequences: [], frame: 256 }]);
  assert.equal(utf8Bytes(spy), 256);
  assert.equal(utf8Bytes(loyal), 256);
  assert.deepEqual(JSON.parse(spy.slice(1)), ['seat:delta', { base: 1, version: 2, patch: [{ op: 'replace', path: '/view/side', value: 'spies' }], consequences: [], frame: 256 }]);
  assert.deepEqual(overflows, []);
  encode(['seat:delta', { base: 1, version: 2, patch: [{ op: 'add', path: '/view/learns', value: 'x'.repeat(300) }], frame: 256 }]);
  assert.equal(overflows.length, 1, 'a delta longer than its frame is reported');
});

describe('deltas over sockets', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  /** A client's event frames of `event` (`seat:delta`…), as received. */
  const eventFrames = (client: TestClient, event: string) =>
    client.frames.filter((f) => Array.isArray(f.packet.payload) && (f.packet.payload as unknown[])[0] === event);
  /** The whole snapshot the server gives this device now (`sync`), as it arrives. */
  const synced = async <S extends { version: number }>(client: TestClient): Promise<S> => {
    const count = eventFrames(client, 'seat:view').length + eventFrames(client, 'table:view').length;
    await client.ok('sync');
    await client.until(() => eventFrames(client, 'seat:view').length + eventFrames(client, 'table:view').length > count);
    const last = [...client.frames].reverse().find((f) => /^2\["(seat|table):view"/.test(f.raw))!;
    return (last.packet.payload as [string, S])[1];
  };

  test('a spy and a resistance player get deltas of one length for each change; the game ends with every device holding what a sync gives; no delta leaks (R-SET-3, R-VOTE-1, R-MIS-1)', async () => {
    const t = await fullTable(server.url, { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0 });
    try {
      const spy = t.spies[0]!;
      const loyal = t.resistance[0]!;
      await t.propose([spy, loyal]);
      await t.vote([0, 1, 2, 3, 4]);
      await t.play({ [spy]: 'fail' });
      await t.propose([0, 1, 2]);
      await t.vote([spy]); // rejected (R-VOTE-2)
      await t.finishResistanceWin().catch(() => {});
      await t.settle();
      // Equal lengths: per version, the spy's and the resistance player's delta frames.
      const lengths = (client: TestClient) => new Map(eventFrames(client, 'seat:delta').map((f) => [(f.packet.payload as [string, { version: number }])[1].version, Buffer.byteLength(f.raw)] as const));
      const [ofSpy, ofLoyal] = [lengths(t.phone(spy)), lengths(t.phone(loyal))];
      assert.ok(ofSpy.size >= 10, `the spy got deltas (${ofSpy.size})`);
      // (Before the deal, a seat claimed later has no delta of the earlier claims.)
      const both = [...ofSpy.keys()].filter((version) => ofLoyal.has(version));
      assert.ok(both.length >= 10, `deltas of the same changes compared (${both.length})`);
      for (const version of both) assert.equal(ofLoyal.get(version), ofSpy.get(version), `the deltas of version ${version}`);
      // Their contents differ (the spy's own card, its knowledge): equal lengths come from the padding.
      const texts = (client: TestClient) => eventFrames(client, 'seat:delta').map((f) => f.raw.trimEnd());
      assert.notDeepEqual(texts(t.phone(spy)), texts(t.phone(loyal)));
      // Every device, from its deltas, holds what the server gives it whole.
      for (const client of t.clients) {
        const made = client.latest! as SeatSnapshot | TableSnapshot;
        const whole = await synced<SeatSnapshot | TableSnapshot>(client);
        assert.deepEqual(made, { ...whole, consequences: made.consequences }, `${client.label} made by deltas = its sync (but for the consequences, which a sync has none of)`);
        assert.equal(client.syncs, 0, `${client.label} never missed a delta`);
      }
      // No secret of another seat in any frame, deltas included (leaks.ts reads the snapshots they make).
      const receivers = [{ client: t.table as TestClient, seat: null, token: t.room.tableToken }, ...t.phones.map((p) => ({ client: p.client as TestClient, seat: p.seat, token: p.token }))];
      assertNoLeaks(receivers, t.spies, { logs: server.logs });
      const deltaFrames = receivers.reduce((n, r) => n + framesWithSnapshots(r.client).filter(({ frame }) => /^2\["(seat|table):delta"/.test(frame.raw)).length, 0);
      assert.ok(deltaFrames > 50, `the leak check read delta frames (${deltaFrames})`);
      assert.deepEqual(server.logs.filter((line) => line.includes('outgrew')), []);
    } finally {
      t.close();
    }
  });

  test('a gap: the app’s room client that holds another version than a delta’s base asks for the whole snapshot', async () => {
    const t = await fullTable(server.url, { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0 });
    const phone = new RoomConnection<SeatSnapshot, ClientToServerEvents>({ url: server.url, credential: { role: 'seat', code: t.room.code, token: t.phones[2]!.token }, stores: [] });
    try {
      assert.equal(await phone.ready(), true);
      const reached = (test: (s: SeatSnapshot) => boolean) =>
        new Promise<SeatSnapshot>((resolve) => {
          const check = () => phone.snapshot && test(phone.snapshot) && (unsubscribe(), resolve(phone.snapshot));
          const unsubscribe = phone.subscribe(check);
          check();
        });
      await reached((s) => s.version === t.version);
      // A change it follows by its delta.
      const seen: SeatSnapshot[] = [];
      phone.subscribe(() => phone.snapshot && seen.push(phone.snapshot));
      await t.propose([0, 1]);
      const proposed = await reached((s) => s.version === t.version);
      assert.equal(proposed.view.phase, 'vote');
      // As if a frame were lost: the phone holds an older version than the next delta's base.
      phone.snapshot = { ...proposed, version: proposed.version - 1 };
      let whole = 0;
      phone.socket.on('seat:view', () => whole++);
      await t.phone(0).ok('game:vote', { approve: true });
      const after = await reached((s) => s.version === t.version);
      // It asked (`sync`) and got the whole snapshot: the same as the harness's phone of that seat made by its delta.
      await t.phone(2).view((s) => s.version === after.version);
      assert.deepEqual(after, { ...t.phone(2).latest!, consequences: [] });
      assert.equal(whole, 1, 'the phone got the whole snapshot (its sync’s answer)');
    } finally {
      phone.close();
      t.close();
    }
  });

  test('a reconnection starts with the whole snapshot, then deltas again', async () => {
    const t = await fullTable(server.url, { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0 });
    try {
      const away = t.phone(3);
      away.socket.disconnect();
      await t.phone(0).ok('game:propose', { team: [0, 1] });
      await t.table.view((s) => s.view.phase === 'vote');
      const from = away.frames.length;
      away.socket.connect();
      const back = await away.view((s) => s.view.phase === 'vote');
      const first = away.frames.slice(from).find((f) => /^2\["seat:/.test(f.raw))!;
      assert.match(first.raw, /^2\["seat:view"/, 'the first snapshot after the reconnection is whole');
      assert.equal(back.version, t.version);
      for (const seat of [0, 1, 2, 3, 4]) await t.phone(seat).ok('game:vote', { approve: true });
      await t.settle();
      assert.ok(away.frames.slice(from).some((f) => /^2\["seat:delta"/.test(f.raw)), 'deltas again after it');
      assert.equal(away.syncs, 0);
      const whole = await synced<SeatSnapshot>(away);
      assert.deepEqual(away.latest, { ...whole, consequences: away.latest!.consequences });
    } finally {
      t.close();
    }
  });
});

test('a delta copies only what it changes: the rest of the held snapshot is shared, nothing held is written, a key naming a prototype is refused', () => {
  type Held = { version: number; a: { x: number; deep: { y: number[] } }; b: { z: number }; consequences: unknown[] };
  const held: Held = deepFreeze({ version: 1, a: { x: 1, deep: { y: [1, 2] } }, b: { z: 2 }, consequences: [] });
  const next = applyDelta(held, {
    base: 1,
    version: 2,
    patch: [
      { op: 'replace', path: '/version', value: 2 },
      { op: 'add', path: '/a/deep/y/-', value: 3 },
    ],
    consequences: ['said'],
  });
  assert.deepEqual(next, { version: 2, a: { x: 1, deep: { y: [1, 2, 3] } }, b: { z: 2 }, consequences: ['said'] });
  assert.equal(next!.b, held.b, 'an untouched part is the held one');
  assert.notEqual(next!.a.deep, held.a.deep, 'a touched part is a copy');
  assert.deepEqual(held.a.deep.y, [1, 2], 'the held snapshot is unchanged');
  const polluting = { base: 1, version: 2, patch: [{ op: 'add' as const, path: '/__proto__/polluted', value: 1 }] };
  assert.equal(applyDelta(held, polluting), null, 'refused: the device asks for the whole snapshot');
  assert.equal((Object.prototype as Record<string, unknown>)['polluted'], undefined);
});
