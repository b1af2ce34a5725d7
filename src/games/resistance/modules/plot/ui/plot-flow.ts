import { html } from 'lit';
import type { TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import * as plotEngine from '../engine/plot.ts';
import type { GameEvent, GameState, MissionCard, PublicView, Seat } from '../../../engine.ts';
import type { PlotCard } from '../engine/index.ts';
import { cryptoRandomInt } from '../../../../../platform/engine/random-source.ts';
import type { Flow, PrivateDoneDetail } from '../../../ui/flow.ts';
import type { AppFlowHost, ModuleAppFlow } from '../../../ui/module-ui.ts';
import './rs-plot.ts';

/** What the plot cards' flow needs of the app (rs-app), which owns the session and the screen. */
export type PlotHost = AppFlowHost;

/**
 * The plot cards' part of the game screen (The Plot Thickens, R-PLOT-1 … R-PLOT-5), loaded only
 * for games with plot cards (start-up budget, docs/performance.md): the chances of the one-use
 * cards in the order of R-PLOT-4 (a "no" is final: a `plot-pass` event of the game's log, so it is
 * saved, replays after a reload and is taken back by undo), the app's random draw, the private looks of
 * Overheard Conversation, Establish Confidence, Open Up and Keeping a Close Eye on You when the
 * app holds the roles, and Opinion Maker's open votes before the secret ones. The game screen
 * reaches it as the plot cards' `ModuleAppFlow` (ui/module-ui.ts; their UI line's `appFlow`).
 */
export class PlotFlow implements ModuleAppFlow {
  /** Opinion Maker with secret votes: the holders' votes, given in the open for this proposal. */
  private openVotes: { proposal: number; votes: Map<Seat, boolean> } | null = null;
  /** The team's secret cards while Keeping a Close Eye on You is used (memory only). */
  private missionPending: Map<Seat, MissionCard> | null = null;

  constructor(private readonly host: PlotHost) {}

  /**
   * The next plot card chance among `cards` (R-PLOT-4), as the engine gives them (`plotChances`):
   * the moments come in the order of the list (Strong Leader; No Confidence; In the Spotlight;
   * Keeping a Close Eye on You), and within a moment the holders from the leader, clockwise; the
   * engine leaves out those who let their chance go (their `plot-pass` events) or lost it.
   */
  chance(state: GameState, cards: PlotCard[]): { seat: Seat; card: PlotCard } | null {
    const moment = plotEngine.plotMoment(state);
    if (!moment) return null;
    const open = plotEngine.plotChances(moment).filter((c) => cards.includes(c.card));
    for (const card of cards) {
      const first = open.find((c) => c.card === card);
      if (first) return first;
    }
    return null;
  }

  /** The rule that matters now, when a plot card does (for the rules reference). */
  currentRule(state: GameState): string | null {
    const flow = this.host.flow();
    // (A plot card's look, 'plot-look', is a module look: its rule is its screens' R-PLOT-3.)
    if (flow?.kind === 'close-eye' || flow?.kind === 'close-eye-look') return 'R-PLOT-3';
    if (this.chance(state, ['strong-leader', 'no-confidence', 'in-the-spotlight', 'keeping-a-close-eye'])) return 'R-PLOT-4';
    return state.phase === 'plot' ? 'R-PLOT-2' : null;
  }

  /** The seats that already voted in the open (Opinion Maker), for the secret vote's turns. */
  openVoters(state: GameState): Map<Seat, boolean> | null {
    return this.openVotes?.proposal === state.proposals.length - 1 ? this.openVotes.votes : null;
  }

  /**
   * Every secret vote or card is in. Votes: the open ones join them. Cards: with Keeping a Close
   * Eye on You held, its chances come first (after the cards are played, before the reveal).
   * @returns the detail to finish with, or `null` when the flow goes on here first
   */
  async beforeFinish(detail: PrivateDoneDetail): Promise<PrivateDoneDetail | null> {
    const state = this.host.state();
    if (!state) return detail;
    if (detail.kind === 'vote' && this.openVotes) {
      const votes = new Map(detail.votes ?? []);
      for (const [seat, approve] of this.openVotes.votes) votes.set(seat, approve);
      this.openVotes = null;
      return { ...detail, votes };
    }
    if (detail.kind === 'mission' && this.chance(state, ['keeping-a-close-eye'])) {
      this.missionPending = detail.cards ?? new Map();
      this.host.setFlow({ kind: 'close-eye' });
      await this.host.afterChange(msg('Every card is played. Before they are revealed: Keeping a Close Eye on You.'), 'polite', true);
      return null;
    }
    return detail;
  }

  /** Records a plot event; when the app holds the roles, whoever learnt something sees it in private. */
  private async recordPlot(event: GameEvent): Promise<void> {
    const state = this.host.state();
    if (!state) return;
    const before = state.events.length;
    const closeEye = this.host.flow()?.kind === 'close-eye';
    await this.host.record(event);
    const after = this.host.state();
    if (!after || after.events.length === before || event.type !== 'plot-use' || !after.setup.spies) return;
    const look = after.plot?.looks[after.plot.looks.length - 1];
    if (event.card === 'keeping-a-close-eye' && closeEye && event.target !== undefined) {
      this.host.setFlow({ kind: 'close-eye-look', seats: [event.by], start: 0, target: event.target });
      await this.host.afterChange(msg(str`Pass the phone to ${after.setup.players[event.by]!} to look at the card.`), 'polite', true);
      return;
    }
    if (look && ['overheard-conversation', 'establish-confidence', 'open-up'].includes(event.card)) {
      this.host.setFlow({ kind: 'plot-look', seats: [look.by], start: 0 });
      await this.host.afterChange(msg(str`Pass the phone to ${after.setup.players[look.by]!} to see the loyalty card.`), 'polite', true);
    }
  }

  /** The app draws this round's plot cards at random from what is left (R-PLOT-2). */
  private async draw(): Promise<void> {
    const state = this.host.state();
    if (!state?.plot) return;
    const pool = plotEngine.PLOT_CARDS.flatMap((c) => Array.from({ length: state.plot!.deck[c.card] }, () => c.card));
    const count = Math.min(plotEngine.plotDrawCount(state.setup.players.length), pool.length);
    const cards: PlotCard[] = [];
    for (let i = 0; i < count; i++) cards.push(pool.splice(cryptoRandomInt(pool.length), 1)[0]!);
    await this.host.record({ type: 'plot-draw', cards });
  }

  /**
   * A holder lets their chance go: it is lost (R-PLOT-4), recorded as a `plot-pass` event (saved,
   * replayed, undone like any other) and said once, by its consequence sentence; focus moves to the
   * next chance or step. With Keeping a Close Eye on You after secret cards, when no holder is left
   * the reveal follows at once and the pass is said with it.
   */
  private async pass(seat: Seat, card: PlotCard): Promise<void> {
    const event: GameEvent = { type: 'plot-pass', card, by: seat };
    if (this.host.flow()?.kind !== 'close-eye') {
      await this.host.record(event);
      return;
    }
    const said = await this.host.recordQuietly(event);
    const state = this.host.state();
    if (said === null || !state) return;
    if (this.chance(state, ['keeping-a-close-eye'])) {
      await this.host.afterChange(said, 'polite');
      return;
    }
    await this.closeEyeDone(said);
  }

  /** After a private look at a mission card: the next holder's chance, or on to the reveal. */
  private async afterCloseEyeLook(): Promise<void> {
    const state = this.host.state();
    if (!state) return;
    this.host.setFlow({ kind: 'close-eye' });
    if (!this.chance(state, ['keeping-a-close-eye'])) {
      await this.closeEyeDone();
      return;
    }
    await this.host.afterChange(msg('Back to the table.'), 'polite', true);
  }

  /** Keeping a Close Eye on You is over: the Trapper's leader or the reveal; `lead` is said first. */
  private async closeEyeDone(lead?: string): Promise<void> {
    const cards = this.missionPending ?? new Map<Seat, MissionCard>();
    this.missionPending = null;
    this.host.setFlow(null);
    await this.host.finishMission({ kind: 'mission', cards }, lead);
  }

  /** Opinion Maker with secret votes: the holders' votes are revealed before the others vote. */
  private async openVote(votes: [Seat, boolean][]): Promise<void> {
    const state = this.host.state();
    if (!state) return;
    this.openVotes = { proposal: state.proposals.length - 1, votes: new Map(votes) };
    const players = state.setup.players;
    const said = votes.map(([seat, approve]) =>
      approve ? msg(str`${players[seat]!} votes Approve, in the open.`) : msg(str`${players[seat]!} votes Reject, in the open.`),
    );
    await this.host.afterChange(`${msg('Opinion Maker:')} ${said.join(' ')} ${msg('Now everyone else votes in secret.')}`, 'polite');
  }

  /**
   * The plot cards' step now, or `null`: the step of a plot flow under way ({@link renderFlow}),
   * else with no flow under way the chance or step due now ({@link renderRoundStep}).
   */
  renderStep(state: GameState, view: PublicView, flow: Flow | null): TemplateResult | null {
    return this.renderFlow(state, view) ?? (flow === null ? this.renderRoundStep(state, view) : null);
  }

  /**
   * The step of a plot flow under way (a look at a team member's card, Keeping a Close Eye on
   * You's chances), or `null`. A plot card's look at a loyalty (`'plot-look'`) is a module look
   * (its screens' `looks`), drawn by the game screen.
   */
  renderFlow(state: GameState, view: PublicView): TemplateResult | null {
    const flow = this.host.flow();
    if (flow?.kind === 'close-eye-look') {
      const target = flow.target;
      const pending = this.missionPending?.get(target);
      const card = pending !== undefined ? this.host.playedCard(state, target, pending) : null;
      return html`<rs-private-turns
        .state=${state}
        kind=${flow.kind}
        .seats=${flow.seats}
        .lookedAt=${card !== null ? { target, card } : null}
        idle-seconds=${this.host.privateIdleSeconds()}
        ?vibration-off=${this.host.vibrationOff()}
        @rs-private-done=${() => this.host.run(() => this.afterCloseEyeLook())}
      ></rs-private-turns>`;
    }
    if (flow?.kind === 'close-eye') {
      const chance = this.chance(state, ['keeping-a-close-eye']);
      if (chance) return this.renderPlot(state, view, 'chance', chance);
    }
    return null;
  }

  /**
   * The plot cards' step when one is due now (R-PLOT-2, R-PLOT-4), else `null`: the start of a
   * round; a Strong Leader's chance before the leader acts; with secret votes, the Opinion Makers'
   * open votes; No Confidence and In the Spotlight before the mission (and Keeping a Close Eye on
   * You too when the team plays physical cards; with secret cards it comes after they are played).
   */
  renderRoundStep(state: GameState, view: PublicView): TemplateResult | null {
    const plot = view.plot!;
    switch (view.phase) {
      case 'plot': {
        const chance = plot.pending || plot.drawnThisRound ? null : this.chance(state, ['strong-leader']);
        return chance ? this.renderPlot(state, view, 'chance', chance) : this.renderPlot(state, view, 'plot');
      }
      case 'proposal': {
        const chance = this.chance(state, ['strong-leader']);
        return chance ? this.renderPlot(state, view, 'chance', chance) : null;
      }
      case 'vote': {
        const makers = [...new Set(plot.held.filter((h) => h.card === 'opinion-maker').map((h) => h.seat))].sort((a, b) => a - b);
        if (!view.secretVotes || makers.length === 0 || this.openVoters(state)) return null;
        return this.renderPlot(state, view, 'opinion', null, makers);
      }
      case 'mission': {
        const cards: PlotCard[] = view.rolesDealt ? ['no-confidence', 'in-the-spotlight'] : ['no-confidence', 'in-the-spotlight', 'keeping-a-close-eye'];
        const chance = this.chance(state, cards);
        return chance ? this.renderPlot(state, view, 'chance', chance) : null;
      }
      default:
        return null;
    }
  }

  private renderPlot(
    state: GameState,
    view: PublicView,
    stage: 'chance' | 'plot' | 'opinion',
    chance: { seat: Seat; card: PlotCard } | null = null,
    opinionSeats: Seat[] = [],
  ): TemplateResult {
    const run = (task: () => Promise<void>): void => this.host.run(task);
    return html`<rs-plot
      .view=${view}
      stage=${stage}
      .chance=${chance}
      .moment=${plotEngine.plotMoment(state)}
      ?app-draws=${view.rolesDealt}
      .opinionSeats=${opinionSeats}
      @rs-plot-event=${(e: CustomEvent<GameEvent>) => run(() => this.recordPlot(e.detail))}
      @rs-plot-draw=${() => run(() => this.draw())}
      @rs-plot-pass=${(e: CustomEvent<{ seat: Seat; card: PlotCard }>) => run(() => this.pass(e.detail.seat, e.detail.card))}
      @rs-opinion=${(e: CustomEvent<{ votes: [Seat, boolean][] }>) => run(() => this.openVote(e.detail.votes))}
    ></rs-plot>`;
  }
}
