/**
 * The home page's first screen on a 360 × 740 phone: "New game" and "Join a game" both in it, in
 * English and Polish, at 100% and 200% text, with and without saved games; each takes its part
 * of the page to the top of the screen with focus in its first field (the number of players, the
 * join code). The role modules' button says what is on ("none") as the other parts of the setup
 * do, and names what it offers in its description. Axe on the page.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';
import { applySettings, clearAppliedSettings } from '../../../../src/platform/settings/apply-settings.ts';
import { SETTINGS_KEY } from '../../../../src/platform/settings/settings.ts';
import { appFixture, expectAccessibleScreen, gameFixture, useAppTestPage } from '../../../helpers/app-driver.ts';

const PHONE = { width: 360, height: 740 };

/** Two frames: style, layout and paint are done. */
function frames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

function text(el: Element | null): string {
  return (el?.textContent ?? '').trim().replace(/\s+/g, ' ');
}

/** Where `el` is not wholly inside the first screen (page at the top), or `null` when it is. */
function outOfFirstScreen(el: Element | null): string | null {
  if (!el) return 'missing';
  const rect = el.getBoundingClientRect();
  if (rect.height === 0) return 'not shown';
  if (rect.bottom > window.innerHeight + 0.5) return `ends at ${rect.bottom.toFixed(0)} px (screen ${window.innerHeight} px)`;
  return null;
}

/** Whether `el` is wholly inside the viewport as it is scrolled now. */
function inView(el: Element): boolean {
  const rect = el.getBoundingClientRect();
  return rect.height > 0 && rect.top >= -0.5 && rect.bottom <= window.innerHeight + 0.5;
}

describe('the home page on a phone', () => {
  useAppTestPage();
  before(async () => setViewport(PHONE));
  afterEach(async () => {
    clearAppliedSettings();
    localStorage.removeItem(SETTINGS_KEY);
    await useLanguage('en');
    window.scrollTo(0, 0);
  });

  async function checkFirstScreen(app: RsApp, labels: [string, string]): Promise<void> {
    const problems: string[] = [];
    for (const textSize of [100, 200] as const) {
      applySettings({ textSize, theme: 'light', reducedMotion: 'reduce' });
      await frames();
      window.scrollTo(0, 0);
      await frames();
      const buttons = [app.querySelector('#home-new'), app.querySelector('#home-join')];
      buttons.forEach((button, i) => {
        if (text(button) !== labels[i]) problems.push(`${textSize}%: link ${i} reads "${text(button)}", not "${labels[i]}"`);
        const where = outOfFirstScreen(button);
        if (where) problems.push(`${textSize}%: "${labels[i]}" ${where}`);
      });
    }
    expect(problems).to.deep.equal([]);
  }

  it('holds New game and Join a game in its first screen, in English and in Polish', async () => {
    const app = await appFixture();
    await checkFirstScreen(app, ['New game', 'Join a game']);
    await expectAccessibleScreen(app);
    app.remove();
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ language: 'pl' }));
    const polish = await appFixture();
    await checkFirstScreen(polish, ['Nowa gra', 'Dołącz do gry']);
    await expectAccessibleScreen(polish);
  });

  it('holds both above the saved games', async () => {
    const game = await gameFixture();
    game.querySelector<HTMLButtonElement>('#home-button')!.click(); // "All games"
    await game.whenIdle();
    expect(game.querySelector('rs-saved-games'), 'saved games are listed').to.not.equal(null);
    await checkFirstScreen(game, ['New game', 'Join a game']);
  });

  it('each link brings its form into view with focus in its first field', async () => {
    const app = await appFixture();
    app.querySelector<HTMLElement>('#home-join')!.click();
    const join = app.querySelector('rs-join-room')!;
    await join.updateComplete;
    await frames();
    const code = app.querySelector<HTMLInputElement>('#home-join-code')!;
    expect(document.activeElement, 'focus in the join code field').to.equal(code);
    expect(inView(code), 'the join code field is on the screen').to.equal(true);
    expect(inView(app.querySelector('#home-join-heading')!), 'its heading too').to.equal(true);

    app.querySelector<HTMLElement>('#home-new')!.click();
    await app.querySelector('rs-setup')!.updateComplete;
    await frames();
    const count = app.querySelector<HTMLSelectElement>('#setup-count')!;
    expect(document.activeElement, 'focus on the number of players').to.equal(count);
    expect(inView(count)).to.equal(true);
    expect(inView(app.querySelector('#setup-heading')!)).to.equal(true);
  });

  it('the role modules button says none are on, and names what it offers', async () => {
    const app = await appFixture();
    const button = app.querySelector<HTMLButtonElement>('#setup-roles-open')!;
    expect(text(button)).to.equal('Role modules: none');
    const hint = app.querySelector(`#${button.getAttribute('aria-describedby')}`);
    expect(text(hint)).to.equal('Offered: Assassin, Defector, Hunter.');
    await expectAccessibleScreen(app);
  });
});
