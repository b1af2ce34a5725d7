/**
 * Join codes (their alphabet, their normalisation), the per-address rate limit of join attempts,
 * the per-device and per-room limits of every event, the caps on rooms and the log's limit
 * (issue 19, item 2), in units and over real sockets. Every clock is moved by hand: nothing waits,
 * and no test measures a time (the flood's effect on another room is measured by `npm run bench`).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hashToken, newJoinCode, newToken, normalizeJoinCode } from '../../server/join-code.ts';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../../src/games/resistance/room/protocol.ts';
import { EVENT_LIMITS, EventLimiter, JoinGate, limitedLog, LOG_LINE_MAX, ROOM_CAPS } from '../../server/limits.ts';
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

describe('rate limit (token bucket per address)', () => {
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

  test('the defaults: 30 join attempts at once then 30 a minute; 5 rooms then one a minute', () => {
    assert.deepEqual(JOIN_LIMIT, { capacity: 30, refillMs: 2_000 });
    assert.deepEqual(CREATE_LIMIT, { capacity: 5, refillMs: 60_000 });
  });

  test('over sockets: look-ups, claims and token handshakes share the bucket of the address', async () => {
    let now = 0;
    const server = await startServer({ joinLimit: { capacity: 4, refillMs: 10_000 }, createLimit: { capacity: 1, refillMs: 60_000 }, now: () => now });
    const clients: TestClient[] = [];
    try {
      const { table, room } = await createTable(server.url, { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0 });
      clients.push(table);
      // Room creation has its own, smaller bucket.
      const other = new TestClient(server.url, 'another table');
      clients.push(other);
      await other.connected();
      const create = await other.refused('room:create', { setup: { players: ['A', 'B', 'C', 'D', 'E'] } });
      assert.equal(create.code, 'rate-limited');
      assert.equal(create.params?.retryAfterMs, 60_000);

      const guest = new TestClient(server.url, 'guesser');
      clients.push(guest);
      await guest.connected();
      // Two wrong guesses, one right look-up, one claim: the four attempts of the bucket.
      assert.equal((await guest.refused('room:lookup', { code: room.code === 'AAAAA' ? 'CCCCC' : 'AAAAA' })).code, 'no-room');
      assert.equal((await guest.refused('room:lookup', { code: room.code === 'CCCCC' ? 'DDDDD' : 'CCCCC' })).code, 'no-room');
      await guest.ok('room:lookup', { code: room.code });
      const claimed = await guest.ok<{ token: string }>('seat:claim', { code: room.code, seat: 0 });
      // The fifth is refused, even the right code.
      const phone = new TestClient(server.url, 'phone');
      clients.push(phone);
      await phone.connected();
      const refused = await phone.refused('room:lookup', { code: room.code });
      assert.equal(refused.code, 'rate-limited');
      assert.equal(refused.params?.retryAfterMs, 10_000);
      // A phone coming back with its valid token does not need the address's join bucket (issue 19:
      // one client draining it behind the same NAT must not keep honest phones out).
      const returning = new TestClient(server.url, 'returning', { role: 'seat', code: room.code, token: claimed.token });
      clients.push(returning);
      assert.equal(((await returning.view()) as { seat: number }).seat, 0);
      // A token this process never saw open a seat is a join attempt: refused before it is even checked.
      const stranger = new TestClient(server.url, 'stranger', { role: 'seat', code: room.code, token: newToken() });
      clients.push(stranger);
      stranger.socket.io.reconnection(false);
      const strangerRefusal = await stranger.until(() => stranger.refusals[0]);
      assert.equal(strangerRefusal.code, 'rate-limited');
      assert.match(strangerRefusal.message, /join attempts from this address \(4 at once, then one every 10 s\)/, 'the refusal names the limit');
      assert.equal((await phone.refused('room:lookup', { code: room.code })).code, 'rate-limited');
      // Once the bucket refills (the clock moved, not waited for), look-ups go on; the unknown
      // token is checked and refused for what it is.
      now += 10_000;
      await phone.ok('room:lookup', { code: room.code });
      now += 10_000;
      stranger.socket.connect();
      assert.equal((await stranger.until(() => stranger.refusals[1])).code, 'token-unknown');
    } finally {
      for (const c of clients) c.close();
      await server.close();
    }
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

  test('a token the process knows skips the join bucket; an unknown one takes an attempt, given back once it proves valid', () => {
    let now = 0;
    const join = new RateLimiter({ capacity: 2, refillMs: 10_000 }, () => now);
    const gate = new JoinGate(join, new EventLimiter({ device: UNLIMITED, room: UNLIMITED }, () => now));
    const first = gate.admit('1.2.3.4', 'hash-a', 'KXMPR');
    assert.ok(!('code' in first) && first.took);
    assert.equal(gate.valid(first, 'KXMPR'), null);
    // Given back: two attempts left, and hash-a is known now.
    const known = gate.admit('1.2.3.4', 'hash-a', 'KXMPR');
    assert.ok(!('code' in known) && !known.took);
    assert.equal(join.take('1.2.3.4'), 0);
    assert.equal(join.take('1.2.3.4'), 0);
    // The address's bucket is empty: a known token still comes in, an unknown one does not.
    assert.ok(!('code' in gate.admit('1.2.3.4', 'hash-a', 'KXMPR')));
    const stranger = gate.admit('1.2.3.4', 'hash-b', 'KXMPR');
    assert.ok('code' in stranger && stranger.code === 'rate-limited');
    // A known token that turns out invalid (revoked) counts as a join attempt, and is forgotten.
    now += 10_000;
    const revoked = gate.admit('1.2.3.4', 'hash-a', 'KXMPR');
    assert.ok(!('code' in revoked));
    assert.equal(gate.invalid(revoked), null);
    const again = gate.admit('1.2.3.4', 'hash-a', 'KXMPR');
    assert.ok('code' in again, 'forgotten, and the bucket is empty again');
  });

  test('the tokens of a deleted room are forgotten with it, and only those: the known tokens do not grow with rooms that expired', () => {
    const join = new RateLimiter(UNLIMITED);
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

describe('many buckets at once (issue 23, item 2: a restart brings thousands of devices back)', () => {
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
      assert.match(third.error.message, /\(2 open rooms per address\)/);
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
