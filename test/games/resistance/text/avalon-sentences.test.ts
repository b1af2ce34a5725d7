/**
 * Under Avalon's names (docs/avalon.md) every sentence of a game says them: whole 7-player games
 * with Merlin, the Assassin, Percival, Morgana, Mordred and the Lady of the Lake, played through
 * the engine's steps, say each consequence (one device and the room pages), each next step and
 * summary, the vote track, the winner, every reveal card and every loyalty card seen with the Loyal
 * servants of Arthur, the Minions of Mordred, Merlin and the Lady of the Lake, never The
 * Resistance's spies, Commander, Body Guard or Inquisitor; without the choice the same games say
 * The Resistance's own names.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { revealFor, viewFor } from '../../../../src/games/resistance/engine.ts';
import type { GameSetupInput, RuleError, Seat } from '../../../../src/games/resistance/engine.ts';
import { publicConsequence } from '../../../../src/games/resistance/engine.ts';
import { consequenceText, voteTrackText } from '../../../../src/games/resistance/text/text.ts';
import { nextStepText, summaryText } from '../../../../src/games/resistance/text/game-text.ts';
import { roomConsequenceAnnouncements, roomNowText, spiesWereText } from '../../../../src/games/resistance/text/room-text.ts';
import { loyaltyCardPhrase, revealPhrase, sealedCardText } from '../../../../src/games/resistance/text/private-text.ts';
import { useTableNames } from '../../../../src/games/resistance/text/table-names.ts';
import { ruleErrorText } from '../../../../src/games/resistance/text/error-text.ts';
import { createGame, revealScript } from '../../../../src/games/resistance/engine.ts';
import { scriptLineText } from '../../../../src/games/resistance/text/role-text.ts';
import { sideNowText } from '../../../../src/games/resistance/modules/defector/ui/screens.ts';
import { reverserSentences } from '../../../../src/games/resistance/modules/reverser/text.ts';
import { reverserSetup } from '../../../../src/games/resistance/modules/reverser/ui/setup.ts';
import { metaFromState } from '../../../../src/games/resistance/storage/replay.ts';
import { savedGameText } from '../../../../src/games/resistance/text/saved-game-text.ts';
import { names } from '../helpers.ts';
import { playThrough } from '../steps-driver.ts';

const AVALON: GameSetupInput = {
  players: names(7),
  firstLeader: 0,
  secretVotes: true,
  names: 'avalon',
  roles: { assassin: { bodyGuard: true, falseCommander: true, deepCover: true } },
  modules: { inquisitor: true },
};

/** The Resistance's own names, in English. */
const RESISTANCE_NAMES = /\b(Commander|Body Guard|Deep Cover|False Commander|Inquisitor|[Ss]pies|[Ss]py|[Rr]esistance)\b/;

/** Every sentence a game says, with the names in use now. */
function sentencesOf(setup: GameSetupInput, seed: number): string[] {
  const said: string[] = [];
  playThrough(setup, seed, undefined, (_before, done) => {
    const state = done.play.state;
    const view = viewFor(state, 'public');
    for (const c of done.consequences) {
      said.push(consequenceText(c, view));
      said.push(...roomConsequenceAnnouncements([publicConsequence(state, c)], view).map((a) => a.text));
    }
    said.push(nextStepText(state, view), summaryText(state, view), voteTrackText(view.voteTrack), roomNowText(view, null));
    if (state.events.length === 1) {
      // The reveal: every seat's cards, as their private turn and their phone say them (R-REV-2).
      for (let seat = 0; seat < state.setup.players.length; seat++) {
        const entries = revealFor(viewFor(state, seat as Seat));
        entries.forEach((entry, i) => said.push(revealPhrase(view.players, entry, i + 1, entries.length)));
      }
    }
    for (let seat = 0; seat < state.setup.players.length; seat++) {
      for (const seen of viewFor(state, seat as Seat).inquisitions) said.push(loyaltyCardPhrase(view.players[seen.target]!, seen.side));
    }
  });
  said.push(sealedCardText('fail', ['success', 'fail']), spiesWereText(AVALON.players, [1, 2, 3]));
  return said;
}

describe('Avalon names in every sentence of a game', () => {
  afterEach(() => useTableNames(null));

  test('a 7-player game with Merlin, Percival, Morgana, Mordred and the Lady of the Lake says Avalon names only', () => {
    useTableNames('avalon');
    const all: string[] = [];
    for (let seed = 1; seed <= 16; seed++) all.push(...sentencesOf(AVALON, seed));
    for (const sentence of all) assert.doesNotMatch(sentence, RESISTANCE_NAMES, sentence);
    const text = all.join('\n');
    for (const expected of [
      /The Assassin names \w+: (not )?Merlin\./,
      /The (minions of Mordred|loyal servants of Arthur) win: /,
      /The Lady of the Lake passes to \w+/,
      /Loyalty card of \w+: (Minion of Mordred, not Loyal servant of Arthur|Loyal servant of Arthur, not Minion of Mordred)\./,
      /Your card: Merlin, on the side of the loyal servants of Arthur\./,
      /Your card: Mordred, on the side of the minions of Mordred\./,
      /you learnt they are Merlin or Morgana\./,
      /you learnt they are a minion of Mordred\./,
      /more rejections? and the minions of Mordred win\./,
      /holder of the Lady of the Lake/,
    ]) {
      assert.match(text, expected);
    }
  });

  test('the Defectors are the two Lancelots: a game with them and its reveal script say Avalon names only (R-DEF-1, R-DEF-V1, R-DEF-V2)', () => {
    useTableNames('avalon');
    const all: string[] = [];
    for (const defector of ['I', 'II'] as const) {
      const setup: GameSetupInput = { ...AVALON, roles: { assassin: { blindSpy: true }, defector } };
      for (let seed = 1; seed <= 8; seed++) all.push(...sentencesOf(setup, seed));
      all.push(...revealScript(7, setup.roles).map(scriptLineText));
    }
    all.push(sideNowText('spies'), sideNowText('resistance'));
    for (const sentence of all) assert.doesNotMatch(sentence, /Defector|\b[Ss]p(y|ies)\b|\b[Rr]esistance\b|the Oberon/, sentence);
    const text = all.join('\n');
    for (const expected of [
      /Your card: Good Lancelot, on the side of the loyal servants of Arthur\./,
      /Your card: Evil Lancelot, on the side of the minions of Mordred\./,
      /Loyalty card of round \d: switch\. The two Lancelots change sides, in secret\./,
      /Next: reveal the loyalty card of round \d; on "switch" the two Lancelots change sides in secret\./,
      /Minions of Mordred, except Oberon and Evil Lancelot, open your eyes/,
      /Lancelots, open your eyes to find your counterpart\./,
      /Your side now: Minion of Mordred, not Loyal servant of Arthur\./,
    ]) {
      assert.match(text, expected);
    }
  });

  test('the Reversers are the Good Reverser and the Evil Reverser: a game with them, the reveal, its refusals and setup say Avalon names only (R-REVS-1 … R-REVS-3, R-REVS-OPT)', () => {
    useTableNames('avalon');
    const setup: GameSetupInput = { ...AVALON, roles: { assassin: { bodyGuard: true } }, modules: { reverser: { resistance: true, spy: true, spyHidden: true } } };
    const all: string[] = [];
    for (let seed = 1; seed <= 8; seed++) all.push(...sentencesOf(setup, seed));
    const modules = createGame(setup).setup.modules!;
    const view = { modules } as never;
    all.push(...reverserSentences.names!(modules as never), reverserSentences.spiesRevealLine!(view));
    const errors = reverserSentences.errors!;
    const p = { player: 'Ann', spies: 1, fails: 2, max: 1, given: 2 };
    for (const say of Object.values(errors)) all.push(say!(p));
    all.push(sealedCardText('reverse', ['success', 'fail', 'reverse']), ...reverserSetup.summary!({ resistance: true, spy: true, spyHidden: false }));
    for (const sentence of all) assert.doesNotMatch(sentence, RESISTANCE_NAMES, sentence);
    const text = all.join('\n');
    for (const expected of [
      'Reverser (Good and Evil Reversers)',
      'the Evil Reverser hidden from the other minions of Mordred',
      'Minions of Mordred, open your eyes and look around to learn the other minions of Mordred. The Evil Reverser keeps their eyes closed.',
      'The Evil Reverser never plays Fail, and this team has 1 other minions of Mordred: 2 Fail cards are impossible.',
      'Loyal servants of Arthur must play Success; only Reversers may play Reverse, and the Evil Reverser never plays Fail',
      'Good Reverser',
    ]) {
      assert.ok(text.includes(expected), expected);
    }
  });

  test('the setup\'s refusals of the characters say Avalon names (R-SET-2, R-ASN-OPT)', () => {
    useTableNames('avalon');
    const refusal = (roles: GameSetupInput['roles']): string => {
      try {
        createGame({ players: names(5), firstLeader: 0, names: 'avalon', roles });
      } catch (error) {
        // The rule from the error's data, the sentence as shown (it never names the rule).
        return `${(error as RuleError).rule}: ${ruleErrorText(error)}`;
      }
      return 'accepted';
    };
    assert.equal(refusal({ assassin: { bodyGuard: true } }), 'R-ASN-OPT: With 5 players Percival needs Mordred or Morgana too.');
    assert.equal(
      refusal({ assassin: { deepCover: true, falseCommander: true, blindSpy: true } }),
      'R-ASN-OPT: With 5 players there are only 2 minion of Mordred cards, and every one is already taken by another special role.',
    );
  });

  test('the saved games list keeps the names and says the winner under them', () => {
    const { play } = playThrough(AVALON, 2);
    const meta = { ...metaFromState(play.state), id: 'g', createdAt: 0, eventCount: play.state.events.length };
    assert.equal(meta.names, 'avalon');
    const line = savedGameText(meta);
    assert.match(line, /Over: the (minions of Mordred|loyal servants of Arthur) won\./, line);
    assert.equal(metaFromState(playThrough({ ...AVALON, names: undefined }, 2).play.state).names, undefined, 'no names kept for The Resistance\'s own');
  });

  test('the same games without the choice say The Resistance\'s own names', () => {
    const own = { ...AVALON, names: undefined };
    const text = sentencesOf(own, 3).join('\n');
    assert.match(text, /the spies win\.|The (spies|resistance) wins?/);
    assert.doesNotMatch(text, /Merlin|Mordred|Arthur|Lady of the Lake/);
  });
});
