/**
 * The project's own adversarial test: over real sockets on loopback, with the
 * server's real limits (join, creation, every event, rooms), a whole 5-player game with honest
 * seats while hostile clients try each kind of attack a room must withstand:
 *
 * - **a claimed seat's squatting**: a stranger with the join code claims a free seat before its
 *   player; the table starts the game and frees the seat when the player says it is not them: the
 *   cards are taken back (R-SET-3), the player takes the seat, and the next start deals everyone a
 *   new card, so the card the stranger saw counts for nothing; after the deal every claim is refused;
 * - **forged and revoked tokens** in handshakes, and malformed handshakes;
 * - **other seats' actions**: a phone proposes when it does not lead, plays a card off the team,
 *   votes twice, starts or frees seats as if it were the table; a guest acts as a seat;
 * - **malformed and oversized payloads**: wrong types, lists and texts over their bounds, deep
 *   nesting, binary data, a message over the transport's bound (the connection is closed);
 * - **prototype keys** (`__proto__`, `constructor`, `toString`) in requests;
 * - **out-of-phase events**: a card during the vote, a proposal during the mission, the steps of
 *   modules the room does not have, a second start;
 * - **floods within the configured limits**: a table of another room floods `sync` and `table:qr`
 *   (refused at once, then disconnected), a guest floods lookups of made-up codes (its connection
 *   is refused), forged handshakes spend their network's budget of failed join attempts, and a
 *   phone of that network that brings the real code is still answered.
 *
 * Then: no client received anything it must not know (leaks.ts, for the honest devices and the
 * hostile ones alike), the honest game's event log equals a replay of the honest actions alone
 * through the room's rules (no hostile request changed the game), no refusal echoed the request,
 * `Object.prototype` is untouched, and the server still answers. Nothing waits for a time.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Seat } from '../../src/games/resistance/engine.ts';
import { newToken } from '../../server/join-code.ts';
import { EVENT_LIMITS, ROOM_CAPS } from '../../server/limits.ts';
import type { ClaimedSeat, CreatedRoom, ErrorBody, Reply, RoomLobby, SeatSnapshot, TableSnapshot } from '../../src/games/resistance/room/protocol.ts';
import { CREATE_LIMIT, JOIN_LIMIT } from '../../server/rate-limit.ts';
import { act, loadRoom, type Actor, type RoomAction, type RoomRecord } from './resistance-room.ts';
import { claimSeat, createTable, spiesOf, startGame, startServer, Table, TestClient, type Phone, type TestServer } from './harness.ts';
import { assertNoLeaks, type Receiver } from './leaks.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
/** A text longer than any bound (server/input.ts), to find echoed in a reply if it were. */
const LONG = 'Z'.repeat(1_000);

let server: TestServer;
/** Every hostile client, for the leak check (they hold no token but the squatter's and the flood table's). */
const hostile: Receiver[] = [];
const closing: TestClient[] = [];

before(async () => {
  // The real limits; each client says which address it stands for, so that the hostile ones drain
  // their own buckets (behind one NAT they would share the honest phones': see limits.test.ts).
  server = await startServer({
    joinLimit: JOIN_LIMIT,
    createLimit: CREATE_LIMIT,
    eventLimits: EVENT_LIMITS,
    roomCaps: ROOM_CAPS,
    clientAddress: (socket) => String((socket.handshake.auth as { address?: string }).address ?? socket.handshake.address),
  });
});

after(async () => {
  for (const c of closing) c.close();
  await server.close();
});

/** A hostile client from `address` (its own join and creation buckets). */
function stranger(label: string, address: string, auth: Record<string, unknown> = {}): TestClient {
  const client = new TestClient(server.url, label, { address, ...auth });
  client.socket.io.reconnection(false);
  closing.push(client);
  hostile.push({ client, seat: null, token: `no-token-of-${label}` });
  return client;
}

/** What a hostile client came to hold (the squatter its seat, the flooder its own room's table). */
function holds(client: TestClient, seat: Seat | null, token: string): void {
  const entry = hostile.find((r) => r.client === client)!;
  entry.seat = seat;
  entry.token = token;
}

/** A request whose reply may never come (the server closes the connection): the reply, or `lost`. */
async function tryRequest(client: TestClient, event: string, ...args: unknown[]): Promise<Reply | 'lost'> {
  const emit = client.socket.timeout(5_000).emitWithAck as unknown as (e: string, ...a: unknown[]) => Promise<Reply>;
  return emit.call(client.socket.timeout(5_000), event, ...args).catch(() => 'lost' as const);
}

/** A request that must be refused with `code`; its reply must not echo the request. */
async function refusedWith(client: TestClient, code: ErrorBody['code'] | ErrorBody['code'][], event: string, payload?: unknown): Promise<ErrorBody> {
  const reply = await tryRequest(client, event, ...(payload === undefined ? [] : [payload]));
  assert.notEqual(reply, 'lost', `${client.label} ${event}: no reply`);
  assert.ok(reply !== 'lost' && !reply.ok, `${client.label} ${event} ${JSON.stringify(payload)?.slice(0, 80)} was accepted`);
  const error = (reply as { ok: false; error: ErrorBody }).error;
  assert.ok(([] as string[]).concat(code).includes(error.code), `${client.label} ${event}: ${error.code} ${error.message}`);
  assert.ok(!JSON.stringify(error).includes(LONG.slice(0, 200)), `${event}: the refusal echoed the request`);
  return error;
}

/** A handshake that must be refused: the refusal's code. */
async function handshakeRefused(label: string, auth: Record<string, unknown>): Promise<string> {
  const client = stranger(label, 'hostile-forger', auth);
  const refusal = await client.until(() => client.refusals[0]);
  assert.ok(!client.socket.connected);
  return refusal.code;
}

/** The game actions the honest devices sent and had accepted, in order, with who sent them. */
const honest: { actor: Actor; action: RoomAction }[] = [];

/** Records every game action `client` has accepted (the harness's `ok`), as the room would read it. */
function recordHonest(client: TestClient, actor: Actor): void {
  const ok = client.ok.bind(client) as (event: string, payload?: unknown) => Promise<object>;
  (client as unknown as { ok: typeof ok }).ok = async (event, payload) => {
    const reply = await ok(event, payload);
    const body = payload as Record<string, unknown>;
    if (event === 'game:propose') honest.push({ actor, action: { type: 'propose', team: body.team as Seat[] } });
    else if (event === 'game:vote') honest.push({ actor, action: { type: 'vote', approve: body.approve as boolean } });
    else if (event === 'game:card') honest.push({ actor, action: { type: 'card', card: body.card as 'success' } });
    else assert.ok(!event.startsWith('game:'), `an honest ${event} the replay does not know`);
    return reply;
  };
}

/** A phone claimed by its honest player, its game actions recorded. */
async function honestPhone(code: string, seat: Seat): Promise<Phone> {
  const phone = await claimSeat(server.url, code, seat);
  recordHonest(phone.client, { kind: 'seat', seat });
  return phone;
}

test('a whole game with honest seats while hostile clients attack: no leak, no change, the server still answers', { timeout: 60_000 }, async () => {
  const { table, room } = await createTable(server.url, { players: PLAYERS, firstLeader: 0 });
  closing.push(table);
  const code = room.code;

  // ── Squatting: a stranger with the join code takes Eve's seat before she does ───────────────
  const squatterGuest = stranger('squatter', 'hostile-squatter');
  await squatterGuest.connected();
  const lobby = await squatterGuest.ok<RoomLobby>('room:lookup', { code });
  assert.deepEqual(Object.keys(lobby).sort(), ['code', 'game', 'ok', 'seats'], 'the lobby is public: the game and the names only');
  const claimed = await squatterGuest.ok<ClaimedSeat>('seat:claim', { code, seat: 4 });
  squatterGuest.socket.auth = { role: 'seat', code, token: claimed.token, address: 'hostile-squatter' };
  holds(squatterGuest, 4, claimed.token);
  // No card before the deal: the squatter learns nothing by holding the seat (R-SET-3).
  const early = await squatterGuest.view((s) => (s as SeatSnapshot).seat === 4);
  assert.equal((early as SeatSnapshot).view.side, null);
  await refusedWith(squatterGuest, 'not-dealt', 'game:propose', { team: [0, 4] });
  await refusedWith(squatterGuest, 'not-table', 'table:start', {});

  const phones: Phone[] = [];
  for (const seat of [0, 1, 2, 3]) phones.push(await honestPhone(code, seat));
  // The table sees every seat taken and starts: the squatter gets a card of the first deal.
  await startGame(table, phones);
  const squatted = await squatterGuest.view((s) => s.dealt);
  const firstDeal = [...spiesOf(phones), ...((squatted as SeatSnapshot).view.side === 'spies' ? [4] : [])].sort((a, b) => a - b);
  // Eve says that seat is not hers: the table frees it before the first proposal; the cards are taken back.
  const revokedNotice = new Promise((resolve) => squatterGuest.socket.once('seat:revoked', resolve));
  await table.ok('table:revoke', { seat: 4 });
  await revokedNotice;
  await squatterGuest.until(() => !squatterGuest.socket.connected);
  await table.view((s) => !s.dealt);
  phones.push(await honestPhone(code, 4));
  // The squatter, back as a stranger: its token is revoked, every seat is taken.
  assert.equal(await handshakeRefused('squatter again', { role: 'seat', code, token: claimed.token }), 'token-revoked');
  const squatter2 = stranger('squatter as a guest', 'hostile-squatter');
  await squatter2.connected();
  for (const seat of [0, 4]) await refusedWith(squatter2, 'seat-taken', 'seat:claim', { code, seat });
  // Everyone gets a new card: the one the squatter saw counts for nothing.
  assert.equal(await startGame(table, phones), 2);
  for (const seat of [1, 4]) await refusedWith(squatter2, 'seat-taken', 'seat:claim', { code, seat });
  const t = new Table(table, room, phones, spiesOf(phones));
  assert.equal(t.spies.length, 2);

  // ── Floods, all along the game: each from its own address, within the configured limits ──────
  const floods = (async () => {
    // A table of another room: sync and table:qr as fast as it can.
    const flooder = stranger('flood table', 'hostile-flood');
    await flooder.connected();
    const created = await flooder.ok<CreatedRoom>('room:create', { setup: { players: PLAYERS, firstLeader: 0 } });
    holds(flooder, null, created.tableToken);
    const replies = await Promise.all(Array.from({ length: 300 }, (_, i) => tryRequest(flooder, i % 2 ? 'sync' : 'table:qr')));
    const refused = replies.filter((r) => r !== 'lost' && !r.ok && r.error.code === 'rate-limited').length;
    const accepted = replies.filter((r) => r !== 'lost' && r.ok).length;
    assert.ok(accepted <= EVENT_LIMITS.device.capacity + 5, `a flooding device got ${accepted} answers`);
    assert.ok(refused > 0, 'the flood was refused');
    await flooder.until(() => !flooder.socket.connected);
    // A guest floods lookups with made-up codes: its connection is refused after its own failures.
    const looker = stranger('lookup flood', 'hostile-lookup');
    await looker.connected();
    const lookups = await Promise.all(Array.from({ length: 60 }, () => tryRequest(looker, 'room:lookup', { code: 'ACDEF' })));
    assert.ok(lookups.some((r) => r !== 'lost' && !r.ok && r.error.code === 'rate-limited'), 'lookups beyond the connection\'s failures are refused');
    // Forged handshakes are each refused for what they are, and spend their network's budget of
    // failures: a made-up code from it then blocks its connection at once…
    const forged = await Promise.all(
      Array.from({ length: JOIN_LIMIT.capacity + 5 }, (_, i) => {
        const c = stranger(`forged handshake ${i}`, 'hostile-forged-flood', { role: 'seat', code, token: newToken() });
        return c.until(() => c.refusals[0]).then((r) => r.code);
      }),
    );
    assert.ok(forged.every((c) => c === 'token-unknown'), forged.join());
    const after = stranger('guess after the forged flood', 'hostile-forged-flood');
    await after.connected();
    assert.equal((await after.refused('room:lookup', { code: code === 'ACDEF' ? 'CDEFG' : 'ACDEF' })).code, 'no-room');
    assert.equal((await after.refused('room:lookup', { code })).code, 'rate-limited');
    // …and a phone of that network that brings the real code is still answered.
    const honest = stranger('a phone behind the guesser', 'hostile-forged-flood');
    await honest.connected();
    await honest.ok('room:lookup', { code });
  })();

  // ── Forged tokens and malformed handshakes ────────────────────────────────────────────────
  assert.equal(await handshakeRefused('forged seat token', { role: 'seat', code, token: newToken() }), 'token-unknown');
  assert.equal(await handshakeRefused('forged table token', { role: 'table', code, token: newToken() }), 'token-unknown');
  assert.equal(await handshakeRefused('a seat token as the table', { role: 'table', code, token: phones[1]!.token }), 'token-unknown');
  assert.equal(await handshakeRefused('another role', { role: 'admin', code, token: newToken() }), 'bad-request');
  assert.equal(await handshakeRefused('a long token', { role: 'seat', code, token: LONG }), 'bad-request');
  assert.equal(await handshakeRefused('a token object', { role: 'seat', code, token: { $ne: null } }), 'bad-request');
  assert.equal(await handshakeRefused('not a code', { role: 'seat', code: '__proto__', token: newToken() }), 'bad-request');

  // ── Round 1, the proposal: other seats' actions, a guest acting as a seat ────────────────────
  const guest = stranger('guest', 'hostile-guest');
  await guest.connected();
  const leader = table.latest!.view.leader;
  const notLeader = phones.find((p) => p.seat !== leader)!;
  const team = t.resistance.slice(0, 2);
  await refusedWith(notLeader.client, 'rule', 'game:propose', { team });
  await refusedWith(guest, 'not-seat', 'game:propose', { team });
  await refusedWith(guest, 'not-seat', 'game:vote', { approve: true });
  await refusedWith(guest, 'not-table', 'table:revoke', { seat: 0 });
  await refusedWith(guest, 'not-table', 'table:start', {});
  await refusedWith(notLeader.client, 'not-table', 'table:revoke', { seat: leader });
  await refusedWith(notLeader.client, 'not-table', 'table:start', {});
  await refusedWith(notLeader.client, 'bad-request', 'seat:claim', { code, seat: 0 });
  await refusedWith(notLeader.client, 'bad-request', 'room:create', { setup: { players: PLAYERS } });
  // Out of phase: a vote and a card before any proposal; a second start.
  await refusedWith(notLeader.client, 'rule', 'game:vote', { approve: false });
  await refusedWith(phones[leader]!.client, 'rule', 'game:card', { card: 'fail' });
  await refusedWith(table, 'already-dealt', 'table:start', {});
  await t.propose(team);

  // ── The vote: prototype keys, malformed and oversized payloads, out-of-phase steps ───────────
  const attacker = phones[3]!.client;
  const protoPayloads = [
    JSON.parse('{"__proto__": {"approve": false, "polluted": true}, "approve": true}') as unknown,
    JSON.parse('{"constructor": {"prototype": {"polluted": true}}, "approve": true}') as unknown,
    JSON.parse('{"approve": true, "toString": 1}') as unknown,
    JSON.parse('{"approve": true, "hasOwnProperty": "x"}') as unknown,
  ];
  for (const payload of protoPayloads) await refusedWith(attacker, 'bad-request', 'game:vote', payload);
  await refusedWith(attacker, 'bad-request', 'room:lookup', JSON.parse('{"__proto__": {"code": "ACDEF"}}'));
  assert.equal(({} as Record<string, unknown>).polluted, undefined, 'Object.prototype is untouched');
  assert.equal(({} as Record<string, unknown>).approve, undefined, 'Object.prototype is untouched');
  const malformed: unknown[] = [
    null,
    [],
    42,
    'approve',
    { approve: 'yes' },
    { approve: 1 },
    { approve: null },
    { approve: true, note: LONG },
    { approve: true, list: Array.from({ length: 40 }, (_, i) => i) },
    { approve: true, deep: { a: { b: { c: { d: { e: { f: 1 } } } } } } },
    { approve: true, n: 1e300 },
    { approve: true, 'bad key': 1 },
    { approve: true, text: 'a\u0000b' },
    { approve: true, text: 'a\u202Eb' },
    { approve: true, text: '\uD800' },
  ];
  for (const payload of malformed) await refusedWith(attacker, 'bad-request', 'game:vote', payload);
  // Binary data, two arguments.
  await refusedWith(attacker, 'bad-request', 'game:vote', { approve: true, data: new Uint8Array([1, 2, 3]) });
  const two = await tryRequest(attacker, 'game:vote', { approve: true }, { approve: false });
  assert.ok(two !== 'lost' && !two.ok && two.error.code === 'bad-request');
  // Out of phase during the vote, and the steps of modules this room does not have.
  const member = phones[team[0]!]!.client;
  await refusedWith(member, 'rule', 'game:card', { card: 'success' });
  await refusedWith(phones[leader]!.client, 'rule', 'game:propose', { team });
  await refusedWith(member, 'rule', 'game:set-aside', { index: 0 });
  await refusedWith(member, 'rule', 'game:inquire', { target: 1 });
  await refusedWith(member, 'rule', 'game:plot-draw', {});
  await refusedWith(member, 'rule', 'game:loyalty-draw', {});
  await refusedWith(member, ['rule', 'bad-request'], 'game:role-step', { type: 'assassination', target: 1 });
  await refusedWith(member, ['rule', 'bad-request'], 'game:role-step', { type: 'coup', target: 1 });
  await refusedWith(member, ['rule', 'bad-request'], 'game:show', { card: 'spy' });
  await refusedWith(member, 'rule', 'game:plot-use', { card: 'no-confidence' });
  // An oversized message: past the transport's bound the server closes that connection.
  const big = stranger('oversized', 'hostile-big');
  await big.connected();
  assert.equal(await tryRequest(big, 'room:lookup', { code: 'X'.repeat(64 * 1024) }), 'lost');
  await big.until(() => !big.socket.connected);
  // Every honest vote, then a second one from a seat that voted.
  await t.vote(phones.map((p) => p.seat));
  await refusedWith(attacker, 'rule', 'game:vote', { approve: false });

  // ── The mission: other seats' cards, a card played twice ─────────────────────────────────────
  const offTeam = phones.find((p) => !team.includes(p.seat))!.client;
  await refusedWith(offTeam, 'rule', 'game:card', { card: 'fail' });
  await refusedWith(phones[team[0]!]!.client, 'bad-request', 'game:card', { card: LONG });
  await phones[team[0]!]!.client.ok('game:card', { card: 'success' });
  await refusedWith(phones[team[0]!]!.client, 'rule', 'game:card', { card: 'fail' });
  await refusedWith(phones[team[0]!]!.client, 'rule', 'game:propose', { team });
  await phones[team[1]!]!.client.ok('game:card', { card: 'success' });
  await table.view((s) => s.view.missions[0] !== null);
  await t.settle();

  // ── The rest of the game, honest; then the floods are done ───────────────────────────────────
  await t.finishResistanceWin();
  await floods;
  assert.deepEqual(t.table.latest!.view.winner, { side: 'resistance', reason: 'three-successes' });

  // No change from hostile requests: the log is the replay of the honest actions alone.
  const stored = (await loadRoom(server.store, code));
  let replay: RoomRecord = { ...stored, version: 0, events: [], pending: null, notes: [] };
  for (const { actor, action } of honest) replay = act(replay, actor, action, () => 0).room;
  assert.deepEqual(replay.events, stored.events, 'the game is the honest actions and nothing else');
  assert.ok(honest.length >= 20, `${honest.length} honest actions`);

  // No leak, to the honest devices or the hostile ones (the squatter's frames checked against the first deal).
  const receivers: Receiver[] = [
    { client: table, seat: null, token: room.tableToken },
    ...phones.map((p) => ({ client: p.client as TestClient, seat: p.seat, token: p.token })),
    ...hostile,
  ];
  assertNoLeaks(receivers, t.spies, { logs: server.logs, spiesByDeal: { 1: firstDeal } });
  assert.ok(server.logs.some((l) => l.includes('kept sending past its limits')), 'the flooding socket was disconnected');

  // The server still answers: an honest phone's sync, a lookup, a new room from a fresh address.
  await phones[0]!.client.ok('sync');
  const fresh = new TestClient<TableSnapshot>(server.url, 'fresh', { address: 'fresh' });
  closing.push(fresh);
  await fresh.connected();
  assert.equal((await fresh.ok<RoomLobby>('room:lookup', { code })).seats.length, 5);
  assert.ok((await fresh.ok<CreatedRoom>('room:create', { setup: { players: PLAYERS, firstLeader: 0 } })).code);
  t.close();
});
