/**
 * The parts of the app's setup form behind its disclosures (rs-setup.ts), and the variants of a
 * room's (rooms/rs-room-setup.ts): their fields load when a part is first opened, not at start-up
 * (start-up JavaScript budget, docs/performance.md). A closed part draws none of its fields, and
 * the values stay in the form (`TableFields`, rs-setup's `cards` and `secretVotes`).
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { msg } from '@lit/localize';
import type { Mission5Rule } from '../core/types.ts';
import type { TableFields } from './table-fields.ts';

/**
 * How the character cards are dealt and the votes taken on this device (R-SET-3, R-VOTE-1): the
 * physical cards or the app's deal, and secret votes; `setCards` and `setSecretVotes` change the
 * form's values (its host updates).
 */
export function cardsFieldset(
  cards: 'physical' | 'app',
  secretVotes: boolean,
  setCards: (cards: 'physical' | 'app') => void,
  setSecretVotes: (on: boolean) => void,
): TemplateResult {
  return html`<fieldset>
    <legend>${msg('Character cards')}</legend>
    <label class="choice">
      <input type="radio" name="cards" id="setup-cards-physical" aria-describedby="setup-cards-physical-hint" .checked=${cards === 'physical'} @change=${() => setCards('physical')} />
      <span>${msg('Physical cards')}</span>
    </label>
    <p class="hint" id="setup-cards-physical-hint">
      ${msg('Deal the cards at the table (tactile cards included); the app keeps the board and can read the spy reveal script.')}
    </p>
    <label class="choice">
      <input type="radio" name="cards" id="setup-cards-app" aria-describedby="setup-cards-app-hint" .checked=${cards === 'app'} @change=${() => setCards('app')} />
      <span>${msg('The app deals: pass this phone round')}</span>
    </label>
    <p class="hint" id="setup-cards-app-hint">
      ${msg('Each player learns their card, and the spies each other, in a private turn on this phone; mission cards are played in private turns too.')}
    </p>
    <label class="choice">
      <input type="checkbox" id="setup-secret-votes" aria-describedby="setup-secret-votes-hint" .checked=${secretVotes} @change=${(e: Event) => setSecretVotes((e.target as HTMLInputElement).checked)} />
      <span>${msg('Secret votes on this phone')}</span>
    </label>
    <p class="hint" id="setup-secret-votes-hint">
      ${msg('Instead of showing votes at the table, each player votes in a private turn; all votes are revealed at once.')}
    </p>
  </fieldset>`;
}

/** The variants of a new table (`t`'s values): Targeting with its mission-5 rule (R-VAR-TGT), Blind spies (R-VAR-BLIND). */
export function variantsFieldset(t: TableFields): TemplateResult {
  const radio = (rule: Mission5Rule, label: string) => html`<label class="choice">
    <input type="radio" name="${t.prefix}-mission5" .checked=${t.mission5Rule === rule} @change=${() => t.set(() => (t.mission5Rule = rule))} />
    <span>${label}</span>
  </label>`;
  return html`<fieldset>
    <legend>${msg('Variants')}</legend>
    ${t.box('targeting', msg('Targeting'), msg('The leader also chooses which mission the team goes on; each mission is attempted once.'), t.targeting, (v) => (t.targeting = v))}
    ${t.targeting
      ? html`<fieldset>
          <legend>${msg('Mission 5 may be chosen after')}</legend>
          ${radio('two-successes', msg('two other missions succeeded (English rules)'))} ${radio('two-done', msg('two other missions were done (Polish rules)'))}
        </fieldset>`
      : nothing}
    ${t.box('blind', msg('Blind spies'), msg('Skip the spy reveal: spies do not know each other.'), t.blindSpies, (v) => (t.blindSpies = v))}
  </fieldset>`;
}
