/**
 * Verbosity per event kind (verbosity/announced-text.ts): each kind at its own level, the presets
 * (new player, practised, braille display), and `default` following the app's announcements setting.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { announcedText } from '../../../../src/games/resistance/verbosity/announced-text.ts';
import { consequenceText } from '../../../../src/games/resistance/text/text.ts';
import { step, viewFor } from '../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameState } from '../../../../src/games/resistance/engine.ts';
import { DEFAULT_VERBOSITY, presetOf, VERBOSITY_PRESETS } from '../../../../src/platform/settings/verbosity.ts';
import { newGame, play } from '../helpers.ts';

function said(state: GameState, event: GameEvent, settings: Parameters<typeof announcedText>[2]): string {
  const { state: after, consequence } = step(state, event);
  return announcedText(consequence, viewFor(after, 'public'), settings);
}

const start = newGame(5);
const proposal: GameEvent = { type: 'proposal', team: [0, 2], mission: 1, leader: 0 };
const proposed = play(start, proposal);
const reject: GameEvent = { type: 'vote', approve: [0, 2] };
const approved = play(proposed, { type: 'vote', approve: [0, 1, 2, 3, 4] });
const fail: GameEvent = { type: 'mission', fails: 1 };

describe('verbosity per event kind', () => {
  it('braille display: the shortest words, the news first', () => {
    const braille = { announcements: 'full' as const, verbosity: { ...VERBOSITY_PRESETS.braille } };
    assert.equal(said(start, proposal, braille), 'Team Ann and Cid, mission 1.');
    assert.equal(said(proposed, reject, braille), 'Rejected 2 to 3, vote track 1.');
    assert.equal(said(approved, fail, braille), 'Mission 1 failed, 1 Fail.');
  });

  it('new player and practised are the full and brief sentences; default follows the app setting', () => {
    const { state: after, consequence } = step(proposed, reject);
    const view = viewFor(after, 'public');
    const full = consequenceText(consequence, view, false);
    const brief = consequenceText(consequence, view, true);
    assert.notEqual(full, brief);
    assert.equal(said(proposed, reject, { announcements: 'brief', verbosity: { ...VERBOSITY_PRESETS['new-player'] } }), full);
    assert.equal(said(proposed, reject, { announcements: 'full', verbosity: { ...VERBOSITY_PRESETS.practised } }), brief);
    assert.equal(said(proposed, reject, { announcements: 'brief', verbosity: { ...DEFAULT_VERBOSITY } }), brief);
    assert.equal(said(proposed, reject, { announcements: 'full', verbosity: { ...DEFAULT_VERBOSITY } }), full);
  });

  it('each kind on its own: a shortest vote among full proposals', () => {
    const mixed = { announcements: 'full' as const, verbosity: { proposal: 'full' as const, vote: 'shortest' as const, mission: 'brief' as const } };
    assert.match(said(start, proposal, mixed), /^Ann proposes Ann and Cid for mission 1\. /);
    assert.equal(said(proposed, reject, mixed), 'Rejected 2 to 3, vote track 1.');
    assert.equal(presetOf(mixed.verbosity), null);
    assert.equal(presetOf({ ...VERBOSITY_PRESETS.braille }), 'braille');
  });
});
