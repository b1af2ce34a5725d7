import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { msg, str } from '@lit/localize';
import type { GameEvent, GameState, MissionEvent, ProposalEvent, VoteEvent } from '../engine.ts';
import { proposalEvents, stateBefore } from '../core/correct.ts';
import type { ProposalEvents } from '../core/correct.ts';
import { availableMissions } from '../core/reducer.ts';
import { viewFor } from '../core/view.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { fire, LightElement } from '../../../platform/a11y/light-element.ts';
import { missionDraftOf, proposalDraftOf, voteDraftOf } from './undo-drafts.ts';
import type { MissionDetail } from './rs-mission-recorder.ts';
import type { ProposeDetail } from './rs-team-picker.ts';
import type { VoteDetail } from './rs-vote-recorder.ts';

/** Which of a proposal's events is corrected. */
export type CorrectionPart = 'proposal' | 'vote' | 'mission';

/** Detail of `rs-correction-submit`: event `index` of the log is to become `replacement`. */
export interface CorrectionSubmitDetail {
  index: number;
  replacement: GameEvent;
  part: CorrectionPart;
}

/**
 * "Correct an earlier round": one proposal of the game chosen from the vote history,
 * then which of its recorded events to change (the proposal, its vote, its mission result), shown
 * in the same form as when it was recorded (rs-team-picker, rs-vote-recorder, rs-mission-recorder),
 * at the step it was recorded in and filled with what was recorded. Recording it fires
 * `rs-correction-submit`: the app replays every later event on top (core/correct.ts); a refusal
 * comes back through {@link refuse}, shown above the form and said once.
 *
 * Only for games whose table records the events (not when the app collected secret votes or dealt
 * the cards: those events are secret). The embedded form's unsent input stays in this component:
 * its `rs-draft` events are stopped here, so the current step's draft is left alone.
 *
 * @fires rs-correction-submit {CorrectionSubmitDetail} when the changed event is recorded
 * @fires rs-correction-cancel when the moderator goes back without correcting
 */
@customElement('rs-correction')
export class RsCorrection extends LightElement {
  /** The game (table mode: no secret in it). */
  @property({ attribute: false }) state!: GameState;
  /** The proposal corrected: its index among the game's proposals, from 0. */
  @property({ type: Number }) proposal = 0;

  @state() private chosenPart: CorrectionPart = 'proposal';
  @state() private error = '';
  private events: ProposalEvents | null = null;

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('state') || changed.has('proposal')) {
      this.events = this.state ? proposalEvents(this.state, this.proposal) : null;
      if (this.events && this.events[this.chosenPart] === null) this.chosenPart = 'proposal';
    }
  }

  /** Moves focus to the first control: the choice of what to correct. */
  focusFirst(): void {
    this.querySelector<HTMLInputElement>('input[name="correction-part"]:checked')?.focus();
  }

  /**
   * Shows why the correction was refused (`text`: which later event would break which rule) and
   * says it once, assertively, with focus left on the form's button that was pressed, to change
   * and record again. Said once: a screen reader reads a focused paragraph as its name and then
   * its text, so focus goes to the sentence (and it is not announced) only when focus was lost.
   * Nothing was changed.
   */
  async refuse(text: string): Promise<void> {
    this.error = text;
    await this.updateComplete;
    const active = document.activeElement;
    if (active && active !== document.body && this.contains(active)) announcer.announce(text, 'assertive');
    else this.querySelector<HTMLElement>('#correction-error')?.focus();
  }

  private choose(part: CorrectionPart): void {
    this.chosenPart = part;
    this.error = '';
  }

  private submit(index: number, replacement: GameEvent): void {
    fire(this, 'rs-correction-submit', { index, replacement, part: this.chosenPart });
  }

  protected override render() {
    const events = this.events;
    if (!this.state || !events) return nothing;
    const n = this.proposal + 1;
    const labels: Record<CorrectionPart, string> = {
      proposal: msg('The proposal: its team (and mission)'),
      vote: msg('Its vote'),
      mission: msg('Its mission result'),
    };
    const parts = (['proposal', 'vote', 'mission'] as const).filter((part) => events[part] !== null);
    const index = events[this.chosenPart]!;
    return html`<section aria-labelledby="correction-heading" class="correction">
      <h2 id="correction-heading" tabindex="-1">${msg(str`Correct proposal ${n}`)}</h2>
      <p id="correction-hint">
        ${msg('Change what was recorded and record it again: the app replays everything recorded after it. If a later step would no longer be legal, nothing changes and you are told which.')}
      </p>
      <fieldset aria-describedby="correction-hint">
        <legend>${msg('What to correct')}</legend>
        <div class="choices">
          ${parts.map(
            (part) => html`<label class="choice">
              <input type="radio" name="correction-part" .value=${part} .checked=${this.chosenPart === part} @change=${() => this.choose(part)} />
              <span>${labels[part]}</span>
            </label>`,
          )}
        </div>
      </fieldset>
      <p class="error" id="correction-error" tabindex="-1">${this.error}</p>
      <div @rs-draft=${(e: Event) => e.stopPropagation()}>${keyed(this.chosenPart, this.renderForm(index))}</div>
      <div class="actions">
        <button type="button" id="correction-cancel" @click=${() => fire(this, 'rs-correction-cancel', null)}>${msg('Cancel the correction')}</button>
      </div>
    </section>`;
  }

  /** The recording form of event `index`, at the step it was recorded in, filled with what was recorded. */
  private renderForm(index: number): TemplateResult {
    const before = stateBefore(this.state, index);
    const view = viewFor(before, 'public');
    const original = this.state.events[index]!;
    switch (this.chosenPart) {
      case 'proposal': {
        const recorded = original as ProposalEvent;
        return html`<rs-team-picker
          .view=${view}
          .missions=${availableMissions(before)}
          .draft=${proposalDraftOf(recorded)}
          @rs-propose=${(e: CustomEvent<ProposeDetail>) =>
            // The modules' fields come from the picker again (R-HUN-TEAM's investigator token).
            this.submit(index, { type: 'proposal', team: e.detail.team, mission: e.detail.mission, leader: before.leader, ...e.detail.fields } as GameEvent)}
        ></rs-team-picker>`;
      }
      case 'vote':
        return html`<rs-vote-recorder
          .view=${view}
          .draft=${voteDraftOf(original as VoteEvent, view.players.length)}
          @rs-vote=${(e: CustomEvent<VoteDetail>) => this.submit(index, { ...(original as VoteEvent), approve: e.detail.approve })}
        ></rs-vote-recorder>`;
      case 'mission':
        return html`<rs-mission-recorder
          .view=${view}
          .draft=${missionDraftOf(original as MissionEvent)}
          @rs-mission=${(e: CustomEvent<MissionDetail>) => this.submit(index, { type: 'mission', ...e.detail } as GameEvent)}
        ></rs-mission-recorder>`;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-correction': RsCorrection;
  }
  interface HTMLElementEventMap {
    'rs-correction-submit': CustomEvent<CorrectionSubmitDetail>;
    'rs-correction-cancel': CustomEvent<null>;
  }
}
