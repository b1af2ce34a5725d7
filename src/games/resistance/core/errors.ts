/**
 * Errors raised by the engine when an action breaks a rule.
 *
 * Every rejected action raises a {@link RuleError} naming the rule id from
 * `../shared/rules/resistance.md` (or a record-format id `REC-…` from `docs/records.md`) and a
 * sentence a person understands. The UI shows the sentence (translated through the `code` and
 * `params`), tests check `rule` and `code`.
 */

/** Rule ids the engine cites (sections 1–2 of the rules) and the record-format ids. */
export type RuleId =
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
  | 'R-ASN-1'
  | 'R-ASN-2'
  | 'R-ASN-END'
  | 'R-ASN-OPT'
  | 'R-ASN-SCRIPT'
  | 'R-DEF-1'
  | 'R-DEF-V1'
  | 'R-DEF-V2'
  | 'R-HUN-2'
  | 'R-HUN-REV'
  | 'R-HUN-TEAM'
  | 'R-HUN-MIS'
  | 'R-HUN-EARLY'
  | 'R-HUN-INV'
  | 'R-HUN-ACC'
  | 'R-HUN-OPT'
  | 'R-HUN-BRAND'
  | 'R-VAR-TGT'
  | 'R-VAR-BLIND'
  | 'R-TRP-1'
  | 'R-TRP-2'
  | 'R-REVS-1'
  | 'R-REVS-2'
  | 'R-REVS-3'
  | 'R-INQ-1'
  | 'R-INQ-2'
  | 'R-INQ-3'
  | 'R-PLOT-1'
  | 'R-PLOT-2'
  | 'R-PLOT-3'
  | 'R-PLOT-4'
  | 'R-PLOT-5'
  | 'R-REVS-OPT'
  | 'REC-FORMAT'
  | 'REC-EVENT';

/** Parameters of an error sentence (for translation). */
export type ErrorParams = Record<string, string | number>;

/**
 * An action or a setup that breaks a rule.
 * - `rule`: the rule id, e.g. `'R-TEAM-1'`;
 * - `code`: a stable machine name of the problem, e.g. `'team-size'`, used by the UI to pick a
 *   translated sentence;
 * - `params`: the values the sentence mentions;
 * - `message`: the English sentence, without the rule id (see `toString()` for both).
 */
export class RuleError extends Error {
  readonly rule: RuleId;
  readonly code: string;
  readonly params: ErrorParams;

  constructor(rule: RuleId, code: string, message: string, params: ErrorParams = {}) {
    super(message);
    this.name = 'RuleError';
    this.rule = rule;
    this.code = code;
    this.params = params;
  }

  /** The sentence followed by the rule id in parentheses, e.g. "… first (R-VAR-TGT)". */
  override toString(): string {
    return `${this.message} (${this.rule})`;
  }
}

/** Raises a {@link RuleError}; typed `never` so that it can end an expression. */
export function fail(rule: RuleId, code: string, message: string, params: ErrorParams = {}): never {
  throw new RuleError(rule, code, message, params);
}
