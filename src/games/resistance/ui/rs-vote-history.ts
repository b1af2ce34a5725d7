import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { PublicView } from '../engine.ts';
import { LightElement } from '../../../platform/a11y/light-element.ts';
import { failCards, nameList, plural } from '../text/text.ts';

/**
 * The vote history (R-VOTE-1: votes are public after the reveal): a real data table with column
 * headers (mission, attempt, leader, team, one column per player, results) and a row header per
 * proposal, so a screen reader reads it cell by cell with both headers. It scrolls sideways in
 * its own focusable region when the screen is narrow (320 CSS px reflow).
 *
 * The table follows a change of `view` a moment later, when the browser is idle (at most
 * {@link HISTORY_DELAY_MS} later): laying out hundreds of cells must not delay the answer to
 * the key press (the focus move and the announcement; docs/performance.md). The first view is
 * shown at once. {@link whenCurrent} resolves when the table shows the latest view.
 */
@customElement('rs-vote-history')
export class RsVoteHistory extends LightElement {
  /** The public view of the game. */
  @property({ attribute: false }) view!: PublicView;

  /** The view the table shows (the latest one, or the one before while an update waits). */
  @state() private shown: PublicView | null = null;
  private pending: Promise<void> | null = null;

  protected override shouldUpdate(changed: Map<PropertyKey, unknown>): boolean {
    if (changed.has('view') && this.view !== this.shown) {
      if (this.shown === null || !this.isConnected) {
        this.shown = this.view;
      } else {
        this.pending ??= afterIdle().then(() => {
          this.pending = null;
          this.shown = this.view;
        });
        return changed.size > 1;
      }
    }
    return true;
  }

  /** Resolves once the table shows the latest view (tests and flows that read the table). */
  async whenCurrent(): Promise<void> {
    while (this.pending) await this.pending;
    await this.updateComplete;
  }

  protected override render() {
    const view = this.shown;
    if (!view) return nothing;
    const proposals = view.proposals;
    return html`
      <section aria-labelledby="history-heading">
        <h2 id="history-heading">${msg('Vote history')}</h2>
        ${proposals.length === 0
          ? html`<p>${msg('No team has been proposed yet.')}</p>`
          : html`<div class="table-scroll" role="region" aria-labelledby="history-caption" tabindex="0">
              <table>
                <caption id="history-caption">
                  ${msg(str`Every proposal and every vote: ${proposalsText(proposals.length)}.`)}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">${msg('Proposal')}</th>
                    <th scope="col">${msg('Mission')}</th>
                    <th scope="col">${msg('Attempt')}</th>
                    <th scope="col">${msg('Leader')}</th>
                    <th scope="col">${msg('Team')}</th>
                    ${view.players.map((name) => html`<th scope="col">${name}</th>`)}
                    <th scope="col">${msg('Vote result')}</th>
                    <th scope="col">${msg('Mission result')}</th>
                  </tr>
                </thead>
                <tbody>
                  ${proposals.map((p) => {
                    const played = view.missions[p.mission - 1];
                    const sentTeam = played && played.team.join() === p.team.join() && p.approved;
                    const approvals = p.votes?.filter(Boolean).length ?? 0;
                    return html`<tr>
                      <th scope="row">${p.index + 1}</th>
                      <td>${p.mission}</td>
                      <td>${msg(str`${p.attempt} of 5`)}</td>
                      <td>${view.players[p.leader]}</td>
                      <td>${nameList(view.players, p.team)}</td>
                      ${view.players.map((_, seat) =>
                        p.votes
                          ? html`<td>${p.votes[seat] ? msg('Approve') : msg('Reject')}</td>`
                          : html`<td>${msg('Not voted')}</td>`,
                      )}
                      <td>
                        ${p.approved === null
                          ? msg('Voting')
                          : p.noConfidence !== null
                            ? msg(str`Approved, ${approvals} to ${view.players.length - approvals}, then rejected with No Confidence by ${view.players[p.noConfidence]!}`)
                            : p.approved
                              ? msg(str`Approved, ${approvals} to ${view.players.length - approvals}`)
                              : msg(str`Rejected, ${approvals} to ${view.players.length - approvals}`)}
                      </td>
                      <td>
                        ${sentTeam
                          ? played.result === 'success'
                            ? msg(str`Success, ${failCards(played.fails)}`)
                            : msg(str`Fail, ${failCards(played.fails)}`)
                          : p.approved && p.noConfidence === null
                            ? msg('Not played yet')
                            : msg('None')}
                      </td>
                    </tr>`;
                  })}
                </tbody>
              </table>
            </div>`}
      </section>
    `;
  }
}

/** "1 proposal", "2 proposals" (Polish: "1 propozycja", "2 propozycje", "5 propozycji"). */
function proposalsText(n: number): string {
  return plural(n, {
    one: () => msg(str`${n} proposal`, { id: 'proposals.one' }),
    few: () => msg(str`${n} proposals`, { id: 'proposals.few' }),
    many: () => msg(str`${n} proposals`, { id: 'proposals.many' }),
    other: () => msg(str`${n} proposals`, { id: 'proposals.other' }),
  });
}

/** The longest a change of the history waits for an idle moment, in milliseconds. */
export const HISTORY_DELAY_MS = 250;

/** Resolves when the browser is idle (requestIdleCallback), or after a task where it has none. */
function afterIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: HISTORY_DELAY_MS });
    else setTimeout(resolve, 0);
  });
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-vote-history': RsVoteHistory;
  }
}
