/**
 * The role modules' sentences reached through their hooks (ui/module-ui.ts
 * `ModuleSentences` `roleNames`, `seenAs`, `scriptLines`, `winners`, `loyaltyNames`, `ownLead`,
 * `missionWait`): the shared sentence files name no module, yet every character card, every label
 * of the reveal, every line of the reveal script and every ending has its sentence. The lists are
 * checked against the engine's types (a card, label, line or reason added without its key here
 * fails the type check; one without a sentence fails here).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apply, createGame, step, viewFor } from '../../../../src/games/resistance/engine.ts';
import type { GameState, Role, SeenAs, WinReason } from '../../../../src/games/resistance/engine.ts';
import type { ScriptLineId } from '../../../../src/games/resistance/core/script-builder.ts';
import type { HunterLoyalty } from '../../../../src/games/resistance/modules/hunter/engine.ts';
import { loyaltyCardName, ownRolePhrase, roleName, scriptLineText, seenAsText } from '../../../../src/games/resistance/text/role-text.ts';
import { consequenceText, winnerText } from '../../../../src/games/resistance/text/text.ts';
import { nextStepText, undoneText } from '../../../../src/games/resistance/text/game-text.ts';
import { investigationPhrase } from '../../../../src/games/resistance/modules/hunter/text.ts';
import { names, play, seats } from '../helpers.ts';

const ROLES: Record<Role, string> = {
  resistance: 'Resistance',
  spy: 'Spy',
  commander: 'Commander',
  assassin: 'Assassin',
  'body-guard': 'Body Guard',
  'blind-spy': 'Blind Spy',
  'deep-cover': 'Deep Cover',
  'false-commander': 'False Commander',
  'resistance-defector': 'Resistance Defector',
  'spy-defector': 'Spy Defector',
  'resistance-chief': 'Resistance Chief',
  'resistance-hunter': 'Resistance Hunter',
  'spy-chief': 'Spy Chief',
  'spy-hunter': 'Spy Hunter',
  'dummy-agent': 'Dummy Agent',
  coordinator: 'Coordinator',
  'deep-agent': 'Deep Agent',
  pretender: 'Pretender',
};

const SEEN: Record<SeenAs, string> = {
  spy: 'a spy',
  'spy-chief': 'a Spy Chief',
  'spy-defector': 'the Spy Defector',
  'resistance-defector': 'the Resistance Defector',
  commander: 'the Commander',
  'commander-or-false-commander': 'the Commander or the False Commander',
  'resistance-chief': 'a Resistance Chief',
  coordinator: 'the Coordinator',
  'deep-agent': 'the Deep Agent',
  'deep-agent-or-pretender': 'the Deep Agent or the Pretender',
};

const LINES: Record<ScriptLineId, true> = {
  close: true,
  'close-fists': true,
  'thumbs-up': true,
  'spies-open': true,
  'spies-close': true,
  'spies-close-fists': true,
  'close-thumbs-down': true,
  'check-fists': true,
  open: true,
  'commander-thumbs-up': true,
  'commander-open': true,
  'commander-thumbs-down': true,
  'commander-close': true,
  'bodyguard-thumbs-up': true,
  'bodyguard-open': true,
  'bodyguard-thumbs-down': true,
  'bodyguard-close': true,
  'defectors-open': true,
  'defectors-close': true,
  'resistance-chiefs-open': true,
  'resistance-chiefs-close': true,
  'coordinator-open': true,
  'coordinator-close': true,
};

const REASONS: Record<WinReason, true> = {
  'three-successes': true,
  'three-fails': true,
  'five-rejections': true,
  'commander-assassinated': true,
  'assassin-missed': true,
  'chief-found': true,
  'coordinator-found': true,
};

const LOYALTY: Record<HunterLoyalty, string> = { chief: 'Chief', 'not-chief': 'Not Chief', 'resistance-chief': 'Resistance Chief', 'spy-chief': 'Spy Chief' };

describe('the role modules\' sentences through their hooks', () => {
  test('every character card has its name, and its own-card phrase (R-REV-2)', () => {
    for (const [role, name] of Object.entries(ROLES) as [Role, string][]) {
      assert.equal(roleName(role), name);
      assert.equal(ownRolePhrase(role, 'spies'), `Your card: ${name}, on the spies' side.`);
    }
    // A card with a plural of its own (R-HUN-REV: 2 Chiefs a side at 8 to 10 players); the others ignore it.
    assert.equal(roleName('spy-chief', true), 'Spy Chiefs');
    assert.equal(roleName('resistance-chief', true), 'Resistance Chiefs');
    assert.equal(roleName('commander', true), 'Commander');
    assert.throws(() => roleName('joker' as Role), /no name for the card joker/);
  });

  test('every label of the reveal has its sentence', () => {
    for (const [as, said] of Object.entries(SEEN) as [SeenAs, string][]) assert.equal(seenAsText(as), said);
  });

  test('every line of the reveal script is said, the role modules\' lines by their modules', () => {
    const params = { roles: [{ role: 'spy-chief' as Role, count: 2 }, { role: 'coordinator' as Role, count: 1 }], including: [{ role: 'assassin' as Role, count: 1 }], except: [{ role: 'deep-cover' as Role, count: 1 }] };
    for (const id of Object.keys(LINES) as ScriptLineId[]) {
      const said = scriptLineText({ id, text: '', params, rules: [], eyesOpen: [], thumbsUp: [] });
      assert.ok(said.length > 0 && !/undefined|\[object/.test(said), `${id}: ${said}`);
    }
    const line = (id: ScriptLineId, p = params) => scriptLineText({ id, text: '', params: p, rules: [], eyesOpen: [], thumbsUp: [] });
    assert.equal(line('commander-thumbs-up'), 'Spies, including the Assassin, except the Deep Cover, raise your thumbs so that the Commander can learn who you are.');
    assert.equal(line('commander-thumbs-down'), 'Spies, including the Assassin, put your thumbs down, back to a closed fist.');
    assert.equal(line('bodyguard-thumbs-up', { ...params, roles: [{ role: 'commander', count: 1 }] }), 'Commander, raise your thumb so that the Body Guard can learn who you are.');
    assert.equal(line('bodyguard-open', { ...params, roles: [{ role: 'commander', count: 1 }, { role: 'false-commander', count: 1 }] }), 'Body Guard, open your eyes to see who is Commander and False Commander.');
    assert.equal(line('coordinator-open'), 'Spy Chiefs, open your eyes. Coordinator, raise your thumb.');
    assert.equal(line('defectors-close'), 'Defectors, close your eyes.');
    assert.throws(() => line('no-such-line' as ScriptLineId), /no sentence for the script line no-such-line/);
  });

  test('every ending is said (R-END-1, R-ASN-END, R-HUN-ACC)', () => {
    for (const reason of Object.keys(REASONS) as WinReason[]) {
      for (const side of ['resistance', 'spies'] as const) assert.ok(winnerText({ side, reason }).length > 0, reason);
    }
    assert.equal(winnerText({ side: 'spies', reason: 'commander-assassinated' }), 'The spies win: the Assassin found the Commander.');
    assert.equal(winnerText({ side: 'resistance', reason: 'chief-found' }), 'The resistance wins: the Resistance Hunter found a Spy Chief.');
    assert.equal(winnerText({ side: 'spies', reason: 'chief-found' }), 'The spies win: the Spy Hunter found a Resistance Chief.');
  });

  test('the Hunter\'s loyalty cards are named by the module (R-HUN-INV)', () => {
    for (const [card, name] of Object.entries(LOYALTY) as [HunterLoyalty, string][]) {
      assert.equal(loyaltyCardName(card), name);
      assert.equal(investigationPhrase('Dee', card), `Loyalty card shown by Dee: ${name}. You may talk about it, never show it.`);
    }
    assert.throws(() => loyaltyCardName('joker'), /no name for the loyalty card joker/);
  });
});

describe('what comes next after a role module\'s step (ownLead, missionWait, nextStep, undone)', () => {
  // 5 players: Commander (0), resistance (1, 2), Assassin (3), spy (4).
  const assassinGame = (): GameState =>
    createGame({ players: names(5), firstLeader: 0, roles: { assassin: true }, characters: ['commander', 'resistance', 'resistance', 'assassin', 'spy'] });
  const round = (state: GameState, team: number[], fails: number): GameState =>
    play(state, { type: 'proposal', team }, { type: 'vote', approve: seats(state.setup.players.length) }, { type: 'mission', fails });

  test('R-ASN-END: the third success waits for the Assassin, said even when brief; the choice says the ending only', () => {
    let state = round(round(assassinGame(), [0, 1], 0), [1, 2, 0], 0);
    state = apply(apply(state, { type: 'proposal', team: [0, 1] }), { type: 'vote', approve: seats(5) });
    const done = step(state, { type: 'mission', fails: 0 });
    state = done.state;
    const view = viewFor(state, 'public');
    assert.equal(view.phase, 'assassination');
    const wait = 'Three missions succeeded, but before the resistance wins the spies talk it over and the Assassin names the Commander.';
    assert.ok(consequenceText(done.consequence, view).endsWith(wait));
    assert.ok(consequenceText(done.consequence, view, true).endsWith(wait));
    assert.ok(!consequenceText(done.consequence, view).includes('Score:'), 'no score before the Assassin');
    assert.equal(nextStepText(state, view), 'Next: three missions succeeded, but first the spies talk it over and the Assassin names the Commander.');
    const named = step(state, { type: 'assassination', target: 0 });
    assert.equal(consequenceText(named.consequence, viewFor(named.state, 'public')), 'The Assassin names Ann: the Commander. The spies win: the Assassin found the Commander.');
    assert.ok(undoneText({ type: 'assassination', target: 0 }, state).startsWith("Undone: the Assassin's choice of Ann. Next: three missions succeeded"));
  });

  test('ownLead: after a step whose sentence says what comes next, no phase lead; after the others, the lead of the phase that comes', () => {
    // A view in the Inquisitor's phase (R-INQ-2), whose lead is "First Bob, the Inquisitor, checks a player.".
    const state = createGame({ players: names(5), firstLeader: 0, modules: { inquisitor: true }, roles: { hunter: true } });
    const view = { ...viewFor(state, 'public'), phase: 'inquisition' as const, inquisitor: { holder: 1, pastHolders: [], checks: [] } };
    const lead = 'First Bob, the Inquisitor, checks a player.';
    // R-HUN-INV: the investigation leaves the lead to what comes next.
    const investigated = consequenceText({ kind: 'investigation', by: 0, target: 2, mission: 2, leader: 1 }, view);
    assert.equal(investigated, `Ann investigated Cid. Next leader: Bob. ${lead}`);
    assert.equal(consequenceText({ kind: 'investigation', by: 0, target: 2, mission: 2, leader: 1 }, view, true), 'Ann investigated Cid.');
    // R-HUN-ACC: a right accusation says itself what comes next (the Assassin); R-HUN-BRAND likewise.
    const accused = consequenceText(
      { kind: 'accusation', by: 0, hunter: 'resistance-hunter', target: 3, early: false, correct: true, coordinator: false, mission: 3, result: 'success', successes: 3, failures: 0, winner: null },
      view,
    );
    assert.equal(accused, 'Ann, the Resistance Hunter, accuses Dee of being a Spy Chief: right. Before the resistance wins, the spies talk it over and the Assassin names the Commander.');
    const branded = consequenceText({ kind: 'branding', by: 0, target: 3, correct: false }, view);
    assert.equal(branded, 'Ann, the Deep Agent, brands Dee as the Pretender: wrong. Play goes on.');
  });
});
