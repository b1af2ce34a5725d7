import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { PublicView, Seat } from '../engine.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { fire, LightElement } from '../../../platform/a11y/light-element.ts';
import { seatCheckboxes } from '../../../platform/a11y/seat-checkboxes.ts';
import { nameList } from '../text/text.ts';
import { voteNotes } from './module-screens.ts';

/** Detail of `rs-vote`: the seats that approved (R-VOTE-1). */
export interface VoteDetail {
  approve: Seat[];
}

/**
 * Recording the vote on the current proposal (R-VOTE-1, R-VOTE-2): one checkbox per player,
 * checked = approved, everyone checked at first so that the moderator marks only those who
 * rejected (most teams that reach a vote are approved, and a unanimous vote is one tap), with
 * fast paths for a big table ("All reject" before the players, "All approve" after "Record
 * vote"; then toggle the exceptions; either moves focus to "Record vote"). Enter on a player's
 * box records the vote as it stands (the form's implicit submission). It works out and says the result as the moderator
 * marks (a strict majority approves; a tie is a rejection).
 *
 * @fires rs-vote {VoteDetail} when the vote is recorded
 */
@customElement('rs-vote-recorder')
export class RsVoteRecorder extends LightElement {
  @property({ attribute: false }) view!: PublicView;

  /** Unsent ticks to restore after a reload (`{ approve }`, as fired in `rs-draft`). */
  @property({ attribute: false }) draft: unknown = null;

  @state() private approve: boolean[] = [];

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    const players = this.view?.players.length ?? 0;
    const draft = this.draft as VoteDraft | null;
    if (changed.has('draft') && draft && Array.isArray(draft.approve) && draft.approve.length === players) {
      this.approve = draft.approve.map(Boolean);
    }
    // Everyone starts as "approve": the moderator unchecks who rejected, or uses "All reject".
    if (this.view && this.approve.length !== players) this.approve = this.view.players.map(() => true);
  }

  private saveDraft(): void {
    fire(this, 'rs-draft', { approve: this.approve });
  }

  /**
   * Moves focus to the first control of this step: the first player's box, as everyone starts
   * approved and the next thing to do is to uncheck who rejected, or record at once (Enter),
   * or "All reject" (one Shift+Tab back).
   */
  focusFirst(): void {
    this.querySelector<HTMLInputElement>('input[name="approve"]')?.focus();
  }

  private tallyText(): string {
    const players = this.view.players.length;
    const approvals = this.approve.filter(Boolean).length;
    const rejections = players - approvals;
    const outcome = approvals * 2 > players ? msg('the team will be approved.') : msg('the team will be rejected.');
    return msg(str`${approvals} approve, ${rejections} reject: ${outcome}`);
  }

  private setAll(value: boolean): void {
    this.approve = this.view.players.map(() => value);
    this.saveDraft();
    // The tally as the step shows it, once (it says how many approve and reject, and the outcome).
    announcer.announce(this.tallyText(), 'polite', { key: 'status' });
    // Most votes are recorded right after "All approve" or "All reject": focus moves to "Record
    // vote"; the exceptions are a Shift+Tab away.
    this.querySelector<HTMLButtonElement>('#vote-record')?.focus();
  }

  private toggle(seat: Seat, checked: boolean): void {
    const next = [...this.approve];
    next[seat] = checked;
    this.approve = next;
    this.saveDraft();
    announcer.announce(this.tallyText(), 'polite', { key: 'status' });
  }

  private submit(event: Event): void {
    event.preventDefault();
    const approve = this.approve.flatMap((a, seat) => (a ? [seat] : []));
    fire(this, 'rs-vote', { approve });
  }

  protected override render() {
    const view = this.view;
    if (!view) return nothing;
    const proposal = view.proposals[view.proposals.length - 1]!;
    const leader = view.players[proposal.leader];
    const attempt = proposal.attempt;
    return html`
      <section aria-labelledby="step-heading">
        <h2 id="step-heading" tabindex="-1">${msg(str`Vote on ${leader}'s team for mission ${proposal.mission}`)}</h2>
        <!-- role="none": a screen reader says "form" on each focus move into it, and it adds nothing. -->
        <form role="none" @submit=${this.submit} novalidate>
          <!-- "All reject" beside the team, before the players: one Shift+Tab from the first box,
               where focus lands, and no line more on a phone (the team's line takes two there). -->
          <div class="actions with-status team-line">
            <p class="note">
              ${msg(str`Team: ${nameList(view.players, proposal.team)}.`)}
              ${msg(str`Attempt ${attempt} of 5.`)}
            </p>
            <button type="button" id="vote-all-reject" @click=${() => this.setAll(false)}>${msg('All reject')}</button>
          </div>
          ${voteNotes(view)}
          <fieldset aria-describedby="vote-tally">
            <!-- The group's name, said as focus enters it; what to do is in the hint. -->
            <legend>${msg('Approved')}</legend>
            ${seatCheckboxes({
              name: 'approve',
              labels: view.players,
              checked: (seat) => this.approve[seat] ?? false,
              onToggle: (seat, checked) => this.toggle(seat, checked),
            })}
          </fieldset>
          <!-- The tally beside the button that records it: both in a phone's first screen with 7 players. -->
          <div class="actions with-status">
            <button type="submit" class="primary" id="vote-record">${msg('Record vote')}</button>
            <p class="status" id="vote-tally">${this.tallyText()}</p>
          </div>
          <div class="actions">
            <button type="button" id="vote-all-approve" @click=${() => this.setAll(true)}>${msg('All approve')}</button>
          </div>
          <p class="hint">${msg('Uncheck who rejected.')} ${msg('A tie is a rejection.')} ${msg('Enter on a player records the vote.')}</p>
        </form>
      </section>
    `;
  }
}

/** The vote recorder's unsent ticks. */
export interface VoteDraft {
  approve: boolean[];
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-vote-recorder': RsVoteRecorder;
  }
  interface HTMLElementEventMap {
    'rs-vote': CustomEvent<VoteDetail>;
  }
}
