import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { msg, str } from '@lit/localize';
import type { GameEvent, GameSetupInput, GameState, MissionCard, PublicView, Seat } from '../engine.ts';
import type { Ask } from '../core/step-types.ts';
import { currentMission } from '../core/reducer.ts';
import { askAfterCards } from '../core/steps.ts';
import { lastResult } from '../core/last-result.ts';
import { toRecord } from '../core/record.ts';
import { drawFirstLeader } from '../core/setup.ts';
import { teamSize } from '../core/tables.ts';
import { viewFor } from '../core/view.ts';
import { GameSession } from '../session/game-session.ts';
import type { GameStore, UiState } from '../../../platform/storage/types.ts';
import { loadEngineFor } from '../storage/engine-loader.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { canShareFile, downloadFile, recordFile, shareFile } from '../../../platform/ui/export.ts';
import { summaryText } from '../text/game-text.ts';
import { announcedText } from '../verbosity/announced-text.ts';
import { stripResult, type StripResult } from './rs-board-strip.ts';
import { spiesRevealLine } from '../text/module-text.ts';
import { useTableNames } from '../text/table-names.ts';
import { noCorrectionText } from '../text/correction-text.ts';
import { phaseRule } from './phase-rule.ts';
import { appStep, isModuleFlow, moduleLook, secretPick } from './module-screens.ts';
import { cryptoRandomInt } from '../../../platform/engine/random-source.ts';
import type { Settings } from '../../../platform/settings/settings.ts';
import type { ProposeDetail } from './rs-team-picker.ts';
import type { Flow, PickTurn } from './flow.ts';
import type { ModuleSecretPick } from './module-ui.ts';
import { pickTurn } from './pick-turn.ts';
import { MODULE_UIS } from './modules.ts';
import type { AppFlowHost, ModuleAppFlow } from './module-ui.ts';
import type { PrivateDoneDetail, PrivateProgressDetail } from './rs-private-turns.ts';
import type { StartDetail } from './rs-setup.ts';
import type { MissionDetail } from './rs-mission-recorder.ts';
import '../commands/rs-game-commands.ts';
// Its styles (more-styles.ts), adopted as this module loads: in place before its first render.
import '../../../platform/a11y/more-styles.ts';

/**
 * What the game screen needs of the app (rs-app), which owns the shell: the store and the open
 * session, the flow and the unsent input kept for a reload (UiState), the saved UI state, the
 * order of actions, the error line, the announcements that follow a change, and the device's
 * settings. Every change of the game goes through `record` (or rs-app's undo and redo), which
 * saves it, re-renders, moves focus to the next step and announces its consequence.
 */
export interface GameHost {
  /** The open game's session, or `null` on the home screen. */
  session(): GameSession | null;
  /** Makes a new game the open one (rs-app watches its storage notices). */
  setSession(session: GameSession): void;
  /** The private-turn or public flow under way outside the game's phases, if any. */
  flow(): Flow | null;
  setFlow(flow: Flow | null): void;
  /** The unsent input of the current step (and the reveal's progress), kept for a reload. */
  draft(): UiState['draft'];
  setDraft(draft: UiState['draft']): void;
  /** Saves where the user is (game, focused control as it is, draft); failures are silent. */
  saveUi(): Promise<void>;
  /**
   * Saves the UI state that reopens `session` (with `draft`, no focused control) before its screen
   * replaces the one shown: a reload from then on reopens it. Failures are silent.
   */
  saveOpening(session: GameSession, draft: UiState['draft']): Promise<void>;
  /**
   * Records one event through the session: saved, rendered, focused, announced (or refused,
   * shown). `lead`, when given, is said first, in the same announcement (a consequence recorded
   * just before, with {@link recordQuietly}, and said with this one).
   */
  record(event: GameEvent, lead?: string): Promise<void>;
  /**
   * Records one event through the session (saved first, the other tabs told) without rendering
   * or announcing, for a flow that goes on at once to another change.
   * @returns the event's consequence sentence, for the flow to say with what follows; `null` when
   *   nothing was recorded (the refusal is shown; a change made in another tab reloads the game)
   */
  recordQuietly(event: GameEvent): Promise<string | null>;
  /**
   * Takes the table's action `name` (a `game:<name>` request of the room game: `propose`,
   * `record-vote`, `record-mission`…) with `request` through the engine's `act`, in the room that
   * runs in the page (local-table.ts): saved, rendered, focused, announced (or refused, shown), as
   * for `record`. `lead`, when given, is said first.
   */
  act(name: string, request: Record<string, unknown>, lead?: string): Promise<void>;
  /** What the engine asks of the table now (steps.ts `asked`, its public asks only): the step shown comes from them. */
  tableAsks(): Ask[];
  /** Re-renders, focuses the next step's first control, then announces `text`. */
  afterChange(text: string, priority: 'polite' | 'assertive', keepDraft?: boolean): Promise<void>;
  /**
   * Corrects event `index` of the log: the session replays every later event on top and
   * saves the new log; then, as for `record`, the other tabs are told, the step rendered and
   * focused and the correction announced. `accepted` runs once it is saved, before the render.
   * @returns the refusal (a CorrectionError naming the later event and its rule; nothing changed),
   *   or `null` when it was saved (or another error was shown)
   */
  correct(index: number, replacement: GameEvent, accepted: () => void): Promise<unknown>;
  /** Runs a user action after the ones before it (rs-app's queue, which `whenIdle()` waits for). */
  run(task: () => Promise<void>): void;
  /** Shows and announces a refused action or a storage problem at the top of main. */
  showError(error: unknown): void;
  /** This device's settings (vibration). */
  settings(): Settings;
  /** Seconds without input after which a private screen hides. */
  privateIdleSeconds(): number;
  /** Whether a private screen shows (everything else of the game screen is then left out). */
  privateOpen(): boolean;
  /** Bumped on every change: the step element is keyed on it, so each step is a fresh element. */
  revision(): number;
  /** The game tools' actions, which stay rs-app's (its public surface and keyboard shortcuts). */
  speakSummary(): void;
  undo(): Promise<void>;
  redo(): Promise<void>;
  /** Back to the home page: focus on the saved games ("All games", the default) or on a new game. */
  home(to?: HomeFocus): Promise<void>;
}

/** Where the home page takes focus: the saved games, or the new-game form. */
export type HomeFocus = 'saved-games' | 'new-game';

/**
 * The game screen of the app in table mode: its rendering (the "where are we" summary, the
 * current step, the game tools, the board, the vote history and the assistant) and the game's
 * flows outside a plain recorded event: starting a game (R-SET-1, R-SET-3 when the app deals),
 * the card-passing reveal and looking at a card again (R-REV-2), the secret votes and mission
 * cards (R-VOTE-1, R-MIS-1), a module's set-aside (the Trapper's, R-TRP-2), and the record's
 * export. A module's phases' steps and looks are its screens' (ui/module-ui.ts `ModuleScreens`
 * `appSteps` and `looks`: the Inquisitor's check, the Assassin's choice, the Defector's loyalty
 * cards and the sides heard after a switch); its part of the screen beyond them (the plot cards'
 * chances, the Hunter's investigation, accusations and Branding) is its own (`ModuleAppFlow`),
 * loaded for the games that use it.
 *
 * Loaded with the game screen (game-screen.ts), not at start-up, where only the home screen is
 * needed (start-up JavaScript budget, docs/performance.md). rs-app makes one, with itself as the
 * {@link GameHost}, and places what {@link render} returns in its main. Holds no secret in the
 * DOM: only the public view is rendered; secrets reach the private turns as the game's state.
 */
export class GameFlow {
  /** Seats that chose to feel the reveal's answers as vibrations, for this game. */
  private vibrating = new Set<Seat>();
  /**
   * The team's secret cards when the leader has yet to set one aside (the Trapper's, R-TRP-2): in
   * memory only, with the face-down order shuffled with `crypto.getRandomValues`, the pile's cards
   * in that order (as played, R-MIS-2) and the engine's ask of the leader with them face down.
   */
  private setAsidePending: { cards: Map<Seat, MissionCard>; order: Seat[]; pile: MissionCard[]; ask: Ask } | null = null;
  private privateUiLoaded = false;
  /** The engine's private-turn functions (core/private.ts), loaded with the private turns. */
  private privateEngine: typeof import('../core/private.ts') | null = null;
  /** The leader's private turn of a set-aside pick, from the module's pick, the engine's ask and the face-down pile; loaded with the private turns. */
  private setAsideTurn: ((pick: ModuleSecretPick, ask: Ask, pile: readonly MissionCard[]) => PickTurn) | null = null;
  private scriptLoaded = false;
  /**
   * True while a game started from the setup form shows its first frame: the reveal script and
   * the step (focused, the start announced); the summary, the board and the history are drawn
   * once the opening is saved (start), not before the announcement.
   */
  private restDeferred = false;
  /**
   * The modules' parts of the game screen (their UI lines' `appFlow`: the plot cards', the
   * Hunter's), by module id, each loaded for the first game that uses it and kept until the game
   * is closed.
   */
  private moduleFlows = new Map<string, ModuleAppFlow>();
  /** The role names, loaded for games with role modules. */
  private roleText: typeof import('../text/role-text.ts') | null = null;
  /**
   * The proposal being corrected from the vote history, shown instead of the current
   * step while the log is as it was when the correction was opened (`events`: its length).
   */
  private correcting: { proposal: number; events: number } | null = null;

  /**
   * What a reload did not keep, shown above the step it names until that step ends (`events`: the
   * log's length when it was opened): secret votes and cards sealed on this shared device live in
   * memory only, so that the next holder cannot read them back (R-VOTE-1, R-MIS-1).
   */
  private reloadNote: { text: string; events: number } | null = null;

  constructor(private readonly host: GameHost) {}

  /**
   * After a reload: what the reopened step did not keep, or `null` when it kept everything. A
   * secret vote or secret mission cards under way start again from their first turn; the note is
   * shown on the step until it ends and is to be announced by the caller.
   */
  reopened(state: GameState): string | null {
    this.reloadNote = null;
    if (this.host.flow() !== null) return null;
    const view = viewFor(state, 'public');
    const text =
      view.phase === 'vote' && view.secretVotes
        ? msg('The secret vote starts again: votes sealed before the reload were not kept.')
        : view.phase === 'mission' && view.rolesDealt
          ? msg('The mission cards are played again: cards sealed before the reload were not kept.')
          : null;
    if (text) this.reloadNote = { text, events: state.events.length };
    return text;
  }

  /** A saved game was opened: nobody has chosen to feel the reveal's answers in it yet. */
  opened(): void {
    this.vibrating = new Set();
  }

  /** Back to the home screen: the modules' parts hold the game left's (the plot cards' open votes; passes are events of its log). */
  closed(): void {
    useTableNames(null);
    this.moduleFlows = new Map();
    this.correcting = null;
  }

  /**
   * Whether earlier rounds of this game can be corrected: only when the table records
   * the events. Not when the app collected secret votes or dealt the cards (R-VOTE-1, R-MIS-1):
   * those events are secret and cannot be changed in public.
   */
  static correctable(state: GameState): boolean {
    return !state.setup.spies && !state.setup.secretVotes;
  }

  /** The correction open now, if any (an undo, a redo or another tab's change closes it). */
  private openCorrection(state: GameState): { proposal: number } | null {
    if (this.correcting && (this.correcting.events !== state.events.length || this.host.flow() !== null)) this.correcting = null;
    return this.correcting;
  }

  /** Opens the correction of proposal `proposal` (from 0), from its "Correct" button in the vote history. */
  private async startCorrection(proposal: number): Promise<void> {
    const state = this.host.session()?.state;
    if (!state || !GameFlow.correctable(state) || !state.proposals[proposal] || this.host.flow() !== null) return;
    this.correcting = { proposal, events: state.events.length };
    await this.host.afterChange(
      msg(str`Correcting proposal ${proposal + 1}: choose what to correct, change it and record it again.`),
      'polite',
      true,
    );
  }

  /** Leaves the correction without changing anything: back to the current step. */
  private async cancelCorrection(): Promise<void> {
    this.correcting = null;
    await this.host.afterChange(msg('Correction cancelled: nothing was changed.') + ' ' + this.summary(), 'polite', true);
  }

  /**
   * Records a correction: saved and announced by the host, or refused with a sentence naming the
   * later event that would no longer be legal and its rule, shown in the form with focus on it.
   */
  private async submitCorrection(form: HTMLElement & { refuse(text: string): Promise<void> }, index: number, replacement: GameEvent): Promise<void> {
    const refusal = await this.host.correct(index, replacement, () => (this.correcting = null));
    if (!refusal) return;
    const [{ ruleErrorText }, { correctionRefusedText }, { CorrectionError }] = await Promise.all([
      import('../text/error-text.ts'),
      import('../text/correction-text.ts'),
      import('../core/correct.ts'),
    ]);
    if (!(refusal instanceof CorrectionError)) return;
    await form.refuse(correctionRefusedText(refusal, ruleErrorText(refusal.cause)));
  }

  /**
   * Loads the components a game needs that the start-up bundle leaves out (start-up JavaScript
   * budget, docs/performance.md): the private turns when the app dealt or votes are secret, the
   * role names for role modules, the parts of the game screen of the modules the game uses (the
   * plot cards', the Hunter's), the reveal script for a table-mode game that has not started.
   * Precached like every other file. `null` when everything is loaded already (after every action
   * but the first few): nothing to wait for, so that the caller renders the change once.
   */
  loadFor(state: GameState): Promise<void> | null {
    // The sentences say the names the game's table chose (text/table-names.ts), from now on.
    useTableNames(state.setup.names);
    const jobs: Promise<unknown>[] = [];
    if (!this.privateUiLoaded && (state.setup.spies || state.setup.secretVotes)) {
      jobs.push(
        Promise.all([import('./rs-private-intro.ts'), import('../core/private.ts'), import('../text/private-text.ts')]).then(([, engine, text]) => {
          this.privateEngine = engine;
          // The card set aside is said as the card itself, which the leader alone sees (R-TRP-2).
          this.setAsideTurn = (pick, ask, pile) => pickTurn(pick, ask, (index) => text.setAsideText(pile[index] ?? 'success'));
          this.privateUiLoaded = true;
        }),
      );
    }
    if (!this.roleText && state.setup.roles) {
      jobs.push(
        import('../text/role-text.ts').then((text) => {
          this.roleText = text;
        }),
      );
    }
    for (const m of MODULE_UIS) {
      const part = m.appFlow;
      if (!part || this.moduleFlows.has(m.id) || !part.uses(state)) continue;
      jobs.push(part.load(this.appFlowHost()).then((flow) => void this.moduleFlows.set(m.id, flow)));
    }
    if (!this.scriptLoaded && !state.setup.spies && state.events.length === 0) {
      jobs.push(import('./rs-reveal-script.ts').then(() => (this.scriptLoaded = true)));
    }
    return jobs.length > 0 ? Promise.all(jobs).then(() => undefined) : null;
  }

  /** What the modules' parts of the game screen get of it (ui/module-ui.ts `AppFlowHost`). */
  private appFlowHost(): AppFlowHost {
    const host = this.host;
    return {
      state: () => host.session()?.state ?? null,
      flow: () => host.flow(),
      setFlow: (flow) => host.setFlow(flow),
      record: (event) => host.record(event),
      recordQuietly: (event) => host.recordQuietly(event),
      afterChange: (text, priority, keepDraft) => host.afterChange(text, priority, keepDraft),
      run: (task) => host.run(task),
      finishMission: (detail, lead) => this.finishMission(detail, lead),
      endFlow: (completed) => this.endFlow(completed),
      playedCard: (state, seat, chosen) => this.privateEngine!.playedCard(state, seat, chosen),
      privateIdleSeconds: () => host.privateIdleSeconds(),
      vibrationOff: () => !host.settings().vibration,
    };
  }

  /** The parts of the game screen of the modules `state`'s game uses, in the UI list's order (those loaded). */
  private flowsOf(state: GameState): ModuleAppFlow[] {
    return MODULE_UIS.flatMap((m) => {
      const flow = m.appFlow?.uses(state) ? this.moduleFlows.get(m.id) : undefined;
      return flow ? [flow] : [];
    });
  }

  /** Whether a module part `state`'s game uses is still loading (loadFor). */
  private flowsPending(state: GameState): boolean {
    return MODULE_UIS.some((m) => m.appFlow?.uses(state) && !this.moduleFlows.has(m.id));
  }

  /** The "where are we" summary of the open game. */
  summary(): string {
    const state = this.host.session()!.state;
    return summaryText(state, viewFor(state, 'public'), this.revealUnderWay());
  }

  /** Whether the app's reveal (its introduction or its private turns, R-REV-2) is not over yet. */
  private revealUnderWay(): boolean {
    const kind = this.host.flow()?.kind;
    return kind === 'intro' || kind === 'reveal';
  }

  /**
   * The rule that matters now in `state`, for the rules reference to open at: the
   * reveal (R-REV-1 with physical cards, R-REV-2 when the app deals), a module's look (the
   * Inquisitor's: R-INQ-2), the Trapper's set-aside (R-TRP-2), a module's step in course (a plot card's: R-PLOT-2 … R-PLOT-4), else the
   * phase's: team building (R-TEAM-1, or R-VAR-TGT with Targeting), the vote (R-VOTE-1, or
   * R-VOTE-4 when a fifth rejection would end the game), the mission (R-MIS-1, or R-MIS-4 when it
   * needs two Fail cards), the end (R-END-1).
   */
  currentRule(state: GameState): string {
    const flow = this.host.flow();
    const look = flow && isModuleFlow(flow) ? moduleLook(flow.kind) : undefined;
    if (look) return look.rule;
    if (flow?.kind === 'pick') return this.privateEngine?.setAsideStep(state)?.rule ?? 'R-MIS-1';
    if (flow?.kind === 'intro' || flow?.kind === 'reveal' || flow?.kind === 'review') return 'R-REV-2';
    for (const part of this.flowsOf(state)) {
      const rule = part.currentRule?.(state);
      if (rule) return rule;
    }
    if (state.phase === 'proposal' && state.events.length === 0 && !state.setup.spies) return 'R-REV-1';
    return phaseRule({
      phase: state.phase,
      variants: state.setup.variants,
      voteTrack: state.voteTrack,
      players: state.setup.players.length,
      mission: state.proposals[state.proposals.length - 1]?.mission,
    });
  }

  /**
   * Starts a game from the setup form in `store` (R-SET-1): the first leader as chosen or drawn at
   * random; when the app deals (R-SET-3), the spies, the Reverser cards (R-REVS-1) and the role
   * modules' characters are dealt with `crypto.getRandomValues`, and the private-turn
   * introduction comes first. A refused setup is shown and nothing is started.
   */
  async start(store: GameStore, detail: StartDetail): Promise<void> {
    const drawn = detail.firstLeader === 'random';
    const firstLeader: number =
      detail.firstLeader === 'random' ? drawFirstLeader(detail.players.length, cryptoRandomInt) : detail.firstLeader;
    const dealt = detail.cards === 'app';
    let session: GameSession;
    try {
      const chosen: GameSetupInput = {
        players: detail.players,
        firstLeader,
        variants: detail.variants,
        mission5Rule: detail.mission5Rule,
        secretVotes: detail.secretVotes,
        modules: detail.modules,
        roles: detail.roles,
        names: detail.names,
      };
      // R-SET-3: the app deals with crypto.getRandomValues (the spies, the role modules' cards,
      // the Reversers, R-REVS-1); never shown on the shared screen.
      let setup = chosen;
      if (dealt) {
        const [{ dealSetup }] = await Promise.all([import('../core/deal.ts'), loadEngineFor(chosen)]);
        setup = dealSetup(chosen, cryptoRandomInt);
      }
      session = await GameSession.create(store, setup);
    } catch (error) {
      this.host.showError(error);
      return;
    }
    // While the form still shows: the first game screen's code loaded (its modules' parts, the
    // private turns' screens) and the UI state that reopens the game saved (a reload from now on
    // reopens it; a dealt game, at its intro). The screen then swaps and focus moves to its first
    // step in one task: focus never rests on the page's body in between.
    const flow: Flow | null = dealt ? { kind: 'intro' } : null;
    const draft = flow ? { eventCount: 0, value: { flow } } : null;
    await Promise.all([this.loadFor(session.state), this.host.saveOpening(session, draft)]);
    this.restDeferred = !flow;
    this.host.setSession(session);
    this.vibrating = new Set();
    const leader = detail.players[firstLeader]!;
    const state = session.state;
    const intro = drawn
      ? msg(str`Game started with ${detail.players.length} players. First leader, drawn at random: ${leader}.`)
      : msg(str`Game started with ${detail.players.length} players. First leader: ${leader}.`);
    if (flow) {
      this.host.setFlow(flow);
      this.host.setDraft(draft);
      await this.host.afterChange(
        `${intro} ${msg('The app has dealt the cards. Read how to keep your turn private, practise if you like, then start the reveal.')}`,
        'polite',
        true,
      );
      return;
    }
    const mission = currentMission(state);
    const next = mission
      ? msg(str`${leader} proposes a team of ${teamSize(detail.players.length, mission)} for mission ${mission}.`)
      : msg(str`${leader} chooses a mission and proposes a team.`);
    // The next step names the leader: a leader chosen at setup is not said twice.
    const started = drawn ? intro : msg(str`Game started with ${detail.players.length} players.`);
    try {
      await this.host.afterChange(`${started} ${next}`, 'polite');
    } finally {
      this.restDeferred = false;
      this.host.setFlow(null); // no flow, as before: the screen drawn whole
    }
  }

  /** Starts the card-passing reveal (R-REV-2): every seat in turn, from the leader. */
  private async startReveal(): Promise<void> {
    const session = this.host.session();
    if (!session) return;
    const flow: Flow = { kind: 'reveal', seats: this.privateEngine!.revealOrder(session.state), start: 0 };
    this.host.setFlow(flow);
    this.host.setDraft({ eventCount: session.state.events.length, value: { flow } });
    const first = session.state.setup.players[session.state.setup.firstLeader]!;
    await this.host.afterChange(msg(str`The reveal starts with the leader, ${first}.`), 'polite', true);
  }

  /** Keeps the reveal's progress (no secret: how many turns are over) for a reload. */
  private onPrivateProgress(detail: PrivateProgressDetail): void {
    const flow = this.host.flow();
    const session = this.host.session();
    if (!session || !flow || (flow.kind !== 'reveal' && flow.kind !== 'review')) return;
    if (flow.kind === 'review') return;
    this.host.setDraft({ eventCount: session.state.events.length, value: { flow: { ...flow, start: detail.done } } });
    this.host.run(() => this.host.saveUi());
  }

  /** A reveal or review is over (or left from a hand-over screen): back to the game. */
  private async endFlow(completed: boolean): Promise<void> {
    const flow = this.host.flow();
    if (!this.host.session() || !flow) return;
    this.host.setFlow(null);
    const next = this.summary();
    let text: string;
    if (flow.kind === 'reveal') {
      text = completed
        ? msg('Every player has seen their card.') + ' ' + next
        : msg('The reveal was left before everyone had their turn: anyone who missed it can use "Look at my card again".') +
          ' ' +
          next;
    } else {
      text = msg('Back to the board.') + ' ' + next;
    }
    await this.host.afterChange(text, 'polite');
  }

  /** One player asks to look at their card again: chosen publicly, then the same hand-over. */
  private async startReview(seat: Seat | null): Promise<void> {
    const session = this.host.session();
    if (!session) return;
    if (seat === null) {
      this.host.setFlow({ kind: 'review-choose' });
      await this.host.afterChange(msg('Who wants to look at their card again?'), 'polite', true);
      return;
    }
    this.host.setFlow({ kind: 'review', seats: [seat], start: 0 });
    await this.host.afterChange(
      msg(str`Pass the phone to ${session.state.setup.players[seat]!} to look at their card again.`),
      'polite',
      true,
    );
  }

  /** The leader set aside the card at `pick`: the others are counted and revealed (the Trapper's R-TRP-2). */
  private async finishSetAside(pick: number): Promise<void> {
    const session = this.host.session();
    const pending = this.setAsidePending;
    if (!session || !pending) return;
    this.setAsidePending = null;
    this.host.setFlow(null);
    let event: GameEvent;
    try {
      event = this.privateEngine!.secretMissionEvent(session.state, pending.cards, { setAside: pending.order[pick]! });
    } catch (error) {
      this.host.showError(error);
      return;
    }
    await this.host.record(event);
  }

  /** Every secret vote or card is in: reveal them at once as one event (R-VOTE-1, R-MIS-1). */
  private async finishSecret(detail: PrivateDoneDetail): Promise<void> {
    const session = this.host.session();
    if (!session) return;
    // The modules' turn first (plot cards: Opinion Maker's open votes join the secret ones; Keeping
    // a Close Eye on You comes before the reveal).
    let next: PrivateDoneDetail | null = detail;
    for (const part of this.flowsOf(session.state)) {
      if (!next || !part.beforeFinish) continue;
      next = await part.beforeFinish(next);
    }
    if (next) await this.finishMission(next);
  }

  /**
   * The mission's cards are all played (and looked at): the leader's set-aside (the Trapper's), or the reveal.
   * `lead` is said first (a plot card's chance just let go, R-PLOT-4).
   */
  private async finishMission(detail: PrivateDoneDetail, lead?: string): Promise<void> {
    const session = this.host.session();
    if (!session) return;
    if (detail.kind === 'mission' && this.privateEngine!.setAsideStep(session.state)) {
      // A module's set-aside (the Trapper's, R-TRP-2): before anything is revealed, the leader
      // picks one face-down card to set aside.
      const cards = detail.cards ?? new Map<Seat, MissionCard>();
      const order = [...cards.keys()];
      for (let i = order.length - 1; i > 0; i--) {
        const j = cryptoRandomInt(i + 1);
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      // What the engine asks the leader with these cards face down: a module's secret pick.
      const pile = order.map((seat) => this.privateEngine!.playedCard(session.state, seat, cards.get(seat)!));
      const ask = askAfterCards(session.state, pile);
      const pick = ask ? secretPick(ask.kind) : undefined;
      if (!ask || !pick) {
        this.host.showError(new Error('no module asks the leader to set a card aside'));
        return;
      }
      this.setAsidePending = { cards, order, pile, ask };
      this.host.setFlow({ kind: 'pick', seats: [session.state.leader], start: 0 });
      const leader = session.state.setup.players[session.state.leader]!;
      const next = msg(str`Every card is played. Pass the phone to the leader, ${leader}, to set one card aside.`);
      await this.host.afterChange(lead ? `${lead} ${next}` : next, 'polite', true);
      return;
    }
    let event: GameEvent;
    try {
      event =
        detail.kind === 'vote'
          ? this.privateEngine!.secretVoteEvent(session.state, detail.votes ?? new Map())
          : this.privateEngine!.secretMissionEvent(session.state, detail.cards ?? new Map());
    } catch (error) {
      this.host.showError(error);
      return;
    }
    await this.host.record(event, lead);
  }

  /** Downloads or shares the game's record (only after the game when the app holds the roles). */
  private async exportRecord(share: boolean): Promise<void> {
    const session = this.host.session();
    if (!session) return;
    if (session.state.setup.spies && !session.state.winner) {
      announcer.announce(this.recordLockedText());
      return;
    }
    const file = recordFile(toRecord(session.state), 'resistance', session.state.setup.players);
    if (share && canShareFile(file)) {
      try {
        const result = await shareFile(file, msg('Game record of The Resistance'));
        if (result === 'shared') announcer.announce(msg('Game record shared.'));
      } catch (error) {
        this.host.showError(error);
      }
      return;
    }
    downloadFile(file);
    announcer.announce(msg(str`Game record downloaded as ${file.name}.`));
  }

  private recordLockedText(): string {
    return msg('The record holds who the spies are, so it can be downloaded or shared only when the game is over.');
  }

  /**
   * The game's tools for the header's menu (rs-app, header-tools.ts `HeaderMenu`), one button
   * each: Undo and Redo (Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y), Download and Share the record (refused
   * while the app holds the roles, R-SET-3) and All games; `note` says why the record is locked,
   * for the buttons' `aria-describedby`. Empty while a private screen shows.
   */
  renderTools(): { items: TemplateResult[]; note: TemplateResult | typeof nothing } {
    const session = this.host.session();
    if (!session || this.host.privateOpen()) return { items: [], note: nothing };
    const view = viewFor(session.state, 'public');
    // The record holds the roles when the app dealt them: it leaves the phone only after the game.
    const recordLocked = view.rolesDealt && !view.winner;
    const run = (task: () => Promise<void>): void => this.host.run(task);
    const items = [
      html`<button
        type="button"
        id="undo-button"
        aria-keyshortcuts="Control+Z"
        aria-disabled=${session.canUndo ? 'false' : 'true'}
        @click=${() => run(() => this.host.undo())}
      >
        ${msg('Undo')}
      </button>`,
      html`<button
        type="button"
        id="redo-button"
        aria-keyshortcuts="Control+Shift+Z Control+Y"
        aria-disabled=${session.canRedo ? 'false' : 'true'}
        @click=${() => run(() => this.host.redo())}
      >
        ${msg('Redo')}
      </button>`,
      html`<button
        type="button"
        id="download-button"
        aria-disabled=${recordLocked ? 'true' : 'false'}
        aria-describedby=${recordLocked ? 'record-locked' : nothing}
        @click=${() => run(() => this.exportRecord(false))}
      >
        ${msg('Download the game record')}
      </button>`,
    ];
    if ('share' in navigator) {
      items.push(html`<button
        type="button"
        id="share-button"
        aria-disabled=${recordLocked ? 'true' : 'false'}
        aria-describedby=${recordLocked ? 'record-locked' : nothing}
        @click=${() => run(() => this.exportRecord(true))}
      >
        ${msg('Share the game record')}
      </button>`);
    }
    items.push(html`<button type="button" id="home-button" @click=${() => run(() => this.host.home())}>${msg('All games')}</button>`);
    const note = recordLocked ? html`<p class="hint" id="record-locked">${this.recordLockedText()}</p>` : nothing;
    return { items, note };
  }

  /**
   * The game screen of the open game, for rs-app's main: the reveal script before a table-mode
   * game starts, the current step in `#step` (keyed on the host's revision), the Branding and
   * "Look at my card again" buttons when they apply, the summary ("Where are we"), the board, the
   * vote history and the assistant (the game's tools are in the header's menu: {@link renderTools});
   * while a private screen shows, the step only. `nothing` while the game waits for the code of a
   * module's part of the screen (loadFor). The step comes before the summary so that a phone's first screen holds
   * it even at 320 px with 200% text, where the summary alone takes more than a screen;
   * focus lands on the step after every action, and Alt+W speaks the summary from anywhere.
   */
  render(): TemplateResult | typeof nothing {
    const session = this.host.session()!;
    const state = session.state;
    const view = viewFor(state, 'public');
    const flow = this.host.flow();
    // A game waits for its modules' parts of the screen and its private turns (loadFor), a moment at most.
    if (this.flowsPending(state) || ((state.setup.spies || state.setup.secretVotes) && !this.privateEngine)) return nothing;
    if (this.reloadNote && (this.reloadNote.events !== state.events.length || flow !== null)) this.reloadNote = null;
    // While a private screen shows, the step is all there is: the rest stays out of the DOM.
    const hide = this.host.privateOpen();
    const run = (task: () => Promise<void>): void => this.host.run(task);
    return html`
      ${hide ? nothing : html`<rs-board-strip .view=${view} .currentMission=${currentMission(state)} .result=${this.lastResultText(state, view)}></rs-board-strip>`}
      ${!hide && !view.rolesDealt && state.events.length === 0 && flow === null ? this.renderScript(view) : nothing}
      ${!hide && this.reloadNote ? html`<p class="status" id="reload-note">${this.reloadNote.text}</p>` : nothing}
      <div id="step" tabindex="-1">${keyed(this.host.revision(), this.renderStep(state, view))}</div>
      ${hide || this.restDeferred
        ? nothing
        : html`<rs-game-commands .host=${{ ...this.host, summary: () => this.summary() }}></rs-game-commands>
            ${this.flowsOf(state).map((part) => part.renderActions?.(state, view, flow) ?? nothing)}
            ${view.rolesDealt && !view.winner && flow === null
              ? html`<div class="actions">
                  <button type="button" id="review-button" @click=${() => run(() => this.startReview(null))}>${msg('Look at my card again')}</button>
                </div>`
              : nothing}
            <section class="summary" aria-labelledby="where-heading">
              <h2 id="where-heading">${msg('Where are we')}</h2>
              <p id="where-text">${summaryText(state, view, this.revealUnderWay())}</p>
              <button type="button" id="where-button" aria-keyshortcuts="Alt+W" @click=${() => this.host.speakSummary()}>
                ${msg('Say where we are (Alt+W)')}
              </button>
            </section>
            <rs-board .view=${view} .currentMission=${currentMission(state)}></rs-board>
            <rs-vote-history
              .view=${view}
              ?correctable=${GameFlow.correctable(state)}
              @rs-correct=${(e: CustomEvent<{ proposal: number }>) => run(() => this.startCorrection(e.detail.proposal))}
            ></rs-vote-history>
            ${!GameFlow.correctable(state) && view.proposals.length > 0 ? html`<p class="hint" id="history-no-correction">${noCorrectionText()}</p>` : nothing}
            <rs-assistant .view=${view}></rs-assistant>`}
    `;
  }

  /**
   * The last vote's or mission's result in the words of its announcement (the settings' length:
   * game-actions.ts says `announcedText` of each consequence), for the board's strip; `null` before
   * the first vote.
   */
  private lastResultText(state: GameState, view: PublicView): StripResult | null {
    return stripResult(lastResult(state), view, (c) => announcedText(c, view, this.host.settings()));
  }

  /** The current step of `state`, from its public `view` (computed once per render by the caller). */
  private renderStep(state: GameState, view: PublicView): TemplateResult | typeof nothing {
    const host = this.host;
    const run = (task: () => Promise<void>): void => host.run(task);
    const draft = host.draft()?.value ?? null;
    const flow = host.flow();
    const idleSeconds = host.privateIdleSeconds();
    const vibrationOff = !host.settings().vibration;
    if (flow?.kind === 'intro') {
      return html`<rs-private-intro
        first=${state.setup.players[state.setup.firstLeader]!}
        idle-seconds=${idleSeconds}
        ?vibration-off=${vibrationOff}
        @rs-intro-done=${() => run(() => this.startReveal())}
      ></rs-private-intro>`;
    }
    if (flow?.kind === 'reveal' || flow?.kind === 'review' || (flow && isModuleFlow(flow))) {
      return html`<rs-private-turns
        .state=${state}
        kind=${flow.kind}
        .seats=${flow.seats}
        start=${flow.start}
        game-id=${host.session()?.id ?? ''}
        ?cancellable=${!(isModuleFlow(flow) && moduleLook(flow.kind)?.mustFinish)}
        idle-seconds=${idleSeconds}
        ?vibration-off=${vibrationOff}
        .vibrating=${this.vibrating}
        @rs-private-progress=${(e: CustomEvent<PrivateProgressDetail>) => this.onPrivateProgress(e.detail)}
        @rs-private-done=${() => run(() => this.endFlow(true))}
        @rs-private-cancel=${() => run(() => this.endFlow(false))}
      ></rs-private-turns>`;
    }
    if (flow?.kind === 'review-choose') return this.renderReviewChooser();
    const pick = flow?.kind === 'pick' && this.setAsidePending ? secretPick(this.setAsidePending.ask.kind) : undefined;
    if (flow?.kind === 'pick' && this.setAsidePending && pick) {
      const pending = this.setAsidePending;
      // The module's words and buttons, from the engine's ask; what the pick shows is the card itself.
      const turn = this.setAsideTurn!(pick, pending.ask, pending.pile);
      return html`<rs-private-turns
        .state=${state}
        kind="pick"
        .seats=${flow.seats}
        .pickTurn=${turn}
        idle-seconds=${idleSeconds}
        @rs-private-done=${(e: CustomEvent<PrivateDoneDetail>) => run(() => this.finishSetAside(e.detail.pick ?? 0))}
      ></rs-private-turns>`;
    }
    const correcting = this.openCorrection(state);
    if (correcting) {
      return html`<rs-correction
        .state=${state}
        proposal=${correcting.proposal}
        @rs-correction-submit=${(e: CustomEvent<{ index: number; replacement: GameEvent }>) => {
          const form = e.currentTarget as HTMLElement & { refuse(text: string): Promise<void> };
          run(() => this.submitCorrection(form, e.detail.index, e.detail.replacement));
        }}
        @rs-correction-cancel=${() => run(() => this.cancelCorrection())}
      ></rs-correction>`;
    }
    // A module's flow or step when it is the module's to draw (its ModuleAppFlow): the plot cards'
    // chances and looks, the Hunter's investigation and accusations.
    for (const part of this.flowsOf(state)) {
      const step = part.renderStep?.(state, view, flow);
      if (step) return step;
    }
    // The table's step, as the engine asks it (steps.ts `asked`): each taken through its `act`.
    const asks = host.tableAsks();
    const ask = (kind: string): Ask | undefined => asks.find((a) => a.kind === kind && a.table);
    switch (view.phase) {
      case 'proposal': {
        const propose = ask('propose');
        if (!propose) return nothing;
        return html`<rs-team-picker
          .view=${view}
          .missions=${(propose.options?.missions ?? []).map((m) => m.mission)}
          .draft=${draft}
          @rs-propose=${(e: CustomEvent<ProposeDetail>) =>
            run(() => host.act('propose', { team: e.detail.team, mission: e.detail.mission, leader: view.leader, ...e.detail.fields }))}
        ></rs-team-picker>`;
      }
      case 'vote':
        if (view.secretVotes) {
          const open = this.openVoters(state);
          return html`<rs-private-turns
            .state=${state}
            kind="vote"
            .seats=${this.privateEngine!.voteOrder(state).filter((seat) => !open?.has(seat))}
            idle-seconds=${idleSeconds}
            @rs-private-done=${(e: CustomEvent<PrivateDoneDetail>) => run(() => this.finishSecret(e.detail))}
          ></rs-private-turns>`;
        }
        if (!ask('vote')) return nothing;
        return html`<rs-vote-recorder
          .view=${view}
          .draft=${draft}
          @rs-vote=${(e: CustomEvent<{ approve: number[] }>) => run(() => host.act('record-vote', { approve: e.detail.approve }))}
        ></rs-vote-recorder>`;
      case 'mission':
        if (view.rolesDealt) {
          return html`<rs-private-turns
            .state=${state}
            kind="mission"
            .seats=${this.privateEngine!.missionOrder(state)}
            idle-seconds=${idleSeconds}
            @rs-private-done=${(e: CustomEvent<PrivateDoneDetail>) => run(() => this.finishSecret(e.detail))}
          ></rs-private-turns>`;
        }
        if (!ask('mission')) return nothing;
        return html`<rs-mission-recorder
          .view=${view}
          .draft=${draft}
          @rs-mission=${(e: CustomEvent<MissionDetail>) =>
            // The Fail cards and the modules' counts as the recorder sends them; the engine checks each (R-MIS-1, R-REVS-2, R-HUN-MIS).
            run(() => host.act('record-mission', { ...e.detail }))}
        ></rs-mission-recorder>`;
      case 'over':
        return html`<rs-game-over
          .view=${view}
          .spies=${view.winner ? (state.setup.spies ?? null) : null}
          .characters=${view.winner && state.setup.characters && this.roleText ? state.setup.characters.map((role) => this.roleText!.roleName(role)) : null}
          @rs-new-game=${() => run(() => host.home('new-game'))}
        ></rs-game-over>`;
      default: {
        // A module's phase: its own step (its ui/screens.ts).
        const step = appStep(view.phase);
        return step ? step(view, host) : nothing;
      }
    }
  }

  /** The seats that already voted in the open this proposal (a module's: the plot cards' Opinion Maker), or `null`. */
  private openVoters(state: GameState): ReadonlyMap<Seat, boolean> | null {
    for (const part of this.flowsOf(state)) {
      const open = part.openVoters?.(state);
      if (open) return open;
    }
    return null;
  }

  /** Physical cards, before the first proposal: the eyes-closed reveal script (R-REV-1), read on request. */
  private renderScript(view: PublicView): TemplateResult {
    return html`<rs-reveal-script
      ?blind-spies=${view.variants.includes('blind-spies')}
      .spiesLine=${spiesRevealLine(view)}
      .roles=${view.roles}
      .players=${view.players.length}
    ></rs-reveal-script>`;
  }

  /** Who looks at their card again: chosen in public (a name is no secret), then a hand-over. */
  private renderReviewChooser(): TemplateResult {
    const players = this.host.session()!.state.setup.players;
    const submit = (event: Event): void => {
      event.preventDefault();
      const select = (event.currentTarget as HTMLFormElement).querySelector<HTMLSelectElement>('#review-seat');
      this.host.run(() => this.startReview(Number(select?.value ?? 0)));
    };
    return html`<section aria-labelledby="step-heading" class="review-choose">
      <h2 id="step-heading" tabindex="-1">${msg('Look at a card again')}</h2>
      <form @submit=${submit} novalidate>
        <div class="field">
          <label for="review-seat">${msg('Who wants to look at their card again?')}</label>
          <select id="review-seat">
            ${players.map((name, seat) => html`<option value=${seat}>${name}</option>`)}
          </select>
        </div>
        <div class="actions">
          <button type="submit" class="primary">${msg('Pass the phone to them')}</button>
          <button type="button" @click=${() => this.host.run(() => this.endFlow(false))}>${msg('Back to the board')}</button>
        </div>
      </form>
    </section>`;
  }
}
