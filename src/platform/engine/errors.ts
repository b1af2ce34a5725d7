/**
 * Errors of a game's engine (the platform's engine kit, for every game): an action or a setup that
 * breaks a rule raises a {@link RuleError} naming the rule id of the game's rules file
 * (`../shared/rules/*.md`: `R-MIS-4`, `G2-…`) or a record-format id (`REC-…`), a stable machine
 * `code` for the problem, the values a translated sentence needs (`params`) and an English
 * sentence. The UI shows the translated sentence; tests check `rule` and `code`.
 */

/** Parameters of an error sentence (for translation). */
export type ErrorParams = Record<string, string | number>;

/**
 * An action or a setup that breaks a rule.
 * - `rule`: the rule id, e.g. `'R-TEAM-1'`;
 * - `code`: a stable machine name of the problem, e.g. `'team-size'`;
 * - `params`: the values the sentence mentions;
 * - `message`: the English sentence, without the rule id (`toString()` gives both).
 */
export class RuleError<R extends string = string> extends Error {
  readonly rule: R;
  readonly code: string;
  readonly params: ErrorParams;

  constructor(rule: R, code: string, message: string, params: ErrorParams = {}) {
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

/**
 * A `fail` function for a game's rule ids: raises a {@link RuleError}; typed `never` so that it can
 * end an expression. Each game makes its own (`const fail = failWith<RuleId>()`), so that a rule id
 * outside the game's list does not compile.
 */
export function failWith<R extends string>(): (rule: R, code: string, message: string, params?: ErrorParams) => never {
  return (rule, code, message, params = {}) => {
    throw new RuleError(rule, code, message, params);
  };
}
