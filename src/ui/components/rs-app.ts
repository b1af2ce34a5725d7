import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { msg, str } from '@lit/localize';
import {
  availableMissions,
  currentMission,
  drawFirstLeader,
  teamSize,
  toRecord,
  viewFor,
} from '../../engine/index.ts';
import type { GameEvent, PublicView } from '../../engine/index.ts';
import { GameSession } from '../../session/game-session.ts';
import { announcer } from '../announcer.ts';
import { LightElement } from '../light-element.ts';
import { cryptoRandomInt } from '../random.ts';
import { consequenceText, ruleErrorText, summaryText } from '../text.ts';
import type { StartDetail } from './rs-setup.ts';
import './rs-setup.ts';
import './rs-board.ts';
import './rs-vote-history.ts';
import './rs-team-picker.ts';
import './rs-vote-recorder.ts';
import './rs-mission-recorder.ts';
import './rs-game-over.ts';

/** A step component: the element that owns the current step and knows its first control. */
interface StepElement extends HTMLElement {
  focusFirst(): void;
}

/**
 * The app in table mode: the setup screen, then the game screen with the "where are we"
 * summary, the current step (propose, vote, mission, game over), the board and the vote history.
 *
 * - Every action goes through the session (the engine validates it); its consequences are
 *   announced as one sentence, and focus moves to the first control of the next step.
 * - The summary is always on the page and is spoken on demand by its button or Alt+W.
 * - Only the public view of the game is rendered: nothing secret reaches the DOM.
 */
@customElement('rs-app')
export class RsApp extends LightElement {
  @state() private session: GameSession | null = null;
  /** Bumped on every change, so the keyed step element is fresh for each step. */
  @state() private revision = 0;
  /** The sentence of the last refused action, shown above the step (also announced). */
  @state() private error = '';

  private readonly onKeydown = (event: KeyboardEvent): void => {
    if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyW') {
      event.preventDefault();
      this.speakSummary();
    }
  };

  override connectedCallback(): void {
    super.connectedCallback();
    announcer.connect();
    document.addEventListener('keydown', this.onKeydown);
  }

  override disconnectedCallback(): void {
    document.removeEventListener('keydown', this.onKeydown);
    super.disconnectedCallback();
  }

  /** The public view of the running game, or `null` on the setup screen. */
  get view(): PublicView | null {
    return this.session ? viewFor(this.session.state, 'public') : null;
  }

  /** Says the "where are we" summary (also on the page), or what to do on the setup screen. */
  speakSummary(): void {
    const session = this.session;
    if (!session) {
      announcer.announce(msg('No game yet: set up the table and start a game.'));
      return;
    }
    announcer.announce(summaryText(session.state, viewFor(session.state, 'public')));
  }

  private start(detail: StartDetail): void {
    const drawn = detail.firstLeader === 'random';
    const firstLeader: number =
      detail.firstLeader === 'random' ? drawFirstLeader(detail.players.length, cryptoRandomInt) : detail.firstLeader;
    try {
      this.session = new GameSession({
        players: detail.players,
        firstLeader,
        variants: detail.variants,
        mission5Rule: detail.mission5Rule,
      });
    } catch (error) {
      this.showError(error);
      return;
    }
    const leader = detail.players[firstLeader]!;
    const state = this.session.state;
    const intro = drawn
      ? msg(str`Game started with ${detail.players.length} players. First leader, drawn at random: ${leader}.`)
      : msg(str`Game started with ${detail.players.length} players. First leader: ${leader}.`);
    const mission = currentMission(state);
    const next = mission
      ? msg(str`${leader} proposes a team of ${teamSize(detail.players.length, mission)} for mission ${mission}.`)
      : msg(str`${leader} chooses a mission and proposes a team.`);
    this.afterChange(`${intro} ${next}`, 'polite');
  }

  private record(event: GameEvent): void {
    const session = this.session;
    if (!session) return;
    try {
      const consequence = session.dispatch(event);
      const view = viewFor(session.state, 'public');
      this.afterChange(consequenceText(consequence, view), view.winner ? 'assertive' : 'polite');
    } catch (error) {
      this.showError(error);
    }
  }

  private showError(error: unknown): void {
    this.error = ruleErrorText(error);
    announcer.announce(this.error, 'assertive');
  }

  private newGame(): void {
    this.session = null;
    this.error = '';
    this.revision++;
    document.title = msg('New game — The Resistance companion');
    void this.updateComplete.then(() => this.querySelector<StepElement>('rs-setup')?.focusFirst());
  }

  /**
   * Re-renders, announces `text`, and moves focus to the first control of the next step. The
   * announcement is queued at once; the announcer's settle delay lets the focus move (made after
   * the render) be spoken first.
   */
  private afterChange(text: string, priority: 'polite' | 'assertive'): void {
    this.revision++;
    this.error = '';
    this.updateTitle();
    announcer.announce(text, priority);
    void this.updateComplete.then(async () => {
      const step = this.querySelector<StepElement>('#step > *');
      if (step && 'updateComplete' in step) await (step as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      step?.focusFirst();
    });
  }

  private updateTitle(): void {
    const view = this.view;
    if (!view) return;
    const suffix = msg('The Resistance companion');
    if (view.winner) document.title = `${msg('Game over')} — ${suffix}`;
    else document.title = `${msg(str`Round ${view.round}`)} — ${suffix}`;
  }

  protected override render() {
    return html`
      <a class="skip-link" href=${this.session ? '#step' : '#main'}>
        ${this.session ? msg('Skip to the current step') : msg('Skip to the game setup')}
      </a>
      <header>
        <h1>${msg('The Resistance companion')}</h1>
      </header>
      <main id="main" tabindex="-1">
        <p class="error" id="app-error">${this.error}</p>
        ${this.session ? this.renderGame() : this.renderSetup()}
      </main>
    `;
  }

  private renderSetup() {
    return html`<rs-setup @rs-start=${(e: CustomEvent<StartDetail>) => this.start(e.detail)}></rs-setup>`;
  }

  private renderGame() {
    const session = this.session!;
    const state = session.state;
    const view = viewFor(state, 'public');
    return html`
      <section class="summary" aria-labelledby="where-heading">
        <h2 id="where-heading">${msg('Where are we')}</h2>
        <p id="where-text">${summaryText(state, view)}</p>
        <button type="button" aria-keyshortcuts="Alt+W" @click=${() => this.speakSummary()}>
          ${msg('Say where we are (Alt+W)')}
        </button>
      </section>
      <div id="step" tabindex="-1">${keyed(this.revision, this.renderStep())}</div>
      <rs-board .view=${view} .currentMission=${currentMission(state)}></rs-board>
      <rs-vote-history .view=${view}></rs-vote-history>
    `;
  }

  private renderStep() {
    const session = this.session!;
    const state = session.state;
    const view = viewFor(state, 'public');
    switch (view.phase) {
      case 'proposal':
        return html`<rs-team-picker
          .view=${view}
          .missions=${availableMissions(state)}
          @rs-propose=${(e: CustomEvent<{ team: number[]; mission: 1 | 2 | 3 | 4 | 5 }>) =>
            this.record({ type: 'proposal', team: e.detail.team, mission: e.detail.mission, leader: view.leader })}
        ></rs-team-picker>`;
      case 'vote':
        return html`<rs-vote-recorder
          .view=${view}
          @rs-vote=${(e: CustomEvent<{ approve: number[] }>) => this.record({ type: 'vote', approve: e.detail.approve })}
        ></rs-vote-recorder>`;
      case 'mission':
        return html`<rs-mission-recorder
          .view=${view}
          @rs-mission=${(e: CustomEvent<{ fails: number }>) => this.record({ type: 'mission', fails: e.detail.fails })}
        ></rs-mission-recorder>`;
      case 'over':
        return html`<rs-game-over .view=${view} .record=${toRecord(state)} @rs-new-game=${() => this.newGame()}></rs-game-over>`;
      default:
        return nothing;
    }
  }
}


declare global {
  interface HTMLElementTagNameMap {
    'rs-app': RsApp;
  }
}
