import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import type { RoomSetupInput } from '../../room/protocol.ts';
import { fire, LightElement } from '../../../../platform/a11y/light-element.ts';
import { TableFields } from '../table-fields.ts';
import { loadModuleSetups } from '../module-setups.ts';
import { namesFieldset, variantsFieldset } from '../setup-parts.ts';

// The modules' own fields are drawn on the room setup's first render (top-level await).
await loadModuleSetups();

/**
 * The setup of a room (R-SET-1, R-SET-4, R-VAR-TGT, R-VAR-BLIND, each module's own fields (ui/modules.ts: the plot cards, the Trapper, the Inquisitor, the Reversers), and the role modules in `rs-role-options`, the names of the cards with the Avalon preset, docs/avalon.md): what the room server can run. No roles: the server deals them (R-SET-3), and
 * votes and mission cards are always secret, each on the player's own phone. Names must be
 * filled in and distinct, as in the table mode's setup (same sentences).
 *
 * @fires rs-room-create {RoomSetupInput} when a valid table is submitted
 */
@customElement('rs-room-setup')
export class RsRoomSetup extends LightElement {
  /** True while the room is being created (no second send). */
  @property({ type: Boolean }) busy = false;

  /** The number of players, names, first leader, variants and modules (shared with rs-setup). */
  private readonly table = new TableFields(this, 'room-setup');

  /** Moves focus to the first control. */
  focusFirst(): void {
    this.querySelector<HTMLElement>('#room-setup-count')?.focus();
  }

  private submit(event: Event): void {
    event.preventDefault();
    if (this.busy) return;
    const t = this.table;
    const players = t.players();
    if (!players) return;
    const leader = t.leaderSeat();
    const modules = t.modules();
    const setup: RoomSetupInput = {
      players,
      variants: t.variants(),
      mission5Rule: t.mission5Rule,
      ...(leader === null ? {} : { firstLeader: leader }),
      // Each module's keys as the room protocol takes them (the plot cards only when on).
      ...(modules ? { modules: t.moduleInputs(true) } : {}),
      ...(t.roles ? { roles: t.roles } : {}),
      ...(t.tableNames ? { names: t.tableNames } : {}),
    };
    fire(this, 'rs-room-create', setup);
  }

  protected override render() {
    return html`
      <form @submit=${this.submit} novalidate aria-labelledby="room-setup-heading">
        <h2 id="room-setup-heading" tabindex="-1">${msg('New room for personal devices')}</h2>
        <p>
          ${msg('Each player uses their own phone: it shows their card, their secret vote and their mission card. This device is the table: it shows the board, the join code and who is connected.')}
        </p>
        ${this.table.renderPlayers()}
        ${namesFieldset(this.table)}
        ${variantsFieldset(this.table)}
        ${this.table.renderModules()}
        ${this.table.renderRoles()}

        <div class="actions">
          <button type="submit" class="primary" id="room-create" aria-disabled=${this.busy ? 'true' : 'false'}>${msg('Create the room')}</button>
        </div>
      </form>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-room-setup': RsRoomSetup;
  }
  interface HTMLElementEventMap {
    'rs-room-create': CustomEvent<RoomSetupInput>;
  }
}
