/**
 * The contract between The Resistance's shared screens and its expansion modules' own screens,
 * sentences and rules text (adding a module touches its folder and one manifest
 * line). Types (and one cast, {@link setupPart}) only: it imports no module and no screen, so a
 * module's files and the shared files can both import it without an import circle.
 *
 * A module's UI line ({@link ModuleUi}, `modules/<id>/ui/manifest.ts`) is light and always loaded
 * (the setup form is on the home screen): its setup fields, its name in the summaries, the rule
 * of each of its phases, and loaders for the rest, each a chunk of its own:
 * - `text()`: its sentences ({@link ModuleSentences}, `modules/<id>/text.ts`), no DOM, loaded with
 *   the game's sentences (text/module-text.ts);
 * - `screens()`: its screens ({@link ModuleScreens}, `modules/<id>/ui/screens.ts`), loaded with the
 *   game screen and the room pages (ui/module-screens.ts);
 * - `rules(locale)`: its part of the rules reference ({@link ModuleRules}), loaded with the
 *   reference in that language (rules/en.ts, rules/pl.ts);
 * - `appFlow.load(host)`: its part of the one-device game screen beyond its phases' steps
 *   ({@link ModuleAppFlow}: the plot cards', the Hunter's), loaded only for a game that uses it
 *   (ui/game-flow.ts).
 *
 * The game's list of UI lines is `ui/modules.ts`, in the order of the setup form (docs/adding-a-module.md).
 */
import type { TemplateResult, nothing } from 'lit';
import type { RuleSection } from '../../../platform/ui/rules-types.ts';
import type { Language } from '../../../platform/i18n/languages.ts';
import type { Consequence, GameEvent, GameState, MissionCard, ModulesInput, Phase, Seat, Winner } from '../core/types.ts';
import type { Role, SeenAs } from '../core/augment.ts';
import type { RoleOptions } from '../core/characters.ts';
import type { RoleRef, ScriptLine, ScriptLineId, ScriptParams } from '../core/script-builder.ts';
import type { MissionView, PublicConsequence, PublicView, SeatView } from '../core/view.ts';
import type { RuleId } from '../core/errors.ts';
import type { ErrorParams } from '../../../platform/engine/errors.ts';
import type { Ask, Progress, SeatSnapshot, TableSnapshot } from '../room/protocol.ts';

/** What a hook draws: a template, or Lit's `nothing`. */
export type Drawn = TemplateResult | typeof nothing;

/** Where a sentence is said: `'shared'` one device passed round the table, `'own-phones'` a room. */
export type PlayPlace = 'shared' | 'own-phones';

/** What the setup form gives a module's fields (ui/table-fields.ts). */
export interface SetupFields {
  /** `'setup'` (the app's setup) or `'room-setup'` (a room's): the prefix of every id. */
  readonly prefix: 'setup' | 'room-setup';
  /**
   * A checkbox with its hint, as every module option is drawn: ids `${prefix}-${name}` and
   * `${prefix}-${name}-hint`; `change` gets the new value, then the form updates.
   */
  box(name: string, label: string, hint: string, checked: boolean, change: (value: boolean) => void): TemplateResult;
}

/**
 * A module's options in the setup form (the app's and a room's). `V` is the form's values for the
 * module, kept by the form (`TableFields`) between renders.
 */
export interface ModuleSetupUi<V = unknown> {
  /** The values of a new form (every option off). */
  initial(): V;
  /**
   * The module's fields, inside the form's "Expansion modules" fieldset. `update` changes the
   * values from the current ones (not `value`, which two changes before the next render share).
   */
  render(fields: SetupFields, value: V, update: (change: (current: V) => V) => void): TemplateResult;
  /** Whether any of the module's options is on. */
  on(value: V): boolean;
  /** The module's keys of `setup.modules` (given whenever any module is on, off ones as `false`). */
  input(value: V): ModulesInput;
  /** Its keys of a room's `setup.modules` (room/protocol.ts `RoomSetupInput`), when not `input`'s. */
  room?(value: V): ModulesInput;
  /** Its names in the setup's summary ("Expansion modules: Trapper, Inquisitor"); none when off. */
  summary(value: V): string[];
}

/**
 * A module's setup part as its UI line holds it: the form keeps each module's values opaque and
 * hands them back to that module only, so their type is the module's own business.
 */
export function setupPart<V>(part: ModuleSetupUi<V>): ModuleSetupUi<unknown> {
  return part as unknown as ModuleSetupUi<unknown>;
}

/** A module's UI line: light, always loaded (see the file comment). */
export interface ModuleUi {
  /** The module's id, as its engine manifest line's (`'inquisitor'`). */
  id: string;
  /**
   * Its options in the setup form ({@link setupPart}; none for a role module, see `roleSetup`),
   * loaded when the form's modules part opens or a room's setup shows (ui/module-setups.ts), in a
   * chunk of its own (start-up budget).
   */
  setup?(): Promise<ModuleSetupUi<unknown>>;
  /** The rule the rules reference opens at during each of its phases (ui/phase-rule.ts). */
  phaseRules?: Partial<Record<Phase, RuleId>>;
  /** Its sentences (no DOM). */
  text?(): Promise<ModuleSentences>;
  /** Its screens (Lit elements and what draws them). */
  screens?(): Promise<ModuleScreens>;
  /**
   * Its part of the one-device game screen beyond its phases' steps ({@link ModuleAppFlow}: the
   * plot cards' chances and looks, the Hunter's investigation and accusations), loaded only for a
   * game that `uses` it, when the game is opened (ui/game-flow.ts `loadFor`): its code stays out
   * of the other games and of start-up.
   */
  appFlow?: {
    uses(state: GameState): boolean;
    load(host: AppFlowHost): Promise<ModuleAppFlow>;
  };
  /** Its part of the rules reference, in `locale`. */
  rules?(locale: Language): Promise<ModuleRules>;
  // roles:
  /**
   * A role module's options (its character cards; rules §4): its name on the button that
   * opens the setup form's "Role modules" part (in its description, "Offered: Assassin, Defector, Hunter."), and
   * its fields in that part ({@link ModuleRoleSetupUi}), loaded when the part is opened
   * (ui/rs-role-options.ts), in a chunk of its own (start-up budget).
   */
  roleSetup?: {
    name(): string;
    load(): Promise<ModuleRoleSetupUi>;
  };
  // room:
  /**
   * Its part of the room pages ({@link ModuleScreens}' room hooks: its phone's turns, its steps on
   * the table and the phones) when its `screens` do not hold them, loaded with the room pages only
   * (ui/rooms/room-screens.ts), never at start-up nor with the one-device game screen.
   */
  room?(): Promise<Partial<ModuleScreens>>;
}

/**
 * A role module's fields in the setup form's "Role modules" fieldset (ui/rs-role-options.ts), the
 * same in the app's setup and a room's: their ids are `setup-…` in both. The values are the game's
 * role options (`setup.roles`, core/characters.ts `RoleOptions`): the module reads and changes its
 * own key only; the form treats a key left `null`, `false` or out as off.
 */
export interface ModuleRoleSetupUi {
  /**
   * Its fields: `fields.box` draws a checkbox with its hint (ids `setup-${name}`); `update` changes
   * the options from the current ones, then the form tells the setup screen.
   */
  render(fields: SetupFields, value: RoleOptions, update: (change: (current: RoleOptions) => RoleOptions) => void): TemplateResult;
}

/** A module's part of the rules reference: the part's title and its sections, in order. */
export interface ModuleRules {
  /** "Inquisitor module" */
  title: string;
  /** Its sections, each with `part` the module's id. */
  sections: RuleSection[];
}

/** A module's consequence, by kind (the module's `ModuleConsequences` in core/augment.ts). */
export type AnyConsequence = Consequence | PublicConsequence;

/** The sentences of a module, called by the game's sentence files (text/). */
export interface ModuleSentences {
  id: string;
  /** Its names in the board's modules line ("Modules: Trapper, Inquisitor.", text/text.ts `modulesText`); none when off. */
  names?(modules: NonNullable<PublicView['modules']>): string[];
  /**
   * The sentence of each consequence kind the module adds (text.ts `consequenceText`), by kind,
   * without what the next phase's module says (the caller adds it).
   */
  consequences?: Record<string, (c: AnyConsequence, view: PublicView, brief: boolean, place: PlayPlace) => string>;
  /**
   * What the module's phase asks first, said right after the consequence that led to it (a
   * mission, a loyalty card, another module's step): "First Dee, the Inquisitor, checks a
   * player." (by phase).
   */
  phaseLead?: Partial<Record<Phase, (view: PublicView) => string>>;
  /** What happens next in each of its phases, on one device and on the room pages alike. */
  nextStep?: Partial<Record<Phase, (view: PublicView) => string>>;
  /** What undo did, by the type of the event undone (the caller adds what happens next). */
  undone?: Record<string, (event: GameEvent, view: PublicView) => string>;
  /**
   * What it says of a mission's revealed cards before the result ("Face up, in the spotlight: Cid
   * played Fail.", R-PLOT-3); `''` when nothing.
   */
  missionCards?(c: Extract<AnyConsequence, { kind: 'mission' }>, view: PublicView): string;
  /**
   * What it says of its fields of a secret step's public progress in a room, said and shown after
   * the count ("Opinion Maker: Ann votes Approve, in the open.", R-PLOT-3); `''` when nothing.
   */
  progress?(progress: Progress, view: Pick<PublicView, 'players'>): string;
  /**
   * The count of its own secret step's public progress in a room, by progress kind (its
   * `RoomProgressKinds`): "Every card is played: the leader, Ann, sets one of the 3 face-down
   * cards aside on their phone." (R-TRP-2).
   */
  progressCount?: Partial<Record<string, (progress: Progress, view: Pick<PublicView, 'players' | 'leader'>) => string>>;
  /** How many of a mission's played cards it sets aside unrevealed (R-TRP-2): they are not counted. */
  setAside?(view: PublicView): number;
  /** What the mission's recorder says of how to count the cards (`''` when nothing). */
  missionNote?(view: PublicView): string;
  /**
   * The sentence of each of its error codes (text/error-text.ts `ruleErrorText`), with the rule
   * id in it and the error's `params` (never the engine's English message). A key `'code RULE'`
   * is the sentence of a code the core raises for other rules too, when it names this rule
   * (`'cards-counted R-TRP-2'`).
   */
  errors?: Record<string, (p: ErrorParams) => string>;
  // roles:
  /**
   * The names of the character cards the module adds (core/augment.ts `ModuleRoles`), by card:
   * "Commander". `many`: the plural, for a script line that names several cards of it ("Spy
   * Chiefs" at 8 to 10 players); a card without a plural of its own ignores it.
   */
  roleNames?: Partial<Record<Role, (many: boolean) => string>>;
  /** What a player learns another is at the reveal, for its labels (core/augment.ts `ModuleSeenAs`): "the Commander". */
  seenAs?: Partial<Record<SeenAs, () => string>>;
  /**
   * The sentences of the reveal script's lines it adds (core/script-builder.ts `ModuleScriptLines`),
   * by line id, in the current language; `words` says the roles a line names as the shared lines do.
   */
  scriptLines?: Partial<Record<ScriptLineId, (line: ScriptLine, words: ScriptWords) => string>>;
  /**
   * The kinds of its consequences whose sentence says itself what comes next: the caller adds no
   * phase lead (`phaseLead`) after them (the Assassin's choice, a Hunter's accusation).
   */
  ownLead?: readonly string[];
  /**
   * What a mission's sentence says after its result when the mission leads into the module's phase
   * (by phase) before the game can end there (R-ASN-END: "…the Assassin names the Commander."):
   * said even with brief announcements, in place of the score, the next leader and the phase lead.
   */
  missionWait?: Partial<Record<Phase, (view: PublicView) => string>>;
  /** The sentence of each way of winning it adds (core/augment.ts `ModuleWinReasons`), by reason. */
  winners?: Record<string, (winner: Winner) => string>;
  /** The names of the loyalty cards it adds (a Hunter's investigation, R-HUN-INV), by card: "Not Chief". */
  loyaltyNames?: Record<string, () => string>;
  // cards:
  /**
   * A mission's result sentence when the module's own revealed cards change how it is said
   * (R-REVS-3: "Mission 2 failed: 1 Fail card, 1 Reverse card. One Reverse card flipped the
   * result."), given the Fail cards' words (`failsText`: "1 Fail card"); `''` when the core's
   * sentence holds (none of its cards revealed). Said by text/text.ts `missionResultText`.
   */
  missionResult?(m: MissionView, failsText: string): string;
  /**
   * How many of a mission's revealed cards are its own, said apart from the shuffled Success and
   * Fail cards (the Reverse cards, R-REVS-3): they are left out of "N cards shuffled" (text/text.ts).
   */
  revealedApart?(m: MissionView): number;
  /**
   * Its wording of the eyes-closed reveal's spies' line (physical cards, R-REV-1; ui/rs-reveal-script.ts),
   * when it changes who opens their eyes (R-REVS-OPT: "… The Spy Reverser keeps their eyes
   * closed."); `''` when the core's line holds.
   */
  spiesRevealLine?(view: PublicView): string;
}

/** How the shared script sentences name roles (text/role-text.ts), for a module's script lines. */
export interface ScriptWords {
  /** The roles as a list in the current language ("Spy Chiefs and Assassin"). */
  names(refs?: readonly RoleRef[]): string;
  /** ", including the …, except the …" of the spies' lines, from `including` and `except`. */
  clauses(params: ScriptParams): string;
  /** Whether the line's `roles` name more than one card. */
  many: boolean;
}

export type { ModuleFlow, ModuleFlowKinds } from './flow.ts';
import type { Flow, ModuleFlow, ModuleFlowKinds, PrivateDoneDetail } from './flow.ts';

/** What the one-device app gives a module's step (ui/game-flow.ts `GameHost`). */
export interface AppStepHost {
  session(): { state: GameState } | null;
  /** Records one event: saved, rendered, focused, announced (or refused and shown). */
  record(event: GameEvent): Promise<void>;
  /** Starts a private-turn flow. */
  setFlow(flow: ModuleFlow): void;
  /** Re-renders, focuses the next step's first control, then announces `text`. */
  afterChange(text: string, priority: 'polite' | 'assertive', keepDraft?: boolean): Promise<void>;
  /** Runs a user action after the ones before it. */
  run(task: () => Promise<void>): void;
}

/**
 * What the one-device app gives a module's part of the game screen ({@link ModuleAppFlow}; ui/game-flow.ts
 * `GameHost`, which owns the session, the flow and the screen).
 */
export interface AppFlowHost {
  /** The open game's state, or `null`. */
  state(): GameState | null;
  /** The flow under way outside the game's phases, if any (ui/flow.ts). */
  flow(): Flow | null;
  setFlow(flow: Flow | null): void;
  /** Records one event: saved, rendered, focused, announced (or refused and shown). */
  record(event: GameEvent): Promise<void>;
  /** Records an event without rendering or announcing; its sentence, or `null` when refused (GameHost.recordQuietly). */
  recordQuietly(event: GameEvent): Promise<string | null>;
  /** Re-renders, focuses the next step's first control, then announces `text`. */
  afterChange(text: string, priority: 'polite' | 'assertive', keepDraft?: boolean): Promise<void>;
  /** Runs a user action after the ones before it. */
  run(task: () => Promise<void>): void;
  /** Finishes the mission once every card is played and looked at (a set-aside, then the reveal); `lead` is said first. */
  finishMission(detail: PrivateDoneDetail, lead?: string): Promise<void>;
  /** Ends the flow under way (`completed`: its turns are all over) and says where the game is. */
  endFlow(completed: boolean): Promise<void>;
  /** The card a team member actually plays when choosing `chosen` (core/private.ts `playedCard`, R-MIS-2). */
  playedCard(state: GameState, seat: Seat, chosen: MissionCard): MissionCard;
  /** Seconds without input after which a private screen hides. */
  privateIdleSeconds(): number;
  /** Whether the device's vibrations are off (settings). */
  vibrationOff(): boolean;
}

/**
 * A module's part of the one-device game screen, made for one open game ({@link ModuleUi}
 * `appFlow`). Every method is optional; ui/game-flow.ts asks the modules of the game in the UI
 * list's order.
 */
export interface ModuleAppFlow {
  /** The rule the rules reference opens at now when the module's step is the one in course, else `null`. */
  currentRule?(state: GameState): RuleId | string | null;
  /** The seats that already voted in the open this proposal (the plot cards' Opinion Maker): left out of the secret vote's turns. */
  openVoters?(state: GameState): ReadonlyMap<Seat, boolean> | null;
  /**
   * Every secret vote or card is in (rs-private-turns): what to finish with, or `null` when the
   * module's flow goes on first (and finishes through the host's `finishMission` later).
   */
  beforeFinish?(detail: PrivateDoneDetail): Promise<PrivateDoneDetail | null>;
  /**
   * The step of `flow` or of the game's phase when it is the module's to draw, else `null` (then
   * the next module's, then the core's): its flows' screens (private looks, public forms), its
   * chances before the core's steps, its phases' steps. Asked after the core's own flows and
   * the correction form.
   */
  renderStep?(state: GameState, view: PublicView, flow: Flow | null): TemplateResult | null;
  /** Buttons it adds after the step, outside the private screens (the Deep Agent's Branding), or `nothing`. */
  renderActions?(state: GameState, view: PublicView, flow: Flow | null): Drawn;
}

/**
 * A step of a room page: sends `request` with `payload`, then focuses `focus` (a selector).
 * Resolves `true` when the server accepted it (a refusal is shown by the page).
 */
export type RoomSend = (request: string, payload: Record<string, unknown>, focus: string) => Promise<boolean>;

/**
 * What a room page gives a module's part of it ({@link ModuleScreens} `tableSection`,
 * `phoneSection`, `phoneRoleSteps`): how to send a step, to show a refusal, and the page's
 * decision form's choice and error, kept by the page and emptied when the step changes.
 */
export interface RoomPartHost {
  send: RoomSend;
  /** Shows `text` as the page's error, focusing `focus` (a selector). */
  fail(text: string, focus: string): void;
  /** Whether a request of the page is on its way (its buttons are then disabled). */
  busy: boolean;
  /** The option picked in the page's decision form, or `null`. */
  choice: string | null;
  /** The form's error, `''` when none. */
  error: string;
  /** Sets the picked option and the error, and draws the page again. */
  setChoice(choice: string | null, error: string): void;
  /** Whether the phone's private screen is hidden (`false` on the table). */
  screenHidden: boolean;
  /**
   * The phone asked for a look of its own (focus goes to it itself): the page does not point at
   * the new look (`false` again when the request was refused). Nothing on the table.
   */
  ownLook(asked: boolean): void;
}

/** What a module's look turn shows (rs-private-turns): what the seat learnt, from its own view. */
export interface ModuleLook {
  /** The rule the rules reference opens at during the turn. */
  rule: RuleId;
  /** The sentence of what the seat learnt, from its own view only; `''` when nothing. */
  text(view: SeatView): string;
  // cards:
  /**
   * Every seat must take its turn: the hand-over screen offers no "Back to the board" (the
   * Defector's look after a "switch", R-DEF-V1, where nobody may tell who learnt something from
   * who skipped). Default: the turns may be left.
   */
  mustFinish?: boolean;
}

/** The screens of a module, called by the game's shared screens. */
export interface ModuleScreens {
  id: string;
  /**
   * Its fields of a proposal in the team picker (ui/rs-team-picker.ts, the one-device app's, a
   * correction's and a room's: R-HUN-TEAM, the investigator token), after the team.
   */
  proposalFields?: ModuleProposalFields;
  /** Its lines on the board right under the leader's (a token's holder…), from the public view. */
  boardStatus?(view: PublicView): Drawn;
  /** Its step on the one-device app in each of its phases (ui/game-flow.ts). */
  appSteps?: Partial<Record<Phase, (view: PublicView, host: AppStepHost) => TemplateResult>>;
  /** Its private-turn looks, by flow kind (ui/rs-private-turns.ts). */
  looks?: Partial<Record<keyof ModuleFlowKinds, ModuleLook>>;
  /** Its section on the board after the modules' line (who holds the plot cards, the Hunter's facts), from the public view. */
  board?(view: PublicView): Drawn;
  /**
   * Its steps on the table's page, by ask kind, when the ask is the table's to take
   * (ui/rooms/rs-room-table.ts), with that ask.
   */
  tableSteps?: Record<string, (view: PublicView, send: RoomSend, ask: Ask) => TemplateResult>;
  /**
   * Its section of the table's "Now", after the loyalty card and before the role modules' steps
   * (the plot cards' hand-over and decisions, the Hunter's steps the table records), or `nothing`.
   */
  tableSection?(s: TableSnapshot, host: RoomPartHost): Drawn;
  /** Its steps on a phone, by ask kind, when the ask is the phone's seat's (rs-room-phone.ts), with that ask. */
  phoneSteps?: Record<string, (board: PublicView, send: RoomSend, screenHidden: boolean, ask: Ask) => TemplateResult>;
  /**
   * Its section of a phone's "Now", right after the error line, whatever the turn (public: the
   * plot cards held, whom the seat waits for, the seat's plot card decision); `turn` is the
   * phone's turn (an ask kind, or the phone's name of it: `'plot'`, `'plot-hand'`).
   */
  phoneSection?(s: SeatSnapshot, turn: string | null, host: RoomPartHost): Drawn;
  /**
   * A hidden role's own step on a phone's private screen, by ask kind (the Hunter's accusation,
   * the Deep Agent's Branding, the Spy Hunter's early accusation): `cancel` closes an optional one.
   */
  phoneRoleSteps?: Record<string, (board: PublicView, ask: Ask, host: RoomPartHost, cancel: () => void) => TemplateResult>;
  /**
   * The label of the private screen's button that opens an optional hidden-role step (an ask with
   * `optional`), by ask kind: "Brand a player as the Pretender (Deep Agent)". The step is its
   * `phoneRoleSteps` entry of the same kind.
   */
  phoneOptional?: Record<string, () => string>;
  /**
   * "Your turn: …" on a phone, by turn (an ask kind, or the phone's name of it), public:
   * everyone knows whose step it is; `s` is the seat's snapshot.
   */
  phoneTurns?: Record<string, (view: PublicView | SeatView, seat: Seat, s: SeatSnapshot) => string>;
  /** What the phone's seat learnt through the module, from its own view ("What you learnt as the Inquisitor"). */
  phoneLearnt?(view: SeatView): Drawn;
  // cards:
  /**
   * The counts of its own mission cards on the mission's recorder (physical cards, R-MIS-1;
   * ui/rs-mission-recorder.ts), after the core's Fail cards, from the public view; `counted` is
   * how many cards are revealed and counted (the team, less the cards set aside). Empty or absent
   * when the game has none of its cards.
   */
  missionCounts?(view: PublicView, counted: number): MissionCount[];
  /**
   * Its cards among a played mission's revealed cards on the board ("1 Reverse card"), each said
   * after the Fail cards; none when none was revealed (ui/rs-board.ts).
   */
  playedCards?(m: MissionView): string[];
  /** The names of the mission cards it adds (its `ModuleMissionCards`), by card: "Reverse" (ui/secret-choice.ts). */
  missionCardNames?: Partial<Record<MissionCard, () => string>>;
  /**
   * What a seat learns of itself through the module, said after its own card in its private
   * reveal (R-REVS-1: "You are a Reverser." / "You're no Reverser."), from its own view only;
   * `''` when the module says nothing in this game (ui/rs-private-turns.ts).
   */
  revealLine?(view: SeatView): string;
  /**
   * The team members whose mission card is played face up this mission (the plot cards' In the
   * Spotlight, R-PLOT-3), each with the legend of its choice on the mission's recorder ("Card of
   * Cid, played face up (In the Spotlight)"), from the public view; sent as the mission's
   * `faceUp` (ui/rs-mission-recorder.ts), and said above that member's secret card choice
   * (ui/rs-private-turns.ts).
   */
  faceUpCards?(view: PublicView): { seat: Seat; legend: string }[];
  /** Its note on the vote recorder (votes recorded in public), after the team's line (the plot cards' Opinion Makers vote first, in the open), or `nothing`. */
  voteNote?(view: PublicView): Drawn;
  // room:
  /**
   * Its turns on a phone beyond its `phoneSteps` (rs-room-phone.ts): which of the seat's own asks
   * make a turn, the phone's name of it, and where it comes when several are asked at once
   * ({@link PhoneTurnKind}).
   */
  phoneTurnKinds?: readonly PhoneTurnKind[];
  /**
   * Its part of the key of a phone's step now, from the seat's snapshot (public facts): when it
   * changes the step is a new one, so the phone's choice is emptied and a `'first'` turn's prompt
   * is focused again (a new plot card to decide about); `''` when nothing.
   */
  phoneStepKey?(s: SeatSnapshot): string;
  /** The rule the rules reference opens at on a phone while the module's step comes first (R-PLOT-4), else `null`. */
  phoneRule?(s: SeatSnapshot): RuleId | null;
  /** The rule the rules reference opens at on the table while the module's step comes first, else `null`. */
  tableRule?(s: TableSnapshot): RuleId | null;
  /**
   * Its secret picks, by the kind of its ask: one of a few labelled options, chosen with the one
   * secret-choice component (secret-choice.ts) on a player's own phone and in a passed phone's
   * private turn (the Trapper's card set aside, the Hunter's loyalty card shown): its words, its
   * options and the request a pick sends ({@link ModuleSecretPick}).
   */
  secretPicks?: Record<string, ModuleSecretPick>;
  /**
   * A hidden role's step the table may record, by ask kind, drawn after the modules' sections of
   * the table's "Now" (the Assassin's choice, R-ASN-END); the same step on the role's own phone is
   * its `phoneRoleSteps` entry.
   */
  tableRoleSteps?: Record<string, (view: PublicView, host: RoomPartHost, ask: Ask) => TemplateResult>;
  /**
   * Its steps on the table's page that use the page's state (`host.busy`: a button disabled while a
   * request is on its way), by ask kind, when the ask is the table's, drawn after every module's
   * `tableSteps` (the Defector's loyalty card revealed, R-DEF-V1).
   */
  tableActions?: Record<string, (view: PublicView, host: RoomPartHost, ask: Ask) => TemplateResult>;
  /**
   * Whom the room waits for, by the kind of one of the engine's public asks the device does not
   * take itself (the table's and the phones' list of waits): "Dee investigates a player: on their
   * own phone, or the table records it."; `''` when the "Now" line or the module's section says it
   * already (a hidden ask names no one).
   */
  roomWaits?: Record<string, (ask: Ask, view: PublicView) => string>;
  /**
   * What the seat learnt through the module that another seat's step may bring (a look someone
   * gave it): how many facts its phone shows, from the seat's snapshot, and the sentence said when
   * their number grows, which says where the news is, never what ("Something new on your private
   * screen: what you learnt from a plot card.").
   */
  phoneNews?: { count(s: SeatSnapshot): number; text(): string };
  /** Whether the seat's mission card is played face up now (In the Spotlight, R-PLOT-3: public), for the card's choice. */
  phoneCardFaceUp?(s: SeatSnapshot): boolean;
}

/**
 * One count of a module's own mission cards on the mission's recorder (ModuleScreens
 * `missionCounts`): a radio group "0 … max", the count sent as the mission event's `field` (the
 * module's `MissionEventExtras`), kept in the step's draft under the same key (ui/undo-drafts.ts).
 */
export interface MissionCount {
  /** The mission event's field (`'reverses'`): the count is sent whenever the module is on, 0 included. */
  field: string;
  /** The radios' name (`'reverses'`). */
  name: string;
  /** The group's legend ("Reverse cards revealed"). */
  legend: string;
  /** The highest count offered; 0: the group is not drawn (the count, 0, is still sent). */
  max: number;
  /** Each radio's label ("No Reverse cards", "1 Reverse card"). */
  label(n: number): string;
  /**
   * Whether its cards count with the Fail cards towards the mission's failure (R-HUN-MIS: Chief
   * Fail). Such counts come first, right after the Fail cards.
   */
  addsToFails?: boolean;
  /**
   * Whether `n` of its cards flip the result the Fail cards give (R-REVS-3: exactly one Reverse
   * card); absent: they do not.
   */
  flips?(n: number): boolean;
  /**
   * The recorder's outcome line with its count ("With 1 Fail card, 1 Reverse card, mission 2
   * fails."), given the Fail cards' words, the mission and whether it fails; absent: the core's line.
   */
  outcomeText?(failsText: string, n: number, mission: number, fail: boolean): string;
  /** The card a face-up card may also be (In the Spotlight, R-PLOT-3), after Success and Fail. */
  faceUpCard?: MissionCard;
}

/** A module's turn on a phone ({@link ModuleScreens} `phoneTurnKinds`). */
export interface PhoneTurnKind {
  /** The kind of the seat's own ask that makes the turn (`'plot-chance'`). */
  kind: string;
  /** The phone's name of the turn, given to `phoneSection` and `phoneTurns` (`'plot'` for both of a plot card's asks). */
  turn: string;
  /**
   * Where it comes among the turns asked at once: `'first'`, before the core's (a plot card's
   * decision, R-PLOT-4: public, drawn by the module's `phoneSection`); `'role'`, a hidden role's
   * own step after the secret choices and before the leader's proposal: chosen on the private
   * screen only (its `phoneRoleSteps` entry of the same kind), and said only while that shows.
   */
  place: 'first' | 'role';
  /** For a `'first'` turn: the selector focus moves to when the turn comes or its step key changes (its public prompt). */
  focus?: string;
}

/**
 * A module's secret pick ({@link ModuleScreens} `secretPicks`), from the seat's own ask (the
 * engine's, steps.ts `asked`): the same words and buttons on a phone and in a private turn.
 */
export interface ModuleSecretPick {
  /** The name of the choice's group: "Card to set aside". */
  legend(): string;
  /** The sentence above the choices, from the ask. */
  context(ask: Ask): string;
  /** The options offered, as `[value, label]`, from the ask; the value of the n-th is its position, from 0. */
  options(ask: Ask): [string, string][];
  /** The hand-over screen's title of the pick's private turn on a passed phone, given who holds it; absent: "Pass the phone to Dee". */
  handover?(who: string): string;
  /** Sends the request of the picked option `value` from a phone, with the focus it moves to. */
  submit(value: string, ask: Ask, send: RoomSend): void;
}

/**
 * A module's fields of a proposal in the team picker ({@link ModuleScreens} `proposalFields`). Ids
 * come from `id(name)`, which the picker makes unique per form (`team-investigator` on the one-device
 * app, `room-investigator` in a room).
 */
export interface ModuleProposalFields {
  /** Whether the proposal asks for its fields now (R-HUN-TEAM: with the Hunter, before round 5). */
  needed(view: PublicView): boolean;
  /** Its controls, given the team chosen so far. */
  render(view: PublicView, chosen: readonly Seat[], id: (name: string) => string): TemplateResult;
  /**
   * Reads its controls from the form `root` when the team is proposed: the proposal event's fields
   * it adds (`{ investigator: 3 }`), or the refusal to show and the selector of the control to focus.
   */
  read(root: ParentNode, view: PublicView, chosen: readonly Seat[], id: (name: string) => string): { fields: Record<string, unknown> } | { error: string; focus: string };
}
