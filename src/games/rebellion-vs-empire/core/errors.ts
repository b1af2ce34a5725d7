/**
 * Errors of the Rebellion vs Empire engine. Every rejected event raises the platform's
 * {@link RuleError} naming a rule id of `../shared/rules/other-games.md` part A (G2-…), a stable
 * `code`, an English sentence and the `params` a translation needs. Tests check `rule` and `code`.
 */
import { failWith, RuleError } from '../../../platform/engine/errors.ts';
import type { ErrorParams } from '../../../platform/engine/errors.ts';

export { RuleError };
export type { ErrorParams };

/**
 * The rule ids this engine cites (other-games.md part A), and the record ids: REC-EVENT for a
 * malformed event, REC-FORMAT for a malformed record (record.ts), REC-INPUT for a malformed input of
 * the condition checker (condition-input.ts).
 */
export type RuleId =
  | 'G2-COMP-1'
  | 'G2-COMP-2'
  | 'G2-SET-1'
  | 'G2-SET-2'
  | 'G2-SET-3'
  | 'G2-SET-6'
  | 'G2-ROUND-1'
  | 'G2-ROUND-AREA'
  | 'G2-ROUND-PLAY'
  | 'G2-ROUND-EMPIRE'
  | 'G2-ROUND-ASSIGN'
  | 'G2-TOKEN-SCOPE'
  | 'G2-TOKEN-ONCE'
  | 'G2-TOKEN-SURV'
  | 'G2-TOKEN-REDIRECT'
  | 'G2-TOKEN-BLOCK'
  | 'G2-LIB-1'
  | 'G2-LIB-3'
  | 'G2-LIB-5'
  | 'G2-LIB-7'
  | 'G2-MIS-UNKNOWN'
  | 'G2-FINAL-2'
  | 'G2-FINAL-3'
  | 'G2-CAPITOL-1'
  | 'G2-OP-3'
  | 'G2-OP-5'
  | 'G2-OP-8'
  | 'REC-EVENT'
  | 'REC-FORMAT'
  | 'REC-INPUT';

/** Raises a {@link RuleError} naming a rule of Rebellion vs Empire; typed `never`. */
export const fail: (rule: RuleId, code: string, message: string, params?: ErrorParams) => never = failWith<RuleId>();
