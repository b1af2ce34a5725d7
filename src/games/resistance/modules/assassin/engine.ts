/**
 * The Assassin module (rules §4.1, Hidden Agenda; Polish "Zamachowiec"):
 * - R-ASN-1: the Commander replaces a resistance card, the Assassin a spy card;
 * - R-ASN-2, R-ASN-SCRIPT: at the reveal every spy-side card but the Deep Cover raises a thumb for
 *   the Commander (the Blind Spy included, and the other modules' spy-side cards: the Spy Chiefs,
 *   the Deep Agent, the Spy Defector); thumbs do not tell the Assassin from another spy;
 * - R-ASN-END: after the third success, before the resistance wins, the Assassin names the
 *   Commander (`assassination`): right, the spies win; wrong, the resistance wins. It comes after
 *   the other modules' steps of that mission (a correct accusation by the Resistance Hunter is the
 *   resistance's win "before" which the Assassin names the Commander);
 * - R-ASN-OPT: the optional Body Guard (learns the Commander and the False Commander, who look the
 *   same to them), Blind Spy (no part in the spies' step), Deep Cover (no thumb for the Commander)
 *   and False Commander.
 *
 * How the points the rules leave open are resolved:
 * - Body Guard at 5 players needs Deep Cover or False Commander (R-ASN-OPT, seed: "upewnijcie
 *   się"). False Commander without Body Guard is legal: the seed only says the role "has no effect"
 *   then ("nie zadziała"); it is a spy that nobody is shown as a Commander.
 * - The Commander's thumbs line names, as "including", the spy-side cards that kept their eyes
 *   shut in the spies' step (the Blind Spy, as in the seed; also the Deep Agent and a variant I Spy
 *   Defector), and "except" the Deep Cover.
 * - "Everyone should have their eyes closed…" is said with "now", as in the Hunter's script (the
 *   Polish differs only by "teraz").
 */
import type { Role } from '../../core/augment.ts';
import { fail } from '../../core/errors.ts';
import type { EngineModule, Step } from '../../core/module.ts';
import type { Ask } from '../../core/step-types.ts';
import { roleFlags } from '../../core/options.ts';
import { playerCount } from '../../core/reducer.ts';
import { addressed, clauses, mentioned } from '../../core/scripts.ts';
import { cardsOf } from '../../core/script-builder.ts';
import type { RuleId } from '../../core/errors.ts';
import { isSeat } from '../../core/tables.ts';
import type { GameEvent, GameState, Seat, Winner } from '../../core/types.ts';

/** Optional roles of the Assassin module (R-ASN-OPT); each replaces a plain card of its side. */
export interface AssassinOptions {
  bodyGuard?: boolean;
  blindSpy?: boolean;
  deepCover?: boolean;
  falseCommander?: boolean;
}

/**
 * After the third success the Assassin names a player as the Commander (R-ASN-END). `commander`:
 * whether that player is the Commander, given by the table when the app does not hold the roles;
 * left out when it does.
 */
export interface AssassinationEvent {
  type: 'assassination';
  target: Seat;
  commander?: boolean;
}

declare module '../../core/augment.ts' {
  interface RoleModuleOptions {
    /** The Assassin module with its optional roles (R-ASN-1, R-ASN-OPT), or `null` without it. */
    assassin: Required<AssassinOptions> | null;
  }
  interface RoleModuleOptionsInput {
    assassin?: boolean | AssassinOptions | null;
  }
  interface ModuleEvents {
    assassination: AssassinationEvent;
  }
  interface ModuleConsequences {
    assassination: { kind: 'assassination'; target: Seat; correct: boolean; winner: Winner };
  }
  interface ModulePhases {
    /** After the third success the Assassin names the Commander (R-ASN-END). */
    assassination: true;
  }
  interface ModuleWinReasons {
    'commander-assassinated': true;
    'assassin-missed': true;
  }
  interface ModuleRuleIds {
    'R-ASN-1': true;
    'R-ASN-2': true;
    'R-ASN-END': true;
    'R-ASN-OPT': true;
    'R-ASN-SCRIPT': true;
  }
  interface ModuleRoles {
    commander: true;
    assassin: true;
    'body-guard': true;
    'blind-spy': true;
    'deep-cover': true;
    'false-commander': true;
  }
  interface ModuleSeenAs {
    commander: true;
    'commander-or-false-commander': true;
  }
}

declare module '../../core/script-builder.ts' {
  interface ModuleScriptLines {
    'commander-thumbs-up': true;
    'commander-open': true;
    'commander-thumbs-down': true;
    'commander-close': true;
    'bodyguard-thumbs-up': true;
    'bodyguard-open': true;
    'bodyguard-thumbs-down': true;
    'bodyguard-close': true;
  }
}

const FLAGS: readonly (keyof AssassinOptions)[] = ['bodyGuard', 'blindSpy', 'deepCover', 'falseCommander'];

/**
 * The Assassin names the Commander after the third success (R-ASN-END): right, the spies win;
 * wrong, the resistance wins. When the app holds the roles it knows which; else the table says.
 */
function assassination(state: GameState, event: GameEvent): Step {
  const { target, commander } = event as AssassinationEvent;
  if (state.phase !== 'assassination') {
    fail('R-ASN-END', 'assassination-not-now', 'the Assassin names the Commander only after the third success, with the Assassin module');
  }
  const players = playerCount(state);
  if (!isSeat(target, players)) {
    fail('R-ASN-END', 'assassination-seat', `${String(target)} is not a seat: seats are 0 to ${players - 1}`, { seat: String(target), last: players - 1 });
  }
  const characters = state.setup.characters;
  if (characters && commander !== undefined) {
    fail('REC-EVENT', 'assassination-known', 'the app holds the roles: the assassination gives only the target');
  }
  if (!characters && typeof commander !== 'boolean') {
    fail('R-ASN-END', 'assassination-result', 'say whether the player named is the Commander ("commander": true or false)');
  }
  const correct = characters ? characters[target] === 'commander' : commander === true;
  const winner: Winner = correct ? { side: 'spies', reason: 'commander-assassinated' } : { side: 'resistance', reason: 'assassin-missed' };
  const accepted: AssassinationEvent = { type: 'assassination', target };
  if (!characters) accepted.commander = correct;
  return {
    state: { ...state, events: [...state.events, accepted], phase: 'over', winner },
    consequence: { kind: 'assassination', target, correct, winner },
  };
}

/** The Assassin's seat when the app holds the cards, else `null`. */
function assassinSeat(state: GameState): Seat | null {
  const seat = state.setup.characters?.indexOf('assassin') ?? -1;
  return seat >= 0 ? seat : null;
}

export const assassin: EngineModule = {
  id: 'assassin',
  characters: {
    roles: {
      commander: { side: 'resistance', module: 'assassin', rule: 'R-ASN-1', name: 'Commander', plural: 'Commanders', polish: 'Komendantka' },
      assassin: {
        side: 'spies',
        module: 'assassin',
        rule: 'R-ASN-1',
        name: 'Assassin',
        plural: 'Assassins',
        polish: 'Zamachowiec',
        spiesStep: [{ kind: 'opens', rule: 'R-REV-1' }],
      },
      'body-guard': { side: 'resistance', module: 'assassin', rule: 'R-ASN-OPT', name: 'Body Guard', plural: 'Body Guards', polish: 'Ochroniarz' },
      // R-ASN-OPT: "does not learn the other spies and they do not learn them".
      'blind-spy': {
        side: 'spies',
        module: 'assassin',
        rule: 'R-ASN-OPT',
        name: 'Blind Spy',
        plural: 'Blind Spies',
        polish: 'Samotny Agent',
        rank: 1,
        spiesStep: [{ kind: 'shut', rule: 'R-ASN-OPT' }],
      },
      'deep-cover': {
        side: 'spies',
        module: 'assassin',
        rule: 'R-ASN-OPT',
        name: 'Deep Cover',
        plural: 'Deep Covers',
        polish: 'Tajniak',
        spiesStep: [{ kind: 'opens', rule: 'R-REV-1' }],
      },
      'false-commander': {
        side: 'spies',
        module: 'assassin',
        rule: 'R-ASN-OPT',
        name: 'False Commander',
        plural: 'False Commanders',
        polish: 'Fałszywa Komendantka',
        spiesStep: [{ kind: 'opens', rule: 'R-REV-1' }],
      },
    },
    order: { fixed: 2, optional: 1 },
    cards: (_players, setup) => {
      const options = setup.roles?.assassin;
      const optional: Role[] = [];
      if (options?.bodyGuard) optional.push('body-guard');
      if (options?.blindSpy) optional.push('blind-spy');
      if (options?.deepCover) optional.push('deep-cover');
      if (options?.falseCommander) optional.push('false-commander');
      return { fixed: ['commander', 'assassin'], optional };
    },
    options: (value, players) => {
      const options = roleFlags('assassin', value, FLAGS);
      // R-ASN-OPT: "In 5-player games with the Body Guard, also use Deep Cover or False Commander."
      if (options && options.bodyGuard && players === 5 && !options.deepCover && !options.falseCommander) {
        fail('R-ASN-OPT', 'body-guard-five', 'with 5 players the Body Guard needs the Deep Cover or the False Commander too', { players });
      }
      return options;
    },
  },
  knowledge: {
    sights: ({ spySights, table }) => ({
      // R-ASN-2, R-ASN-SCRIPT step 3: every spy-side card but the Deep Cover raises a thumb.
      commander: [
        {
          roles: Object.entries(table).flatMap(([role, info]) => (info.side === 'spies' && !info.dealtAsPlain && role !== 'deep-cover' ? [role as Role] : [])),
          as: 'spy',
          rule: 'R-ASN-2',
        },
      ],
      assassin: spySights,
      // R-ASN-OPT: "learns who the Commander is (and the False Commander, who looks the same to them)".
      'body-guard': [
        { roles: ['commander', 'false-commander'], as: 'commander-or-false-commander', narrow: { commander: 'commander' }, rule: 'R-ASN-OPT' },
      ],
      'blind-spy': [],
      'deep-cover': spySights,
      'false-commander': spySights,
    }),
  },
  reveal: {
    order: 3,
    frameRule: () => 'R-ASN-SCRIPT',
    usesThumbs: () => true,
    spiesStepRules: () => ['R-ASN-SCRIPT'],
    // The Commander's step (R-ASN-2, R-ASN-SCRIPT step 3), then the Body Guard's (step 4).
    steps: (script) => {
      const rules: RuleId[] = ['R-ASN-2', 'R-ASN-SCRIPT'];
      const thumbs = script.spyRoles.filter((r) => r !== 'deep-cover');
      const including = script.spiesStep ? script.refs(script.shut) : [];
      const except = script.refs(['deep-cover']);
      script.say('commander-thumbs-up', { including, except }, rules, [], thumbs);
      script.say('commander-open', {}, rules, ['commander'], thumbs);
      script.say('commander-thumbs-down', { including }, rules, ['commander'], []);
      script.say('commander-close', {}, rules, [], []);
      script.say('check-fists', {}, rules, [], []);
      if (script.roles.assassin?.bodyGuard) {
        const guardRules: RuleId[] = ['R-ASN-OPT', 'R-ASN-SCRIPT'];
        const shown = script.present(['commander', 'false-commander']);
        script.say('bodyguard-thumbs-up', { roles: script.refs(shown) }, guardRules, [], shown);
        script.say('bodyguard-open', { roles: script.refs(shown) }, guardRules, ['body-guard'], shown);
        script.say('bodyguard-thumbs-down', { roles: script.refs(shown) }, guardRules, ['body-guard'], []);
        script.say('bodyguard-close', {}, guardRules, [], []);
        script.say('check-fists', {}, guardRules, [], []);
      }
    },
  },
  scriptText: (id, params) => {
    const roles = params.roles ?? [];
    const thumb = cardsOf(roles) > 1 ? 'thumbs' : 'thumb';
    switch (id) {
      case 'commander-thumbs-up':
        return `Spies${clauses(params)}, raise your thumbs so that the Commander can learn who you are.`;
      case 'commander-open':
        return 'Commander, open your eyes to see who the spies are.';
      case 'commander-thumbs-down':
        return `Spies${clauses({ including: params.including ?? [] })}, put your thumbs down, back to a closed fist.`;
      case 'commander-close':
        return 'Commander, close your eyes.';
      case 'bodyguard-thumbs-up':
        return `${addressed(roles)}, raise your ${thumb} so that the Body Guard can learn who you are.`;
      case 'bodyguard-open':
        return `Body Guard, open your eyes to see who ${mentioned(roles)} ${cardsOf(roles) > 1 ? 'are' : 'is'}.`;
      case 'bodyguard-thumbs-down':
        return `${addressed(roles)}, put your ${thumb} down, back to a closed fist.`;
      case 'bodyguard-close':
        return 'Body Guard, close your eyes.';
      default:
        return undefined;
    }
  },
  phases: {
    assassination: { rule: 'R-ASN-END', code: 'assassination-expected', message: 'the Assassin must name the Commander first' },
  },
  events: { assassination },
  steps: {
    // R-ASN-END: the Assassin names the Commander (on their own device when the app holds the cards, or the table for them).
    // The table may record it for them (the spies discuss aloud); when the app holds the cards the
    // Assassin's own device is asked too, by a hidden ask (who the Assassin is stays secret).
    asks: (play) => {
      if (play.state.phase !== 'assassination') return [];
      const all = play.state.setup.players.map((_, s) => s);
      const seat = assassinSeat(play.state);
      const asks: Ask[] = [{ kind: 'assassinate', seat: null, table: true, secret: false, options: { seats: all } }];
      if (seat !== null) {
        asks.push({ kind: 'assassinate', seat, table: false, secret: false, hidden: true, role: 'assassin', options: { seats: all.filter((s) => s !== seat) } });
      }
      return asks;
    },
    recordedBy: (state, event) => (event.type === 'assassination' ? { seat: assassinSeat(state), table: true, rule: 'R-ASN-END' } : null),
  },
  // R-ASN-END: before the resistance wins, the Assassin names the Commander.
  afterMission: (state, after) => (after.winner?.side === 'resistance' ? { ...state, phase: 'assassination' } : null),
};
