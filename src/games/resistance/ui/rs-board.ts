import { html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
// The core's own files, not engine.ts (which loads every module): a game loads only its modules.
import { MAX_REJECTIONS, MISSIONS } from '../core/tables.ts';
import { viewTeamSize } from '../core/view.ts';
import type { PublicView } from '../core/view.ts';
import type { MissionNumber } from '../core/types.ts';
import { LightElement } from '../../../platform/a11y/light-element.ts';
import { boardSections, boardStatus, playedCards } from './module-screens.ts';
import { failCards, modulesText, twoFailsNote, voteTrackText } from '../text/text.ts';
// Every page that shows the board shows its strip first (rs-board-strip.ts).
import './rs-board-strip.ts';
// Its styles (more-styles.ts), adopted as this module loads: in place before its first render.
import '../../../platform/a11y/more-styles.ts';

/**
 * The board (R-TEAM-1, R-MIS-4, R-MIS-5, R-VOTE-4): the five missions with team size, the
 * "needs two Fail cards" mark at 7+ players and each result; the leader; the vote track with
 * how many rejections remain before the spies win. Renders only the public view. Each module's
 * lines come from its folder (ui/module-screens.ts).
 *
 * Results are words and symbols (✓ success, ✗ fail); colour and border only add to them.
 *
 * Drawn as a board: each mission is a token at least 44 px across, its shape and text
 * telling its state (a ring with the team size not played yet, a filled ring with the team size
 * for the current mission, a filled circle with ✓ for a success, a filled square with ✗ for a
 * fail), the leader a ★ token and the vote track five spaces (✗ on a filled square for each
 * rejection in a row, the fifth space marked). The tokens are `aria-hidden` elements whose text is
 * drawn by the stylesheet from `data-token` (app-styles.ts), so the page's text and what screen
 * readers read are the words beside them, as before: "Mission 1 Team of 2. ✓ Success, no Fail
 * cards." On a narrow board the missions are rows (token, then the words in one flow), on a wide
 * one five columns (token above the words).
 */
@customElement('rs-board')
export class RsBoard extends LightElement {
  /** The public view of the game (`viewFor(state, 'public')`). */
  @property({ attribute: false }) view!: PublicView;
  /** The mission the table is working on, marked as current; `null` when none. */
  @property({ attribute: false }) currentMission: MissionNumber | null = null;

  protected override render() {
    const view = this.view;
    if (!view) return nothing;
    const players = view.players.length;
    return html`
      <section aria-labelledby="board-heading">
        <h2 id="board-heading">${msg('Board')}</h2>
        <p id="board-leader" class="board-leader"><span class="token token-leader" aria-hidden="true" data-token="★"></span><strong>${msg(str`Leader: ${view.players[view.leader]}`)}</strong></p>
        ${boardStatus(view)}
        ${view.modules ? html`<p id="board-modules" class="hint">${modulesText(view.modules)}</p>` : nothing}
        ${boardSections(view)}
        <ol class="missions" aria-label=${msg('Missions')}>
          ${MISSIONS.map((mission) => {
            const played = view.missions[mission - 1];
            const current = this.currentMission === mission && !played;
            const note = twoFailsNote(players, mission);
            // The token is drawn (its text is a CSS content of an aria-hidden element): the words
            // beside it are what screen readers read, as before. It comes after them
            // in the page and before them on the screen (the stylesheet places it).
            const token = played ? (played.result === 'success' ? '✓' : '✗') : String(viewTeamSize(view, mission));
            return html`<li class="mission" data-result=${played?.result ?? 'none'} ?data-current=${current}>
              <h3>${msg(str`Mission ${mission}`)}</h3>
              <p>${msg(str`Team of ${viewTeamSize(view, mission)}.`)}${note ? html` <strong>${note}</strong>` : nothing}</p>
              <p>
                ${played
                  ? played.result === 'success'
                    ? html`<span class="result-success"><span aria-hidden="true">✓ </span>${msg('Success')}</span>, ${[failCards(played.fails), ...playedCards(played)].join(', ')}.`
                    : html`<span class="result-fail"><span aria-hidden="true">✗ </span>${msg('Fail')}</span>, ${[failCards(played.fails), ...playedCards(played)].join(', ')}.`
                  : current
                    ? html`<strong>${msg('Current mission.')}</strong>`
                    : msg('Not played yet.')}
              </p>
              <span class="token mission-token" aria-hidden="true" data-token=${token}></span>
            </li>`;
          })}
        </ol>
        <h3 id="vote-track-heading">${msg('Vote track')}</h3>
        <p id="vote-track-text">${voteTrackText(view.voteTrack)}</p>
        <ol class="track" aria-hidden="true">
          ${Array.from({ length: MAX_REJECTIONS }, (_, i) =>
            html`<li class="token" ?data-filled=${i < view.voteTrack} ?data-last=${i === MAX_REJECTIONS - 1}>${i < view.voteTrack ? '✗' : i + 1}</li>`,
          )}
        </ol>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-board': RsBoard;
  }
}
