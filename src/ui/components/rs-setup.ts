import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { MAX_PLAYERS, MIN_PLAYERS, spyCount } from '../../engine/tables.ts';
import type { Mission5Rule, ModulesInput, RoleOptions, Variant } from '../../engine/index.ts';
import { announcer } from '../announcer.ts';
import { fire, LightElement } from '../light-element.ts';
import { playersText, resistanceText, spiesText } from '../text.ts';

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
  /** Expansion modules (issue 6), or `null` without any. */
  modules: ModulesInput | null;
  /** Role modules (issue 7: Assassin, Defector, Hunter), or `null` without any. */
  roles: RoleOptions | null;
}

/**
 * The setup screen (R-SET-1, R-SET-4, R-VAR-TGT, R-VAR-BLIND): number of players 5–10, names in
 * seat order (defaults "Player 1"…), the first leader chosen or drawn at random, and variants.
 * Names must be filled in and distinct, so every sentence and table cell names one person.
 *
 * @fires rs-start {StartDetail} when a valid table is submitted
 */
@customElement('rs-setup')
export class RsSetup extends LightElement {
  @state() private count = MIN_PLAYERS;
  @state() private names: string[] = Array.from({ length: MAX_PLAYERS }, (_, i) => defaultName(i));
  @state() private firstLeader = 'random';
  @state() private targeting = false;
  @state() private blindSpies = false;
  @state() private mission5Rule: Mission5Rule = 'two-successes';
  @state() private cards: 'physical' | 'app' = 'physical';
  @state() private secretVotes = false;
  @state() private trapper = false;
  @state() private inquisitor = false;
  @state() private resistanceReverser = false;
  @state() private spyReverser = false;
  @state() private plot = false;
  /** R-REVS-OPT: the Spy Reverser is hidden from the other spies at the reveal. */
  @state() private spyHidden = false;
  @state() private modulesError = '';
  /** The role modules (issue 7), chosen in `rs-role-options` once its part is opened. */
  @state() private roles: RoleOptions | null = null;
  @state() private rolesOpen = false;
  /** Error text by seat, for names. */
  @state() private nameErrors: string[] = [];

  /** Moves focus to the first control of the setup. */
  focusFirst(): void {
    this.querySelector<HTMLElement>('#setup-count')?.focus();
  }

  private setCount(value: string): void {
    this.count = Number(value);
    if (this.firstLeader !== 'random' && Number(this.firstLeader) >= this.count) this.firstLeader = 'random';
    this.nameErrors = [];
    announcer.announce(this.countHint(), 'polite', { key: 'status' });
  }

  /** "7 players: 4 resistance and 3 spies." (R-SET-2) */
  private countHint(): string {
    const spies = spyCount(this.count);
    return msg(str`${playersText(this.count)}: ${resistanceText(this.count - spies)} and ${spiesText(spies)}.`);
  }

  private setName(seat: number, value: string): void {
    const names = [...this.names];
    names[seat] = value;
    this.names = names;
    if (this.nameErrors[seat]) {
      const errors = [...this.nameErrors];
      errors[seat] = '';
      this.nameErrors = errors;
    }
  }

  private validate(): string[] {
    const names = this.names.slice(0, this.count).map((n) => n.trim());
    return names.map((name, seat) => {
      if (name === '') return msg(str`Seat ${seat + 1} needs a name.`);
      const first = names.findIndex((other) => other.toLocaleLowerCase() === name.toLocaleLowerCase());
      if (first !== seat) return msg(str`Seats ${first + 1} and ${seat + 1} are both called ${name}: give each player a different name.`);
      return '';
    });
  }

  private submit(event: Event): void {
    event.preventDefault();
    const errors = this.validate();
    this.nameErrors = errors;
    const firstError = errors.findIndex((e) => e !== '');
    if (firstError >= 0) {
      announcer.announce(errors[firstError]!, 'assertive');
      void this.updateComplete.then(() => this.querySelector<HTMLInputElement>(`#setup-name-${firstError}`)?.focus());
      return;
    }
    const anyModule = this.plot || this.trapper || this.inquisitor || this.resistanceReverser || this.spyReverser;
    this.modulesError = '';
    const variants: Variant[] = [];
    if (this.targeting) variants.push('targeting');
    if (this.blindSpies) variants.push('blind-spies');
    fire<StartDetail>(this, 'rs-start', {
      players: this.names.slice(0, this.count).map((n) => n.trim()),
      firstLeader: this.firstLeader === 'random' ? 'random' : Number(this.firstLeader),
      variants,
      mission5Rule: this.mission5Rule,
      cards: this.cards,
      secretVotes: this.secretVotes,
      modules: anyModule
        ? {
            plot: this.plot,
            trapper: this.trapper,
            inquisitor: this.inquisitor,
            reverser:
              this.resistanceReverser || this.spyReverser
                ? { resistance: this.resistanceReverser, spy: this.spyReverser, ...(this.spyReverser && this.spyHidden ? { spyHidden: true } : {}) }
                : null,
          }
        : null,
      roles: this.roles,
    });
  }

  /** Opens the role modules' part of the form (its component loads on first use). */
  private async openRoles(): Promise<void> {
    await import('./rs-role-options.ts');
    this.rolesOpen = true;
    await this.updateComplete;
    const options = this.querySelector<HTMLElement & { focusFirst(): void; updateComplete: Promise<unknown> }>('rs-role-options');
    await options?.updateComplete;
    options?.focusFirst();
  }

  private moduleBox(id: string, label: string, hint: string, checked: boolean, set: (value: boolean) => void) {
    return html`<label class="choice">
        <input
          type="checkbox"
          id=${id}
          .checked=${checked}
          aria-describedby="${id}-hint"
          @change=${(e: Event) => {
            set((e.target as HTMLInputElement).checked);
            this.modulesError = '';
          }}
        />
        <span>${label}</span>
      </label>
      <p class="hint" id="${id}-hint">${hint}</p>`;
  }

  protected override render() {
    const count = this.count;
    return html`
      <section aria-labelledby="setup-heading">
        <h2 id="setup-heading" tabindex="-1">${msg('New game')}</h2>
        <p>
          ${msg('This app keeps the board: missions, leader, vote track and every vote. It can also deal the cards and collect secret votes and mission cards on one phone passed round the table.')}
        </p>
        <form @submit=${this.submit} novalidate>
          <div class="field">
            <label for="setup-count">${msg('Number of players')}</label>
            <select id="setup-count" aria-describedby="setup-count-hint" @change=${(e: Event) => this.setCount((e.target as HTMLSelectElement).value)}>
              ${Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i).map(
                (n) => html`<option value=${n} ?selected=${n === count}>${n}</option>`,
              )}
            </select>
            <p class="hint" id="setup-count-hint">${this.countHint()}</p>
          </div>

          <fieldset>
            <legend>${msg('Player names, in seat order, clockwise')}</legend>
            ${Array.from({ length: count }, (_, seat) => {
              const error = this.nameErrors[seat] ?? '';
              return html`<div class="field">
                <label for="setup-name-${seat}">${msg(str`Seat ${seat + 1}`)}</label>
                <input
                  type="text"
                  id="setup-name-${seat}"
                  autocomplete="off"
                  .value=${this.names[seat] ?? ''}
                  aria-invalid=${error ? 'true' : 'false'}
                  aria-describedby="setup-name-error-${seat}"
                  @input=${(e: Event) => this.setName(seat, (e.target as HTMLInputElement).value)}
                />
                <p class="error" id="setup-name-error-${seat}">${error}</p>
              </div>`;
            })}
          </fieldset>

          <div class="field">
            <label for="setup-leader">${msg('First leader')}</label>
            <select id="setup-leader" @change=${(e: Event) => (this.firstLeader = (e.target as HTMLSelectElement).value)}>
              <option value="random" ?selected=${this.firstLeader === 'random'}>${msg('Draw at random')}</option>
              ${Array.from({ length: count }, (_, seat) => {
                const name = this.names[seat]?.trim() || defaultName(seat);
                return html`<option value=${seat} ?selected=${this.firstLeader === String(seat)}>${name}</option>`;
              })}
            </select>
          </div>

          <fieldset>
            <legend>${msg('Character cards')}</legend>
            <label class="choice">
              <input type="radio" name="cards" id="setup-cards-physical" aria-describedby="setup-cards-physical-hint" .checked=${this.cards === 'physical'} @change=${() => (this.cards = 'physical')} />
              <span>${msg('Physical cards')}</span>
            </label>
            <p class="hint" id="setup-cards-physical-hint">
              ${msg('Deal the cards at the table (tactile cards included); the app keeps the board and can read the spy reveal script.')}
            </p>
            <label class="choice">
              <input type="radio" name="cards" id="setup-cards-app" aria-describedby="setup-cards-app-hint" .checked=${this.cards === 'app'} @change=${() => (this.cards = 'app')} />
              <span>${msg('The app deals: pass this phone round')}</span>
            </label>
            <p class="hint" id="setup-cards-app-hint">
              ${msg('Each player learns their card, and the spies each other, in a private turn on this phone; mission cards are played in private turns too.')}
            </p>
            <label class="choice">
              <input type="checkbox" id="setup-secret-votes" aria-describedby="setup-secret-votes-hint" .checked=${this.secretVotes} @change=${(e: Event) => (this.secretVotes = (e.target as HTMLInputElement).checked)} />
              <span>${msg('Secret votes on this phone')}</span>
            </label>
            <p class="hint" id="setup-secret-votes-hint">
              ${msg('Instead of showing votes at the table, each player votes in a private turn; all votes are revealed at once.')}
            </p>
          </fieldset>

          <fieldset>
            <legend>${msg('Variants')}</legend>
            <label class="choice">
              <input type="checkbox" id="setup-targeting" .checked=${this.targeting} aria-describedby="setup-targeting-hint" @change=${(e: Event) => (this.targeting = (e.target as HTMLInputElement).checked)} />
              <span>${msg('Targeting')}</span>
            </label>
            <p class="hint" id="setup-targeting-hint">
              ${msg('The leader also chooses which mission the team goes on; each mission is attempted once.')}
            </p>
            ${this.targeting
              ? html`<fieldset>
                  <legend>${msg('Mission 5 may be chosen after')}</legend>
                  <label class="choice">
                    <input type="radio" name="mission5" .checked=${this.mission5Rule === 'two-successes'} @change=${() => (this.mission5Rule = 'two-successes')} />
                    <span>${msg('two other missions succeeded (English rules)')}</span>
                  </label>
                  <label class="choice">
                    <input type="radio" name="mission5" .checked=${this.mission5Rule === 'two-done'} @change=${() => (this.mission5Rule = 'two-done')} />
                    <span>${msg('two other missions were done (Polish rules)')}</span>
                  </label>
                </fieldset>`
              : ''}
            <label class="choice">
              <input type="checkbox" id="setup-blind" .checked=${this.blindSpies} aria-describedby="setup-blind-hint" @change=${(e: Event) => (this.blindSpies = (e.target as HTMLInputElement).checked)} />
              <span>${msg('Blind spies')}</span>
            </label>
            <p class="hint" id="setup-blind-hint">${msg('Skip the spy reveal: spies do not know each other.')}</p>
          </fieldset>

          <fieldset aria-describedby="setup-modules-error">
            <legend>${msg('Expansion modules')}</legend>
            ${this.moduleBox('setup-plot', msg('Plot cards (The Plot Thickens)'), msg('Each round the leader draws plot cards and hands them out face up; the app says who may use which card, and when.'), this.plot, (v) => (this.plot = v))}
            ${this.moduleBox('setup-trapper', msg('Trapper'), msg('The leader takes one more player on each team, looks at one played mission card and sets it aside unrevealed.'), this.trapper, (v) => (this.trapper = v))}
            ${this.moduleBox('setup-inquisitor', msg('Inquisitor'), msg('After missions 2, 3 and 4 the Inquisitor checks the loyalty of a player; the token then passes to that player.'), this.inquisitor, (v) => (this.inquisitor = v))}
            ${this.moduleBox('setup-reverser-resistance', msg('Resistance Reverser'), msg('Reverser module: a Reverse card flips a mission result when exactly one is revealed.'), this.resistanceReverser, (v) => (this.resistanceReverser = v))}
            ${this.moduleBox('setup-reverser-spy', msg('Spy Reverser'), msg('Reverser module: the spies\' Reverser, who may play Success or Reverse, never Fail.'), this.spyReverser, (v) => (this.spyReverser = v))}
            ${this.spyReverser
              ? this.moduleBox('setup-reverser-hidden', msg('Hide the Spy Reverser from the other spies'), msg('Optional rule: at the reveal the Spy Reverser keeps their eyes closed; the spies do not learn each other fully.'), this.spyHidden, (v) => (this.spyHidden = v))
              : nothing}
            <p class="error" id="setup-modules-error">${this.modulesError}</p>
          </fieldset>
          ${this.rolesOpen
            ? html`<rs-role-options .value=${this.roles} @rs-role-options=${(e: CustomEvent<RoleOptions | null>) => (this.roles = e.detail)}></rs-role-options>`
            : html`<div class="actions">
                <button type="button" id="setup-roles-open" aria-expanded="false" @click=${() => void this.openRoles()}>
                  ${msg('Role modules: Assassin, Defector, Hunter')}
                </button>
              </div>`}

          <div class="actions">
            <button type="submit" class="primary">${msg('Start game')}</button>
          </div>
        </form>
      </section>
    `;
  }
}

function defaultName(seat: number): string {
  return msg(str`Player ${seat + 1}`);
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-setup': RsSetup;
  }
  interface HTMLElementEventMap {
    'rs-start': CustomEvent<StartDetail>;
  }
}
