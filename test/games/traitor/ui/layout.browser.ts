/**
 * Layout checks of the hidden-traitor expansion on one device in real Chromium, on one page through
 * one game (a 3-player deal scripted so that the first player is the Traitor, deals.ts): the setup,
 * the hand-over of the secret deal and a private deal screen, the board's steps (turning the
 * Challenge face up, entering its Power from the card, contributing cards and ending the turn),
 * the private Foul Machination menu and the Traitor's declaration there, the board after the
 * reveal, and game over by the main deck. Each at 360 × 740 and
 * 1280 × 800, in the light, dark and high-contrast themes, at 100% and 200% text
 * (test/helpers/layout-screens.ts): no sideways scroll, no overlapping controls, targets at least
 * 44 px, axe clean in each theme, every unchecked box and radio visible against the page, and the
 * first screen holds the board strip on the board's screens (the Challenge stack, the turn, the
 * cards and Power the Challenge needs, the main deck, the loyalty cards, the last result), the
 * step's heading and the control focus landed on. Screenshots: test-artifacts/layout/tr-<screen>-….png.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../../src/games/traitor/ui/tr-app.ts';
import type { TrApp } from '../../../../src/games/traitor/ui/tr-app.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { useTraitorTestPage } from './test-page.ts';
import { clearAppliedSettings } from '../../../../src/platform/settings/apply-settings.ts';
import { checkEverywhere } from '../../../helpers/layout-screens.ts';
import { scripted, TRAITOR_FIRST } from './deals.ts';

const DB = `traitor-layout-${Date.now()}`;

describe('hidden-traitor layout: every screen at 360 × 740 and 1280 × 800, three themes, 100% and 200% text', function () {
  this.timeout(600_000);
  useTraitorTestPage();
  let app: TrApp | undefined;
  after(async () => {
    app?.remove();
    clearAppliedSettings();
    await setViewport({ width: 800, height: 600 });
    await new Promise((resolve) => {
      const request = indexedDB.deleteDatabase(DB);
      request.onsuccess = request.onerror = request.onblocked = () => resolve(null);
    });
  });

  it('the setup, the secret deal, each step of a turn, the private menu and game over', async () => {
    await setViewport({ width: 800, height: 600 });
    app = await fixture<TrApp>(html`<tr-app db-name=${DB} .randomInt=${scripted(TRAITOR_FIRST)}></tr-app>`);
    // The page's box as the app mounts it (platform/games/game-pages.ts: its width and paddings).
    app.classList.add('rs-page');
    await app.ready;
    await app.whenIdle();
    const page = app;
    const problems: string[] = [];
    const $ = <E extends Element = HTMLElement>(selector: string): E => {
      const el = page.querySelector<E>(selector);
      if (!el) throw new Error(`no ${selector} on the page`);
      return el;
    };
    /** Checks everywhere, collecting the problems, then puts the default settings and focus back. */
    const check = async (name: string, ...selectors: string[]): Promise<void> => {
      const focus = document.activeElement as HTMLElement | null;
      expect(focus && focus !== document.body && page.contains(focus), `${name}: focus is in the page`).to.equal(true);
      // The board strip once the cards are dealt (it must be there), before every other screen's part.
      const strip = page.querySelector('#tr-strip');
      if (!['setup', 'handover', 'private-deal', 'private-menu', 'private-declared'].includes(name)) expect(strip, `${name}: the board strip`).to.exist;
      const held = [...(strip ? [strip] : []), ...selectors.map((s) => $(s)), ...(selectors.some((s) => page.querySelector(s) === focus) ? [] : [focus!])];
      try {
        await checkEverywhere({ name: `tr-${name}`, firstScreen: () => held }, { axe: true, visibleBoxes: true, axeContext: page });
      } catch (error) {
        problems.push((error as Error).message);
      }
      clearAppliedSettings();
      await setViewport({ width: 800, height: 600 });
      focus!.focus();
    };
    /** Clicks `selector` and waits until the page has taken the change in. */
    const click = async (selector: string): Promise<void> => {
      $(selector).click();
      await page.whenIdle();
      await announcer.whenIdle();
    };
    const fill = (selector: string, value: string): void => {
      const input = $<HTMLInputElement>(selector);
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };

    await check('setup', '#setup-heading');
    ['Ann', 'Bob', 'Cid'].forEach((name, i) => fill(`#setup-name-${i}`, name));
    for (const plot of ['Plot Beta', 'Plot Gamma']) {
      fill('#setup-new-plot', plot);
      await click('#setup-add-plot');
    }
    await click('#setup-start');

    // The secret deal: a hand-over, a private screen, for each player.
    for (let seat = 0; seat < 3; seat++) {
      await waitUntil(() => document.activeElement?.id === 'tr-turn-heading', 'focus on the hand-over');
      if (seat === 0) await check('handover', '#tr-turn-heading', '#tr-turn-open');
      await click('#tr-turn-open');
      await waitUntil(() => document.activeElement?.id === 'tr-private-heading', 'focus on the private screen');
      if (seat === 0) await check('private-deal', '#tr-private-heading');
      await click('#tr-private-hide');
    }

    // The board's steps: the Challenge turned face up, its Power entered, cards contributed.
    await waitUntil(() => document.activeElement?.id === 'tr-step-heading', 'focus on the step');
    await check('reveal', '#tr-step-heading');
    $<HTMLInputElement>('input[name="tr-challenge"][value="keene-act"]').click();
    await click('#tr-reveal');
    await check('turn', '#tr-step-heading');
    await click('.entry-open');
    await waitUntil(() => document.activeElement?.id === 'entry-heading', 'focus on the card entry');
    await check('entry', '#entry-heading');
    fill('#entry-power', '11');
    await click('#entry-save');
    $<HTMLInputElement>('input[name="tr-kind"]').click();
    fill('#tr-cost', '2');
    fill('#tr-how-many', '3');
    await click('#tr-contribute');
    await check('contributed', '#tr-step-heading');

    // The private menu of the Foul Machination: its hand-over and its screen.
    await click('#tr-open-menu');
    await waitUntil(() => document.activeElement?.id === 'tr-turn-heading', 'focus on the menu hand-over');
    await click('#tr-turn-open');
    await waitUntil(() => document.activeElement?.id === 'tr-private-heading', 'focus on the private menu');
    await check('private-menu', '#tr-private-heading');
    // Ann holds the Traitor card (deals.ts): her declaration, then the board after the reveal.
    for (const line of page.querySelectorAll<HTMLInputElement>('input[name="tr-line"]')) line.click();
    await click('#tr-declare');
    await waitUntil(() => document.activeElement?.id === 'tr-private-phrase', 'focus on the declaration');
    await check('private-declared', '#tr-private-heading', '#tr-private-phrase');
    await click('#tr-private-hide');
    await waitUntil(() => document.activeElement?.id === 'tr-step-heading', 'focus back on the step');
    expect($('#tr-loyalty').textContent).to.include('Ann: Traitor');
    await check('revealed', '#tr-step-heading');

    // Game over: the main deck ran out (G3-END-2).
    fill('#tr-deck-count', '0');
    await click('#tr-deck-record');
    expect($('#tr-step-heading').textContent).to.equal('Game over');
    await check('over', '#tr-step-heading');
    if (problems.length > 0) throw new Error(problems.join('\n\n'));
  });
});
