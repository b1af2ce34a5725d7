import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { Mission5Rule, ModulesInput, RoleOptions, TableNames, Variant } from '../engine.ts';
import { fire, LightElement } from '../../../platform/a11y/light-element.ts';
import { TableFields } from './table-fields.ts';

/** Detail of `rs-start`: the table, with the first leader as a seat or drawn at random. */
export interface StartDetail {
  players: string[];
  firstLeader: number | 'random';
  variants: Variant[];
  mission5Rule: Mission5Rule;
  /** `'physical'`: the table deals physical cards; `'app'`: the app deals and holds the roles (R-SET-3). */
  cards: 'physical' | 'app';
  /** Votes collected in private turns on this phone (R-VOTE-1). */
  secretVotes: boolean;
  /** Expansion modules, or `null` without any. */
  modules: ModulesInput | null;
  /** Role modules (Assassin, Defector, Hunter), or `null` without any. */
  roles: RoleOptions | null;
  /** The names the table plays under (docs/avalon.md): `'avalon'`, or `null` for The Resistance's own. */
  names?: TableNames | null;
}

/**
 * The setup screen (R-SET-1, R-SET-4, R-VAR-TGT, R-VAR-BLIND): number of players 5–10, names in
 * seat order (defaults "Player 1"…), the first leader chosen or drawn at random, variants,
 * expansion and role modules, the names of the cards (Avalon's, docs/avalon.md, with the quick
 * preset "Avalon: Merlin and the Assassin") (those fields are `TableFields`, shared with rs-room-setup), and
 * how the cards are dealt and the votes taken on this device (R-SET-3, R-VOTE-1).
 * Names must be filled in and distinct, so every sentence and table cell names one person.
 *
 * A short form: the character cards, the variants and the expansion modules are each
 * behind a disclosure (`<details>`, closed at first) whose summary says what is chosen now
 * ("Expansion modules: none", "Expansion modules: Trapper, Inquisitor"), so the number of players,
 * the names, the first leader and Start game come first; the role modules open with their button.
 *
 * @fires rs-start {StartDetail} when a valid table is submitted
 */
@customElement('rs-setup')
export class RsSetup extends LightElement {
  /** The number of players, names, first leader, variants and modules (shared with rs-room-setup). */
  private readonly table = new TableFields(this, 'setup');
  @state() private cards: 'physical' | 'app' = 'physical';
  @state() private secretVotes = false;

  /** Moves focus to the first control of the setup. */
  focusFirst(): void {
    this.querySelector<HTMLElement>('#setup-count')?.focus();
  }

  /** The parts' fields (setup-parts.ts), loaded when a part is first opened. */
  private parts: typeof import('./setup-parts.ts') | null = null;

  /** The disclosures open now, by id: a closed one's fields are not drawn (below). */
  @state() private openParts: ReadonlySet<string> = new Set();

  /**
   * A part of the form behind a disclosure; `summary` says what is chosen in it now. Its fields
   * are drawn only while it is open (`content` is called then): a closed `<details>` shows none of
   * them and keeps them out of the accessibility tree anyway, and drawing them cost the first
   * screen a good part of its time (docs/performance.md, "Where the second visit's time goes").
   * The values stay in the form's state (`TableFields`, `cards`, `secretVotes`) when it closes.
   */
  private disclosure(id: string, summary: string, content: () => TemplateResult): TemplateResult {
    const open = this.openParts.has(id);
    return html`<details class="setup-part" id=${id} .open=${open} @toggle=${(e: Event) => void this.toggled(e.target as HTMLDetailsElement)}>
      <summary>${summary}</summary>
      ${open ? content() : nothing}
    </details>`;
  }

  /**
   * Keeps {@link openParts} in step with a disclosure opened or closed by the user; the modules'
   * part draws once their fields are loaded (table-fields.ts `loadModules`, not at start-up).
   */
  private async toggled(details: HTMLDetailsElement): Promise<void> {
    const id = details.id;
    if (details.open && !this.parts) this.parts = await import('./setup-parts.ts');
    if (details.open && id === 'setup-modules-part') await this.table.loadModules();
    const open = details.open; // as it is now: it may have been closed while the fields loaded
    if (this.openParts.has(id) === open) return;
    const next = new Set(this.openParts);
    if (open) next.add(id);
    else next.delete(id);
    this.openParts = next;
  }

  /** "Character cards: physical cards" / "Character cards: the app deals, secret votes". */
  private cardsSummary(): string {
    const parts = [this.cards === 'app' ? msg('the app deals') : msg('physical cards')];
    if (this.secretVotes) parts.push(msg('secret votes'));
    return msg(str`Character cards: ${parts.join(', ')}`);
  }

  /** "Names of the cards: The Resistance" / "Names of the cards: Avalon". */
  private namesSummary(): string {
    return msg(str`Names of the cards: ${this.table.tableNames === 'avalon' ? msg('Avalon') : msg('The Resistance')}`);
  }

  /** "Variants: none" / "Variants: Targeting, Blind spies". */
  private variantsSummary(): string {
    const t = this.table;
    const on = [...(t.targeting ? [msg('Targeting')] : []), ...(t.blindSpies ? [t.tableNames === 'avalon' ? msg('Blind minions of Mordred') : msg('Blind spies')] : [])];
    return msg(str`Variants: ${on.length > 0 ? on.join(', ') : msg('none')}`);
  }

  /** "Expansion modules: none" / "Expansion modules: Trapper, Inquisitor". */
  private modulesSummary(): string {
    const t = this.table;
    const on: string[] = [];
    on.push(...t.moduleSummary());
    return msg(str`Expansion modules: ${on.length > 0 ? on.join(', ') : msg('none')}`);
  }

  private submit(event: Event): void {
    event.preventDefault();
    const t = this.table;
    const players = t.players();
    if (!players) return;
    fire(this, 'rs-start', {
      players,
      firstLeader: t.leaderSeat() ?? 'random',
      variants: t.variants(),
      mission5Rule: t.mission5Rule,
      cards: this.cards,
      secretVotes: this.secretVotes,
      modules: t.modules(),
      roles: this.table.roles,
      ...(t.tableNames ? { names: t.tableNames } : {}),
    });
  }

  protected override render() {
    return html`
      <section aria-labelledby="setup-heading">
        <h2 id="setup-heading" tabindex="-1">${msg('New game')}</h2>
        <form @submit=${this.submit} novalidate>
          ${this.table.renderPlayers()}
          <!-- What the app does, after the players: a phone's first screen at 320 px
               with 200% text holds the heading and the first field, the number of players. -->
          <p>
            ${msg('This app keeps the board: missions, leader, vote track and every vote. It can also deal the cards and collect secret votes and mission cards on one phone passed round the table.')}
          </p>

          ${this.disclosure(
            'setup-cards-part',
            this.cardsSummary(),
            () => this.parts!.cardsFieldset(this.cards, this.secretVotes, (cards) => (this.cards = cards), (on) => (this.secretVotes = on)),
          )}
          ${this.disclosure('setup-variants-part', this.variantsSummary(), () => this.parts!.variantsFieldset(this.table))}
          ${this.disclosure(
            'setup-modules-part',
            this.modulesSummary(),
            () => this.table.renderModules(),
          )}
          ${this.disclosure('setup-names-part', this.namesSummary(), () => this.parts!.namesFieldset(this.table))}
          ${this.table.renderRoles()}

          <div class="actions">
            <button type="submit" class="primary">${msg('Start game')}</button>
          </div>
        </form>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-setup': RsSetup;
  }
  interface HTMLElementEventMap {
    'rs-start': CustomEvent<StartDetail>;
  }
}
