import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import type { AssassinOptions, DefectorVariant, HunterOptions, RoleOptions } from '../engine.ts';
import { fire, LightElement } from '../../../platform/a11y/light-element.ts';

/**
 * The role modules of a new game (issue 7; rules §4.1, §4.3, §4.4): the Assassin with its optional
 * roles (R-ASN-OPT), the Defector in variant I or II (R-DEF-V1, R-DEF-V2), and the Hunter with its
 * optional roles and Branding (R-HUN-OPT, R-HUN-BRAND). Loaded by the setup screen when the
 * player opens this part (start-up budget). The engine checks the combination at the start
 * (`validateRoles`: e.g. the Body Guard at 5 players needs the Deep Cover or the False Commander).
 *
 * @fires rs-role-options {RoleOptions | null} on every change (`null` when no role module is on)
 */
@customElement('rs-role-options')
export class RsRoleOptions extends LightElement {
  @property({ attribute: false }) value: RoleOptions | null = null;

  /** Moves focus to the first control. */
  focusFirst(): void {
    this.querySelector<HTMLInputElement>('#setup-assassin')?.focus();
  }

  private get assassin(): AssassinOptions | null {
    const a = this.value?.assassin;
    return a ? (a === true ? {} : a) : null;
  }

  private get hunter(): HunterOptions | null {
    const h = this.value?.hunter;
    return h ? (h === true ? {} : h) : null;
  }

  private emit(next: RoleOptions): void {
    const on = next.assassin || next.defector || next.hunter;
    this.value = on ? next : null;
    fire(this, 'rs-role-options', this.value);
  }

  private box(id: string, label: string, hint: string, checked: boolean, set: (on: boolean) => void) {
    return html`<label class="choice">
        <input type="checkbox" id=${id} .checked=${checked} aria-describedby="${id}-hint" @change=${(e: Event) => set((e.target as HTMLInputElement).checked)} />
        <span>${label}</span>
      </label>
      <p class="hint" id="${id}-hint">${hint}</p>`;
  }

  protected override render() {
    const value = this.value ?? {};
    const assassin = this.assassin;
    const hunter = this.hunter;
    const defector: DefectorVariant | null = value.defector ?? null;
    const setAssassin = (options: AssassinOptions | null) => this.emit({ ...value, assassin: options });
    const setHunter = (options: HunterOptions | null) => this.emit({ ...value, hunter: options });
    const assassinFlag = (key: keyof AssassinOptions, id: string, label: string, hint: string) =>
      this.box(id, label, hint, assassin?.[key] === true, (on) => setAssassin({ ...assassin, [key]: on }));
    const hunterFlag = (key: keyof HunterOptions, id: string, label: string, hint: string) =>
      this.box(id, label, hint, hunter?.[key] === true, (on) => setHunter({ ...hunter, [key]: on }));
    return html`<fieldset>
      <legend>${msg('Role modules')}</legend>
      ${this.box('setup-assassin', msg('Assassin'), msg('The Commander knows the spies; after three successes the Assassin may still win by naming the Commander.'), assassin !== null, (on) => setAssassin(on ? {} : null))}
      ${assassin
        ? html`<fieldset class="nested">
            <legend>${msg('Optional roles of the Assassin module')}</legend>
            ${assassinFlag('bodyGuard', 'setup-body-guard', msg('Body Guard'), msg('Resistance: learns the Commander (and the False Commander, who looks the same).'))}
            ${assassinFlag('blindSpy', 'setup-blind-spy', msg('Blind Spy'), msg('Spy: does not learn the other spies and they do not learn them.'))}
            ${assassinFlag('deepCover', 'setup-deep-cover', msg('Deep Cover'), msg('Spy: not revealed to the Commander.'))}
            ${assassinFlag('falseCommander', 'setup-false-commander', msg('False Commander'), msg('Spy: shown to the Body Guard together with the Commander.'))}
          </fieldset>`
        : ''}
      ${this.box('setup-defector', msg('Defector'), msg('A Resistance Defector and a Spy Defector.'), defector !== null, (on) => this.emit({ ...value, defector: on ? 'I' : null }))}
      ${defector
        ? html`<fieldset class="nested">
            <legend>${msg('Defector variant')}</legend>
            <label class="choice">
              <input type="radio" name="defector-variant" id="setup-defector-1" .checked=${defector === 'I'} @change=${() => this.emit({ ...value, defector: 'I' })} />
              <span>${msg('Variant I: loyalty cards at missions 3, 4 and 5 may make them switch sides')}</span>
            </label>
            <label class="choice">
              <input type="radio" name="defector-variant" id="setup-defector-2" .checked=${defector === 'II'} @change=${() => this.emit({ ...value, defector: 'II' })} />
              <span>${msg('Variant II: the two Defectors know each other')}</span>
            </label>
          </fieldset>`
        : ''}
      ${this.box('setup-hunter', msg('Hunter'), msg('Chiefs and Hunters on both sides: each side must find the other side\'s Chief to win.'), hunter !== null, (on) => setHunter(on ? {} : null))}
      ${hunter
        ? html`<fieldset class="nested">
            <legend>${msg('Optional roles of the Hunter module')}</legend>
            ${hunterFlag('dummyAgent', 'setup-dummy-agent', msg('Dummy Agent'), msg('Resistance: may show the Resistance Chief\'s card when investigated.'))}
            ${hunterFlag('coordinator', 'setup-coordinator', msg('Coordinator'), msg('Resistance: known to the Resistance Chiefs; if the Spy Hunter accuses them, the spies win.'))}
            ${hunterFlag('deepAgent', 'setup-deep-agent', msg('Deep Agent'), msg('Spy: does not learn the other spies, but they learn them.'))}
            ${hunterFlag('pretender', 'setup-pretender', msg('Pretender'), msg('Resistance: looks like the Deep Agent to the spies. Needs the Deep Agent.'))}
            ${hunterFlag('branding', 'setup-branding', msg('Branding'), msg('Once per game the Deep Agent may accuse a player of being the Pretender and swap cards. Needs both.'))}
          </fieldset>`
        : ''}
    </fieldset>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-role-options': RsRoleOptions;
  }
  interface HTMLElementEventMap {
    'rs-role-options': CustomEvent<RoleOptions | null>;
  }
}
