import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
// The core's own files, not engine.ts (which loads every module): a game loads only its modules.
import { failsNeeded } from '../core/tables.ts';
import type { PublicView } from '../core/view.ts';
import type { MissionChoice, Seat } from '../core/types.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { fire, LightElement } from '../../../platform/a11y/light-element.ts';
import { failCards, nameList, twoFailsNote } from '../text/text.ts';
import { cardsSetAside, missionNotes } from '../text/module-text.ts';
import { missionCardName } from './secret-choice.ts';
import { faceUpCards, missionCounts } from './module-screens.ts';
import type { MissionCount } from './module-ui.ts';

/**
 * Detail of `rs-mission`: how many Fail cards were revealed (R-MIS-1), and each module's count of
 * its own cards by the mission event's field (ModuleScreens `missionCounts`: `reverses`,
 * R-REVS-3; `chiefFails`, R-HUN-MIS), sent whenever the module is on.
 */
export interface MissionDetail {
  fails: number;
  /** The modules' counts, by the mission event's field. */
  [count: string]: number | Record<string, MissionChoice> | undefined;
  /** The cards played face up (ModuleScreens `faceUpCards`: In the Spotlight, R-PLOT-3), by seat. */
  faceUp?: Record<string, MissionChoice>;
}

/**
 * Recording a mission played with physical cards (R-MIS-1, R-MIS-3, R-MIS-4): the moderator picks
 * how many Fail cards were revealed, from none (chosen at first) up to the team size; the step
 * says whether the mission will succeed or fail before it is recorded. Enter on a choice records
 * it (the form's implicit submission).
 *
 * @fires rs-mission {MissionDetail} when the result is recorded
 */
@customElement('rs-mission-recorder')
export class RsMissionRecorder extends LightElement {
  @property({ attribute: false }) view!: PublicView;

  /**
   * Unsent choice to restore after a reload (`{ fails }`, as fired in `rs-draft`), or a recorded
   * result to show again after an undo or in a correction (`{ fails }` and the modules' counts,
   * undo-drafts.ts).
   */
  @property({ attribute: false }) draft: unknown = null;

  /**
   * The Fail cards revealed: none at first, the count of most missions, so that a mission
   * without a Fail card is one tap; the outcome line says what will be recorded.
   */
  @state() private fails: number | null = 0;
  /** The modules' counts of their own cards (ModuleScreens `missionCounts`), by field; 0 until changed. */
  @state() private counts: Record<string, number> = {};
  @state() private error = '';
  /** The face-up card of each member who plays face up (ModuleScreens `faceUpCards`); Success until changed. */
  @state() private faceUp = new Map<Seat, MissionChoice>();

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    const draft = this.draft as { fails?: unknown } | null;
    const size = this.view?.proposals[this.view.proposals.length - 1]?.team.length ?? 0;
    if (changed.has('draft') && draft && Number.isInteger(draft.fails) && (draft.fails as number) >= 0 && (draft.fails as number) <= size) {
      this.fails = draft.fails as number;
      const counts: Record<string, number> = {};
      for (const { field } of this.moduleCounts()) {
        const n = (draft as Record<string, unknown>)[field];
        if (Number.isInteger(n) && (n as number) >= 0 && (n as number) <= size) counts[field] = n as number;
      }
      this.counts = counts;
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

  /**
   * The modules' counts of their own cards in this game (ModuleScreens `missionCounts`): those
   * counted with the Fail cards first (Chief Fail, R-HUN-MIS), then the others (Reverse, R-REVS-3).
   */
  private moduleCounts(): MissionCount[] {
    if (!this.view?.proposals.length) return [];
    const counts = missionCounts(this.view, this.counted());
    return [...counts.filter((c) => c.addsToFails), ...counts.filter((c) => !c.addsToFails)];
  }

  private count(field: string): number {
    return this.counts[field] ?? 0;
  }

  private outcomeText(fails: number): string {
    const proposal = this.view.proposals[this.view.proposals.length - 1]!;
    const counts = this.moduleCounts();
    // The Fail cards and the modules' failing cards count together (R-HUN-MIS: Chief Fail).
    const failing = fails + counts.filter((c) => c.addsToFails).reduce((sum, c) => sum + this.count(c.field), 0);
    const base = failing >= failsNeeded(this.view.players.length, proposal.mission);
    // A module's cards may flip the result the Fail cards give (R-REVS-3: exactly one Reverse card).
    const flips = counts.filter((c) => c.flips?.(this.count(c.field))).length;
    const fail = flips % 2 === 1 ? !base : base;
    const said = counts.find((c) => c.outcomeText);
    if (said) return said.outcomeText!(failCards(fails), this.count(said.field), proposal.mission, fail);
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

  private chooseCount(field: string, n: number): void {
    this.counts = { ...this.counts, [field]: n };
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
    const counts = this.moduleCounts();
    if (this.fails + counts.reduce((sum, c) => sum + this.count(c.field), 0) > this.counted()) {
      this.error = msg(str`Only ${this.counted()} cards are revealed: too many Fail and Reverse cards.`);
      announcer.announce(this.error, 'assertive');
      return;
    }
    const detail: MissionDetail = { fails: this.fails };
    // In the UI list's order (the event's fields as they always were: `reverses`, then `chiefFails`).
    for (const { field } of missionCounts(this.view, this.counted())) detail[field] = this.count(field);
    const faceUp = faceUpCards(this.view);
    if (faceUp.length > 0) {
      detail.faceUp = Object.fromEntries(faceUp.map(({ seat }) => [String(seat), this.faceUp.get(seat) ?? 'success']));
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
        <!-- role="none": a screen reader says "form" on each focus move into it, and it adds nothing. -->
        <form role="none" @submit=${this.submit} novalidate>
          ${this.countGroup('fails', msg('Fail cards revealed'), this.counted(), this.fails, (n) => (n === 0 ? msg('No Fail cards') : failCards(n)), (n) => this.choose(n))}
          ${faceUpCards(view).map(
            ({ seat, legend }) => html`<fieldset>
              <legend>${legend}</legend>
              <div class="choices">
                ${(['success', 'fail', ...this.moduleCounts().flatMap((c) => (c.faceUpCard ? [c.faceUpCard] : []))] as MissionChoice[]).map(
                  (card) => html`<label class="choice">
                    <input
                      type="radio"
                      name=${`face-up-${seat}`}
                      value=${card}
                      .checked=${(this.faceUp.get(seat) ?? 'success') === card}
                      @change=${() => (this.faceUp = new Map(this.faceUp).set(seat, card))}
                    />
                    <span>${missionCardName(card)}</span>
                  </label>`,
                )}
              </div>
            </fieldset>`,
          )}
          ${this.moduleCounts().map((c) =>
            c.max > 0 ? this.countGroup(c.name, c.legend, c.max, this.count(c.field), (n) => c.label(n), (n) => this.chooseCount(c.field, n)) : nothing,
          )}
          <p class="error" id="mission-error">${this.error}</p>
          <!-- The outcome beside the button that records it: both in a phone's first screen. -->
          <div class="actions with-status">
            <button type="submit" class="primary" aria-describedby="mission-error">${msg('Record mission result')}</button>
            <p class="status" id="mission-outcome">${this.fails === null ? msg('Nothing chosen yet.') : this.outcomeText(this.fails)}</p>
          </div>
          <p class="hint">${msg('Enter on a choice records the result.')}</p>
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
