import { html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
// The core's own files, not engine.ts (which loads every module): a game loads only its modules.
import { MAX_REJECTIONS, MISSIONS } from '../core/tables.ts';
import { viewTeamSize } from '../core/view.ts';
import type { PublicConsequence, PublicView } from '../core/view.ts';
import type { MissionNumber } from '../core/types.ts';
import { LightElement } from '../../../platform/a11y/light-element.ts';
import { lastResultLine, type ShownResult } from '../../../platform/ui/last-result.ts';
import { scoreText, twoFailsNote, voteTrackText } from '../text/text.ts';
import { shortResultText } from '../verbosity/announced-text.ts';
import type { Consequence } from '../core/types.ts';
// Its styles (more-styles.ts), adopted as this module loads: in place before its first render.
import '../../../platform/a11y/more-styles.ts';

/**
 * The board at a glance: one compact strip, first on every screen that shows a game (the
 * one-device game screen, the room's table and every phone), with the five mission tokens, the
 * vote track, the leader and the score, so that the table sees where it is without scrolling
 * past the board (R-TEAM-1, R-MIS-4, R-VOTE-4). The full board (`<rs-board>`) stays below with
 * every detail.
 *
 * A token's state is told by its shape and its symbol, never by colour alone: a dashed ring with
 * the team size (not played), a double ring filled in the accent colour with a ▲ under it (the
 * current mission), ✓ on a filled circle (success), ✗ on a filled square (fail); "2✗" at its
 * corner where the mission needs two Fail cards. The vote track is five small spaces, ✗ on a
 * filled square for each rejection in a row, the fifth with a double ring. The drawn parts are
 * `aria-hidden`; screen readers read the same facts in words beside them ("Mission 1, Team of
 * 2. Success." … "Vote track: 2 of 5 …", "Leader: Ann", the score). The leader is drawn as
 * the board's ★ beside the name.
 *
 * Under them, the last vote's or mission's result ("Last result: Team rejected, 2 approve, 3
 * reject. …"), the sentence the announcer said, until the next result: what was only heard is
 * seen too; with 175% or 200% text on a phone, its shortest form ("Rejected 2 to 3, vote track
 * 1."). Plain text, not a live region (the announcer alone speaks). Not once the game is over:
 * the game's end says how it ended, and a phone's first screen keeps it.
 *
 * Renders only the public view.
 */
/**
 * The last result as the strip shows it: `text`, the announcement's sentence; `short`, its
 * shortest form (announced-text.ts `shortResultText`), shown instead where the whole sentence would
 * push the step below a phone's first screen (175% and 200% text on a narrow screen).
 */
export interface StripResult extends ShownResult {
  short: string;
}

/**
 * The strip's last result: `said`, the sentence this device announced of `c` (the one-device app's
 * `announcedText`, a room's `roomLastResultText`), and its shortest form; `null` without a result.
 */
export function stripResult<C extends Consequence | PublicConsequence>(c: C | null, view: PublicView, said: (c: C) => string): StripResult | null {
  return c ? { text: said(c), short: shortResultText(c, view) } : null;
}

@customElement('rs-board-strip')
export class RsBoardStrip extends LightElement {
  /** The public view of the game (`viewFor(state, 'public')`, or a room snapshot's `view`). */
  @property({ attribute: false }) view!: PublicView;
  /** The mission the table is working on, marked as current; `null` when none (game over). */
  @property({ attribute: false }) currentMission: MissionNumber | null = null;
  /**
   * The last vote's or mission's result in the words its announcement said (core/last-result.ts,
   * text.ts `consequenceText`), shown until the next result so that it is seen as well as heard;
   * `null` before the first vote.
   */
  @property({ attribute: false }) result: StripResult | null = null;

  protected override render() {
    const view = this.view;
    if (!view) return nothing;
    const players = view.players.length;
    const won = view.missions.filter((m) => m?.result === 'success').length;
    const lost = view.missions.filter((m) => m?.result === 'fail').length;
    return html`<section class="board-strip" aria-labelledby="strip-heading">
      <h2 id="strip-heading" class="visually-hidden">${msg('Board at a glance')}</h2>
      <ol class="strip-missions">
        ${MISSIONS.map((mission) => {
          const played = view.missions[mission - 1];
          const current = this.currentMission === mission && !played;
          const size = viewTeamSize(view, mission);
          const note = twoFailsNote(players, mission);
          const token = played ? (played.result === 'success' ? '✓' : '✗') : String(size);
          const state = played ? (played.result === 'success' ? msg('Success') : msg('Fail')) : current ? msg('Current mission.') : msg('Not played yet.');
          return html`<li class="strip-mission" data-result=${played?.result ?? 'none'} ?data-current=${current}>
            <span class="strip-token" aria-hidden="true">${token}${note ? html`<span class="strip-two">2✗</span>` : nothing}</span>
            <span class="visually-hidden">${msg(str`Mission ${mission}`)}, ${msg(str`Team of ${viewTeamSize(view, mission)}.`)}${note ? ` ${note}` : ''} ${state}</span>
          </li>`;
        })}
      </ol>
      <p class="strip-facts">
        <span class="strip-leader"><span aria-hidden="true">★ ${view.players[view.leader]}</span><span class="visually-hidden">${msg(str`Leader: ${view.players[view.leader]}`)}</span></span>
        <span class="strip-track">
          <span class="strip-label" aria-hidden="true">${msg('Vote track')}</span>
          <span class="strip-pips" aria-hidden="true">${Array.from({ length: MAX_REJECTIONS }, (_, i) =>
            html`<span class="strip-pip" ?data-filled=${i < view.voteTrack} ?data-last=${i === MAX_REJECTIONS - 1}>${i < view.voteTrack ? '✗' : ''}</span>`,
          )}</span>
          <span class="visually-hidden">${voteTrackText(view.voteTrack)}</span>
        </span>
        <span class="strip-score"><span aria-hidden="true"><span class="strip-won">✓ ${won}</span> <span class="strip-lost">✗ ${lost}</span></span><span class="visually-hidden">${scoreText(view)}</span></span>
      </p>
      ${lastResultLine(view.winner ? null : this.result)}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-board-strip': RsBoardStrip;
  }
}
