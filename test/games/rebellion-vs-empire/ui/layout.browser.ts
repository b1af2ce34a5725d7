/**
 * Layout checks of Rebellion vs Empire on one device in real Chromium, on one page through one
 * whole game played by keyboard (rve-page.ts): the setup, and the first time each kind of screen
 * comes — the action area, the hand-over to the Rebellion, the Rebellion's private screen (its
 * play, and a liberation's proof), the Empire's power actions, the assignment, game over. Each at
 * 360 × 740 and 1280 × 800, in the light, dark and high-contrast themes, at 100% and 200% text
 * (test/helpers/layout-screens.ts): no sideways scroll, no overlapping controls, targets at least
 * 44 px, axe clean in each theme, every unchecked box and radio visible against the page, and the
 * first screen holds the board strip (the districts, the round, the standing, the tokens, the deck
 * and the last result), the step's heading and the control focus landed on. Screenshots: test-artifacts/layout/rve-<screen>-….png.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { RveApp } from '../../../../src/games/rebellion-vs-empire/ui/rve-app.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { clearAppliedSettings } from '../../../../src/platform/settings/apply-settings.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';
import { checkEverywhere } from '../../../helpers/layout-screens.ts';
import { mount, playStep, startGame } from './rve-page.ts';

/** The board strip (it must be there), the step's heading and the focused control. */
function sharedFirstScreen(app: RveApp): Element[] {
  const focused = document.activeElement;
  const strip = app.querySelector('#rve-strip');
  expect(strip, 'the board strip').to.exist;
  return [strip, app.querySelector('#rve-step-heading'), focused && focused !== document.body ? focused : null].filter((el): el is Element => !!el);
}

/** The kind of screen shown now: the step's kind on the shared screen, or the hand-over, or game over. */
function screenKind(app: RveApp): string {
  if (app.publicView?.winner) return 'over';
  if (app.querySelector('#rve-open-private')) return 'handover';
  const step = app.querySelector('#rve-step')!;
  if (step.querySelector('input[name="rve-area"]')) return 'area';
  if (step.querySelector('input[name="rve-token"]')) return 'power';
  if (step.querySelector('input[name^="rve-assign-"], #rve-assign')) return 'assign';
  return 'other';
}

const checks = { axe: true, visibleBoxes: true } as const;

describe('Rebellion vs Empire layout: every screen at 360 × 740 and 1280 × 800, three themes, 100% and 200% text', function () {
  this.timeout(600_000);
  let settleMs = announcer.settleMs;
  before(async () => {
    document.documentElement.lang = 'en';
    settleMs = announcer.settleMs;
    announcer.settleMs = 0;
    announcer.connect();
  });
  after(async () => {
    announcer.settleMs = settleMs;
    clearAppliedSettings();
    await useLanguage('en');
    await setViewport({ width: 800, height: 600 });
  });

  it('the setup, each step of a round, the hand-over, the private screen and game over', async () => {
    await setViewport({ width: 800, height: 600 });
    const app = await mount(7);
    // The page's box as the app mounts it (platform/games/game-pages.ts: its width and paddings).
    app.classList.add('rs-page');
    const problems: string[] = [];
    /** Checks everywhere, collecting the problems, then puts the default settings back (for the keyboard play). */
    const check = async (name: string, firstScreen: () => Element[]): Promise<void> => {
      try {
        await checkEverywhere({ name: `rve-${name}`, firstScreen }, { ...checks, axeContext: app });
      } catch (error) {
        problems.push((error as Error).message);
      }
      clearAppliedSettings();
      await setViewport({ width: 800, height: 600 });
    };
    await check('setup', () => [app.querySelector('#rve-setup-heading')!, document.activeElement!]);
    await startGame(app);
    const seen = new Set<string>();
    for (let guard = 0; !app.publicView?.winner; guard++) {
      if (guard > 200) throw new Error('the game did not end in 200 moves');
      const kind = screenKind(app);
      if (!seen.has(kind) && kind !== 'other') {
        seen.add(kind);
        const focus = document.activeElement as HTMLElement;
        await check(kind, () => sharedFirstScreen(app));
        focus.focus();
      }
      if (kind === 'handover') {
        // The Rebellion's screen: its heading, where focus lands; a play first, then a proof.
        app.querySelector<HTMLButtonElement>('#rve-open-private')!.click();
        await app.updateComplete;
        const proof = app.querySelector('input[name="rve-proof"]');
        const privateKind = proof ? 'private-proof' : app.querySelector('input[name="rve-reveal"], input[name="rve-hidden"]') ? 'private-play' : 'private-other';
        if (!seen.has(privateKind)) {
          seen.add(privateKind);
          const heading = app.querySelector('#rve-private-heading')!;
          expect(document.activeElement).to.equal(heading);
          await check(privateKind, () => [heading]);
        }
        app.querySelector<HTMLButtonElement>('#rve-hide')!.click();
        await app.updateComplete;
        await announcer.whenIdle();
        expect(document.activeElement?.id).to.equal('rve-open-private');
      }
      await playStep(app);
    }
    await check('over', () => sharedFirstScreen(app));
    expect([...seen].sort(), 'every kind of screen came').to.include.members(['area', 'assign', 'handover', 'power', 'private-play', 'private-proof']);
    app.remove();
    if (problems.length > 0) throw new Error(problems.join('\n\n'));
  });
});
