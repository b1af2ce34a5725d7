import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { MAX_PLAYERS, MIN_PLAYERS, spyCount } from '../../engine/index.ts';
import type { Mission5Rule, RoleOptions, Variant } from '../../engine/index.ts';
import type { RoomSetupInput } from '../../session/room-client.ts';
import { announcer } from '../announcer.ts';
import { fire, LightElement } from '../light-element.ts';
import { playersText, resistanceText, spiesText } from '../text.ts';

/**
 * The setup of a room (R-SET-1, R-SET-4, R-VAR-TGT, R-VAR-BLIND, and the Trapper, Inquisitor and
 * Reverser modules, the plot cards (The Plot Thickens), and the role modules of issue 7 in `rs-role-options`): what the room server can run. No roles: the server deals them (R-SET-3), and
 * votes and mission cards are always secret, each on the player's own phone. Names must be
 * filled in and distinct, as in the table mode's setup (same sentences).
 *
 * @fires rs-room-create {RoomSetupInput} when a valid table is submitted
 */
@customElement('rs-room-setup')
export class RsRoomSetup extends LightElement {
  /** True while the room is being created (no second send). */
  @property({ type: Boolean }) busy = false;

  @state() private count = MIN_PLAYERS;
  @state() private names: string[] = Array.from({ length: MAX_PLAYERS }, (_, i) => defaultName(i));
  @state() private firstLeader = 'random';
  @state() private targeting = false;
  @state() private blindSpies = false;
  @state() private mission5Rule: Mission5Rule = 'two-successes';
  @state() private trapper = false;
  @state() private inquisitor = false;
  @state() private resistanceReverser = false;
  @state() private spyReverser = false;
  @state() private spyHidden = false;
  @state() private plot = false;
  @state() private nameErrors: string[] = [];
  /** The role modules (issue 7), chosen in `rs-role-options` once its part is opened. */
  @state() private roles: RoleOptions | null = null;
  @state() private rolesOpen = false;

  /** Moves focus to the first control. */
  focusFirst(): void {
    this.querySelector<HTMLElement>('#room-setup-count')?.focus();
  }

  private countHint(): string {
    const spies = spyCount(this.count);
    return msg(str`${playersText(this.count)}: ${resistanceText(this.count - spies)} and ${spiesText(spies)}.`);
  }

  private setCount(value: string): void {
    this.count = Number(value);
    if (this.firstLeader !== 'random' && Number(this.firstLeader) >= this.count) this.firstLeader = 'random';
    this.nameErrors = [];
    announcer.announce(this.countHint(), 'polite', { key: 'status' });
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
    if (this.busy) return;
    const errors = this.validate();
    this.nameErrors = errors;
    const firstError = errors.findIndex((e) => e !== '');
    if (firstError >= 0) {
      announcer.announce(errors[firstError]!, 'assertive');
      void this.updateComplete.then(() => this.querySelector<HTMLInputElement>(`#room-setup-name-${firstError}`)?.focus());
      return;
    }
    const variants: Variant[] = [];
    if (this.targeting) variants.push('targeting');
    if (this.blindSpies) variants.push('blind-spies');
    const reverser =
      this.resistanceReverser || this.spyReverser
        ? { resistance: this.resistanceReverser, spy: this.spyReverser, ...(this.spyReverser && this.spyHidden ? { spyHidden: true } : {}) }
        : null;
    const setup: RoomSetupInput = {
      players: this.names.slice(0, this.count).map((n) => n.trim()),
      variants,
      mission5Rule: this.mission5Rule,
      ...(this.firstLeader === 'random' ? {} : { firstLeader: Number(this.firstLeader) }),
      ...(this.trapper || this.inquisitor || reverser || this.plot
        ? { modules: { trapper: this.trapper, inquisitor: this.inquisitor, reverser, ...(this.plot ? { plot: true } : {}) } }
        : {}),
      ...(this.roles ? { roles: this.roles } : {}),
    };
    fire<RoomSetupInput>(this, 'rs-room-create', setup);
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

  private box(id: string, label: string, hint: string, checked: boolean, set: (value: boolean) => void) {
    return html`<label class="choice">
        <input type="checkbox" id=${id} .checked=${checked} aria-describedby="${id}-hint" @change=${(e: Event) => set((e.target as HTMLInputElement).checked)} />
        <span>${label}</span>
      </label>
      <p class="hint" id="${id}-hint">${hint}</p>`;
  }

  protected override render() {
    const count = this.count;
    return html`
      <form @submit=${this.submit} novalidate aria-labelledby="room-setup-heading">
        <h2 id="room-setup-heading" tabindex="-1">${msg('New room for personal devices')}</h2>
        <p>
          ${msg('Each player uses their own phone: it shows their card, their secret vote and their mission card. This device is the table: it shows the board, the join code and who is connected.')}
        </p>
        <div class="field">
          <label for="room-setup-count">${msg('Number of players')}</label>
          <select id="room-setup-count" aria-describedby="room-setup-count-hint" @change=${(e: Event) => this.setCount((e.target as HTMLSelectElement).value)}>
            ${Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i).map(
              (n) => html`<option value=${n} ?selected=${n === count}>${n}</option>`,
            )}
          </select>
          <p class="hint" id="room-setup-count-hint">${this.countHint()}</p>
        </div>

        <fieldset>
          <legend>${msg('Player names, in seat order, clockwise')}</legend>
          ${Array.from({ length: count }, (_, seat) => {
            const error = this.nameErrors[seat] ?? '';
            return html`<div class="field">
              <label for="room-setup-name-${seat}">${msg(str`Seat ${seat + 1}`)}</label>
              <input
                type="text"
                id="room-setup-name-${seat}"
                autocomplete="off"
                .value=${this.names[seat] ?? ''}
                aria-invalid=${error ? 'true' : 'false'}
                aria-describedby="room-setup-name-error-${seat}"
                @input=${(e: Event) => this.setName(seat, (e.target as HTMLInputElement).value)}
              />
              <p class="error" id="room-setup-name-error-${seat}">${error}</p>
            </div>`;
          })}
        </fieldset>

        <div class="field">
          <label for="room-setup-leader">${msg('First leader')}</label>
          <select id="room-setup-leader" @change=${(e: Event) => (this.firstLeader = (e.target as HTMLSelectElement).value)}>
            <option value="random" ?selected=${this.firstLeader === 'random'}>${msg('Draw at random')}</option>
            ${Array.from({ length: count }, (_, seat) => {
              const name = this.names[seat]?.trim() || defaultName(seat);
              return html`<option value=${seat} ?selected=${this.firstLeader === String(seat)}>${name}</option>`;
            })}
          </select>
        </div>

        <fieldset>
          <legend>${msg('Variants')}</legend>
          ${this.box('room-setup-targeting', msg('Targeting'), msg('The leader also chooses which mission the team goes on; each mission is attempted once.'), this.targeting, (v) => (this.targeting = v))}
          ${this.targeting
            ? html`<fieldset>
                <legend>${msg('Mission 5 may be chosen after')}</legend>
                <label class="choice">
                  <input type="radio" name="room-mission5" .checked=${this.mission5Rule === 'two-successes'} @change=${() => (this.mission5Rule = 'two-successes')} />
                  <span>${msg('two other missions succeeded (English rules)')}</span>
                </label>
                <label class="choice">
                  <input type="radio" name="room-mission5" .checked=${this.mission5Rule === 'two-done'} @change=${() => (this.mission5Rule = 'two-done')} />
                  <span>${msg('two other missions were done (Polish rules)')}</span>
                </label>
              </fieldset>`
            : nothing}
          ${this.box('room-setup-blind', msg('Blind spies'), msg('Skip the spy reveal: spies do not know each other.'), this.blindSpies, (v) => (this.blindSpies = v))}
        </fieldset>

        <fieldset>
          <legend>${msg('Expansion modules')}</legend>
          ${this.box('room-setup-trapper', msg('Trapper'), msg('The leader takes one more player on each team, looks at one played mission card and sets it aside unrevealed.'), this.trapper, (v) => (this.trapper = v))}
          ${this.box('room-setup-inquisitor', msg('Inquisitor'), msg('After missions 2, 3 and 4 the Inquisitor checks the loyalty of a player; the token then passes to that player.'), this.inquisitor, (v) => (this.inquisitor = v))}
          ${this.box('room-setup-reverser-resistance', msg('Resistance Reverser'), msg('Reverser module: a Reverse card flips a mission result when exactly one is revealed.'), this.resistanceReverser, (v) => (this.resistanceReverser = v))}
          ${this.box('room-setup-reverser-spy', msg('Spy Reverser'), msg("Reverser module: the spies' Reverser, who may play Success or Reverse, never Fail."), this.spyReverser, (v) => (this.spyReverser = v))}
          ${this.spyReverser
            ? this.box('room-setup-reverser-hidden', msg('Hide the Spy Reverser from the other spies'), msg('Optional rule: at the reveal the Spy Reverser keeps their eyes closed; the spies do not learn each other fully.'), this.spyHidden, (v) => (this.spyHidden = v))
            : nothing}
          ${this.box('room-setup-plot', msg('Plot cards (The Plot Thickens)'), msg('Each round the leader draws plot cards and hands them out; the table hands them over, each holder uses theirs on their phone. Keeping a Close Eye on You and In the Spotlight are not played with personal devices yet.'), this.plot, (v) => (this.plot = v))}
        </fieldset>
        ${this.rolesOpen
          ? html`<rs-role-options .value=${this.roles} @rs-role-options=${(e: CustomEvent<RoleOptions | null>) => (this.roles = e.detail)}></rs-role-options>`
          : html`<div class="actions">
              <button type="button" id="room-setup-roles-open" aria-expanded="false" @click=${() => void this.openRoles()}>
                ${msg('Role modules: Assassin, Defector, Hunter')}
              </button>
            </div>`}

        <div class="actions">
          <button type="submit" class="primary" id="room-create" aria-disabled=${this.busy ? 'true' : 'false'}>${msg('Create the room')}</button>
        </div>
      </form>
    `;
  }
}

function defaultName(seat: number): string {
  return msg(str`Player ${seat + 1}`);
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-room-setup': RsRoomSetup;
  }
  interface HTMLElementEventMap {
    'rs-room-create': CustomEvent<RoomSetupInput>;
  }
}
