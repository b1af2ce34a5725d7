/**
 * The digital deal (R-SET-2, R-SET-3): what the app or the room server deals when it holds the
 * cards, for the one-device app (game-flow.ts) and the room server alike, so that both deal the
 * same way: the character cards of the role modules (characters.ts `dealRoles`), else the spies
 * (`dealSpies`), then each module's own cards (module.ts `deal`: the Reversers, R-REVS-1).
 * Randomness comes in as `randomInt`; the result is a setup whose deal is part of it, replayable
 * like any other.
 */
import type { RandomInt } from '../../../platform/engine/chance.ts';
import { dealRoles } from './characters.ts';
import { dealSpies } from './private.ts';
import { modulesOf } from './registry.ts';
import { validateSetup } from './setup.ts';
import type { GameSetupInput } from './types.ts';

/**
 * Deals the cards of a setup that names none (no `spies`, `characters` or module seats).
 * @param input the setup as the table chose it (players, first leader, variants, modules)
 * @param randomInt uniform integer in [0, n) (`crypto.getRandomValues` in the app and the server)
 * @returns the setup with the deal: `spies`, `characters` with a role module, each module's seats
 * @throws RuleError as `validateSetup` for a setup the rules refuse; RangeError when `randomInt` misbehaves
 */
export function dealSetup(input: GameSetupInput, randomInt: RandomInt): GameSetupInput {
  const base = validateSetup({ ...input, spies: null, characters: null });
  const players = base.players.length;
  // R-SET-3: with role modules every seat gets a character card; the spies are the spy-side cards.
  const deal = base.roles ? dealRoles(players, input.roles, randomInt, base.modules) : null;
  const spies = deal ? deal.spies : dealSpies(players, randomInt);
  let out: GameSetupInput = { ...input, spies, characters: deal ? deal.roles : null };
  for (const module of modulesOf(base)) out = { ...out, ...module.deal?.(base, spies, deal?.roles ?? null, randomInt) };
  return out;
}
