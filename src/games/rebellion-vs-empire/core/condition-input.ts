/**
 * The input of the condition checker (`npm run --silent conditions -- FILE`, src/cli/conditions.ts):
 * a stack typed by hand, checked and evaluated against the eight described
 * missions (missions.ts) in one view (G2-MIS-VIEW).
 *
 * ```json
 * {"stack": [{"suit": "riots", "value": 5, "feint": false, "revealed": false},
 *            {"suit": null, "value": null, "feint": true, "revealed": false}],
 *  "district": "capitol", "capitolVariant": false, "view": "public"}
 * ```
 */
import { isDistrict, SUITS, VALUES } from './cards.ts';
import type { Suit, Value } from './cards.ts';
import { fail } from './errors.ts';
import type { MissionKey, StackCard, StackView } from './missions.ts';
import { metMissions } from './missions.ts';
import type { District } from './cards.ts';

/** A checked input of the condition checker. */
export interface ConditionInput {
  stack: StackCard[];
  district: District;
  capitolVariant: boolean;
  view: StackView;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Checks a parsed input (file comment). A Feint is `{"suit": null, "value": null, "feint": true}`
 * (G2-COMP-2: no suit, no value); a numbered card has a suit, a value 2–6 and `"feint": false`
 * (G2-COMP-1).
 * @throws RuleError REC-INPUT naming the field that is wrong (`stack[2].value`, `district`, …)
 */
export function parseConditionInput(input: unknown): ConditionInput {
  if (!isObject(input)) fail('REC-INPUT', 'input-object', 'the input must be a JSON object with "stack", "district", "capitolVariant" and "view"');
  if (!Array.isArray(input.stack)) fail('REC-INPUT', 'stack', '"stack" must be a list of cards');
  const stack = input.stack.map((entry, i): StackCard => {
    const where = `stack[${i}]`;
    if (!isObject(entry)) fail('REC-INPUT', 'card', `${where} must be an object {suit, value, feint, revealed}`, { where });
    if (typeof entry.feint !== 'boolean') fail('REC-INPUT', 'feint', `${where}.feint must be true or false`, { where });
    if (typeof entry.revealed !== 'boolean') fail('REC-INPUT', 'revealed', `${where}.revealed must be true or false`, { where });
    if (entry.feint) {
      if (entry.suit !== null || entry.value !== null) fail('REC-INPUT', 'feint-face', `${where} is a Feint: its suit and value must be null (G2-COMP-2)`, { where });
      return { feint: true, suit: null, value: null, revealed: entry.revealed };
    }
    if (!(SUITS as readonly unknown[]).includes(entry.suit)) fail('REC-INPUT', 'suit', `${where}.suit must be one of ${SUITS.join(', ')} (or null for a Feint)`, { where });
    if (!(VALUES as readonly unknown[]).includes(entry.value)) fail('REC-INPUT', 'value', `${where}.value must be a whole number from 2 to 6 (or null for a Feint)`, { where });
    return { feint: false, suit: entry.suit as Suit, value: entry.value as Value, revealed: entry.revealed };
  });
  if (!isDistrict(input.district)) fail('REC-INPUT', 'district', '"district" must be one of ministry-of-plenty, ministry-of-peace, capitol, police-headquarters, ministry-of-truth');
  if (typeof input.capitolVariant !== 'boolean') fail('REC-INPUT', 'capitol-variant', '"capitolVariant" must be true or false');
  if (input.view !== 'public' && input.view !== 'rebellion') fail('REC-INPUT', 'view', '"view" must be "public" or "rebellion"');
  return { stack, district: input.district, capitolVariant: input.capitolVariant, view: input.view };
}

/**
 * The keys of the described missions the input's stack meets in its view, in the rules file's
 * order (missions.ts `metMissions`: in the public view a mission met by the revealed cards that a
 * hidden card could still break counts as met, G2-OP-1).
 * @throws RuleError REC-INPUT as {@link parseConditionInput}
 */
export function checkConditions(input: unknown): MissionKey[] {
  const { stack, district, capitolVariant, view } = parseConditionInput(input);
  return metMissions(stack, { district, capitolVariant }, view);
}
