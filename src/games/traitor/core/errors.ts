/**
 * Errors of the traitor expansion's engine (seed 003; rules `../shared/rules/other-games.md` part B).
 *
 * Every refused event or action raises the platform's {@link RuleError} naming a rule id of part B
 * (`G3-…`), or a record-format id (`REC-FORMAT`: an event of the wrong shape; `REC-EVENT`: an event
 * that cannot come now, e.g. after the game is over), with a stable `code`, the sentence's `params`
 * and an English sentence. Tests check `rule` and `code`.
 */
import { failWith, RuleError } from '../../../platform/engine/errors.ts';
import type { ErrorParams } from '../../../platform/engine/errors.ts';

export { RuleError };
export type { ErrorParams };

/** Every rule id this engine cites (part B of other-games.md, and the record-format ids). */
export type RuleId =
  | 'G3-COMP-1'
  | 'G3-SET-1'
  | 'G3-SET-5'
  | 'G3-SET-6'
  | 'G3-SET-7'
  | 'G3-SET-8'
  | 'G3-CH-1'
  | 'G3-CH-3'
  | 'G3-CH-ADD-1'
  | 'G3-CH-ADD-2'
  | 'G3-CH-DEFEAT-1'
  | 'G3-FM-3'
  | 'G3-OP-5'
  | 'G3-PLOT-4'
  | 'G3-HELP-1'
  | 'G3-HELP-2'
  | 'G3-PLAY-ATTACK'
  | 'G3-END-2'
  | 'G3-2P-1'
  | 'G3-2P-5'
  | 'G3-END-1'
  | 'G3-CARD-DISINTEGRATION'
  | 'G3-CARD-DOOMSDAY'
  | 'G3-CARD-UNKNOWN'
  | 'REC-FORMAT'
  | 'REC-EVENT';

/** Raises a {@link RuleError} naming a rule of the traitor expansion; typed `never` so that it can end an expression. */
export const fail: (rule: RuleId, code: string, message: string, params?: ErrorParams) => never = failWith<RuleId>();
