/**
 * The names of the sound cues and their settings, apart from the player (cues.ts) so that the
 * settings read at start-up do not load it.
 */

/** The events that have a cue (cues.ts says how each sounds and vibrates). */
export const CUE_KINDS = ['turn', 'approved', 'rejected', 'success', 'failure', 'track-4', 'game-end', 'error'] as const;
export type CueKind = (typeof CUE_KINDS)[number];

/** Cues: off; on (with the announcements); or cues without speech (the cued events' announcements are left out). */
export const CUE_MODES = ['off', 'on', 'only'] as const;
export type CueMode = (typeof CUE_MODES)[number];

/** The device's cue settings (settings.ts keeps them). */
export interface CueSettings {
  mode: CueMode;
  /** 0–100 in steps of 10, the cues' own volume (speech has its own). */
  volume: number;
  /** Whether cues also vibrate, where the device can (Android). */
  vibrate: boolean;
}
