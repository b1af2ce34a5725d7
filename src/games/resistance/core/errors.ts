/**
 * Errors raised by The Resistance's engine when an action breaks a rule.
 *
 * Every rejected action raises a {@link RuleError} (the platform's, `src/platform/engine/errors.ts`)
 * naming the rule id from `../shared/rules/resistance.md` (or a record-format id `REC-…` from
 * `docs/records.md`) and a sentence a person understands. The UI shows the sentence (translated
 * through the `code` and `params`), tests check `rule` and `code`. The core's rule ids are listed
 * here; each module adds its own (augment.ts `ModuleRuleIds`).
 */
import { failWith, RuleError } from '../../../platform/engine/errors.ts';
import type { ErrorParams } from '../../../platform/engine/errors.ts';
import type { ModuleRuleIds } from './augment.ts';

export { RuleError };
export type { ErrorParams };

/** Rule ids of the base game and its variants (sections 1–2), and the record-format ids. */
export type CoreRuleId =
  | 'R-SET-1'
  | 'R-SET-2'
  | 'R-SET-3'
  | 'R-SET-4'
  | 'R-ROUND-1'
  | 'R-TEAM-1'
  | 'R-TEAM-2'
  | 'R-VOTE-1'
  | 'R-VOTE-2'
  | 'R-VOTE-3'
  | 'R-VOTE-4'
  | 'R-VOTE-5'
  | 'R-MIS-1'
  | 'R-MIS-2'
  | 'R-MIS-3'
  | 'R-MIS-4'
  | 'R-MIS-5'
  | 'R-END-1'
  | 'R-REV-1'
  | 'R-REV-2'
  | 'R-MOD-REVEAL'
  | 'R-VAR-TGT'
  | 'R-VAR-BLIND'
  | 'REC-FORMAT'
  | 'REC-EVENT';

/** Every rule id the engine cites: the core's and the modules'. */
export type RuleId = CoreRuleId | keyof ModuleRuleIds;

/** Raises a {@link RuleError} naming a rule of The Resistance; typed `never` so that it can end an expression. */
export const fail: (rule: RuleId, code: string, message: string, params?: ErrorParams) => never = failWith<RuleId>();
