import { html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ProposeRequest } from '../../room/protocol.ts';
import { fire } from '../../../../platform/a11y/light-element.ts';
import { openMissions } from '../../text/room-text.ts';
import { RsTeamPicker, type ProposeDetail } from '../rs-team-picker.ts';

/** Detail of `rs-room-propose`: the team (seats, ascending), the mission, and the modules' fields (R-HUN-TEAM's investigator). */
export type RoomProposeDetail = ProposeDetail;

/** The `game:propose` request for a proposal: the mission only with Targeting (R-VAR-TGT), then the modules' fields. */
export function proposeBody(targeting: boolean, detail: RoomProposeDetail): ProposeRequest {
  return {
    team: detail.team,
    ...(targeting ? { mission: detail.mission } : {}),
    ...detail.fields,
  };
}

/**
 * The leader's proposal in a room (R-TEAM-1, R-TEAM-2, R-VAR-TGT, R-HUN-TEAM), on the table
 * device or on the leader's own phone: the table mode's team picker (`rs-team-picker`: with
 * Targeting the mission first, only the open ones; then exactly the team size, counted aloud
 * after each change; the investigator token with the Hunter), with the room's own control names
 * (`room-mission`, `room-team`, `#room-propose`), a heading the page gives, the missions open in
 * the view, and a new form for each proposal round. Unlike the table mode it keeps no draft and
 * offers no spy reveal script: in a room every phone shows its own card.
 *
 * @fires rs-room-propose {RoomProposeDetail} when a team of the right size is proposed
 */
@customElement('rs-room-propose')
export class RsRoomPropose extends RsTeamPicker {
  /** The heading's text (who proposes, from the page's point of view). */
  @property() heading = '';
  /** The proposal this form was filled for (a new proposal round empties it). */
  private forProposals = -1;

  protected override readonly ids = {
    heading: 'propose-heading',
    mission: 'room-mission',
    team: 'room-team',
    count: 'room-team-count',
    error: 'room-team-error',
    fields: 'room',
    submit: 'room-propose',
  };

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (this.view) {
      this.missions = openMissions(this.view);
      if (this.view.proposals.length !== this.forProposals) {
        this.forProposals = this.view.proposals.length;
        // The team itself starts anew in the base class: the leader on it.
        this.mission = null;
        this.error = '';
      }
    }
    super.willUpdate(changed);
  }

  /** No draft in a room: a reload gets the server's snapshot. */
  protected override saveDraft(): void {}

  protected override propose(detail: ProposeDetail): void {
    fire(this, 'rs-room-propose', detail);
  }

  protected override renderHeading() {
    return html`<h3 id=${this.ids.heading} tabindex="-1">${this.heading}</h3>`;
  }

  protected override renderAfter(): typeof nothing {
    return nothing;
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
