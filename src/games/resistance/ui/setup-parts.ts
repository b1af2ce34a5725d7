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
import { announcer } from '../../../platform/a11y/announcer.ts';
import { avalonRoleHint, avalonRoleName, ladyOfTheLake } from '../text/avalon-text.ts';

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
    ${t.tableNames === 'avalon'
      ? t.box('blind', msg('Blind minions of Mordred'), msg('Skip the eyes-open reveal: the minions of Mordred do not know each other.'), t.blindSpies, (v) => (t.blindSpies = v))
      : t.box('blind', msg('Blind spies'), msg('Skip the spy reveal: spies do not know each other.'), t.blindSpies, (v) => (t.blindSpies = v))}
  </fieldset>`;
}

/** Avalon's optional characters (docs/avalon.md): the Assassin module's option each is, its card and its field's name. */
const AVALON_ROLES = [
  ['bodyGuard', 'body-guard', 'avalon-percival'],
  ['falseCommander', 'false-commander', 'avalon-morgana'],
  ['deepCover', 'deep-cover', 'avalon-mordred'],
  ['blindSpy', 'blind-spy', 'avalon-oberon'],
] as const;

/** The Assassin module's options in the form, `null` when it is off. */
function assassinOptions(t: TableFields): Record<string, unknown> | null {
  const value = t.roles?.assassin;
  return value ? (value === true ? {} : { ...value }) : null;
}

/**
 * The names the table plays under (docs/avalon.md), for the app's setup and a room's: the
 * checkbox "Avalon names" (`${prefix}-avalon`), the quick preset "Avalon: Merlin and the Assassin"
 * (`${prefix}-avalon-preset`, table-fields.ts `avalonPreset`: focus then on its first option) and,
 * once Avalon's names and the Assassin module are on, Avalon's optional characters: Percival,
 * Morgana, Mordred and Oberon (the Assassin module's optional roles, R-ASN-OPT) and the Lady of the
 * Lake (the Inquisitor module, R-INQ-1), the same values as the role modules' and expansion
 * modules' fields.
 */
export function namesFieldset(t: TableFields): TemplateResult {
  const p = t.prefix;
  const avalon = t.tableNames === 'avalon';
  const assassin = assassinOptions(t);
  const preset = async (): Promise<void> => {
    await t.avalonPreset();
    announcer.announce(msg('Avalon names, with Merlin and the Assassin. Choose the optional characters.'), 'polite', { key: 'status' });
    await t.focusField('avalon-percival');
  };
  return html`<fieldset>
    <legend>${msg('Names of the cards')}</legend>
    ${t.box('avalon', msg('Avalon names'), msg('The same cards under the names of The Resistance: Avalon: Merlin, the Assassin, Percival, Morgana, Mordred, Oberon, the Lady of the Lake; Loyal servants of Arthur and Minions of Mordred.'), avalon, (on) => t.setTableNames(on ? 'avalon' : null))}
    <div class="actions">
      <button type="button" id="${p}-avalon-preset" aria-describedby="${p}-avalon-preset-hint" @click=${() => void preset()}>${msg('Avalon: Merlin and the Assassin')}</button>
    </div>
    <p class="hint" id="${p}-avalon-preset-hint">${msg('Avalon names and the Assassin module; from 7 players the Lady of the Lake too. Then choose the optional characters.')}</p>
    ${avalon && assassin
      ? html`<fieldset class="nested">
          <legend>${msg('Optional characters with Merlin and the Assassin')}</legend>
          ${AVALON_ROLES.map(([key, role, name]) =>
            t.box(name, avalonRoleName(role)!, avalonRoleHint(role)!, assassin[key] === true, (on) => (t.roles = { ...(t.roles ?? {}), assassin: { ...assassin, [key]: on } })),
          )}
          ${t.moduleValue('inquisitor') === undefined
            ? nothing
            : t.box('avalon-lady', ladyOfTheLake(true), avalonRoleHint('inquisitor')!, t.moduleValue('inquisitor') === true, (on) => t.setModuleValue('inquisitor', on))}
        </fieldset>`
      : nothing}
  </fieldset>`;
}
