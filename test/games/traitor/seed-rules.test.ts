/**
 * The hidden-traitor expansion's rules one by one (other-games.md part B), those the other files
 * do not name: the setup the table makes with the base game, the goals, the Challenges' two
 * stages and persistent effects, the Foul Machination and the reveal, the Plot, two players, the
 * cards the seed names, and the open points the engine settles (G3-OP-4, G3-OP-10…12). Where a
 * rule is the table's (the base game runs there), the test checks what the app does for it: what
 * it deals, asks, shows and keeps unseen, and the sentence its rules reference gives.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { act, apply, asked, asksFor, createGame, SEED_CARDS, viewFor } from '../../../src/games/traitor/engine.ts';
import type { Consequence, GameState } from '../../../src/games/traitor/engine.ts';
import { rules as en } from '../../../src/games/traitor/rules/en.ts';
import { rules as pl } from '../../../src/games/traitor/rules/pl.ts';
import { rules as de } from '../../../src/games/traitor/rules/de.ts';
import type { RulesContent } from '../../../src/platform/ui/rules-types.ts';
import { randomStep } from './driver.ts';
import { ALL_PLOTS, card, TABLE_CARDS, dealWith, KEENE_CARDS, newGame, NIXON_CARDS, play, PUPPETS_CARDS, refuses, seeded, setupOf, started } from './helpers.ts';

const kinds = (cs: Consequence[]) => cs.map((c) => c.kind);

/** The text of the rules reference's section that covers `rule`. */
function sectionText(content: RulesContent, rule: string): string {
  const section = content.sections.find((s) => s.rules.includes(rule));
  assert.ok(section, `${content.locale}: no section covers ${rule}`);
  return [section.title, ...section.paragraphs].join('\n');
}

/** Everything a random whole game shows: every public view, public ask and consequence, and each seat's own view, as JSON. */
function shownInGame(players: number, seed: number): { board: string[]; seats: string[][]; state: GameState } {
  const r = seeded(seed);
  let state = createGame(setupOf(players));
  const board: string[] = [];
  const seats: string[][] = Array.from({ length: players }, () => []);
  while (state.phase !== 'over') {
    board.push(JSON.stringify(viewFor(state, 'public')), JSON.stringify(asksFor(state, 'public')));
    for (let s = 0; s < players; s++) seats[s]!.push(JSON.stringify(viewFor(state, s)));
    const { acted } = randomStep(state, r, { deck: 30 });
    board.push(JSON.stringify(acted.consequences));
    state = acted.state;
  }
  board.push(JSON.stringify(viewFor(state, 'public')));
  return { board, seats, state };
}

/** 3 players, seat 0 the Traitor: the Foul Machination completed on turn 1. */
function revealed3(): GameState {
  return play(started(3, 0), { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS });
}

describe('the setup the table makes (G3-SET-2, G3-SET-3, G3-SET-4, G3-SET-9, G3-SET-10)', () => {
  it('G3-SET-2, G3-SET-3, G3-SET-4, G3-SET-10: the base game’s setup is the table’s: the app deals loyalty and Plots only, and its rules reference gives the rest with the seed’s numbers', () => {
    const g = newGame(4);
    assert.deepEqual(asked(g).map((a) => [a.kind, a.app ?? false]), [['deal', true]]);
    const dealt = act(g, { kind: 'app' }, { type: 'deal' }, seeded(1));
    assert.deepEqual(Object.keys(dealt.events[0]!).sort(), ['loyalty', 'plots', 'type']);
    assert.equal(viewFor(dealt.state, 'public').superVillains, null, 'G3-SET-2: no Super-Villain in play');
    assert.equal(viewFor(dealt.state, 'public').deck, null, 'G3-SET-3: the main deck is the table’s, counted when entered');
    const text = sectionText(en, 'G3-SET-10');
    for (const words of ['Super-Villains and large Super Heroes go back to the box', 'the 11 cards are shuffled into the main deck', 'one Super Hero of this expansion', '7 Punches and 3 Vulnerabilities']) assert.ok(text.includes(words), words);
    assert.ok(sectionText(pl, 'G3-SET-10').includes('7 Ciosów i 3 Bezsilności'));
    assert.ok(sectionText(de, 'G3-SET-10').includes('7 Schläge und 3 Verwundbarkeiten'));
    for (const rule of ['G3-SET-2', 'G3-SET-3', 'G3-SET-4']) assert.equal(sectionText(en, rule), text, `${rule} in the setup section`);
  });

  it('G3-SET-9: the Plots not dealt go back unseen: no view, ask or announcement of a whole game names them', () => {
    for (const [players, seed] of [[2, 3], [3, 5], [4, 8]] as const) {
      const { board, seats, state } = shownInGame(players, seed);
      const unused = ALL_PLOTS.filter((p) => !state.deal!.plots.includes(p));
      assert.equal(unused.length, 5 - players);
      for (const p of unused) {
        assert.ok(!board.some((b) => b.includes(`"${p}"`)), `${p} on the board`);
        assert.ok(!seats.flat().some((b) => b.includes(`"${p}"`)), `${p} on a seat`);
      }
    }
  });
});

describe('goals (G3-GOAL-1, G3-GOAL-2)', () => {
  /** Levels 1–3 defeated from `s` (3 players, seat 0's turn, level 1 face up), with the main deck at `deck`. */
  function beatAll(s: GameState): GameState {
    return play(
      s,
      { type: 'contributed', seat: 0, cards: KEENE_CARDS },
      { type: 'challenge-defeated', seat: 0 },
      { type: 'turn-ended', seat: 0 },
      { type: 'challenge-revealed', level: 2, card: 'nixon' },
      { type: 'contributed', seat: 1, cards: NIXON_CARDS },
      { type: 'challenge-defeated', seat: 1 },
      { type: 'turn-ended', seat: 1 },
      { type: 'challenge-revealed', level: 3, card: 'doomsday-clock' },
      { type: 'contributed', seat: 2, cards: [card('location'), card('super-power'), card('super-power')] },
      { type: 'challenge-defeated', seat: 2 },
    );
  }

  it('G3-GOAL-1: the loyal players win by defeating every Challenge before the main deck runs out', () => {
    const won = beatAll(play(started(3, 1), { type: 'deck-count', count: 3 }));
    assert.equal(won.winner, 'loyal');
    assert.equal(won.deck, 3, 'with cards left in the main deck');
    const late = play(started(3, 1), { type: 'deck-ran-out' });
    assert.equal(late.winner, 'traitor', 'the deck out first: too late');
  });

  it('G3-GOAL-2: the Traitor wins when the main deck runs out first; finding the Traitor ends nothing, and there is no accusation or vote', () => {
    const r = revealed3();
    assert.equal(r.phase, 'turn', 'the Traitor revealed: the game goes on');
    assert.equal(play(r, { type: 'deck-count', count: 0 }).winner, 'traitor');
    refuses(() => apply(started(3, 1), { type: 'accusation', seat: 1 } as never), 'REC-EVENT', 'event-type');
    for (const seed of [2, 9]) {
      const { board } = shownInGame(4, seed);
      assert.ok(!board.some((b) => /accus|"vote"/.test(b)), 'nothing offers an accusation or a vote');
    }
  });
});

describe('Challenges (G3-CH-2, G3-CH-3, G3-CH-ADD-3, G3-CH-ADD-6, G3-CH-DEFEAT-2)', () => {
  it('G3-CH-2: the persistent effect applies to every player alike: every seat sees the same effect, before and after the reveal', () => {
    const s = play(started(3, 1), { type: 'turn-ended', seat: 0 });
    for (const state of [s, play(s, { type: 'machination-completed', seat: 1, cards: PUPPETS_CARDS })]) {
      const effect = viewFor(state, 'public').current!.card.effect;
      assert.match(effect!, /./);
      for (const seat of [0, 1, 2]) assert.equal(viewFor(state, seat).current!.card.effect, effect);
    }
  });

  it('G3-CH-3: two stages: the required cards first, from any players on their turns, then one player pays the Power on their turn', () => {
    let s = started(3, 1);
    assert.ok(!asked(s).some((a) => a.kind === 'defeat-challenge'));
    s = play(s, { type: 'contributed', seat: 0, cards: KEENE_CARDS.slice(0, 5) }, { type: 'turn-ended', seat: 0 });
    refuses(() => apply(s, { type: 'challenge-defeated', seat: 1 }), 'G3-CH-DEFEAT-1', 'requirements-unmet');
    s = play(s, { type: 'contributed', seat: 1, cards: KEENE_CARDS.slice(5) });
    assert.deepEqual(asked(s).find((a) => a.kind === 'defeat-challenge'), { kind: 'defeat-challenge', seat: 1, table: true, secret: false, options: { level: 1, card: 'keene-act', power: 11 } });
    refuses(() => apply(s, { type: 'challenge-defeated', seat: 2 }), 'G3-CH-DEFEAT-1', 'not-your-turn');
    assert.equal(apply(s, { type: 'challenge-defeated', seat: 1 }).state.stack[0]!.status, 'defeated');
  });

  it('G3-CH-ADD-3: contributing is not playing: cards given to the Challenge do not count toward the Foul Machination', () => {
    const s = play(started(3, 0), { type: 'contributed', seat: 0, cards: [card('hero', 3), card('super-power', 5), card('villain', 4)] });
    // The lines still need their own cards, played this turn: the three contributed count for none of them.
    refuses(() => apply(s, { type: 'machination-completed', seat: 0, cards: [card('hero', 2), card('hero', 6)] }), 'G3-OP-5', 'lines-unmet');
    assert.equal(apply(s, { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS }).state.machinationCompleted, true);
  });

  it('G3-CH-ADD-6: the Traitor contributes like anyone, and the board cannot tell', () => {
    const cards = [card('hero'), card('villain')];
    const byTraitor = apply(started(3, 0), { type: 'contributed', seat: 0, cards });
    const byLoyal = apply(started(3, 1), { type: 'contributed', seat: 0, cards });
    assert.deepEqual(byTraitor.consequences, byLoyal.consequences);
    assert.deepEqual(viewFor(byTraitor.state, 'public'), viewFor(byLoyal.state, 'public'));
  });

  it('G3-CH-DEFEAT-2: the defeated Challenge leaves the game, its contributed cards destroyed, its effect ended (the Doomsday Clock’s count with it)', () => {
    const s = play(started(3, 1), { type: 'contributed', seat: 0, cards: [...KEENE_CARDS, card('hero')] });
    const d = apply(s, { type: 'challenge-defeated', seat: 0 });
    assert.equal((d.consequences[0] as Extract<Consequence, { kind: 'challenge-defeated' }>).destroyed, 12);
    assert.deepEqual(d.state.stack[0], { level: 1, card: 'keene-act', status: 'defeated', contributed: [] });
    assert.equal(viewFor(d.state, 'public').current, null, 'no effect in force');
    const clock = play(started(3, 1), { type: 'challenge-destroyed', seat: 0 }, { type: 'turn-ended', seat: 0 }, { type: 'challenge-revealed', level: 2, card: 'riots' }, { type: 'challenge-destroyed', seat: 1 }, { type: 'turn-ended', seat: 1 }, { type: 'challenge-revealed', level: 3, card: 'doomsday-clock' }, { type: 'clock-count', count: 7 });
    assert.equal(clock.clock, 7);
    const gone = play(clock, { type: 'contributed', seat: 2, cards: [card('location'), card('super-power'), card('super-power')] }, { type: 'challenge-defeated', seat: 2 });
    assert.equal(gone.clock, null);
  });
});

describe('the Foul Machination and the reveal (G3-FM-1, G3-REVEAL-2, G3-REVEAL-3)', () => {
  it('G3-FM-1: one Foul Machination per game, public from the setup: every view shows it, its text and lines, at every step', () => {
    const { board, seats } = shownInGame(3, 4);
    const views = [...board, ...seats.flat()].filter((b) => b.startsWith('{"viewer"'));
    assert.ok(views.length > 20);
    for (const v of views) assert.match(v, /"machination":\{"card":\{"id":"heroes-are-your-puppets"/);
    assert.equal(viewFor(newGame(3), 'public').machination.card.id, 'heroes-are-your-puppets', 'before the deal too');
    refuses(() => apply(revealed3(), { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS }), 'G3-FM-3', 'already-completed');
  });

  it('G3-REVEAL-2: everyone else turns their loyalty card and is loyal from then on: the board names each seat’s card', () => {
    const s = started(4, 2);
    assert.equal(viewFor(s, 'public').loyalty, null);
    const t = play(s, { type: 'turn-ended', seat: 0 }, { type: 'turn-ended', seat: 1 });
    const r = apply(t, { type: 'machination-completed', seat: 2, cards: PUPPETS_CARDS.slice(1) });
    assert.deepEqual(r.consequences.find((c) => c.kind === 'loyalty-revealed'), { kind: 'loyalty-revealed', why: 'machination', loyalty: ['loyal', 'loyal', 'traitor', 'loyal'] });
    assert.deepEqual(viewFor(r.state, 'public').loyalty, ['loyal', 'loyal', 'traitor', 'loyal']);
    assert.equal(viewFor(r.state, 'public').traitor, 2);
  });

  it('G3-REVEAL-3: from the reveal loyal attacks spare loyal players, loyal players may ask for help, and the Plot is a Challenge to defeat', () => {
    const before = started(3, 0);
    const t = play(revealed3(), { type: 'turn-ended', seat: 0 });
    assert.deepEqual(asked(before).filter((a) => a.kind === 'ask-help' || a.kind === 'defeat-plot'), []);
    assert.deepEqual(asked(t).filter((a) => a.kind === 'ask-help' || a.kind === 'defeat-plot').map((a) => a.kind).sort(), ['ask-help', 'defeat-plot']);
    assert.equal(asked(before).find((a) => a.kind === 'play-attack')!.options!.sparesLoyal, false);
    assert.equal(asked(t).find((a) => a.kind === 'play-attack')!.options!.sparesLoyal, true);
    assert.deepEqual(viewFor(t, 'public').rules, { loyalAttacksHarmless: true, helping: true });
  });
});

describe('the Plot (G3-PLOT-1, G3-PLOT-2, G3-PLOT-5, G3-PLOT-6)', () => {
  it('G3-PLOT-1: every player gets a Plot kept secret; only the Traitor’s comes into play; a loyal player’s is never shown to anyone else', () => {
    for (const [players, seed] of [[3, 5], [4, 8], [5, 2]] as const) {
      const { board, seats, state } = shownInGame(players, seed);
      const traitor = state.deal!.loyalty.indexOf('traitor');
      state.deal!.plots.forEach((plot, seat) => {
        assert.ok(seats[seat]!.filter((v) => !v.includes('"own":null')).every((v) => v.includes(`"own":{"loyalty":"${state.deal!.loyalty[seat]}","plot":{"id":"${plot}"`)), `seat ${seat} sees its Plot`);
        if (seat === traitor && state.plot) return;
        assert.ok(!board.some((b) => b.includes(`"${plot}"`)), `seat ${seat}'s Plot on the board`);
        seats.forEach((views, other) => other !== seat && assert.ok(!views.some((v) => v.includes(`"${plot}"`)), `seat ${seat}'s Plot on seat ${other}`));
      });
    }
  });

  it('G3-PLOT-2: the Plot’s Traitor line speeds the main deck: its text is on the board once in play, and the table’s counts may drop by any number', () => {
    const s = play(started(3, 0), { type: 'deck-count', count: 20 }, { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS });
    assert.match(viewFor(s, 'public').plot!.card.effect!, /^Spiskowiec: Za każdym razem, kiedy w swojej turze zagrasz Ekwipunek, zniszcz kartę z wierzchu talii głównej/);
    assert.equal(play(s, { type: 'deck-count', count: 14 }).deck, 14);
  });

  it('G3-PLOT-5: defeating the Plot leaves the Traitor in the game, and the Challenges still to defeat', () => {
    let s = play(revealed3(), { type: 'turn-ended', seat: 0 }, { type: 'plot-defeated', seat: 1 });
    assert.equal(s.winner, null);
    assert.deepEqual(s.out, []);
    s = play(s, { type: 'turn-ended', seat: 1 }, { type: 'turn-ended', seat: 2 });
    assert.equal(s.active, 0, 'the Traitor still takes turns');
    assert.ok(asked(s).some((a) => a.kind === 'contribute' && a.seat === 0));
  });

  it('G3-PLOT-6: a defeated Plot’s effects end: the board shows it defeated and nothing more is asked of it', () => {
    const t = play(revealed3(), { type: 'turn-ended', seat: 0 });
    const s = play(t, { type: 'plot-defeated', seat: 1 });
    assert.equal(viewFor(s, 'public').plot!.defeated, true);
    assert.ok(!asked(s).some((a) => a.kind === 'defeat-plot' || (a.kind === 'enter-card' && a.options!.card === s.plot!.card)));
    assert.ok(asked(t).some((a) => a.kind === 'defeat-plot'), 'asked while in play');
  });
});

describe('loyal help afterwards (G3-HELP-3, G3-HELP-4)', () => {
  /** 4 players, seat 0 the Traitor, revealed; seat 1 asked for help and seat 2 gave card 2 of 5, seat 3 declined. */
  function helped(): GameState {
    return play(
      started(4, 0),
      { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS },
      { type: 'turn-ended', seat: 0 },
      { type: 'help-requested', seat: 1 },
      { type: 'help-given', seat: 2, hand: 5, card: 2 },
      { type: 'help-declined', seat: 3 },
    );
  }

  it('G3-HELP-3: the help serves anything: the Plot, buying, or another Challenge, in the same turn', () => {
    const plot = apply(helped(), { type: 'plot-defeated', seat: 1 });
    assert.deepEqual(kinds(plot.consequences), ['plot-defeated']);
    const challenge = play(helped(), { type: 'contributed', seat: 1, cards: KEENE_CARDS }, { type: 'challenge-defeated', seat: 1 });
    assert.equal(challenge.stack[0]!.status, 'defeated');
    assert.deepEqual(kinds(apply(helped(), { type: 'turn-ended', seat: 1, gained: true }).consequences), ['help-returned', 'turn']);
  });

  it('G3-HELP-4: at the end of the turn the cards given go back to their owners’ discard piles; a helper draws none', () => {
    const end = apply(helped(), { type: 'turn-ended', seat: 1 });
    assert.deepEqual(end.consequences[0], { kind: 'help-returned', seats: [2] });
    assert.equal(end.state.help, null);
    assert.ok(!asked(end.state).some((a) => a.kind === 'help'), 'nothing asked of the helper');
  });
});

describe('two players (G3-2P-6, G3-2P-7)', () => {
  it('G3-2P-6: a Super-Villain is defeated by the active player, who takes it: the board counts those left', () => {
    let s = play(started(2, null), { type: 'challenge-destroyed', seat: 0 }, { type: 'turn-ended', seat: 0 }, { type: 'challenge-revealed', level: 2, card: 'nixon' }, { type: 'challenge-destroyed', seat: 1 }, { type: 'turn-ended', seat: 1 });
    s = play(s, { type: 'challenge-revealed', level: 3, card: 'alien-invasion' });
    assert.deepEqual(s.superVillains, { total: 8, defeated: 0 });
    refuses(() => apply(s, { type: 'super-villain-defeated', seat: 1 }), 'G3-2P-5', 'not-your-turn');
    const d = apply(s, { type: 'super-villain-defeated', seat: 0 });
    assert.deepEqual(d.consequences, [{ kind: 'super-villain-defeated', seat: 0, left: 7 }]);
    assert.deepEqual(viewFor(d.state, 'public').superVillains, { total: 8, defeated: 1 });
  });

  it('G3-2P-7: the Foul Machination’s first line applies with 2 players (and 3), not with 4 or 5', () => {
    for (const [n, active] of [[2, true], [3, true], [4, false], [5, false]] as const) {
      assert.equal(viewFor(newGame(n), 'public').machination.lines![0]!.active, active, `${n} players`);
    }
    const s = started(2, 0);
    refuses(() => apply(s, { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS.slice(1) }), 'G3-OP-5', 'lines-unmet');
    assert.equal(apply(s, { type: 'machination-completed', seat: 0, cards: PUPPETS_CARDS }).state.revealed, 'machination');
  });
});

describe('cards the seed names (G3-CARD-ALIEN, G3-CARD-CANCER, G3-CARD-MULTIPLICATION, G3-CARD-RECONSTRUCTION, G3-CARD-SALLY)', () => {
  it('G3-CARD-ALIEN: Alien Invasion ships with nothing but its name; the table enters the rest, and its “Strażnicy cards” are the expansion’s keyword a requirement may ask', () => {
    const shipped = SEED_CARDS.find((c) => c.id === 'alien-invasion')!;
    assert.deepEqual([shipped.level, shipped.effect, shipped.requirements, shipped.power], [null, null, null, null]);
    const s = play(started(3, 1), { type: 'challenge-destroyed', seat: 0 }, { type: 'turn-ended', seat: 0 }, { type: 'challenge-revealed', level: 2, card: 'nixon' }, { type: 'challenge-destroyed', seat: 1 }, { type: 'turn-ended', seat: 1 }, { type: 'challenge-revealed', level: 3, card: 'alien-invasion' });
    refuses(() => apply(s, { type: 'contributed', seat: 2, cards: [card('hero', 3)] }), 'G3-CH-ADD-2', 'no-match');
    const c = apply(s, { type: 'contributed', seat: 2, cards: [card('hero', 3, ['guardians']), card('equipment', 1, ['guardians'])] });
    assert.deepEqual((c.consequences[0] as Extract<Consequence, { kind: 'contributed' }>).filled, [2, 0]);
  });

  it('G3-CARD-CANCER: Weaknesses may be contributed to Cancerphobia, more than needed, to be rid of them', () => {
    const s = play(newGame(3), dealWith(3, 1), { type: 'challenge-revealed', level: 1, card: 'cancerphobia' });
    const c = apply(s, { type: 'contributed', seat: 0, cards: [card('weakness', 0), card('weakness', 0), card('weakness', 0), card('weakness', 0), card('hero')] });
    assert.equal((c.consequences[0] as Extract<Consequence, { kind: 'contributed' }>).complete, true);
    refuses(() => apply(c.state, { type: 'contributed', seat: 0, cards: [card('punch', 0)] }), 'G3-CH-ADD-2', 'no-match');
    assert.equal(apply(c.state, { type: 'challenge-defeated', seat: 0 }).consequences[0]!.kind, 'challenge-defeated');
  });

  it('G3-CARD-MULTIPLICATION, G3-CARD-RECONSTRUCTION, G3-CARD-SALLY: played at the table under the base game: the app keeps no card of theirs, and its rules reference gives each clarification in every language', () => {
    const ids = SEED_CARDS.map((c) => c.id);
    for (const id of ['multiplication', 'reconstruction', 'sally-juspeczyk']) assert.ok(!ids.includes(id), `${id} is no card the app tracks`);
    const expect: [RulesContent, string[]][] = [
      [en, ["Multiplication keeps the chosen card's first effects and Power", 'may keep it and discard it at the end of the turn', 'Sally Juspeczyk stops drawing at a card of value 5 or 6']],
      [pl, ['Multiplikacja zachowuje pierwsze efekty i Punkty Mocy', 'może ją zatrzymać i odrzucić na koniec tury', 'Sally Juspeczyk przestaje dobierać przy karcie o wartości 5 lub 6']],
      [de, ['Multiplication behält die ersten Effekte und die Macht', 'darf sie behalten und am Ende des Zuges ablegen', 'Sally Juspeczyk hört bei einer Karte mit Wert 5 oder 6 auf zu ziehen']],
    ];
    for (const [content, phrases] of expect) {
      for (const rule of ['G3-CARD-MULTIPLICATION', 'G3-CARD-RECONSTRUCTION', 'G3-CARD-SALLY']) {
        const text = sectionText(content, rule);
        for (const phrase of phrases) assert.ok(text.includes(phrase), `${content.locale} ${rule}: ${phrase}`);
      }
    }
  });
});

describe('open points the engine settles (G3-OP-4, G3-OP-10, G3-OP-11, G3-OP-12)', () => {
  it('G3-OP-4: with Nixon face up, a turn with nothing bought adds the line-up’s card; Nixon’s extra card is the table’s, by its effect on the board', () => {
    const s = play(started(3, 1), { type: 'challenge-destroyed', seat: 0 }, { type: 'turn-ended', seat: 0 }, { type: 'challenge-revealed', level: 2, card: 'nixon' }, { type: 'deck-count', count: 20 });
    assert.match(viewFor(s, 'public').current!.card.effect!, /./, 'Nixon’s effect is on the board');
    const end = apply(s, { type: 'turn-ended', seat: 1, gained: false });
    assert.deepEqual(kinds(end.consequences), ['line-up-added', 'turn']);
    assert.equal(end.state.deck, 19, 'one card for G3-PLAY-LINEUP');
    assert.equal(play(end.state, { type: 'deck-count', count: 18 }).deck, 18, 'and Nixon’s, counted by the table');
  });

  it('G3-OP-10: the Plot and a Challenge defeated in one turn, cards added and the Power paid in the same turn', () => {
    const t = play(revealed3(), { type: 'turn-ended', seat: 0 });
    const s = play(t, { type: 'contributed', seat: 1, cards: KEENE_CARDS }, { type: 'challenge-defeated', seat: 1 }, { type: 'plot-defeated', seat: 1 });
    assert.equal(s.stack[0]!.status, 'defeated');
    assert.equal(s.plot!.defeated, true);
  });

  it('G3-OP-11: a loyal player destroyed by Disintegration is listed with the winning loyal side at the end', () => {
    let s = play(revealed3(), { type: 'player-destroyed', seat: 2 }, { type: 'turn-ended', seat: 0 }, { type: 'plot-defeated', seat: 1 });
    s = play(
      s,
      { type: 'contributed', seat: 1, cards: KEENE_CARDS },
      { type: 'challenge-defeated', seat: 1 },
      { type: 'turn-ended', seat: 1 },
      { type: 'challenge-revealed', level: 2, card: 'nixon' },
    );
    assert.equal(s.active, 0, 'the destroyed player is skipped');
    s = play(s, { type: 'challenge-destroyed', seat: 0 }, { type: 'turn-ended', seat: 0 }, { type: 'challenge-revealed', level: 3, card: 'alien-invasion' }, { type: 'challenge-destroyed', seat: 1 });
    const board = viewFor(s, 'public');
    assert.equal(board.winner, 'loyal');
    assert.deepEqual(board.out, [2]);
    assert.equal(board.loyalty![2], 'loyal');
  });

  it('G3-OP-12: Power costs and undescribed cards come from the table, never invented: the app ships none, and asks for them', () => {
    assert.ok(SEED_CARDS.every((c) => c.power === null), 'no Power cost shipped');
    // The seed's cards alone, and the Plots a table needs to deal.
    const s = play(newGame(3, { cards: TABLE_CARDS.filter((c) => c.role === 'plot') }), dealWith(3, 1), { type: 'challenge-revealed', level: 1, card: 'keene-act' });
    const asks = asked(s);
    assert.deepEqual(asks.find((a) => a.kind === 'enter-card' && a.options!.card === 'keene-act')!.options!.missing, ['power'], 'its printed effect and requirements are in the seed, its Power is not');
    const full = play(s, { type: 'contributed', seat: 0, cards: KEENE_CARDS });
    assert.equal(asked(full).find((a) => a.kind === 'defeat-challenge')!.options!.power, null, 'the Power to pay is unknown until entered');
  });
});
