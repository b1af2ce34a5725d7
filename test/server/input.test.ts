/**
 * Bounds on everything a client sends: player names (length, characters,
 * distinct after normalisation), every text, list, object, number of every event, refusals that
 * never echo the request, and no log line for a hostile payload. Units, then over real sockets.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { checkRequest, INPUT_LIMITS, normalizeNames, PLATFORM_FIELDS, protocolFields, withoutEcho } from '../../server/input.ts';
import { nameKey, sameName } from '../../src/platform/rooms/player-names.ts';
import { ROOM_GAMES } from '../../src/games/room-games.ts';
import type { RoomLobby } from '../../src/games/resistance/room/protocol.ts';
import { createTable, startServer, TestClient } from './harness.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
/** Pairs of names the server takes for one name: letter case, compatibility forms, invisible characters, white space, composed forms. */
const SAME_NAMES: [string, string][] = [
  ['Ann', 'ann'],
  ['Ann', ' ANN '],
  ['Straße', 'STRASSE'],
  ['Ann', 'Ａｎｎ'],
  ['Ann', 'A\u200bnn'],
  ['Zoë', 'Zoe\u0308'],
  ['ΣΟΦΙΑ', 'σοφια'],
  ['Ann Lee', 'Ann  Lee'],
  ['Ann Lee', 'Ann\u00a0Lee'],
  ['İlker', 'i\u0307lker'],
];
/** Pairs of names the server takes as two. */
const OTHER_NAMES: [string, string][] = [
  ['Ann', 'Anne'],
  ['Zoë', 'Zoe'],
  ['Ann Lee', 'AnnLee'],
  ['İlker', 'Ilker'],
];
const setupWith = (name: string, seat = 2) => ({ players: PLAYERS.map((p, i) => (i === seat ? name : p)) });

describe('player names', () => {
  test('stored NFC-normalised, trimmed, inner white space as one space', () => {
    const setup = { players: ['  Ann   Lee ', 'Re\u0301mi', 'Bob\u00a0\u00a0Ray', 'Cid', 'Dee'] };
    assert.equal(normalizeNames(setup, 'R-SET-1'), null);
    assert.deepEqual(setup.players, ['Ann Lee', 'Rémi', 'Bob Ray', 'Cid', 'Dee']);
    assert.equal(setup.players[1], 'R\u00e9mi', 'NFC: one code point for é');
  });

  test('1 to 40 characters (code points, after trimming); the refusal names the limit and the player, not the name', () => {
    assert.equal(normalizeNames(setupWith('é'.repeat(INPUT_LIMITS.nameMax)), 'R-SET-1'), null);
    assert.equal(normalizeNames(setupWith('🙂'.repeat(INPUT_LIMITS.nameMax)), 'R-SET-1'), null, 'an emoji is one character');
    const long = 'Bartholomew'.repeat(4);
    const refusal = normalizeNames(setupWith(long), 'R-SET-1');
    assert.deepEqual(refusal, {
      code: 'rule',
      rule: 'R-SET-1',
      reason: 'name-length',
      message: "a player name has at most 40 characters, and player 3's name is longer",
      params: { seat: 2, limit: 40 },
    });
  });

  test('no control character (NUL, line breaks), bidirectional override or isolate, or lone surrogate', () => {
    for (const bad of ['Ann\u0000', 'An\nn', 'Ann\u007f', 'Ann\u0085', '\u202eAnn', 'Ann\u202a', '\u2066Ann\u2069', 'Ann\u2028', 'Ann\ud800', '\udc00Ann']) {
      const refusal = normalizeNames(setupWith(bad), 'R-SET-1');
      assert.equal(refusal?.reason, 'name-characters', JSON.stringify(bad));
      assert.ok(!refusal!.message.includes('Ann'));
    }
    // Joiners stay: emoji sequences and scripts need them.
    assert.equal(normalizeNames(setupWith('👩\u200d👩\u200d👧'), 'R-SET-1'), null);
    assert.equal(normalizeNames(setupWith('می\u200cخواهم'), 'R-SET-1'), null);
  });

  test('distinct once letter case, compatibility forms and invisible characters are set aside', () => {
    for (const [a, b] of SAME_NAMES) {
      const refusal = normalizeNames({ players: [a, 'Bob', b, 'Cid', 'Dee'] }, 'R-SET-1');
      assert.equal(refusal?.reason, 'name-duplicate', `${a} / ${b}`);
      assert.deepEqual(refusal?.params, { seat: 2, other: 0 });
      assert.equal(refusal?.message, 'player 1 and player 3 have the same name once letter case and invisible characters are set aside: give each player a different name');
    }
    assert.equal(nameKey('Ann'), nameKey('ＡＮＮ'));
    assert.equal(normalizeNames({ players: ['Ann', 'Anne', 'Bob', 'Cid', 'Dee'] }, 'R-SET-1'), null);
  });

  test("the room pages' check (player-names.ts sameName) finds a duplicate exactly where the server refuses one", () => {
    for (const [a, b] of [...SAME_NAMES, ...OTHER_NAMES]) {
      const refused = normalizeNames({ players: { rebellion: a, empire: b } }, 'G2-SET-1')?.reason === 'name-duplicate';
      assert.equal(sameName(a, b), refused, `${a} / ${b}`);
    }
  });

  test('only invisible characters is no name; blank names and non-text are left to the engine (R-SET-1)', () => {
    assert.equal(normalizeNames(setupWith('\u200b\u200b'), 'R-SET-1')?.reason, 'player-name');
    assert.equal(normalizeNames(setupWith('   '), 'R-SET-1'), null);
    assert.equal(normalizeNames({ players: [1, 2] }, 'R-SET-1'), null);
    assert.equal(normalizeNames(null, 'R-SET-1'), null);
  });
});

describe('bounds on every request', () => {
  test('texts, lists, objects, nesting, numbers, field names, binary data, arguments', () => {
    const code = (args: unknown[]) => checkRequest(args)?.message ?? null;
    assert.equal(code([{ setup: { players: PLAYERS, modules: { reverser: { spy: true } }, roles: { hunter: { branding: true } } } }]), null);
    assert.equal(code([{ code: 'x'.repeat(100) }]), null);
    assert.equal(code([{ code: 'x'.repeat(101) }]), 'a text in a request has at most 100 characters');
    assert.equal(code([{ team: Array.from({ length: 17 }, (_, i) => i) }]), 'a list in a request has at most 16 items');
    assert.equal(code([Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, 1]))]), 'an object in a request has at most 16 fields');
    assert.equal(code([{ a: { b: { c: { d: 1 } } } }]), null);
    assert.equal(code([{ a: { b: { c: { d: { e: { f: 1 } } } } } }]), 'a request nests at most 5 levels deep');
    assert.equal(code([{ seat: 1e7 }]), 'a number in a request is at most 1000000 in size');
    assert.match(code([{ seat: { toString: 1 } }])!, /not a built-in name/);
    assert.match(code([JSON.parse('{"__proto__": {"x": 1}}')])!, /not a built-in name/);
    assert.match(code([{ 'a-b': 1 }])!, /field name/);
    assert.match(code([{ code: 'AB\u0000CD' }])!, /control characters/);
    assert.match(code([{ code: 'AB\u202eCD' }])!, /bidirectional/);
    assert.match(code([{ code: 'AB\ud800' }])!, /lone surrogate/);
    assert.equal(code([{ data: Buffer.from('hi') }]), 'a request carries no binary data, only JSON');
    assert.equal(code([{}, {}]), 'a request is one object (and the reply callback)');
    const many = Array.from({ length: 15 }, () => Array.from({ length: 15 }, () => 1));
    assert.equal(code([{ a: many }]), 'a request holds at most 200 values');
  });

  test("the protocol's field names are the platform's and those each game's room part gives (the server names no game's)", () => {
    const fields = protocolFields(ROOM_GAMES);
    for (const field of PLATFORM_FIELDS) assert.ok(fields.has(field), field);
    // The Resistance's: its room setup, its modules' keys and options (from their manifest lines), its requests.
    const resistance = ROOM_GAMES.find((g) => g.key === 'resistance')!.fields ?? [];
    for (const field of ['firstLeader', 'modules', 'roles', 'trapper', 'inquisitor', 'reverser', 'plot', 'spyHidden', 'assassin', 'defector', 'hunter', 'team', 'take']) {
      assert.ok(resistance.includes(field), field);
    }
    assert.deepEqual(
      [...fields].sort(),
      [
        'setup', 'players', 'firstLeader', 'variants', 'mission5Rule', 'modules', 'roles', 'names', 'trapper', 'inquisitor', 'reverser',
        'plot', 'resistance', 'spy', 'spyHidden', 'assassin', 'defector', 'hunter', 'code', 'seat', 'check', 'team', 'mission',
        'investigator', 'leader', 'approve', 'card', 'index', 'fails', 'reverses', 'chiefFails', 'faceUp', 'type', 'target', 'to', 'by', 'take',
        ...ROOM_GAMES.filter((g) => g.key !== 'resistance').flatMap((g) => g.fields ?? []),
      ]
        .filter((field, i, all) => all.indexOf(field) === i)
        .sort(),
    );
    // Without the games' fields, a game's field name is a text of the request like any other.
    const card = { code: 'bad-request' as const, rule: null, message: 'a card is missing' };
    assert.equal(withoutEcho(card, [{ card: 1 }], fields), card);
    assert.equal(withoutEcho(card, [{ card: 1 }]).message, 'the request has the wrong shape');
  });

  test('a refusal that would repeat a text of the request gets a fixed sentence (numbers may be repeated)', () => {
    const FIELDS = protocolFields(ROOM_GAMES);
    const echo = withoutEcho({ code: 'rule', rule: 'REC-FORMAT', reason: 'variant-unknown', message: 'unknown variant "zzz": known variants are targeting', params: { variant: 'zzz' } }, [
      { setup: { variants: ['zzz'] } },
    ], FIELDS);
    assert.deepEqual(echo, { code: 'rule', rule: 'REC-FORMAT', reason: 'variant-unknown', message: 'the rules do not allow this request', params: {} });
    const seat = { code: 'no-seat' as const, rule: null, message: 'there is no seat 7: seats are 0 to 4', params: { seat: 7 } };
    assert.equal(withoutEcho(seat, [{ code: 'KXMPR', seat: 7 }], FIELDS), seat);
    // A word of the request inside a longer word of the sentence is no echo.
    const card = { code: 'bad-request' as const, rule: null, message: 'a mission card is "success", "fail", "reverse" or "chief-fail"' };
    assert.equal(withoutEcho(card, [{ card: 'cess' }], FIELDS), card);
    assert.equal(withoutEcho(card, [{ card: 'success' }], FIELDS).message, 'the request has the wrong shape');
    // A field name the protocol does not have is an echo too.
    const fields = { code: 'not-supported' as const, rule: null, message: 'the room server cannot run this yet: hackerField', params: { fields: 'hackerField' } };
    assert.equal(withoutEcho(fields, [{ setup: { players: PLAYERS, hackerField: 1 } }], FIELDS).message, 'the room server cannot run this setup yet');
  });
});

describe('over real sockets', () => {
  test('a long name, a name with NUL or a lone surrogate, duplicate names: clear refusals naming the rule, no server error, nothing echoed', async () => {
    const server = await startServer();
    const guest = new TestClient(server.url, 'guest');
    try {
      await guest.connected();
      const long = 'Q'.repeat(90);
      const cases: [unknown, string][] = [
        [setupWith(long), 'name-length'],
        [setupWith('Nul\u0000Name'), 'name-characters'],
        [setupWith('Half\ud800Name'), 'name-characters'],
        [setupWith('Bidi\u202eName'), 'name-characters'],
        [setupWith('ann'), 'name-duplicate'],
      ];
      for (const [setup, reason] of cases) {
        const error = await guest.refused('room:create', { setup });
        assert.equal(error.code, 'rule');
        assert.equal(error.rule, 'R-SET-1');
        assert.equal(error.reason, reason);
      }
      const frames = guest.frames.map((f) => f.raw).join('\n');
      assert.ok(!frames.includes(long) && !frames.includes('Name'), 'no refusal repeats a name');
      assert.deepEqual(server.logs, [], 'no server error, no log line');
    } finally {
      guest.close();
      await server.close();
    }
  });

  test('the names are stored normalised: every device sees them so', async () => {
    const server = await startServer();
    const clients: TestClient[] = [];
    try {
      const { table, room } = await createTable(server.url, { players: [' Ann  Lee ', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0 });
      clients.push(table);
      assert.equal(table.latest!.view.players[0], 'Ann Lee');
      const guest = new TestClient(server.url, 'guest');
      clients.push(guest);
      await guest.connected();
      const lobby = await guest.ok<RoomLobby>('room:lookup', { code: room.code });
      assert.equal(lobby.seats[0]!.name, 'Ann Lee');
    } finally {
      for (const c of clients) c.close();
      await server.close();
    }
  });

  test('hostile payloads: a too-long text, an unknown variant, a toString that is no function, a seat that is text; refused without echo or log line', async () => {
    const server = await startServer();
    const clients: TestClient[] = [];
    try {
      const { table, room } = await createTable(server.url, { players: PLAYERS, firstLeader: 0 });
      clients.push(table);
      const guest = new TestClient(server.url, 'guest');
      clients.push(guest);
      await guest.connected();
      const marker = 'Zq'.repeat(40);
      const refusals = [
        await guest.refused('room:create', { setup: { players: PLAYERS, variants: [marker] } }),
        await guest.refused('room:create', { setup: { players: PLAYERS, [marker.slice(0, 30)]: true } }),
        await guest.refused('room:lookup', { code: 'x'.repeat(5_000) }),
        await guest.refused('seat:claim', { code: room.code, seat: { toString: 1 } }),
        await guest.refused('seat:claim', { code: room.code, seat: marker }),
        await table.refused('game:propose', { team: [marker] }),
        await table.refused('game:plot-use', { card: marker }),
      ];
      assert.equal(refusals[0]!.code, 'rule');
      assert.equal(refusals[0]!.message, 'the rules do not allow this request');
      assert.equal(refusals[2]!.message, 'a text in a request has at most 100 characters');
      assert.match(refusals[3]!.message, /field name/);
      for (const r of refusals) assert.notEqual(r.code, 'server-error');
      const frames = [...guest.frames, ...table.frames].map((f) => f.raw).join('\n');
      assert.ok(!frames.includes(marker.slice(0, 30)), 'nothing sent came back');
      assert.ok(!frames.includes('xxxxxxxxxx'), 'the long text did not come back');
      assert.deepEqual(server.logs.filter((l) => !/created|claimed/.test(l)), [], 'no stack or error line');
    } finally {
      for (const c of clients) c.close();
      await server.close();
    }
  });

  test('a message over 16 KiB (a 150,000-character name) ends the connection at the transport; the server goes on', async () => {
    const server = await startServer();
    const guest = new TestClient(server.url, 'guest');
    guest.socket.io.reconnection(false);
    try {
      await guest.connected();
      const gone = new Promise<string>((resolve) => guest.socket.once('disconnect', resolve));
      guest.socket.emit('room:create', { setup: setupWith('N'.repeat(150_000)) }, () => {});
      assert.equal(await gone, 'transport close');
      const next = new TestClient(server.url, 'next');
      await next.connected();
      await next.ok('room:create', { setup: { players: PLAYERS, firstLeader: 0 } });
      next.close();
    } finally {
      guest.close();
      await server.close();
    }
  });
});
