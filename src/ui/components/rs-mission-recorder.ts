import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { failsNeeded } from '../../engine/index.ts';
import type { PublicView } from '../../engine/index.ts';
import { announcer } from '../announcer.ts';
import { fire, LightElement } from '../light-element.ts';
import { failCards, nameList, twoFailsNote } from '../text.ts';

/** Detail of `rs-mission`: how many Fail cards were revealed (R-MIS-1). */
export interface MissionDetail {
  fails: number;
}

/**
 * Recording a mission played with physical cards (R-MIS-1, R-MIS-3, R-MIS-4): the moderator picks
 * how many Fail cards were revealed, from none up to the team size; the step says whether the
 * mission will succeed or fail before it is recorded.
 *
 * @fires rs-mission {MissionDetail} when the result is recorded
 */
@customElement('rs-mission-recorder')
export class RsMissionRecorder extends LightElement {
  @property({ attribute: false }) view!: PublicView;

  /** Unsent choice to restore after a reload (`{ fails }`, as fired in `rs-draft`). */
  @property({ attribute: false }) draft: unknown = null;

  @state() private fails: number | null = null;
  @state() private error = '';

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    const draft = this.draft as { fails?: unknown } | null;
    const size = this.view?.proposals[this.view.proposals.length - 1]?.team.length ?? 0;
    if (changed.has('draft') && draft && Number.isInteger(draft.fails) && (draft.fails as number) >= 0 && (draft.fails as number) <= size) {
      this.fails = draft.fails as number;
    }
  }

  /** Moves focus to the first control of this step. */
  focusFirst(): void {
    this.querySelector<HTMLInputElement>('input[name="fails"]')?.focus();
  }

  private outcomeText(fails: number): string {
    const proposal = this.view.proposals[this.view.proposals.length - 1]!;
    const fail = fails >= failsNeeded(this.view.players.length, proposal.mission);
    return fail
      ? msg(str`With ${failCards(fails)}, mission ${proposal.mission} fails.`)
      : msg(str`With ${failCards(fails)}, mission ${proposal.mission} succeeds.`);
  }

  private choose(fails: number): void {
    this.fails = fails;
    this.error = '';
    fire(this, 'rs-draft', { fails });
    announcer.announce(this.outcomeText(fails), 'polite', { key: 'status' });
  }

  private submit(event: Event): void {
    event.preventDefault();
    if (this.fails === null) {
      this.error = msg('Choose how many Fail cards were revealed.');
      announcer.announce(this.error, 'assertive');
      this.focusFirst();
      return;
    }
    fire<MissionDetail>(this, 'rs-mission', { fails: this.fails });
  }

  protected override render() {
    const view = this.view;
    if (!view) return nothing;
    const proposal = view.proposals[view.proposals.length - 1]!;
    const players = view.players.length;
    const note = twoFailsNote(players, proposal.mission);
    return html`
      <section aria-labelledby="step-heading">
        <h2 id="step-heading" tabindex="-1">${msg(str`Mission ${proposal.mission}: how many Fail cards?`)}</h2>
        <p>
          ${msg(str`Team: ${nameList(view.players, proposal.team)}.`)}
          ${msg('Each team member plays one card; shuffle them, then reveal.')}
          ${note ? html`<strong>${note}</strong>` : nothing}
        </p>
        <form @submit=${this.submit} novalidate>
          <fieldset aria-describedby="mission-outcome">
            <legend>${msg('Fail cards revealed')}</legend>
            <div class="choices">
              ${Array.from(
                { length: proposal.team.length + 1 },
                (_, n) => html`<label class="choice">
                  <input
                    type="radio"
                    name="fails"
                    .value=${String(n)}
                    .checked=${this.fails === n}
                    @change=${() => this.choose(n)}
                  />
                  <span>${n === 0 ? msg('No Fail cards') : failCards(n)}</span>
                </label>`,
              )}
            </div>
          </fieldset>
          <p class="status" id="mission-outcome">${this.fails === null ? msg('Nothing chosen yet.') : this.outcomeText(this.fails)}</p>
          <p class="error" id="mission-error">${this.error}</p>
          <div class="actions">
            <button type="submit" class="primary" aria-describedby="mission-error">${msg('Record mission result')}</button>
          </div>
        </form>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-mission-recorder': RsMissionRecorder;
  }
  interface HTMLElementEventMap {
    'rs-mission': CustomEvent<MissionDetail>;
  }
}
