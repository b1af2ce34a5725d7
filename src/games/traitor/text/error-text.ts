/**
 * The engine's refusals (RuleError, docs/traitor-expansion.md "Errors") as sentences in the page's
 * language. The refusals a player meets through the screens are worded here; any other keeps the
 * engine's English sentence. No sentence names its rule id: the RuleError carries it (`rule`) for
 * tests and logs, and the rules reader shows the rules.
 */
import { msg, str } from '@lit/localize';
import { RuleError } from '../engine.ts';

/** The sentence for `error` (a RuleError, or anything else thrown). */
export function errorText(error: unknown): string {
  if (!(error instanceof RuleError)) return msg(str`Something went wrong: ${error instanceof Error ? error.message : String(error)}`);
  const p = error.params as Record<string, string | number | undefined>;
  let text: string;
  switch (`${error.rule}/${error.code}`) {
    case 'G3-SET-1/player-count':
      text = msg('The expansion is played by 2 to 5 players.');
      break;
    case 'G3-SET-1/player-name':
    case 'G3-SET-1/name-length': // the room server's (server/input.ts): over 40 characters
      text = msg('Every player needs a name of 1 to 40 characters.');
      break;
    case 'G3-SET-1/same-name':
    case 'G3-SET-1/name-duplicate': // the room server's: equal once letter case is set aside
      text = msg('Two players have the same name: every name must be different.');
      break;
    case 'G3-SET-6/too-few-plots':
      text = msg(str`Every player is dealt a Plot: ${p.players ?? '?'} players need ${p.players ?? '?'} Plots, and ${p.plots ?? '?'} are known. Enter the other Plots from their cards.`);
      break;
    case 'G3-CH-ADD-2/no-match':
      text = msg('These cards meet no requirement of the Challenge: only matching cards may be contributed.');
      break;
    case 'G3-CH-DEFEAT-1/requirements-unmet':
      text = msg(str`Every required card is contributed before the Power is paid: ${p.missing ?? '?'} still missing.`);
      break;
    case 'G3-OP-5/lines-unmet':
      text = msg('These cards do not meet every line of the Foul Machination, one card per line.');
      break;
    case 'G3-CARD-UNKNOWN/level-unknown':
      text = msg('The level of this Challenge is not entered yet: enter it from the card first.');
      break;
    case 'G3-SET-8/wrong-level':
      text = msg(str`That Challenge is not of the level turned face up now (level ${p.level ?? '?'}).`);
      break;
    case 'G3-CARD-UNKNOWN/bad-text':
      text = msg('A name or text is empty or too long.');
      break;
    case 'G3-CARD-UNKNOWN/bad-power':
      text = msg('A Power cost is a whole number from 1 to 99.');
      break;
    case 'G3-CARD-UNKNOWN/cost-range':
      text = msg('In a requirement line the lowest cost is above the highest.');
      break;
    case 'G3-CARD-UNKNOWN/bad-cost':
      text = msg('A card cost in a requirement line is a whole number from 0 to 20.');
      break;
    case 'G3-CARD-UNKNOWN/bad-count':
      text = msg('A requirement line asks for 1 to 12 cards.');
      break;
    case 'G3-CARD-UNKNOWN/bad-requirements':
      text = msg('Enter at least one requirement line.');
      break;
    case 'G3-CARD-UNKNOWN/nothing-new':
      text = msg('This entry adds nothing new to the card.');
      break;
    case 'G3-COMP-1/box-full':
      text = msg('The box holds no more cards of this kind: this one cannot be added.');
      break;
    case 'REC-FORMAT/bad-count':
      text = msg(str`Enter a whole number from 0 to ${p.max ?? '?'}.`);
      break;
    case 'REC-FORMAT/bad-card':
      text = msg('A card is given by its type and its cost, from 0 to 20.');
      break;
    case 'REC-EVENT/nothing-to-undo':
      text = msg('Nothing to undo: the secret deal is never undone.');
      break;
    default:
      text = error.message;
  }
  return text;
}
