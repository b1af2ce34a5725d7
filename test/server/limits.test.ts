/**
 * Join codes (their alphabet, their normalisation) and the per-address rate limit of join
 * attempts, in a unit and over real sockets. The limiter's clock is moved by hand: nothing waits.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hashToken, newJoinCode, newToken, normalizeJoinCode } from '../../server/join-code.ts';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../../server/protocol.ts';
import { CREATE_LIMIT, JOIN_LIMIT, RateLimiter } from '../../server/rate-limit.ts';
import { createTable, startServer, TestClient } from './harness.ts';

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
      // A handshake presenting a token is a join attempt too: refused before the token is even checked.
      const returning = new TestClient(server.url, 'returning', { role: 'seat', code: room.code, token: claimed.token });
      clients.push(returning);
      returning.socket.io.reconnection(false);
      assert.equal((await returning.until(() => returning.refusals[0])).code, 'rate-limited');
      // Once the bucket refills (the clock moved, not waited for), it is let in.
      now += 10_000;
      returning.socket.connect();
      const back = await returning.view();
      assert.equal((back as { seat: number }).seat, 0);
      assert.equal((await phone.refused('room:lookup', { code: room.code })).code, 'rate-limited');
      now += 10_000;
      await phone.ok('room:lookup', { code: room.code });
    } finally {
      for (const c of clients) c.close();
      await server.close();
    }
  });
});
