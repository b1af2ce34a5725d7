import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { CARD_KINDS, LIMITS } from '../engine.ts';
import type { CardData, CardField, CardKind, Trait } from '../engine.ts';
import { fire, LightElement } from '../../../platform/a11y/light-element.ts';
import { cardName, kindName } from '../text/traitor-text.ts';

/** Detail of `tr-card-entry`: the card's entry, fields left empty as `null` (still unknown); the engine checks it (`card-entered`). */
export interface TrCardEntryDetail {
  card: Record<string, unknown>;
}

type TraitChoice = '' | 'attack' | 'defense' | 'attack-defense' | 'guardians';

interface LineDraft {
  count: string;
  kind: '' | CardKind;
  costMin: string;
  costMax: string;
  trait: TraitChoice;
  few: boolean;
}

const TRAITS: Record<Exclude<TraitChoice, ''>, Trait[]> = {
  attack: ['attack'],
  defense: ['defense'],
  'attack-defense': ['attack', 'defense'],
  guardians: ['guardians'],
};

const emptyLine = (): LineDraft => ({ count: '1', kind: '', costMin: '', costMax: '', trait: '', few: false });

/**
 * The table enters what the seed does not give of a card in play, from the physical card, once
 * (G3-CARD-UNKNOWN, G3-OP-12): only the fields still missing (`missing`): a Challenge's level,
 * its persistent effect, its requirement lines (count, card type, cost bounds, keyword; a Foul
 * Machination's first line may be marked "2–3 players only", G3-FM-2) and its Power cost. A field
 * left empty stays unknown. The entry is not checked here: the engine checks it (`card-entered`)
 * and the app shows a refusal with its rule id.
 *
 * @fires tr-card-entry {TrCardEntryDetail} on Save
 * @fires tr-card-cancel on Back
 */
@customElement('tr-card-entry')
export class TrCardEntry extends LightElement {
  @property({ attribute: false }) card!: CardData;
  @property({ attribute: false }) missing: CardField[] = [];
  /** A refusal of the last entry (with its rule id), or ''. */
  @property() error = '';

  @state() private lines: LineDraft[] = [emptyLine()];
  @state() private level: '' | '1' | '2' | '3' = '';

  private setLine(i: number, patch: Partial<LineDraft>): void {
    this.lines = this.lines.map((line, j) => (i === j ? { ...line, ...patch } : line));
  }

  private async addLine(): Promise<void> {
    this.lines = [...this.lines, emptyLine()];
    await this.updateComplete;
    this.querySelector<HTMLElement>(`#entry-count-${this.lines.length - 1}`)?.focus();
  }

  private async removeLine(i: number): Promise<void> {
    this.lines = this.lines.filter((_, j) => j !== i);
    await this.updateComplete;
    this.querySelector<HTMLElement>('#entry-add-line')?.focus();
  }

  private save(event: Event): void {
    event.preventDefault();
    const num = (v: string): number | null => (v.trim() === '' ? null : Number(v));
    const entry: Record<string, unknown> = { id: this.card.id, role: this.card.role, name: this.card.name, nameEn: this.card.nameEn };
    if (this.missing.includes('level')) entry.level = this.level === '' ? null : Number(this.level);
    if (this.missing.includes('effect')) {
      const effect = this.querySelector<HTMLTextAreaElement>('#entry-effect')!.value.trim();
      entry.effect = effect === '' ? null : effect;
    }
    if (this.missing.includes('power')) entry.power = num(this.querySelector<HTMLInputElement>('#entry-power')!.value);
    if (this.missing.includes('requirements') && this.card.role !== 'plot') {
      entry.requirements = this.lines.map((line, i) => {
        const out: Record<string, unknown> = {
          count: num(line.count),
          kinds: line.kind === '' ? null : [line.kind],
          costMin: num(line.costMin),
          costMax: num(line.costMax),
          traits: line.trait === '' ? null : TRAITS[line.trait],
        };
        if (line.few && i === 0) out.fewPlayersOnly = true;
        return out;
      });
    }
    fire(this, 'tr-card-entry', { card: entry });
  }

  protected override render() {
    const name = cardName(this.card);
    return html`
      <form @submit=${(e: Event) => this.save(e)} novalidate aria-labelledby="entry-heading">
        <h3 id="entry-heading" tabindex="-1">${msg(str`Enter from the card: ${name}`)}</h3>
        <p>${msg('Read it from the physical card. A field left empty stays unknown; the app keeps what you enter for later games.')}</p>
        ${this.missing.includes('level')
          ? html`<fieldset>
              <legend>${msg('Level')}</legend>
              <div class="choices">
                ${(['1', '2', '3'] as const).map(
                  (l) => html`<label class="choice"><input type="radio" name="entry-level" value=${l} .checked=${this.level === l} @change=${() => (this.level = l)} />${l}</label>`,
                )}
              </div>
            </fieldset>`
          : nothing}
        ${this.missing.includes('effect')
          ? html`<div class="field">
              <label for="entry-effect">${this.card.role === 'challenge' ? msg('Persistent effect, as printed') : msg('Text, as printed')}</label>
              <textarea id="entry-effect" rows="3" maxlength=${LIMITS.text}></textarea>
            </div>`
          : nothing}
        ${this.missing.includes('requirements') && this.card.role !== 'plot' ? this.renderLines() : nothing}
        ${this.missing.includes('power')
          ? html`<div class="field">
              <label for="entry-power">${msg('Power cost')}</label>
              <input id="entry-power" type="number" inputmode="numeric" min="1" max=${LIMITS.power} />
            </div>`
          : nothing}
        <p class="error" id="entry-error" tabindex="-1">${this.error}</p>
        <div class="actions">
          <button type="submit" class="primary" id="entry-save">${msg('Save the card data')}</button>
          <button type="button" id="entry-cancel" @click=${() => fire(this, 'tr-card-cancel', null)}>${msg('Back')}</button>
        </div>
      </form>
    `;
  }

  private renderLines() {
    const machination = this.card.role === 'machination';
    return html`<fieldset>
      <legend>${machination ? msg('Lines: one card each') : msg('Requirements: the cards to contribute')}</legend>
      ${this.lines.map(
        (line, i) => html`<fieldset class="entry-line">
          <legend>${msg(str`Line ${i + 1}`)}</legend>
          <div class="field">
            <label for="entry-count-${i}">${msg('How many cards')}</label>
            <input id="entry-count-${i}" type="number" inputmode="numeric" min="1" max=${LIMITS.count} .value=${line.count} @input=${(e: Event) => this.setLine(i, { count: (e.target as HTMLInputElement).value })} />
          </div>
          <div class="field">
            <label for="entry-kind-${i}">${msg('Card type')}</label>
            <select id="entry-kind-${i}" @change=${(e: Event) => this.setLine(i, { kind: (e.target as HTMLSelectElement).value as CardKind | '' })}>
              <option value="" ?selected=${line.kind === ''}>${msg('any card')}</option>
              ${CARD_KINDS.map((k) => html`<option value=${k} ?selected=${line.kind === k}>${kindName(k)}</option>`)}
            </select>
          </div>
          <div class="field">
            <label for="entry-min-${i}">${msg('Lowest cost (empty: none)')}</label>
            <input id="entry-min-${i}" type="number" inputmode="numeric" min="0" max=${LIMITS.cost} .value=${line.costMin} @input=${(e: Event) => this.setLine(i, { costMin: (e.target as HTMLInputElement).value })} />
          </div>
          <div class="field">
            <label for="entry-max-${i}">${msg('Highest cost (empty: none)')}</label>
            <input id="entry-max-${i}" type="number" inputmode="numeric" min="0" max=${LIMITS.cost} .value=${line.costMax} @input=${(e: Event) => this.setLine(i, { costMax: (e.target as HTMLInputElement).value })} />
          </div>
          <div class="field">
            <label for="entry-trait-${i}">${msg('Keyword')}</label>
            <select id="entry-trait-${i}" @change=${(e: Event) => this.setLine(i, { trait: (e.target as HTMLSelectElement).value as TraitChoice })}>
              <option value="" ?selected=${line.trait === ''}>${msg('none')}</option>
              <option value="attack" ?selected=${line.trait === 'attack'}>${msg('with an attack')}</option>
              <option value="defense" ?selected=${line.trait === 'defense'}>${msg('with a defense')}</option>
              <option value="attack-defense" ?selected=${line.trait === 'attack-defense'}>${msg('with an attack or a defense')}</option>
              <option value="guardians" ?selected=${line.trait === 'guardians'}>${msg('a card of this expansion')}</option>
            </select>
          </div>
          ${machination && i === 0
            ? html`<label class="choice"><input type="checkbox" id="entry-few" .checked=${line.few} @change=${(e: Event) => this.setLine(i, { few: (e.target as HTMLInputElement).checked })} />${msg('2–3 players only')}</label>`
            : nothing}
          ${this.lines.length > 1
            ? html`<div class="actions"><button type="button" @click=${() => void this.removeLine(i)}>${msg(str`Remove line ${i + 1}`)}</button></div>`
            : nothing}
        </fieldset>`,
      )}
      <div class="actions"><button type="button" id="entry-add-line" @click=${() => void this.addLine()}>${msg('Add a line')}</button></div>
    </fieldset>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-card-entry': TrCardEntry;
  }
  interface HTMLElementEventMap {
    'tr-card-entry': CustomEvent<TrCardEntryDetail>;
    'tr-card-cancel': CustomEvent<null>;
  }
}
