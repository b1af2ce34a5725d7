import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { viewTeamSize } from '../../engine/index.ts';
import type { MissionNumber, PublicView, Seat } from '../../engine/index.ts';
import { announcer } from '../announcer.ts';
import { fire, LightElement } from '../light-element.ts';
import { seatCheckboxes } from '../seat-checkboxes.ts';
import { openMissions } from '../room-text.ts';
import { twoFailsNote } from '../text.ts';

/** Detail of `rs-room-propose`: the team (seats, ascending) and, with Targeting, the mission. */
export interface RoomProposeDetail {
  team: Seat[];
  mission: MissionNumber;
  /** With the Hunter module (R-HUN-TEAM): who receives the investigator token; none on mission 5. */
  investigator?: Seat;
}

/** The `game:propose` request for a proposal: the mission only with Targeting (R-VAR-TGT). */
export function proposeBody(targeting: boolean, detail: RoomProposeDetail): { team: Seat[]; mission?: MissionNumber; investigator?: Seat } {
  return {
    team: detail.team,
    ...(targeting ? { mission: detail.mission } : {}),
    ...(detail.investigator !== undefined ? { investigator: detail.investigator } : {}),
  };
}

/**
 * The leader's proposal in a room (R-TEAM-1, R-TEAM-2, R-VAR-TGT), on the table device or on the
 * leader's own phone: with Targeting the mission first (only the open ones), then exactly the
 * team size, counted aloud after each change. Unlike the table mode's team picker it offers no
 * spy reveal script: in a room every phone shows its own card.
 *
 * @fires rs-room-propose {RoomProposeDetail} when a team of the right size is proposed
 */
@customElement('rs-room-propose')
export class RsRoomPropose extends LightElement {
  /** The public view of the game. */
  @property({ attribute: false }) view!: PublicView;
  /** The heading's text (who proposes, from the page's point of view). */
  @property() heading = '';
  /** True while the proposal is on its way to the server (the button says so, no second send). */
  @property({ type: Boolean }) busy = false;

  @state() private chosen: Seat[] = [];
  @state() private mission: MissionNumber | null = null;
  @state() private investigator: Seat | null = null;
  @state() private error = '';
  /** The proposal this form was filled for (a new proposal round empties it). */
  private forProposals = -1;

  protected override willUpdate(): void {
    if (this.view && this.view.proposals.length !== this.forProposals) {
      this.forProposals = this.view.proposals.length;
      this.chosen = [];
      this.mission = null;
      this.error = '';
    }
  }

  private get targeting(): boolean {
    return this.view.variants.includes('targeting');
  }

  private get selectedMission(): MissionNumber | null {
    return this.targeting ? this.mission : (openMissions(this.view)[0] ?? null);
  }

  /** Moves focus to the first control. */
  focusFirst(): void {
    this.querySelector<HTMLInputElement>(this.targeting ? 'input[name="room-mission"]' : 'input[name="room-team"]')?.focus();
  }

  private countText(): string {
    const mission = this.selectedMission;
    const n = this.chosen.length;
    if (mission === null) return msg(str`${n} chosen. Choose a mission to know the team size.`);
    const size = viewTeamSize(this.view, mission);
    if (n > size) return msg(str`${n} chosen, ${size} needed: remove ${n - size}.`);
    if (n === size) return msg(str`${n} of ${size} chosen. The team is ready to propose.`);
    return msg(str`${n} of ${size} chosen.`);
  }

  private toggle(seat: Seat, checked: boolean): void {
    this.chosen = checked ? [...this.chosen, seat].sort((a, b) => a - b) : this.chosen.filter((s) => s !== seat);
    this.error = '';
    announcer.announce(this.countText(), 'polite', { key: 'status' });
  }

  private chooseMission(mission: MissionNumber): void {
    this.mission = mission;
    this.error = '';
    const size = viewTeamSize(this.view, mission);
    announcer.announce(msg(str`Mission ${mission}: team of ${size}.`) + ' ' + this.countText(), 'polite', { key: 'status' });
  }

  private submit(event: Event): void {
    event.preventDefault();
    if (this.busy) return;
    const mission = this.selectedMission;
    if (mission === null) {
      this.showError(msg('Choose the mission the team goes on (Targeting).'), 'input[name="room-mission"]');
      return;
    }
    const size = viewTeamSize(this.view, mission);
    if (this.chosen.length !== size) {
      this.showError(msg(str`Mission ${mission} needs a team of exactly ${size}; ${this.chosen.length} chosen.`), 'input[name="room-team"]');
      return;
    }
    const hunter = this.view.roles?.hunter != null && mission !== 5;
    if (hunter && this.investigator === null) {
      this.showError(msg('Choose who receives the investigator token.'), 'input[name="room-investigator"]');
      return;
    }
    fire<RoomProposeDetail>(this, 'rs-room-propose', {
      team: [...this.chosen],
      mission,
      ...(hunter && this.investigator !== null ? { investigator: this.investigator } : {}),
    });
  }

  private showError(text: string, focusSelector: string): void {
    this.error = text;
    announcer.announce(text, 'assertive');
    this.querySelector<HTMLElement>(focusSelector)?.focus();
  }

  protected override render() {
    const view = this.view;
    if (!view) return nothing;
    const players = view.players.length;
    const mission = this.selectedMission;
    const size = mission === null ? null : viewTeamSize(view, mission);
    const missions = openMissions(view);
    return html`
      <h3 id="propose-heading" tabindex="-1">${this.heading}</h3>
      <p>${msg(str`Team building, attempt ${view.voteTrack + 1} of 5.`)} ${msg('The leader may be on the team or not.')}</p>
      <form @submit=${this.submit} novalidate aria-labelledby="propose-heading">
        ${this.targeting
          ? html`<fieldset>
              <legend>${msg('Mission')}</legend>
              <div class="choices">
                ${missions.map(
                  (m) => html`<label class="choice">
                    <input type="radio" name="room-mission" .value=${String(m)} .checked=${this.mission === m} @change=${() => this.chooseMission(m)} />
                    <span>${msg(str`Mission ${m}, team of ${viewTeamSize(view, m)}.`)} ${twoFailsNote(players, m)}</span>
                  </label>`,
                )}
              </div>
            </fieldset>`
          : mission && twoFailsNote(players, mission)
            ? html`<p><strong>${twoFailsNote(players, mission)}</strong></p>`
            : nothing}
        <fieldset aria-describedby="room-team-count">
          <legend>${size === null ? msg('Team') : msg(str`Team: choose ${size} players`)}</legend>
          ${seatCheckboxes({
            name: 'room-team',
            labels: view.players.map((name, seat) => (seat === view.leader ? msg(str`${name} (leader)`) : name)),
            checked: (seat) => this.chosen.includes(seat),
            onToggle: (seat, checked) => this.toggle(seat, checked),
          })}
        </fieldset>
        <p class="status" id="room-team-count">${this.countText()}</p>
        ${view.roles?.hunter && mission !== 5
          ? html`<fieldset>
              <legend>${msg('Investigator token: a player off the team, not the leader')}</legend>
              <div class="choices">
                ${view.players.map(
                  (name, seat) => html`<label class="choice">
                    <input type="radio" name="room-investigator" .value=${String(seat)} .checked=${this.investigator === seat} @change=${() => (this.investigator = seat)} />
                    <span>${name}</span>
                  </label>`,
                )}
              </div>
            </fieldset>`
          : nothing}
        <p class="error" id="room-team-error">${this.error}</p>
        <div class="actions">
          <button type="submit" class="primary" id="room-propose" aria-describedby="room-team-error" aria-disabled=${this.busy ? 'true' : 'false'}>
            ${msg('Propose team')}
          </button>
        </div>
      </form>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-room-propose': RsRoomPropose;
  }
  interface HTMLElementEventMap {
    'rs-room-propose': CustomEvent<RoomProposeDetail>;
  }
}
