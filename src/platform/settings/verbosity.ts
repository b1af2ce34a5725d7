/**
 * How much each kind of announcement says (verbosity per event kind), for any game: per kind, the
 * app's level ("How much is announced"), every detail (names, counts and the next step), the
 * result only, or the shortest words (for a braille display: the fewest cells, the news first).
 * Presets set every kind at once: a new player hears everything, a practised player the results,
 * a braille display the shortest. A game names its kinds (the Resistance: a team proposed, a vote,
 * a mission) and says each level (its text).
 */

/** The kinds of announcement whose length is chosen. */
export const VERBOSITY_KINDS = ['proposal', 'vote', 'mission'] as const;
export type VerbosityKind = (typeof VERBOSITY_KINDS)[number];

/** A kind's level: as the app's announcements setting, every detail, the result only, the shortest words. */
export const VERBOSITY_LEVELS = ['default', 'full', 'brief', 'shortest'] as const;
export type VerbosityLevel = (typeof VERBOSITY_LEVELS)[number];

export type Verbosity = Record<VerbosityKind, VerbosityLevel>;

/** The presets: what each sets for every kind. */
export const VERBOSITY_PRESETS = {
  'new-player': { proposal: 'full', vote: 'full', mission: 'full' },
  practised: { proposal: 'brief', vote: 'brief', mission: 'brief' },
  braille: { proposal: 'shortest', vote: 'shortest', mission: 'shortest' },
} as const satisfies Record<string, Verbosity>;
export type VerbosityPreset = keyof typeof VERBOSITY_PRESETS;

/** Every kind as the app's announcements setting (the default). */
export const DEFAULT_VERBOSITY: Readonly<Verbosity> = Object.freeze({ proposal: 'default', vote: 'default', mission: 'default' });

/** The preset `verbosity` is, or `null` when its kinds differ from every preset. */
export function presetOf(verbosity: Readonly<Verbosity>): VerbosityPreset | null {
  for (const [name, preset] of Object.entries(VERBOSITY_PRESETS) as [VerbosityPreset, Verbosity][]) {
    if (VERBOSITY_KINDS.every((kind) => preset[kind] === verbosity[kind])) return name;
  }
  return null;
}

/** A verbosity from any value (a saved one): each kind that is valid kept, the others `fallback`'s. */
export function normalizeVerbosity(raw: unknown, fallback: Readonly<Verbosity> = DEFAULT_VERBOSITY): Verbosity {
  const verbosity: Verbosity = { ...fallback };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return verbosity;
  for (const kind of VERBOSITY_KINDS) {
    const level = (raw as Record<string, unknown>)[kind];
    if (VERBOSITY_LEVELS.includes(level as VerbosityLevel)) verbosity[kind] = level as VerbosityLevel;
  }
  return verbosity;
}

/** The level that applies to `kind`: its own, or the app's announcements setting for `default`. */
export function levelOf(verbosity: Readonly<Verbosity>, kind: VerbosityKind, announcements: 'full' | 'brief'): Exclude<VerbosityLevel, 'default'> {
  const level = verbosity[kind];
  return level === 'default' ? announcements : level;
}
