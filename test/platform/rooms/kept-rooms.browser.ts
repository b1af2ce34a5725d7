/**
 * "Rooms kept on this device" (kept-rooms.ts, room-client.ts `keptTableRooms`): the table
 * credentials in `localStorage` (`rs-room-table:CODE`) are read back newest seen first with their
 * summary, and whatever else a device may hold under those keys (not JSON, wrong shapes, an older
 * credential without the summary) is left out or listed plainly, never thrown on. Forget on a
 * listed room moves focus to the next room's Resume, or to the section's heading when none
 * follows, and says "Room X forgotten on this device." once; axe on the list.
 */
import { expect } from '@open-wc/testing';
import { announcer } from '../../../src/platform/a11y/announcer.ts';
import { keptTableRooms } from '../../../src/platform/rooms/room-client.ts';
import type { RoomCredential } from '../../../src/platform/rooms/room-client.ts';
import '../../../src/platform/rooms/kept-rooms.ts';
import type { RsKeptRooms } from '../../../src/platform/rooms/kept-rooms.ts';
import { expectNoAxeViolations } from '../../helpers/a11y.ts';
import { press } from '../../helpers/keyboard.ts';

const PREFIX = 'rs-room-table:';

function keep(credential: RoomCredential): void {
  localStorage.setItem(`${PREFIX}${credential.code}`, JSON.stringify(credential));
}

const OLDER: RoomCredential = { role: 'table', code: 'AAAAA', token: 'tok-a', game: 'resistance', summary: { names: ['Ann', 'Bob'], seenAt: 1_000 } };
const NEWER: RoomCredential = { role: 'table', code: 'BBBBB', token: 'tok-b', game: 'resistance', summary: { names: ['Cid', 'Dee', 'Eve'], seenAt: 2_000 } };

function clearRooms(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith('rs-room')) localStorage.removeItem(key);
}

beforeEach(() => {
  clearRooms();
  announcer.connect();
  announcer.clear();
});

afterEach(() => {
  clearRooms();
  for (const el of document.querySelectorAll('rs-kept-rooms')) el.remove();
});

describe('keptTableRooms', () => {
  it('reads back the kept table rooms, newest seen first, with their game and summary', () => {
    keep(OLDER);
    keep(NEWER);
    localStorage.setItem('rs-room-seat:CCCCC', JSON.stringify({ role: 'seat', code: 'CCCCC', token: 'tok-c' }));
    expect(keptTableRooms()).to.deep.equal([NEWER, OLDER]);
    // Seen the other way round: listed the other way round (not in the store's key order).
    const olderNow = { ...OLDER, summary: { names: OLDER.summary!.names, seenAt: 3_000 } };
    keep(olderNow);
    expect(keptTableRooms()).to.deep.equal([olderNow, NEWER]);
  });

  it('leaves out damaged entries and lists an older credential without its summary, without throwing', () => {
    keep(OLDER);
    const damaged: Record<string, string> = {
      DAMG1: 'not json {',
      DAMG2: 'null',
      DAMG3: '42',
      DAMG4: '"a string"',
      DAMG5: '[1, 2]',
      DAMG6: JSON.stringify({ role: 'seat', code: 'DAMG6', token: 't' }),
      DAMG7: JSON.stringify({ role: 'table', code: 'OTHER', token: 't' }),
      DAMG8: JSON.stringify({ role: 'table', code: 'DAMG8', token: 42 }),
      DAMG9: JSON.stringify({ role: 'table', code: 'DAMG9', token: '' }),
    };
    for (const [code, raw] of Object.entries(damaged)) localStorage.setItem(`${PREFIX}${code}`, raw);
    // Kept before summaries were: no game, no summary; and summaries of the wrong shape.
    localStorage.setItem(`${PREFIX}OLDV1`, JSON.stringify({ role: 'table', code: 'OLDV1', token: 'tok-old' }));
    localStorage.setItem(`${PREFIX}BADS1`, JSON.stringify({ role: 'table', code: 'BADS1', token: 'tok-s1', game: 7, summary: 'Ann' }));
    localStorage.setItem(`${PREFIX}BADS2`, JSON.stringify({ role: 'table', code: 'BADS2', token: 'tok-s2', summary: { names: 'Ann', seenAt: 5 } }));
    localStorage.setItem(`${PREFIX}BADS3`, JSON.stringify({ role: 'table', code: 'BADS3', token: 'tok-s3', summary: { names: [1, null], seenAt: 5 } }));
    localStorage.setItem(`${PREFIX}BADS4`, JSON.stringify({ role: 'table', code: 'BADS4', token: 'tok-s4', summary: { names: ['Ann'], seenAt: '5' } }));
    localStorage.setItem(`${PREFIX}BADS5`, JSON.stringify({ role: 'table', code: 'BADS5', token: 'tok-s5', summary: null }));

    const rooms = keptTableRooms();
    expect(rooms[0]).to.deep.equal(OLDER);
    const rest = rooms.slice(1).sort((a, b) => a.code.localeCompare(b.code));
    expect(rest).to.deep.equal([
      { role: 'table', code: 'BADS1', token: 'tok-s1' },
      { role: 'table', code: 'BADS2', token: 'tok-s2' },
      { role: 'table', code: 'BADS3', token: 'tok-s3' },
      { role: 'table', code: 'BADS4', token: 'tok-s4' },
      { role: 'table', code: 'BADS5', token: 'tok-s5' },
      { role: 'table', code: 'OLDV1', token: 'tok-old' },
    ]);
  });

  it('lists nothing when storage is missing', () => {
    expect(keptTableRooms(null)).to.deep.equal([]);
  });
});

describe('<rs-kept-rooms>', () => {
  async function mount(): Promise<RsKeptRooms> {
    const el = document.createElement('rs-kept-rooms');
    document.body.append(el);
    await el.updateComplete;
    return el;
  }

  async function forgetByKeyboard(el: RsKeptRooms, code: string): Promise<void> {
    el.querySelector<HTMLButtonElement>(`#kept-${code}-forget`)!.focus();
    await press('Enter');
    await el.updateComplete;
    await announcer.whenIdle();
  }

  function timesSaid(sentence: string): number {
    return announcer.recent.join('\n').split(sentence).length - 1;
  }

  it('lists both rooms, newest first, and passes axe', async () => {
    keep(OLDER);
    keep(NEWER);
    const el = await mount();
    const items = [...el.querySelectorAll('#kept-rooms-list > li')];
    expect(items.map((li) => li.id)).to.deep.equal(['kept-BBBBB', 'kept-AAAAA']);
    expect(items[0]!.textContent).to.contain('Cid, Dee, Eve');
    await expectNoAxeViolations(el);
  });

  it('Forget moves focus to the next room’s Resume, then to the heading, and says it once each', async () => {
    keep(OLDER);
    keep(NEWER);
    const el = await mount();

    await forgetByKeyboard(el, 'BBBBB');
    expect(el.querySelector('#kept-BBBBB')).to.equal(null);
    expect(localStorage.getItem(`${PREFIX}BBBBB`)).to.equal(null);
    expect(document.activeElement?.id).to.equal('kept-AAAAA-resume');
    expect(timesSaid('Room BBBBB forgotten on this device.')).to.equal(1);

    await forgetByKeyboard(el, 'AAAAA');
    expect(document.activeElement?.id).to.equal('kept-rooms-heading');
    expect(el.querySelector('#kept-rooms-none')).to.not.equal(null);
    expect(timesSaid('Room AAAAA forgotten on this device.')).to.equal(1);
    expect(timesSaid('Room BBBBB forgotten on this device.')).to.equal(1);
    await expectNoAxeViolations(el);
  });
});
