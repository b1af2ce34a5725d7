import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
// The core's own files, not engine.ts (which loads every module): a game loads only its modules.
import { failsNeeded } from '../core/tables.ts';
import type { PublicView } from '../core/view.ts';
import type { MissionChoice, Seat } from '../core/types.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { fire, LightElement } from '../../../platform/a11y/light-element.ts';
import { failCards, nameList, reverseCards, twoFailsNote } from '../text/text.ts';
import { cardsSetAside, missionNotes } from '../text/module-text.ts';

/** Detail of `rs-mission`: how many Fail cards were revealed (R-MIS-1). */
export interface MissionDetail {
  fails: number;
  /** Reverse cards revealed, with the Reverser module (R-REVS-3). */
  reverses?: number;
  /** Hunter module at 7+ players: Chief Fail cards revealed (R-HUN-MIS). */
  chiefFails?: number;
  /** Plot cards: the cards played face up by the players in the spotlight (In the Spotlight). */
  faceUp?: Record<string, MissionChoice>;
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

  /**
   * Unsent choice to restore after a reload (`{ fails }`, as fired in `rs-draft`), or a recorded
   * result to show again after an undo or in a correction (`{ fails, reverses?, chiefFails? }`,
   * undo-drafts.ts).
   */
  @property({ attribute: false }) draft: unknown = null;

  @state() private fails: number | null = null;
  /** Reverse cards revealed (Reverser module); 0 until changed. */
  @state() private reverses = 0;
  @state() private error = '';
  /** Hunter module at 7+ players: Chief Fail cards revealed (R-HUN-MIS); 0 until changed. */
  @state() private chiefFails = 0;
  /** Plot cards: the face-up card of each player in the spotlight; Success until changed. */
  @state() private faceUp = new Map<Seat, MissionChoice>();

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    const draft = this.draft as { fails?: unknown } | null;
    const size = this.view?.proposals[this.view.proposals.length - 1]?.team.length ?? 0;
    if (changed.has('draft') && draft && Number.isInteger(draft.fails) && (draft.fails as number) >= 0 && (draft.fails as number) <= size) {
      this.fails = draft.fails as number;
      const { reverses, chiefFails } = draft as { reverses?: unknown; chiefFails?: unknown };
      if (Number.isInteger(reverses) && (reverses as number) >= 0 && (reverses as number) <= size) this.reverses = reverses as number;
      if (Number.isInteger(chiefFails) && (chiefFails as number) >= 0 && (chiefFails as number) <= size) this.chiefFails = chiefFails as number;
    }
  }

  /** Moves focus to the first control of this step. */
  focusFirst(): void {
    this.querySelector<HTMLInputElement>('input[name="fails"]')?.focus();
  }

  /** Cards revealed and counted: the team, less the cards a module sets aside (the Trapper's, R-TRP-2). */
  private counted(): number {
    const team = this.view.proposals[this.view.proposals.length - 1]!.team.length;
    return team - cardsSetAside(this.view);
  }

  private maxReverses(): number {
    const r = this.view.modules?.reverser;
    return r ? Math.min((r.resistance ? 1 : 0) + (r.spy ? 1 : 0), this.counted()) : 0;
  }

  private outcomeText(fails: number): string {
    const proposal = this.view.proposals[this.view.proposals.length - 1]!;
    // R-HUN-MIS: Fail and Chief Fail cards count together.
    const base = fails + this.chiefFails >= failsNeeded(this.view.players.length, proposal.mission);
    // R-REVS-3: exactly one Reverse card flips the result the Fail cards give.
    const fail = this.reverses === 1 ? !base : base;
    if (this.view.modules?.reverser) {
      const cards = `${failCards(fails)}, ${reverseCards(this.reverses)}`;
      return fail
        ? msg(str`With ${cards}, mission ${proposal.mission} fails.`, { id: 'with-reverses-fails' })
        : msg(str`With ${cards}, mission ${proposal.mission} succeeds.`, { id: 'with-reverses-succeeds' });
    }
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

  private chooseReverses(n: number): void {
    this.reverses = n;
    this.announceOutcome();
  }

  private chooseChiefFails(n: number): void {
    this.chiefFails = n;
    this.announceOutcome();
  }

  /** Says what the mission will be with the counts chosen so far (once the Fail cards are chosen). */
  private announceOutcome(): void {
    if (this.fails !== null) announcer.announce(this.outcomeText(this.fails), 'polite', { key: 'status' });
  }

  /** One radio group of a count of revealed cards, 0 … `max`, described by the outcome line. */
  private countGroup(name: string, legend: string, max: number, chosen: number | null, label: (n: number) => string, pick: (n: number) => void) {
    return html`<fieldset aria-describedby="mission-outcome">
      <legend>${legend}</legend>
      <div class="choices">
        ${Array.from(
          { length: max + 1 },
          (_, n) => html`<label class="choice">
            <input type="radio" name=${name} .value=${String(n)} .checked=${chosen === n} @change=${() => pick(n)} />
            <span>${label(n)}</span>
          </label>`,
        )}
      </div>
    </fieldset>`;
  }

  private submit(event: Event): void {
    event.preventDefault();
    if (this.fails === null) {
      this.error = msg('Choose how many Fail cards were revealed.');
      announcer.announce(this.error, 'assertive');
      this.focusFirst();
      return;
    }
    if (this.fails + this.reverses + this.chiefFails > this.counted()) {
      this.error = msg(str`Only ${this.counted()} cards are revealed: too many Fail and Reverse cards.`);
      announcer.announce(this.error, 'assertive');
      return;
    }
    const detail: MissionDetail = { fails: this.fails };
    if (this.view.modules?.reverser) detail.reverses = this.reverses;
    if (this.view.hunter?.chiefFailCards) detail.chiefFails = this.chiefFails;
    const spotlight = this.view.plot?.spotlight ?? [];
    if (spotlight.length > 0) {
      detail.faceUp = Object.fromEntries(spotlight.map((seat) => [String(seat), this.faceUp.get(seat) ?? 'success']));
    }
    fire(this, 'rs-mission', detail);
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
          ${missionNotes(view)}
        </p>
        <form @submit=${this.submit} novalidate>
          ${this.countGroup('fails', msg('Fail cards revealed'), this.counted(), this.fails, (n) => (n === 0 ? msg('No Fail cards') : failCards(n)), (n) => this.choose(n))}
          ${(view.plot?.spotlight ?? []).map(
            (seat) => html`<fieldset>
              <legend>${msg(str`Card of ${view.players[seat]!}, played face up (In the Spotlight)`)}</legend>
              <div class="choices">
                ${(['success', 'fail', ...(view.modules?.reverser ? ['reverse'] : [])] as MissionChoice[]).map(
                  (card) => html`<label class="choice">
                    <input
                      type="radio"
                      name=${`face-up-${seat}`}
                      value=${card}
                      .checked=${(this.faceUp.get(seat) ?? 'success') === card}
                      @change=${() => (this.faceUp = new Map(this.faceUp).set(seat, card))}
                    />
                    <span>${card === 'success' ? msg('Success') : card === 'fail' ? msg('Fail') : msg('Reverse')}</span>
                  </label>`,
                )}
              </div>
            </fieldset>`,
          )}
          ${view.hunter?.chiefFailCards
            ? this.countGroup('chief-fails', msg('Chief Fail cards revealed'), this.counted(), this.chiefFails, (n) => (n === 0 ? msg('No Chief Fail cards') : msg(str`Chief Fail cards: ${n}`)), (n) => this.chooseChiefFails(n))
            : nothing}
          ${this.maxReverses() > 0
            ? this.countGroup('reverses', msg('Reverse cards revealed'), this.maxReverses(), this.reverses, (n) => (n === 0 ? msg('No Reverse cards') : reverseCards(n)), (n) => this.chooseReverses(n))
            : nothing}
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
