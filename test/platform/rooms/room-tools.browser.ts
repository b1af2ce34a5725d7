/**
 * The header tools of the personal-device pages (RoomPage, rs-room-page.ts): Rules, Settings and
 * Keyboard shortcuts, the same components as in the app, opened by keyboard alone. Focus lands in
 * each dialog and returns to what opened it; a settings change is saved, applied to the page and
 * followed by the page (`brief`); the shortcuts list holds only what works on a room page, and `?`
 * is still typed in a text field; axe, 44 px targets, 320 px reflow, and what the virtual screen
 * reader says. The pages are a small subclass of RoomPage that renders its header, as
 * `<rs-room-table>` and `<rs-room-phone>` do (those need the room server). With no network,
 * `<rs-offline-room>` stands in for a room page: what it says and where focus goes, in both languages.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { html, nothing } from 'lit';
import { announcer } from '../../../src/platform/a11y/announcer.ts';
import { clearAppliedSettings } from '../../../src/platform/settings/apply-settings.ts';
import '../../../src/platform/rooms/rs-offline-room.ts';
import type { RsOfflineRoom } from '../../../src/platform/rooms/rs-offline-room.ts';
import { RoomPage } from '../../../src/platform/rooms/rs-room-page.ts';
import type { RsRules } from '../../../src/platform/ui/rs-rules.ts';
import { useLanguage } from '../../../src/platform/i18n/locale.ts';
import { rules as en } from '../../../src/games/resistance/rules/en.ts';
import { loadSettings, SETTINGS_KEY } from '../../../src/platform/settings/settings.ts';
import { expectAccessibleScreen, useAppTestPage } from '../../helpers/app-driver.ts';
import { press, tabTo, type } from '../../helpers/keyboard.ts';

/** A room page with the header of the real ones and a main part with a text field (the join code's). */
class TestRoomPage extends RoomPage {
  /** Whether the page announces briefly (RoomPage's `brief`, which the room pages read). */
  get isBrief(): boolean {
    return this.brief;
  }

  protected override render() {
    if (!this.languageReady) return nothing;
    return html`${this.renderHeader()}
      <main id="main" tabindex="-1">
        <h2 id="test-heading" tabindex="-1">Join a room</h2>
        <div class="field">
          <label for="test-code">Room code</label>
          <input id="test-code" type="text" autocomplete="off" />
        </div>
      </main>`;
  }
}
customElements.define('rs-test-room-page', TestRoomPage);

/** The same page while the room votes: its rules open at the vote. */
class VotingRoomPage extends TestRoomPage {
  protected override currentRule(): string | null {
    return 'R-VOTE-1';
  }
}
customElements.define('rs-test-voting-room-page', VotingRoomPage);

/** Mounts a room page in the document body (as rs-room-route does) and waits for its language. */
async function mount(tag: 'rs-test-room-page' | 'rs-test-voting-room-page' = 'rs-test-room-page'): Promise<TestRoomPage> {
  const page = document.createElement(tag) as TestRoomPage;
  document.body.append(page);
  while (!page.querySelector('header')) await page.updateComplete;
  return page;
}

/** From the top of the page, tabs to the header button `id` and presses Enter on it. */
async function openWith(page: TestRoomPage, id: string): Promise<void> {
  (document.activeElement as HTMLElement | null)?.blur();
  // On a narrow header the tools are behind the menu button: open it first.
  const menu = page.querySelector<HTMLElement>('#menu-button');
  if (menu && getComputedStyle(menu).display !== 'none' && menu.getAttribute('aria-expanded') !== 'true') {
    await tabTo((el) => el.id === 'menu-button', 'the header menu button');
    await press('Enter');
    await page.updateComplete;
  }
  await tabTo((el) => el.id === id, `the header button #${id}`);
  await press('Enter');
  await page.whenToolsIdle();
}

/** The closed-or-open dialog with `id` in the page. */
function dialogOf(page: TestRoomPage, id: string): HTMLDialogElement {
  const dialog = page.querySelector<HTMLDialogElement>(`#${id}`);
  if (!dialog) throw new Error(`no #${id} in the room page`);
  return dialog;
}

describe('room pages: rules, settings and shortcuts in the header', () => {
  useAppTestPage();
  let page: TestRoomPage | null = null;
  afterEach(async () => {
    await virtual.stop();
    page?.remove();
    page = null;
    localStorage.removeItem(SETTINGS_KEY);
    clearAppliedSettings();
    await useLanguage('en');
    await setViewport({ width: 800, height: 600 });
  });

  it('opens the rules at the top by keyboard, with no section marked now, and closes back to its button', async () => {
    page = await mount();
    await expect(page).to.be.accessible();
    await expectAccessibleScreen(page);
    await openWith(page, 'rules-button');
    const dialog = dialogOf(page, 'rules-dialog');
    expect(dialog.open).to.equal(true);
    expect(document.activeElement?.id).to.equal('rules-title');
    expect(dialog.contains(document.activeElement)).to.equal(true);
    expect(dialog.querySelector('[aria-current]'), 'no rule matters now on a plain room page').to.equal(null);
    expect(dialog.querySelectorAll('section[id^="rules-R-"]').length).to.equal(en.sections.length);
    await expectAccessibleScreen(dialog);
    await press('Escape');
    expect(dialog.open).to.equal(false);
    expect(document.activeElement?.id).to.equal('rules-button');

    // Again, closed by its Close button this time.
    await press('Enter');
    await page.whenToolsIdle();
    expect(dialog.open).to.equal(true);
    await tabTo((el) => el.id === 'rules-close', 'the Close the rules button', 200);
    await press('Enter');
    expect(dialog.open).to.equal(false);
    expect(document.activeElement?.id).to.equal('rules-button');
  });

  it('opens the rules at the rule a page says matters now', async () => {
    page = await mount('rs-test-voting-room-page');
    await openWith(page, 'rules-button');
    const rules = page.querySelector<RsRules>('rs-rules')!;
    expect(rules.open).to.equal(true);
    const section = en.sections.find((s) => s.id === 'R-VOTE-1')!;
    expect(document.activeElement?.id).to.equal('rules-R-VOTE-1-title');
    expect(page.querySelector('#rules-dialog [aria-current="true"]')!.textContent).to.include(section.title);
    await press('Escape');
    expect(document.activeElement?.id).to.equal('rules-button');
  });

  it('opens the settings by keyboard; a change is saved, applied and followed by the page; focus returns', async () => {
    page = await mount();
    expect(page.isBrief).to.equal(false);
    await openWith(page, 'settings-button');
    const dialog = dialogOf(page, 'settings-dialog');
    expect(dialog.open).to.equal(true);
    expect(document.activeElement?.id).to.equal('settings-heading');
    // Only what acts on a room page: no speech or vibration; the private idle time (a phone's private screen hides by itself).
    expect(dialog.querySelector('#settings-text-size')).to.not.equal(null);
    expect(dialog.querySelector('#settings-announcements')).to.not.equal(null);
    expect(dialog.querySelector('#settings-idle')).to.not.equal(null);
    expect(dialog.querySelector('#settings-speech')).to.equal(null);
    expect(dialog.querySelector('#settings-vibration')).to.equal(null);
    await expectAccessibleScreen(dialog);

    // Text size: a bigger text on the whole page, saved on the device.
    await tabTo((el) => el.id === 'settings-text-size', 'the text size');
    await press('ArrowDown');
    expect(document.documentElement.getAttribute('data-text-size')).to.equal('125');
    expect(document.documentElement.style.fontSize).to.equal('125%');
    expect(loadSettings().textSize).to.equal(125);

    // Announcements: brief, saved, and the page's own `brief` follows at once.
    await tabTo((el) => el instanceof HTMLInputElement && el.name === 'settings-announcements', 'the announcements choice');
    await press('ArrowDown');
    expect(loadSettings().announcements).to.equal('brief');
    expect(page.isBrief).to.equal(true);
    await announcer.whenIdle();
    expect(announcer.last).to.equal('Announcements: brief.');

    await press('Escape');
    expect(dialog.open).to.equal(false);
    expect(document.activeElement?.id).to.equal('settings-button');

    // Opened again, the dialog shows what is saved; its Close button gives focus back too.
    await press('Enter');
    await page.whenToolsIdle();
    expect(dialog.open).to.equal(true);
    expect(dialog.querySelector<HTMLInputElement>('#settings-announcements-brief')!.checked).to.equal(true);
    expect(dialog.querySelector<HTMLSelectElement>('#settings-text-size')!.value).to.equal('125');
    await tabTo((el) => el.id === 'settings-close', 'the Close the settings button');
    await press('Enter');
    expect(dialog.open).to.equal(false);
    expect(document.activeElement?.id).to.equal('settings-button');

    // A room page opened later starts with the saved settings.
    page.remove();
    clearAppliedSettings();
    page = await mount();
    expect(page.isBrief).to.equal(true);
    expect(document.documentElement.getAttribute('data-text-size')).to.equal('125');
  });

  it('"?" lists only the shortcuts that work on a room page, and closes back to where focus was', async () => {
    page = await mount();
    const heading = page.querySelector<HTMLElement>('#test-heading')!;
    heading.focus();
    await press('Shift+Slash');
    await page.whenToolsIdle();
    const dialog = dialogOf(page, 'shortcuts-dialog');
    expect(dialog.open).to.equal(true);
    expect(document.activeElement?.id).to.equal('shortcuts-title');
    const rows = [...dialog.querySelectorAll('tbody tr')].map((tr) => tr.textContent!.replace(/\s+/g, ' ').trim());
    // The announcer's keys work on every page that announces; the game's own keys do not.
    expect(rows).to.deep.equal(['Alt+L Say the last announcement again.', 'Alt+H List the last 20 announcements.', '? Show this list of shortcuts.']);
    await expectAccessibleScreen(dialog);
    await press('Escape');
    expect(dialog.open).to.equal(false);
    expect(document.activeElement).to.equal(heading);

    // The header's button opens the same list and gets focus back.
    await openWith(page, 'shortcuts-button');
    expect(dialog.open).to.equal(true);
    expect(document.activeElement?.id).to.equal('shortcuts-title');
    await tabTo((el) => el.id === 'shortcuts-close', 'the Close button');
    await press('Enter');
    expect(dialog.open).to.equal(false);
    expect(document.activeElement?.id).to.equal('shortcuts-button');
  });

  it('"?" types a question mark in a text field instead', async () => {
    page = await mount();
    const input = page.querySelector<HTMLInputElement>('#test-code')!;
    input.focus();
    await type('AB?');
    await page.whenToolsIdle();
    expect(input.value).to.equal('AB?');
    expect(page.querySelector<HTMLDialogElement>('#shortcuts-dialog')?.open ?? false).to.equal(false);
    expect(document.activeElement).to.equal(input);
  });

  it('keeps every tool reachable at 320 CSS px, behind the header menu, with no sideways scrolling and 44 px targets', async () => {
    await setViewport({ width: 320, height: 640 });
    page = await mount();
    expect(document.documentElement.scrollWidth, 'the page').to.be.at.most(320);
    expect(page.querySelector('#menu-button')?.getAttribute('aria-expanded'), 'the tools are behind the menu on a phone').to.equal('false');
    await expectAccessibleScreen(page);
    for (const [button, dialogId] of [
      ['rules-button', 'rules-dialog'],
      ['settings-button', 'settings-dialog'],
      ['shortcuts-button', 'shortcuts-dialog'],
    ] as const) {
      await openWith(page, button);
      const dialog = dialogOf(page, dialogId);
      expect(dialog.open, dialogId).to.equal(true);
      expect(dialog.scrollWidth, `${dialogId} width`).to.be.at.most(dialog.clientWidth);
      expect(document.documentElement.scrollWidth, `the page with ${dialogId} open`).to.be.at.most(320);
      await expectAccessibleScreen(dialog);
      await press('Escape');
      expect(document.activeElement?.id).to.equal(button);
    }
  });

  it('is heard through a screen reader: the Settings button, the dialog and its heading, the change', async () => {
    page = await mount();
    await virtual.start({ container: document.body });
    await openWith(page, 'settings-button');
    expect(document.activeElement?.id).to.equal('settings-heading');
    await tabTo((el) => el instanceof HTMLInputElement && el.name === 'settings-announcements', 'the announcements choice');
    await press('ArrowDown');
    await announcer.whenIdle();
    await press('Escape');
    expect(document.activeElement?.id).to.equal('settings-button');
    const spoken = await virtual.spokenPhraseLog();
    const at = (phrase: string): number => {
      const index = spoken.indexOf(phrase);
      expect(index, `"${phrase}" in:\n${spoken.join('\n')}`).to.be.at.least(0);
      return index;
    };
    // In order: the button, the dialog and its heading, the change said once, the button again.
    const button = at('button, Settings, has popup dialog');
    const dialog = at('dialog, Settings');
    const heading = at('heading, Settings, level 2');
    const change = at('polite: Announcements: brief.');
    expect(button).to.be.below(dialog);
    expect(dialog).to.be.below(heading);
    expect(heading).to.be.below(change);
    expect(spoken.filter((p) => p.includes('Announcements: brief.'))).to.have.length(1);
    expect(spoken[spoken.length - 1], 'focus back on the Settings button').to.equal('button, Settings, has popup dialog');
    await virtual.stop();
  });
});

describe('room pages with no network', () => {
  useAppTestPage();
  let notice: RsOfflineRoom | null = null;
  afterEach(async () => {
    await virtual.stop();
    notice?.remove();
    notice = null;
    localStorage.removeItem(SETTINGS_KEY);
    await useLanguage('en');
  });

  /** What rs-room-route puts in place of a room page whose code did not load. */
  async function mountNotice(): Promise<RsOfflineRoom> {
    const el = document.createElement('rs-offline-room');
    document.body.append(el);
    await el.ready;
    return el;
  }

  it('says rooms need the network, offers the one-device game, focus on its heading, heard so', async () => {
    notice = await mountNotice();
    expect(document.activeElement?.id).to.equal('room-offline-heading');
    expect(notice.querySelector('h1')!.textContent!.trim()).to.equal('Rooms need the network');
    expect(document.title).to.equal('Rooms need the network — The Resistance companion');
    expect(notice.querySelector<HTMLAnchorElement>('#room-offline-app')!.getAttribute('href')).to.equal('./');
    await expect(notice).to.be.accessible();
    await expectAccessibleScreen(notice);
    await virtual.start({ container: notice });
    for (let i = 0; i < 20 && !(await virtual.lastSpokenPhrase()).startsWith('button, Try again'); i++) await virtual.next();
    const spoken = (await virtual.spokenPhraseLog()).join('\n');
    expect(spoken).to.include('heading, Rooms need the network, level 1');
    expect(spoken).to.include('this device cannot reach the room server now');
    expect(spoken).to.include('link, Play on this device instead');
    expect(spoken).to.include('button, Try again');
  });

  it('in Polish, when Polish is this device\'s language', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ language: 'pl' }));
    notice = await mountNotice();
    expect(document.documentElement.lang).to.equal('pl');
    expect(notice.querySelector('h1')!.textContent!.trim()).to.equal('Pokoje wymagają sieci');
    expect(notice.querySelector('#room-offline-app')!.textContent!.trim()).to.equal('Zagraj na tym urządzeniu');
    expect(document.title).to.equal('Pokoje wymagają sieci — Ruch Oporu — pomocnik');
    expect(document.activeElement?.id).to.equal('room-offline-heading');
    await expect(notice).to.be.accessible();
  });
});
