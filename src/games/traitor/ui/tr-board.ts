import { html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { CardView, PublicView } from '../engine.ts';
import { LightElement } from '../../../platform/a11y/light-element.ts';
import { cardEffect, cardName, effectLine, cardsCount, counterText, kindName, levelText, loyaltyList, powerText, requirementText, rulesText, stackSlotText, turnText, winnerText } from '../text/traitor-text.ts';

/**
 * The public board of the hidden-traitor expansion (B.10 "Public board"), from the public view
 * only (`viewFor(state, 'public')`, built by allow-list): whose turn it is; the Foul Machination
 * face up with its lines (the first marked "2–3 players only" and said to be ignored with 4–5
 * players, G3-FM-2); the Challenge stack, levels 1–3 (face down: the level only; the one in play
 * named; defeated); the current Challenge with its effect, a counter per requirement
 * (G3-CH-ADD-5), the cards contributed and the Power still to pay; the Plot once in play; every
 * loyalty card and the changed rules once face up; the main deck's count when the table entered
 * it; the Super-Villains (2 loyal players), the Doomsday Clock's count, who is out; the winner.
 * Words, not colours or positions, carry every state.
 */
@customElement('tr-board')
export class TrBoard extends LightElement {
  @property({ attribute: false }) view!: PublicView;

  protected override render() {
    const v = this.view;
    if (!v) return nothing;
    return html`
      <section aria-labelledby="tr-board-heading" id="tr-board">
        <h2 id="tr-board-heading">${msg('The board')}</h2>
        ${v.winner ? this.renderEnd(v) : nothing}
        <p id="tr-board-turn">${turnText(v)}</p>
        ${this.renderCurrent(v)}
        ${this.renderStack(v)}
        ${this.renderMachination(v)}
        ${v.plot ? this.renderPlot(v) : nothing}
        ${this.renderTable(v)}
      </section>
    `;
  }

  private renderEnd(v: PublicView) {
    return html`<section aria-labelledby="tr-end-heading" id="tr-end">
      <h3 id="tr-end-heading">${msg('Game over')}</h3>
      <p id="tr-winner">${winnerText(v.winner!, v.endReason!, v.traitor === null ? null : v.players[v.traitor]!)}</p>
    </section>`;
  }

  private renderCurrent(v: PublicView) {
    const c = v.current;
    return html`<section aria-labelledby="tr-current-heading" id="tr-current">
      <h3 id="tr-current-heading">${msg('The Challenge in play')}</h3>
      ${c === null
        ? html`<p>${v.nextDue ? msg('Defeated this turn: the next Challenge is turned face up at the end of the turn.') : v.stack.every((s) => s.status === 'defeated') ? msg('Every Challenge of the stack is defeated.') : msg('None yet: the next Challenge is turned face up.')}</p>`
        : html`
            <p id="tr-current-name">${msg(str`${cardName(c.card)}, ${levelText(c.level)}.`)}</p>
            <p>${effectLine(c.card)}</p>
            ${c.requirements === null
              ? html`<p>${msg('Its requirements are not entered yet: enter them from the card before cards are contributed.')}</p>`
              : html`<ul id="tr-counters" aria-label=${msg('Requirements, cards in so far')}>
                  ${c.requirements.map((r) => html`<li>${counterText(r.requirement, r.filled, r.needed)}${r.filled >= r.needed ? html` <span>${msg('(complete)')}</span>` : nothing}</li>`)}
                </ul>`}
            <p id="tr-contributed">
              ${c.contributed.length === 0
                ? msg('No card contributed yet.')
                : msg(str`Contributed so far: ${cardsCount(c.contributed.length)} (${c.contributed.map((f) => `${kindName(f.kind)} ${f.cost}`).join(', ')}).`)}
            </p>
            <p id="tr-power">${c.complete ? msg('Every required card is in.') + ' ' : ''}${powerText(c.powerToPay)}</p>
            ${v.clock !== null ? html`<p id="tr-clock">${msg(str`Doomsday Clock: ${v.clock} of 12 cards under it.`)}</p>` : nothing}
          `}
    </section>`;
  }

  private renderStack(v: PublicView) {
    return html`<section aria-labelledby="tr-stack-heading">
      <h3 id="tr-stack-heading">${msg('The Challenge stack')}</h3>
      <ul id="tr-stack">${v.stack.map((s) => html`<li>${stackSlotText(s)}</li>`)}</ul>
    </section>`;
  }

  private renderMachination(v: PublicView) {
    const m = v.machination;
    return html`<section aria-labelledby="tr-machination-heading">
      <h3 id="tr-machination-heading">${msg('The Foul Machination, face up')}</h3>
      <p id="tr-machination-name">${cardName(m.card)}${m.completed ? ' ' + msg('(completed)') : ''}</p>
      ${m.card.effect ? html`<p>${cardEffect(m.card)}</p>` : nothing}
      ${m.lines === null
        ? html`<p>${msg('Its lines are not entered yet.')}</p>`
        : html`<ul id="tr-machination-lines" aria-label=${msg('Its lines, one card each, played in one turn')}>
            ${m.lines.map((l) => html`<li>${requirementText(l.requirement)}${l.active ? '' : ' ' + msg('(ignored with 4–5 players)')}</li>`)}
          </ul>`}
    </section>`;
  }

  private renderPlot(v: PublicView) {
    const p = v.plot!;
    const card: CardView = p.card;
    return html`<section aria-labelledby="tr-plot-heading" id="tr-plot">
      <h3 id="tr-plot-heading">${msg('The Plot in play')}</h3>
      <p>${msg(str`${cardName(card)}, brought in by ${v.players[p.seat]}.`)} ${p.defeated ? msg('Defeated.') : powerText(p.powerToPay)}</p>
      ${card.effect ? html`<p>${cardEffect(card)}</p>` : nothing}
    </section>`;
  }

  private renderTable(v: PublicView) {
    return html`<section aria-labelledby="tr-table-heading">
      <h3 id="tr-table-heading">${msg('At the table')}</h3>
      <ul id="tr-table">
        <li id="tr-deck">${v.deck === null ? msg('Main deck: not counted yet.') : msg(str`Main deck: ${cardsCount(v.deck)}.`)}</li>
        <li id="tr-loyalty">
          ${v.loyalty === null
            ? v.players.length === 2
              ? msg('Loyalty cards: face down. With two players there may be no Traitor at all.')
              : msg('Loyalty cards: face down.')
            : msg(str`Loyalty cards, face up: ${loyaltyList(v.players, v.loyalty)}.`)}
        </li>
        ${v.rules.loyalAttacksHarmless || v.rules.helping ? html`<li id="tr-rules">${msg(str`Changed rules: ${rulesText(v.rules)}`)}</li>` : nothing}
        ${v.superVillains ? html`<li>${msg(str`Super-Villains defeated: ${v.superVillains.defeated} of ${v.superVillains.total}.`)}</li>` : nothing}
        ${v.out.length > 0 ? html`<li>${msg(str`Out of the game: ${v.out.map((s) => v.players[s]).join(', ')}.`)}</li>` : nothing}
      </ul>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-board': TrBoard;
  }
}
