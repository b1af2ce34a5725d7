import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { PublicView, Seat } from '../../../engine.ts';
import { announcer } from '../../../../../platform/a11y/announcer.ts';
import { fire, LightElement } from '../../../../../platform/a11y/light-element.ts';
import { radioFieldset } from '../../../../../platform/a11y/radio-choices.ts';

/** Detail of `rs-investigation`: the player investigated (R-HUN-INV). */
export interface InvestigationDetail {
  target: Seat;
}

/**
 * Detail of `rs-accusation`: an accusation (R-HUN-ACC), an early accusation (R-HUN-EARLY) or
 * Branding (R-HUN-BRAND). `by` and the answers only with physical cards, where the app does not
 * know the roles; the accused answers truthfully in front of everyone.
 */
export interface AccusationDetail {
  type: 'accusation' | 'early-accusation' | 'branding';
  target: Seat;
  by?: Seat;
  chief?: boolean;
  coordinator?: boolean;
  pretender?: boolean;
}

/**
 * The investigation after a mission with the Hunter module (R-HUN-INV): the leader (after a
 * success) or the investigator token's holder (after a fail) investigates another player, who
 * shows the loyalty card of their identity ("Chief", "Not Chief"…) to the investigator only. With
 * physical cards nothing of the card is recorded; when the app holds the roles the investigator
 * sees it in a private turn. Before it, the Spy Hunter may make the early accusation once
 * (R-HUN-EARLY) when it is offered.
 *
 * @fires rs-investigation {InvestigationDetail} when the investigated player is chosen
 * @fires rs-early-accusation when the Spy Hunter reveals themself to accuse early
 */
@customElement('rs-investigation')
export class RsInvestigation extends LightElement {
  @property({ attribute: false }) view!: PublicView;
  /** The players that may be investigated (the engine's ask, steps.ts); default: everyone but the investigator. */
  @property({ attribute: false }) seats: Seat[] | null = null;
  /** Whether the Spy Hunter's early accusation is offered here (the shared device); a room's Spy Hunter has it on their own phone. */
  @property({ type: Boolean }) early = true;
  /** On the investigator's own phone in a room (the card shown arrives there), not the shared device. */
  @property({ type: Boolean }) rooms = false;
  @state() private target: Seat | null = null;
  @state() private error = '';

  /** Moves focus to the first player. */
  focusFirst(): void {
    this.querySelector<HTMLInputElement>('input[name="investigation-target"]')?.focus();
  }

  private submit(event: Event): void {
    event.preventDefault();
    if (this.target === null) {
      this.error = msg('Choose the player to investigate.');
      announcer.announce(this.error, 'assertive');
      this.focusFirst();
      return;
    }
    fire(this, 'rs-investigation', { target: this.target });
  }

  protected override render() {
    const view = this.view;
    const awaiting = view?.hunter?.awaiting;
    if (!awaiting || awaiting.investigator === null) return nothing;
    const by = view.players[awaiting.investigator]!;
    return html`<section aria-labelledby="step-heading">
      <h2 id="step-heading" tabindex="-1">${msg(str`Investigation: ${by} investigates a player`)}</h2>
      <p>
        ${this.rooms
          ? msg('The player investigated chooses on their phone the loyalty card they show you; it then appears on your private screen, for you only.')
          : view.rolesDealt
          ? msg('The player investigated shows the loyalty card of their identity to the investigator only: the app shows it in the investigator\'s private turn.')
          : msg('The player investigated hands the investigator the loyalty card of their identity: Chief or Not Chief. The investigator may talk about it, never show it.')}
      </p>
      <form @submit=${this.submit} novalidate>
        ${radioFieldset<Seat>(msg('Player to investigate'), 'investigation-error', {
          name: 'investigation-target',
          options: view.players.flatMap((name, seat) =>
            (this.seats ? this.seats.includes(seat) : seat !== awaiting.investigator) ? [[seat, name] as const] : [],
          ),
          checked: this.target,
          onPick: (seat) => {
            this.target = seat;
            this.error = '';
          },
        })}
        <p class="error" id="investigation-error">${this.error}</p>
        <div class="actions">
          <button type="submit" class="primary" id="investigation-record">${msg('Record the investigation')}</button>
          ${awaiting.early && this.early
            ? html`<button type="button" id="investigation-early" @click=${() => fire(this, 'rs-early-accusation', null)}>
                ${msg('The Spy Hunter accuses early')}
              </button>`
            : nothing}
        </div>
      </form>
    </section>`;
  }
}

/**
 * An accusation of the Hunter module (R-HUN-ACC, R-HUN-EARLY) or Branding (R-HUN-BRAND): the
 * Hunter (or the Deep Agent) reveals themself and names a player. With physical cards the table
 * also records who made it and the accused player's truthful answer; when the app holds the
 * roles it knows both.
 *
 * @fires rs-accusation {AccusationDetail} when it is recorded
 * @fires rs-accusation-cancel when an early accusation or Branding is not made after all
 */
@customElement('rs-accusation')
export class RsAccusation extends LightElement {
  @property({ attribute: false }) view!: PublicView;
  @property() kind: AccusationDetail['type'] = 'accusation';
  /** The players that may be named (the engine's ask, steps.ts: never the accuser, nor one the side accused before); default: everyone. */
  @property({ attribute: false }) seats: Seat[] | null = null;
  @state() private target: Seat | null = null;
  @state() private by: Seat | null = null;
  @state() private answer: boolean | null = null;
  @state() private coordinator: boolean | null = null;
  @state() private error = '';

  /** Moves focus to the first control. */
  focusFirst(): void {
    this.querySelector<HTMLInputElement>('select, input')?.focus();
  }

  /** Who accuses, as the rules name them. */
  private accuser(): 'resistance-hunter' | 'spy-hunter' | 'deep-agent' {
    if (this.kind === 'branding') return 'deep-agent';
    if (this.kind === 'early-accusation') return 'spy-hunter';
    return this.view.hunter?.awaiting?.accuser ?? 'resistance-hunter';
  }

  /** Whether the table must say who made it: physical cards, and the accuser not revealed yet. */
  private needsBy(): boolean {
    if (this.view.rolesDealt) return false;
    const who = this.accuser();
    if (who === 'resistance-hunter') return this.view.hunter?.resistanceHunter == null;
    if (who === 'spy-hunter') return this.view.hunter?.spyHunter == null;
    return true;
  }

  private submit(event: Event): void {
    event.preventDefault();
    const physical = !this.view.rolesDealt;
    const askCoordinator = physical && this.accuser() === 'spy-hunter' && this.view.roles?.hunter?.coordinator === true;
    const problem =
      this.needsBy() && this.by === null
        ? msg('Choose who makes it.')
        : this.target === null
          ? msg('Choose the player named.')
          : physical && this.answer === null
            ? msg('Record the named player\'s answer.')
            : askCoordinator && this.answer === false && this.coordinator === null
              ? msg('Record whether the named player is the Coordinator.')
              : '';
    if (problem) {
      this.error = problem;
      announcer.announce(problem, 'assertive');
      this.focusFirst();
      return;
    }
    const detail: AccusationDetail = { type: this.kind, target: this.target! };
    if (this.needsBy()) detail.by = this.by!;
    if (physical) {
      if (this.kind === 'branding') detail.pretender = this.answer!;
      else {
        detail.chief = this.answer!;
        if (askCoordinator) detail.coordinator = this.answer ? false : this.coordinator!;
      }
    }
    fire(this, 'rs-accusation', detail);
  }

  /** A yes-or-no answer of the named player (`null` until given); a pick clears the error. */
  private yesNo(legend: string, name: string, value: boolean | null, set: (yes: boolean) => void) {
    return radioFieldset<'yes' | 'no'>(legend, 'accusation-error', {
      name,
      options: [
        ['yes', msg('Yes')],
        ['no', msg('No')],
      ],
      checked: value === null ? null : value ? 'yes' : 'no',
      onPick: (answer) => {
        set(answer === 'yes');
        this.error = '';
      },
    });
  }

  protected override render() {
    const view = this.view;
    if (!view?.hunter) return nothing;
    const who = this.accuser();
    const heading =
      who === 'deep-agent'
        ? msg('Branding: the Deep Agent accuses a player of being the Pretender')
        : who === 'spy-hunter'
          ? this.kind === 'early-accusation'
            ? msg('Early accusation: the Spy Hunter accuses a player of being the Resistance Chief')
            : msg('The Spy Hunter accuses a player of being the Resistance Chief')
          : msg('The Resistance Hunter accuses a player of being the Spy Chief');
    const question =
      who === 'deep-agent' ? msg('Is that player the Pretender?') : who === 'spy-hunter' ? msg('Is that player a Resistance Chief?') : msg('Is that player a Spy Chief?');
    const players = view.players.map((name, seat) => [seat, name] as const);
    const named = this.seats ? players.filter(([seat]) => this.seats!.includes(seat)) : players;
    return html`<section aria-labelledby="step-heading">
      <h2 id="step-heading" tabindex="-1">${heading}</h2>
      <p>
        ${who === 'deep-agent'
          ? msg('Right: the two swap character cards, and sides. Wrong: play goes on, and everyone knows the Deep Agent.')
          : msg('Right: that side wins. Wrong: the mission\'s result flips and play goes on, and everyone knows the Hunter.')}
      </p>
      <form @submit=${this.submit} novalidate>
        ${this.needsBy()
          ? html`<div class="field">
              <label for="accusation-by">${who === 'deep-agent' ? msg('The Deep Agent is') : msg('The Hunter is')}</label>
              <select id="accusation-by" @change=${(e: Event) => (this.by = Number((e.target as HTMLSelectElement).value))}>
                <option value="" ?selected=${this.by === null}>${msg('Choose a player')}</option>
                ${players.map(([seat, name]) => html`<option value=${seat} ?selected=${this.by === seat}>${name}</option>`)}
              </select>
            </div>`
          : nothing}
        ${radioFieldset<Seat>(msg('The player named'), 'accusation-error', {
          name: 'accusation-target',
          options: named,
          checked: this.target,
          onPick: (seat) => {
            this.target = seat;
            this.error = '';
          },
        })}
        ${view.rolesDealt
          ? nothing
          : html`${this.yesNo(`${question} ${msg('They answer truthfully.')}`, 'accusation-answer', this.answer, (yes) => (this.answer = yes))}
            ${who === 'spy-hunter' && view.roles?.hunter?.coordinator && this.answer === false
              ? this.yesNo(msg('Is that player the Coordinator?'), 'accusation-coordinator', this.coordinator, (yes) => (this.coordinator = yes))
              : nothing}`}
        <p class="error" id="accusation-error">${this.error}</p>
        <div class="actions">
          <button type="submit" class="primary" id="accusation-record">${msg('Record it')}</button>
          ${this.kind === 'accusation'
            ? nothing
            : html`<button type="button" id="accusation-cancel" @click=${() => fire(this, 'rs-accusation-cancel', null)}>${msg('Not now')}</button>`}
        </div>
      </form>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-investigation': RsInvestigation;
    'rs-accusation': RsAccusation;
  }
  interface HTMLElementEventMap {
    'rs-investigation': CustomEvent<InvestigationDetail>;
    'rs-early-accusation': CustomEvent<null>;
    'rs-accusation': CustomEvent<AccusationDetail>;
    'rs-accusation-cancel': CustomEvent<null>;
  }
}
