/**
 * Join codes (their alphabet, their normalisation), the per-address rate limit of join attempts,
 * the per-device and per-room limits of every event, the caps on rooms and the log's limit
 *, in units and over real sockets. Every clock is moved by hand: nothing waits,
 * and no test measures a time (the flood's effect on another room is measured by `npm run bench`).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hashToken, newJoinCode, newToken, normalizeJoinCode } from '../../server/join-code.ts';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../../src/games/resistance/room/protocol.ts';
import { CONNECTION_FAILURES, CreateLimiter, EVENT_LIMITS, EventLimiter, JoinGate, JoinLimiter, limitedLog, LOG_LINE_MAX, ROOM_CAPS } from '../../server/limits.ts';
import { windowOf } from '../../server/limiter-store.ts';
import { networkOf } from '../../server/network.ts';
import { CREATE_LIMIT, JOIN_LIMIT, PRUNE_AT, RateLimiter } from '../../server/rate-limit.ts';
import { openRoomStore } from '../../server/store.ts';
import { claimSeat, createTable, startServer, TestClient, UNLIMITED } from './harness.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

describe('join codes', () => {
  test('the alphabet has no look-alikes: no I, L, O, Q, B, S, Z, no digits, no lower case', () => {
    for (const ch of 'ILOQBSZ0123456789') assert.ok(!JOIN_CODE_ALPHABET.includes(ch), ch);
    assert.match(JOIN_CODE_ALPHABET, /^[A-Z]+$/);
    assert.equal(new Set(JOIN_CODE_ALPHABET).size, JOIN_CODE_ALPHABET.length, 'no letter twice');
    assert.equal(JOIN_CODE_ALPHABET.length, 19);
  });

  test('codes are drawn from the alphabet, every letter can come up, in every place', () => {
    const seen = Array.from({ length: JOIN_CODE_LENGTH }, () => new Set<string>());
    // Every index of the alphabet, in turn, at every place.
    let i = 0;
    for (let n = 0; n < JOIN_CODE_ALPHABET.length; n++) {
      const code = newJoinCode((size) => i++ % size);
      [...code].forEach((ch, place) => seen[place]!.add(ch));
    }
    for (const place of seen) assert.equal(place.size, JOIN_CODE_ALPHABET.length);
    for (let n = 0; n < 500; n++) {
      const code = newJoinCode();
      assert.match(code, new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`));
    }
  });

  test('typed codes are normalised; a code with a look-alike or of the wrong length is refused', () => {
    assert.equal(normalizeJoinCode(' kx-mpr '), 'KXMPR');
    assert.equal(normalizeJoinCode('kxm pr'), 'KXMPR');
    for (const bad of ['KXMP', 'KXMPRA', 'KXMP0', 'KXMPI', 'KXMPL', 'KXMPO', 'KXMP1', '', 42, null]) {
      assert.equal(normalizeJoinCode(bad), null, String(bad));
    }
  });

  test('tokens are 128 random bits; only their SHA-256 is kept', () => {
    const a = newToken();
    const b = newToken();
    assert.notEqual(a, b);
    assert.equal(Buffer.from(a, 'base64url').length, 16);
    assert.match(hashToken(a), /^[0-9a-f]{64}$/);
    assert.equal(hashToken(a), hashToken(a));
  });
});

describe('token buckets; join attempts and rooms, per network', () => {
  test('a full bucket allows `capacity` attempts, then one per `refillMs`; addresses are apart', () => {
    let now = 1_000;
    const limiter = new RateLimiter({ capacity: 3, refillMs: 2_000 }, () => now);
    assert.deepEqual([limiter.take('a'), limiter.take('a'), limiter.take('a')], [0, 0, 0]);
    assert.equal(limiter.take('a'), 2_000, 'empty: the wait until the next attempt');
    assert.equal(limiter.take('b'), 0, 'another address has its own bucket');
    now += 1_000;
    assert.equal(limiter.take('a'), 1_000);
    now += 1_000;
    assert.equal(limiter.take('a'), 0);
    assert.equal(limiter.take('a'), 2_000);
    now += 60_000;
    assert.deepEqual([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('a')], [0, 0, 0, 2_000], 'never more than capacity');
  });

  test('the defaults: 30 failed join attempts a minute; 5 rooms per 5 minutes', () => {
    assert.deepEqual(JOIN_LIMIT, { capacity: 30, refillMs: 2_000 });
    assert.deepEqual(CREATE_LIMIT, { capacity: 5, refillMs: 60_000 });
  });

  test('a guest making up codes behind the same address as a real phone: the phone with the right code still looks up and claims; the guesser is slowed', async () => {
    const server = await startServer({ joinLimit: { capacity: 4, refillMs: 15_000 }, connectionFailures: { capacity: 3, refillMs: 20_000 }, createLimit: { capacity: 1, refillMs: 60_000 } });
    const clients: TestClient[] = [];
    const connect = async (label: string, auth: Record<string, unknown> = {}) => {
      const client = new TestClient(server.url, label, auth);
      clients.push(client);
      await client.connected();
      return client;
    };
    try {
      const { table, room } = await createTable(server.url, { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0 });
      clients.push(table);
      // Room creation has its own, smaller window.
      const create = await (await connect('another table')).refused('room:create', { setup: { players: ['A', 'B', 'C', 'D', 'E'] } });
      assert.equal(create.code, 'rate-limited');
      assert.match(create.message, /too many rooms created from this network \(1 per 60 s\)/);

      const wrong = [...'ACDEFGHJKMNPRTUVWXY'].map((c) => c.repeat(5)).filter((c) => c !== room.code);
      // One connection guesses: its own failures block it after 3, even for the right code.
      const guesser = await connect('guesser');
      for (const code of wrong.slice(0, 3)) assert.equal((await guesser.refused('room:lookup', { code })).code, 'no-room');
      const blocked = await guesser.refused('room:lookup', { code: room.code });
      assert.equal(blocked.code, 'rate-limited');
      assert.match(blocked.message, /too many failed join attempts on this connection \(3 per 60 s\)/);
      // A second connection of the same address spends the network's budget (4 failures in all)…
      const second = await connect('guesser again');
      assert.equal((await second.refused('room:lookup', { code: wrong[3] })).code, 'no-room');
      // …so that each of its further connections is blocked at its first failure.
      assert.equal((await second.refused('room:lookup', { code: wrong[4] })).code, 'no-room');
      assert.equal((await second.refused('room:lookup', { code: room.code })).code, 'rate-limited');
      const third = await connect('guesser a third time');
      assert.equal((await third.refused('seat:claim', { code: wrong[5], seat: 0 })).code, 'no-room');
      assert.equal((await third.refused('room:lookup', { code: wrong[6] })).code, 'rate-limited');
      // Many attempts sent at once on one connection are judged one after another: once its network
      // is over its budget, a connection gets one answer of a made-up code, however many it sends.
      const burst = await connect('guesser in a hurry');
      const answers = await Promise.all(wrong.slice(7, 15).map((code) => burst.request('room:lookup', { code })));
      assert.deepEqual(answers.map((r) => (r.ok ? 'ok' : r.error.code)), ['no-room', ...Array(7).fill('rate-limited')]);
      // Malformed handshakes and tokens that open nothing are failures too, and refused for what they are.
      const stranger = new TestClient(server.url, 'stranger', { role: 'seat', code: room.code, token: newToken() });
      clients.push(stranger);
      stranger.socket.io.reconnection(false);
      assert.equal((await stranger.until(() => stranger.refusals[0])).code, 'token-unknown');

      // The real phone, behind the same address, with the right code: answered, and it claims.
      const phone = await connect('phone');
      const lobby = await phone.ok<{ code: string }>('room:lookup', { code: room.code });
      assert.equal(lobby.code, room.code);
      const claimed = await phone.ok<{ token: string; seat: number }>('seat:claim', { code: room.code, seat: 1 });
      assert.equal(claimed.seat, 1);
      // A phone coming back with its valid token, known to this process or not, is let in.
      const returning = new TestClient(server.url, 'returning', { role: 'seat', code: room.code, token: claimed.token });
      clients.push(returning);
      assert.equal(((await returning.view()) as { seat: number }).seat, 1);
      // A look-up of a real code never counts: a phone may look a room up again and again.
      const browsing = await connect('browsing');
      for (let i = 0; i < 6; i++) await browsing.ok('room:lookup', { code: room.code });
    } finally {
      for (const c of clients) c.close();
      await server.close();
    }
  });

  test('two addresses of one IPv6 /64 are one network: their failures share a budget; another /64 has its own', async () => {
    const server = await startServer({
      joinLimit: { capacity: 2, refillMs: 30_000 },
      connectionFailures: { capacity: 10, refillMs: 6_000 },
      // Each client says which address it stands for (a test device: the server reads it from the handshake).
      clientAddress: (socket) => String((socket.handshake.auth as { address?: string }).address ?? socket.handshake.address),
    });
    const clients: TestClient[] = [];
    const connect = async (address: string) => {
      const client = new TestClient(server.url, address, { address });
      clients.push(client);
      await client.connected();
      return client;
    };
    try {
      const { table, room } = await createTable(server.url, { players: PLAYERS, firstLeader: 0 });
      clients.push(table);
      const wrong = [...'ACDEFGHJKMNPRTUVWXY'].map((c) => c.repeat(5)).filter((c) => c !== room.code);
      const a = await connect('2001:db8:1:2::a');
      const b = await connect('2001:db8:1:2:ffff:1:2:3');
      assert.equal((await a.refused('room:lookup', { code: wrong[0] })).code, 'no-room');
      assert.equal((await b.refused('room:lookup', { code: wrong[1] })).code, 'no-room');
      // The /64's budget of 2 is spent by the two addresses together: b's next failure blocks b.
      assert.equal((await b.refused('room:lookup', { code: wrong[2] })).code, 'no-room');
      assert.equal((await b.refused('room:lookup', { code: room.code })).code, 'rate-limited');
      // Another /64 is another network: its failures are its own.
      const other = await connect('2001:db8:1:3::a');
      assert.equal((await other.refused('room:lookup', { code: wrong[3] })).code, 'no-room');
      assert.equal((await other.refused('room:lookup', { code: wrong[4] })).code, 'no-room');
      await other.ok('room:lookup', { code: room.code });
      // An IPv4 client, as a dual-stack socket reports it or not, is one network.
      const mapped = await connect('::ffff:192.0.2.7');
      const plain = await connect('192.0.2.7');
      assert.equal((await mapped.refused('room:lookup', { code: wrong[5] })).code, 'no-room');
      assert.equal((await plain.refused('room:lookup', { code: wrong[6] })).code, 'no-room');
      assert.equal((await plain.refused('room:lookup', { code: wrong[7] })).code, 'no-room');
      assert.equal((await plain.refused('room:lookup', { code: room.code })).code, 'rate-limited');
    } finally {
      for (const c of clients) c.close();
      await server.close();
    }
  });
});

describe('networks', () => {
  test('IPv4 is the address; IPv4-mapped IPv6 is its IPv4; IPv6 is its /64; anything else is itself', () => {
    assert.equal(networkOf('192.0.2.1'), '192.0.2.1');
    assert.equal(networkOf('::ffff:192.0.2.1'), '192.0.2.1');
    assert.equal(networkOf('::FFFF:c000:0201'), '192.0.2.1');
    assert.equal(networkOf('2001:db8:1:2::a'), '2001:db8:1:2::/64');
    assert.equal(networkOf('2001:0db8:0001:0002:ffff:1:2:3'), '2001:db8:1:2::/64');
    assert.equal(networkOf('fe80::1%eth0'), 'fe80::/64');
    assert.notEqual(networkOf('2001:db8:1:3::a'), networkOf('2001:db8:1:2::a'));
    assert.equal(networkOf('phone-7'), 'phone-7');
  });
});

describe('failed join attempts (rate-limiter-flexible windows)', () => {
  test('only failures count; a connection is blocked by its own failures, or by one failure once its network is over; windows end', async (t) => {
    t.mock.timers.enable({ apis: ['Date', 'setTimeout'], now: 1_000_000 });
    const join = new JoinLimiter({ capacity: 3, refillMs: 10_000 }, { capacity: 2, refillMs: 5_000 });
    assert.equal(await join.before('socket-1'), null);
    await join.failed('net', 'socket-1');
    assert.equal(await join.before('socket-1'), null);
    await join.failed('net', 'socket-1');
    const own = await join.before('socket-1');
    assert.equal(own?.code, 'rate-limited');
    assert.equal(own?.message, 'too many failed join attempts on this connection (2 per 10 s): try again in 10 s');
    assert.equal(await join.before('socket-2'), null, 'another connection of the network is not touched');
    await join.failed('net', 'socket-2');
    assert.equal(await join.before('socket-2'), null, 'the network\'s third failure: still within its budget');
    await join.failed('net', 'socket-3');
    const overBudget = await join.before('socket-3');
    assert.equal(overBudget?.code, 'rate-limited', 'over budget: one failure blocks the connection');
    assert.ok(Number(overBudget?.params?.retryAfterMs) <= 30_000);
    assert.equal(await join.before('socket-4'), null, 'a connection that has not failed is always let through');
    await join.failed('other-net', 'socket-5');
    assert.equal(await join.before('socket-5'), null, 'another network has its own budget');
    // The windows end: the connection's after 10 s, the network's after 30 s.
    t.mock.timers.tick(10_000);
    assert.equal(await join.before('socket-1'), null);
    t.mock.timers.tick(20_000);
    await join.failed('net', 'socket-6');
    assert.equal(await join.before('socket-6'), null, 'a new window of the network');
    await join.forget('socket-1');
  });

  test('room creation per network: every creation counts', async () => {
    const create = new CreateLimiter({ capacity: 2, refillMs: 60_000 });
    assert.equal(await create.take('net'), null);
    assert.equal(await create.take('net'), null);
    const refused = await create.take('net');
    assert.match(refused!.message, /^too many rooms created from this network \(2 per 120 s\): try again in 1[12]\d s$/);
    assert.equal(await create.take('other'), null);
  });

  test('the windows of the defaults: 30 failures per network a minute, 5 per connection a minute, 5 rooms per 5 minutes', () => {
    assert.deepEqual(windowOf(JOIN_LIMIT), { points: 30, durationS: 60 });
    assert.deepEqual(windowOf(CONNECTION_FAILURES), { points: 5, durationS: 60 });
    assert.deepEqual(windowOf(CREATE_LIMIT), { points: 5, durationS: 300 });
  });
});

describe('limits on every event (per device, per room)', () => {
  test('the defaults: 40 events at once per device then 5 a second; 200 per room then 20 a second; 20 open rooms per address, 5,000 in all', () => {
    assert.deepEqual(EVENT_LIMITS, { device: { capacity: 40, refillMs: 200 }, room: { capacity: 200, refillMs: 50 } });
    assert.deepEqual(ROOM_CAPS, { perAddress: 20, total: 5_000 });
  });

  test('a device has its bucket, a room shares one; a refusal by the room gives the device its attempt back', () => {
    let now = 0;
    const limiter = new EventLimiter({ device: { capacity: 3, refillMs: 1_000 }, room: { capacity: 4, refillMs: 1_000 } }, () => now);
    assert.equal(limiter.take('t:a', 'R1'), null);
    assert.equal(limiter.take('t:a', 'R1'), null);
    assert.equal(limiter.take('t:a', 'R1'), null);
    const device = limiter.take('t:a', 'R1');
    assert.equal(device?.code, 'rate-limited');
    assert.equal(device?.params?.retryAfterMs, 1_000);
    assert.equal(device?.message, 'too many requests from this device (3 at once, then 1 a second): try again in 1 s');
    assert.equal(limiter.take('t:b', 'R1'), null, 'another device of the room');
    const room = limiter.take('t:b', 'R1');
    assert.match(room!.message, /^too many requests from the devices of this room \(4 at once, then 1 a second\)/);
    assert.equal(limiter.take('t:c', 'R2'), null, 'another room is not touched');
    now += 1_000;
    assert.equal(limiter.take('t:b', 'R1'), null, 't:b kept the attempt the room refused');
    assert.equal(limiter.take('s:guest'), null, 'a guest socket has no room');
  });

  test('over sockets: a flood of sync and table:qr from a table is refused at once; another room goes on; a socket that keeps on is disconnected; reconnecting does not refill the bucket', async () => {
    let now = 0;
    const server = await startServer({ eventLimits: { device: { capacity: 3, refillMs: 60_000 }, room: UNLIMITED }, now: () => now });
    const clients: TestClient[] = [];
    try {
      const { table } = await createTable(server.url, { players: PLAYERS, firstLeader: 0 });
      const { table: other } = await createTable(server.url, { players: PLAYERS, firstLeader: 0 });
      clients.push(table, other);
      const replies = await Promise.all([
        ...Array.from({ length: 60 }, () => table.request('sync')),
        ...Array.from({ length: 40 }, () => table.request('table:qr')),
      ]);
      assert.equal(replies.filter((r) => r.ok).length, 3, 'the bucket held 3');
      const refused = replies.flatMap((r) => (r.ok ? [] : [r.error]));
      assert.equal(refused.length, 97);
      for (const error of refused) {
        assert.equal(error.code, 'rate-limited');
        assert.ok(Number(error.params?.retryAfterMs) > 0 && Number(error.params?.retryAfterMs) <= 60_000);
      }
      assert.match(refused[0]!.message, /too many requests from this device \(3 at once, then one every 60 s\)/);
      // The room next door is not concerned.
      await other.ok('sync');
      await other.ok('table:qr');
      // The 100th refusal in a row: no person does that; the socket is disconnected.
      table.socket.io.reconnection(false);
      const gone = new Promise<string>((resolve) => table.socket.once('disconnect', resolve));
      for (let i = 0; i < 3; i++) table.socket.emit('sync', () => {});
      assert.equal(await gone, 'io server disconnect');
      assert.ok(server.logs.includes('a socket that kept sending past its limits was disconnected'));
      // The same token on a new connection: the handshake itself takes from the same bucket,
      // before the room is read.
      table.socket.connect();
      assert.equal((await table.until(() => table.refusals[0])).code, 'rate-limited');
      now += 120_000;
      table.socket.connect();
      await table.connected();
      await table.ok('sync');
      assert.equal((await table.refused('sync')).code, 'rate-limited', 'two refilled: the handshake and this sync');
    } finally {
      for (const c of clients) c.close();
      await server.close();
    }
  });

  test('over sockets: the devices of one room share its bucket', async () => {
    const server = await startServer({ eventLimits: { device: UNLIMITED, room: { capacity: 6, refillMs: 60_000 } }, now: () => 0 });
    const clients: TestClient[] = [];
    try {
      const { table, room } = await createTable(server.url, { players: PLAYERS, firstLeader: 0 });
      clients.push(table);
      // Claims are guests' events (no room yet); each phone's binding reads the room, no event.
      const phone = await claimSeat(server.url, room.code, 1);
      clients.push(phone.client);
      const { table: other } = await createTable(server.url, { players: PLAYERS, firstLeader: 0 });
      clients.push(other);
      const results = [];
      for (let i = 0; i < 4; i++) results.push((await table.request('sync')).ok, (await phone.client.request('sync')).ok);
      assert.equal(results.filter(Boolean).length, 6);
      const refusal = await phone.client.refused('game:vote', { approve: true });
      assert.match(refusal.message, /^too many requests from the devices of this room \(6 at once, then one every 60 s\)/);
      await other.ok('sync');
    } finally {
      for (const c of clients) c.close();
      await server.close();
    }
  });

  test('a token the process knows takes from its device\'s bucket before the room is read; an unknown one is checked, and counts as a failure of its network when it opens nothing', async () => {
    const join = new JoinLimiter({ capacity: 1, refillMs: 60_000 }, UNLIMITED);
    const events = new EventLimiter({ device: { capacity: 2, refillMs: 60_000 }, room: UNLIMITED }, () => 0);
    const gate = new JoinGate(join, events);
    const first = gate.admit('192.0.2.1', 'hash-a', 'KXMPR');
    assert.ok(!('code' in first) && first.took);
    assert.equal(gate.valid(first, 'KXMPR'), null, 'its reconnection took one event');
    const known = gate.admit('192.0.2.1', 'hash-a', 'KXMPR');
    assert.ok(!('code' in known) && !known.took, 'known now: it took its second event');
    const flooding = gate.admit('192.0.2.1', 'hash-a', 'KXMPR');
    assert.ok('code' in flooding && flooding.code === 'rate-limited', 'refused before the room is read');
    // Unknown tokens that open nothing: failures of the network (a budget of 1, then over).
    for (const hash of ['hash-b', 'hash-c']) {
      const stranger = gate.admit('192.0.2.1', hash, 'KXMPR');
      assert.ok(!('code' in stranger) && stranger.took);
      await gate.invalid(stranger);
    }
    await join.failed('192.0.2.1', 'socket');
    assert.equal((await join.before('socket'))?.code, 'rate-limited', 'the network is over its budget');
  });

  test('the tokens of a deleted room are forgotten with it, and only those: the known tokens do not grow with rooms that expired', () => {
    const join = new JoinLimiter(UNLIMITED);
    const gate = new JoinGate(join, new EventLimiter({ device: UNLIMITED, room: UNLIMITED }));
    for (const [hash, code] of [['hash-a', 'KXMPR'], ['hash-b', 'KXMPR'], ['hash-c', 'QWRTZ']] as const) gate.valid(gate.admit('1.2.3.4', hash, code) as never, code);
    assert.equal(gate.size, 3);
    gate.forgetRoom('KXMPR');
    assert.equal(gate.size, 1);
    const a = gate.admit('1.2.3.4', 'hash-a', 'KXMPR');
    assert.ok(!('code' in a) && a.took, 'a token of the deleted room takes a join attempt again');
    const c = gate.admit('1.2.3.4', 'hash-c', 'QWRTZ');
    assert.ok(!('code' in c) && !c.took, 'the other room\'s token is still known');
    // Their event buckets go too: the device's and the room's.
    const events = new EventLimiter({ device: UNLIMITED, room: UNLIMITED });
    const gate2 = new JoinGate(join, events);
    gate2.valid(gate2.admit('1.2.3.4', 'hash-d', 'KXMPR') as never, 'KXMPR');
    events.take('t:hash-d', 'KXMPR');
    assert.equal(events.size, 2);
    gate2.forgetRoom('KXMPR');
    assert.equal(events.size, 0);
  });
});

describe('many buckets at once (a restart brings thousands of devices back)', () => {
  test('past PRUNE_AT buckets in use every bucket still counts; full ones are forgotten once their time has passed', () => {
    let now = 0;
    const limiter = new RateLimiter({ capacity: 1, refillMs: 1_000 }, () => now);
    const keys = Array.from({ length: PRUNE_AT + 5_000 }, (_, i) => `device-${i}`);
    for (const key of keys) assert.equal(limiter.take(key), 0);
    // None is full: none forgotten, and each is empty (a second attempt waits).
    assert.equal(limiter.size, keys.length);
    for (const key of [keys[0]!, keys[PRUNE_AT]!, keys[keys.length - 1]!]) assert.equal(limiter.take(key), 1_000);
    // Their time has passed: the next sweep forgets the full ones, however many there were.
    now += 1_000;
    for (let i = 0; limiter.size >= keys.length && i < 3 * keys.length; i++) limiter.take(`later-${i}`);
    assert.ok(limiter.size < keys.length, `${limiter.size} buckets kept`);
    assert.equal(limiter.take(keys[1]!), 0, 'a forgotten bucket is a full one');
  });
});

describe('caps on rooms', () => {
  test('open rooms per address, then rooms in all; a room that expired frees its place', async () => {
    let now = 0;
    const store = await openRoomStore({ now: () => now });
    // Each client says which address it stands for (a test device: the server reads it from the handshake).
    const server = await startServer({
      store,
      now: () => now,
      roomCaps: { perAddress: 2, total: 3 },
      expiry: { finishedMs: 3_600_000, idleMs: 7_200_000, sweepMs: 600_000 },
      clientAddress: (socket) => String((socket.handshake.auth as { address?: string }).address ?? socket.handshake.address),
    });
    const clients: TestClient[] = [];
    const create = async (address: string) => {
      const client = new TestClient(server.url, address, { address });
      clients.push(client);
      await client.connected();
      return client.request<{ code: string }>('room:create', { setup: { players: PLAYERS, firstLeader: 0 } });
    };
    try {
      assert.ok((await create('10.0.0.1')).ok);
      now += 60_000;
      assert.ok((await create('10.0.0.1')).ok);
      const third = await create('10.0.0.1');
      assert.ok(!third.ok);
      assert.equal(third.error.code, 'rate-limited');
      assert.match(third.error.message, /\(2 open rooms per network\)/);
      // Until the oldest of them would expire: idle 2 h after its last change.
      assert.equal(third.error.params?.retryAfterMs, 7_200_000 - 60_000);
      assert.ok((await create('10.0.0.2')).ok, 'another address');
      const full = await create('10.0.0.3');
      assert.ok(!full.ok);
      assert.match(full.error.message, /the server holds as many rooms as it may.*\(3 rooms\)/);
      // Two hours on, the first room has expired: the sweep deletes it, and a place is free.
      now += 7_200_000 - 60_000 + 1;
      assert.deepEqual((await server.server.sweep()).idle, 1);
      assert.ok((await create('10.0.0.1')).ok);
    } finally {
      for (const c of clients) c.close();
      await server.close();
      await store.close();
    }
  });
});

describe('the log', () => {
  test('a bucket of lines; the lines left out are counted; each line is one line, cut to length', () => {
    let now = 0;
    const lines: string[] = [];
    const log = limitedLog((line) => lines.push(line), { capacity: 2, refillMs: 1_000 }, () => now);
    log('one');
    log('two');
    log('three');
    log('four');
    assert.deepEqual(lines, ['one', 'two']);
    now += 1_000;
    log('five\nforged line\u202e');
    assert.deepEqual(lines.slice(2), ['(2 log lines left out: the log takes 2 at once, then 1 a second)', 'five?forged line?']);
    now += 1_000;
    log('x'.repeat(10_000));
    assert.equal(lines.at(-1)!.length, LOG_LINE_MAX);
  });
});
