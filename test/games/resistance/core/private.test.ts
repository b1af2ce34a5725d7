/**
 * Hidden information held by the app: the digital deal (R-SET-2, R-SET-3), the card-passing
 * reveal of each seat (R-REV-2, R-VAR-BLIND), secret votes (R-VOTE-1) and secret mission cards
 * (R-MIS-1, R-MIS-2).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { apply, dealSpies, missionOrder, playedCard, revealFor, revealOrder, secretMissionEvent, secretVoteEvent, spyCount, toRecord, replayRecord, viewFor, voteOrder } from '../../../../src/games/resistance/engine.ts';
import { dealReversers } from '../../../../src/games/resistance/modules/reverser/engine.ts';
import type { MissionCard, MissionChoice, Seat } from '../../../../src/games/resistance/engine.ts';
import { approveTeam, newGame, play, seats, seeded, throwsRule } from '../helpers.ts';

describe('digital deal (R-SET-2, R-SET-3)', () => {
  it('deals the number of spies of R-SET-2, distinct seats, sorted, for every player count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 10 }), fc.integer(), (players, seed) => {
        const spies = dealSpies(players, seeded(seed));
        assert.equal(spies.length, spyCount(players));
        assert.equal(new Set(spies).size, spies.length);
        assert.deepEqual(spies, [...spies].sort((a, b) => a - b));
        for (const s of spies) assert.ok(s >= 0 && s < players);
      }),
    );
  });

  it('every seat can be dealt a spy card, about equally often (uniform deal)', () => {
    const random = seeded(42);
    const counts = new Array(5).fill(0);
    const runs = 5000;
    for (let i = 0; i < runs; i++) for (const s of dealSpies(5, random)) counts[s]++;
    for (const c of counts) assert.ok(Math.abs(c / runs - 0.4) < 0.03, `share ${c / runs} should be near 2/5`);
  });

  it('refuses a table outside 5–10 (R-SET-1) and a generator that leaves its range', () => {
    throwsRule(() => dealSpies(4, seeded(1)), 'R-SET-1');
    assert.throws(() => dealSpies(5, () => 7), RangeError);
  });

  it('the dealt spies go into the setup and the record (resistance-record/1 "spies")', () => {
    const spies = dealSpies(7, seeded(3));
    const state = newGame(7, { spies });
    assert.deepEqual(toRecord(state).setup.spies, spies);
    assert.deepEqual(replayRecord(toRecord(state)).setup.spies, spies);
  });
});

describe('card-passing reveal (R-REV-2, R-VAR-BLIND)', () => {
  it('turns start with the leader and go clockwise', () => {
    assert.deepEqual(revealOrder(newGame(5, { firstLeader: 3 })), [3, 4, 0, 1, 2]);
  });

  it('a spy learns its own card and every other spy; a resistance player learns only its own side', () => {
    const state = newGame(5, { spies: [1, 3] });
    assert.deepEqual(revealFor(viewFor(state, 1)), [
      { seat: 1, self: true, answer: 'spy' },
      { seat: 2, self: false, answer: 'not-spy' },
      { seat: 3, self: false, answer: 'spy' },
      { seat: 4, self: false, answer: 'not-spy' },
      { seat: 0, self: false, answer: 'not-spy' },
    ]);
    assert.deepEqual(revealFor(viewFor(state, 4)), [
      { seat: 4, self: true, answer: 'not-spy' },
      { seat: 0, self: false, answer: 'unknown' },
      { seat: 1, self: false, answer: 'unknown' },
      { seat: 2, self: false, answer: 'unknown' },
      { seat: 3, self: false, answer: 'unknown' },
    ]);
  });

  it('with Blind Spies a spy learns nobody (R-VAR-BLIND)', () => {
    const state = newGame(6, { spies: [0, 5], variants: ['blind-spies'] });
    const entries = revealFor(viewFor(state, 0));
    assert.equal(entries[0]!.answer, 'spy');
    assert.ok(entries.slice(1).every((e) => e.answer === 'unknown'));
  });

  it('every role gets a list of the same length, one entry per seat, own card first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 10 }), fc.integer(), fc.boolean(), (players, seed, blind) => {
        const state = newGame(players, { spies: dealSpies(players, seeded(seed)), variants: blind ? ['blind-spies'] : [] });
        for (const seat of seats(players)) {
          const entries = revealFor(viewFor(state, seat));
          assert.equal(entries.length, players);
          assert.equal(entries[0]!.seat, seat);
          assert.ok(entries[0]!.self && entries.slice(1).every((e) => !e.self));
          assert.deepEqual(entries.map((e) => e.seat).sort((a, b) => a - b), seats(players));
        }
      }),
    );
  });
});

describe('secret votes (R-VOTE-1)', () => {
  it('every player votes, from the leader clockwise; the votes are revealed at once as one event', () => {
    const state = play(newGame(5, { firstLeader: 2, spies: [0, 1] }), { type: 'proposal', team: [2, 3] });
    assert.deepEqual(voteOrder(state), [2, 3, 4, 0, 1]);
    const votes = new Map<Seat, boolean>([
      [2, true],
      [3, true],
      [4, false],
      [0, true],
      [1, false],
    ]);
    const event = secretVoteEvent(state, votes);
    assert.deepEqual(event, { type: 'vote', approve: [0, 2, 3] });
    assert.equal(apply(state, event).phase, 'mission');
  });

  it('refuses to reveal before everyone voted (R-VOTE-1), and outside the vote', () => {
    const state = play(newGame(5), { type: 'proposal', team: [0, 1] });
    throwsRule(() => secretVoteEvent(state, new Map([[0, true]])), 'R-VOTE-1', 'votes-missing');
    throwsRule(() => voteOrder(newGame(5)), 'R-VOTE-1');
  });
});

describe('secret mission cards (R-MIS-1, R-MIS-2)', () => {
  const spies = [1, 3];

  it('the team plays from the leader clockwise', () => {
    const state = approveTeam(newGame(5, { spies, firstLeader: 2 }), [0, 3]);
    assert.deepEqual(missionOrder(state), [3, 0]);
  });

  it('a resistance player who chooses Fail plays Success (R-MIS-2); a spy plays what it chooses', () => {
    const state = approveTeam(newGame(5, { spies }), [0, 1]);
    assert.equal(playedCard(state, 0, 'fail'), 'success');
    assert.equal(playedCard(state, 0, 'success'), 'success');
    assert.equal(playedCard(state, 1, 'fail'), 'fail');
    assert.equal(playedCard(state, 1, 'success'), 'success');
  });

  it('the cards become only the shuffled count of Fail cards (R-MIS-1)', () => {
    const state = approveTeam(newGame(8, { spies: [1, 3, 5] }), [0, 1, 3]);
    const cards = new Map<Seat, MissionCard>([
      [0, 'fail'], // resistance: counts as Success (R-MIS-2)
      [1, 'fail'],
      [3, 'success'],
    ]);
    const event = secretMissionEvent(state, cards);
    assert.deepEqual(event, { type: 'mission', fails: 1 });
    const after = apply(state, event);
    assert.equal(after.missions[0]!.result, 'fail');
    assert.equal(after.missions[0]!.cards, null, 'who played what is never stored');
  });

  it('two Fail cards from spies fail mission 4 at 7 players; one does not (R-MIS-4)', () => {
    const fresh = newGame(7, { spies: [0, 1, 2], variants: ['targeting'] });
    const atFour = approveTeam(fresh, [0, 1, 3, 4], 4);
    const one = secretMissionEvent(atFour, new Map<Seat, MissionCard>([[0, 'fail'], [1, 'success'], [3, 'fail'], [4, 'success']]));
    assert.equal(one.fails, 1);
    assert.equal(apply(atFour, one).missions[3]!.result, 'success');
    const two = secretMissionEvent(atFour, new Map<Seat, MissionCard>([[0, 'fail'], [1, 'fail'], [3, 'success'], [4, 'success']]));
    assert.equal(apply(atFour, two).missions[3]!.result, 'fail');
  });

  it('refuses before every member played (R-MIS-1), and without dealt roles (R-MIS-2)', () => {
    const state = approveTeam(newGame(5, { spies }), [0, 1]);
    throwsRule(() => secretMissionEvent(state, new Map([[0, 'success']])), 'R-MIS-1', 'cards-missing');
    throwsRule(() => playedCard(approveTeam(newGame(5), [0, 1]), 0, 'fail'), 'R-MIS-2');
    throwsRule(() => missionOrder(newGame(5)), 'R-MIS-1');
  });
});

describe('secretVotes setup option', () => {
  it('is kept in the record only when on, and must be a boolean (REC-FORMAT)', () => {
    assert.equal(toRecord(newGame(5, { secretVotes: true })).setup.secretVotes, true);
    assert.equal('secretVotes' in toRecord(newGame(5, { secretVotes: false })).setup, false);
    throwsRule(() => newGame(5, { secretVotes: 'yes' as unknown as boolean }), 'REC-FORMAT', 'secret-votes');
  });
});

describe('secret mission cards with the Trapper (R-TRP-2)', () => {
  it('the card the leader sets aside is not counted; it must be set aside, and only with the Trapper', () => {
    const state = approveTeam(newGame(5, { spies: [1, 3], modules: { trapper: true } }), [0, 1, 3]);
    const cards = new Map<Seat, MissionCard>([
      [0, 'success'],
      [1, 'fail'],
      [3, 'fail'],
    ]);
    assert.deepEqual(secretMissionEvent(state, cards, { setAside: 1 }), { type: 'mission', fails: 1 });
    assert.deepEqual(secretMissionEvent(state, cards, { setAside: 0 }), { type: 'mission', fails: 2 });
    throwsRule(() => secretMissionEvent(state, cards), 'R-TRP-2', 'set-aside-missing');
    throwsRule(() => secretMissionEvent(state, cards, { setAside: 4 }), 'R-TRP-2', 'set-aside-seat');
    const plain = approveTeam(newGame(5, { spies: [1, 3] }), [0, 1]);
    throwsRule(
      () => secretMissionEvent(plain, new Map<Seat, MissionCard>([[0, 'success'], [1, 'fail']]), { setAside: 0 }),
      'R-TRP-2',
      'set-aside-without-trapper',
    );
  });
});

describe('Reversers dealt by the app (R-REVS-1, R-REVS-2)', () => {
  it('deals the Spy Reverser to a spy and the Resistance Reverser to another player; the setup checks it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 10 }), fc.integer(), (players, seed) => {
        const random = seeded(seed);
        const spies = dealSpies(players, random);
        const reversers = dealReversers(players, spies, { resistance: true, spy: true }, random);
        assert.ok(spies.includes(reversers.spy!));
        assert.ok(!spies.includes(reversers.resistance!));
        const state = newGame(players, { spies, modules: { reverser: { resistance: true, spy: true } }, reversers });
        assert.equal(viewFor(state, reversers.spy!).reverser, 'spy');
        assert.equal(viewFor(state, reversers.resistance!).reverser, 'resistance');
        assert.ok(!JSON.stringify(viewFor(state, 'public')).includes('"reverser":"'));
      }),
    );
    throwsRule(() => newGame(5, { spies: [0, 1], modules: { reverser: { spy: true } }, reversers: { spy: 3 } }), 'R-REVS-1', 'reverser-seat');
    throwsRule(() => newGame(5, { spies: [0, 1], modules: { reverser: { spy: true } }, reversers: { resistance: 3 } }), 'R-REVS-1', 'reversers-match');
    throwsRule(() => newGame(5, { spies: [0, 1], reversers: { spy: 0 } }), 'R-REVS-1', 'reversers-unexpected');
  });

  it('only Reversers play Reverse, the Spy Reverser never Fail; the cards become Fail and Reverse counts', () => {
    const state = approveTeam(
      newGame(8, { spies: [0, 1, 2], modules: { reverser: { resistance: true, spy: true } }, reversers: { spy: 0, resistance: 3 } }),
      [0, 1, 3],
    );
    assert.equal(playedCard(state, 0, 'fail'), 'success'); // Spy Reverser: never Fail
    assert.equal(playedCard(state, 0, 'reverse'), 'reverse');
    assert.equal(playedCard(state, 1, 'reverse'), 'success'); // a plain spy has no Reverse
    assert.equal(playedCard(state, 1, 'fail'), 'fail');
    assert.equal(playedCard(state, 3, 'reverse'), 'reverse'); // Resistance Reverser
    assert.equal(playedCard(state, 3, 'fail'), 'success');
    const event = secretMissionEvent(state, new Map<Seat, MissionChoice>([[0, 'reverse'], [1, 'fail'], [3, 'success']]));
    assert.deepEqual(event, { type: 'mission', fails: 1, reverses: 1 });
    assert.equal(apply(state, event).missions[0]!.result, 'success'); // a fail, flipped (R-REVS-3)
  });
});
