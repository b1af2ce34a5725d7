/**
 * Joining a game from the home page: the "Join a game" section of `<rs-app>`'s home
 * screen (`<rs-join-room>`), driven by keyboard alone. A code typed in small letters with spaces is
 * spelled back letter by letter, looked up with the room server (here the room client's reply is
 * given by the test: a found room, `no-room` for a wrong or expired code) and leads to the room's
 * join address (`?room=CODE`, which the room route turns into the phone's page). A wrong code is
 * shown next to the field (aria-invalid, aria-describedby), announced assertively, and focus
 * stays in the field; with no network (the room client's chunk does not load) the form goes to the
 * room's address, where `<rs-offline-room>` takes over. Axe on each screen, the virtual screen
 * reader on the field, the home page in Polish.
 */
import { expect } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import { roomAddress } from '../../../../src/games/resistance/ui/rs-join-room.ts';
import type { JoinModule, RsJoinRoom } from '../../../../src/games/resistance/ui/rs-join-room.ts';
import type { RoomLobby, RoomReply } from '../../../../src/platform/rooms/room-client.ts';
import { joinErrorText } from '../../../../src/games/resistance/text/join-text.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';
import { SETTINGS_KEY } from '../../../../src/platform/settings/settings.ts';
import { appFixture, expectAccessibleScreen, liveText, useAppTestPage } from '../../../helpers/app-driver.ts';
import { press, tabTo, type } from '../../../helpers/keyboard.ts';

const LOBBY: RoomLobby = {
  code: 'KXMPR',
  game: 'resistance',
  seats: [
    { seat: 0, name: 'Ann', claimed: false },
    { seat: 1, name: 'Bob', claimed: true },
  ],
};

/** The join form of a fresh home page, with the room client's replies and navigation recorded. */
async function homeJoin(reply: (code: string) => RoomReply<RoomLobby>): Promise<{
  app: RsApp;
  join: RsJoinRoom;
  lookups: string[];
  visits: string[];
}> {
  const app = await appFixture();
  const join = app.querySelector('rs-join-room')!;
  expect(join, 'the home page has a join form').to.exist;
  const lookups: string[] = [];
  const visits: string[] = [];
  // The room client's replies (its socket.io needs a room server: test/server/join-lookup.test.ts
  // runs the real lookup), with the form's real sentences.
  join.load = async () => ({
    joinErrorText,
    lookupRoom: async (code) => {
      lookups.push(code);
      return reply(code);
    },
  });
  join.navigate = (href) => visits.push(href);
  await join.updateComplete;
  return { app, join, lookups, visits };
}

/** From the top of the page, tabs to the join code field. */
async function tabToField(): Promise<HTMLInputElement> {
  (document.activeElement as HTMLElement | null)?.blur();
  return (await tabTo((el) => el.id === 'home-join-code', 'the join code field', 400)) as HTMLInputElement;
}

function text(el: Element | null): string {
  return (el?.textContent ?? '').trim().replace(/\s+/g, ' ');
}

describe('joining a game from the home page', () => {
  useAppTestPage();
  afterEach(async () => {
    await virtual.stop();
    localStorage.removeItem(SETTINGS_KEY);
    await useLanguage('en');
  });

  it('reaches the room page by keyboard for a real code typed in small letters with spaces', async () => {
    const { join, lookups, visits } = await homeJoin(() => ({ ok: true, ...LOBBY }));
    expect(text(join.querySelector('h2'))).to.equal('Join a game');
    await expect(join).to.be.accessible();
    await expectAccessibleScreen(join);
    const field = await tabToField();
    await type(' kx mp r');
    await join.updateComplete;
    expect(text(join.querySelector('#home-join-letters')), 'spelled back letter by letter').to.equal('Letters typed: K, X, M, P, R.');
    const described = field.getAttribute('aria-describedby')!.split(' ');
    expect(described).to.include.members(['home-join-hint', 'home-join-letters', 'home-join-error']);
    await press('Enter');
    await join.whenIdle();
    expect(lookups, 'the code is looked up once, normalised').to.deep.equal(['KXMPR']);
    expect(visits).to.deep.equal([roomAddress('KXMPR')]);
    const address = new URL(visits[0]!);
    expect(address.pathname, 'the join address beside this page').to.equal(location.pathname);
    expect(address.searchParams.get('room'), 'the join address of the room page (rs-room-route)').to.equal('KXMPR');
    expect(field.getAttribute('aria-invalid')).to.equal('false');
    expect(text(join.querySelector('#home-join-error'))).to.equal('');
  });

  it('says a wrong or expired code next to the field, announces it, and keeps focus in the field', async () => {
    const { join, lookups, visits } = await homeJoin(() => ({
      ok: false,
      error: { code: 'no-room', rule: null, message: 'no room has this code' },
    }));
    const field = await tabToField();
    await type('kxmpa');
    // Join by its button this time: focus comes back to the field with the error.
    await tabTo((el) => el.id === 'home-join-button', 'the Join button', 5);
    await press('Enter');
    await join.whenIdle();
    const sentence =
      'No room has this code: it may be mistyped, or its game has ended and the room has expired. Check the code with the table.';
    expect(lookups).to.deep.equal(['KXMPA']);
    expect(visits, 'no room page for a wrong code').to.deep.equal([]);
    expect(text(join.querySelector('#home-join-error'))).to.equal(sentence);
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(field.getAttribute('aria-describedby')!.split(' ')).to.include('home-join-error');
    expect(liveText('assertive'), 'announced at once').to.equal(sentence);
    expect(document.activeElement, 'focus is in the field').to.equal(field);
    await expect(join).to.be.accessible();
    await expectAccessibleScreen(join);

    // The screen reader reads the field with its hint, the letters typed and the error.
    await virtual.start({ container: join });
    let spoken = '';
    for (let i = 0; i < 12 && !spoken.includes('textbox'); i++) {
      await virtual.next();
      spoken = (await virtual.spokenPhraseLog()).join(' | ');
    }
    expect(spoken).to.include('textbox, Join code');
    expect(spoken).to.include('5 letters, such as K X M P R. Letters typed: K, X, M, P, A. ' + sentence);
    expect(spoken).to.include('invalid');

    // Typing again clears the error.
    await type('x');
    await join.updateComplete;
    expect(field.getAttribute('aria-invalid')).to.equal('false');
    expect(text(join.querySelector('#home-join-error'))).to.equal('');
  });

  it('refuses a code of the wrong form at once, without asking the room server', async () => {
    const { join, lookups, visits } = await homeJoin(() => ({ ok: true, ...LOBBY }));
    const field = await tabToField();
    await type('k x');
    await press('Enter');
    await join.whenIdle();
    const sentence = 'A join code is 5 letters, such as K X M P R. Check the code and type it again.';
    expect(lookups).to.deep.equal([]);
    expect(visits).to.deep.equal([]);
    expect(text(join.querySelector('#home-join-error'))).to.equal(sentence);
    expect(liveText('assertive')).to.equal(sentence);
    expect(document.activeElement).to.equal(field);
    await expect(join).to.be.accessible();
  });

  it('names the letters no code uses, and the letters codes use, for a code such as ZZZZZ', async () => {
    const { join, lookups, visits } = await homeJoin(() => ({ ok: true, ...LOBBY }));
    const field = await tabToField();
    await type('zzzzz');
    await press('Enter');
    await join.whenIdle();
    const sentence = 'Join codes never use Z: their letters are A C D E F G H J K M N P R T U V W X Y. Check the code and type it again.';
    expect(lookups, 'not looked up').to.deep.equal([]);
    expect(visits).to.deep.equal([]);
    expect(text(join.querySelector('#home-join-error'))).to.equal(sentence);
    expect(liveText('assertive')).to.equal(sentence);
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(document.activeElement).to.equal(field);
    // Several such letters (a digit too) are each named once, in the order typed.
    field.select(); // typed over, as a user selecting the field's text
    await type('kq0q1');
    await press('Enter');
    await join.whenIdle();
    expect(text(join.querySelector('#home-join-error'))).to.match(/^Join codes never use Q, 0, 1: /);
    await expect(join).to.be.accessible();
  });

  it('with no network goes to the room address, where the offline notice takes over', async () => {
    const { join, lookups, visits } = await homeJoin(() => ({ ok: true, ...LOBBY }));
    join.load = (): Promise<JoinModule> => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await tabToField();
    await type('KXMPR');
    await press('Enter');
    await join.whenIdle();
    expect(lookups).to.deep.equal([]);
    expect(visits).to.deep.equal([roomAddress('KXMPR')]);
    expect(text(join.querySelector('#home-join-error'))).to.equal('');
  });

  it('says an unreachable room server next to the field', async () => {
    const { join, visits } = await homeJoin(() => ({
      ok: false,
      error: { code: 'offline', rule: null, message: 'the room server cannot be reached' },
    }));
    const field = await tabToField();
    await type('KXMPR');
    await press('Enter');
    await join.whenIdle();
    expect(visits).to.deep.equal([]);
    expect(text(join.querySelector('#home-join-error'))).to.equal(
      'The room server cannot be reached: rooms need the network. Check the connection, then try again.',
    );
    expect(document.activeElement).to.equal(field);
  });

  it('speaks Polish on a Polish home page', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ language: 'pl' }));
    const { join } = await homeJoin(() => ({ ok: false, error: { code: 'no-room', rule: null, message: '' } }));
    expect(text(join.querySelector('h2'))).to.equal('Dołącz do gry');
    expect(text(join.querySelector('label'))).to.equal('Kod dołączenia');
    await tabToField();
    await type('kxmpr');
    await press('Enter');
    await join.whenIdle();
    expect(text(join.querySelector('#home-join-letters'))).to.equal('Wpisane litery: K, X, M, P, R.');
    expect(text(join.querySelector('#home-join-error'))).to.match(/^Żaden pokój nie ma tego kodu/);
    await expect(join).to.be.accessible();
  });
});
