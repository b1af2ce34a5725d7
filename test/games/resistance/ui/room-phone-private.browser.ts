/**
 * A room phone's private screen hides by the rules of every private screen (the platform's
 * private-screen controller, src/platform/private/private-screen.ts), as the one-device private
 * turns do (private.browser.ts): after the idle time of Settings without a key press or touch
 * (every input counts the time again), at once when the phone locks or the app is left
 * (`visibilitychange`, `pagehide`). Hidden that way, nothing private is left in the page (DOM,
 * accessibility tree, live regions), the page says why in a sentence that is also announced, focus
 * is on "Show my private screen" when it was in the private screen, and the screen stays hidden
 * until the player shows it again. The phone runs over a room in the page (the game runner and its
 * local transport), with no room server. axe on each screen.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { GameRunner } from '../../../../src/platform/runner/game-runner.ts';
import { LocalRoom } from '../../../../src/platform/runner/local-room.ts';
import { resistanceRoomGame } from '../../../../src/games/resistance/room/room-game.ts';
import type { RoomGame } from '../../../../src/platform/rooms/room-game.ts';
import type { Settings } from '../../../../src/platform/settings/settings.ts';
import type { RsRoomPhone } from '../../../../src/games/resistance/ui/rooms/rs-room-phone.ts';
import '../../../../src/games/resistance/ui/rooms/rs-room-phone.ts';
import { expectAccessibleScreen, liveText, useAppTestPage } from '../../../helpers/app-driver.ts';
import { mountOverLocal, useMountedPages } from '../../../helpers/local-room-page.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
const CODE = 'KXMPR';

/** A dealt room of five (Bob, seat 2, is a spy with the first draw), and Bob's phone over it. */
async function bobsPhone(): Promise<{ phone: RsRoomPhone; runner: GameRunner }> {
  const runner = new GameRunner(resistanceRoomGame as unknown as RoomGame, { players: PLAYERS, firstLeader: 0 }, (n) => 1 % n, CODE);
  runner.start();
  const phone = await mountOverLocal<RsRoomPhone>('rs-room-phone', new LocalRoom(runner).seat(1));
  await waitUntil(() => phone.querySelector('#phone-reveal'), 'the phone never showed its card');
  return { phone, runner };
}

/** What the page holds that only Bob may know: his reveal list. */
function privateText(phone: RsRoomPhone): string {
  return phone.querySelector('#phone-reveal')?.textContent ?? '';
}

async function expectNothingPrivate(phone: RsRoomPhone, secret: string, when: string): Promise<void> {
  expect(phone.querySelector('[data-private]'), `${when}: no private part in the DOM`).to.equal(null);
  expect(phone.textContent, `${when}: the DOM`).to.not.include(secret);
  expect(liveText('polite') + liveText('assertive'), `${when}: the live regions`).to.not.include(secret);
  await virtual.start({ container: phone });
  try {
    for (let i = 0; i < 400; i++) {
      await virtual.next();
      if ((await virtual.lastSpokenPhrase()).startsWith('end of document')) break;
    }
    expect((await virtual.spokenPhraseLog()).join(' '), `${when}: the accessibility tree`).to.not.include(secret);
  } finally {
    await virtual.stop();
  }
}

/** Sets the page's idle time (its settings, as the settings dialog leaves them). */
function setIdle(phone: RsRoomPhone, seconds: number): void {
  const page = phone as unknown as { settings: Settings };
  page.settings = { ...page.settings, privateIdleSeconds: seconds as Settings['privateIdleSeconds'] };
}

describe("a room phone's private screen hides by the same rules as every private screen", () => {
  useAppTestPage();
  useMountedPages();

  it('hides after the idle time of Settings without input; input counts the time again', async () => {
    const { phone } = await bobsPhone();
    const secret = privateText(phone);
    expect(secret).to.include('Card 1 of 5');
    await expectAccessibleScreen(phone);
    phone.querySelector<HTMLElement>('#private-heading')!.focus();

    setIdle(phone, 0.05);
    const hidden = waitUntil(() => phone.querySelector('#phone-hidden-note'), 'the private screen never hid by itself', { timeout: 5_000 });
    phone.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true })); // input counts the time again
    await hidden;
    await phone.updateComplete;
    await announcer.whenIdle();
    const note = 'Your private screen hid itself after a pause. "Show my private screen" brings it back.';
    expect(phone.querySelector('#phone-hidden-note')!.textContent).to.equal(note);
    expect(liveText('polite')).to.include('hid itself after a pause');
    expect(document.activeElement?.id, 'focus was in the private screen: it goes to the button that shows it').to.equal('phone-hide');
    expect(phone.querySelector('#phone-hide')!.textContent!.trim()).to.equal('Show my private screen');
    await expectNothingPrivate(phone, secret, 'after an idle hide');
    await expectAccessibleScreen(phone);

    // It stays hidden (no timer shows it again) until the player shows it.
    setIdle(phone, 60);
    phone.querySelector<HTMLButtonElement>('#phone-hide')!.click();
    await waitUntil(() => phone.querySelector('#phone-reveal'), 'the private screen did not come back');
    expect(privateText(phone)).to.equal(secret);
    expect(phone.querySelector('#phone-hidden-note')).to.equal(null);
  });

  it('hides at once when the phone locks or the app is left, also over a secret vote', async () => {
    const { phone, runner } = await bobsPhone();
    runner.act({ kind: 'table' }, 'propose', { team: [0, 1] });
    await waitUntil(() => phone.querySelector('#phone-choice-form'), 'Bob was never asked his vote');
    const secret = privateText(phone);

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      delete (document as unknown as Record<string, unknown>)['visibilityState'];
    }
    await phone.updateComplete;
    await announcer.whenIdle();
    expect(phone.querySelector('#phone-hidden-note')!.textContent).to.include('when the phone was locked or the app left');
    expect(phone.querySelector('#phone-choice-form'), 'the secret vote is off the page').to.equal(null);
    expect(phone.querySelector('#phone-turn-hidden')!.textContent).to.include('show your private screen to choose');
    await expectNothingPrivate(phone, secret, 'after the phone locked');
    await expectAccessibleScreen(phone);

    // Shown again, then the page is left (pagehide): hidden at once.
    phone.querySelector<HTMLButtonElement>('#phone-hide')!.click();
    await waitUntil(() => phone.querySelector('#phone-choice-form'), 'the vote did not come back');
    window.dispatchEvent(new Event('pagehide'));
    await phone.updateComplete;
    expect(phone.querySelector('#phone-choice-form')).to.equal(null);
    expect(phone.querySelector('#phone-reveal')).to.equal(null);
    expect(phone.querySelector('#phone-hidden-note')!.textContent).to.include('when the phone was locked or the app left');
  });
});
