import { html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { LightElement } from '../../../platform/a11y/light-element.ts';
import { normalizeCode } from '../../../platform/rooms/join-code.ts';
import { badCodeText, joinCodeField } from '../../../platform/rooms/join-code-field.ts';
import type { ErrorBody, LocalError, RoomLobby, RoomReply } from '../../../platform/rooms/room-client.ts';

import { DEFAULT_ROOM_GAME } from '../../../platform/rooms/protocol.ts';
import { roomPageAddress } from '../../../platform/rooms/room-pages.ts';
/** What the form loads when a code is submitted (rooms/rs-room-join.ts). */
export interface JoinModule {
  lookupRoom(code: string): Promise<RoomReply<RoomLobby>>;
  joinErrorText(error: ErrorBody | LocalError): string;
}

/**
 * The address of the room page of `code`, beside this page (a sub-path stays): `…/?room=KXMPR`,
 * with `&game=KEY` when the room is another game's (its lobby names it).
 */
export function roomAddress(code: string, game: string = DEFAULT_ROOM_GAME): string {
  return roomPageAddress('phone', game, code);
}

/**
 * "Join a game" on the home page: a player whose phone is not the table types the join
 * code the table shows, and goes to that room's page (`?room=CODE`, the join address a room's QR
 * code and link give, which works by itself too), where they choose their seat.
 *
 * - The field takes the code as people type it: small letters, spaces, dashes (`normalizeCode`).
 *   Its description says the form of a code and spells back what was typed letter by letter
 *   ("Letters typed: K, X, M, P, R."), so a screen reader reads the code one letter at a time.
 * - On Join (Enter in the field, or the button): a code of the wrong form is refused at once
 *   (letters no code uses are named, with the letters codes use: `badCodeText`); a well-formed one is looked up with the room server (the room client, loaded then). A wrong or
 *   expired code (`no-room`), an unreachable server or any other refusal is shown next to the
 *   field (`aria-invalid`, `aria-describedby`), announced assertively by the announcer, and focus
 *   stays in (or goes back to) the field. A room found: the page goes to its address.
 * - With no network the room client does not load (it is not precached): the page goes to the
 *   room's address anyway, where `<rs-offline-room>` says that rooms need the network.
 *
 * Events: none; navigation goes through {@link navigate}. Tests may replace {@link load} (the
 * room client's replies, or no network) and {@link navigate}.
 */
@customElement('rs-join-room')
export class RsJoinRoom extends LightElement {
  /**
   * Loads the lookup (over the room client) and its sentences; default: the lazily loaded
   * rooms/rs-room-join.ts. A rejection means no network.
   */
  @property({ attribute: false }) load: () => Promise<JoinModule> = () => import('./rooms/rs-room-join.ts');
  /** Goes to an address; default: `location.assign`. */
  @property({ attribute: false }) navigate: (href: string) => void = (href) => location.assign(href);

  @state() private input = '';
  @state() private error = '';
  @state() private busy = false;

  /** The submission in course (resolved when none). */
  private submitting: Promise<void> = Promise.resolve();

  private onSubmit(event: Event): void {
    event.preventDefault();
    if (this.busy) return;
    this.submitting = this.submit();
  }

  private async submit(): Promise<void> {
    const code = normalizeCode(this.input);
    if (!code) {
      await this.fail(badCodeText(this.input));
      return;
    }
    this.busy = true;
    this.error = '';
    announcer.announce(msg('Looking for the room…'), 'polite');
    try {
      let join: JoinModule;
      try {
        join = await this.load();
      } catch {
        // No network: the room page says that rooms need it (rs-offline-room).
        this.navigate(roomAddress(code));
        return;
      }
      const reply = await join.lookupRoom(code);
      if (reply.ok) {
        this.navigate(roomAddress(reply.code, reply.game));
        return;
      }
      await this.fail(join.joinErrorText(reply.error));
    } finally {
      this.busy = false;
    }
  }

  /** Shows `text` next to the field, announces it assertively, and puts focus in the field. */
  private async fail(text: string): Promise<void> {
    this.error = text;
    announcer.announce(text, 'assertive');
    await this.updateComplete;
    this.querySelector<HTMLInputElement>('#home-join-code')?.focus();
  }

  /** Resolves once a submitted code has been handled (tests). */
  async whenIdle(): Promise<void> {
    await this.submitting;
    await this.updateComplete;
  }

  protected override render() {
    return html`<section aria-labelledby="home-join-heading">
      <h2 id="home-join-heading">${msg('Join a game')}</h2>
      <p>${msg('Is another device the table? Type the join code it shows to play on your own phone.')}</p>
      <form @submit=${(e: Event) => this.onSubmit(e)} novalidate>
        ${joinCodeField({
          inputId: 'home-join-code',
          hintId: 'home-join-hint',
          lettersId: 'home-join-letters',
          errorId: 'home-join-error',
          inputClass: 'join-code-field',
          value: this.input,
          invalid: this.error !== '',
          onInput: (value) => {
            this.input = value;
            this.error = '';
          },
        })}
        <p class="error" id="home-join-error">${this.error}</p>
        <div class="actions">
          <button type="submit" class="primary" id="home-join-button" aria-disabled=${this.busy ? 'true' : 'false'}>${msg('Join')}</button>
        </div>
      </form>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-join-room': RsJoinRoom;
  }
}
