import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
// The core's own files, not engine.ts (which loads every module): a game loads only its modules.
import { viewTeamSize } from '../core/view.ts';
import type { PublicView } from '../core/view.ts';
import type { MissionNumber, Seat } from '../core/types.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { fire, LightElement } from '../../../platform/a11y/light-element.ts';
import { seatCheckboxes } from '../../../platform/a11y/seat-checkboxes.ts';
import { twoFailsNote } from '../text/text.ts';
import { avalon } from '../text/table-names.ts';
import { MODULE_SCREENS } from './module-screens.ts';
import type { ModuleProposalFields } from './module-ui.ts';

/** Detail of `rs-propose`: the team (seats, ascending), the mission it goes on, and the modules' fields of the proposal. */
export interface ProposeDetail {
  team: Seat[];
  mission: MissionNumber;
  /** The fields the modules add to the proposal event (`{ investigator: 3 }`, R-HUN-TEAM), when any. */
  fields?: Record<string, unknown>;
}

/**
 * Team building (R-TEAM-1, R-TEAM-2, R-VAR-TGT): the leader's proposal. With Targeting the
 * mission is chosen first (only missions still open are offered; mission 5 only once R-VAR-TGT
 * allows it). The leader starts on the team (unchecked with one tap: R-TEAM-2 lets them stay off).
 * The picker says how many players are chosen after each change and accepts exactly the team size
 * of the mission.
 *
 * @fires rs-propose {ProposeDetail} when a team of the right size is proposed
 */
@customElement('rs-team-picker')
export class RsTeamPicker extends LightElement {
  @property({ attribute: false }) view!: PublicView;
  /** Missions a proposal may go on now (`availableMissions(state)`). */
  @property({ attribute: false }) missions: MissionNumber[] = [];
  /** Unsent input to restore after a reload (`{ chosen, mission }`, as fired in `rs-draft`). */
  @property({ attribute: false }) draft: unknown = null;
  /** True while the proposal is on its way (a room's server): the button says so, no second send. */
  @property({ type: Boolean }) busy = false;

  @state() protected chosen: Seat[] = [];
  @state() protected mission: MissionNumber | null = null;
  @state() protected error = '';

  /** The names and ids of the form's controls (a room's proposal uses its own, rs-room-propose.ts). */
  protected readonly ids = {
    heading: 'step-heading',
    mission: 'mission',
    team: 'team',
    count: 'team-count',
    error: 'team-error',
    /** The prefix of the modules' controls' ids (`team-investigator`). */
    fields: 'team',
    submit: 'team-propose',
  };

  /** The proposal (`view.proposals.length`) whose team was last started with the leader on it. */
  private startedFor = -1;

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    // Each proposal starts with the leader on the team (R-TEAM-2 allows either; most leaders take
    // themselves, so the usual team costs one tap or key less): unchecking leaves them off. A draft
    // (the unsent input of this proposal, or a recorded proposal being corrected) overrides it.
    if (this.view && this.startedFor !== this.view.proposals.length) {
      this.startedFor = this.view.proposals.length;
      this.chosen = [this.view.leader];
    }
    if (changed.has('draft') && isTeamDraft(this.draft)) {
      const players = this.view.players.length;
      this.chosen = this.draft.chosen.filter((seat) => Number.isInteger(seat) && seat >= 0 && seat < players);
      this.mission = this.draft.mission !== null && this.missions.includes(this.draft.mission) ? this.draft.mission : null;
    }
  }

  /** Keeps the unsent input for a reload (`rs-draft`). */
  protected saveDraft(): void {
    fire(this, 'rs-draft', { chosen: this.chosen, mission: this.mission });
  }

  protected get targeting(): boolean {
    return this.view.variants.includes('targeting');
  }

  protected get selectedMission(): MissionNumber | null {
    return this.targeting ? this.mission : (this.missions[0] ?? null);
  }

  /**
   * Moves focus to the first control of this step: with Targeting the mission; else the leader's
   * box, where a screen reader says who leads and that they are on the team, one Tab before the
   * next seat (the seats before it a Shift+Tab away).
   */
  focusFirst(): void {
    const team = `input[name="${this.ids.team}"]`;
    const first = this.targeting
      ? this.querySelector<HTMLInputElement>(`input[name="${this.ids.mission}"]`)
      : (this.querySelector<HTMLInputElement>(`${team}[value="${this.view.leader}"]`) ?? this.querySelector<HTMLInputElement>(team));
    first?.focus();
  }

  protected countText(): string {
    const mission = this.selectedMission;
    const n = this.chosen.length;
    if (mission === null) return msg(str`${n} chosen. Choose a mission to know the team size.`);
    const size = viewTeamSize(this.view, mission);
    if (n > size) return msg(str`${n} chosen, ${size} needed: remove ${n - size}.`);
    // "2 of 2 chosen." says the team is complete; the hint says that Enter then proposes it.
    return msg(str`${n} of ${size} chosen.`);
  }

  protected toggle(seat: Seat, checked: boolean): void {
    this.chosen = checked ? [...this.chosen, seat].sort((a, b) => a - b) : this.chosen.filter((s) => s !== seat);
    this.error = '';
    this.saveDraft();
    announcer.announce(this.countText(), 'polite', { key: 'status' });
  }

  protected chooseMission(mission: MissionNumber): void {
    this.mission = mission;
    this.error = '';
    this.saveDraft();
    const size = viewTeamSize(this.view, mission);
    announcer.announce(msg(str`Mission ${mission}: team of ${size}.`) + ' ' + this.countText(), 'polite', { key: 'status' });
  }

  protected submit(event: Event): void {
    event.preventDefault();
    if (this.busy) return;
    const mission = this.selectedMission;
    if (mission === null) {
      this.showError(msg('Choose the mission the team goes on (Targeting).'), `input[name="${this.ids.mission}"]`);
      return;
    }
    const size = viewTeamSize(this.view, mission);
    if (this.chosen.length !== size) {
      this.showError(
        msg(str`Mission ${mission} needs a team of exactly ${size}; ${this.chosen.length} chosen.`),
        `input[name="${this.ids.team}"]`,
      );
      return;
    }
    const detail: ProposeDetail = { team: [...this.chosen], mission };
    for (const part of this.moduleFields()) {
      const read = part.read(this, this.view, this.chosen, this.fieldId);
      if ('error' in read) {
        this.showError(read.error, read.focus);
        return;
      }
      detail.fields = { ...detail.fields, ...read.fields };
    }
    this.propose(detail);
  }

  /** Sends the proposal (`rs-propose`). */
  protected propose(detail: ProposeDetail): void {
    fire(this, 'rs-propose', detail);
  }

  /** The heading: who proposes. */
  protected renderHeading() {
    const leader = this.view.players[this.view.leader];
    return html`<h2 id=${this.ids.heading} tabindex="-1">
      ${this.targeting ? msg(str`${leader} proposes a mission and a team`) : msg(str`${leader} proposes a team for mission ${this.selectedMission}`)}
    </h2>`;
  }

  /**
   * Below the form: before the first team, the spy reveal script (R-REV-1), for physical cards
   * only. When the app dealt, its private reveal (R-REV-2) is over by now, so the eyes-closed
   * script has nothing to do here; a room has none either (each phone shows its card).
   */
  protected renderAfter(): TemplateResult | typeof nothing {
    return this.view.proposals.length === 0 && !this.view.rolesDealt ? this.renderReveal() : nothing;
  }

  /** The modules' fields the proposal asks for now (their screens' `proposalFields`: R-HUN-TEAM's investigator token). */
  protected moduleFields(): ModuleProposalFields[] {
    return MODULE_SCREENS.flatMap((m) => (m.proposalFields?.needed(this.view) ? [m.proposalFields] : []));
  }

  /** The id of a module's control in this form (`team-investigator`, `room-investigator`). */
  protected readonly fieldId = (name: string): string => `${this.ids.fields}-${name}`;

  /**
   * Shows and says a refusal, with focus on `focusSelector`'s control, unless focus is already
   * on one of the controls it names (Enter on a player's box with the team not complete: focus
   * stays on that box).
   */
  protected showError(text: string, focusSelector: string): void {
    this.error = text;
    announcer.announce(text, 'assertive');
    const active = document.activeElement;
    if (active && this.contains(active) && active.matches(focusSelector)) return;
    this.querySelector<HTMLElement>(focusSelector)?.focus();
  }

  protected override render() {
    const view = this.view;
    if (!view) return nothing;
    const players = view.players.length;
    const ids = this.ids;
    const mission = this.selectedMission;
    const size = mission === null ? null : viewTeamSize(view, mission);
    const attempt = view.voteTrack + 1;
    return html`
      <section aria-labelledby=${ids.heading}>
        ${this.renderHeading()}
        <p>${msg(str`Attempt ${attempt} of 5.`)}</p>
        <!-- role="none": a screen reader says "form" on each focus move into it, and it adds nothing. -->
        <form role="none" @submit=${this.submit} novalidate>
          ${this.targeting
            ? html`<fieldset>
                <legend>${msg('Mission')}</legend>
                <div class="choices">
                  ${this.missions.map(
                    (m) => html`<label class="choice">
                      <input
                        type="radio"
                        name=${ids.mission}
                        .value=${String(m)}
                        .checked=${this.mission === m}
                        @change=${() => this.chooseMission(m)}
                      />
                      <span>${msg(str`Mission ${m}, team of ${viewTeamSize(view, m)}.`)} ${twoFailsNote(players, m)}</span>
                    </label>`,
                  )}
                </div>
                ${!this.missions.includes(5) && view.missions[4] === null
                  ? html`<p class="hint">
                      ${view.mission5Rule === 'two-successes'
                        ? msg('Mission 5 opens after two other missions succeed.')
                        : msg('Mission 5 opens after two other missions are done.')}
                    </p>`
                  : nothing}
              </fieldset>`
            : mission && twoFailsNote(players, mission)
              ? html`<p><strong>${twoFailsNote(players, mission)}</strong></p>`
              : nothing}
          <fieldset aria-describedby=${ids.count}>
            <legend>
              ${size === null ? msg('Team') : msg(str`Team: choose ${size} players`)}
            </legend>
            ${seatCheckboxes({
              name: ids.team,
              labels: view.players.map((name, seat) => (seat === view.leader ? msg(str`${name} (leader)`) : name)),
              checked: (seat) => this.chosen.includes(seat),
              onToggle: (seat, checked) => this.toggle(seat, checked),
            })}
          </fieldset>
          ${this.moduleFields().map((part) => part.render(view, this.chosen, this.fieldId))}
          <p class="error" id=${ids.error}>${this.error}</p>
          <!-- The count beside the button it readies: both in a phone's first screen with 7 players. -->
          <div class="actions with-status">
            <button type="submit" class="primary" id=${ids.submit} aria-describedby=${ids.error} aria-disabled=${this.busy ? 'true' : 'false'}>
              ${msg('Propose team')}
            </button>
            <p class="status" id=${ids.count}>${this.countText()}</p>
          </div>
          <p class="hint">
            ${msg('The leader starts on the team: uncheck them to leave them off.')}
            ${msg('Enter on a player proposes the team once it is complete.')}
          </p>
        </form>
        ${this.renderAfter()}
      </section>
    `;
  }

  /** Before the first team: the spy reveal to read aloud (R-REV-1, R-REV-2, R-VAR-BLIND). */
  private renderReveal() {
    if (this.view.variants.includes('blind-spies')) {
      return html`<p class="hint">
        ${avalon()
          ? msg('Blind minions of Mordred: skip the eyes-open reveal; the minions of Mordred do not know each other.')
          : msg('Blind spies: skip the spy reveal; spies do not know each other.')}
      </p>`;
    }
    if (avalon()) {
      return html`<details>
        <summary class="rs-button">${msg('Eyes-closed reveal script, to read before the first team')}</summary>
        <ol>
          <li>${msg('Everyone close your eyes.')}</li>
          <li>${msg('Minions of Mordred, open your eyes and look around to learn the other minions of Mordred.')}</li>
          <li>${msg("Minions of Mordred, close your eyes. Everyone's eyes should be closed.")}</li>
          <li>${msg('Everyone open your eyes.')}</li>
        </ol>
        <p>
          ${msg(
            'With tactile cards, instead: starting with the leader, pass your character cards around under the table one at a time; minions of Mordred feel each card for the X, loyal servants of Arthur do not.',
          )}
        </p>
      </details>`;
    }
    return html`<details>
      <summary class="rs-button">${msg('Spy reveal script, to read before the first team')}</summary>
      <ol>
        <li>${msg('Everyone close your eyes.')}</li>
        <li>${msg('Spies open your eyes and look around to learn the other spies.')}</li>
        <li>${msg("Spies close your eyes. Everyone's eyes should be closed.")}</li>
        <li>${msg('Everyone open your eyes.')}</li>
      </ol>
      <p>
        ${msg(
          'With tactile cards, instead: starting with the leader, pass your character cards around under the table one at a time; spies feel each card for the X, resistance players do not.',
        )}
      </p>
    </details>`;
  }
}

/** The team picker's unsent input. */
export interface TeamDraft {
  chosen: Seat[];
  mission: MissionNumber | null;
}

function isTeamDraft(value: unknown): value is TeamDraft {
  const draft = value as TeamDraft | null;
  return !!draft && Array.isArray(draft.chosen) && (draft.mission === null || typeof draft.mission === 'number');
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-team-picker': RsTeamPicker;
  }
  interface HTMLElementEventMap {
    /** The unsent input of the team picker, the vote recorder or the mission recorder, kept for a reload. */
    'rs-draft': CustomEvent<unknown>;
    'rs-propose': CustomEvent<ProposeDetail>;
  }
}
