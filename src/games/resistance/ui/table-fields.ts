import { html } from 'lit';
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import { MAX_PLAYERS, MIN_PLAYERS, spyCount } from '../core/tables.ts';
import type { Mission5Rule, ModulesInput, RoleOptions, TableNames, Variant } from '../engine.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { playersText, resistanceText, spiesText } from '../text/home-text.ts';
import { useTableNames } from '../text/table-names.ts';
import { MODULE_UIS } from './modules.ts';
import { loadModuleSetups, moduleSetups } from './module-setups.ts';
import type { LoadedSetup } from './module-setups.ts';
import type { SetupFields } from './module-ui.ts';

/** "Player 3": the name a seat has until one is typed. */
function defaultName(seat: number): string {
  return msg(str`Player ${seat + 1}`);
}

/**
 * The fields every new table has, for the app's setup (`rs-setup`, id prefix `setup`) and a
 * room's (`rs-room-setup`, prefix `room-setup`): the number of players with its spy count
 * (R-SET-1, R-SET-2), the names in seat order (filled in and distinct, so that every sentence
 * names one person), the first leader chosen or drawn at random (R-SET-4), the variants
 * (R-VAR-TGT with its mission-5 rule, R-VAR-BLIND) and the expansion modules (each module's own
 * fields from its UI line, ui/modules.ts: the plot cards', the Trapper's, the Inquisitor's, the
 * Reversers' with R-REVS-OPT; loaded on first need, {@link loadModules}) and the role modules (`rs-role-options`, loaded
 * when its button `${prefix}-roles-open` is pressed). A Lit controller: it keeps the values, renders the
 * fields into its host's light DOM (ids `${prefix}-count`, `${prefix}-name-N`, `${prefix}-leader`,
 * `${prefix}-targeting`, radios `${prefix}-mission5`, `${prefix}-blind`,
 * each module's (`${prefix}-plot`, `${prefix}-trapper`, `${prefix}-inquisitor`,
 * `${prefix}-reverser-resistance`, `${prefix}-reverser-spy`, `${prefix}-reverser-hidden`)) and asks it to update after each change.
 */
export class TableFields implements ReactiveController {
  count = MIN_PLAYERS;
  names: string[] = Array.from({ length: MAX_PLAYERS }, (_, i) => defaultName(i));
  /** A seat as text, or `'random'`. */
  firstLeader = 'random';
  /** Error text by seat, for the names. */
  nameErrors: string[] = [];
  targeting = false;
  mission5Rule: Mission5Rule = 'two-successes';
  blindSpies = false;
  /** Each module's values in the form (its UI line's `setup`), by module id; a module not here has its initial values. */
  private readonly moduleValues = new Map<string, unknown>();
  /** The role modules, chosen in `rs-role-options` once its part is opened; `null` without any. */
  roles: RoleOptions | null = null;
  private rolesOpen = false;
  /**
   * The names the table plays under (setup `names`, docs/avalon.md): `'avalon'`, or `null` for The
   * Resistance's own. The form's own labels follow it ({@link setTableNames}).
   */
  tableNames: TableNames | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    readonly prefix: 'setup' | 'room-setup',
  ) {
    host.addController(this);
  }

  /** The form's labels follow its names (a game shown before may have played under others). */
  hostConnected(): void {
    useTableNames(this.tableNames);
  }

  /** "7 players: 4 resistance and 3 spies." (R-SET-2) */
  countHint(): string {
    const spies = spyCount(this.count);
    return msg(str`${playersText(this.count)}: ${resistanceText(this.count - spies)} and ${spiesText(spies)}.`);
  }

  /** The names, trimmed, when all are valid; else `null`, with the errors shown, the first one announced and focused. */
  players(): string[] | null {
    const names = this.names.slice(0, this.count).map((n) => n.trim());
    const errors = names.map((name, seat) => {
      if (name === '') return msg(str`Seat ${seat + 1} needs a name.`);
      const first = names.findIndex((other) => other.toLocaleLowerCase() === name.toLocaleLowerCase());
      if (first !== seat) return msg(str`Seats ${first + 1} and ${seat + 1} are both called ${name}: give each player a different name.`);
      return '';
    });
    this.nameErrors = errors;
    this.host.requestUpdate();
    const firstError = errors.findIndex((e) => e !== '');
    if (firstError < 0) return names;
    announcer.announce(errors[firstError]!, 'assertive');
    void this.host.updateComplete.then(() => this.host.querySelector<HTMLInputElement>(`#${this.prefix}-name-${firstError}`)?.focus());
    return null;
  }

  /** The first leader's seat, or `null` for a draw at random. */
  leaderSeat(): number | null {
    return this.firstLeader === 'random' ? null : Number(this.firstLeader);
  }

  variants(): Variant[] {
    const variants: Variant[] = [];
    if (this.targeting) variants.push('targeting');
    if (this.blindSpies) variants.push('blind-spies');
    return variants;
  }

  /** The modules chosen, or `null` without any. */
  modules(): ModulesInput | null {
    if (!this.modulesOn()) return null;
    return this.moduleInputs();
  }

  /** Loads the modules' own fields (ui/module-setups.ts) before they are drawn: the app's setup when its modules part opens. */
  loadModules(): Promise<unknown> {
    return loadModuleSetups();
  }

  /** The modules' setup parts once loaded, else none (no module can be on before). */
  private setups(): readonly LoadedSetup[] {
    return moduleSetups() ?? [];
  }

  /** A module's values in the form: as changed, else its initial ones. */
  private valueOf({ id, part }: LoadedSetup): unknown {
    return this.moduleValues.has(id) ? this.moduleValues.get(id) : part.initial();
  }

  /** Whether any of the modules' own fields (their UI lines) is on. */
  private modulesOn(): boolean {
    return this.setups().some((s) => s.part.on(this.valueOf(s)));
  }

  /**
   * The modules' keys of `setup.modules` (their UI lines), off ones as `false`; for a room
   * (`room`), the keys its protocol takes (room/protocol.ts `RoomSetupInput`).
   */
  moduleInputs(room = false): ModulesInput {
    return Object.assign(
      {},
      ...this.setups().map((s) => {
        const value = this.valueOf(s);
        return (room && s.part.room ? s.part.room(value) : s.part.input(value)) ?? {};
      }),
    ) as ModulesInput;
  }

  /** The names of the modules' own options that are on, for the setup's summary ("Inquisitor"). */
  moduleSummary(): string[] {
    return this.setups().flatMap((s) => s.part.summary(this.valueOf(s)));
  }

  /**
   * Plays under `names` (`null`: The Resistance's own): the form's labels say the cards' names
   * under them from now on (text/table-names.ts `useTableNames`), as the game will.
   */
  setTableNames(names: TableNames | null): void {
    useTableNames(names);
    this.set(() => (this.tableNames = names));
  }

  /**
   * The quick preset "Avalon: Merlin and the Assassin" (docs/avalon.md): Avalon's names and the
   * Assassin module (Merlin and the Assassin, R-ASN-1), its optional roles as they were; from 7
   * players the Lady of the Lake (the Inquisitor, R-INQ-1: "best with 7+", as Avalon advises) is
   * turned on too. Loads the modules' setup parts first (the Lady of the Lake is one).
   */
  async avalonPreset(): Promise<void> {
    await this.loadModules();
    const assassin = this.roles?.assassin;
    this.roles = { ...(this.roles ?? {}), assassin: assassin && typeof assassin === 'object' ? assassin : {} };
    if (this.count >= 7) this.setModuleValue('inquisitor', true);
    this.setTableNames('avalon');
  }

  /** Once the form has drawn its change, moves focus to its field `name` (id `${prefix}-${name}`). */
  async focusField(name: string): Promise<void> {
    await this.host.updateComplete;
    this.host.querySelector<HTMLElement>(`#${this.prefix}-${name}`)?.focus();
  }

  /** The value of the module `id`'s own fields in the form (its UI line's `setup`), or `undefined` before they are loaded. */
  moduleValue(id: string): unknown {
    const s = this.setups().find((setup) => setup.id === id);
    return s ? this.valueOf(s) : undefined;
  }

  /** Sets the module `id`'s value in the form (as its fields would: the Inquisitor's is whether it is on). */
  setModuleValue(id: string, value: unknown): void {
    this.set(() => this.moduleValues.set(id, value));
  }

  /** Applies a change of the form's values, then asks the host to update (the parts' fields, setup-parts.ts, too). */
  set(change: () => void): void {
    change();
    this.host.requestUpdate();
  }

  private setCount(value: string): void {
    this.set(() => {
      this.count = Number(value);
      if (this.firstLeader !== 'random' && Number(this.firstLeader) >= this.count) this.firstLeader = 'random';
      this.nameErrors = [];
    });
    announcer.announce(this.countHint(), 'polite', { key: 'status' });
  }

  private setName(seat: number, value: string): void {
    this.set(() => {
      const names = [...this.names];
      names[seat] = value;
      this.names = names;
      if (this.nameErrors[seat]) {
        const errors = [...this.nameErrors];
        errors[seat] = '';
        this.nameErrors = errors;
      }
    });
  }

  /** A checkbox with its hint, ids `${prefix}-${name}` and `${prefix}-${name}-hint`; `change` gets the new value, then the form updates. */
  box(name: string, label: string, hint: string, checked: boolean, change: (value: boolean) => void): TemplateResult {
    const id = `${this.prefix}-${name}`;
    return html`<label class="choice">
        <input type="checkbox" id=${id} .checked=${checked} aria-describedby="${id}-hint" @change=${(e: Event) => this.set(() => change((e.target as HTMLInputElement).checked))} />
        <span>${label}</span>
      </label>
      <p class="hint" id="${id}-hint">${hint}</p>`;
  }

  /** The number of players, the names in seat order and the first leader. */
  renderPlayers(): TemplateResult {
    const p = this.prefix;
    const count = this.count;
    return html`<div class="field">
        <label for="${p}-count">${msg('Number of players')}</label>
        <select id="${p}-count" aria-describedby="${p}-count-hint" @change=${(e: Event) => this.setCount((e.target as HTMLSelectElement).value)}>
          ${Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i).map(
            (n) => html`<option value=${n} ?selected=${n === count}>${n}</option>`,
          )}
        </select>
        <p class="hint" id="${p}-count-hint">${this.countHint()}</p>
      </div>

      <fieldset>
        <legend>${msg('Player names, in seat order, clockwise')}</legend>
        ${Array.from({ length: count }, (_, seat) => {
          const error = this.nameErrors[seat] ?? '';
          return html`<div class="field">
            <label for="${p}-name-${seat}">${msg(str`Seat ${seat + 1}`)}</label>
            <input
              type="text"
              id="${p}-name-${seat}"
              autocomplete="off"
              .value=${this.names[seat] ?? ''}
              aria-invalid=${error ? 'true' : 'false'}
              aria-describedby="${p}-name-error-${seat}"
              @input=${(e: Event) => this.setName(seat, (e.target as HTMLInputElement).value)}
            />
            <p class="error" id="${p}-name-error-${seat}">${error}</p>
          </div>`;
        })}
      </fieldset>

      <div class="field">
        <label for="${p}-leader">${msg('First leader')}</label>
        <select id="${p}-leader" @change=${(e: Event) => this.set(() => (this.firstLeader = (e.target as HTMLSelectElement).value))}>
          <option value="random" ?selected=${this.firstLeader === 'random'}>${msg('Draw at random')}</option>
          ${Array.from({ length: count }, (_, seat) => {
            const name = this.names[seat]?.trim() || defaultName(seat);
            return html`<option value=${seat} ?selected=${this.firstLeader === String(seat)}>${name}</option>`;
          })}
        </select>
      </div>`;
  }

  /** The expansion modules: each module's own fields (its UI line), in the UI list's order, once loaded ({@link loadModules}). */
  renderModules(): TemplateResult {
    // What the modules' own fields draw with.
    const fields: SetupFields = { prefix: this.prefix, box: (name, label, hint, checked, change) => this.box(name, label, hint, checked, change) };
    return html`<fieldset>
      <legend>${msg('Expansion modules')}</legend>
      ${this.setups().map((s) => s.part.render(fields, this.valueOf(s), (change) => this.set(() => this.moduleValues.set(s.id, change(this.valueOf(s))))))}
    </fieldset>`;
  }

  /** Opens the role modules' part of the form (its component loads on first use), focus on its first control. */
  private async openRoles(): Promise<void> {
    await import('./rs-role-options.ts');
    this.set(() => (this.rolesOpen = true));
    await this.host.updateComplete;
    const options = this.host.querySelector<HTMLElement & { focusFirst(): void; updateComplete: Promise<unknown> }>('rs-role-options');
    await options?.updateComplete;
    options?.focusFirst();
  }

  /**
   * The role modules' button, closed: none is on until its part is opened ("Role modules: none",
   * as the other parts of the setup say what is chosen), and what it offers is its description
   * ("Offered: Assassin, Defector, Hunter.": the UI lines' `roleSetup` names, in the UI list's order).
   */
  private rolesLabel(): { label: string; offered: string } {
    const names = MODULE_UIS.flatMap((m) => (m.roleSetup ? [m.roleSetup.name()] : [])).join(', ');
    return { label: msg(str`Role modules: ${msg('none')}`), offered: msg(str`Offered: ${names}.`) };
  }

  /**
   * The role modules: a button that opens their part of the form ("Role modules: none", described
   * by the modules it offers), then `rs-role-options`.
   */
  renderRoles(): TemplateResult {
    if (this.rolesOpen) {
      return html`<rs-role-options .value=${this.roles} .names=${this.tableNames} @rs-role-options=${(e: CustomEvent<RoleOptions | null>) => this.set(() => (this.roles = e.detail))}></rs-role-options>`;
    }
    const { label, offered } = this.rolesLabel();
    return html`<div class="actions">
        <button type="button" id="${this.prefix}-roles-open" aria-expanded="false" aria-describedby="${this.prefix}-roles-offered" @click=${() => void this.openRoles()}>
          ${label}
        </button>
      </div>
      <p class="hint" id="${this.prefix}-roles-offered">${offered}</p>`;
  }
}
