/**
 * The Plot Thickens in the engine: the deck (R-PLOT-1), drawing and handing out (R-PLOT-2), the
 * cards' effects and moments (R-PLOT-3), the leader-first order of chances (R-PLOT-4), and what
 * each seat learns (R-PLOT-5); with the other modules, and R-REVS-OPT.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { apply, currentProposal, replayRecord, requiredTeamSize, revealFor, secretMissionEvent, toRecord, viewFor } from '../../../../../src/games/resistance/engine.ts';
import { PLOT_CARDS, plotChances, plotDeck, plotDeckSize, plotDrawCount, plotMoment, plotTargets } from '../../../../../src/games/resistance/modules/plot/engine/index.ts';
import type { GameEvent, GameState, MissionChoice, Seat } from '../../../../../src/games/resistance/engine.ts';
import type { PlotCard } from '../../../../../src/games/resistance/modules/plot/engine/index.ts';
import { newGame, play, refuses, seats, throwsRule } from '../../helpers.ts';

const plot = { modules: { plot: true } };

/** Draws `cards` and hands them out to `to` (same order). */
function hand(state: GameState, cards: PlotCard[], to: Seat[]): GameState {
  return play(state, { type: 'plot-draw', cards }, ...cards.map((card, i): GameEvent => ({ type: 'plot-give', card, to: to[i]! })));
}

/** Proposes `team` and has everyone approve it. */
function approve(state: GameState, team: Seat[]): GameState {
  return play(state, { type: 'proposal', team }, { type: 'vote', approve: seats(state.setup.players.length) });
}

describe('R-PLOT-1 the deck', () => {
  it('15 cards at 7+ players with the published counts, 7 at 5–6 players; one data table', () => {
    assert.equal(PLOT_CARDS.reduce((n, c) => n + c.count, 0), 15);
    assert.equal(PLOT_CARDS.reduce((n, c) => n + c.small, 0), 7);
    for (const n of [5, 6]) assert.equal(plotDeckSize(plotDeck(n)), 7);
    for (const n of [7, 8, 9, 10]) assert.equal(plotDeckSize(plotDeck(n)), 15);
    const counts = Object.fromEntries(PLOT_CARDS.map((c) => [c.card, c.count]));
    assert.deepEqual(counts, {
      'no-confidence': 3,
      'keeping-a-close-eye': 2,
      'strong-leader': 2,
      'overheard-conversation': 2,
      'opinion-maker': 2,
      'take-responsibility': 1,
      'open-up': 1,
      'in-the-spotlight': 1,
      'establish-confidence': 1,
    });
    for (const c of PLOT_CARDS) assert.ok(c.small <= c.count, c.card);
  });

  it('a card not left in the deck cannot be drawn; an unknown card is refused', () => {
    const state = newGame(5, plot);
    refuses(state, { type: 'plot-draw', cards: ['in-the-spotlight'] }, 'R-PLOT-1', 'plot-deck-empty');
    refuses(state, { type: 'plot-draw', cards: ['joker'] }, 'R-PLOT-1', 'plot-card-unknown');
  });

  it('the public view counts the deck; plot events without the module are refused', () => {
    assert.equal(viewFor(newGame(8, plot), 'public').plot!.deckLeft, 15);
    refuses(newGame(5), { type: 'plot-draw', cards: ['no-confidence'] }, 'R-PLOT-1', 'plot-without-module');
  });
});

describe('R-PLOT-2 drawing and handing out', () => {
  it('the leader draws 1 (5–6), 2 (7–8) or 3 (9–10) cards at the start of each round, before the team', () => {
    assert.deepEqual([5, 6, 7, 8, 9, 10].map(plotDrawCount), [1, 1, 2, 2, 3, 3]);
    const state = newGame(7, plot);
    assert.equal(state.phase, 'plot');
    refuses(state, { type: 'proposal', team: [0, 1] }, 'R-PLOT-2', 'plot-expected');
    refuses(state, { type: 'plot-draw', cards: ['no-confidence'] }, 'R-PLOT-2', 'plot-draw-count');
    const drawn = apply(state, { type: 'plot-draw', cards: ['no-confidence', 'opinion-maker'] });
    refuses(drawn, { type: 'plot-draw', cards: ['no-confidence', 'opinion-maker'] }, 'R-PLOT-2', 'plot-draw-not-now');
    refuses(drawn, { type: 'plot-give', card: 'strong-leader', to: 1 }, 'R-PLOT-2', 'plot-give-not-drawn');
    refuses(drawn, { type: 'plot-give', card: 'no-confidence', to: 0 }, 'R-PLOT-2', 'plot-give-self');
    refuses(drawn, { type: 'plot-give', card: 'no-confidence', to: 9 }, 'R-PLOT-3', 'plot-seat');
    const one = apply(drawn, { type: 'plot-give', card: 'no-confidence', to: 3 });
    assert.equal(one.phase, 'plot');
    const both = apply(one, { type: 'plot-give', card: 'opinion-maker', to: 4 });
    assert.equal(both.phase, 'proposal');
    assert.deepEqual(viewFor(both, 'public').plot!.held, [
      { seat: 3, card: 'no-confidence' },
      { seat: 4, card: 'opinion-maker' },
    ]);
    assert.equal(viewFor(both, 'public').plot!.deckLeft, 13);
  });

  it('Establish Confidence is the one card the leader keeps (R-PLOT-2 exception)', () => {
    const drawn = apply(newGame(5, plot), { type: 'plot-draw', cards: ['establish-confidence'] });
    refuses(drawn, { type: 'plot-give', card: 'establish-confidence', to: 2 }, 'R-PLOT-2', 'plot-give-keep');
    const kept = apply(drawn, { type: 'plot-give', card: 'establish-confidence', to: 0 });
    assert.deepEqual(kept.plot!.pending, { card: 'establish-confidence', holder: 0 });
  });

  it('the next round starts with a draw again, after the mission (and after the Inquisitor)', () => {
    let state = hand(newGame(5, plot), ['opinion-maker'], [1]);
    state = play(approve(state, [1, 2]), { type: 'mission', fails: 0 });
    assert.equal(state.phase, 'plot');
    assert.equal(state.leader, 1);
    const inq = { modules: { plot: true, inquisitor: true } };
    let s = hand(newGame(5, inq), ['opinion-maker'], [1]);
    s = play(approve(s, [1, 2]), { type: 'mission', fails: 0 });
    s = hand(s, ['no-confidence'], [3]);
    s = play(approve(s, [1, 2, 3]), { type: 'mission', fails: 0 });
    assert.equal(s.phase, 'inquisition');
    s = apply(s, { type: 'inquisition', target: 2 });
    assert.equal(s.phase, 'plot');
  });

  it('when the deck is empty, rounds start with the team (R-PLOT-2)', () => {
    let state = newGame(5, plot);
    // A deck with one card left: this round draws it, the next starts with the team.
    const deck = { ...state.plot!.deck, 'no-confidence': 0, 'keeping-a-close-eye': 0, 'strong-leader': 0, 'overheard-conversation': 0, 'open-up': 0, 'establish-confidence': 0 };
    state = { ...state, plot: { ...state.plot!, deck } };
    assert.equal(plotDeckSize(deck), 1);
    state = hand(state, ['opinion-maker'], [1]);
    state = play(approve(state, [0, 1]), { type: 'mission', fails: 0 });
    assert.equal(state.phase, 'proposal');
    assert.equal(viewFor(state, 'public').plot!.deckLeft, 0);
  });
});

describe('R-PLOT-3 the cards', () => {
  it('Overheard Conversation: the recipient looks at a player beside them; only they learn the loyalty (R-PLOT-5)', () => {
    const state = hand(newGame(5, { ...plot, spies: [2, 4] }), ['overheard-conversation'], [3]);
    assert.equal(state.phase, 'plot');
    refuses(state, { type: 'proposal', team: [0, 1] }, 'R-PLOT-2', 'plot-expected');
    refuses(state, { type: 'plot-use', card: 'overheard-conversation', by: 3, target: 0 }, 'R-PLOT-3', 'plot-target-adjacent');
    refuses(state, { type: 'plot-use', card: 'overheard-conversation', by: 1, target: 2 }, 'R-PLOT-3', 'plot-pending');
    refuses(state, { type: 'plot-use', card: 'overheard-conversation', by: 3 }, 'R-PLOT-3', 'plot-target');
    assert.deepEqual(plotTargets(plotMoment(state)!, 'overheard-conversation', 3), [2, 4]);
    const after = apply(state, { type: 'plot-use', card: 'overheard-conversation', by: 3, target: 4 });
    assert.equal(after.phase, 'proposal');
    assert.deepEqual(viewFor(after, 3).plotLooks, [{ target: 4, via: 'overheard-conversation', side: 'spies' }]);
    for (const seat of [0, 1, 2, 4]) assert.deepEqual(viewFor(after, seat).plotLooks, []);
    assert.equal(JSON.stringify(viewFor(after, 'public')).includes('spies"'), false);
    assert.deepEqual(viewFor(after, 'public').plot!.looks, [{ by: 3, target: 4, via: 'overheard-conversation' }]);
    assert.deepEqual(viewFor(after, 'public').plot!.held, [], 'an immediate card is discarded');
  });

  it('Establish Confidence: the leader shows their card to another player; Open Up: the recipient shows theirs', () => {
    let state = hand(newGame(5, { ...plot, spies: [0, 1] }), ['establish-confidence'], [0]);
    refuses(state, { type: 'plot-use', card: 'establish-confidence', by: 0, target: 0 }, 'R-PLOT-3', 'plot-target-self');
    state = apply(state, { type: 'plot-use', card: 'establish-confidence', by: 0, target: 3 });
    assert.deepEqual(viewFor(state, 3).plotLooks, [{ target: 0, via: 'establish-confidence', side: 'spies' }]);
    assert.deepEqual(viewFor(state, 0).plotLooks, []);
    let open = hand(newGame(5, { ...plot, spies: [0, 1] }), ['open-up'], [2]);
    open = apply(open, { type: 'plot-use', card: 'open-up', by: 2, target: 0 });
    assert.deepEqual(viewFor(open, 0).plotLooks, [{ target: 2, via: 'open-up', side: 'resistance' }]);
  });

  it('Take Responsibility: the recipient takes a card in front of another player, or it is discarded when there is none', () => {
    let state = newGame(8, plot);
    state = hand(state, ['take-responsibility', 'opinion-maker'], [1, 2]);
    assert.equal(state.plot!.pending, null, 'nothing to take yet: discarded');
    assert.equal(state.phase, 'proposal');
    let s = hand(newGame(8, plot), ['opinion-maker', 'take-responsibility'], [2, 1]);
    assert.deepEqual(s.plot!.pending, { card: 'take-responsibility', holder: 1 });
    refuses(s, { type: 'plot-use', card: 'take-responsibility', by: 1, target: 3, take: 'opinion-maker' }, 'R-PLOT-3', 'plot-take');
    s = apply(s, { type: 'plot-use', card: 'take-responsibility', by: 1, target: 2, take: 'opinion-maker' });
    assert.deepEqual(s.plot!.held, [{ seat: 1, card: 'opinion-maker' }]);
    assert.equal(s.phase, 'proposal');
  });

  it('Opinion Maker is permanent: it stays and is never "used"', () => {
    const state = hand(newGame(5, plot), ['opinion-maker'], [2]);
    refuses(state, { type: 'plot-use', card: 'opinion-maker', by: 2 }, 'R-PLOT-3', 'plot-permanent');
    const later = play(approve(state, [1, 2]), { type: 'mission', fails: 0 });
    assert.deepEqual(later.plot!.held, [{ seat: 2, card: 'opinion-maker' }]);
  });

  it('No Confidence: after an approval the holder turns it into a rejection: the track advances, the leader passes', () => {
    let state = hand(newGame(5, plot), ['no-confidence'], [3]);
    refuses(state, { type: 'plot-use', card: 'no-confidence', by: 3 }, 'R-PLOT-3', 'plot-not-now');
    refuses(state, { type: 'plot-use', card: 'no-confidence', by: 2 }, 'R-PLOT-3', 'plot-not-held');
    state = approve(state, [0, 1]);
    assert.deepEqual(plotChances(plotMoment(state)!), [{ seat: 3, card: 'no-confidence' }]);
    const step = apply(state, { type: 'plot-use', card: 'no-confidence', by: 3 });
    assert.equal(step.phase, 'proposal');
    assert.equal(step.voteTrack, 1);
    assert.equal(step.leader, 1);
    assert.equal(step.proposals[0]!.approved, true);
    assert.equal(viewFor(step, 'public').proposals[0]!.noConfidence, 3);
    assert.deepEqual(step.plot!.held, []);
    // At the fifth rejection of the round the spies win at once (R-VOTE-4).
    // The approval's reset of the track is undone too (R-VOTE-5): four rejections, an approval
    // turned down, and the spies win.
    let five = hand(newGame(5, plot), ['no-confidence'], [3]);
    for (let k = 0; k < 4; k++) five = play(five, { type: 'proposal', team: [five.leader, (five.leader + 1) % 5] }, { type: 'vote', approve: [] });
    assert.equal(five.voteTrack, 4);
    five = apply(approve(five, [4, 0]), { type: 'plot-use', card: 'no-confidence', by: 3 });
    assert.deepEqual(five.winner, { side: 'spies', reason: 'five-rejections' });
  });

  it('Strong Leader: taken before the leader does anything; the next only after the next vote', () => {
    let state = newGame(7, plot);
    state = hand(state, ['strong-leader', 'strong-leader'], [2, 5]);
    // Round 1's leader has drawn already: too late this leadership.
    refuses(state, { type: 'plot-use', card: 'strong-leader', by: 2 }, 'R-PLOT-3', 'plot-not-now');
    state = play(state, { type: 'proposal', team: [0, 1] }, { type: 'vote', approve: [] });
    assert.equal(state.leader, 1);
    assert.deepEqual(plotChances(plotMoment(state)!), [
      { seat: 2, card: 'strong-leader' },
      { seat: 5, card: 'strong-leader' },
    ]);
    state = apply(state, { type: 'plot-use', card: 'strong-leader', by: 5 });
    assert.equal(state.leader, 5);
    refuses(state, { type: 'plot-use', card: 'strong-leader', by: 2 }, 'R-PLOT-3', 'plot-strong-leader-wait');
    state = play(state, { type: 'proposal', team: [5, 6] }, { type: 'vote', approve: [] });
    assert.equal(state.leader, 6, 'the leader passes on from the Strong Leader');
    const after = apply(state, { type: 'plot-use', card: 'strong-leader', by: 2 });
    assert.equal(after.leader, 2);
  });

  it('Strong Leader at the start of a round comes before the draw, and the new leader draws', () => {
    let state = hand(newGame(7, plot), ['strong-leader', 'opinion-maker'], [3, 4]);
    state = play(approve(state, [0, 1]), { type: 'mission', fails: 0 });
    assert.equal(state.phase, 'plot');
    assert.equal(state.leader, 1);
    state = apply(state, { type: 'plot-use', card: 'strong-leader', by: 3 });
    assert.equal(state.leader, 3);
    state = apply(state, { type: 'plot-draw', cards: ['no-confidence', 'no-confidence'] });
    refuses(state, { type: 'plot-give', card: 'no-confidence', to: 3 }, 'R-PLOT-2', 'plot-give-self');
  });

  it('In the Spotlight: a team member plays face up; the mission must give that card, and it must fit the counts', () => {
    // In the Spotlight is not in the 5–6 player deck: 7 players.
    let state = hand(newGame(7, { ...plot, spies: [0, 1, 2] }), ['in-the-spotlight', 'opinion-maker'], [3, 4]);
    state = approve(state, [0, 1]);
    refuses(state, { type: 'plot-use', card: 'in-the-spotlight', by: 3, target: 4 }, 'R-PLOT-3', 'plot-target-team');
    state = apply(state, { type: 'plot-use', card: 'in-the-spotlight', by: 3, target: 1 });
    assert.equal(state.phase, 'mission');
    refuses(state, { type: 'mission', fails: 1 }, 'R-PLOT-3', 'face-up');
    refuses(state, { type: 'mission', fails: 0, faceUp: { '1': 'fail' } }, 'R-PLOT-3', 'face-up-count');
    refuses(state, { type: 'mission', fails: 1, faceUp: { '0': 'fail' } }, 'R-PLOT-3', 'face-up');
    const done = apply(state, { type: 'mission', fails: 1, faceUp: { '1': 'fail' } });
    assert.deepEqual(viewFor(done, 'public').missions[0]!.faceUp, [{ seat: 1, card: 'fail' }]);
    assert.equal(done.plot!.spotlight.length, 0, 'the spotlight lasts one mission');
    // A resistance player in the spotlight cannot show Fail (R-MIS-2).
    let r = hand(newGame(7, { ...plot, spies: [0, 1, 2] }), ['in-the-spotlight', 'opinion-maker'], [3, 4]);
    r = apply(approve(r, [0, 5]), { type: 'plot-use', card: 'in-the-spotlight', by: 3, target: 5 });
    refuses(r, { type: 'mission', fails: 1, faceUp: { '5': 'fail' } }, 'R-MIS-2', 'resistance-fail');
    // No Confidence comes before In the Spotlight: too late once a player is named.
    let nc = hand(newGame(7, plot), ['in-the-spotlight', 'no-confidence'], [3, 4]);
    nc = apply(approve(nc, [0, 1]), { type: 'plot-use', card: 'in-the-spotlight', by: 3, target: 1 });
    refuses(nc, { type: 'plot-use', card: 'no-confidence', by: 4 }, 'R-PLOT-3', 'plot-not-now');
  });

  it('Keeping a Close Eye on You: each holder looks at a different team member\'s card, never their own', () => {
    let state = hand(newGame(7, plot), ['keeping-a-close-eye', 'keeping-a-close-eye'], [1, 3]);
    state = approve(state, [1, 2]);
    refuses(state, { type: 'plot-use', card: 'keeping-a-close-eye', by: 1, target: 1 }, 'R-PLOT-3', 'plot-target-self');
    refuses(state, { type: 'plot-use', card: 'keeping-a-close-eye', by: 1, target: 5 }, 'R-PLOT-3', 'plot-target-team');
    state = apply(state, { type: 'plot-use', card: 'keeping-a-close-eye', by: 1, target: 2 });
    refuses(state, { type: 'plot-use', card: 'keeping-a-close-eye', by: 3, target: 2 }, 'R-PLOT-3', 'plot-target-seen');
    state = apply(state, { type: 'plot-use', card: 'keeping-a-close-eye', by: 3, target: 1 });
    assert.deepEqual(state.plot!.closeEye, [
      { by: 1, target: 2 },
      { by: 3, target: 1 },
    ]);
    assert.equal(apply(state, { type: 'mission', fails: 0 }).plot!.closeEye.length, 0);
  });
});

describe('R-PLOT-4 leader first, clockwise; a chance not taken is lost', () => {
  it('the chances are listed from the leader; a player before one who used a card has lost theirs', () => {
    let state = hand(newGame(9, plot), ['no-confidence', 'no-confidence', 'keeping-a-close-eye'], [6, 2, 4]);
    state = approve(state, [0, 1, 3]);
    assert.deepEqual(plotChances(plotMoment(state)!), [
      { seat: 2, card: 'no-confidence' },
      { seat: 4, card: 'keeping-a-close-eye' },
      { seat: 6, card: 'no-confidence' },
    ]);
    // Seat 4 looks first at a card: the No Confidence moment is over.
    const looked = apply(state, { type: 'plot-use', card: 'keeping-a-close-eye', by: 4, target: 1 });
    refuses(looked, { type: 'plot-use', card: 'no-confidence', by: 6 }, 'R-PLOT-3', 'plot-not-now');
    // Two Keeping a Close Eye on You: the later player uses theirs, the earlier lost the chance.
    let eyes = hand(newGame(9, plot), ['keeping-a-close-eye', 'keeping-a-close-eye', 'opinion-maker'], [2, 5, 7]);
    eyes = approve(eyes, [0, 3, 4]);
    eyes = apply(eyes, { type: 'plot-use', card: 'keeping-a-close-eye', by: 5, target: 3 });
    refuses(eyes, { type: 'plot-use', card: 'keeping-a-close-eye', by: 2, target: 4 }, 'R-PLOT-4', 'plot-chance-lost');
    assert.deepEqual(plotChances(plotMoment(eyes)!), []);
  });
});

describe('plot cards with the app holding the secrets', () => {
  it('secretMissionEvent gives the spotlighted card face up, passed through R-MIS-2', () => {
    let state = hand(newGame(7, { ...plot, spies: [0, 1, 2] }), ['in-the-spotlight', 'opinion-maker'], [3, 4]);
    state = apply(approve(state, [0, 5]), { type: 'plot-use', card: 'in-the-spotlight', by: 3, target: 5 });
    const cards = new Map<Seat, MissionChoice>([
      [0, 'fail'],
      [5, 'fail'],
    ]);
    const event = secretMissionEvent(state, cards);
    assert.deepEqual(event, { type: 'mission', fails: 1, faceUp: { '5': 'success' } });
    assert.equal(apply(state, event).missions[0]!.result, 'fail');
    // With the Trapper the face-up card cannot be the one set aside.
    let t = hand(newGame(7, { modules: { plot: true, trapper: true }, spies: [0, 1, 2] }), ['in-the-spotlight', 'opinion-maker'], [3, 4]);
    t = apply(approve(t, [0, 5, 6]), { type: 'plot-use', card: 'in-the-spotlight', by: 3, target: 5 });
    const three = new Map<Seat, MissionChoice>([
      [0, 'fail'],
      [5, 'success'],
      [6, 'success'],
    ]);
    throwsRule(() => secretMissionEvent(t, three, { setAside: 5 }), 'R-TRP-2', 'set-aside-face-up');
    assert.deepEqual(secretMissionEvent(t, three, { setAside: 6 }), { type: 'mission', fails: 1, faceUp: { '5': 'success' } });
    assert.equal(requiredTeamSize(t, 1), 3);
  });
});

describe('R-REVS-OPT the Spy Reverser hidden from the other spies', () => {
  const setup = { modules: { reverser: { spy: true, spyHidden: true } }, spies: [1, 3], reversers: { spy: 3 } };

  it('the hidden Spy Reverser learns no spy, and the other spies cannot tell them from the resistance', () => {
    const state = newGame(5, setup);
    assert.equal(viewFor(state, 3).knownSpies, null);
    assert.deepEqual(viewFor(state, 1).knownSpies, [1]);
    assert.equal(viewFor(state, 1).knowsAllSpies, false);
    assert.deepEqual(
      revealFor(viewFor(state, 1)).map((e) => e.answer),
      ['spy', 'unknown', 'unknown', 'unknown', 'unknown'],
    );
    assert.deepEqual(revealFor(viewFor(state, 3)).map((e) => e.answer), ['spy', 'unknown', 'unknown', 'unknown', 'unknown']);
    const plain = newGame(5, { ...setup, modules: { reverser: { spy: true } } });
    assert.deepEqual(revealFor(viewFor(plain, 1)).map((e) => e.answer), ['spy', 'not-spy', 'spy', 'not-spy', 'not-spy']);
  });

  it('the option needs the Spy Reverser', () => {
    throwsRule(() => newGame(5, { modules: { reverser: { resistance: true, spyHidden: true } } }), 'R-REVS-OPT', 'reverser-hidden-without-spy');
  });
});

describe('plot cards: property test over random legal games', () => {
  it('every legal move the chance and target helpers offer is accepted; records replay; looks stay private', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 10 }),
        fc.record({ trapper: fc.boolean(), inquisitor: fc.boolean() }),
        fc.array(fc.nat(1000), { minLength: 200, maxLength: 200 }),
        (players, extra, rolls) => {
          let i = 0;
          const roll = (n: number) => (n <= 0 ? 0 : rolls[i++ % rolls.length]! % n);
          const spies = seats(players).slice(0, players <= 6 ? 2 : players === 10 ? 4 : 3);
          let state = newGame(players, { modules: { plot: true, ...extra }, spies });
          for (let guard = 0; guard < 400 && state.phase !== 'over'; guard++) {
            const move = randomMove(state, roll);
            try {
              state = apply(state, move);
            } catch (error) {
              throw new Error(`${String(error)} in phase ${state.phase} at ${JSON.stringify(move)}`);
            }
          }
          assert.equal(state.phase, 'over');
          const replayed = replayRecord(JSON.parse(JSON.stringify(toRecord(state))));
          assert.deepEqual(replayed, state);
          for (const seat of seats(players)) {
            for (const look of viewFor(state, seat).plotLooks) {
              assert.ok(state.plot!.looks.some((l) => l.by === seat && l.target === look.target));
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

/** A random legal move of a game with plot cards (spies known), built from the engine's helpers. */
function randomMove(state: GameState, roll: (n: number) => number): GameEvent {
  const players = state.setup.players.length;
  const m = plotMoment(state)!;
  const plot = state.plot!;
  if (plot.pending) {
    const { card, holder } = plot.pending;
    const targets = plotTargets(m, card, holder);
    const target = targets[roll(targets.length)]!;
    if (card === 'take-responsibility') {
      const from = plot.held.filter((h) => h.seat === target);
      return { type: 'plot-use', card, by: holder, target, take: from[roll(from.length)]!.card };
    }
    return { type: 'plot-use', card, by: holder, target };
  }
  const chances = plotChances(m);
  if (chances.length > 0 && roll(3) === 0) {
    const { seat, card } = chances[roll(chances.length)]!;
    const targets = plotTargets(m, card, seat);
    return { type: 'plot-use', card, by: seat, ...(targets.length > 0 ? { target: targets[roll(targets.length)]! } : {}) };
  }
  switch (state.phase) {
    case 'plot': {
      if (!plot.drawnThisRound) {
        const pool = PLOT_CARDS.flatMap((c) => Array.from({ length: plot.deck[c.card] }, () => c.card));
        const count = Math.min(plotDrawCount(players), pool.length);
        const cards: PlotCard[] = [];
        for (let k = 0; k < count; k++) cards.push(pool.splice(roll(pool.length), 1)[0]!);
        return { type: 'plot-draw', cards };
      }
      const card = plot.drawn[0]!;
      const others = seats(players).filter((s) => s !== state.leader);
      return { type: 'plot-give', card, to: card === 'establish-confidence' ? state.leader : others[roll(others.length)]! };
    }
    case 'proposal': {
      const size = requiredTeamSize(state, state.round as 1);
      const team = seats(players).filter((_, k) => (k + roll(players)) % 2 === 0).slice(0, size);
      for (const s of seats(players)) if (team.length < size && !team.includes(s)) team.push(s);
      return { type: 'proposal', team };
    }
    case 'vote':
      return { type: 'vote', approve: roll(4) === 0 ? [] : seats(players) };
    case 'mission': {
      const team = currentProposal(state)!.team;
      const spiesOn = team.filter((s) => state.setup.spies!.includes(s));
      const counted = team.length - (state.setup.modules?.trapper ? 1 : 0);
      const faceUp = Object.fromEntries(plot.spotlight.map((s) => [String(s), 'success' as MissionChoice]));
      const fails = Math.min(roll(spiesOn.filter((s) => !plot.spotlight.includes(s)).length + 1), counted - plot.spotlight.length);
      return plot.spotlight.length > 0 ? { type: 'mission', fails, faceUp } : { type: 'mission', fails };
    }
    case 'inquisition': {
      const inq = state.inquisitor!;
      const targets = seats(players).filter((s) => s !== inq.holder && !inq.pastHolders.includes(s));
      return { type: 'inquisition', target: targets[roll(targets.length)]! };
    }
    default:
      throw new Error(`no move in phase ${state.phase}`);
  }
}
