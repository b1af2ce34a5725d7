/**
 * The platform's room page bases (room-phone-page.ts, room-table-page.ts and
 * room-page-game.ts), with a made-up game ("tally") and no room server: what a page does before it
 * reaches one. The phone's join form: the join-code field, a code that is not 5 letters refused
 * with the platform's sentence (assertive, in the error line, the field marked invalid, focus back
 * in it), typing again clears the error; the table's setup is the game's, after the notice that
 * this device is not the table of the room in the address; the game's name heads both pages and
 * titles the document, its set-up runs once and its column applies. axe and the 44 px targets on
 * each. A page makes the list formatter in its first idle moment (words.ts `warmWords`). The three
 * games' pages on these bases are tested with a room server in test/server/room-ui.test.ts,
 * rve-room-ui.test.ts and tr-room-ui.test.ts.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { announcer } from '../../../src/platform/a11y/announcer.ts';
import { roomErrorText } from '../../../src/platform/rooms/room-text.ts';
import { RoomPhonePage } from '../../../src/platform/rooms/room-phone-page.ts';
import { RoomTablePage } from '../../../src/platform/rooms/room-table-page.ts';
import type { TableChange } from '../../../src/platform/rooms/room-table-page.ts';
import type { RoomPageGame } from '../../../src/platform/rooms/room-page-game.ts';
import type { PlatformClientEvents, SeatSnapshotBase, TableSnapshotBase } from '../../../src/platform/rooms/protocol.ts';
import { expectAccessibleScreen, liveText, useAppTestPage } from '../../helpers/app-driver.ts';
import { press, type } from '../../helpers/keyboard.ts';
import { recordListFormats } from '../../helpers/list-formats.ts';
import { mountAt, useMountedPages } from '../../helpers/local-room-page.ts';

/** How many times the made-up game's set-up ran. */
let setUps = 0;

/** A made-up game's facts for its room pages. */
const TALLY_ROOMS: RoomPageGame = {
  game: 'tally',
  title: () => 'Tally companion',
  errorText: (error) => roomErrorText(error, () => 'Tally refuses this (T-1).'),
  column: true,
  setUp: () => setUps++,
};

interface TallySeat extends SeatSnapshotBase {
  count: number;
}

class TallyPhone extends RoomPhonePage<TallySeat, PlatformClientEvents> {
  protected readonly rooms = TALLY_ROOMS;
  protected seatTitle(s: TallySeat): string {
    return `Seat ${s.seat + 1}`;
  }
  protected lobbyIntro(): string {
    return 'Choose your seat: this phone then counts for you.';
  }
  protected renderSeat(s: TallySeat) {
    return html`<h2 id="phone-heading" tabindex="-1">Count ${s.count}</h2>`;
  }
  protected onSeat(): void {}
}
customElements.define('tally-room-phone', TallyPhone);

class TallyTable extends RoomTablePage<TableSnapshotBase, PlatformClientEvents, { players: string[] }> {
  protected readonly rooms = TALLY_ROOMS;
  protected roomReadyText(): string {
    return 'The tally room is ready.';
  }
  protected renderSetup() {
    return html`<h2 id="tally-setup-heading" tabindex="-1">Set the tally up</h2>
      <button type="button" id="room-create" @click=${() => void this.createRoom({ players: ['A', 'B'] }, '#room-create')}>Create the room</button>`;
  }
  protected onRoomChange(_change: TableChange<TableSnapshotBase>): void {}
}
customElements.define('tally-room-table', TallyTable);

describe('the platform room page bases, before a room server answers', () => {
  useAppTestPage();
  useMountedPages();

  // First in this file: the list formatter is made once per page and language (words.ts).
  it('a room page makes the list formatter in an idle moment after it connects, ahead of the first sentence that lists names', async () => {
    const { made, restore } = recordListFormats();
    try {
      await mountAt<TallyPhone>('tally-room-phone', '?room=&game=tally');
      expect(made, 'not while the page opens').to.deep.equal([]);
      await waitUntil(() => made.length > 0, 'the list formatter was never made', { timeout: 10_000 });
      expect(made).to.deep.equal(['en']);
    } finally {
      restore();
    }
  });

  it("phone: joins by code with the platform's field; a wrong code is refused in words, focus back in the field", async () => {
    const phone = await mountAt<TallyPhone>('tally-room-phone', '?room=&game=tally');
    expect(phone.querySelector('h1')?.textContent).to.equal('Tally companion');
    expect(document.title).to.equal('Join a room — Tally companion');
    expect(phone.classList.contains('rs-page'), 'the game asked for the column').to.equal(true);
    expect(getComputedStyle(phone).maxWidth, 'the column is at most 60rem wide').to.not.equal('none');
    const input = phone.querySelector<HTMLInputElement>('#join-code-input')!;
    expect(input.labels?.[0]?.textContent).to.equal('Join code');
    expect(input.getAttribute('aria-describedby')).to.equal('join-code-hint join-error');
    await expectAccessibleScreen(phone);

    input.focus();
    await type('KX');
    await press('Enter');
    await phone.updateComplete;
    await announcer.whenIdle();
    const refusal = 'A join code is 5 letters, such as K X M P R. Check the code and type it again.';
    expect(phone.querySelector('#join-error')?.textContent).to.equal(refusal);
    expect(liveText('assertive')).to.equal(refusal);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(document.activeElement).to.equal(input);
    await expectAccessibleScreen(phone);

    await type('M');
    await phone.updateComplete;
    expect(phone.querySelector('#join-error')?.textContent).to.equal('');
    expect(input.getAttribute('aria-invalid')).to.equal('false');
  });

  it("table: the game's setup after the notice that this device is not the room's table; the game's set-up ran once", async () => {
    const before = setUps;
    const table = await mountAt<TallyTable>('tally-room-table', '?table=ACDEF&game=tally');
    expect(setUps - before).to.equal(1);
    expect(table.querySelector('h1')?.textContent).to.equal('Tally companion');
    expect(document.title).to.equal('New room for personal devices — Tally companion');
    expect(table.querySelector('#room-foreign')?.textContent).to.equal(
      'This device is not the table of the room in the address. Create a new room, or open the room on the device that created it.',
    );
    expect(table.querySelector('#room-error')?.textContent).to.equal('');
    expect(table.querySelector('#tally-setup-heading')).to.not.equal(null);
    expect(table.querySelector('#room-heading'), 'no room yet').to.equal(null);
    await expectAccessibleScreen(table);
  });
});
