/**
 * Layout checks in real Chromium for every one-device screen: the home page
 * (setup closed, and with every part of the setup open), the game screen at the start (the spy
 * reveal script) and in each phase (team proposal, vote, mission), the header's menu open, a dealt
 * game's hand-over before the private turns, and game over; each at 320, 412 and 1280 CSS
 * px wide, in the light, dark and high-contrast themes, at 100% and 200% text. On each:
 *
 * - no horizontal scroll of the page;
 * - no two interactive elements overlapping (their bounding rectangles, one inside another
 *   excepted: a checkbox inside its label row);
 * - every target at least 44 × 44 CSS px (test/helpers/a11y.ts);
 * - the first screen (the viewport's height, page scrolled to the top) holds the current step:
 *   its heading and the control focus landed on (at 320 px with 200% text, where a step's heading
 *   and explanation can fill the first screen, the heading's first line: see `firstScreenRule`).
 *
 * Each state is also kept as a screenshot of its first screen for review, with the whole page in
 * the light theme at 100% text, in test-artifacts/layout/ (git-ignored;
 * `<screen>-<width>-<theme>-<text>.png`, `…-light-100-full.png`), written by the
 * "layout-screenshot" server command (test/helpers/layout-screenshot-plugin.mjs). Then the header's menu (a disclosure:
 * aria-expanded, Escape, focus, shortcuts) and the board's tokens and the setup's disclosures.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { apply, createGame, currentMission, viewFor } from '../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameState } from '../../../../src/games/resistance/engine.ts';
import type { RsBoard } from '../../../../src/games/resistance/ui/rs-board.ts';
import '../../../../src/games/resistance/ui/rs-board.ts';
import { setViewport } from '@web/test-runner-commands';
import type { LitElement } from 'lit';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { applySettings, clearAppliedSettings } from '../../../../src/platform/settings/apply-settings.ts';
import { SETTINGS_KEY } from '../../../../src/platform/settings/settings.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';
import { checkEverywhere as checkScreen, frames, type FirstScreenRule, type LayoutScreen } from '../../../helpers/layout-screens.ts';
import { setupField, openSetupPart, appFixture, bringTo, expectAccessibleScreen, fillSetup, gameFixture, settle, stepOf, useAppTestPage } from '../../../helpers/app-driver.ts';
import { press } from '../../../helpers/keyboard.ts';

/** Phone (small and common) and desktop viewports, CSS px. */
const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
] as const;

/**
 * How the first screen must hold the current step (test/helpers/layout-screens.ts):
 * - `top`: the first screen from the top of the page holds the step's heading and the control
 *   focus lands on: at 100% text on every width, and at 200% on a 412 px phone and a wide screen
 *   (the step comes before "Where are we", and the header's actions are behind its menu);
 * - `heading`: at 320 px with 200% text (13 characters a line, as 800% zoom on a laptop) a step's
 *   heading and explanation alone can take a screen; the first screen from the top of the page
 *   holds the first line of the step's heading (the first element of what it must hold).
 *   test/server/phone.test.ts checks the same, and the first controls of the setup pages, on a
 *   320 × 568 phone with the pages loaded.
 */
function firstScreenRule(width: number, textSize: number): FirstScreenRule {
  return textSize === 100 || width >= 400 ? 'top' : 'heading';
}

/** Checks the page at 320, 412 and 1280 px (test/helpers/layout-screens.ts). */
function checkEverywhere(screen: LayoutScreen, prepare?: (width: number) => Promise<boolean>): Promise<void> {
  return checkScreen(screen, { viewports: VIEWPORTS, rule: firstScreenRule, prepare });
}

/** The step's heading and the control focus is on (the app moves focus to the step's first control). */
function stepAndFocus(app: RsApp): Element[] {
  const step = stepOf(app);
  const heading = step.querySelector('#step-heading, h2');
  const focused = document.activeElement;
  return [heading, focused && focused !== document.body && step.contains(focused) ? focused : null].filter((el): el is Element => !!el);
}

describe('layout: every screen at 320, 412 and 1280 px, three themes, 100% and 200% text', function () {
  this.timeout(300_000);
  useAppTestPage();
  let app: RsApp | undefined;

  afterEach(async () => {
    app?.remove();
    app = undefined;
    clearAppliedSettings();
    await setViewport({ width: 800, height: 600 });
  });

  it('the home page: its two ways in, then the setup, its parts closed', async () => {
    app = await appFixture();
    await checkEverywhere({ name: 'home', firstScreen: () => ['#home-new', '#home-join', '#setup-heading', '#setup-count'].map((id) => app!.querySelector(id)!) });
  });

  it('the home page with every part of the setup open (10 players)', async () => {
    app = await appFixture();
    const setup = app.querySelector<LitElement>('rs-setup')!;
    const count = setup.querySelector<HTMLSelectElement>('#setup-count')!;
    count.value = '10';
    count.dispatchEvent(new Event('change', { bubbles: true }));
    for (const part of ['cards', 'variants', 'modules'] as const) await openSetupPart(setup, part);
    (await setupField(setup, 'targeting')).click();
    (await setupField(setup, 'reverser-spy')).click();
    await setup.updateComplete;
    await checkEverywhere({ name: 'setup-open', firstScreen: () => [app!.querySelector('#setup-heading')!] });
  });

  it('the game screen at the start with physical cards: the spy reveal script comes first (R-REV-1)', async () => {
    app = await gameFixture({ players: 7 });
    const script = app.querySelector('rs-reveal-script')!;
    await (script as LitElement).updateComplete;
    // The step at hand is reading the script: its heading and its first line (its buttons follow the lines).
    await checkEverywhere({ name: 'game-start', firstScreen: () => [script.querySelector('#reveal-script-heading')!, script.querySelector('#reveal-script-lines > li')!] });
  });

  it('a dealt game: the hand-over before the private turns', async () => {
    app = await appFixture();
    const setup = app.querySelector<LitElement>('rs-setup')!;
    await fillSetup(setup, ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], { dealt: true });
    const before = announcer.log.length;
    [...setup.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Start game')!.click();
    await settle(app, 'starting a dealt game', before);
    const intro = stepOf(app);
    expect(intro.localName).to.equal('rs-private-intro');
    const focused = document.activeElement!;
    await checkEverywhere({ name: 'dealt-intro', firstScreen: () => [intro.querySelector('#intro-heading')!, ...(intro.contains(focused) ? [focused] : [])] });
  });

  for (const phase of ['proposal', 'vote', 'mission'] as const) {
    it(`the game screen: ${phase}`, async () => {
      app = await gameFixture({ players: 7 });
      await bringTo(app, phase);
      const held = stepAndFocus(app);
      await checkEverywhere({ name: `game-${phase}`, firstScreen: () => held });
    });
  }

  it('the game screen with the header menu open (phones)', async () => {
    app = await gameFixture({ players: 7 });
    await bringTo(app, 'vote');
    const button = app.querySelector<HTMLButtonElement>('#menu-button')!;
    await checkEverywhere({ name: 'game-menu-open', firstScreen: () => [button, app!.querySelector('#home-button')!] }, async () => {
      if (getComputedStyle(button).display === 'none') return false; // a wide header: no menu
      if (button.getAttribute('aria-expanded') !== 'true') button.click();
      await app!.updateComplete;
      return true;
    });
  });

  it('game over', async () => {
    app = await gameFixture({ players: 5 });
    await bringTo(app, 'over');
    const held = stepAndFocus(app);
    await checkEverywhere({ name: 'game-over', firstScreen: () => held });
  });
});

describe('the header menu on a phone: a disclosure', () => {
  useAppTestPage();
  let app: RsApp | undefined;

  beforeEach(async () => {
    await setViewport({ width: 412, height: 915 });
  });

  afterEach(async () => {
    app?.remove();
    app = undefined;
    await useLanguage('en');
    await setViewport({ width: 800, height: 600 });
  });

  const menuButton = () => app!.querySelector<HTMLButtonElement>('#menu-button')!;
  const shown = (selector: string) => !!app!.querySelector(selector)?.checkVisibility();

  it('is a button with aria-expanded that shows a list of the actions; Escape closes it and returns focus', async () => {
    app = await gameFixture({ players: 5 });
    await bringTo(app, 'vote');
    const button = menuButton();
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.getAttribute('aria-controls')).to.equal('header-menu');
    expect(shown('#undo-button'), 'the actions are hidden while the menu is closed').to.equal(false);
    const stepTop = stepOf(app).getBoundingClientRect().top + window.scrollY;

    button.focus();
    await press('Enter');
    await app.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    const list = app.querySelector('#header-menu ul')!;
    expect(list.getAttribute('aria-label')).to.equal('Game and app tools');
    const labels = [...list.querySelectorAll(':scope > li > button')].map((b) => b.textContent!.trim().replace(/\s+/g, ' '));
    expect(labels).to.include.members(['Undo', 'Redo', 'Download the game record', 'All games', 'Rules', 'Settings', 'Keyboard shortcuts (?)', 'Polski (zmień język)']);
    expect(labels.indexOf('Undo'), 'the game tools first').to.equal(0);
    await expectAccessibleScreen(app);

    await press('Tab');
    expect(document.activeElement?.id, 'Tab goes into the list').to.equal('undo-button');
    await press('Tab');
    expect(document.activeElement?.id).to.equal('redo-button');
    await press('Escape');
    await app.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(document.activeElement, 'Escape returns focus to the menu button').to.equal(button);
    expect(shown('#undo-button')).to.equal(false);
    expect(stepOf(app).getBoundingClientRect().top + window.scrollY, 'the closed menu takes no room').to.equal(stepTop);
  });

  it('closes when an action moves focus to the step (Undo), and stays open under a dialog it opened (Rules)', async () => {
    app = await gameFixture({ players: 5 });
    await bringTo(app, 'vote');
    menuButton().click();
    await app.updateComplete;
    // Rules: the dialog takes focus; closing it gives focus back to Rules, still in view.
    app.querySelector<HTMLButtonElement>('#rules-button')!.focus();
    await press('Enter');
    await app.whenIdle();
    const dialog = app.querySelector<HTMLDialogElement>('#rules-dialog')!;
    expect(dialog.open).to.equal(true);
    expect(menuButton().getAttribute('aria-expanded')).to.equal('true');
    await press('Escape');
    expect(dialog.open).to.equal(false);
    expect(document.activeElement?.id).to.equal('rules-button');
    expect(shown('#rules-button')).to.equal(true);

    // Undo: focus goes to the step (the proposal again), and the menu closes.
    app.querySelector<HTMLButtonElement>('#undo-button')!.focus();
    const before = announcer.log.length;
    await press('Enter');
    await app.whenIdle();
    await announcer.whenIdle();
    expect(announcer.log.length).to.be.greaterThan(before);
    expect(stepOf(app).localName).to.equal('rs-team-picker');
    expect(stepOf(app).contains(document.activeElement)).to.equal(true);
    await app.updateComplete;
    expect(menuButton().getAttribute('aria-expanded')).to.equal('false');
  });

  it('keeps the keyboard shortcuts working while closed: Ctrl+Z, ? and Alt+W', async () => {
    app = await gameFixture({ players: 5 });
    await bringTo(app, 'vote');
    expect(menuButton().getAttribute('aria-expanded')).to.equal('false');
    stepOf(app).querySelector<HTMLElement>('button')!.focus();
    await press('Control+KeyZ');
    await app.whenIdle();
    expect(stepOf(app).localName, 'Ctrl+Z undid the proposal').to.equal('rs-team-picker');
    await press('Alt+KeyW');
    await announcer.whenIdle();
    expect(announcer.last).to.include('Mission 2 of 5');
    await press('Shift+Slash');
    await app.whenIdle();
    expect(app.querySelector<HTMLDialogElement>('#shortcuts-dialog')!.open, '? opens the shortcuts').to.equal(true);
    await press('Escape');
  });

  it('on a wide screen every action is in view and the menu button is not', async () => {
    await setViewport({ width: 1280, height: 800 });
    app = await gameFixture({ players: 5 });
    expect(shown('#menu-button')).to.equal(false);
    for (const id of ['undo-button', 'redo-button', 'download-button', 'home-button', 'rules-button', 'settings-button', 'shortcuts-button', 'language-button']) {
      expect(shown(`#${id}`), id).to.equal(true);
    }
    // 200% text makes the same screen narrow: the menu again.
    applySettings({ textSize: 200, theme: 'light', reducedMotion: 'reduce' });
    try {
      await frames();
      expect(shown('#menu-button')).to.equal(true);
      expect(shown('#undo-button')).to.equal(false);
    } finally {
      clearAppliedSettings();
    }
  });

  it('gives focus back to Settings when a larger text size there turned the header narrow', async () => {
    await setViewport({ width: 1280, height: 800 });
    app = await appFixture();
    expect(shown('#menu-button')).to.equal(false);
    app.querySelector<HTMLButtonElement>('#settings-button')!.focus();
    await press('Enter');
    await app.whenIdle();
    const dialog = app.querySelector<HTMLDialogElement>('#settings-dialog')!;
    expect(dialog.open).to.equal(true);
    const size = dialog.querySelector<HTMLSelectElement>('#settings-text-size')!;
    size.value = '200';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    await frames();
    try {
      expect(shown('#menu-button'), '200% text: a narrow header').to.equal(true);
      await press('Escape');
      await app.updateComplete;
      expect(document.activeElement?.id).to.equal('settings-button');
      expect(shown('#settings-button')).to.equal(true);
      expect(menuButton().getAttribute('aria-expanded')).to.equal('true');
    } finally {
      localStorage.removeItem(SETTINGS_KEY);
      clearAppliedSettings();
    }
  });

  it('speaks Polish: the button and the list', async () => {
    app = await appFixture();
    await useLanguage('pl');
    await app.updateComplete;
    expect(menuButton().textContent!.trim()).to.equal('Menu');
    expect(app.querySelector('#header-menu ul')!.getAttribute('aria-label')).to.equal('Narzędzia gry i aplikacji');
    await expectAccessibleScreen(app);
  });
});

/**
 * What the virtual screen reader read of the board of {@link boardGame} before it was drawn with
 * tokens (rs-board.ts at 549b71b): the drawing must not change a word of it.
 */
const BOARD_AS_READ = [
  'region, Board',
  'heading, Board, level 2',
  'paragraph',
  'strong',
  'Leader: Dee',
  'end of strong',
  'end of paragraph',
  'list, Missions',
  'listitem, level 1, position 1, set size 5',
  'heading, Mission 1, level 3',
  'paragraph',
  'Team of 2.',
  'end of paragraph',
  'paragraph',
  'Success',
  ',',
  'no Fail cards',
  '.',
  'end of paragraph',
  'end of listitem, level 1, position 1, set size 5',
  'listitem, level 1, position 2, set size 5',
  'heading, Mission 2, level 3',
  'paragraph',
  'Team of 3.',
  'end of paragraph',
  'paragraph',
  'Fail',
  ',',
  '1 Fail card',
  '.',
  'end of paragraph',
  'end of listitem, level 1, position 2, set size 5',
  'listitem, level 1, position 3, set size 5',
  'heading, Mission 3, level 3',
  'paragraph',
  'Team of 3.',
  'end of paragraph',
  'paragraph',
  'strong',
  'Current mission.',
  'end of strong',
  'end of paragraph',
  'end of listitem, level 1, position 3, set size 5',
  'listitem, level 1, position 4, set size 5',
  'heading, Mission 4, level 3',
  'paragraph',
  'Team of 4.',
  'strong',
  'Needs two Fail cards to fail.',
  'end of strong',
  'end of paragraph',
  'paragraph',
  'Not played yet.',
  'end of paragraph',
  'end of listitem, level 1, position 4, set size 5',
  'listitem, level 1, position 5, set size 5',
  'heading, Mission 5, level 3',
  'paragraph',
  'Team of 4.',
  'end of paragraph',
  'paragraph',
  'Not played yet.',
  'end of paragraph',
  'end of listitem, level 1, position 5, set size 5',
  'end of list, Missions',
  'heading, Vote track, level 3',
  'paragraph',
  'Vote track: 1 of 5 rejected in a row. 4 more rejections and the spies win.',
  'end of paragraph',
  'end of region, Board',
];

/** 7 players: mission 1 succeeded, mission 2 failed, a team for mission 3 rejected once (leader Dee). */
function boardGame(): GameState {
  const events: GameEvent[] = [
    { type: 'proposal', team: [0, 1] },
    { type: 'vote', approve: [0, 1, 2, 3, 4, 5, 6] },
    { type: 'mission', fails: 0 },
    { type: 'proposal', team: [2, 3, 4] },
    { type: 'vote', approve: [0, 1, 2, 3] },
    { type: 'mission', fails: 1 },
    { type: 'proposal', team: [3, 4, 5] },
    { type: 'vote', approve: [1, 2, 3] },
  ];
  return events.reduce(apply, createGame({ players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'], firstLeader: 0 }));
}

describe('the board drawn as a board', () => {
  useAppTestPage();

  afterEach(async () => {
    await virtual.stop();
    clearAppliedSettings();
  });

  async function boardFixture(): Promise<RsBoard> {
    const state = boardGame();
    return fixture<RsBoard>(html`<rs-board .view=${viewFor(state, 'public')} .currentMission=${currentMission(state)}></rs-board>`);
  }

  it('is read by a screen reader word for word as before the tokens', async () => {
    const board = await boardFixture();
    await virtual.start({ container: board });
    let spoken: string[] = [];
    for (let i = 0; i < 200 && !spoken.includes('end of region, Board'); i++) {
      await virtual.next();
      spoken = await virtual.spokenPhraseLog();
    }
    expect(spoken).to.deep.equal(BOARD_AS_READ);
  });

  for (const textSize of [100, 200] as const) {
    it(`draws tokens of at least 44 px, told apart by shape and text (${textSize}% text)`, async () => {
      applySettings({ textSize, theme: 'light', reducedMotion: 'reduce' });
      const board = await boardFixture();
      const tokens = [...board.querySelectorAll<HTMLElement>('.token')];
      expect(tokens.length, 'the leader, five missions, five vote track spaces').to.equal(11);
      for (const token of tokens) {
        const rect = token.getBoundingClientRect();
        expect(Math.min(rect.width, rect.height), `a token of ${token.dataset['token'] ?? token.textContent}`).to.be.at.least(44);
        expect(token.closest('[aria-hidden="true"]'), 'a token is a drawing: screen readers read the words').to.not.equal(null);
      }
      const text = (el: Element) => getComputedStyle(el, '::before').content.replace(/"/g, '') || el.textContent!.trim();
      const radius = (el: Element) => getComputedStyle(el).borderTopLeftRadius;
      const missions = [...board.querySelectorAll('.mission-token')];
      expect(missions.map(text)).to.deep.equal(['✓', '✗', '3', '4', '4']);
      expect(radius(missions[0]!), 'a success is a circle').to.equal('50%');
      expect(radius(missions[1]!), 'a fail is a square').to.not.equal('50%');
      const style = (el: Element) => getComputedStyle(el).borderTopStyle;
      expect(style(missions[2]!), 'the current mission: a double ring').to.equal('double');
      expect(style(missions[3]!), 'not played yet: a dashed ring').to.equal('dashed');
      expect(text(board.querySelector('.token-leader')!)).to.equal('★');
      const track = [...board.querySelectorAll('.track .token')];
      expect(track.map((el) => el.textContent!.trim())).to.deep.equal(['✗', '2', '3', '4', '5']);
      expect(radius(track[0]!), 'a rejection is a square').to.not.equal('50%');
      expect(radius(track[1]!)).to.equal('50%');
      expect(board.querySelector('.track')!.getAttribute('aria-hidden')).to.equal('true');
      await expectAccessibleScreen(board);
    });
  }
});

describe('a shorter setup: its parts behind disclosures that say what is on', () => {
  useAppTestPage();
  let app: RsApp | undefined;

  afterEach(async () => {
    app?.remove();
    app = undefined;
    await useLanguage('en');
    await setViewport({ width: 800, height: 600 });
  });

  const summary = (setup: Element, id: string) => setup.querySelector(`#${id} > summary`)!.textContent!.trim().replace(/\s+/g, ' ');

  it('says what is chosen in each closed part, and keeps the choices when opened and closed', async () => {
    await setViewport({ width: 412, height: 915 });
    app = await appFixture();
    const setup = app.querySelector<LitElement>('rs-setup')!;
    const parts = [...setup.querySelectorAll('details')];
    expect(parts.map((d) => d.id)).to.deep.equal(['setup-cards-part', 'setup-variants-part', 'setup-modules-part', 'setup-names-part']);
    expect(parts.every((d) => !d.open), 'closed at first').to.equal(true);
    expect(summary(setup, 'setup-cards-part')).to.equal('Character cards: physical cards');
    expect(summary(setup, 'setup-variants-part')).to.equal('Variants: none');
    expect(summary(setup, 'setup-modules-part')).to.equal('Expansion modules: none');
    // Start game is on the page's second screen at most (the setup was 2,966 px tall).
    const start = [...setup.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Start game')!;
    expect(start.getBoundingClientRect().bottom + window.scrollY).to.be.below(2 * 915);

    // By keyboard: Tab to the modules' summary, open it, tick the Trapper and the Inquisitor.
    expect(setup.querySelector('#setup-trapper'), 'a closed part draws none of its fields').to.equal(null);
    setup.querySelector<HTMLElement>('#setup-modules-part > summary')!.focus();
    await press('Enter');
    expect(parts[2]!.open).to.equal(true);
    await openSetupPart(setup, 'modules'); // open already: waits for its fields (loaded on first opening)
    for (const id of ['setup-trapper', 'setup-inquisitor']) {
      setup.querySelector<HTMLInputElement>(`#${id}`)!.focus();
      await press('Space');
      await setup.updateComplete;
    }
    expect(summary(setup, 'setup-modules-part')).to.equal('Expansion modules: Trapper, Inquisitor');
    setup.querySelector<HTMLElement>('#setup-modules-part > summary')!.focus();
    await press('Enter');
    expect(parts[2]!.open).to.equal(false);
    expect(summary(setup, 'setup-modules-part'), 'the closed part still says what is on').to.equal('Expansion modules: Trapper, Inquisitor');
    await openSetupPart(setup, 'modules');
    expect(setup.querySelector<HTMLInputElement>('#setup-trapper')!.checked, 'opened again: the choice kept').to.equal(true);

    (await setupField(setup, 'cards-app')).click();
    (await setupField(setup, 'secret-votes')).click();
    (await setupField(setup, 'blind')).click();
    await setup.updateComplete;
    expect(summary(setup, 'setup-cards-part')).to.equal('Character cards: the app deals, secret votes');
    expect(summary(setup, 'setup-variants-part')).to.equal('Variants: Blind spies');
    await expectAccessibleScreen(setup);

    // The game starts with what the closed parts hold.
    const before = announcer.log.length;
    start.click();
    await app.whenIdle();
    await announcer.whenIdle();
    expect(announcer.log.length).to.be.greaterThan(before);
    expect(app.view?.modules).to.deep.include({ trapper: true, inquisitor: true });
  });

  it('in Polish', async () => {
    app = await appFixture();
    await useLanguage('pl');
    const setup = app.querySelector<LitElement>('rs-setup')!;
    await setup.updateComplete;
    expect(summary(setup, 'setup-cards-part')).to.equal('Karty Tożsamości: fizyczne karty');
    expect(summary(setup, 'setup-variants-part')).to.equal('Warianty: brak');
    expect(summary(setup, 'setup-modules-part')).to.equal('Moduły rozszerzeń: brak');
    (await setupField(setup, 'trapper')).click();
    await setup.updateComplete;
    expect(summary(setup, 'setup-modules-part')).to.equal('Moduły rozszerzeń: Myśliwy');
  });
});
