/**
 * The project's own adversarial test of every game's rooms (The Resistance's squatting, floods
 * and replay check: adversary.test.ts): over real sockets and HTTP on loopback, through the app
 * server with the real limits of joins (one network: every client here is 127.0.0.1), a whole
 * honest game of Rebellion vs Empire, of the traitor expansion and of The Resistance while hostile
 * clients try the same attacks:
 *
 * - **names equal but for letter case** at room creation: refused, citing the game's own rule of
 *   its players' names (G2-SET-1, G3-SET-1, R-SET-1);
 * - **guessing codes**: made-up codes looked up until the network's budget of failures is spent,
 *   while the honest phones, behind the same address, still join with the real code;
 * - **forged, misplaced and malformed tokens** in handshakes: another seat's token as the table, one
 *   room's token for the other room, a made-up token, a token that is an object;
 * - **acting out of turn or for another device**: before every honest step, each device that is
 *   not asked sends the step (the other side's or another player's ask), a guest acts as a seat, a
 *   phone as the table (start, free, admit); a second start;
 * - **malformed frames**: prototype keys, wrong types, texts and lists over their bounds, deep
 *   nesting, binary data, two arguments, a message over the transport's bound (the connection is
 *   closed);
 * - **reading another seat's secrets**: a guest's lookup is the lobby only; no frame the other
 *   devices or the hostile ones receive holds what one seat alone knows (the Rebellion's hand and
 *   hidden cards, G2-STATE-5; another player's loyalty card or Plot before the reveal, G3-SET-5,
 *   G3-SET-6);
 * - **Origin refusals**: a WebSocket from another site's page, with a seat's own token, is
 *   answered 403 and gets no snapshot;
 * - **source maps** under any spelling of their path: 404, never the map.
 *
 * Each attack must be refused without leaking: no refusal echoes the request, no hostile request
 * changes the game (its version), `Object.prototype` is untouched, and the server still answers.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { connect } from 'socket.io-client';
import { startAppServer, type AppServer } from '../../server/app-server.ts';
import { newToken } from '../../server/join-code.ts';
import { ROOM_CAPS } from '../../server/limits.ts';
import { JOIN_LIMIT } from '../../server/rate-limit.ts';
import * as room from '../../server/room.ts';
import { ROOM_GAMES } from '../../src/games/room-games.ts';
import { openRoomStore, type RoomStore } from '../../server/store.ts';
import { asked as rveAsked, REBEL_DECK } from '../../src/games/rebellion-vs-empire/engine.ts';
import type { GameEvent as RveEvent, GameView as RveView } from '../../src/games/rebellion-vs-empire/engine.ts';
import type { RveSeatSnapshot, RveTableSnapshot } from '../../src/games/rebellion-vs-empire/room/protocol.ts';
import { rveRoomGame, type RveLive } from '../../src/games/rebellion-vs-empire/room/room-game.ts';
import type { TraitorSeatSnapshot, TraitorTableSnapshot } from '../../src/games/traitor/room/protocol.ts';
import { traitorRoomGame } from '../../src/games/traitor/room/room-game.ts';
import { roomRequests, toWireCard } from '../../src/games/traitor/room/wire.ts';
import type { CreatedRoom, ErrorBody, Reply, RoomLobby, SeatSnapshotBase, TableSnapshotBase } from '../../src/platform/rooms/protocol.ts';
import type { RoomGame } from '../../src/platform/rooms/room-game.ts';
import { nextEvent, publicCards, rng } from '../games/rebellion-vs-empire/driver.ts';
import { randomStep } from '../games/traitor/driver.ts';
import { ALL_PLOTS, seeded, setupOf, TABLE_CARDS } from '../games/traitor/helpers.ts';
import type { TableSnapshot } from '../../src/games/resistance/room/protocol.ts';
import { claimSeat, spiesOf, startGame, Table, TestClient, UNLIMITED, upgradeStatus, type Phone } from './harness.ts';
import { assertNoLeaks } from './leaks.ts';

/** A text longer than any bound (server/input.ts), to find echoed in a reply if it were. */
const LONG = 'Z'.repeat(1_000);
/** The source map the static folder holds, to find in an answer if one were served. */
const MAP = '{"version":3,"sources":["../src/secret.ts"]}';

let dir: string;
let store: RoomStore;
let server: AppServer;
let url: string;
const opened: TestClient[] = [];

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rs-adversary-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title><script type="module" src="/assets/index-abc123.js"></script>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'export const answer = 42;\n');
  writeFileSync(join(dir, 'assets', 'index-abc123.js.map'), MAP);
  store = await openRoomStore();
  server = await startAppServer({
    games: ROOM_GAMES,
    port: 0,
    host: '127.0.0.1',
    staticDir: dir,
    store,
    log: () => {},
    // The real limits of joins (every client here is one network); games as fast as the machine goes.
    joinLimit: JOIN_LIMIT,
    createLimit: UNLIMITED,
    eventLimits: { device: UNLIMITED, room: UNLIMITED },
    roomCaps: ROOM_CAPS,
  });
  url = `http://127.0.0.1:${server.port}`;
});

after(async () => {
  for (const client of opened) client.close();
  await server?.close();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A client of the server (closed after the tests); a hostile one never reconnects by itself. */
function client<S extends SeatSnapshotBase | TableSnapshotBase>(label: string, auth: Record<string, unknown> = {}, hostile = false): TestClient<S> {
  const c = new TestClient<S>(url, label, auth);
  if (hostile) c.socket.io.reconnection(false);
  opened.push(c as unknown as TestClient);
  return c;
}

/** A request whose reply may never come (the server closes the connection): the reply, or `lost`. */
async function tryRequest(c: TestClient, event: string, ...args: unknown[]): Promise<Reply | 'lost'> {
  const socket = c.socket.timeout(5_000);
  const emit = socket.emitWithAck as unknown as (e: string, ...a: unknown[]) => Promise<Reply>;
  return emit.call(socket, event, ...args).catch(() => 'lost' as const);
}

/** A request that must be refused (with one of `codes` when given); its refusal must not echo the request. */
async function refusedWith(c: TestClient, codes: ErrorBody['code'][] | null, event: string, payload?: unknown): Promise<ErrorBody> {
  const reply = await tryRequest(c, event, ...(payload === undefined ? [] : [payload]));
  assert.notEqual(reply, 'lost', `${c.label} ${event}: no reply`);
  assert.ok(reply !== 'lost' && !reply.ok, `${c.label} ${event} ${JSON.stringify(payload)?.slice(0, 120)} was accepted`);
  const error = (reply as { ok: false; error: ErrorBody }).error;
  if (codes) assert.ok(codes.includes(error.code), `${c.label} ${event}: ${error.code} ${error.message}`);
  assert.ok(!JSON.stringify(error).includes(LONG.slice(0, 200)), `${event}: the refusal echoed the request`);
  return error;
}

/** A handshake that must be refused: the refusal's code. */
async function handshakeRefused(label: string, auth: Record<string, unknown>): Promise<string> {
  const c = client(label, auth, true);
  const refusal = await c.until(() => c.refusals[0]);
  assert.ok(!c.socket.connected);
  assert.equal(c.snapshots.length, 0, `${label} got a snapshot`);
  return refusal.code;
}

/** An HTTP GET: its status and body. */
const get = (path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });

/** The room's version as stored (what a hostile request must not change). */
async function storedVersion(code: string): Promise<number> {
  return (await store.load(code))!.version;
}

/** The live game of the room as the server holds it (an omniscient driver of the honest players). */
async function liveOf(g: RoomGame, code: string): Promise<unknown> {
  const stored = (await store.load(code))!;
  return g.load(room.upgradeRoom(room.roomGames([g]), stored));
}

/**
 * Attacks every game's room meets alike, once its seats are dealt: forged and misplaced tokens,
 * a guest and a phone acting where they may not, malformed frames on `event` (one of the game's
 * requests), a message over the transport's bound, a WebSocket from another site's page with a
 * seat's own token, source maps. None may change the game.
 */
async function commonAttacks(code: string, otherCode: string, phones: TestClient[], tokens: string[], event: string, valid: Record<string, unknown>): Promise<void> {
  const before = await storedVersion(code);
  // Forged, misplaced and malformed tokens.
  assert.equal(await handshakeRefused('forged seat token', { role: 'seat', code, token: newToken() }), 'token-unknown');
  assert.equal(await handshakeRefused('forged table token', { role: 'table', code, token: newToken() }), 'token-unknown');
  assert.equal(await handshakeRefused("a seat's token as the table", { role: 'table', code, token: tokens[1]! }), 'token-unknown');
  assert.equal(await handshakeRefused("this room's token for another room", { role: 'seat', code: otherCode, token: tokens[0]! }), 'token-unknown');
  assert.equal(await handshakeRefused('a token object', { role: 'seat', code, token: { $ne: null } }), 'bad-request');
  assert.equal(await handshakeRefused('a long token', { role: 'seat', code, token: LONG }), 'bad-request');
  assert.equal(await handshakeRefused('another role', { role: 'admin', code, token: newToken() }), 'bad-request');
  // A guest acting as a seat or the table; a phone acting as the table.
  const guest = client('guest', {}, true);
  await guest.connected();
  const lobby = await guest.ok<RoomLobby>('room:lookup', { code });
  assert.deepEqual(Object.keys(lobby).sort(), ['code', 'game', 'ok', 'seats'], 'the lobby is public: the game and the names only');
  await refusedWith(guest, ['not-seat'], event, valid);
  for (const [e, payload] of [['table:start', {}], ['table:revoke', { seat: 0 }], ['table:admit', { seat: 0, check: '0000' }]] as const) {
    await refusedWith(guest, ['not-table'], e, payload);
    await refusedWith(phones[0]!, ['not-table'], e, payload);
  }
  await refusedWith(phones[1]!, ['bad-request'], 'seat:claim', { code, seat: 0 });
  await refusedWith(guest, ['seat-taken'], 'seat:claim', { code, seat: 1 });
  // Malformed frames.
  const attacker = phones[1]!;
  const rest = JSON.stringify(valid).slice(1, -1);
  const malformed: unknown[] = [
    JSON.parse(`{"__proto__": {"polluted": true}${rest ? `, ${rest}` : ''}}`),
    JSON.parse(`{"constructor": {"prototype": {"polluted": true}}${rest ? `, ${rest}` : ''}}`),
    { ...valid, toString: 1 },
    null,
    [],
    42,
    'text',
    { ...valid, note: LONG },
    { ...valid, list: Array.from({ length: 40 }, (_, i) => i) },
    { ...valid, deep: { a: { b: { c: { d: { e: { f: 1 } } } } } } },
    { ...valid, n: 1e300 },
    { ...valid, 'bad key': 1 },
    { ...valid, text: 'a\u0000b' },
    { ...valid, text: 'a\u202Eb' },
    { ...valid, text: '\uD800' },
    { ...valid, data: new Uint8Array([1, 2, 3]) },
  ];
  for (const payload of malformed) await refusedWith(attacker, ['bad-request'], event, payload);
  const two = await tryRequest(attacker, event, valid, valid);
  assert.ok(two !== 'lost' && !two.ok && two.error.code === 'bad-request');
  assert.equal(({} as Record<string, unknown>).polluted, undefined, 'Object.prototype is untouched');
  const big = client('oversized', {}, true);
  await big.connected();
  assert.equal(await tryRequest(big, 'room:lookup', { code: 'X'.repeat(64 * 1024) }), 'lost');
  await big.until(() => !big.socket.connected);
  // Another site's page with a seat's own token: refused before the room server sees it (403), no snapshot.
  assert.equal(await upgradeStatus(url, { origin: 'https://evil.example' }), 403);
  const foreign = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { origin: 'https://evil.example' }, auth: { role: 'seat', code, token: tokens[0]! } });
  let foreignFrames = 0;
  foreign.onAny(() => foreignFrames++);
  const came = await new Promise<boolean>((resolve) => {
    foreign.on('connect', () => resolve(true));
    foreign.on('connect_error', () => resolve(false));
  });
  foreign.close();
  assert.equal(came, false, 'a page of another site came in');
  assert.equal(foreignFrames, 0, 'a page of another site got a frame');
  // Source maps, under any spelling of their path.
  for (const path of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.map/', '/assets/index-abc123.js.MAP', '/assets/index-abc123.js.MAP/', '/assets/index-abc123.js%2emap%2f', '/assets/index-abc123.js.map%2F', '/assets/index-abc123.js.map.br']) {
    const answer = await get(path);
    assert.equal(answer.status, 404, path);
    assert.ok(!answer.body.includes('"sources"'), `${path} served the source map`);
  }
  assert.equal(await storedVersion(code), before, 'no hostile request changed the game');
}

/** Guessing codes: a guest looks up made-up codes until its network's failures are spent; the real code still works for the honest phones. */
async function guessCodes(code: string): Promise<void> {
  const guesser = client('code guesser', {}, true);
  await guesser.connected();
  const made = ['ACDEF', 'CDEFG', 'DEFGH'].find((c) => c !== code)!;
  const replies = await Promise.all(Array.from({ length: JOIN_LIMIT.capacity + 10 }, () => tryRequest(guesser, 'room:lookup', { code: made })));
  assert.ok(replies.every((r) => r === 'lost' || !r.ok), 'a made-up code was found');
  assert.ok(replies.some((r) => r !== 'lost' && !r.ok && r.error.code === 'rate-limited'), 'guessing was slowed');
  // Guessed right after that: refused like any other guess from this connection, telling nothing.
  const late = await tryRequest(guesser, 'room:lookup', { code });
  assert.ok(late === 'lost' || !late.ok, 'a blocked guesser found the room');
}

/** The other room's request in the traitor and The Resistance's tests (its code is the one their tokens are misplaced to). */
const OTHER_RVE_ROOM = { game: 'rebellion-vs-empire', setup: { capitolVariant: false, missionCards: 'app', players: { rebellion: 'Ann', empire: 'Bob' } } };

/**
 * The room under attack, made by `table` with `create` (the `room:create` request), and another
 * room made with `other` by another table (its code is the one tokens are misplaced to); the
 * table then connects as its room's table, and a guesser spends its network's failures on made-up
 * codes ({@link guessCodes}) before any phone joins.
 */
async function createRooms<T extends TableSnapshotBase>(table: TestClient<T>, create: Record<string, unknown>, other: Record<string, unknown>): Promise<{ created: CreatedRoom; code: string; otherCode: string }> {
  const created = await table.ok<CreatedRoom>('room:create', create);
  const otherTable = client('table of another room');
  await otherTable.connected();
  const { code: otherCode } = await otherTable.ok<CreatedRoom>('room:create', other);
  table.socket.auth = { role: 'table', code: created.code, token: created.tableToken };
  await table.view((s) => s.code === created.code);
  const code = created.code;
  await guessCodes(code);
  return { created, code, otherCode };
}

/**
 * The honest phones, behind the guesser's address, join with the real code: one phone a label, in
 * seat order, each claims its seat and the table admits it. Their tokens come seat by seat too.
 */
async function joinPhones<S extends SeatSnapshotBase, T extends TableSnapshotBase>(table: TestClient<T>, code: string, labels: readonly string[]): Promise<{ phones: TestClient<S>[]; tokens: string[] }> {
  const phones: TestClient<S>[] = [];
  const tokens: string[] = [];
  for (const [seat, label] of labels.entries()) {
    const phone = client<S>(label);
    await phone.connected();
    await phone.ok('room:lookup', { code });
    const claimed = await phone.ok<{ token: string }>('seat:claim', { code, seat });
    phone.socket.auth = { role: 'seat', code, token: claimed.token };
    const view = await phone.view((s) => s.seat === seat);
    await table.ok('table:admit', { seat, check: view.check });
    await phone.view((s) => s.admitted);
    phones.push(phone);
    tokens.push(claimed.token);
  }
  return { phones, tokens };
}

/**
 * The deal under attack: before it the first phone's step (`event` with `valid`) is refused; the
 * table deals and every device sees it; a second start is refused; then {@link commonAttacks} with
 * that step.
 */
async function dealUnderAttack(table: TestClient, phones: TestClient[], tokens: string[], code: string, otherCode: string, event: string, valid: Record<string, unknown>): Promise<void> {
  await refusedWith(phones[0]!, ['not-dealt'], event, valid);
  await table.ok('table:start', {});
  await Promise.all([table, ...phones].map((c) => c.view((s) => s.dealt)));
  await refusedWith(table, ['already-dealt'], 'table:start', {});
  await commonAttacks(code, otherCode, phones, tokens, event, valid);
}

test('Rebellion vs Empire: a whole honest game while hostile clients attack; every attack refused, nothing leaked (G2-SET-1, G2-STATE-5)', { timeout: 120_000 }, async () => {
  const GAME = 'rebellion-vs-empire';
  const setup = { capitolVariant: true, missionCards: 'app', players: { rebellion: 'Ann', empire: 'Bob' } };
  const table = client<RveTableSnapshot>('table');
  await table.connected();
  // Names equal but for letter case.
  const same = await refusedWith(table, ['rule'], 'room:create', { game: GAME, setup: { ...setup, players: { rebellion: 'Ann', empire: 'ANN' } } });
  assert.deepEqual([same.rule, same.reason], ['G2-SET-1', 'name-duplicate'], `names equal but for letter case: ${same.rule} ${same.message}`);
  const { code, otherCode } = await createRooms(table, { game: GAME, setup }, { game: 'traitor', setup: { ...setupOf(2), cards: TABLE_CARDS.map(toWireCard) } });
  const { phones, tokens } = await joinPhones<RveSeatSnapshot, RveTableSnapshot>(table, code, ['rebellion', 'empire']);
  // Before the deal: no card, no step.
  await dealUnderAttack(table as unknown as TestClient, phones as unknown as TestClient[], tokens, code, otherCode, 'game:area', { districts: ['capitol', 'ministry-of-truth'] });

  // The whole game, honest; before each step every device not asked sends it and is refused.
  const r = rng(11);
  const devices = [phones[0]!, phones[1]!, table] as TestClient[];
  const kinds = new Set<string>();
  let steps = 0;
  for (; steps < 600; steps++) {
    const live = (await liveOf(rveRoomGame as unknown as RoomGame, code)) as RveLive;
    if (live.state.phase === 'over') break;
    const event = nextEvent(live.state, r, steps % 3 === 0 ? 'random' : 'focused');
    const by = rveAsked(live.state).find((a) => a.kind === event.type)!.by;
    const { type, ...request } = event as RveEvent & Record<string, unknown>;
    const actor = by === 'rebellion' ? phones[0]! : by === 'empire' ? phones[1]! : table;
    const version = await storedVersion(code);
    for (const wrong of by === 'table' ? [] : devices.filter((d) => d !== actor && d !== table)) await refusedWith(wrong, ['rule'], `game:${type}`, request);
    assert.equal(await storedVersion(code), version, `a wrong device's ${type} changed the game`);
    await actor.ok(`game:${type}`, request);
    kinds.add(type);
    await Promise.all(devices.map((d) => d.view((s) => s.version > version)));
  }
  assert.equal(((await liveOf(rveRoomGame as unknown as RoomGame, code)) as RveLive).state.phase, 'over');
  for (const kind of ['area', 'play', 'power']) assert.ok(kinds.has(kind), `the game had no ${kind} (${[...kinds].join(', ')})`);

  // No frame of the Empire, the table or a hostile client holds a card hidden at its version.
  const boards = new Map<number, RveView>();
  for (const s of phones[0]!.snapshots) boards.set(s.version, s.board);
  const ids = new RegExp(`"(${REBEL_DECK.join('|')})"`, 'g');
  let checked = 0;
  for (const c of [phones[1]!, table, ...opened.filter((o) => o.label !== 'rebellion' && o.label !== 'empire' && o.label !== 'table')]) {
    for (const frame of c.frames) {
      const version = /"version":(\d+)/.exec(frame.raw);
      const shown = version && boards.has(Number(version[1])) ? publicCards(boards.get(Number(version[1]))!) : new Set<string>();
      for (const [, id] of frame.raw.matchAll(ids)) assert.ok(shown.has(id!), `${c.label} received the hidden card ${id}`);
      checked++;
    }
  }
  assert.ok(checked > 100, `${checked} frames checked`);
  // The server still answers.
  const fresh = client('fresh');
  await fresh.connected();
  assert.equal((await fresh.ok<RoomLobby>('room:lookup', { code })).seats.length, 2);
});

test('traitor: a whole honest game while hostile clients attack; every attack refused, nothing leaked (G3-SET-1, G3-SET-5, G3-SET-6, G3-OP-6)', { timeout: 120_000 }, async () => {
  const GAME = 'traitor';
  const n = 4;
  const setup = { ...setupOf(n), cards: TABLE_CARDS.map(toWireCard) };
  const table = client<TraitorTableSnapshot>('table');
  await table.connected();
  // Names equal but for letter case.
  const players = [...setup.players];
  players[1] = players[0]!.toUpperCase();
  const same = await refusedWith(table, ['rule'], 'room:create', { game: GAME, setup: { ...setup, players } });
  assert.deepEqual([same.rule, same.reason], ['G3-SET-1', 'name-duplicate'], `names equal but for letter case: ${same.rule} ${same.message}`);
  const { code, otherCode } = await createRooms(table, { game: GAME, setup }, OTHER_RVE_ROOM);
  const { phones, tokens } = await joinPhones<TraitorSeatSnapshot, TraitorTableSnapshot>(table, code, Array.from({ length: n }, (_, seat) => `seat ${seat}`));
  await dealUnderAttack(table as unknown as TestClient, phones as unknown as TestClient[], tokens, code, otherCode, 'game:end-turn', {});

  // The whole game, honest; before each seat's step every other phone sends it and is refused.
  const r = seeded(13);
  const devices = [...phones, table] as TestClient[];
  type Live = ReturnType<typeof traitorRoomGame.load>;
  let revealVersion = Infinity;
  let steps = 0;
  for (; steps < 4000; steps++) {
    const live = (await liveOf(traitorRoomGame as unknown as RoomGame, code)) as Live;
    if (revealVersion === Infinity && live.state.revealed) revealVersion = await storedVersion(code);
    if (live.state.phase === 'over') break;
    const { actor, action } = randomStep(live.state, r, { deck: 40 });
    let name: string;
    let request: Record<string, unknown>;
    if (action.type === 'declare-machination') [name, request] = ['declare-machination', { cards: action.cards }];
    else if (action.type === 'help') [name, request] = ['help', { seat: action.seat, hand: action.hand }];
    else if (action.type === 'record') {
      const [wire] = roomRequests([action.event]);
      [name, request] = [wire!.name, wire!.request];
    } else throw new Error(`the driver dealt after the start (${action.type})`);
    const device = actor.kind === 'seat' ? phones[actor.seat]! : table;
    const version = await storedVersion(code);
    // A seat's own step, sent by another phone: refused (a loyal player's declaration, which
    // changes nothing by design so as to tell nobody who is loyal, is left out).
    if (actor.kind === 'seat' && name !== 'declare-machination') {
      for (const wrong of phones.filter((p) => p !== device)) await refusedWith(wrong, null, `game:${name}`, request);
      assert.equal(await storedVersion(code), version, `another phone's ${name} changed the game`);
    }
    await device.ok(`game:${name}`, request);
    if ((await storedVersion(code)) === version) continue;
    await Promise.all(devices.map((d) => d.view((s) => s.version > version)));
  }
  const final = (await liveOf(traitorRoomGame as unknown as RoomGame, code)) as Live;
  assert.equal(final.state.phase, 'over');
  assert.ok(steps > 20, `${steps} honest steps`);

  // Before the reveal no frame names another seat's loyalty card or Plot (G3-SET-5, G3-SET-6), to
  // the table, a phone or a hostile client.
  const own = phones.map((p) => p.snapshots.find((s) => s.view.own)!.view.own!);
  const before = (c: TestClient) => c.frames.filter((f) => Number(/"version":(\d+)/.exec(f.raw)?.[1] ?? 0) < revealVersion).map((f) => f.raw).join('\n');
  const receivers: [TestClient, number][] = [[table as TestClient, -1], ...phones.map((p, seat) => [p as TestClient, seat] as [TestClient, number]), ...opened.filter((o) => o.label !== 'table' && !o.label.startsWith('seat ')).map((o) => [o, -1] as [TestClient, number])];
  for (const [c, self] of receivers) {
    const text = before(c);
    if (self < 0 || own[self]!.loyalty !== 'traitor') assert.equal(/(?<!"game":)"traitor"(?!:)/.test(text), false, `${c.label}: a frame before the reveal names the Traitor's card`);
    if (self < 0) assert.equal(/"loyalty":"loyal"/.test(text), false, `${c.label}: a loyalty card`);
    for (const plot of ALL_PLOTS) if (self < 0 || own[self]!.plot.id !== plot) assert.equal(text.includes(`"${plot}"`), false, `${c.label}: another seat's Plot ${plot}`);
  }
  const fresh = client('fresh');
  await fresh.connected();
  assert.equal((await fresh.ok<RoomLobby>('room:lookup', { code })).seats.length, n);
});

test('The Resistance: the same attacks refused during a whole honest game; nothing leaked (R-SET-1, R-SET-3, R-VOTE-1, R-MIS-1)', { timeout: 120_000 }, async () => {
  const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
  const table = client<TableSnapshot>('table');
  await table.connected();
  const same = await refusedWith(table, ['rule'], 'room:create', { setup: { players: [...PLAYERS.slice(0, 4), 'ANN'], firstLeader: 0 } });
  assert.equal(same.rule, 'R-SET-1', `names equal but for letter case: ${same.rule} ${same.message}`);
  const { created, code, otherCode } = await createRooms(table, { setup: { players: PLAYERS, firstLeader: 0 } }, OTHER_RVE_ROOM);
  const phones: Phone[] = [];
  for (let seat = 0; seat < PLAYERS.length; seat++) {
    const phone = await claimSeat(url, code, seat, table);
    opened.push(phone.client as unknown as TestClient);
    phones.push(phone);
  }
  await refusedWith(phones[0]!.client as unknown as TestClient, ['not-dealt'], 'game:propose', { team: [0, 1] });
  await startGame(table, phones);
  await refusedWith(table as unknown as TestClient, ['already-dealt'], 'table:start', {});
  await commonAttacks(code, otherCode, phones.map((p) => p.client as unknown as TestClient), phones.map((p) => p.token), 'game:vote', { approve: true });
  // Another seat's steps: a proposal by a phone that does not lead, a vote and a card out of phase.
  const t = new Table(table, created, phones, spiesOf(phones));
  const version = await storedVersion(code);
  const notLeader = phones.find((p) => p.seat !== table.latest!.view.leader)!.client as unknown as TestClient;
  await refusedWith(notLeader, ['rule'], 'game:propose', { team: [0, 1] });
  await refusedWith(notLeader, ['rule'], 'game:vote', { approve: false });
  await refusedWith(notLeader, ['rule'], 'game:card', { card: 'fail' });
  assert.equal(await storedVersion(code), version, 'no hostile request changed the game');
  await t.finishResistanceWin();
  assert.equal(table.latest!.view.phase, 'over');
  // No frame to any device, honest or hostile, holds what it may not know (leaks.ts).
  const hostile = opened.filter((o) => o.label !== 'table' && !o.label.startsWith('seat ') && o.label !== 'rebellion' && o.label !== 'empire');
  assertNoLeaks(
    [
      { client: table as unknown as TestClient, seat: null, token: created.tableToken },
      ...phones.map((p) => ({ client: p.client as unknown as TestClient, seat: p.seat, token: p.token })),
      ...hostile.filter((c) => c.snapshots.every((s) => s.code === code)).map((c) => ({ client: c, seat: null, token: `no-token-of-${c.label}` })),
    ],
    t.spies,
  );
});
