/**
 * The app under the display settings people use: forced colours (Windows high contrast),
 * reduced motion and a dark colour scheme. Every screen must keep zero WCAG 2.2 AA violations,
 * visible results in words (never colour alone) and a visible focus indicator.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import '../../../../src/games/resistance/ui/rs-app.ts';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import { expectNoAxeViolations, expectTargets } from '../../../helpers/a11y.ts';
import { renderApp } from '../../../helpers/app.ts';

/** Plays mission 1 (success) and mission 2 (fail) of a 5-player game through the DOM. */
async function playTwoMissions(app: RsApp): Promise<void> {
  const click = async (selector: string) => {
    (app.querySelector(selector) as HTMLElement).click();
    await app.whenIdle();
    const step = app.querySelector('#step > *') as HTMLElement & { updateComplete: Promise<unknown> };
    await step.updateComplete;
  };
  (app.querySelector('rs-setup form button[type="submit"]') as HTMLButtonElement).click();
  await app.whenIdle();
  for (const [size, fails] of [
    [2, 0],
    [3, 1],
  ] as const) {
    await app.updateComplete;
    // The first seats go on the team; the leader starts checked, so only boxes that differ are clicked.
    for (const box of [...app.querySelectorAll<HTMLInputElement>('input[name="team"]')]) {
      if (box.checked !== Number(box.value) < size) await click(`input[name="team"][value="${box.value}"]`);
    }
    await click('rs-team-picker button[type="submit"]');
    await click('#vote-all-approve');
    await click('rs-vote-recorder button[type="submit"]');
    await click(`input[name="fails"][value="${fails}"]`);
    await click('rs-mission-recorder button[type="submit"]');
  }
  await announcer.whenIdle();
}

describe('display settings', () => {
  afterEach(async () => {
    await emulateMedia({ forcedColors: 'none', reducedMotion: 'no-preference', colorScheme: 'light' });
  });

  for (const [label, media] of [
    ['forced colours', { forcedColors: 'active' }],
    ['reduced motion', { reducedMotion: 'reduce' }],
    ['dark colour scheme', { colorScheme: 'dark' }],
  ] as const) {
    it(`keeps the board readable and accessible with ${label}`, async () => {
      await emulateMedia(media);
      const app = await renderApp();
      await expect(app).to.be.accessible();
      await expectNoAxeViolations(app);
      await playTwoMissions(app);
      await expectNoAxeViolations(app);
      expectTargets(app);
      // Results are words, not colours only.
      const missions = [...app.querySelectorAll('rs-board .mission')].map((m) => m.textContent!.replace(/\s+/g, ' '));
      expect(missions[0]).to.contain('Success');
      expect(missions[1]).to.contain('Fail');
      // Focus is visible: the focused control has an outline.
      const focused = document.activeElement as HTMLElement;
      expect(focused).to.not.equal(document.body);
      focused.blur();
      focused.focus({ focusVisible: true } as FocusOptions);
      const outline = getComputedStyle(focused).outlineStyle;
      expect(outline, 'a visible focus outline').to.not.equal('none');
    });
  }
});
