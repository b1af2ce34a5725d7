/**
 * The room logic without sockets: the face-down pile gives the same mission event as the engine's
 * secretMissionEvent (R-MIS-1, R-MIS-2, R-REVS-2, R-TRP-2), the Trapper's set-aside, the
 * Inquisitor, and the store's version-checked updates (PGlite; PostgreSQL when DATABASE_URL is set).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { cardsOfGame, apply, createGame, dealSpies, secretMissionEvent, teamSize, type GameState, type MissionChoice, type Seat } from '../../src/games/resistance/engine.ts';
import { dealReversers } from '../../src/games/resistance/modules/reverser/engine.ts';
import { act, authenticate, claimSeat, newRoom, revokeSeat, RoomError, roomState, seatSnapshot, startGame, tableSnapshot, type RoomRecord, loadRoom } from './resistance-room.ts';
import { createSqlStore, openPGlite, openRoomStore, type RoomStore } from '../../server/store.ts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'];

/** A uniform-enough integer source from fast-check's seeded numbers. */
function fromList(values: number[]): (n: number) => number {
  let i = 0;
  return (n) => (values.length ? values[i++ % values.length]! % n : 0);
}

const missionCase = fc
  .record({
    players: fc.integer({ min: 5, max: 10 }),
    randomness: fc.array(fc.nat(1000), { minLength: 1, maxLength: 40 }),
    reverser: fc.constantFrom(null, { resistance: true, spy: true }, { resistance: true, spy: false }, { resistance: false, spy: true }),
    choices: fc.array(fc.constantFrom<MissionChoice>('success', 'fail', 'reverse'), { minLength: 6, maxLength: 6 }),
  })
  .map(({ players, randomness, reverser, choices }) => {
    const random = fromList(randomness);
    const spies = dealSpies(players, random);
    const reversers = reverser ? dealReversers(players, spies, reverser, random) : null;
    const setup = { players: NAMES.slice(0, players), firstLeader: random(players), spies, modules: reverser ? { reverser } : null, reversers };
    let state: GameState = createGame(setup);
    const size = teamSize(players, 1);
    const seats = Array.from({ length: players }, (_, s) => s);
    const team = seats.sort((a, b) => ((a * 7 + random(97)) % 11) - ((b * 7 + random(97)) % 11)).slice(0, size);
    state = apply(state, { type: 'proposal', team });
    state = apply(state, { type: 'vote', approve: seats });
    // The cards of this game only (a card the game does not have is refused, R-MIS-1: see below).
    const offered = cardsOfGame(state);
    const cards = new Map<Seat, MissionChoice>(team.map((seat, i) => [seat, offered.includes(choices[i]!) ? choices[i]! : 'fail']));
    return { state, cards, random };
  });

describe('the face-down pile (R-MIS-1)', () => {
  test('the mission event from the pile is the one secretMissionEvent gives for the same cards (R-MIS-2, R-REVS-2)', () => {
    fc.assert(
      fc.property(missionCase, ({ state, cards, random }) => {
        const room: RoomRecord = { ...newRoomFor(state), version: 1 };
        let r = room;
        for (const [seat, card] of cards) r = act(r, { kind: 'seat', seat }, { type: 'card', card }, random).room;
        assert.equal(r.pending, null, 'the mission is revealed once every member played');
        const last = r.events[r.events.length - 1]!;
        assert.deepEqual(last, secretMissionEvent(state, cards));
      }),
      { numRuns: 200 },
    );
  });

  test('In the Spotlight and Keeping a Close Eye on You: the event is the one secretMissionEvent gives, the look is the target\'s card (R-PLOT-3)', () => {
    const plotCase = fc.record({
      players: fc.integer({ min: 7, max: 10 }),
      randomness: fc.array(fc.nat(1000), { minLength: 1, maxLength: 40 }),
      choices: fc.array(fc.constantFrom<MissionChoice>('success', 'fail'), { minLength: 6, maxLength: 6 }),
      spot: fc.nat(5),
      look: fc.nat(5),
    });
    fc.assert(
      fc.property(plotCase, ({ players, randomness, choices, spot, look }) => {
        const random = fromList(randomness);
        const spies = dealSpies(players, random);
        const seats = Array.from({ length: players }, (_, s) => s);
        let state: GameState = createGame({ players: NAMES.slice(0, players), firstLeader: 0, spies, modules: { plot: true } });
        // The leader (seat 0) draws and hands out: In the Spotlight to seat 1, Keeping a Close Eye
        // on You to seat 2, any third card (9+ players) to seat 3.
        const drawn = (['in-the-spotlight', 'keeping-a-close-eye', 'opinion-maker'] as const).slice(0, players <= 8 ? 2 : 3);
        state = apply(state, { type: 'plot-draw', cards: [...drawn] });
        drawn.forEach((card, i) => (state = apply(state, { type: 'plot-give', card, to: i + 1 })));
        const team = seats.slice(2, 2 + teamSize(players, 1)); // Cid (2), the looker, is on it
        state = apply(state, { type: 'proposal', team });
        state = apply(state, { type: 'vote', approve: seats });
        const cards = new Map<Seat, MissionChoice>(team.map((seat, i) => [seat, choices[i]!]));
        let r = newRoomFor(state);
        const spotlit = team[spot % team.length]!;
        r = act(r, { kind: 'seat', seat: 1 }, { type: 'plot-use', card: 'in-the-spotlight', target: spotlit }, random).room;
        for (const [seat, card] of cards) r = act(r, { kind: 'seat', seat }, { type: 'card', card }, random).room;
        assert.ok(r.pending !== null && r.pending.played.length === team.length, 'the close eye comes before the reveal');
        assert.deepEqual(Object.keys(r.pending.parts.plot!.faceUp), [String(spotlit)]);
        const others = team.filter((s) => s !== 2);
        const target = others[look % others.length]!;
        const before = roomState(r);
        r = act(r, { kind: 'seat', seat: 2 }, { type: 'plot-use', card: 'keeping-a-close-eye', target }, random).room;
        assert.equal(r.pending, null, 'nobody else to ask: the cards are revealed, and whose card is whose is gone');
        const played = (seat: Seat) => (cards.get(seat) === 'fail' && !spies.includes(seat) ? 'success' : cards.get(seat));
        assert.deepEqual(r.notes, [{ seat: 2, proposal: 0, card: played(target), target, via: 'plot' }]);
        assert.deepEqual(seatSnapshot(r, 2).you.looks, [{ proposalIndex: 0, target, card: played(target) }]);
        assert.deepEqual(seatSnapshot(r, target).you.looks, []);
        assert.deepEqual(r.events[r.events.length - 1], secretMissionEvent(before, cards));
      }),
      { numRuns: 100 },
    );
  });

  test('a card this game does not have is refused whoever plays it (R-MIS-1); a card a seat may not play is played as Success (R-MIS-2)', () => {
    const random = fromList([3, 1, 4]);
    const state = apply(apply(createGame({ players: NAMES.slice(0, 5), firstLeader: 0, spies: [0, 1] }), { type: 'proposal', team: [0, 2] }), {
      type: 'vote',
      approve: [0, 1, 2, 3, 4],
    });
    const room = newRoomFor(state);
    for (const seat of [0, 2]) {
      assert.throws(
        () => act(room, { kind: 'seat', seat }, { type: 'card', card: 'reverse' }, random),
        (e: Error & { rule?: string; code?: string }) => e.rule === 'R-MIS-1' && e.code === 'card-unknown',
      );
    }
    // The resistance member's Fail is played as Success: the same answer as the spy's Fail.
    const after = act(act(room, { kind: 'seat', seat: 2 }, { type: 'card', card: 'fail' }, random).room, { kind: 'seat', seat: 0 }, { type: 'card', card: 'fail' }, random);
    assert.deepEqual(after.room.events.at(-1), { type: 'mission', fails: 1 });
  });

  test('while cards are being played, the pile keeps no seat next to any card', () => {
    fc.assert(
      fc.property(missionCase, ({ state, cards, random }) => {
        let r = newRoomFor(state);
        const [first] = [...cards][0]!;
        r = act(r, { kind: 'seat', seat: first }, { type: 'card', card: cards.get(first)! }, random).room;
        assert.ok(r.pending !== null);
        assert.deepEqual(Object.keys(r.pending).sort(), ['parts', 'pile', 'played', 'proposal', 'votes']);
        assert.deepEqual(r.pending.parts, {}, 'no module keeps anything of the card');
        assert.deepEqual(r.pending.played, [first]);
        assert.ok(r.pending.pile.every((c) => typeof c === 'string'));
      }),
      { numRuns: 30 },
    );
  });

  test('Trapper: the leader picks one face-down card, sees it, and only the others are counted (R-TRP-2)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 10 }), fc.array(fc.nat(1000), { minLength: 1, maxLength: 30 }), fc.nat(), (players, randomness, pick) => {
        const random = fromList(randomness);
        let room = started(newRoom('TRAPR', { players: NAMES.slice(0, players), firstLeader: 0, modules: { trapper: true } }, 'h', random), random);
        const state0 = roomState(room);
        const size = teamSize(players, 1) + 1; // R-TRP-1
        const team = Array.from({ length: size }, (_, s) => s);
        room = act(room, { kind: 'table' }, { type: 'propose', team }, random).room;
        for (let s = 0; s < players; s++) room = act(room, { kind: 'seat', seat: s }, { type: 'vote', approve: true }, random).room;
        const cards = new Map<Seat, MissionChoice>(team.map((s) => [s, 'fail']));
        for (const [seat, card] of cards) room = act(room, { kind: 'seat', seat }, { type: 'card', card }, random).room;
        const state = roomState(room);
        assert.equal(state.phase, 'mission', 'waits for the set-aside');
        assert.deepEqual(seatSnapshot(room, 0).you.mustSetAside, true);
        assert.deepEqual(tableSnapshot(room, new Set(), '').progress, { kind: 'set-aside', done: 0, of: size, waiting: [] });
        assert.throws(() => act(room, { kind: 'seat', seat: 1 }, { type: 'set-aside', index: 0 }, random), /leader/);
        const index = pick % size;
        const done = act(room, { kind: 'seat', seat: 0 }, { type: 'set-aside', index }, random);
        const pile = room.pending?.pile ?? [];
        assert.equal(done.card, pile[index]);
        // The same as secretMissionEvent with the card of a seat that played what was set aside.
        const seatOfCard = team.find((s) => state0.setup.spies!.includes(s) === (done.card === 'fail'))!;
        assert.deepEqual(done.room.events[done.room.events.length - 1], secretMissionEvent(state, cards, { setAside: seatOfCard }));
        assert.deepEqual(seatSnapshot(done.room, 0).you.setAside, [{ proposalIndex: 0, card: done.card }]);
        assert.deepEqual(seatSnapshot(done.room, 1).you.setAside, [], 'only the leader saw it');
      }),
      { numRuns: 60 },
    );
  });
});

describe('plot cards and the Trapper (R-PLOT-3, R-TRP-2)', () => {
  test('Opinion Maker with secret votes: only its holder is offered the vote until it has voted (R-PLOT-3)', () => {
    const random = fromList([0]);
    let room = started(newRoom('OPINI', { players: NAMES.slice(0, 7), firstLeader: 0, modules: { plot: true } }, 'h', random), random);
    const state = roomState(room);
    room = { ...room, events: apply(apply(apply(state, { type: 'plot-draw', cards: ['opinion-maker', 'no-confidence'] }), { type: 'plot-give', card: 'opinion-maker', to: 4 }), { type: 'plot-give', card: 'no-confidence', to: 5 }).events };
    room = act(room, { kind: 'table' }, { type: 'propose', team: [0, 1] }, random).room;
    assert.deepEqual([0, 1, 2, 3, 4, 5, 6].filter((s) => seatSnapshot(room, s).you.mustVote), [4]);
    assert.throws(() => act(room, { kind: 'seat', seat: 0 }, { type: 'vote', approve: true }, random), (e: Error & { code?: string }) => e.code === 'plot-opinion-first');
    room = act(room, { kind: 'seat', seat: 4 }, { type: 'vote', approve: true }, random).room;
    assert.deepEqual([0, 1, 2, 3, 4, 5, 6].filter((s) => seatSnapshot(room, s).you.mustVote), [0, 1, 2, 3, 5, 6]);
  });

  test('the card in the spotlight stays out of the face-down pile; the close eye comes before the set-aside, and whose card is whose is dropped after it', () => {
    const random = fromList([0]);
    const players = 7;
    let room = started(newRoom('PLOTT', { players: NAMES.slice(0, players), firstLeader: 0, modules: { trapper: true, plot: true } }, 'h', random), random);
    let state = roomState(room);
    // The leader's two plot cards, as the room would draw them, handed out (apply: the draw is not under test).
    room = { ...room, events: apply(apply(apply(state, { type: 'plot-draw', cards: ['in-the-spotlight', 'keeping-a-close-eye'] }), { type: 'plot-give', card: 'in-the-spotlight', to: 5 }), { type: 'plot-give', card: 'keeping-a-close-eye', to: 6 }).events };
    const team = [0, 1, 2]; // 2 + 1 with the Trapper (R-TRP-1)
    room = act(room, { kind: 'table' }, { type: 'propose', team }, random).room;
    for (let s = 0; s < players; s++) room = act(room, { kind: 'seat', seat: s }, { type: 'vote', approve: true }, random).room;
    room = act(room, { kind: 'seat', seat: 5 }, { type: 'plot-use', card: 'in-the-spotlight', target: 1 }, random).room;
    for (const seat of team) room = act(room, { kind: 'seat', seat }, { type: 'card', card: 'success' }, random).room;
    assert.ok(room.pending !== null);
    assert.deepEqual(room.pending.parts.plot?.faceUp, { 1: 'success' });
    assert.equal(room.pending.pile.length, 2, 'the face-down pile holds the two other cards');
    // Keeping a Close Eye on You first: the leader cannot set a card aside yet.
    state = roomState(room);
    assert.equal(seatSnapshot(room, 0).you.mustSetAside, false);
    assert.deepEqual(tableSnapshot(room, new Set(), '').progress, { kind: 'mission', done: 3, of: 3, waiting: [] });
    assert.throws(() => act(room, { kind: 'seat', seat: 0 }, { type: 'set-aside', index: 0 }, random), (e: Error & { code?: string }) => e.code === 'plot-chance-open');
    room = act(room, { kind: 'seat', seat: 6 }, { type: 'plot-use', card: 'keeping-a-close-eye', target: 2 }, random).room;
    assert.ok(room.pending !== null);
    assert.deepEqual(Object.keys(room.pending.parts.plot!).sort(), ['faceUp'], 'no owners once the looks are done');
    assert.deepEqual(seatSnapshot(room, 6).you.looks, [{ proposalIndex: 0, target: 2, card: 'success' }]);
    // Then the leader picks among the two face-down cards only.
    assert.deepEqual(tableSnapshot(room, new Set(), '').progress, { kind: 'set-aside', done: 0, of: 2, waiting: [] });
    assert.throws(() => act(room, { kind: 'seat', seat: 0 }, { type: 'set-aside', index: 2 }, random), (e: Error & { rule?: string }) => e.rule === 'R-TRP-2');
    const done = act(room, { kind: 'seat', seat: 0 }, { type: 'set-aside', index: 1 }, random).room;
    const mission = roomState(done).missions[0]!;
    assert.equal(mission.result, 'success');
    assert.deepEqual(mission.faceUp, [{ seat: 1, card: 'success' }]);
    assert.equal(done.pending, null);
  });
});

describe('room actions', () => {
  test('Inquisitor: the token holder (or the table) names whom to check; only the holder learns the side (R-INQ-2)', () => {
    const random = fromList([3, 1, 4, 1, 5, 9, 2, 6]);
    let room = started(newRoom('INQUI', { players: NAMES.slice(0, 5), firstLeader: 0, modules: { inquisitor: true } }, 'h', random), random);
    const play = (team: Seat[]) => {
      room = act(room, { kind: 'table' }, { type: 'propose', team }, random).room;
      for (let s = 0; s < 5; s++) room = act(room, { kind: 'seat', seat: s }, { type: 'vote', approve: true }, random).room;
      for (const s of team) room = act(room, { kind: 'seat', seat: s }, { type: 'card', card: 'success' }, random).room;
    };
    play([0, 1]);
    play([0, 1, 2]);
    const state = roomState(room);
    assert.equal(state.phase, 'inquisition');
    const holder = state.inquisitor!.holder;
    const other = (holder + 2) % 5;
    assert.throws(() => act(room, { kind: 'seat', seat: other }, { type: 'inquire', target: (holder + 1) % 5 }, random), (e: Error & { rule?: string }) => e.rule === 'R-INQ-2');
    room = act(room, { kind: 'seat', seat: holder }, { type: 'inquire', target: other }, random).room;
    const side = room.setup.spies!.includes(other) ? 'spies' : 'resistance';
    assert.deepEqual(seatSnapshot(room, holder).view.inquisitions, [{ target: other, side }]);
    for (let s = 0; s < 5; s++) if (s !== holder) assert.deepEqual(seatSnapshot(room, s).view.inquisitions, []);
  });

  test('the deal: the server deals by R-SET-2 and the Reversers by R-REVS-1; a setup naming roles is refused (R-SET-3)', () => {
    for (let players = 5; players <= 10; players++) {
      const room = started(newRoom('DEALS', { players: NAMES.slice(0, players), modules: { reverser: { resistance: true, spy: true } } }, 'h', fromList([7, 3, 11, 2])), fromList([7, 3, 11, 2]));
      assert.equal(room.setup.spies!.length, { 5: 2, 6: 2, 7: 3, 8: 3, 9: 3, 10: 4 }[players]);
      assert.ok(room.setup.spies!.includes(room.setup.reversers!.spy!));
      assert.ok(!room.setup.spies!.includes(room.setup.reversers!.resistance!));
      assert.equal(room.setup.secretVotes, true);
    }
    assert.throws(() => newRoom('DEALS', { players: NAMES.slice(0, 5), spies: [0, 1] } as never, 'h', fromList([1])), { code: 'deal-by-server' });
    // What the server cannot run yet is refused, not half-run.
    assert.throws(() => newRoom('DEALS', { players: NAMES.slice(0, 5), modules: { cards: true } } as never, 'h', fromList([1])), {
      code: 'not-supported',
      message: /cards/,
    });
    // Plot cards are accepted (test/server/plot.test.ts plays them).
    assert.equal(newRoom('DEALS', { players: NAMES.slice(0, 5), modules: { plot: true } }, 'h', fromList([1])).setup.modules?.plot, true);
    // Role modules: the server deals the character cards (R-SET-3); the spies are the spy-side cards.
    const roles = started(newRoom('DEALS', { players: NAMES.slice(0, 7), roles: { hunter: true } }, 'h', fromList([5, 2, 9, 1])), fromList([5, 2, 9, 1]));
    assert.equal(roles.setup.characters!.length, 7);
    assert.deepEqual(roles.setup.spies, roles.setup.characters!.flatMap((c, s) => (['spy', 'spy-chief', 'spy-hunter'].includes(c) ? [s] : [])));
    assert.throws(() => newRoom('DEALS', { players: NAMES.slice(0, 5), characters: ['spy'] } as never, 'h', fromList([1])), { code: 'deal-by-server' });
    assert.throws(() => newRoom('DEALS', { players: NAMES.slice(0, 5), secretVotes: false } as never, 'h', fromList([1])), RoomError);
  });

  test('tokens: claim, revoke, authenticate', () => {
    let room = newRoom('TOKEN', { players: NAMES.slice(0, 5), firstLeader: 0 }, 'table-hash', fromList([1, 2]));
    room = claimSeat(room, 2, 'h2');
    assert.deepEqual(authenticate(room, 'seat', 'h2'), { kind: 'seat', seat: 2 });
    assert.deepEqual(authenticate(room, 'table', 'table-hash'), { kind: 'table' });
    assert.throws(() => authenticate(room, 'table', 'h2'), { code: 'token-unknown' });
    assert.throws(() => claimSeat(room, 2, 'other'), { code: 'seat-taken' });
    room = revokeSeat(room, 2);
    assert.throws(() => authenticate(room, 'seat', 'h2'), { code: 'token-revoked' });
    room = claimSeat(room, 2, 'h2b');
    assert.deepEqual(authenticate(room, 'seat', 'h2b'), { kind: 'seat', seat: 2 });
  });
});

/** Every free seat claimed (token hashes `h0`, `h1`…), then the game started: the deal (R-SET-3). */
function started(room: RoomRecord, random: (n: number) => number): RoomRecord {
  let r = room;
  for (const [seat, s] of r.seats.entries()) if (s.tokenHash === null) r = claimSeat(r, seat, `h${seat}`);
  return startGame(r, random);
}

describe('a room an earlier server stored', () => {
  test("Avalon names with the Hunter module (servers of 2026-12-02): read under The Resistance's names, the deal as dealt, and it plays on (REC-FORMAT hunter-avalon)", async () => {
    // The deal as that build's engine dealt it (test/games/resistance/storage/fixtures/).
    const dealt = JSON.parse(readFileSync(new URL('../games/resistance/storage/fixtures/hunter-avalon-dealt-2026-12-02.json', import.meta.url), 'utf8')) as { setup: RoomRecord['setup'] };
    const stored: RoomRecord = { ...newRoomFor(createGame({ players: dealt.setup.players, firstLeader: 0 })), code: 'HUNTA', setup: dealt.setup, events: [] };
    assert.equal((stored.setup as { names?: string }).names, 'avalon');
    const store = await openRoomStore();
    try {
      assert.ok(await store.create(stored));
      const room = await loadRoom(store, 'HUNTA');
      assert.equal(room.setup.names, undefined, "The Resistance's names");
      assert.deepEqual([room.setup.spies, room.setup.characters], [dealt.setup.spies, dealt.setup.characters], 'the deal as dealt');
      assert.ok(room.setup.roles?.hunter, 'the Hunter module');
      const table = tableSnapshot(room, new Set(), 'http://resistance.test/?room=HUNTA');
      assert.equal(table.view.names ?? null, null);
      assert.equal(table.view.phase, 'proposal');
      const next = act(room, { kind: 'table' }, { type: 'propose', team: [0, 1], investigator: 2 }, () => 0).room;
      assert.equal(roomState(next).phase, 'vote');
    } finally {
      await store.close();
    }
  });
});

/** A room record around a state already in its mission phase (events replayed from it). */
function newRoomFor(state: GameState): RoomRecord {
  return {
    code: 'PILES',
    game: 'resistance',
    version: 1,
    setup: state.setup,
    deals: 1,
    events: state.events,
    pending: null,
    tableTokenHash: 'h',
    seats: state.setup.players.map(() => ({ tokenHash: null, admitted: true })),
    revoked: [],
    notes: [],
  };
}

/** The store contract, run on PGlite and, with DATABASE_URL, on PostgreSQL. */
function storeContract(name: string, open: (now?: () => number) => Promise<RoomStore>, skip: string | false = false) {
  describe(`room store on ${name}`, { skip }, () => {
    test('expiry: a finished room goes by its end, an unfinished one by its last change, with every row of it', async () => {
      const t0 = Date.UTC(2001, 0, 1);
      let now = t0;
      const store = await open(() => now);
      try {
        const random = fromList([0]);
        const tag = Math.random().toString(36).slice(2, 5).toUpperCase();
        const idle = newRoom(`I${tag}X`, { players: NAMES.slice(0, 5), firstLeader: 0 }, 't', random);
        const done = newRoom(`F${tag}X`, { players: NAMES.slice(0, 5), firstLeader: 0 }, 't', random);
        const mine = (rows: { code: string }[]) => rows.filter((r) => r.code === idle.code || r.code === done.code);
        assert.ok(await store.create(idle));
        assert.ok(await store.create(done));
        const before = await store.countRooms();
        assert.ok(before >= 2);
        now = t0 + 1_000;
        assert.ok(await store.update(idle, claimSeat(idle, 0, 'h0')));
        // Events, seats and a revoked token: every table holds rows of `done`.
        const played = revokeSeat(act(started(done, random), { kind: 'table' }, { type: 'propose', team: [0, 1] }, random).room, 1);
        assert.ok(await store.update(done, played));
        await store.markFinished(done.code);
        now = t0 + 5_000;
        await store.markFinished(done.code);
        assert.deepEqual(await store.openRooms([idle.code, done.code, 'NONEX']), [{ code: idle.code, updatedAt: t0 + 1_000 }]);
        // Cutoffs are strict: a room of exactly that time stays.
        assert.deepEqual(mine(await store.deleteExpired({ finishedBefore: t0 + 1_000, idleBefore: t0 + 1_000, batch: 10 })), []);
        assert.deepEqual(mine(await store.deleteExpired({ finishedBefore: t0 + 1_001, idleBefore: t0, batch: 10 })), [{ code: done.code, finished: true }]);
        assert.equal(await store.load(done.code), null);
        assert.deepEqual(mine(await store.deleteExpired({ finishedBefore: t0, idleBefore: t0 + 1_001, batch: 10 })), [{ code: idle.code, finished: false }]);
        assert.equal(await store.countRooms(), before - 2);
        // Nothing of them is left: the same code makes a new room with no event, seat or revoked token.
        assert.ok(await store.create(done));
        assert.deepEqual(await store.load(done.code), done);
      } finally {
        await store.close();
      }
    });

    test('a finished room marked unfinished (an undo took back its end) is open again and expires by its last change', async () => {
      const t0 = Date.UTC(2001, 0, 1);
      let now = t0;
      const store = await open(() => now);
      try {
        const tag = Math.random().toString(36).slice(2, 5).toUpperCase();
        const room = newRoom(`U${tag}X`, { players: NAMES.slice(0, 5), firstLeader: 0 }, 't', fromList([0]));
        const mine = (rows: { code: string }[]) => rows.filter((r) => r.code === room.code);
        assert.ok(await store.create(room));
        await store.markUnfinished(room.code);
        assert.deepEqual(await store.openRooms([room.code]), [{ code: room.code, updatedAt: t0 }], 'an open room stays open');
        now = t0 + 1_000;
        await store.markFinished(room.code);
        assert.deepEqual(await store.openRooms([room.code]), []);
        now = t0 + 2_000;
        await store.markUnfinished(room.code);
        assert.deepEqual(await store.openRooms([room.code]), [{ code: room.code, updatedAt: t0 }]);
        // Expired as an unfinished room: by its last change, not by the end it no longer has.
        assert.deepEqual(mine(await store.deleteExpired({ finishedBefore: t0 + 5_000, idleBefore: t0, batch: 10 })), []);
        assert.deepEqual(mine(await store.deleteExpired({ finishedBefore: t0, idleBefore: t0 + 1, batch: 10 })), [{ code: room.code, finished: false }]);
      } finally {
        await store.close();
      }
    });

    test('create, load, version-checked update: a stale writer is refused and nothing of it is written', async () => {
      const store = await open();
      try {
        const random = fromList([2, 3, 1]);
        const code = `T${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
        const room = newRoom(code, { players: NAMES.slice(0, 5), firstLeader: 1 }, 'table-hash', random);
        assert.equal(await store.create(room), true);
        assert.equal(await store.create(room), false, 'a code is taken once');
        assert.deepEqual(await store.load(code), room);
        assert.equal(await store.load('NONEX'), null);
        // A room created with seats taken and events (one statement writes all of it).
        // Another code: the last letter changed (a random code may end in Z already).
        const other = `${code.slice(0, 4)}${code.endsWith('Z') ? 'Y' : 'Z'}`;
        const full = act(started(claimSeat(claimSeat({ ...room, code: other }, 0, 'h0'), 2, 'h2'), random), { kind: 'table' }, { type: 'propose', team: [0, 2] }, random).room;
        assert.equal(await store.create(full), true);
        assert.deepEqual(await loadRoom(store, full.code), full);
        assert.equal(await store.create(full), false);

        // The deal (R-SET-3) and a proposal in one write: the setup with its deal is stored too.
        const a = act(started(room, random), { kind: 'table' }, { type: 'propose', team: [0, 1] }, random).room;
        const b = revokeSeat(claimSeat(room, 3, 'x3'), 3);
        assert.equal(await store.update(room, a), true);
        // b was computed from the same version: it loses, and none of it is written.
        assert.equal(await store.update(room, b), false);
        const loaded = (await loadRoom(store, code));
        assert.deepEqual(loaded, a);
        assert.equal(loaded.deals, 1);
        assert.equal(loaded.seats[3]!.tokenHash, 'h3');
        assert.deepEqual(loaded.revoked, []);
        // Reloaded and retried, it goes through: after the first proposal the deal is kept.
        const b2 = claimSeat(revokeSeat(loaded, 3), 3, 'x3');
        assert.equal(await store.update(loaded, b2), true);
        const final = (await loadRoom(store, code));
        assert.deepEqual(final, b2);
        assert.deepEqual(final.setup, a.setup);
        assert.deepEqual(final.revoked, ['h3']);
        assert.equal(roomState(final).phase, 'vote');
        // Pending votes survive a reload.
        const voted = act(final, { kind: 'seat', seat: 4 }, { type: 'vote', approve: false }, random).room;
        assert.equal(await store.update(final, voted), true);
        assert.deepEqual((await loadRoom(store, code)).pending, { proposal: 0, votes: { 4: false }, played: [], pile: [], parts: {} });
      } finally {
        await store.close();
      }
    });

    test('a room stored by the previous version (its secret step and notes in their old shapes) is read in the engine\'s shapes', async () => {
      const store = await open();
      try {
        const room = newRoom('OLDER', { players: NAMES.slice(0, 7), firstLeader: 0, modules: { trapper: true, plot: true } }, 'h', fromList([0]));
        const old = {
          ...room,
          pending: { kind: 'mission', proposalIndex: 0, played: [0, 2], pile: ['success', 'fail'], faceUp: { 3: 'success' } },
          notes: [{ seat: 0, proposalIndex: 0, card: 'fail' }],
        } as unknown as RoomRecord;
        assert.equal(await store.create(old), true);
        const loaded = (await loadRoom(store, 'OLDER'));
        assert.deepEqual(loaded.pending, { proposal: 0, votes: {}, played: [0, 2], pile: ['success', 'fail'], parts: { plot: { faceUp: { 3: 'success' } } } });
        assert.deepEqual(loaded.notes, [{ seat: 0, proposal: 0, card: 'fail', via: 'trapper' }]);
        const vote = { ...room, code: 'OLDVT', pending: { kind: 'vote', proposalIndex: 0, votes: { 1: true } } } as unknown as RoomRecord;
        assert.equal(await store.create(vote), true);
        assert.deepEqual((await loadRoom(store, 'OLDVT')).pending, { proposal: 0, votes: { 1: true }, played: [], pile: [], parts: {} });
      } finally {
        await store.close();
      }
    });

    test('concurrent writers on one room: every write lands once, in version order', async () => {
      const store = await open();
      try {
        const random = fromList([4, 2]);
        const code = `C${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
        await store.create(newRoom(code, { players: NAMES.slice(0, 5), firstLeader: 0 }, 't', random));
        // Five writers claim five seats at once, each reloading and retrying on a conflict.
        const claim = async (seat: number) => {
          for (;;) {
            const room = (await loadRoom(store, code));
            if (await store.update(room, claimSeat(room, seat, `h${seat}`))) return;
          }
        };
        await Promise.all([0, 1, 2, 3, 4].map(claim));
        const room = (await loadRoom(store, code));
        assert.deepEqual(room.seats.map((s) => s.tokenHash), ['h0', 'h1', 'h2', 'h3', 'h4']);
        assert.equal(room.version, 6);
      } finally {
        await store.close();
      }
    });

    test('a change made on one not yet written is chained to it: written with it, after it, or not at all when it was not', async () => {
      const store = await open();
      try {
        const random = fromList([4, 2]);
        const code = `K${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
        const room = newRoom(code, { players: NAMES.slice(0, 5), firstLeader: 0 }, 't', random);
        await store.create(room);
        // Five claims, each made on the one before, all sent before any is answered: one row.
        const chain: RoomRecord[] = [room];
        for (let seat = 0; seat < 5; seat++) chain.push(claimSeat(chain.at(-1)!, seat, `h${seat}`));
        const answers = await Promise.all(chain.slice(1).map((next, i) => store.update(chain[i]!, next)));
        assert.deepEqual(answers, [true, true, true, true, true]);
        assert.deepEqual(await loadRoom(store, code), chain.at(-1), 'every claim written');

        // The next made while its base is being written: written after it.
        const claimed = chain.at(-1)!;
        const started = startGame(claimed, random);
        const first = store.update(claimed, started);
        await new Promise((resolve) => setImmediate(resolve)); // the base's statement is under way
        const proposed = act(started, { kind: 'seat', seat: 0 }, { type: 'propose', team: [0, 1] }, random).room;
        assert.deepEqual(await Promise.all([first, store.update(started, proposed)]), [true, true]);
        assert.deepEqual((await loadRoom(store, code)).events, proposed.events);

        // A chain on a change that loses its version check: none of it is written.
        const rival = act(proposed, { kind: 'seat', seat: 1 }, { type: 'vote', approve: true }, random).room;
        assert.equal(await store.update(proposed, rival), true);
        const stale = act(proposed, { kind: 'seat', seat: 2 }, { type: 'vote', approve: false }, random).room;
        const onStale = act(stale, { kind: 'seat', seat: 3 }, { type: 'vote', approve: false }, random).room;
        const lost = store.update(proposed, stale);
        assert.deepEqual(await Promise.all([lost, store.update(stale, onStale)]), [false, false]);
        // …also when the chained one comes while the lost one is being written.
        const stale2 = act(proposed, { kind: 'seat', seat: 4 }, { type: 'vote', approve: false }, random).room;
        const lost2 = store.update(proposed, stale2);
        await new Promise((resolve) => setImmediate(resolve));
        const onStale2 = act(stale2, { kind: 'seat', seat: 3 }, { type: 'vote', approve: true }, random).room;
        assert.deepEqual(await Promise.all([lost2, store.update(stale2, onStale2)]), [false, false]);
        const stored = await loadRoom(store, code);
        assert.equal(stored.version, rival.version);
        assert.deepEqual(stored.pending, rival.pending, 'only the winner\'s vote is stored');
      } finally {
        await store.close();
      }
    });

    test('game actions of many rooms at once are written together, each once; of two writers of one room one wins (group commit)', async () => {
      const store = await open();
      try {
        const random = fromList([4, 2]);
        const prefix = `G${Math.random().toString(36).slice(2, 4).toUpperCase()}`;
        const rooms: RoomRecord[] = [];
        for (let i = 0; i < 12; i++) {
          let room = newRoom(`${prefix}${String(i).padStart(2, '0')}`, { players: NAMES.slice(0, 5), firstLeader: 0 }, 't', random);
          await store.create(room);
          for (let seat = 0; seat < 5; seat++) {
            const next = claimSeat(room, seat, `h${seat}`);
            assert.equal(await store.update(room, next), true);
            room = next;
          }
          const started = startGame(room, random);
          assert.equal(await store.update(room, started), true);
          rooms.push(started);
        }
        // Every room's proposal at once (events), then every room's first vote at once (the secret step only).
        const proposed = rooms.map((room) => act(room, { kind: 'seat', seat: 0 }, { type: 'propose', team: [0, 1] }, random).room);
        assert.deepEqual(await Promise.all(rooms.map((room, i) => store.update(room, proposed[i]!))), rooms.map(() => true));
        const voted = proposed.map((room) => act(room, { kind: 'seat', seat: 2 }, { type: 'vote', approve: false }, random).room);
        // Two writers of the first room from the same version: one wins, the other is told so.
        const rival = act(proposed[0]!, { kind: 'seat', seat: 3 }, { type: 'vote', approve: true }, random).room;
        const answers = await Promise.all([...proposed.map((room, i) => store.update(room, voted[i]!)), store.update(proposed[0]!, rival)]);
        assert.deepEqual(answers.slice(1, -1), proposed.slice(1).map(() => true));
        assert.equal(Number(answers[0]) + Number(answers.at(-1)), 1, 'one of the two writers of one room wins');
        for (const [i, room] of voted.entries()) {
          const stored = await loadRoom(store, room.code);
          const winner = i === 0 && answers.at(-1) ? rival : room;
          assert.deepEqual(stored.events, winner.events, 'the proposal written once');
          assert.deepEqual(stored.pending, winner.pending);
          assert.equal(stored.version, winner.version);
          assert.deepEqual(stored.setup, rooms[i]!.setup, 'the setup kept');
        }
      } finally {
        await store.close();
      }
    });
  });
}

storeContract('SQLite (node:sqlite, in memory: the default)', (now) => openRoomStore(now ? { now } : {}));
storeContract('SQLite (node:sqlite, on a data directory)', async (now) => {
  const dir = mkdtempSync(join(tmpdir(), 'rs-sqlite-'));
  const store = await openRoomStore({ dataDir: dir, ...(now ? { now } : {}) });
  return { ...store, close: () => store.close().finally(() => rmSync(dir, { recursive: true, force: true })) };
});
storeContract('PGlite (PostgreSQL\'s statements, in memory)', async (now) => createSqlStore(await openPGlite(), now ? { now } : {}));
const databaseUrl = process.env.DATABASE_URL;
storeContract('PostgreSQL (DATABASE_URL)', (now) => openRoomStore({ databaseUrl: databaseUrl!, ...(now ? { now } : {}) }), databaseUrl ? false : 'DATABASE_URL is not set (npm run test:cluster sets it)');
