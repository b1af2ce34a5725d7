/**
 * The Resistance's events and their sound cues (platform/cues/): a team proposed opens a new step
 * (`turn`); a vote is `approved` or `rejected`, or `track-4` when the rejection brings the vote
 * track to 4 (one more and the spies win, R-VOTE-4); a mission is a `success` or a `failure`; an
 * event that ends the game is `game-end` instead. A module's event opens a new step (`turn`).
 * One cue per event, and only for public events: every cue is the same whoever holds which card.
 */
import { playCue } from '../../../platform/cues/cues.ts';
import type { CueKind, CueSettings } from '../../../platform/cues/cues.ts';
import type { Consequence } from '../engine.ts';

/** The cue of an event's consequence. */
export function cueOf(c: Consequence): CueKind {
  switch (c.kind) {
    case 'proposed':
      return 'turn';
    case 'voted':
      if (c.winner) return 'game-end';
      if (!c.approved && c.voteTrack === 4) return 'track-4';
      return c.approved ? 'approved' : 'rejected';
    case 'mission':
      if (c.winner) return 'game-end';
      return c.outcome.result === 'fail' ? 'failure' : 'success';
    default:
      return 'winner' in c && c.winner ? 'game-end' : 'turn';
  }
}

/**
 * Plays the cue of `c` (unless a private screen shows) and returns what to announce: `text`, or
 * '' with cues without speech when the cue was played (the sentence stays on the page, and the
 * command field's "last" says it again).
 */
export function cued(c: Consequence, text: string, settings: CueSettings, privateOpen: boolean): string {
  const played = playCue(cueOf(c), settings, { private: privateOpen });
  return played && settings.mode === 'only' ? '' : text;
}
