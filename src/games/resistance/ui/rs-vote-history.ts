import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { PublicView } from '../engine.ts';
import { fire, LightElement } from '../../../platform/a11y/light-element.ts';
import { afterIdle } from '../../../platform/ui/idle.ts';
import { failCards, nameList, plural } from '../text/text.ts';
// Its styles (more-styles.ts), adopted as this module loads: in place before its first render.
import '../../../platform/a11y/more-styles.ts';

/** One proposal as the public view shows it. */
type ProposalView = PublicView['proposals'][number];

/** Where this device keeps whether the history shows who voted how (`'hidden'` or nothing). */
export const HISTORY_VOTES_KEY = 'rs-vote-history-votes';

/** Whether this device hides who voted how in the vote history (some groups play without a history). */
export function historyVotesHidden(): boolean {
  try {
    return localStorage.getItem(HISTORY_VOTES_KEY) === 'hidden';
  } catch {
    return false;
  }
}

function saveHistoryVotesHidden(hidden: boolean): void {
  try {
    if (hidden) localStorage.setItem(HISTORY_VOTES_KEY, 'hidden');
    else localStorage.removeItem(HISTORY_VOTES_KEY);
  } catch {
    // Storage switched off: the choice holds for this page only.
  }
}

/**
 * The vote history (R-VOTE-1: votes are public after the reveal), made to fit a phone at 320 CSS
 * px with 10 players:
 *
 * - **One entry per proposal**, an ordered list: "Proposal 3: mission 2, attempt 1 of 5", the
 *   leader and the team, the vote's result ("✓ Approved, 4 to 3"), the votes grouped by answer
 *   ("✓ Approve: Ann, Bob, Cid. ✗ Reject: Dee, Eve.") and the mission's result when that team went.
 *   Every symbol is hidden from screen readers and stands beside its word: nothing is said by a
 *   symbol or a colour alone. The entries wrap; nothing scrolls sideways.
 * - **The per-player grid**, behind a disclosure ("Every vote as a table"): a real data table with
 *   column headers (proposal, mission, attempt, leader, team, one column per player, results) and
 *   a row header per proposal, in its own focusable scrolling region named by its caption.
 * - **Who voted how may be hidden** on this device (a checkbox, kept in `localStorage` under
 *   {@link HISTORY_VOTES_KEY}): for groups that play without a history. The results stay; the
 *   grouped votes and the grid go.
 *
 * - **Correct**: with `correctable`, each entry has a button "Correct proposal 3" that
 *   fires `rs-correct` with the proposal's index; the game screen opens the correction form.
 *
 * The history follows a change of `view` a moment later, when the browser is idle (at most
 * {@link HISTORY_DELAY_MS} later): laying out hundreds of cells must not delay the answer to
 * the key press (the focus move and the announcement; docs/performance.md). The first view is
 * shown at once. {@link whenCurrent} resolves when the history shows the latest view.
 */
/** Detail of `rs-correct`: the proposal to correct, its index among the game's proposals from 0. */
export interface CorrectDetail {
  proposal: number;
}

/** @fires rs-correct {CorrectDetail} when a "Correct" button is pressed (only with `correctable`) */
@customElement('rs-vote-history')
export class RsVoteHistory extends LightElement {
  /** The public view of the game. */
  @property({ attribute: false }) view!: PublicView;
  /** Whether each entry offers "Correct" (games whose table records the events). */
  @property({ type: Boolean }) correctable = false;

  /** The view the history shows (the latest one, or the one before while an update waits). */
  @state() private shown: PublicView | null = null;
  /** Whether who voted how is hidden on this device. */
  @state() private votesHidden = historyVotesHidden();
  /** Whether the per-player grid is open. */
  @state() private gridOpen = false;
  private pending: Promise<void> | null = null;

  protected override shouldUpdate(changed: Map<PropertyKey, unknown>): boolean {
    if (changed.has('view') && this.view !== this.shown) {
      if (this.shown === null || !this.isConnected) {
        this.shown = this.view;
      } else {
        this.pending ??= afterIdle(HISTORY_DELAY_MS).then(() => {
          this.pending = null;
          this.shown = this.view;
        });
        return changed.size > 1;
      }
    }
    return true;
  }

  /** Resolves once the history shows the latest view (tests and flows that read it). */
  async whenCurrent(): Promise<void> {
    while (this.pending) await this.pending;
    await this.updateComplete;
  }

  /** Moves focus to the history's heading (the Alt+R shortcut): the entries follow it. */
  focusHistory(): void {
    this.querySelector<HTMLElement>('#history-heading')?.focus();
  }

  private setVotesHidden(hidden: boolean): void {
    this.votesHidden = hidden;
    saveHistoryVotesHidden(hidden);
  }

  protected override render() {
    const view = this.shown;
    if (!view) return nothing;
    const proposals = view.proposals;
    return html`
      <section aria-labelledby="history-heading">
        <h2 id="history-heading" tabindex="-1">${msg('Vote history')}</h2>
        ${proposals.length === 0
          ? html`<p>${msg('No team has been proposed yet.')}</p>`
          : html`<ol class="history-list" aria-labelledby="history-heading">
                ${proposals.map((p) => this.renderEntry(view, p))}
              </ol>
              <label class="choice">
                <input
                  type="checkbox"
                  id="history-show-votes"
                  .checked=${!this.votesHidden}
                  @change=${(e: Event) => this.setVotesHidden(!(e.target as HTMLInputElement).checked)}
                />
                ${msg('Show who voted how')}
              </label>
              ${this.votesHidden
                ? html`<p class="hint" id="history-votes-hidden">${msg('Who voted how is hidden on this device; the results stay.')}</p>`
                : this.renderGrid(view)}`}
      </section>
    `;
  }

  /** One proposal: its place, leader and team, the vote's result, the votes by answer, the mission. */
  private renderEntry(view: PublicView, p: ProposalView) {
    const leader = view.players[p.leader]!;
    const team = nameList(view.players, p.team);
    const mission = missionText(view, p);
    return html`<li class="history-entry">
      <p class="history-title">${msg(str`Proposal ${p.index + 1}: mission ${p.mission}, attempt ${p.attempt} of 5.`)}</p>
      <p>${msg(str`Leader: ${leader}. Team: ${team}.`)}</p>
      <p class="history-result">
        <span aria-hidden="true">${p.approved === null ? '…' : p.approved && p.noConfidence === null ? '✓' : '✗'}</span>
        ${`${voteResultText(view, p)}.`}
      </p>
      ${p.votes && !this.votesHidden ? html`<p class="history-votes">${groupedVotesText(view.players, p.votes)}</p>` : nothing}
      ${mission
        ? html`<p class="history-mission">
            <span aria-hidden="true">${mission.symbol}</span> ${msg(str`Mission ${p.mission}: ${mission.text}.`)}
          </p>`
        : nothing}
      ${this.correctable
        ? html`<button type="button" class="history-correct" id="history-correct-${p.index}" @click=${() => fire(this, 'rs-correct', { proposal: p.index })}>
            ${msg(str`Correct proposal ${p.index + 1}`)}
          </button>`
        : nothing}
    </li>`;
  }

  /** The per-player grid behind a disclosure, in its own focusable scrolling region. */
  private renderGrid(view: PublicView) {
    const proposals = view.proposals;
    return html`<details class="history-grid" ?open=${this.gridOpen} @toggle=${(e: Event) => (this.gridOpen = (e.target as HTMLDetailsElement).open)}>
      <summary id="history-grid-summary">${msg('Every vote as a table, one column per player')}</summary>
      <div class="table-scroll" role="region" aria-labelledby="history-caption" tabindex="0">
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
              const mission = missionText(view, p);
              return html`<tr>
                <th scope="row" aria-label=${
                  // Read as the row's header when moving down a column: "Proposal 2", not a bare "2".
                  msg(str`Proposal ${p.index + 1}`)
                }>${p.index + 1}</th>
                <td>${p.mission}</td>
                <td>${msg(str`${p.attempt} of 5`)}</td>
                <td>${view.players[p.leader]}</td>
                <td>${nameList(view.players, p.team)}</td>
                ${view.players.map((_, seat) =>
                  p.votes ? html`<td>${p.votes[seat] ? msg('Approve') : msg('Reject')}</td>` : html`<td>${msg('Not voted')}</td>`,
                )}
                <td>${voteResultText(view, p)}</td>
                <td>${mission ? mission.text : msg('None')}</td>
              </tr>`;
            })}
          </tbody>
        </table>
      </div>
    </details>`;
  }
}

/** "Voting", "Approved, 4 to 3", "Rejected, 2 to 5", or the approval a No Confidence card overturned. */
function voteResultText(view: PublicView, p: ProposalView): string {
  const approvals = p.votes?.filter(Boolean).length ?? 0;
  if (p.approved === null) return msg('Voting');
  if (p.noConfidence !== null) {
    return msg(str`Approved, ${approvals} to ${view.players.length - approvals}, then rejected with No Confidence by ${view.players[p.noConfidence]!}`);
  }
  return p.approved
    ? msg(str`Approved, ${approvals} to ${view.players.length - approvals}`)
    : msg(str`Rejected, ${approvals} to ${view.players.length - approvals}`);
}

/**
 * The mission this proposal's team went on, if it did: "Success, no Fail cards" (✓), "Fail,
 * 1 Fail card" (✗), or "Not played yet"; `null` when the team did not go.
 */
function missionText(view: PublicView, p: ProposalView): { symbol: string; text: string } | null {
  const played = view.missions[p.mission - 1];
  const sentTeam = played && played.team.join() === p.team.join() && p.approved;
  if (sentTeam) {
    return played.result === 'success'
      ? { symbol: '✓', text: msg(str`Success, ${failCards(played.fails)}`) }
      : { symbol: '✗', text: msg(str`Fail, ${failCards(played.fails)}`) };
  }
  if (p.approved && p.noConfidence === null) return { symbol: '…', text: msg('Not played yet') };
  return null;
}

/**
 * The votes grouped by answer, in seat order, each group with its symbol beside its word:
 * "✓ Approve: Ann, Bob, Cid. ✗ Reject: Dee, Eve." (the symbols are hidden from screen readers).
 */
function groupedVotesText(players: readonly string[], votes: readonly boolean[]) {
  const group = (approve: boolean): string => {
    const names = votes.flatMap((v, seat) => (v === approve ? [players[seat]!] : []));
    return names.length > 0 ? names.join(', ') : msg('nobody');
  };
  const approve = group(true);
  const reject = group(false);
  return html`<span aria-hidden="true">✓</span> ${msg(str`Approve: ${approve}.`)} <span aria-hidden="true">✗</span>
    ${msg(str`Reject: ${reject}.`)}`;
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

declare global {
  interface HTMLElementTagNameMap {
    'rs-vote-history': RsVoteHistory;
  }
  interface HTMLElementEventMap {
    'rs-correct': CustomEvent<CorrectDetail>;
  }
}
