/**
 * Polish and English: a whole 5-player game in Polish by keyboard, heard through the
 * virtual screen reader, with `lang="pl"` on the document and Polish announcements and Polish
 * plural forms; the choice is kept on the device across a reload; axe clean in Polish; switching
 * back to English.
 */
import { expect } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';
import { LANGUAGE_LIST } from '../../../../src/platform/i18n/languages.ts';
import { SETTINGS_KEY } from '../../../../src/platform/settings/settings.ts';
import { failCards, successes } from '../../../../src/games/resistance/text/text.ts';
import { appFixture, expectAccessibleScreen, useAppTestPage } from '../../../helpers/app-driver.ts';
import { pickTeam, press, tabTo, tabToButton } from '../../../helpers/keyboard.ts';

let app: RsApp;

async function settle(): Promise<void> {
  await app.whenIdle();
  const step = app.querySelector('#step > *') as (HTMLElement & { updateComplete?: Promise<unknown> }) | null;
  await step?.updateComplete;
  await announcer.whenIdle();
}

async function proposeTeam(team: number[]): Promise<void> {
  await pickTeam(document, team);
  await tabToButton('Zaproponuj Drużynę');
  await press('Enter');
  await settle();
}

async function approveAll(): Promise<void> {
  expect(document.activeElement?.getAttribute('name'), 'the first player\'s box of the vote').to.equal('approve');
  await tabToButton('Zapisz głosowanie');
  await press('Enter');
  await settle();
}

async function recordMission(fails: number): Promise<void> {
  if (fails === 0) await press('Space');
  for (let i = 0; i < fails; i++) await press('ArrowDown');
  await tabToButton('Zapisz wynik Misji');
  await press('Enter');
  await settle();
}

describe('Polish and English', () => {
  useAppTestPage();

  afterEach(async () => {
    await virtual.stop();
    localStorage.removeItem(SETTINGS_KEY);
    await useLanguage('en');
    app?.remove();
  });

  it('plays a whole game in Polish by keyboard, heard in Polish, and keeps the choice', async () => {
    app = await appFixture();
    const dbName = app.dbName;
    expect(document.documentElement.lang).to.equal('en');
    await virtual.start({ container: document.body });

    // The switch is labelled in Polish, with lang="pl", so a screen reader reads it in Polish.
    const button = await tabTo((el) => el.id === 'language-button', 'the language switch');
    expect(button.getAttribute('lang')).to.equal('pl');
    await press('Enter');
    await settle();
    expect(document.documentElement.lang).to.equal('pl');
    expect(announcer.last).to.equal('Język: polski.');
    expect(document.title).to.equal(app.querySelector('h1')!.textContent!.trim());
    expect(app.querySelector('#language-button')!.getAttribute('lang')).to.equal('en');
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!).language).to.equal('pl');
    await expectAccessibleScreen(app);

    // Plural forms of Polish (one, few, many).
    expect([failCards(1), failCards(2), failCards(5)]).to.deep.equal(['1 karta Porażki', '2 karty Porażki', '5 kart Porażki']);
    expect([successes(1), successes(3), successes(5)]).to.deep.equal(['1 sukces', '3 sukcesy', '5 sukcesów']);

    // Setup in Polish: 5 players, the first leader is seat 1.
    await tabTo((el) => el.id === 'setup-leader', 'the first leader');
    await press('ArrowDown');
    await tabToButton('Rozpocznij grę');
    await press('Enter');
    await settle();
    expect(document.activeElement).to.have.property('name', 'team');
    await expectAccessibleScreen(app);

    // Three successful missions: the resistance wins.
    for (const team of [[0, 1], [0, 1, 2], [1, 2]]) {
      await proposeTeam(team);
      await approveAll();
      await recordMission(0);
    }
    expect(app.querySelector('rs-game-over')).to.not.equal(null);
    await expectAccessibleScreen(app);

    const spoken = (await virtual.spokenPhraseLog()).join('\n');
    expect(spoken).to.include('Drużyna zaakceptowana');
    expect(spoken).to.include('Wygrywają Bojownicy: trzy Misje zakończyły się sukcesem.');
    expect(spoken).to.not.include('Team approved');
    await virtual.stop();

    // Reload: the app starts in Polish, the choice was kept on the device.
    app.remove();
    await useLanguage('en');
    app = await appFixture(dbName);
    expect(document.documentElement.lang).to.equal('pl');
    expect(app.querySelector('h1')!.textContent).to.not.include('companion');

    // Back to English.
    app.querySelector<HTMLButtonElement>('#language-button')!.click();
    await settle();
    expect(document.documentElement.lang).to.equal('en');
    expect(announcer.last).to.equal('Language: English.');
    expect(app.querySelector('h1')!.textContent).to.include('The Resistance companion');
  });

  it('the language switch lists every language but the one in use, each by its own name and with its lang', async () => {
    app = await appFixture();
    for (const current of LANGUAGE_LIST) {
      await useLanguage(current.code);
      app.requestUpdate();
      await settle();
      const buttons = [...app.querySelectorAll<HTMLButtonElement>('header button[data-language]')];
      const others = LANGUAGE_LIST.filter((l) => l.code !== current.code);
      expect(buttons.map((b) => [b.lang, b.textContent!.trim()])).to.deep.equal(others.map((l) => [l.code, l.switchLabel]));
      expect(buttons[0]!.id).to.equal('language-button');
    }
  });

  it('the home page\'s title follows the language: at start-up in Polish, and when the language is switched', async () => {
    document.title = 'The Resistance companion'; // index.html's, before the app starts
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ language: 'pl' }));
    app = await appFixture();
    expect(document.documentElement.lang).to.equal('pl');
    expect(app.querySelector('#setup-count'), 'the home page').to.not.equal(null);
    expect(document.title).to.equal('Ruch Oporu — pomocnik');
    app.querySelector<HTMLButtonElement>('#language-button')!.click();
    await settle();
    expect(document.title).to.equal('The Resistance companion');
    app.querySelector<HTMLButtonElement>('#language-button')!.click();
    await settle();
    expect(document.title).to.equal('Ruch Oporu — pomocnik');
  });

  it('starts in the browser\'s language when nothing was chosen, English otherwise', async () => {
    const { initialLanguage } = await import('../../../../src/platform/i18n/locale.ts');
    localStorage.removeItem(SETTINGS_KEY);
    expect(initialLanguage(['pl-PL', 'en'])).to.equal('pl');
    expect(initialLanguage(['fr-FR', 'pl'])).to.equal('pl');
    expect(initialLanguage(['fr-FR', 'ja'])).to.equal('en');
    expect(initialLanguage(['de-AT', 'pl'])).to.equal('de');
    expect(initialLanguage(['en-GB', 'pl'])).to.equal('en');
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ language: 'pl' }));
    expect(initialLanguage(['en-US'])).to.equal('pl');
  });
});
