/**
 * The tactile channel of the private turns: an answer of the reveal felt as a vibration
 * pattern, on devices whose browser offers `navigator.vibrate` (Android Chrome and other
 * Chromium browsers on Android). iOS Safari has no `navigator.vibrate` and no other web way to
 * vibrate, and Firefox dropped it: there the app says so and speech or text is the channel.
 *
 * Every pattern has the same number of pulses and the same total length (600 ms), so a phone
 * buzzing on the table sounds the same whatever it tells its holder:
 * - short then long: "spy" (your own card, or another spy's);
 * - long then short: "not a spy";
 * - two equal pulses: "role hidden" (resistance players, and everyone with Blind Spies);
 * - two short pulses far apart: "you learnt something of this player" (role modules: the words
 *   on the screen say what).
 */

/**
 * The answers a private turn may give by touch, and their vibration patterns in milliseconds (on,
 * off, on), as `navigator.vibrate` takes them: every pattern lasts as long as the others, so the
 * length tells nothing. A game maps its answers to these names.
 */
export type VibrationAnswer = 'spy' | 'not-spy' | 'unknown' | 'seen';

/** The patterns of {@link VibrationAnswer}. */
export const VIBRATION_PATTERNS: Readonly<Record<VibrationAnswer, readonly number[]>> = {
  spy: [150, 150, 300],
  'not-spy': [300, 150, 150],
  unknown: [225, 150, 225],
  seen: [100, 400, 100],
};

/** Whether this browser can vibrate (false on iOS Safari and Firefox, and without a vibration motor API). */
export function canVibrate(): boolean {
  return typeof navigator !== 'undefined' && typeof (navigator as Navigator & { vibrate?: unknown }).vibrate === 'function';
}

/**
 * Vibrates the pattern of `answer`, when the device can.
 * @returns whether the browser accepted the pattern (false when unsupported or refused)
 */
export function vibrateAnswer(answer: VibrationAnswer): boolean {
  if (!canVibrate()) return false;
  try {
    return navigator.vibrate([...VIBRATION_PATTERNS[answer]]);
  } catch {
    return false;
  }
}

/** The pause between two answers of {@link vibrateAnswers}, in milliseconds: longer than any pause inside a pattern. */
export const ANSWER_GAP_MS = 900;

/**
 * Vibrates the patterns of `answers` one after another, {@link ANSWER_GAP_MS} apart, in one
 * `navigator.vibrate` call (a whole reveal list, in its order): as long for every list of the same
 * length, whatever the answers.
 * @returns whether the browser accepted the pattern (false when unsupported, refused or empty)
 */
export function vibrateAnswers(answers: readonly VibrationAnswer[]): boolean {
  if (!canVibrate() || answers.length === 0) return false;
  const pattern = answers.flatMap((answer, i) => (i === 0 ? [...VIBRATION_PATTERNS[answer]] : [ANSWER_GAP_MS, ...VIBRATION_PATTERNS[answer]]));
  try {
    return navigator.vibrate(pattern);
  } catch {
    return false;
  }
}

/** Stops a vibration under way (when a private screen hides). */
export function stopVibration(): void {
  if (canVibrate()) navigator.vibrate(0);
}
