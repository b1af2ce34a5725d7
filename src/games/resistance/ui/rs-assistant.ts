import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
// The core's own files, not engine.ts (which loads every module): a game loads only its modules.
import { consistentSpySets, playerNotes } from '../core/assistant.ts';
import { spyCount } from '../core/tables.ts';
import type { NoteMission, PlayerNotes } from '../core/assistant.ts';
import type { PublicView } from '../core/view.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { LightElement } from '../../../platform/a11y/light-element.ts';
import { currentLocale, failCards, listText, spiesText } from '../text/text.ts';
import { avalon } from '../text/table-names.ts';
// Its styles (more-styles.ts), adopted as this module loads: in place before its first render.
import '../../../platform/a11y/more-styles.ts';

/** "mission 2 (failed, 1 Fail card)". */
function missionNote(m: NoteMission): string {
  return m.result === 'success'
    ? msg(str`mission ${m.mission} (succeeded, ${failCards(m.fails)})`)
    : msg(str`mission ${m.mission} (failed, ${failCards(m.fails)})`);
}

/** The sentences of one player's notes, from the public record only. */
export function noteSentences(notes: PlayerNotes): string[] {
  const lines: string[] = [];
  lines.push(
    notes.onMissions.length === 0
      ? msg('Not on any mission yet.')
      : msg(str`On ${listText(notes.onMissions.map(missionNote))}.`),
  );
  if (notes.approvedFailed.length > 0) {
    lines.push(msg(str`Approved the team of ${listText(notes.approvedFailed.map(missionNote))}.`));
  }
  if (notes.rejectedSucceeded.length > 0) {
    lines.push(msg(str`Rejected the team of ${listText(notes.rejectedSucceeded.map(missionNote))}.`));
  }
  lines.push(
    notes.led.proposals === 0
      ? msg('Has not led a proposal yet.')
      : msg(str`Led proposals: ${notes.led.proposals}, approved: ${notes.led.approved}.`),
  );
  return lines;
}

/**
 * The note-taking assistant: for each player, in words, what the public record shows
 * (missions they went on, teams they approved that then failed, teams they rejected that then
 * succeeded, proposals they led) and, only when asked, which sets of spies still fit the mission
 * results, with the share of those sets that hold each player (`consistentSpySets`).
 *
 * Closed by default and labelled as a memory aid; built from the public view alone, so it can
 * never use a role, a secret vote or a card.
 */
@customElement('rs-assistant')
export class RsAssistant extends LightElement {
  /** The public view of the game. */
  @property({ attribute: false }) view!: PublicView;
  @state() private open = false;
  @state() private deduce = false;

  private toggle(): void {
    this.open = !this.open;
    announcer.announce(this.open ? msg('Notes shown below the button.') : msg('Notes hidden.'));
  }

  protected override render() {
    const view = this.view;
    if (!view) return nothing;
    return html`
      <section aria-labelledby="assistant-heading">
        <h2 id="assistant-heading">${msg('Notes: a memory aid')}</h2>
        <p class="hint" id="assistant-hint">
          ${msg('Built only from what everyone saw at the table: the proposals, the votes and the mission results. It never uses anyone\'s role.')}
        </p>
        <button
          type="button"
          id="assistant-toggle"
          aria-expanded=${this.open ? 'true' : 'false'}
          aria-controls="assistant-notes"
          @click=${() => this.toggle()}
        >
          ${this.open ? msg('Hide the notes') : msg('Show the notes')}
        </button>
        <div id="assistant-notes" ?hidden=${!this.open}>${this.open ? this.renderNotes(view) : nothing}</div>
      </section>
    `;
  }

  private renderNotes(view: PublicView) {
    const notes = playerNotes(view);
    return html`
      ${notes.map(
        (n) => html`<h3>${view.players[n.seat]}</h3>
          <ul>
            ${noteSentences(n).map((line) => html`<li>${line}</li>`)}
          </ul>`,
      )}
      <label class="choice">
        <input
          type="checkbox"
          id="assistant-deduce"
          .checked=${this.deduce}
          @change=${(e: Event) => {
            this.deduce = (e.target as HTMLInputElement).checked;
          }}
        />
        <span>${avalon() ? msg('Also show which sets of minions of Mordred still fit the mission results') : msg('Also show which sets of spies still fit the mission results')}</span>
      </label>
      ${this.deduce ? this.renderDeduction(view) : nothing}
    `;
  }

  private renderDeduction(view: PublicView) {
    const { sets, share, total } = consistentSpySets(view);
    const size = spyCount(view.players.length);
    const percent = new Intl.NumberFormat(currentLocale(), { style: 'percent', maximumFractionDigits: 0 });
    return html`
      <p id="assistant-sets">
        ${avalon()
          ? msg(str`${sets.length} of the ${total} possible sets of ${spiesText(size)} fit the mission results (only minions of Mordred play Fail cards).`)
          : msg(str`${sets.length} of the ${total} possible sets of ${spiesText(size)} fit the mission results (only spies play Fail cards).`)}
      </p>
      <table>
        <caption>${msg('Share of the fitting sets that include each player')}</caption>
        <thead>
          <tr>
            <th scope="col">${msg('Player')}</th>
            <th scope="col">${msg('Share')}</th>
          </tr>
        </thead>
        <tbody>
          ${view.players.map(
            (name, seat) => html`<tr>
              <th scope="row">${name}</th>
              <td>${percent.format(share[seat] ?? 0)}</td>
            </tr>`,
          )}
        </tbody>
      </table>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-assistant': RsAssistant;
  }
}
