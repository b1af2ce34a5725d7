/**
 * The Hunter module in the reducer (rules §4.4): the investigator token (R-HUN-TEAM), the
 * Chief Fail cards (R-HUN-MIS), the early accusation (R-HUN-EARLY), the investigations
 * (R-HUN-INV), the accusations (R-HUN-ACC), the optional roles (R-HUN-OPT), Branding
 * (R-HUN-BRAND), with the app holding the cards and with physical cards, and whole games that
 * replay from their records. Random games are in hunter-property.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  apply,
  consistentSpySets,
  createGame,
  currentSpies,
  playedCard,
  replayRecord,
  secretMissionEvent,
  step,
  toRecord,
  viewFor,
} from '../../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameSetupInput, GameState, MissionCard, MissionEvent, Role, Seat } from '../../../../../src/games/resistance/engine.ts';
import { names, play, refuses, seats } from '../../helpers.ts';

// 5 players: Resistance Chief 0, Resistance Hunter 1, resistance 2, Spy Chief 3, Spy Hunter 4.
const T5: Role[] = ['resistance-chief', 'resistance-hunter', 'resistance', 'spy-chief', 'spy-hunter'];
// 7 players: Resistance Chief 0, Resistance Hunter 1, resistance 2, 3, Spy Chief 4, Spy Hunter 5, spy 6.
const T7: Role[] = ['resistance-chief', 'resistance-hunter', 'resistance', 'resistance', 'spy-chief', 'spy-hunter', 'spy'];

function game(characters: Role[] | null, hunter: GameSetupInput['roles'] = { hunter: true }, extra: Partial<GameSetupInput> = {}, n = characters?.length ?? 5): GameState {
  return createGame({ players: names(n), firstLeader: 0, roles: hunter, characters, ...extra });
}

/** Proposes `team` (with the token to `investigator` before round 5), everyone approves, then `mission`. */
function round(state: GameState, team: Seat[], investigator: Seat | null, mission: Omit<MissionEvent, 'type'>): GameState {
  const proposal: GameEvent = investigator === null ? { type: 'proposal', team } : { type: 'proposal', team, investigator };
  return play(state, proposal, { type: 'vote', approve: seats(state.setup.players.length) }, { type: 'mission', ...mission });
}

/** A round, then the investigation of `target` (the engine says who investigates). */
function roundAndLook(state: GameState, team: Seat[], investigator: Seat, mission: Omit<MissionEvent, 'type'>, target: Seat): GameState {
  const after = round(state, team, investigator, mission);
  assert.equal(after.phase, 'investigation');
  return apply(after, { type: 'investigation', target });
}

/** The record survives JSON and replays to the same state. */
function replays(state: GameState): void {
  const record = JSON.parse(JSON.stringify(toRecord(state)));
  assert.deepEqual(replayRecord(record), state);
}

describe('R-HUN-TEAM the leader hands the investigator token to a player off the team', () => {
  it('is required on rounds 1 to 4, off the team and not the leader; kept in the proposal, the normal form and the public view', () => {
    const state = game(T5);
    refuses(state, { type: 'proposal', team: [1, 2] }, 'R-HUN-TEAM', 'investigator-missing');
    refuses(state, { type: 'proposal', team: [1, 2], investigator: 0 }, 'R-HUN-TEAM', 'investigator-leader');
    refuses(state, { type: 'proposal', team: [1, 2], investigator: 2 }, 'R-HUN-TEAM', 'investigator-team');
    refuses(state, { type: 'proposal', team: [1, 2], investigator: 7 }, 'R-HUN-TEAM', 'investigator-seat');
    refuses(state, { type: 'proposal', team: [1, 2], investigator: 1.5 }, 'R-HUN-TEAM', 'investigator-seat');
    const proposed = apply(state, { type: 'proposal', team: [1, 2], investigator: 3 });
    assert.equal(proposed.proposals[0]!.investigator, 3);
    assert.deepEqual(proposed.events[0], { type: 'proposal', team: [1, 2], leader: 0, investigator: 3 });
    const open = viewFor(proposed, 'public');
    assert.equal(open.proposals[0]!.investigator, 3);
    assert.equal(open.hunter!.token, 3, 'the token holder is public from the proposal on');
    assert.equal(viewFor(state, 'public').hunter!.token, null, 'nobody holds it during team building');
  });

  it('is not handed on round 5, and does not exist without the module', () => {
    refuses(createGame({ players: names(5), firstLeader: 0 }), { type: 'proposal', team: [1, 2], investigator: 3 }, 'R-HUN-TEAM', 'investigator-without-hunter');
    let state = game(T5);
    // Two successes and two fails (the Spy Hunter does not accuse early), then round 5.
    state = roundAndLook(state, [1, 2], 3, { fails: 0 }, 3);
    state = roundAndLook(state, [3, 1, 2], 0, { fails: 1 }, 2);
    state = roundAndLook(state, [0, 2], 4, { fails: 0 }, 4);
    state = roundAndLook(state, [3, 4, 0], 1, { fails: 1 }, 0);
    assert.equal(state.round, 5);
    refuses(state, { type: 'proposal', team: [0, 1, 2], investigator: 3 }, 'R-HUN-TEAM', 'investigator-round-5');
    const fifth = apply(state, { type: 'proposal', team: [0, 1, 2] });
    assert.equal(fifth.proposals.at(-1)!.investigator, undefined);
    assert.equal(viewFor(fifth, 'public').proposals.at(-1)!.investigator, null);
  });

  it('a team that leaves only the leader off is refused: nobody could take the token (5 players with the Trapper)', () => {
    const state = game(T5, { hunter: true }, { modules: { trapper: true } });
    refuses(state, { type: 'proposal', team: [1, 2, 3] }, 'R-HUN-TEAM', 'investigator-missing');
    const round2 = roundAndLook(state, [1, 2, 3], 4, { fails: 0 }, 4);
    // Mission 2 with the Trapper: teams of 4. Leader 1 off the team leaves nobody for the token.
    refuses(round2, { type: 'proposal', team: [0, 2, 3, 4] }, 'R-HUN-TEAM', 'investigator-none');
    assert.equal(apply(round2, { type: 'proposal', team: [1, 2, 3, 4], investigator: 0 }).phase, 'vote');
  });
});

describe('R-HUN-MIS Chief Fail cards at 7+ players', () => {
  it('the mission fails on Fail and Chief Fail together; mission 4 needs two of them combined', () => {
    let state = game(T7);
    state = round(state, [4, 0], 1, { fails: 0, chiefFails: 1 });
    assert.equal(state.missions[0]!.result, 'fail');
    assert.equal(state.missions[0]!.chiefFails, 1);
    assert.deepEqual(state.events.at(-1), { type: 'mission', fails: 0, chiefFails: 1 });
    assert.equal(viewFor(state, 'public').missions[0]!.chiefFails, 1);
    state = apply(state, { type: 'investigation', target: 2 });
    state = roundAndLook(state, [0, 1, 2], 3, { fails: 0 }, 3);
    assert.deepEqual(state.events.find((e, i) => i > 3 && e.type === 'mission'), { type: 'mission', fails: 0, chiefFails: 0 }, 'the normal form always has chiefFails at 7+');
    state = roundAndLook(state, [0, 1, 2], 4, { fails: 0 }, 4);
    assert.equal(state.round, 4);
    // Mission 4 at 7+ needs two (R-MIS-4): one Chief Fail alone is not enough, Fail + Chief Fail is.
    const one = round(state, [4, 5, 0, 1], 2, { fails: 0, chiefFails: 1 });
    assert.equal(one.missions[3]!.result, 'success');
    const two = round(state, [4, 5, 0, 1], 2, { fails: 1, chiefFails: 1 });
    assert.equal(two.missions[3]!.result, 'fail');
  });

  it('counts are checked against the team, the cards revealed and the spies and Spy Chiefs on it', () => {
    const state = play(game(T7), { type: 'proposal', team: [4, 5], investigator: 1 }, { type: 'vote', approve: seats(7) });
    refuses(state, { type: 'mission', fails: 0, chiefFails: 3 }, 'R-HUN-MIS', 'chief-fails-count');
    refuses(state, { type: 'mission', fails: 0, chiefFails: -1 }, 'R-HUN-MIS', 'chief-fails-count');
    refuses(state, { type: 'mission', fails: 1, chiefFails: 2 }, 'R-HUN-MIS', 'chief-fails-counted');
    // Seat 5 is the Spy Hunter: one Chief Fail at most (the Spy Chief's), and one Fail at most.
    refuses(state, { type: 'mission', fails: 0, chiefFails: 2 }, 'R-HUN-MIS', 'chief-fails-chiefs');
    refuses(state, { type: 'mission', fails: 2, chiefFails: 0 }, 'R-HUN-MIS', 'fails-spy-chief');
    const resistance = play(game(T7), { type: 'proposal', team: [0, 4], investigator: 1 }, { type: 'vote', approve: seats(7) });
    refuses(resistance, { type: 'mission', fails: 1, chiefFails: 0 }, 'R-HUN-MIS', 'fails-spy-chief');
    // Spies known without the cards: only the total against the spies can be checked.
    const spiesOnly = play(
      createGame({ players: names(7), firstLeader: 0, roles: { hunter: true }, spies: [4, 5, 6] }),
      { type: 'proposal', team: [4, 0], investigator: 1 },
      { type: 'vote', approve: seats(7) },
    );
    refuses(spiesOnly, { type: 'mission', fails: 1, chiefFails: 1 }, 'R-HUN-MIS', 'chief-fails-spies');
    assert.equal(apply(spiesOnly, { type: 'mission', fails: 0, chiefFails: 1 }).missions[0]!.result, 'fail');
  });

  it('the notes count Chief Fail cards as cards only spies play', () => {
    // Table mode: team [2, 3] revealed one Chief Fail, so one of them is a spy.
    const state = round(game(null, { hunter: true }, {}, 7), [2, 3], 1, { fails: 0, chiefFails: 1 });
    const { sets } = consistentSpySets(viewFor(state, 'public'));
    assert.ok(sets.length > 0 && sets.every((set) => set.includes(2) || set.includes(3)));
  });

  it('there are no Chief Fail cards at 5–6 players or without the module', () => {
    const five = play(game(T5), { type: 'proposal', team: [3, 4], investigator: 1 }, { type: 'vote', approve: seats(5) });
    refuses(five, { type: 'mission', fails: 0, chiefFails: 1 }, 'R-HUN-MIS', 'chief-fails-not-in-game');
    refuses(five, { type: 'mission', cards: { '3': 'chief-fail', '4': 'success' } }, 'R-MIS-1', 'card-value');
    // At 5–6 the Spy Chief plays a plain Fail.
    const after = apply(five, { type: 'mission', cards: { '3': 'fail', '4': 'success' } });
    assert.equal(after.missions[0]!.result, 'fail');
    assert.equal(after.missions[0]!.chiefFails, undefined);
    const plain = play(createGame({ players: names(7), firstLeader: 0 }), { type: 'proposal', team: [0, 1] }, { type: 'vote', approve: seats(7) });
    refuses(plain, { type: 'mission', fails: 0, chiefFails: 1 }, 'R-HUN-MIS', 'chief-fails-not-in-game');
  });

  it('cards by player: only a Spy Chief plays Chief Fail, never Fail; a resistance Chief only Success', () => {
    const state = play(game(T7), { type: 'proposal', team: [4, 6], investigator: 1 }, { type: 'vote', approve: seats(7) });
    refuses(state, { type: 'mission', cards: { '4': 'fail', '6': 'success' } }, 'R-HUN-MIS', 'spy-chief-fail');
    refuses(state, { type: 'mission', cards: { '4': 'success', '6': 'chief-fail' } }, 'R-HUN-MIS', 'chief-fail-not-chief');
    refuses(state, { type: 'mission', cards: { '4': 'chief-fail', '6': 'success' }, chiefFails: 1 }, 'REC-EVENT', 'fails-or-cards');
    const chief = play(game(T7), { type: 'proposal', team: [4, 0], investigator: 1 }, { type: 'vote', approve: seats(7) });
    refuses(chief, { type: 'mission', cards: { '4': 'success', '0': 'chief-fail' } }, 'R-MIS-2', 'resistance-fail');
    const done = apply(state, { type: 'mission', cards: { '4': 'chief-fail', '6': 'fail' } });
    assert.equal(done.missions[0]!.fails, 1);
    assert.equal(done.missions[0]!.chiefFails, 1);
    assert.equal(done.missions[0]!.result, 'fail');
    assert.equal(JSON.stringify(viewFor(done, 'public')).includes('"cards"'), false, 'who played which card is never public');
  });

  it('secret mission turns: Chief Fail is a choice for everyone, played only by a Spy Chief; the event gives the count', () => {
    const state = play(game(T7), { type: 'proposal', team: [4, 6], investigator: 1 }, { type: 'vote', approve: seats(7) });
    assert.equal(playedCard(state, 4, 'chief-fail'), 'chief-fail');
    assert.equal(playedCard(state, 4, 'fail'), 'success', 'a Spy Chief never plays Fail at 7+');
    assert.equal(playedCard(state, 6, 'chief-fail'), 'success');
    assert.equal(playedCard(state, 6, 'fail'), 'fail');
    assert.equal(playedCard(state, 0, 'chief-fail'), 'success');
    const cards = new Map<Seat, MissionCard>([
      [4, 'chief-fail'],
      [6, 'fail'],
    ]);
    const event = secretMissionEvent(state, cards);
    assert.deepEqual(event, { type: 'mission', fails: 1, chiefFails: 1 });
    assert.equal(apply(state, event).missions[0]!.result, 'fail');
    // At 5–6 there is no Chief Fail: a Spy Chief's Fail counts, a Chief Fail is played as Success.
    const five = play(game(T5), { type: 'proposal', team: [3, 4], investigator: 1 }, { type: 'vote', approve: seats(5) });
    assert.equal(playedCard(five, 3, 'fail'), 'fail');
    assert.equal(playedCard(five, 3, 'chief-fail'), 'success');
    assert.deepEqual(secretMissionEvent(five, new Map<Seat, MissionCard>([[3, 'fail'], [4, 'chief-fail']])), { type: 'mission', fails: 1 });
  });

  it('In the Spotlight: a face-up Chief Fail is public, and must fit the counts', () => {
    let state = game(T7, { hunter: true }, { modules: { plot: true } });
    state = play(
      state,
      { type: 'plot-draw', cards: ['in-the-spotlight', 'opinion-maker'] },
      { type: 'plot-give', card: 'in-the-spotlight', to: 2 },
      { type: 'plot-give', card: 'opinion-maker', to: 3 },
      { type: 'proposal', team: [4, 1], investigator: 6 },
      { type: 'vote', approve: seats(7) },
      { type: 'plot-use', card: 'in-the-spotlight', by: 2, target: 4 },
    );
    refuses(state, { type: 'mission', fails: 0, chiefFails: 0, faceUp: { '4': 'chief-fail' } }, 'R-PLOT-3', 'face-up-count');
    refuses(state, { type: 'mission', fails: 1, chiefFails: 0, faceUp: { '4': 'fail' } }, 'R-HUN-MIS', 'fails-spy-chief');
    const event = secretMissionEvent(state, new Map<Seat, MissionCard>([[4, 'chief-fail'], [1, 'success']]));
    assert.deepEqual(event, { type: 'mission', fails: 0, chiefFails: 1, faceUp: { '4': 'chief-fail' } });
    const done = apply(state, event);
    assert.deepEqual(viewFor(done, 'public').missions[0]!.faceUp, [{ seat: 4, card: 'chief-fail' }]);
    replays(done);
    // A Chief Fail from a player who is no Spy Chief cannot be shown.
    const other = play(
      game(T7, { hunter: true }, { modules: { plot: true } }),
      { type: 'plot-draw', cards: ['in-the-spotlight', 'opinion-maker'] },
      { type: 'plot-give', card: 'in-the-spotlight', to: 2 },
      { type: 'plot-give', card: 'opinion-maker', to: 3 },
      { type: 'proposal', team: [6, 1], investigator: 4 },
      { type: 'vote', approve: seats(7) },
      { type: 'plot-use', card: 'in-the-spotlight', by: 2, target: 6 },
    );
    refuses(other, { type: 'mission', fails: 0, chiefFails: 0, faceUp: { '6': 'chief-fail' } }, 'R-HUN-MIS', 'chief-fail-not-chief');
  });
});

describe('R-HUN-INV investigations after every mission', () => {
  it('on a success the leader investigates, and only the investigator learns the card shown', () => {
    let state = round(game(T5), [1, 2], 3, { fails: 0 });
    assert.equal(state.phase, 'investigation');
    assert.equal(state.round, 1, 'the round marker waits for the investigation');
    assert.equal(state.leader, 0);
    assert.deepEqual(viewFor(state, 'public').hunter!.awaiting, { mission: 1, investigator: 0, accuser: null, early: false });
    refuses(state, { type: 'proposal', team: [1, 2], investigator: 3 }, 'R-HUN-INV', 'investigation-expected');
    refuses(state, { type: 'early-accusation', target: 0 }, 'R-HUN-EARLY', 'early-not-now');
    refuses(state, { type: 'investigation', by: 3, target: 1 }, 'R-HUN-INV', 'investigation-by');
    refuses(state, { type: 'investigation', target: 0 }, 'R-HUN-INV', 'investigation-self');
    refuses(state, { type: 'investigation', target: 5 }, 'R-HUN-INV', 'investigation-seat');
    refuses(state, { type: 'investigation', target: 3, shown: 'not-chief' }, 'R-HUN-INV', 'investigation-card');
    const { state: after, consequence } = step(state, { type: 'investigation', target: 3 });
    assert.deepEqual(consequence, { kind: 'investigation', by: 0, target: 3, mission: 1, leader: 1 });
    assert.deepEqual(after.events.at(-1), { type: 'investigation', by: 0, target: 3, shown: 'chief' });
    assert.equal(after.phase, 'proposal');
    assert.equal(after.round, 2);
    assert.equal(after.leader, 1);
    assert.deepEqual(viewFor(after, 0).investigations, [{ target: 3, mission: 1, card: 'chief' }]);
    for (const seat of [1, 2, 3, 4]) assert.deepEqual(viewFor(after, seat).investigations, []);
    const open = viewFor(after, 'public');
    assert.deepEqual(open.hunter!.investigations, [{ by: 0, target: 3, mission: 1 }]);
    assert.ok(!JSON.stringify(open).includes('chief"'), 'the card shown is in no public view');
    state = apply(after, { type: 'proposal', team: [0, 2, 4], investigator: 3 });
    assert.equal(viewFor(state, 'public').hunter!.token, 3);
  });

  it('on a fail the token holder investigates; the cards follow investigationCards (7+: Spy Chief, Resistance Chief, Not Chief)', () => {
    let state = round(game(T7), [6, 2], 3, { fails: 1 });
    assert.equal(state.missions[0]!.result, 'fail');
    assert.equal(state.hunter!.after!.investigator, 3);
    assert.equal(state.hunter!.after!.early, false, 'a plain Fail at 7+ does not allow the early accusation');
    state = apply(state, { type: 'investigation', target: 0 });
    assert.deepEqual(viewFor(state, 3).investigations, [{ target: 0, mission: 1, card: 'resistance-chief' }]);
    state = roundAndLook(state, [0, 1, 2], 4, { fails: 0 }, 4);
    assert.deepEqual(viewFor(state, 1).investigations, [{ target: 4, mission: 2, card: 'spy-chief' }], 'the leader of mission 2 investigated');
  });

  it('the Dummy Agent chooses the card to show; the Coordinator shows Not Chief (R-HUN-OPT)', () => {
    const dummy: Role[] = ['resistance-chief', 'resistance-hunter', 'dummy-agent', 'resistance', 'spy-chief', 'spy-hunter'];
    const state = round(game(dummy, { hunter: { dummyAgent: true } }), [1, 3], 2, { fails: 0 });
    const err = refuses(state, { type: 'investigation', target: 2 }, 'R-HUN-OPT', 'investigation-choice');
    assert.ok(!err.message.includes('Dummy'), 'the sentence does not say who has a choice');
    refuses(state, { type: 'investigation', target: 2, shown: 'resistance-chief' }, 'R-HUN-INV', 'investigation-card');
    assert.deepEqual(viewFor(apply(state, { type: 'investigation', target: 2, shown: 'chief' }), 0).investigations, [{ target: 2, mission: 1, card: 'chief' }]);
    assert.deepEqual(viewFor(apply(state, { type: 'investigation', target: 2, shown: 'not-chief' }), 0).investigations[0]!.card, 'not-chief');
    const coordinator: Role[] = ['resistance-chief', 'resistance-hunter', 'coordinator', 'resistance', 'spy-chief', 'spy-hunter'];
    const c = apply(round(game(coordinator, { hunter: { coordinator: true } }), [1, 3], 2, { fails: 0 }), { type: 'investigation', target: 2 });
    assert.equal(viewFor(c, 0).investigations[0]!.card, 'not-chief');
  });

  it('with physical cards the investigation names only the target: what was shown is never recorded', () => {
    const state = round(game(null, { hunter: true }, {}, 5), [1, 2], 3, { fails: 0 });
    refuses(state, { type: 'investigation', target: 3, shown: 'chief' }, 'REC-EVENT', 'investigation-secret');
    const after = apply(state, { type: 'investigation', target: 3 });
    assert.deepEqual(after.events.at(-1), { type: 'investigation', by: 0, target: 3 });
    assert.deepEqual(viewFor(after, 0).investigations, []);
    assert.deepEqual(after.hunter!.investigations, [{ by: 0, target: 3, mission: 1, shown: null }]);
  });

  it('no investigation outside its moment or without the module', () => {
    refuses(game(T5), { type: 'investigation', target: 1 }, 'R-HUN-INV', 'investigation-not-now');
    refuses(createGame({ players: names(5), firstLeader: 0 }), { type: 'investigation', target: 1 }, 'R-HUN-INV', 'investigation-not-now');
  });

  it('with the Inquisitor, the investigation comes first, then the check (after missions 2, 3, 4)', () => {
    let state = game(T5, { hunter: true }, { modules: { inquisitor: true } });
    state = roundAndLook(state, [1, 2], 3, { fails: 0 }, 3);
    state = round(state, [0, 2, 3], 4, { fails: 0 });
    assert.equal(state.phase, 'investigation');
    refuses(state, { type: 'inquisition', target: 2 }, 'R-HUN-INV', 'investigation-expected');
    state = apply(state, { type: 'investigation', target: 0 });
    assert.equal(state.phase, 'inquisition');
    assert.equal(state.leader, 2, 'the leader token has passed');
    state = apply(state, { type: 'inquisition', target: 2 });
    assert.equal(state.phase, 'proposal');
    replays(state);
  });
});

describe('R-HUN-EARLY the Spy Hunter may accuse early after the Spy Chief made a mission fail', () => {
  it('5–6 players: after a Fail; right, the spies win at once', () => {
    const state = round(game(T5), [3, 1], 2, { fails: 1 });
    assert.equal(state.hunter!.after!.early, true);
    refuses(state, { type: 'early-accusation', by: 3, target: 0 }, 'R-HUN-ACC', 'accusation-hunter');
    refuses(state, { type: 'early-accusation', target: 4 }, 'R-HUN-ACC', 'accusation-self');
    refuses(state, { type: 'early-accusation', target: 0, chief: true }, 'REC-EVENT', 'accusation-known');
    const { state: won, consequence } = step(state, { type: 'early-accusation', target: 0 });
    assert.deepEqual(won.winner, { side: 'spies', reason: 'chief-found' });
    assert.equal(won.phase, 'over');
    assert.equal(won.leader, 0, 'the game ends at once (R-END-1)');
    assert.deepEqual(consequence, {
      kind: 'accusation',
      by: 4,
      hunter: 'spy-hunter',
      target: 0,
      early: true,
      correct: true,
      coordinator: false,
      mission: 1,
      result: 'fail',
      successes: 0,
      failures: 1,
      winner: { side: 'spies', reason: 'chief-found' },
    });
    replays(won);
  });

  it('wrong: the mission flips to a success, the Spy Hunter is known, the investigation follows; once per game', () => {
    let state = round(game(T5), [3, 1], 2, { fails: 1 });
    state = apply(state, { type: 'early-accusation', target: 1 });
    assert.equal(state.missions[0]!.result, 'success');
    assert.equal(state.missions[0]!.flips, 1);
    assert.equal(state.phase, 'investigation');
    assert.equal(viewFor(state, 'public').hunter!.spyHunter, 4);
    assert.equal(viewFor(state, 'public').hunter!.earlyUsed, true);
    refuses(state, { type: 'early-accusation', target: 2 }, 'R-HUN-EARLY', 'early-done');
    // Who investigates follows the result as the mission ended: a fail, so the token holder.
    state = apply(state, { type: 'investigation', target: 3 });
    assert.deepEqual(viewFor(state, 2).investigations, [{ target: 3, mission: 1, card: 'chief' }]);
    state = round(state, [3, 4, 0], 2, { fails: 1 });
    assert.equal(state.hunter!.after!.early, false, 'once per game');
    refuses(state, { type: 'early-accusation', target: 0 }, 'R-HUN-EARLY', 'early-done');
  });

  it('7+ players: only after a Chief Fail (mission 4: a Chief Fail among the two); not on the third fail', () => {
    let state = round(game(T7), [6, 0], 1, { fails: 1 });
    refuses(state, { type: 'early-accusation', target: 0 }, 'R-HUN-EARLY', 'early-not-now');
    state = apply(state, { type: 'investigation', target: 6 });
    state = roundAndLook(state, [0, 1, 2], 3, { fails: 0 }, 3);
    state = roundAndLook(state, [4, 6, 1], 0, { fails: 1 }, 4);
    assert.equal(state.round, 4);
    const fourth = round(state, [4, 6, 0, 1], 2, { fails: 1, chiefFails: 1 });
    assert.equal(fourth.phase, 'accusation', 'the third fail: the Spy Hunter must accuse anyway');
    refuses(fourth, { type: 'early-accusation', target: 0 }, 'R-HUN-ACC', 'accusation-expected');
    assert.equal(fourth.hunter!.after!.accuser, 'spy-hunter');
  });

  it('a wrong early accusation that makes the third success: the Resistance Hunter accuses; wrong, the mission fails again', () => {
    let state = game(T5);
    state = roundAndLook(state, [1, 2], 3, { fails: 0 }, 3);
    state = roundAndLook(state, [1, 2, 0], 4, { fails: 0 }, 4);
    state = round(state, [3, 1], 0, { fails: 1 });
    state = apply(state, { type: 'early-accusation', target: 2 });
    assert.equal(state.phase, 'accusation');
    assert.equal(state.hunter!.after!.accuser, 'resistance-hunter');
    const { state: wrong, consequence } = step(state, { type: 'accusation', target: 4 });
    assert.equal(consequence.kind === 'accusation' && consequence.result, 'fail');
    assert.equal(wrong.missions[2]!.result, 'fail');
    assert.equal(wrong.missions[2]!.flips, 2);
    assert.equal(wrong.phase, 'investigation');
    assert.equal(wrong.hunter!.after!.investigator, 0, 'the token holder: the mission had failed when it ended');
    assert.deepEqual([viewFor(wrong, 'public').hunter!.resistanceHunter, viewFor(wrong, 'public').hunter!.spyHunter], [1, 4]);
    const right = apply(state, { type: 'accusation', target: 3 });
    assert.deepEqual(right.winner, { side: 'resistance', reason: 'chief-found' });
  });

  it('the Spy Hunter accusing the Coordinator wins for the spies, early too (R-HUN-OPT)', () => {
    const coordinator: Role[] = ['resistance-chief', 'resistance-hunter', 'coordinator', 'resistance', 'spy-chief', 'spy-hunter'];
    const state = round(game(coordinator, { hunter: { coordinator: true } }), [4, 1], 3, { fails: 1 });
    const { state: won, consequence } = step(state, { type: 'early-accusation', target: 2 });
    assert.deepEqual(won.winner, { side: 'spies', reason: 'coordinator-found' });
    assert.equal(consequence.kind === 'accusation' && consequence.coordinator, true);
  });
});

describe('R-HUN-ACC the accusations at the third success and the third fail', () => {
  function threeSuccesses(state: GameState): GameState {
    state = roundAndLook(state, [1, 2], 3, { fails: 0 }, 3);
    state = roundAndLook(state, [1, 2, 0], 4, { fails: 0 }, 4);
    return round(state, [0, 1], 3, { fails: 0 });
  }

  it('the third success waits for the Resistance Hunter; right, the resistance wins', () => {
    const state = threeSuccesses(game(T5));
    assert.equal(state.phase, 'accusation');
    assert.equal(state.winner, null);
    refuses(state, { type: 'proposal', team: [0, 1, 2], investigator: 3 }, 'R-HUN-ACC', 'accusation-expected');
    refuses(state, { type: 'investigation', target: 3 }, 'R-HUN-ACC', 'accusation-expected');
    refuses(state, { type: 'accusation', by: 4, target: 3 }, 'R-HUN-ACC', 'accusation-hunter');
    refuses(state, { type: 'accusation', target: 1 }, 'R-HUN-ACC', 'accusation-self');
    refuses(state, { type: 'accusation', target: 9 }, 'R-HUN-ACC', 'accusation-seat');
    refuses(state, { type: 'accusation', target: 3, chief: true }, 'REC-EVENT', 'accusation-known');
    const won = apply(state, { type: 'accusation', target: 3 });
    assert.deepEqual(won.winner, { side: 'resistance', reason: 'chief-found' });
    assert.deepEqual(won.events.at(-1), { type: 'accusation', by: 1, target: 3 });
    replays(won);
  });

  it('wrong: the success flips to a fail, the investigation is done, play goes on; the same player cannot be accused twice', () => {
    let state = apply(threeSuccesses(game(T5)), { type: 'accusation', target: 2 });
    assert.deepEqual(state.missions.map((m) => m?.result ?? null), ['success', 'success', 'fail', null, null]);
    assert.equal(state.phase, 'investigation');
    assert.equal(state.hunter!.after!.investigator, 2, 'the leader: the mission had succeeded when it ended');
    state = apply(state, { type: 'investigation', target: 4 });
    assert.equal(state.round, 4);
    assert.equal(viewFor(state, 'public').hunter!.resistanceHunter, 1);
    state = round(state, [0, 1, 2], 4, { fails: 0 });
    refuses(state, { type: 'accusation', target: 2 }, 'R-HUN-ACC', 'accusation-repeat');
    assert.deepEqual(apply(state, { type: 'accusation', target: 3 }).winner, { side: 'resistance', reason: 'chief-found' });
  });

  it('the third fail: the Spy Hunter accuses the Resistance Chief; wrong flips it to a success', () => {
    let state = game(T5);
    state = roundAndLook(state, [3, 1], 2, { fails: 1 }, 0);
    state = roundAndLook(state, [3, 4, 0], 2, { fails: 1 }, 0);
    state = round(state, [3, 0], 1, { fails: 1 });
    assert.equal(state.phase, 'accusation');
    assert.equal(state.hunter!.after!.accuser, 'spy-hunter');
    assert.deepEqual(apply(state, { type: 'accusation', target: 0 }).winner, { side: 'spies', reason: 'chief-found' });
    const wrong = apply(state, { type: 'accusation', target: 2 });
    assert.equal(wrong.missions[2]!.result, 'success');
    assert.equal(wrong.phase, 'investigation');
    assert.equal(wrong.hunter!.after!.investigator, 1);
  });

  it('after mission 5 a wrong accusation gives the other side its accusation, alternating until one is right; no investigation', () => {
    let state = game(T5);
    state = roundAndLook(state, [1, 2], 3, { fails: 0 }, 3);
    state = roundAndLook(state, [3, 1, 2], 0, { fails: 1 }, 2);
    state = roundAndLook(state, [0, 2], 4, { fails: 0 }, 4);
    state = roundAndLook(state, [3, 4, 0], 1, { fails: 1 }, 0);
    state = round(state, [0, 1, 2], null, { fails: 0 });
    assert.equal(state.hunter!.after!.investigator, null);
    state = apply(state, { type: 'accusation', target: 0 });
    assert.equal(state.missions[4]!.result, 'fail');
    assert.equal(state.phase, 'accusation');
    assert.equal(state.hunter!.after!.accuser, 'spy-hunter');
    state = apply(state, { type: 'accusation', target: 2 });
    assert.equal(state.hunter!.after!.accuser, 'resistance-hunter');
    refuses(state, { type: 'investigation', target: 2 }, 'R-HUN-ACC', 'accusation-expected');
    state = apply(state, { type: 'accusation', target: 4 });
    const won = apply(state, { type: 'accusation', target: 0 });
    assert.deepEqual(won.winner, { side: 'spies', reason: 'chief-found' });
    assert.equal(won.missions[4]!.flips, 3);
    assert.equal(won.round, 5);
    replays(won);
  });

  it('with two Resistance Chiefs (8+) naming either is right', () => {
    const t8: Role[] = ['resistance-chief', 'resistance-chief', 'resistance-hunter', 'resistance', 'resistance', 'spy-chief', 'spy-hunter', 'spy'];
    let state = game(t8);
    state = roundAndLook(state, [5, 7, 0], 2, { fails: 1 }, 0);
    state = roundAndLook(state, [5, 7, 0, 1], 3, { fails: 1 }, 0);
    state = round(state, [5, 7, 0, 1], 3, { fails: 1 });
    assert.deepEqual(apply(state, { type: 'accusation', target: 1 }).winner, { side: 'spies', reason: 'chief-found' });
    assert.deepEqual(apply(state, { type: 'accusation', target: 0 }).winner, { side: 'spies', reason: 'chief-found' });
  });

  it('with the Assassin, the Resistance Hunter\'s right accusation is followed by the Assassin\'s choice (R-ASN-END)', () => {
    const t7a: Role[] = ['resistance-chief', 'resistance-hunter', 'commander', 'resistance', 'spy-chief', 'spy-hunter', 'assassin'];
    let state = game(t7a, { hunter: true, assassin: true });
    state = roundAndLook(state, [1, 2], 3, { fails: 0 }, 3);
    state = roundAndLook(state, [1, 2, 0], 4, { fails: 0 }, 4);
    state = round(state, [0, 1, 3], 4, { fails: 0 });
    const { state: after, consequence } = step(state, { type: 'accusation', target: 4 });
    assert.equal(after.phase, 'assassination');
    assert.equal(consequence.kind === 'accusation' && consequence.winner, null);
    assert.deepEqual(apply(after, { type: 'assassination', target: 2 }).winner, { side: 'spies', reason: 'commander-assassinated' });
    assert.deepEqual(apply(after, { type: 'assassination', target: 3 }).winner, { side: 'resistance', reason: 'assassin-missed' });
  });

  it('no accusation outside its moment or without the module', () => {
    refuses(game(T5), { type: 'accusation', target: 3 }, 'R-HUN-ACC', 'accusation-not-now');
    refuses(createGame({ players: names(5), firstLeader: 0 }), { type: 'accusation', target: 3 }, 'R-HUN-ACC', 'accusation-not-now');
    refuses(createGame({ players: names(5), firstLeader: 0 }), { type: 'early-accusation', target: 3 }, 'R-HUN-EARLY', 'early-not-now');
  });
});

describe('physical cards: the table records what it saw', () => {
  const table = (hunter: GameSetupInput['roles'] = { hunter: true }, n = 5) => game(null, hunter, {}, n);

  it('accusations name the Hunter and the answer; a revealed Hunter accuses again, nobody else for that side', () => {
    let state = table();
    state = roundAndLook(state, [1, 2], 3, { fails: 0 }, 3);
    state = roundAndLook(state, [1, 2, 0], 4, { fails: 0 }, 4);
    state = round(state, [0, 1], 3, { fails: 0 });
    refuses(state, { type: 'accusation', target: 3, chief: false }, 'R-HUN-ACC', 'accuser-missing');
    refuses(state, { type: 'accusation', by: 1, target: 3 }, 'R-HUN-ACC', 'accusation-result');
    refuses(state, { type: 'accusation', by: 1, target: 3, chief: false, coordinator: false }, 'R-HUN-OPT', 'accusation-coordinator');
    state = apply(state, { type: 'accusation', by: 1, target: 3, chief: false });
    assert.deepEqual(state.events.at(-1), { type: 'accusation', by: 1, target: 3, chief: false });
    state = apply(state, { type: 'investigation', target: 4 });
    state = round(state, [0, 2, 3], 4, { fails: 0 });
    refuses(state, { type: 'accusation', by: 2, target: 4, chief: true }, 'R-HUN-ACC', 'accusation-hunter');
    refuses(state, { type: 'accusation', target: 3, chief: true }, 'R-HUN-ACC', 'accusation-repeat');
    const won = apply(state, { type: 'accusation', target: 4, chief: true });
    assert.deepEqual(won.events.at(-1), { type: 'accusation', by: 1, target: 4, chief: true }, 'the revealed Hunter is filled in');
    assert.deepEqual(won.winner, { side: 'resistance', reason: 'chief-found' });
    replays(won);
  });

  it('a seat revealed as one side\'s Hunter cannot accuse for the other', () => {
    let state = table();
    state = round(state, [3, 1], 2, { fails: 1 });
    state = apply(state, { type: 'early-accusation', by: 4, target: 1, chief: false });
    state = apply(state, { type: 'investigation', target: 3 });
    state = roundAndLook(state, [1, 2, 0], 4, { fails: 0 }, 4);
    state = round(state, [0, 1], 3, { fails: 0 });
    assert.equal(state.phase, 'accusation');
    refuses(state, { type: 'accusation', by: 4, target: 3, chief: true }, 'R-HUN-ACC', 'accusation-hunter');
  });

  it('with the Coordinator the table also says whether the Spy Hunter named the Coordinator', () => {
    let state = table({ hunter: { coordinator: true } }, 6);
    state = round(state, [4, 1], 3, { fails: 1 });
    refuses(state, { type: 'early-accusation', by: 5, target: 2, chief: false }, 'R-HUN-ACC', 'accusation-result');
    refuses(state, { type: 'early-accusation', by: 5, target: 2, chief: true, coordinator: true }, 'R-HUN-OPT', 'accusation-coordinator');
    const won = apply(state, { type: 'early-accusation', by: 5, target: 2, chief: false, coordinator: true });
    assert.deepEqual(won.winner, { side: 'spies', reason: 'coordinator-found' });
    assert.deepEqual(won.events.at(-1), { type: 'early-accusation', by: 5, target: 2, chief: false, coordinator: true });
  });
});

describe('R-HUN-BRAND Branding: the Deep Agent accuses a player of being the Pretender', () => {
  // 7 players: Resistance Chief 0, Resistance Hunter 1, Pretender 2, resistance 3, Spy Chief 4, Spy Hunter 5, Deep Agent 6.
  const t7b: Role[] = ['resistance-chief', 'resistance-hunter', 'pretender', 'resistance', 'spy-chief', 'spy-hunter', 'deep-agent'];
  const branding = { hunter: { deepAgent: true, pretender: true, branding: true } };

  it('right: the two swap cards and sides, in every respect; once per game, before the vote', () => {
    let state = game(t7b, branding);
    refuses(state, { type: 'branding', by: 5, target: 2 }, 'R-HUN-BRAND', 'branding-not-deep-agent');
    refuses(state, { type: 'branding', target: 6 }, 'R-HUN-BRAND', 'branding-self');
    refuses(state, { type: 'branding', target: 8 }, 'R-HUN-BRAND', 'branding-seat');
    refuses(state, { type: 'branding', target: 2, pretender: true }, 'REC-EVENT', 'branding-known');
    const { state: branded, consequence } = step(state, { type: 'branding', target: 2 });
    assert.deepEqual(consequence, { kind: 'branding', by: 6, target: 2, correct: true });
    assert.deepEqual(branded.events.at(-1), { type: 'branding', by: 6, target: 2 });
    assert.deepEqual(currentSpies(branded), [2, 4, 5]);
    assert.equal(viewFor(branded, 2).character, 'deep-agent');
    assert.equal(viewFor(branded, 2).side, 'spies');
    assert.equal(viewFor(branded, 6).character, 'pretender');
    assert.equal(viewFor(branded, 6).side, 'resistance');
    assert.deepEqual(viewFor(branded, 'public').hunter!.branding, { by: 6, target: 2, correct: true });
    refuses(branded, { type: 'branding', target: 3 }, 'R-HUN-BRAND', 'branding-done');
    state = play(branded, { type: 'proposal', team: [2, 6], investigator: 1 }, { type: 'vote', approve: seats(7) });
    assert.equal(playedCard(state, 2, 'fail'), 'fail');
    assert.equal(playedCard(state, 6, 'fail'), 'success');
    refuses(state, { type: 'mission', cards: { '2': 'success', '6': 'fail' } }, 'R-MIS-2', 'resistance-fail');
    state = apply(state, { type: 'mission', fails: 1 });
    state = apply(state, { type: 'investigation', target: 6 });
    assert.deepEqual(viewFor(state, 1).investigations, [{ target: 6, mission: 1, card: 'not-chief' }], 'the token holder: the mission failed');
    replays(state);
  });

  it('wrong: play goes on and everyone knows the Deep Agent; during the vote too, never after it', () => {
    let state = play(game(t7b, branding), { type: 'proposal', team: [0, 1], investigator: 2 });
    state = apply(state, { type: 'branding', target: 3 });
    assert.deepEqual(viewFor(state, 'public').hunter!.branding, { by: 6, target: 3, correct: false });
    assert.deepEqual(currentSpies(state), [4, 5, 6]);
    state = play(state, { type: 'vote', approve: seats(7) });
    refuses(state, { type: 'branding', target: 2 }, 'R-HUN-BRAND', 'branding-not-now');
  });

  it('needs the Branding rule; with physical cards the table says whether the named player is the Pretender', () => {
    refuses(game(T5), { type: 'branding', by: 4, target: 2 }, 'R-HUN-BRAND', 'branding-not-in-game');
    const t = game(null, branding, {}, 7);
    refuses(t, { type: 'branding', target: 2, pretender: true }, 'R-HUN-BRAND', 'branding-by-missing');
    refuses(t, { type: 'branding', by: 6, target: 2 }, 'R-HUN-BRAND', 'branding-result');
    const branded = apply(t, { type: 'branding', by: 6, target: 2, pretender: true });
    assert.deepEqual(branded.events.at(-1), { type: 'branding', by: 6, target: 2, pretender: true });
    // Spies known without the cards: the swap moves the sides, and they must fit.
    const known = game(null, branding, { spies: [4, 5, 6] }, 7);
    refuses(known, { type: 'branding', by: 2, target: 3, pretender: true }, 'R-HUN-BRAND', 'branding-sides');
    refuses(known, { type: 'branding', by: 6, target: 5, pretender: true }, 'R-HUN-BRAND', 'branding-sides');
    const swapped = apply(known, { type: 'branding', by: 6, target: 2, pretender: true });
    assert.deepEqual(currentSpies(swapped), [2, 4, 5]);
    assert.deepEqual([viewFor(swapped, 2).side, viewFor(swapped, 6).side], ['spies', 'resistance']);
  });
});

describe('whole Hunter games replay from their records', () => {
  it('the app holds the cards (7 players, Dummy Agent, Inquisitor): early accusation, investigations, the alternating end', () => {
    const t: Role[] = ['resistance-chief', 'resistance-hunter', 'dummy-agent', 'resistance', 'spy-chief', 'spy-hunter', 'spy'];
    let state = game(t, { hunter: { dummyAgent: true } }, { modules: { inquisitor: true } });
    // Round 1: a Chief Fail; the Spy Hunter accuses the Dummy Agent early: wrong, it flips.
    state = round(state, [4, 1], 3, { fails: 0, chiefFails: 1 });
    state = apply(state, { type: 'early-accusation', target: 2 });
    state = apply(state, { type: 'investigation', target: 2, shown: 'resistance-chief' });
    assert.deepEqual(viewFor(state, 3).investigations, [{ target: 2, mission: 1, card: 'resistance-chief' }]);
    // Round 2 (leader 1): fails; the token holder 0 investigates; then the Inquisitor (seat 6) checks.
    state = round(state, [6, 5, 1], 0, { fails: 1 });
    state = apply(state, { type: 'investigation', target: 4 });
    state = apply(state, { type: 'inquisition', target: 3 });
    // Round 3 (leader 2): success; round 4 (leader 3): fails on Fail + Chief Fail.
    state = round(state, [0, 1, 2], 5, { fails: 0 });
    state = apply(state, { type: 'investigation', target: 6 });
    state = apply(state, { type: 'inquisition', target: 0 });
    state = round(state, [4, 6, 0, 1], 2, { fails: 1, chiefFails: 1 });
    assert.equal(state.hunter!.after!.early, false, 'the early accusation was used');
    state = apply(state, { type: 'investigation', target: 4 });
    state = apply(state, { type: 'inquisition', target: 1 });
    assert.deepEqual(state.missions.map((m) => m?.result ?? null), ['success', 'fail', 'success', 'fail', null]);
    // Round 5: success; the Resistance Hunter is wrong, the Spy Hunter is wrong, the Resistance Hunter is right.
    state = round(state, [0, 1, 2, 3], null, { fails: 0 });
    state = apply(state, { type: 'accusation', target: 6 });
    state = apply(state, { type: 'accusation', target: 3 });
    state = apply(state, { type: 'accusation', target: 4 });
    assert.deepEqual(state.winner, { side: 'resistance', reason: 'chief-found' });
    replays(state);
    const open = JSON.stringify(viewFor(state, 'public'));
    for (const secret of ['"characters"', '"shown"', 'resistance-chief"', 'dummy-agent']) assert.ok(!open.includes(secret), secret);
  });

  it('physical cards (6 players, Trapper): the table says every answer; the game replays', () => {
    // Teams of 3, 4, 5, 4, 5 with the Trapper; the counts leave out the card set aside.
    let state = game(null, { hunter: true }, { modules: { trapper: true } }, 6);
    state = round(state, [0, 1, 2], 3, { fails: 1 });
    state = apply(state, { type: 'investigation', target: 4 });
    state = round(state, [1, 2, 3, 4], 0, { fails: 0 });
    state = apply(state, { type: 'investigation', by: 1, target: 5 });
    state = round(state, [2, 3, 4, 5, 0], 1, { fails: 1 });
    state = apply(state, { type: 'early-accusation', by: 5, target: 0, chief: false });
    state = apply(state, { type: 'investigation', target: 0 });
    state = round(state, [3, 4, 5, 0], 1, { fails: 0 });
    assert.equal(state.phase, 'accusation');
    state = apply(state, { type: 'accusation', by: 2, target: 4, chief: false });
    assert.deepEqual(state.missions.map((m) => m?.result ?? null), ['fail', 'success', 'success', 'fail', null]);
    state = apply(state, { type: 'investigation', target: 2 });
    state = round(state, [4, 5, 0, 1, 2], null, { fails: 1 });
    state = apply(state, { type: 'accusation', target: 1, chief: true });
    assert.deepEqual(state.winner, { side: 'spies', reason: 'chief-found' });
    assert.deepEqual(viewFor(state, 'public').hunter!.spyHunter, 5);
    replays(state);
  });
});
