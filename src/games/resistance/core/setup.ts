/**
 * Game setup: validation of the table (R-SET-*) and the initial state. The core checks its own
 * fields (players, first leader, variants, the mission 5 reading, the spies, the dealt cards);
 * each module on checks its own options (its manifest's `setupKeys`), in manifest order.
 */
import { fail } from './errors.ts';
import { checkDeal, hasSpecialCards, roleCards, validateRoles } from './characters.ts';
import { manifest, modulesOf } from './registry.ts';
import { isPlayerCount, isSeat, MAX_PLAYERS, MIN_PLAYERS, spyCount } from './tables.ts';
import { roundPhase } from './reducer.ts';
import type { GameSetup, GameSetupInput, GameState, Mission5Rule, Phase, Seat, Variant } from './types.ts';
import { TABLE_NAMES, VARIANTS } from './types.ts';

const MISSION5_RULES: readonly Mission5Rule[] = ['two-successes', 'two-done'];

/** The keys of `setup.modules` the manifest knows, in order. */
function moduleKeys(): string[] {
  return manifest().flatMap((m) => [...(m.setupKeys?.modules ?? [])]);
}

/**
 * Checks the record's `setup.modules` object: an object whose keys are modules the manifest knows.
 * @throws RuleError REC-FORMAT `modules-object`, `module-unknown`
 */
function checkModulesObject(input: unknown): void {
  if (input === undefined || input === null) return;
  if (typeof input !== 'object' || Array.isArray(input)) {
    fail('REC-FORMAT', 'modules-object', 'modules must be an object such as {"trapper": true}');
  }
  const known = moduleKeys();
  for (const key of Object.keys(input)) {
    if (!known.includes(key)) {
      fail('REC-FORMAT', 'module-unknown', `unknown module "${key}": known modules are ${known.join(', ')}`, { module: key });
    }
  }
}

/**
 * Checks a setup and returns it normalised (variants deduplicated in a stable order, spies sorted,
 * `mission5Rule` defaulted to the English reading of R-VAR-TGT, each module's options normalised).
 * The modules the setup uses must be loaded (registry.ts `loadModulesFor`).
 * @throws RuleError R-SET-1 (player count, names), R-SET-4 (first leader), R-SET-2 (spies, cards),
 *   R-VAR-TGT (mission 5 reading), REC-FORMAT (unknown variant or module, wrong types, the Hunter
 *   module under Avalon names), and each
 *   module's own rules
 */
export function validateSetup(input: GameSetupInput): GameSetup {
  if (input === null || typeof input !== 'object') {
    fail('REC-FORMAT', 'setup-object', 'the setup must be an object with players and firstLeader');
  }
  const { players, firstLeader } = input;
  if (!Array.isArray(players)) {
    fail('R-SET-1', 'players-list', 'players must be a list of names in seat order');
  }
  if (!isPlayerCount(players.length)) {
    fail(
      'R-SET-1',
      'player-count',
      `The Resistance needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players.length}`,
      { count: players.length, min: MIN_PLAYERS, max: MAX_PLAYERS },
    );
  }
  players.forEach((name, seat) => {
    if (typeof name !== 'string' || name.trim() === '') {
      fail('R-SET-1', 'player-name', `the player in seat ${seat} needs a name`, { seat });
    }
  });
  if (!isSeat(firstLeader, players.length)) {
    fail(
      'R-SET-4',
      'first-leader',
      `the first leader must be one of the seats 0 to ${players.length - 1}`,
      { last: players.length - 1 },
    );
  }

  const variantsIn = input.variants ?? [];
  if (!Array.isArray(variantsIn)) {
    fail('REC-FORMAT', 'variants-list', 'variants must be a list such as ["targeting"]');
  }
  for (const variant of variantsIn) {
    if (!VARIANTS.includes(variant)) {
      fail('REC-FORMAT', 'variant-unknown', `unknown variant "${String(variant)}": known variants are ${VARIANTS.join(', ')}`, {
        variant: String(variant),
      });
    }
  }
  const variants: Variant[] = VARIANTS.filter((v) => variantsIn.includes(v));

  const mission5Rule = input.mission5Rule ?? 'two-successes';
  if (!MISSION5_RULES.includes(mission5Rule)) {
    fail('R-VAR-TGT', 'mission5-rule', `mission5Rule must be "two-successes" or "two-done", not "${String(mission5Rule)}"`, {
      value: String(mission5Rule),
    });
  }

  let setup: GameSetup = {
    players: players.map((p) => p.trim()),
    firstLeader,
    variants,
    mission5Rule,
  } as GameSetup;
  if (input.secretVotes !== undefined && typeof input.secretVotes !== 'boolean') {
    fail('REC-FORMAT', 'secret-votes', 'secretVotes must be true or false');
  }
  if (input.secretVotes === true) setup.secretVotes = true;
  const names = input.names;
  if (names !== undefined && names !== null && names !== 'resistance' && !TABLE_NAMES.includes(names)) {
    fail('REC-FORMAT', 'table-names', `names must be "avalon" or "resistance", not "${String(names)}"`, { value: String(names) });
  }
  if (names === 'avalon') setup.names = names;

  // The modules' options (`setup.modules`): each module on normalises its keys, in manifest order;
  // with one on, the others' keys hold their "off" values, as in a record.
  checkModulesObject(input.modules);
  const modules = modulesOf(input);
  for (const module of modules) setup = { ...setup, ...module.setup?.(input, setup) };
  if (modules.some((m) => manifest().find((e) => e.id === m.id)?.setupKeys?.modules)) {
    const all: Record<string, unknown> = {};
    for (const entry of manifest()) Object.assign(all, entry.off?.modules ?? {});
    setup = { ...setup, modules: { ...all, ...setup.modules } as GameSetup['modules'] };
  }

  if (input.spies !== undefined && input.spies !== null) {
    const spies = input.spies;
    if (!Array.isArray(spies) || spies.some((s) => !isSeat(s, players.length))) {
      fail('R-SET-2', 'spy-seat', `spies must be a list of seats 0 to ${players.length - 1}`, { last: players.length - 1 });
    }
    if (new Set(spies).size !== spies.length) {
      fail('R-SET-2', 'spy-duplicate', 'a seat is listed twice among the spies');
    }
    const expected = spyCount(players.length);
    if (spies.length !== expected) {
      fail('R-SET-2', 'spy-count', `a game of ${players.length} has ${expected} spies, not ${spies.length}`, {
        players: players.length,
        expected,
        count: spies.length,
      });
    }
    setup.spies = [...spies].sort((a, b) => a - b);
  }
  // The role modules (`setup.roles`), and every special card in place of a plain one (R-SET-2,
  // rules §4: also the cards of a module under `setup.modules`, R-REVS-1).
  if (input.roles !== undefined && input.roles !== null) {
    const roles = validateRoles(players.length, input.roles);
    if (Object.values(roles).some((v) => v !== null && v !== undefined)) setup.roles = roles;
  }
  // Avalon has no card for the Hunter module's Chiefs and Hunters (docs/avalon.md): it plays under
  // The Resistance's names only.
  if (setup.names === 'avalon' && setup.roles?.hunter) {
    fail('REC-FORMAT', 'hunter-avalon', 'the Hunter module has no Avalon names: play it under "resistance" names');
  }
  if (hasSpecialCards(players.length, setup)) roleCards(players.length, setup);
  if (input.characters !== undefined && input.characters !== null) {
    // R-SET-3 with the role modules: the dealt cards must be the modules' cards, one per seat;
    // the spies are the seats of the spy-side cards.
    if (!setup.roles) fail('R-SET-2', 'characters-unexpected', 'character cards are given only with a role module');
    const deal = checkDeal(players.length, input.roles, input.characters, setup.modules);
    if (setup.spies && setup.spies.join() !== deal.spies.join()) {
      fail('R-SET-2', 'characters-spies', 'the spies must be the seats of the spy-side character cards');
    }
    setup.spies = deal.spies;
    setup.characters = deal.roles;
  }
  // The modules' dealt fields (the Reversers' seats), once the deal is known.
  for (const module of modules) setup = { ...setup, ...module.dealt?.(input, setup) };
  // Top-level keys of modules that are off must not be given.
  for (const entry of manifest()) {
    if (modules.some((m) => m.id === entry.id)) continue;
    for (const key of entry.setupKeys?.top ?? []) {
      const value = (input as unknown as Record<string, unknown>)[key];
      if (value !== undefined && value !== null && entry.offSetup) fail(entry.offSetup.rule, entry.offSetup.code, entry.offSetup.message);
    }
  }
  return setup;
}

/** The state before any event: round 1, the first leader, an empty vote track (R-SET-4). */
export function createGame(input: GameSetupInput): GameState {
  const setup = validateSetup(input);
  let state = {
    setup,
    events: [],
    phase: 'proposal' as Phase,
    round: 1,
    leader: setup.firstLeader,
    voteTrack: 0,
    proposals: [],
    missions: [null, null, null, null, null],
    winner: null,
  } as unknown as GameState;
  // Each module's slice: its initial state when on, its "off" value when off.
  const on = modulesOf(setup);
  for (const entry of manifest()) {
    const module = on.find((m) => m.id === entry.id);
    state = { ...state, ...(module ? module.init?.(setup) : entry.off?.state) };
  }
  // The first round starts like every round: a module's step first (R-PLOT-2), else the team.
  return { ...state, phase: roundPhase(state, null) };
}

/**
 * Draws the first leader at random (R-SET-4: "chosen at random, any method").
 * @param players number of players (5–10)
 * @param randomInt the source of randomness: returns a uniform integer in [0, n). The engine never
 *   calls `Math.random`; the app passes one built on `crypto.getRandomValues`, tests a seeded one.
 */
export function drawFirstLeader(players: number, randomInt: (n: number) => number): Seat {
  const seat = randomInt(players);
  if (!isSeat(seat, players)) throw new RangeError(`randomInt(${players}) returned ${seat}`);
  return seat;
}

export { isSeat } from './tables.ts';
