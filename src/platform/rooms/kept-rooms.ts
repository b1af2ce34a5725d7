import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { announcer } from '../a11y/announcer.ts';
import { LightElement } from '../a11y/light-element.ts';
import { currentLocale } from '../i18n/locale.ts';
import { forgetCredential, keptTableRooms } from './room-client.ts';
import type { RoomCredential } from './room-client.ts';
import { roomPageAddress, roomPagesFor } from './room-pages.ts';
import { DEFAULT_ROOM_GAME } from './protocol.ts';

/**
 * When a kept room was last seen, in the page's language: the time of day ("10:42") today, else
 * the date and the time.
 * @param seenAt ms since the epoch
 * @param now ms since the epoch (default: now)
 */
export function seenText(seenAt: number, now: number = Date.now()): string {
  const seen = new Date(seenAt);
  const today = new Date(now).toDateString() === seen.toDateString();
  const format = today ? { hour: '2-digit', minute: '2-digit' } : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(currentLocale(), format as Intl.DateTimeFormatOptions).format(seen);
}

/**
 * "Rooms kept on this device", on a table page's setup: every room this device is the table of
 * (its credential in `localStorage`, room-client.ts `keptTableRooms`), newest seen first, each as
 * "Room RVDRX: Ann, Bob, Cid, Dee, Eve (The Resistance), last seen 10:42", with **Resume** (the
 * room's table address, `?table=CODE&game=KEY`, which reconnects with the credential) and
 * **Forget** (forgets the credential; said through the announcer, focus on the next room's Resume
 * or, when none follows, on the section's heading). The game's name is the one its room pages
 * registered (room-pages.ts), its key when none. Nothing is rendered while no room is kept and
 * none was forgotten here.
 */
@customElement('rs-kept-rooms')
export class RsKeptRooms extends LightElement {
  /** The rooms listed (read when the element connects, then less each one forgotten). */
  @state() private rooms: RoomCredential[] = [];
  /** A room was forgotten here: the section stays (with its heading, where focus may be). */
  @state() private forgotOne = false;

  override connectedCallback(): void {
    super.connectedCallback();
    this.rooms = keptTableRooms();
  }

  private async forget(room: RoomCredential): Promise<void> {
    const index = this.rooms.indexOf(room);
    forgetCredential(room);
    this.rooms = this.rooms.filter((r) => r !== room);
    this.forgotOne = true;
    await this.updateComplete;
    const next = this.rooms[index];
    this.querySelector<HTMLElement>(next ? `#kept-${next.code}-resume` : '#kept-rooms-heading')?.focus();
    const code = room.code;
    announcer.announce(msg(str`Room ${code} forgotten on this device.`));
  }

  /** "Room RVDRX: Ann, Bob (The Resistance), last seen 10:42". */
  private line(room: RoomCredential): string {
    const code = room.code;
    const names = room.summary?.names.join(', ') ?? '';
    const game = room.game ? (roomPagesFor(room.game)?.name?.() ?? room.game) : '';
    const seen = room.summary ? seenText(room.summary.seenAt) : '';
    if (names && game && seen) return msg(str`Room ${code}: ${names} (${game}), last seen ${seen}`);
    return msg(str`Room ${code}`);
  }

  protected override render() {
    if (this.rooms.length === 0 && !this.forgotOne) return nothing;
    return html`<section aria-labelledby="kept-rooms-heading" class="kept-rooms">
      <h2 id="kept-rooms-heading" tabindex="-1">${msg('Rooms kept on this device')}</h2>
      ${this.rooms.length === 0
        ? html`<p id="kept-rooms-none">${msg('No room is kept on this device.')}</p>`
        : html`<ul class="seat-list" id="kept-rooms-list">
            ${this.rooms.map(
              (room) => html`<li id="kept-${room.code}">
                <p>${this.line(room)}</p>
                <div class="actions">
                  <a class="rs-button" id="kept-${room.code}-resume" href=${roomPageAddress('table', room.game ?? DEFAULT_ROOM_GAME, room.code)} aria-label=${msg(str`Resume room ${room.code}`)}
                    >${msg('Resume')}</a
                  >
                  <button type="button" id="kept-${room.code}-forget" aria-label=${msg(str`Forget room ${room.code}`)} @click=${() => void this.forget(room)}>
                    ${msg('Forget')}
                  </button>
                </div>
              </li>`,
            )}
          </ul>`}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-kept-rooms': RsKeptRooms;
  }
}
