/**
 * The hidden-traitor expansion in rooms (src/games/traitor/room/): whole
 * seeded games over sockets with a table device and one phone per player (2 and 4 players), as
 * the players would play them: the server deals at the table's start, the table records the public
 * steps, each phone its own turn's steps and, privately, the Foul Machination (G3-OP-6).
 *
 * Checked on every frame the devices received (the harness records them): before the reveal, no
 * frame to another seat or to the table holds a seat's loyalty card or Plot; every seat's snapshots
 * of one version have the same length whatever its loyalty and Plot (the padding,
 * src/games/traitor/room/frames.ts, and no overflow logged); a declaration by a loyal player reaches
 * no other device; refusals name the engine's rule ids; a seat revoked before the first event makes
 * the server deal again; the table's undo of the event that ended the game reopens the room, in the
 * store too (unfinished again), also after a restart.
 */
import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { activeLines, createGame, undoneEvent } from '../../src/games/traitor/engine.ts';
import type { CardFacts, Loyalty, Requirement } from '../../src/games/traitor/engine.ts';
import type { CreatedRoom } from '../../src/platform/rooms/protocol.ts';
import type { DeclareReply, TraitorRoomSetupInput, TraitorSeatSnapshot, TraitorTableSnapshot, TraitorTableView } from '../../src/games/traitor/room/protocol.ts';
import { fromWireCard, groupsOf, pieces, PIECE, roomRequests, toWireCard } from '../../src/games/traitor/room/wire.ts';
import { checkRequest } from '../../server/input.ts';
import { validateCard } from '../../src/games/traitor/engine.ts';
import { seatFrameBytes } from '../../src/games/traitor/room/frames.ts';
import { traitorRoomGame, type TraitorRecord } from '../../src/games/traitor/room/room-game.ts';
import { ALL_PLOTS, KEENE_CARDS, NIXON_CARDS, seeded, setupOf, TABLE_CARDS } from '../games/traitor/helpers.ts';
import { scripted } from '../games/traitor/ui/deals.ts';
import { startServer, TestClient, type TestServer } from './harness.ts';

type Table = TestClient<TraitorTableSnapshot>;
type Phone = TestClient<TraitorSeatSnapshot>;

/** The server's random source, set by each test (the deal is drawn with it at the table's start). */
let random: (n: number) => number = seeded(1);
/** Every client opened, closed after the tests (also when one fails). */
const opened: TestClient[] = [];

/** A card meeting one line of the Foul Machination (as the phone's private menu sends it). */
const cardFor = (line: Requirement): CardFacts => ({ kind: line.kinds?.[0] ?? 'hero', cost: line.costMin ?? 0, traits: line.traits ? [line.traits[0]!] : [] });

async function openRoom(server: TestServer, setup: TraitorRoomSetupInput): Promise<{ table: Table; phones: Phone[]; room: CreatedRoom }> {
  const table = new TestClient<TraitorTableSnapshot>(server.url, 'table');
  opened.push(table);
  await table.connected();
  const room = await table.ok<CreatedRoom>('room:create', { game: 'traitor', setup });
  table.socket.auth = { role: 'table', code: room.code, token: room.tableToken };
  await table.view((s) => s.code === room.code);
  const phones: Phone[] = [];
  for (let seat = 0; seat < setup.players.length; seat++) phones.push(await claim(server, room.code, seat));
  return { table, phones, room };
}

async function claim(server: TestServer, code: string, seat: number): Promise<Phone> {
  const phone = new TestClient<TraitorSeatSnapshot>(server.url, `seat ${seat}`);
  opened.push(phone);
  await phone.connected();
  const claimed = await phone.ok<{ token: string }>('seat:claim', { code, seat });
  phone.socket.auth = { role: 'seat', code, token: claimed.token };
  await phone.view((s) => s.seat === seat);
  return phone;
}

async function start(table: Table, phones: Phone[]): Promise<void> {
  const before = table.latest!.deals;
  await table.ok('table:start', {});
  const dealt = await table.view((s) => s.dealt && s.deals > before);
  for (const phone of phones) await phone.view((s) => s.dealt && s.deals >= dealt.deals);
}

/** Sends a request from `device` and waits until every device has the new version. */
async function step(devices: (Table | Phone)[], device: Table | Phone, event: string, payload: unknown): Promise<void> {
  const version = device.latest!.version;
  await device.ok(event as `game:${string}`, payload);
  for (const d of devices) await d.view((s) => s.version > version);
}

/** The room setup of `n` players: the engine tests' setup, its entered cards as the table sends them. */
const roomSetup = (n: number): TraitorRoomSetupInput => ({ ...setupOf(n), cards: TABLE_CARDS.map(toWireCard) });

/** The raw frames of `client` received up to (not including) the first snapshot of version `until`. */
function framesBefore(client: TestClient, until: number): string[] {
  const out: string[] = [];
  for (const frame of client.frames) {
    const payload = frame.packet.payload;
    if (Array.isArray(payload) && ['seat:view', 'table:view', 'seat:delta', 'table:delta'].includes(payload[0] as string) && (payload[1] as { version: number }).version >= until) break;
    out.push(frame.raw);
  }
  return out;
}

/**
 * Before the reveal (the snapshot of version `revealVersion`), no frame to another seat or to the
 * table holds a seat's loyalty card or its Plot; the seat's own frames hold both (so that the
 * search can fail).
 */
function assertNoLeak(table: Table, phones: Phone[], revealVersion: number): void {
  const own = phones.map((p) => p.snapshots.find((s) => s.view.own)!.view.own!);
  for (const [seat, phone] of phones.entries()) {
    const mine = framesBefore(phone, revealVersion).join('\n');
    assert.ok(mine.includes(`"plot":{"id":"${own[seat]!.plot.id}"`), `seat ${seat} holds its own Plot`);
    assert.ok(mine.includes(`"loyalty":"${own[seat]!.loyalty}"`), `seat ${seat} holds its own loyalty card`);
  }
  for (const [label, client, self] of [['table', table, -1] as const, ...phones.map((p, i) => [`seat ${i}`, p, i] as const)]) {
    const text = framesBefore(client, revealVersion).join('\n');
    const named = self >= 0 && own[self]!.loyalty === 'traitor' ? null : /.{60}"traitor"(?!:).{20}/.exec(text);
    assert.equal(named, null, `${label}: no frame before the reveal names a Traitor card: ${named?.[0]}`);
    assert.equal(/"loyalty":"loyal"/.test(text) && self === -1, false, `${label}: the table holds no loyalty card`);
    for (const plot of ALL_PLOTS) {
      if (self >= 0 && own[self]!.plot.id === plot) continue;
      assert.equal(text.includes(`"${plot}"`), false, `${label}: no frame before the reveal holds the Plot ${plot} of another seat`);
    }
  }
}

/**
 * Every version's seat frames have the same length on every phone, whole snapshots and deltas
 * alike (the seats get deltas after the deal), whatever secrets they hold.
 */
function assertEqualLengths(phones: Phone[], server: TestServer): void {
  const byVersion = new Map<string, Set<number>>();
  for (const phone of phones) {
    for (const frame of phone.frames) {
      const payload = frame.packet.payload;
      if (!Array.isArray(payload) || (payload[0] !== 'seat:view' && payload[0] !== 'seat:delta')) continue;
      const snapshot = payload[1] as { version: number; dealt?: boolean };
      if (snapshot.dealt === false) continue;
      const key = `${payload[0] as string} ${snapshot.version}`;
      const lengths = byVersion.get(key) ?? new Set<number>();
      lengths.add(Buffer.byteLength(frame.raw));
      byVersion.set(key, lengths);
    }
  }
  assert.ok(byVersion.size > 3);
  for (const [version, lengths] of byVersion) assert.equal(lengths.size, 1, `version ${version}: the seats' frames have lengths ${[...lengths].join(', ')}`);
  assert.deepEqual(server.logs.filter((line) => line.includes('outgrew')), [], 'a snapshot outgrew its padding');
}

describe('the hidden-traitor expansion in rooms', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ random: (n) => random(n) });
  });
  after(async () => {
    for (const client of opened) client.close();
    await server.close();
  });

  test('4 players: the secret deal to each phone, the table and the phones play, the Traitor reveals from their phone, the deck runs out', async () => {
    random = seeded(21);
    const { table, phones, room } = await openRoom(server, roomSetup(4));
    const devices = [table, ...phones];
    assert.equal(table.latest!.game, 'traitor');
    assert.equal(room.joinUrl, `http://resistance.test/?room=${room.code}&game=traitor`);
    // Before the table starts, nothing is dealt and nothing asked.
    assert.equal(phones[0]!.latest!.view.own, null);
    assert.deepEqual(phones[0]!.latest!.asks, []);
    assert.equal((await phones[0]!.refused('game:end-turn', {})).code, 'not-dealt');
    await start(table, phones);

    // Each phone holds its own loyalty card and Plot: one Traitor among 4 cards (G3-SET-5), 4 different Plots (G3-SET-6).
    const loyalty: Loyalty[] = phones.map((p) => p.latest!.view.own!.loyalty);
    assert.equal(loyalty.filter((l) => l === 'traitor').length, 1);
    assert.equal(new Set(phones.map((p) => p.latest!.view.own!.plot.id)).size, 4);
    const traitor = loyalty.indexOf('traitor');
    assert.equal(table.latest!.view.loyalty, null);

    // Refusals name the engine's rules.
    let refusal = await table.refused('game:reveal-challenge', { level: 2, card: 'nixon' });
    assert.deepEqual([refusal.code, refusal.rule, refusal.reason], ['rule', 'G3-SET-8', 'wrong-level']);
    refusal = await phones[1]!.refused('game:deck-count', { count: 40 });
    assert.deepEqual([refusal.rule, refusal.reason], ['REC-EVENT', 'table-only']);
    refusal = await table.refused('game:declare-machination', { cards: [] });
    assert.deepEqual([refusal.rule, refusal.reason], ['G3-FM-3', 'declare-privately']);
    assert.equal((await table.refused('game:contribute', { groups: 'all' })).code, 'bad-request');
    assert.equal((await table.refused('game:vote', { approve: true })).code, 'bad-request', 'another game\'s action');

    // Level 1: the table turns Keene Act face up; the first player's phone contributes and pays.
    await step(devices, table, 'game:reveal-challenge', { level: 1, card: 'keene-act' });
    const said = phones[2]!.latest!;
    assert.deepEqual(said.consequences.map((c) => c.kind), ['challenge-revealed', 'turn']);
    assert.deepEqual(said.cards.map((c) => c.id), ['keene-act']);
    assert.deepEqual(table.latest!.consequences, said.consequences, 'every device says the same');
    refusal = await phones[1]!.refused('game:contribute', { groups: groupsOf(KEENE_CARDS) });
    assert.deepEqual([refusal.rule, refusal.reason], ['G3-CH-ADD-1', 'not-your-turn']);
    refusal = await phones[0]!.refused('game:contribute', { groups: [{ kind: 'location', cost: 1, traits: [], count: 1 }] });
    assert.deepEqual([refusal.rule, refusal.reason], ['G3-CH-ADD-2', 'no-match']);
    await step(devices, phones[0]!, 'game:contribute', { groups: groupsOf(KEENE_CARDS) });
    assert.equal(table.latest!.view.current!.complete, true);
    refusal = await phones[1]!.refused('game:end-turn', { seat: 0 });
    assert.deepEqual([refusal.rule, refusal.reason], ['REC-EVENT', 'not-yours']);
    await step(devices, phones[0]!, 'game:defeat-challenge', {});
    await step(devices, phones[0]!, 'game:end-turn', {});
    await step(devices, table, 'game:reveal-challenge', { level: 2, card: 'nixon' });
    await step(devices, table, 'game:deck-count', { count: 37 });
    assert.equal(phones[3]!.latest!.view.deck, 37);

    // Every player gets the private menu on their turn, the same for all (G3-OP-6); a loyal
    // player's declaration does nothing, and no other device receives anything.
    while (table.latest!.view.active !== traitor) {
      const active = table.latest!.view.active;
      const phone = phones[active]!;
      const ask = phone.latest!.asks.find((a) => a.kind === 'declare-machination')!;
      assert.equal(ask.secret, true);
      assert.ok(phones.every((p, s) => s === active || !p.latest!.asks.some((a) => a.kind === 'declare-machination')), 'no other phone sees the menu');
      const lines = ask.options!.requirements!;
      assert.deepEqual(lines, activeLines(lines, 4));
      refusal = await phone.refused('game:declare-machination', { cards: [cardFor(lines[0]!)] });
      assert.deepEqual([refusal.rule, refusal.reason], ['G3-OP-5', 'lines-unmet']);
      const version = table.latest!.version;
      const counts = devices.map((d) => d.frames.length);
      const reply = await phone.ok<DeclareReply>('game:declare-machination', { cards: lines.map(cardFor) });
      assert.equal(reply.machination, 'nothing-happens');
      await table.ok('sync');
      assert.equal(table.latest!.version, version, 'the room did not change');
      assert.equal((await server.store.load(room.code))!.version, version);
      devices.forEach((d, i) => {
        if (d !== phone && d !== table) assert.equal(d.frames.length, counts[i], `${d.label} received nothing`);
      });
      await step(devices, phone, 'game:end-turn', {});
    }

    // The Traitor completes the Foul Machination from their phone: the reveal (G3-REVEAL-1…3).
    const revealVersion = table.latest!.version + 1;
    const lines = phones[traitor]!.latest!.asks.find((a) => a.kind === 'declare-machination')!.options!.requirements!;
    const reply = await phones[traitor]!.ok<DeclareReply>('game:declare-machination', { cards: lines.map(cardFor) });
    assert.equal(reply.machination, 'completed');
    for (const d of devices) await d.view((s) => s.version >= revealVersion);
    const revealed = table.latest!;
    assert.deepEqual(revealed.consequences.map((c) => c.kind), ['machination-completed', 'traitor-revealed', 'plot-joined', 'loyalty-revealed', 'rules-changed']);
    assert.deepEqual(revealed.view.loyalty, loyalty);
    assert.equal(revealed.view.traitor, traitor);
    assert.equal(revealed.view.plot!.card.id, phones[traitor]!.latest!.view.own!.plot.id);
    assert.ok(revealed.cards.some((c) => c.id === revealed.view.plot!.card.id), 'the table has the Plot in play');
    assert.deepEqual(phones[(traitor + 1) % 4]!.latest!.consequences, revealed.consequences);
    assertNoLeak(table, phones, revealVersion);

    // The end: the main deck runs out first, the Traitor wins (G3-END-2).
    await step(devices, table, 'game:deck-ran-out', {});
    assert.equal(table.latest!.view.winner, 'traitor');
    assert.equal(phones[0]!.latest!.view.winner, 'traitor');
    assert.deepEqual(phones[0]!.latest!.asks, []);
    refusal = await table.refused('game:deck-count', { count: 3 });
    assert.deepEqual([refusal.rule, refusal.reason], ['REC-EVENT', 'game-over']);
    assertEqualLengths(phones, server);
    for (const d of devices) d.close();
  });

  test('2 players: three loyalty cards, here no Traitor; the level 3 Challenge reveals both and adds the Super-Villains (G3-2P-1, G3-2P-2, G3-2P-4)', async () => {
    // The loyalty deck [T, L, L] shuffled to [L, L, T]: the Traitor card is the third, unseen.
    random = scripted([0, 0]);
    const { table, phones } = await openRoom(server, roomSetup(2));
    const devices = [table, ...phones];
    await start(table, phones);
    assert.deepEqual(phones.map((p) => p.latest!.view.own!.loyalty), ['loyal', 'loyal']);
    await step(devices, table, 'game:reveal-challenge', { level: 1, card: 'keene-act' });
    await step(devices, phones[0]!, 'game:contribute', { groups: groupsOf(KEENE_CARDS) });
    await step(devices, phones[0]!, 'game:defeat-challenge', {});
    await step(devices, phones[0]!, 'game:end-turn', {});
    await step(devices, table, 'game:reveal-challenge', { level: 2, card: 'nixon' });
    // The table records for the active player (no seat named: the active one).
    await step(devices, table, 'game:contribute', { groups: groupsOf(NIXON_CARDS) });
    await step(devices, table, 'game:defeat-challenge', {});
    await step(devices, table, 'game:end-turn', {});
    const revealVersion = table.latest!.version + 1;
    await step(devices, table, 'game:reveal-challenge', { level: 3, card: 'alien-invasion' });
    const said = table.latest!;
    assert.deepEqual(said.consequences.map((c) => c.kind), ['challenge-revealed', 'loyalty-revealed', 'rules-changed', 'super-villains', 'turn']);
    assert.deepEqual(said.view.loyalty, ['loyal', 'loyal']);
    assert.equal(said.view.traitor, null);
    assert.deepEqual(said.view.superVillains, { total: 8, defeated: 0 });
    assert.equal(JSON.stringify(table.frames.map((f) => f.raw)).includes('traitor"'), false, 'the third card is in no frame');
    assertNoLeak(table, phones, revealVersion);
    // After the level 3 reveal with no Traitor nobody has the menu; the deck count 0 ends it: nobody wins (G3-OP-2).
    assert.equal(phones[0]!.latest!.asks.some((a) => a.kind === 'declare-machination'), false);
    await step(devices, table, 'game:deck-count', { count: 0 });
    assert.equal(phones[1]!.latest!.view.winner, 'nobody');
    assertEqualLengths(phones, server);
    for (const d of devices) d.close();
  });

  test("the table's undo of the event that ended the game reopens it: the devices' views, their asks and the room's finished mark follow it (REC-EVENT, G3-OP-2)", async () => {
    random = scripted([0, 0]);
    const { table, phones, room } = await openRoom(server, roomSetup(2));
    const devices = [table, ...phones];
    await start(table, phones);
    await step(devices, table, 'game:reveal-challenge', { level: 1, card: 'keene-act' });
    assert.deepEqual(await server.store.openRooms([room.code]).then((rows) => rows.map((r) => r.code)), [room.code], 'a game under way is open');
    await step(devices, table, 'game:deck-count', { count: 0 });
    assert.equal(table.latest!.view.winner, 'nobody');
    assert.deepEqual(await server.store.openRooms([room.code]), [], 'the room is marked finished at the end');
    // The undo takes the end back: every device sees the game under way, the room is unfinished again.
    await step(devices, table, 'game:undo', {});
    for (const d of devices) assert.equal(d.latest!.view.winner, null, `${d.label} sees no winner`);
    assert.ok(table.latest!.asks.some((a) => a.kind === 'deck-count'), 'the table is asked the deck count again');
    assert.deepEqual(await server.store.openRooms([room.code]).then((rows) => rows.map((r) => r.code)), [room.code], 'the reopened room expires as an unfinished one');
    // The game ends again: the room is marked finished again.
    await step(devices, table, 'game:deck-count', { count: 0 });
    assert.equal(phones[0]!.latest!.view.winner, 'nobody');
    assert.deepEqual(await server.store.openRooms([room.code]), []);
    for (const d of devices) d.close();
  });

  test("after a restart, the table's undo of the end reopens the room the process before marked finished (REC-EVENT, G3-OP-2)", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rs-tr-reopen-'));
    random = scripted([0, 0]);
    let own = await startServer({ dataDir, random: (n) => random(n) });
    try {
      const { table, phones, room } = await openRoom(own, roomSetup(2));
      const devices = [table, ...phones];
      await start(table, phones);
      await step(devices, table, 'game:reveal-challenge', { level: 1, card: 'keene-act' });
      await step(devices, table, 'game:deck-count', { count: 0 });
      assert.deepEqual(await own.store.openRooms([room.code]), [], 'finished');
      // A new process knows nothing of the mark but what the store holds.
      await own.close();
      await Promise.all(devices.map((d) => d.until(() => !d.socket.connected || null)));
      own = await startServer({ dataDir, port: own.port, random: (n) => random(n) });
      for (const d of devices) await d.connected();
      await table.view((s) => s.view.winner === 'nobody');
      await step(devices, table, 'game:undo', {});
      assert.equal(table.latest!.view.winner, null);
      assert.deepEqual(await own.store.openRooms([room.code]).then((rows) => rows.map((r) => r.code)), [room.code], 'unfinished again');
      for (const d of devices) d.close();
    } finally {
      await own.close();
    }
  });

  test('a seat revoked before the first event withdraws the deal; the table starts again and the server deals anew', async () => {
    random = seeded(5);
    const { table, phones, room } = await openRoom(server, roomSetup(3));
    await start(table, phones);
    assert.equal(table.latest!.deals, 1);
    const first = (await server.store.load(room.code))!.setup as { deal: unknown };
    await table.ok('table:revoke', { seat: 1 });
    await table.view((s) => !s.dealt && !s.seats[1]!.claimed);
    await phones[0]!.view((s) => !s.dealt);
    assert.equal(phones[0]!.latest!.view.own, null, 'no card shows while the deal is withdrawn');
    assert.equal(((await server.store.load(room.code))!.setup as { deal: unknown }).deal, null);
    assert.equal((await table.refused('table:start', {})).code, 'seats-free');
    const again = await claim(server, room.code, 1);
    await start(table, [phones[0]!, again, phones[2]!]);
    const second = (await server.store.load(room.code))!.setup as { deal: unknown };
    assert.equal(table.latest!.deals, 2);
    assert.ok(second.deal && first.deal, 'dealt twice');
    assert.ok(again.latest!.view.own, 'the new phone holds its card');
    // Once the game has an event, a revocation keeps the deal.
    await step([table, phones[0]!], table, 'game:reveal-challenge', { level: 1, card: 'keene-act' });
    await table.ok('table:revoke', { seat: 2 });
    await table.view((s) => !s.seats[2]!.claimed);
    assert.equal(table.latest!.dealt, true);
    for (const d of [table, ...phones, again]) d.close();
  });

  test('the table undoes the last step through the server, as on one device: said on every device in public terms, the game folded back, refused to every phone first, the deal never (REC-EVENT, G3-CH-ADD-1)', async () => {
    random = seeded(8);
    const { table, phones, room } = await openRoom(server, roomSetup(3));
    const devices = [table, ...phones];
    await start(table, phones);
    // Nothing after the deal: nothing to undo, and the table's view offers none; a phone is refused
    // as not the table's before anything else (the same reply with or without a step to undo).
    assert.equal(table.latest!.undo, null);
    let refusal = await table.refused('game:undo', {});
    assert.deepEqual([refusal.rule, refusal.reason], ['REC-EVENT', 'nothing-to-undo']);
    refusal = await phones[1]!.refused('game:undo', {});
    assert.deepEqual([refusal.rule, refusal.reason], ['REC-EVENT', 'table-only']);

    await step(devices, table, 'game:reveal-challenge', { level: 1, card: 'keene-act' });
    const revealed = devices.map((d) => structuredClone(d.latest!));
    await step(devices, phones[0]!, 'game:contribute', { groups: groupsOf(KEENE_CARDS) });
    assert.deepEqual(table.latest!.undo, { type: 'contributed', seat: 0, count: KEENE_CARDS.length, card: null });
    for (const phone of phones) {
      refusal = await phone.refused('game:undo', {});
      assert.deepEqual([refusal.rule, refusal.reason], ['REC-EVENT', 'table-only'], phone.label);
    }

    // The table's undo: every device says the same, and sees the game as before the contribution.
    await step(devices, table, 'game:undo', {});
    const undone = { kind: 'undone', event: { type: 'contributed', seat: 0, count: KEENE_CARDS.length, card: null } };
    for (const [i, d] of devices.entries()) {
      assert.deepEqual(d.latest!.consequences, [undone], `${d.label} says the undo`);
      assert.deepEqual(d.latest!.view, revealed[i]!.view, `${d.label}: the game as before the contribution`);
      assert.deepEqual(d.latest!.asks, revealed[i]!.asks, `${d.label}: the same steps asked`);
    }
    assert.deepEqual(table.latest!.undo, { type: 'challenge-revealed', seat: null, count: null, card: { id: 'keene-act', name: 'Ustawa Keene’a', nameEn: 'Keene Act' } });
    // The log only grows: the undo is an entry of it, and the stored room folds to what the devices see.
    const stored = (await server.store.load(room.code))!;
    assert.deepEqual(stored.events.map((e) => (e as { type: string }).type), ['challenge-revealed', 'contributed', 'undone']);
    const folded = traitorRoomGame.tableView(traitorRoomGame.load(stored as unknown as TraitorRecord), true, []) as TraitorTableView;
    assert.deepEqual(folded.view, table.latest!.view);

    // The step is played again, then undone back to the deal (never further).
    await step(devices, phones[0]!, 'game:contribute', { groups: groupsOf(KEENE_CARDS) });
    await step(devices, table, 'game:undo', {});
    await step(devices, table, 'game:undo', {});
    assert.deepEqual(phones[2]!.latest!.consequences, [{ kind: 'undone', event: { type: 'challenge-revealed', seat: null, count: null, card: { id: 'keene-act', name: 'Ustawa Keene’a', nameEn: 'Keene Act' } } }]);
    assert.equal(table.latest!.view.phase, 'challenge');
    assert.equal(table.latest!.undo, null);
    assert.ok(phones.every((p) => p.latest!.view.own), 'the deal stays: every phone keeps its cards');
    refusal = await table.refused('game:undo', {});
    assert.deepEqual([refusal.rule, refusal.reason], ['REC-EVENT', 'nothing-to-undo']);
    // A seat freed now keeps the deal: the game was played (the undone steps were seen).
    await table.ok('table:revoke', { seat: 2 });
    await table.view((s) => !s.seats[2]!.claimed);
    assert.equal(table.latest!.dealt, true);
    assertEqualLengths(phones.slice(0, 2), server);
    for (const d of devices) d.close();
  });

  test('an undone event is said in public terms: the helper\'s drawn card is in no undo (G3-HELP-2)', () => {
    const state = createGame(setupOf(3));
    const helped = undoneEvent(state, { type: 'help-given', seat: 1, hand: 5, card: 4 });
    assert.deepEqual(helped, { type: 'help-given', seat: 1, count: null, card: null });
    assert.equal(/[45]/.test(JSON.stringify(helped)), false, 'no drawn card, no hand size');
  });

  test('a seat snapshot is allowed the same bytes whatever its loyalty card and Plot', () => {
    // The same public state, different secrets: the allowance is the same, and covers the longest Plot.
    const setup = setupOf(4);
    const base = traitorRoomGame.newSetup({ ...setup, cards: TABLE_CARDS.map(toWireCard) }, () => 0);
    const snapshots = [0, 1, 2, 3].map((seed) => {
      const dealt = traitorRoomGame.deal(base, seeded(seed));
      const live = traitorRoomGame.load({ setup: dealt, events: [], pending: null, notes: [] });
      return { code: 'ACDEF', game: 'traitor', version: 3, dealt: true, deals: 1, seat: 1, ...traitorRoomGame.seatView(live, 1, true, []) } as TraitorSeatSnapshot;
    });
    assert.ok(new Set(snapshots.map((s) => JSON.stringify(s.view.own))).size > 1, 'the secrets differ');
    assert.equal(new Set(snapshots.map((s) => seatFrameBytes(s))).size, 1);
    for (const s of snapshots) assert.ok(Buffer.byteLength(JSON.stringify(s)) < seatFrameBytes(s));
    const longest = { ...snapshots[0]!, view: { ...snapshots[0]!.view, own: { loyalty: 'traitor' as const, plot: { id: 'p'.repeat(64), name: '\u0001'.repeat(80), nameEn: '\u0001'.repeat(80), level: null, effect: '\u0001'.repeat(600), requirements: [], power: 99 } } } };
    assert.ok(Buffer.byteLength(JSON.stringify(longest)) <= seatFrameBytes(longest), 'the longest Plot fits');
  });

  test('the table\'s cards and steps travel within the server\'s bounds on a request, and arrive as entered', () => {
    for (const card of TABLE_CARDS) assert.deepEqual(validateCard(fromWireCard(toWireCard(card))), card);
    const text = 'Ż'.repeat(250) + '\n' + 'a'.repeat(99) + '😀'.repeat(30);
    const cut = pieces(text);
    assert.ok(cut.every((p) => p.length <= PIECE && !/[\n]/.test(p)));
    assert.equal(cut.join(''), text.replace('\n', ' '));
    const long = { ...TABLE_CARDS[4]!, effect: text };
    assert.equal((validateCard(fromWireCard(toWireCard(long))) as { effect: string }).effect, text.replace('\n', ' '));
    assert.equal(checkRequest([{ game: 'traitor', setup: roomSetup(5) }]), null);
    const requests = roomRequests([
      { type: 'card-entered', card: { ...TABLE_CARDS[4]!, effect: text } },
      { type: 'card-entered', card: { id: 'alien-invasion', role: 'challenge', name: 'Inwazja Obcych', nameEn: null, level: 3, effect: null, requirements: null, power: null, source: 'table' } },
      { type: 'challenge-revealed', level: 3, card: 'alien-invasion' },
      { type: 'contributed', seat: 1, cards: KEENE_CARDS },
    ]);
    assert.deepEqual(requests.map((r) => r.name), ['enter-card', 'reveal-challenge', 'contribute']);
    for (const r of requests) assert.equal(checkRequest([r.request]), null, r.name);
  });
});
