/**
 * The rules the seed gives the table to apply, as events (other-games.md part B): Disintegration's
 * automatic win over a Challenge and its targets (G3-CARD-DISINTEGRATION, 003: 270–277), loyal
 * players helping each other with the app's random card (G3-HELP-1…4, 003: 221–236), the end of a
 * turn in which nothing was bought or gained (G3-PLAY-LINEUP, 003: 31–35, with G3-OP-1 and
 * G3-OP-4), attacks after the reveal (G3-PLAY-ATTACK, 003: 37–39) and the main deck that only
 * shrinks.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { act, apply, asked, currentChallenge } from '../../../src/games/traitor/engine.ts';
import { consequenceText } from '../../../src/games/traitor/text/consequence-text.ts';
import type { Consequence, GameState } from '../../../src/games/traitor/engine.ts';
import { card, KEENE_CARDS, play, PUPPETS_CARDS, refuses, started } from './helpers.ts';

const kinds = (cs: Consequence[]) => cs.map((c) => c.kind);

/** 4 players, seat 0 the Traitor; the Foul Machination completed on seat 0's turn, then seat 1's turn. */
function afterReveal(): GameState {
  return play(started(4, 0), { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS }, { type: 'turn-ended', seat: 0 });
}

describe('Disintegration (G3-CARD-DISINTEGRATION, 003: 270–277)', () => {
  it('a destroyed Challenge is defeated automatically: no contribution, no Power; the next comes at the end of the turn', () => {
    const s = started(3, 0);
    refuses(() => apply(s, { type: 'challenge-defeated', seat: 0 }), 'G3-CH-DEFEAT-1', 'requirements-unmet');
    const partly = play(s, { type: 'contributed', seat: 0, cards: [card('hero', 2)] });
    const done = apply(partly, { type: 'challenge-destroyed', seat: 0 });
    assert.deepEqual(kinds(done.consequences), ['challenge-destroyed']);
    assert.deepEqual(done.consequences[0], { kind: 'challenge-destroyed', seat: 0, level: 1, card: 'keene-act', destroyed: 1, nextAtEndOfTurn: true });
    assert.equal(done.state.stack[0]!.status, 'defeated');
    assert.equal(currentChallenge(done.state), null);
    assert.match(consequenceText(done.state, done.consequences[0]!), /Ann destroyed .* with Disintegration: it counts as defeated/);
    const next = apply(done.state, { type: 'turn-ended', seat: 0 });
    assert.equal(next.state.phase, 'challenge', 'G3-CH-1: the next Challenge is turned at the end of the turn');
    refuses(() => apply(done.state, { type: 'challenge-destroyed', seat: 0 }), 'G3-CARD-DISINTEGRATION', 'no-current');
    refuses(() => apply(s, { type: 'challenge-destroyed', seat: 1 }), 'G3-CARD-DISINTEGRATION', 'not-your-turn');
    refuses(() => apply(next.state, { type: 'challenge-destroyed', seat: 1 }), 'G3-CARD-DISINTEGRATION', 'not-now');
  });

  it('destroying the last Challenge wins for the loyal players (G3-END-1)', () => {
    let s = started(3, 1);
    s = play(s, { type: 'challenge-destroyed', seat: 0 }, { type: 'turn-ended', seat: 0 }, { type: 'challenge-revealed', level: 2, card: 'nixon' }, { type: 'challenge-destroyed', seat: 1 }, { type: 'turn-ended', seat: 1 });
    s = play(s, { type: 'challenge-revealed', level: 3, card: 'doomsday-clock' });
    const end = apply(s, { type: 'challenge-destroyed', seat: 2 });
    assert.equal(end.state.winner, 'loyal');
    assert.deepEqual(kinds(end.consequences).slice(-1), ['game-over']);
  });

  it('the Traitor may be targeted once loyalty cards are face up, and nobody before (003: 270–272; engine reading T-4)', () => {
    const s = started(4, 2);
    for (const seat of [0, 1, 2, 3]) refuses(() => apply(s, { type: 'player-destroyed', seat }), 'G3-CARD-DISINTEGRATION', 'not-revealed');
    const t = play(s, { type: 'turn-ended', seat: 0 }, { type: 'turn-ended', seat: 1 }, { type: 'machination-completed', seat: 2, cards: PUPPETS_CARDS });
    const out = apply(t, { type: 'player-destroyed', seat: 2 });
    assert.deepEqual(out.state.out, [2]);
    assert.equal(out.state.active, 3, "the Traitor's turn passes");
    const deckOut = apply(out.state, { type: 'deck-ran-out' });
    assert.equal(deckOut.state.winner, 'traitor', 'G3-END-2: the Traitor out still wins when the main deck runs out');
  });
});

describe('loyal players help each other (G3-HELP-1…4, 003: 221–236)', () => {
  it('G3-HELP-1: only once the Plot is in play and the roles revealed', () => {
    refuses(() => apply(started(4, 0), { type: 'help-requested', seat: 0 }), 'G3-HELP-1', 'not-yet');
    assert.ok(!asked(started(4, 0)).some((a) => a.kind === 'ask-help'));
  });

  it('G3-HELP-2: the active loyal player asks; each other loyal player in clockwise order gives one random card drawn by the app, or none; G3-HELP-3: for anything; G3-HELP-4: the cards go back at the end of the turn', () => {
    const s = afterReveal();
    assert.equal(s.active, 1);
    refuses(() => apply(s, { type: 'help-requested', seat: 2 }), 'G3-HELP-2', 'not-your-turn');
    refuses(() => apply(s, { type: 'help-given', seat: 2, hand: 5, card: 1 }), 'G3-HELP-2', 'no-request');
    const r = apply(s, { type: 'help-requested', seat: 1 });
    assert.deepEqual(r.consequences, [{ kind: 'help-requested', seat: 1, helpers: [2, 3] }], 'the Traitor (seat 0) is no helper');
    refuses(() => apply(r.state, { type: 'help-requested', seat: 1 }), 'G3-HELP-2', 'already-asked');
    refuses(() => apply(r.state, { type: 'help-given', seat: 3, hand: 5, card: 2 }), 'G3-HELP-2', 'not-your-answer');
    refuses(() => apply(r.state, { type: 'help-given', seat: 2, hand: 0, card: 1 }), 'REC-FORMAT', 'bad-hand');
    refuses(() => apply(r.state, { type: 'help-given', seat: 2, hand: 4, card: 5 }), 'REC-FORMAT', 'bad-card');
    // The helper's card is drawn by the app, like the deal: not recorded by the table or a phone.
    refuses(() => act(r.state, { kind: 'table' }, { type: 'record', event: { type: 'help-given', seat: 2, hand: 4, card: 1 } }), 'G3-HELP-2', 'app-draws');
    refuses(() => act(r.state, { kind: 'seat', seat: 3 }, { type: 'help', seat: 2, hand: 4 }, () => 0), 'REC-EVENT', 'not-yours');
    const helpAsk = asked(r.state).find((a) => a.kind === 'help')!;
    assert.equal(helpAsk.seat, 2);
    assert.equal(helpAsk.options!.to, 1);
    const given = act(r.state, { kind: 'seat', seat: 2 }, { type: 'help', seat: 2, hand: 6 }, () => 3);
    assert.deepEqual(given.events, [{ type: 'help-given', seat: 2, hand: 6, card: 4 }]);
    assert.match(consequenceText(given.state, given.consequences[0]!), /Cid helps Bob with card 4 of the 6/);
    const declined = apply(given.state, { type: 'help-declined', seat: 3 });
    refuses(() => apply(declined.state, { type: 'help-declined', seat: 3 }), 'G3-HELP-2', 'all-answered');
    assert.ok(!asked(declined.state).some((a) => a.kind === 'help' || a.kind === 'ask-help'));
    // G3-HELP-3: the help may serve anything: contributing and paying are not restricted.
    const used = play(declined.state, { type: 'contributed', seat: 1, cards: KEENE_CARDS }, { type: 'challenge-defeated', seat: 1 });
    // G3-HELP-4: at the end of the turn the cards go to their owners' discard piles; no draw.
    const end = apply(used, { type: 'turn-ended', seat: 1 });
    assert.deepEqual(kinds(end.consequences), ['help-returned']);
    assert.deepEqual(end.consequences[0], { kind: 'help-returned', seats: [2] });
    assert.match(consequenceText(end.state, end.consequences[0]!), /discard piles: Cid\. The helpers draw no card/);
    assert.equal(end.state.help, null);
  });

  it('G3-HELP-2: the Traitor asks no help; nor anyone with no loyal player left to help', () => {
    const s = play(afterReveal(), { type: 'turn-ended', seat: 1 }, { type: 'turn-ended', seat: 2 }, { type: 'turn-ended', seat: 3 });
    assert.equal(s.active, 0);
    refuses(() => apply(s, { type: 'help-requested', seat: 0 }), 'G3-HELP-2', 'loyal-only');
    const alone = play(afterReveal(), { type: 'player-destroyed', seat: 2 }, { type: 'player-destroyed', seat: 3 });
    refuses(() => apply(alone, { type: 'help-requested', seat: 1 }), 'G3-HELP-2', 'no-helper');
    refuses(() => apply(alone, { type: 'help-requested', seat: 1 }), 'G3-HELP-2', 'no-helper');
    const due = play(afterReveal(), { type: 'contributed', seat: 1, cards: KEENE_CARDS }, { type: 'challenge-defeated', seat: 1 }, { type: 'turn-ended', seat: 1 });
    refuses(() => apply(due, { type: 'help-requested', seat: 2 }), 'G3-HELP-2', 'not-now');
  });
});

describe('the end of a turn with nothing bought or gained (G3-PLAY-LINEUP, 003: 31–35)', () => {
  it('the top card of the main deck joins the line-up: one card fewer, said at that moment', () => {
    const s = play(started(3, 0), { type: 'deck-count', count: 20 });
    const end = apply(s, { type: 'turn-ended', seat: 0, gained: false });
    assert.deepEqual(kinds(end.consequences), ['line-up-added', 'turn']);
    assert.equal(end.state.deck, 19);
    assert.equal(consequenceText(end.state, end.consequences[0]!), 'Ann bought or gained no card from the line-up: add the top card of the main deck to the line-up. Main deck: 19 cards.');
    const bought = apply(s, { type: 'turn-ended', seat: 0, gained: true });
    assert.deepEqual(kinds(bought.consequences), ['turn']);
    assert.equal(bought.state.deck, 20);
    assert.equal(apply(started(3, 0), { type: 'turn-ended', seat: 0, gained: false }).state.deck, null, 'a deck not counted stays unknown');
    refuses(() => apply(s, { type: 'turn-ended', seat: 0, gained: 'no' as never }), 'REC-FORMAT', 'bad-gained');
    assert.deepEqual(asked(s).find((a) => a.kind === 'end-turn')!.options, { lineUp: true });
  });

  it('the line-up takes the last card: the main deck runs out (G3-OP-1, both readings)', () => {
    const last = apply(play(started(3, 0), { type: 'deck-count', count: 1 }), { type: 'turn-ended', seat: 0, gained: false });
    assert.equal(last.state.winner, 'traitor');
    assert.deepEqual(kinds(last.consequences), ['line-up-added', 'loyalty-revealed', 'game-over']);
    const empty = play(started(3, 0, { deckOut: 'empty-draw' }), { type: 'deck-count', count: 1 }, { type: 'turn-ended', seat: 0, gained: false });
    assert.equal(empty.phase, 'turn', 'reading (b): the last card left, nothing taken from an empty deck yet');
    const out = apply(empty, { type: 'turn-ended', seat: 1, gained: false });
    assert.equal(out.state.winner, 'traitor', 'reading (b): a card must be taken and none is left');
  });
});

describe('attacks after the reveal (G3-PLAY-ATTACK, 003: 37–39)', () => {
  it("a loyal player's attack spares loyal players after the reveal; the Traitor's, and any before, affect everyone", () => {
    const before = apply(started(4, 0), { type: 'attack-played', seat: 0 });
    assert.deepEqual(before.consequences, [{ kind: 'attack', seat: 0, sparesLoyal: false }]);
    assert.equal(consequenceText(before.state, before.consequences[0]!), 'Ann plays an attack.');
    const loyal = apply(afterReveal(), { type: 'attack-played', seat: 1 });
    assert.deepEqual(loyal.consequences, [{ kind: 'attack', seat: 1, sparesLoyal: true }]);
    assert.equal(consequenceText(loyal.state, loyal.consequences[0]!), 'Bob plays an attack: it does not affect loyal players, even if Bob wants it to.');
    const traitorTurn = play(afterReveal(), { type: 'turn-ended', seat: 1 }, { type: 'turn-ended', seat: 2 }, { type: 'turn-ended', seat: 3 });
    assert.deepEqual(apply(traitorTurn, { type: 'attack-played', seat: 0 }).consequences, [{ kind: 'attack', seat: 0, sparesLoyal: false }]);
    refuses(() => apply(afterReveal(), { type: 'attack-played', seat: 2 }), 'G3-PLAY-ATTACK', 'not-your-turn');
    const due = play(started(3, 0), { type: 'contributed', seat: 0, cards: KEENE_CARDS }, { type: 'challenge-defeated', seat: 0 }, { type: 'turn-ended', seat: 0 });
    refuses(() => apply(due, { type: 'attack-played', seat: 1 }), 'G3-PLAY-ATTACK', 'not-now');
  });
});

describe('the main deck only shrinks (G3-END-2)', () => {
  it('a count higher than the last one is refused', () => {
    const s = play(started(3, 0), { type: 'deck-count', count: 20 });
    refuses(() => apply(s, { type: 'deck-count', count: 21 }), 'G3-END-2', 'count-up');
    assert.equal(apply(s, { type: 'deck-count', count: 20 }).state.deck, 20);
    assert.equal(apply(s, { type: 'deck-count', count: 12 }).state.deck, 12);
  });
});
