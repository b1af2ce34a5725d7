/**
 * Game setup: validation of the table (R-SET-*) and the initial state.
 */
import { fail } from './errors.ts';
import { isPlayerCount, MAX_PLAYERS, MIN_PLAYERS, spyCount } from './tables.ts';
import { extension } from './extensions.ts';
import type { GameSetup, GameSetupInput, GameState, Mission5Rule, Modules, ModulesInput, Seat, Variant } from './types.ts';
import { VARIANTS } from './types.ts';

const MISSION5_RULES: readonly Mission5Rule[] = ['two-successes', 'two-done'];

/**
 * Checks a setup and returns it normalised (variants deduplicated in a stable order, spies sorted,
 * `mission5Rule` defaulted to the English reading of R-VAR-TGT).
 * @throws RuleError R-SET-1 (player count, names), R-SET-4 (first leader), R-SET-2 (spies),
 *   R-VAR-TGT (mission 5 reading), REC-FORMAT (unknown variant, wrong types).
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

  const setup: GameSetup = {
    players: players.map((p) => p.trim()),
    firstLeader,
    variants,
    mission5Rule,
  };
  if (input.secretVotes !== undefined && typeof input.secretVotes !== 'boolean') {
    fail('REC-FORMAT', 'secret-votes', 'secretVotes must be true or false');
  }
  if (input.secretVotes === true) setup.secretVotes = true;
  const modules = validateModules(input.modules);
  if (modules) setup.modules = modules;

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
  if (input.roles !== undefined && input.roles !== null) {
    const roles = extension('roles').validateRoles(players.length, input.roles);
    if (roles.assassin || roles.defector || roles.hunter) setup.roles = roles;
  }
  if (input.characters !== undefined && input.characters !== null) {
    // R-SET-3 with the role modules: the dealt cards must be the modules' cards, one per seat;
    // the spies are the seats of the spy-side cards.
    if (!setup.roles) fail('R-SET-2', 'characters-unexpected', 'character cards are given only with a role module (Assassin, Defector, Hunter)');
    // The loyalty deck (R-DEF-V1) is not part of the setup: each card drawn comes as a
    // `loyalty-draw` event, so the check is given the deck's composition only.
    const { checkDeal, LOYALTY_DECK } = extension('roles');
    const deal = checkDeal(players.length, input.roles, input.characters, setup.roles.defector === 'I' ? [...LOYALTY_DECK] : null);
    if (setup.spies && setup.spies.join() !== deal.spies.join()) {
      fail('R-SET-2', 'characters-spies', 'the spies must be the seats of the spy-side character cards');
    }
    setup.spies = deal.spies;
    setup.characters = deal.roles;
  }
  if (input.reversers !== undefined && input.reversers !== null) {
    const r = input.reversers;
    const spies = setup.spies;
    if (!modules?.reverser || !spies) {
      fail('R-REVS-1', 'reversers-unexpected', 'Reverser seats are given only with the Reverser module and the spies known');
    }
    const resistance = r.resistance ?? null;
    const spy = r.spy ?? null;
    if ((resistance !== null) !== modules.reverser.resistance || (spy !== null) !== modules.reverser.spy) {
      fail('R-REVS-1', 'reversers-match', 'the Reverser seats must match the Reversers of the module');
    }
    if (resistance !== null && (!isSeat(resistance, players.length) || spies.includes(resistance))) {
      fail('R-REVS-1', 'reverser-seat', 'the Resistance Reverser must be a resistance seat');
    }
    if (spy !== null && (!isSeat(spy, players.length) || !spies.includes(spy))) {
      fail('R-REVS-1', 'reverser-seat', 'the Spy Reverser must be one of the spies');
    }
    // R-REVS-1: the Reversers replace plain cards, so with role modules they hold no special role.
    const characters = setup.characters;
    if (characters && [resistance, spy].some((seat) => seat !== null && characters[seat] !== 'resistance' && characters[seat] !== 'spy')) {
      fail('R-REVS-1', 'reverser-seat', 'a Reverser replaces a plain card, not a special role');
    }
    setup.reversers = { resistance, spy };
  }
  return setup;
}

/**
 * Checks the modules of a setup (issue 6) and returns them normalised, or `undefined` when none is
 * on. @throws RuleError REC-FORMAT (wrong types), R-REVS-1 (the Reverser module without a Reverser)
 */
function validateModules(input: ModulesInput | null | undefined): Modules | undefined {
  if (input === undefined || input === null) return undefined;
  if (typeof input !== 'object' || Array.isArray(input)) {
    fail('REC-FORMAT', 'modules-object', 'modules must be an object such as {"trapper": true}');
  }
  for (const key of Object.keys(input)) {
    if (!['plot', 'trapper', 'inquisitor', 'reverser'].includes(key)) {
      fail('REC-FORMAT', 'module-unknown', `unknown module "${key}": known modules are plot, trapper, inquisitor, reverser`, { module: key });
    }
  }
  const flag = (value: unknown, key: string): boolean => {
    if (value === undefined) return false;
    if (typeof value !== 'boolean') fail('REC-FORMAT', 'module-flag', `modules.${key} must be true or false`, { module: key });
    return value;
  };
  const modules: Modules = {
    plot: flag(input.plot, 'plot'),
    trapper: flag(input.trapper, 'trapper'),
    inquisitor: flag(input.inquisitor, 'inquisitor'),
    reverser: null,
  };
  const reverser = input.reverser;
  if (reverser !== undefined && reverser !== null) {
    if (typeof reverser !== 'object' || Array.isArray(reverser)) {
      fail('REC-FORMAT', 'module-flag', 'modules.reverser must be an object such as {"resistance": true, "spy": true}', { module: 'reverser' });
    }
    const resistance = flag(reverser.resistance, 'reverser.resistance');
    const spy = flag(reverser.spy, 'reverser.spy');
    const spyHidden = flag(reverser.spyHidden, 'reverser.spyHidden');
    if (!resistance && !spy) {
      fail('R-REVS-1', 'reverser-none', 'the Reverser module needs the Resistance Reverser, the Spy Reverser, or both');
    }
    if (spyHidden && !spy) {
      fail('R-REVS-OPT', 'reverser-hidden-without-spy', 'only the Spy Reverser can be hidden from the other spies');
    }
    modules.reverser = spyHidden ? { resistance, spy, spyHidden: true } : { resistance, spy };
  }
  return modules.plot || modules.trapper || modules.inquisitor || modules.reverser ? modules : undefined;
}

/** The state before any event: round 1, the first leader, an empty vote track (R-SET-4). */
export function createGame(input: GameSetupInput): GameState {
  const setup = validateSetup(input);
  const players = setup.players.length;
  return {
    setup,
    events: [],
    phase: setup.modules?.plot ? 'plot' : 'proposal',
    round: 1,
    leader: setup.firstLeader,
    voteTrack: 0,
    proposals: [],
    missions: [null, null, null, null, null],
    winner: null,
    // R-PLOT-2: with plot cards, each round starts with the leader's draw.
    plot: setup.modules?.plot ? extension('plot').initialPlot(players) : null,
    // R-DEF-V1: the loyalty cards revealed at the start of rounds 3, 4 and 5.
    loyalty: setup.roles?.defector === 'I' ? { draws: [], switches: 0 } : null,
    // R-INQ-1: the player on the leader's right (counter-clockwise) gets the Inquisitor token.
    inquisitor: setup.modules?.inquisitor
      ? { holder: (setup.firstLeader + players - 1) % players, pastHolders: [], checks: [] }
      : null,
    // The Hunter module (R-HUN-*): investigations, accusations, Branding (hunter.ts).
    hunter: setup.roles?.hunter ? extension('roles').initialHunter(setup) : null,
  };
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

/** Whether `value` is a seat at a table of `players`. */
export function isSeat(value: unknown, players: number): value is Seat {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < players;
}
