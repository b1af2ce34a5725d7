/**
 * Every screen of <rs-app> in a real browser: the setup screen and the game screen in each phase
 * (team building, vote, mission, game over) at 5 and 10 players and with Targeting, each checked
 * with chai-a11y-axe, axe's WCAG 2.2 AA rules and 44 px targets; reflow at 320 CSS px; the
 * "where are we" summary on demand (button and Alt+W); and no secret in the DOM.
 *
 * Games are driven through the real DOM (checkboxes, radios, buttons), see test/helpers/app-driver.ts.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import {
  appFixture,
  bringTo,
  buttonIn,
  expectAccessibleScreen,
  gameFixture,
  liveText,
  mission,
  propose,
  setupField,
  stepOf,
  useAppTestPage,
  vote,
} from '../../../helpers/app-driver.ts';
import type { Phase, StartOptions } from '../../../helpers/app-driver.ts';

const STEP_OF_PHASE: Record<Phase, string> = {
  proposal: 'rs-team-picker',
  vote: 'rs-vote-recorder',
  mission: 'rs-mission-recorder',
  over: 'rs-game-over',
};

const TABLES: { name: string; options: StartOptions }[] = [
  { name: '5 players', options: { players: 5 } },
  { name: '10 players', options: { players: 10 } },
  { name: 'Targeting, 7 players', options: { players: 7, targeting: true } },
];

describe('rs-app screens', () => {
  useAppTestPage();

  describe('accessibility of every screen', () => {
    it('setup screen', async () => {
      const app = await appFixture();
      expect(app.querySelector('rs-setup')).to.exist;
      await expectAccessibleScreen(app);
    });

    for (const table of TABLES) {
      it(`${table.name}: team building before the first team (spy reveal script)`, async () => {
        const app = await gameFixture(table.options);
        expect(stepOf(app).localName).to.equal('rs-team-picker');
        expect(app.querySelector('details summary')).to.exist;
        await expectAccessibleScreen(app);
      });

      for (const phase of ['proposal', 'vote', 'mission', 'over'] as const) {
        it(`${table.name}: ${phase} phase`, async () => {
          const app = await gameFixture(table.options);
          await bringTo(app, phase);
          expect(app.view!.phase).to.equal(phase);
          expect(stepOf(app).localName).to.equal(STEP_OF_PHASE[phase]);
          expect(app.querySelector('rs-vote-history table'), 'the vote history table').to.exist;
          await expectAccessibleScreen(app);
        });
      }
    }
  });

  describe('skip link (WCAG 2.4.1)', () => {
    /** The skip link's target must exist on the screen and take focus when the link is followed. */
    function expectSkipLinkWorks(app: HTMLElement): void {
      const link = app.querySelector<HTMLAnchorElement>('a.skip-link')!;
      expect(link, 'the skip link').to.exist;
      const id = link.getAttribute('href')!.replace(/^#/, '');
      const target = document.getElementById(id);
      expect(target, `the skip link "${link.textContent!.trim()}" points at #${id}, which is not on this screen`).to.exist;
      expect(target!.hasAttribute('tabindex') || target!.tabIndex >= 0, 'the target can take focus').to.equal(true);
      target!.focus();
      expect(document.activeElement).to.equal(target);
    }

    it('on the game screen, leads to the current step', async () => {
      const app = await gameFixture({ players: 5 });
      expectSkipLinkWorks(app);
    });

    it('on the setup screen, leads somewhere that exists', async () => {
      const app = await appFixture();
      expectSkipLinkWorks(app);
    });
  });

  describe('reflow (WCAG 1.4.10)', () => {
    let width = 800;
    let height = 600;
    before(() => {
      width = window.innerWidth;
      height = window.innerHeight;
    });
    afterEach(async () => {
      await setViewport({ width, height });
    });

    it('at 320 CSS px the 10-player game screen does not scroll sideways; only the vote history region does', async () => {
      await setViewport({ width: 320, height: 640 });
      const app = await gameFixture({ players: 10 });
      await bringTo(app, 'mission');
      await app.updateComplete;
      expect(document.documentElement.clientWidth).to.equal(320);
      // The per-player grid is behind a disclosure: opened, it scrolls in its own region.
      app.querySelector<HTMLDetailsElement>('rs-vote-history details.history-grid')!.open = true;
      await app.querySelector('rs-vote-history')!.updateComplete;
      const scroller = app.querySelector<HTMLElement>('rs-vote-history .table-scroll')!;
      expect(scroller, 'the scrolling region of the vote history').to.exist;
      // Scrolled to, as a user reading it would: its table has its real width.
      scroller.scrollIntoView({ block: 'nearest' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(document.documentElement.scrollWidth, 'page width').to.be.at.most(320);
      expect(document.body.scrollWidth, 'body width').to.be.at.most(320);
      expect(scroller.scrollWidth, 'the table is wider than its region').to.be.greaterThan(scroller.clientWidth);
      expect(getComputedStyle(scroller).overflowX).to.equal('auto');
      expect(scroller.tabIndex, 'the scrolling region is focusable').to.equal(0);
      // Nothing outside the table's region sticks out of the viewport.
      const outside = [...app.querySelectorAll<HTMLElement>('*')].filter(
        (el) => !el.closest('.table-scroll') && !el.closest('.visually-hidden') && !el.classList.contains('skip-link') && el.getBoundingClientRect().right > 320.5,
      );
      expect(outside.map((el) => `${el.localName}.${el.className}`)).to.deep.equal([]);
      await expectAccessibleScreen(app);
    });

    it('at 320 CSS px the setup screen with Targeting does not scroll sideways', async () => {
      await setViewport({ width: 320, height: 640 });
      const app = await appFixture();
      (await setupField(app.querySelector('rs-setup')!, 'targeting')).click();
      await app.querySelector('rs-setup')!.updateComplete;
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
    });
  });

  describe('"where are we" on demand', () => {
    it('the "Say where we are" button announces the summary shown on the page', async () => {
      const app = await gameFixture({ players: 5 });
      await propose(app);
      const summary = app.querySelector('#where-text')!.textContent!.trim();
      expect(summary).to.match(/^Mission 1 of 5\. Leader: Player 1\. Score: 0 successes, 0 fails\. Vote track: 0 of 5/);
      const before = announcer.log.length;
      buttonIn(app, /^Say where we are/).click();
      await announcer.whenIdle();
      expect(announcer.log.length).to.equal(before + 1);
      expect(announcer.last).to.equal(summary);
      expect(liveText('polite')).to.equal(summary);
      expect(document.activeElement).not.to.equal(document.body);
    });

    it('Alt+W announces the summary from anywhere in the game, even twice in a row', async () => {
      const app = await gameFixture({ players: 6 });
      await propose(app);
      await vote(app, 'approve');
      await mission(app, 1);
      const summary = app.querySelector('#where-text')!.textContent!.trim();
      expect(summary).to.include('Score: 0 successes, 1 fail.');
      await sendKeys({ press: 'Alt+KeyW' });
      await announcer.whenIdle();
      expect(announcer.last).to.equal(summary);
      expect(liveText('polite')).to.equal(summary);
      const first = announcer.region('polite').textContent;
      await sendKeys({ press: 'Alt+KeyW' });
      await announcer.whenIdle();
      expect(liveText('polite')).to.equal(summary);
      expect(announcer.region('polite').textContent, 'a repeat is still a change of the region').not.to.equal(first);
    });

    it('the summary matches the engine summary and the button names its shortcut', async () => {
      const app = await gameFixture({ players: 7, targeting: true });
      const button = buttonIn(app, /^Say where we are/);
      expect(button.getAttribute('aria-keyshortcuts')).to.equal('Alt+W');
      const text = app.querySelector('#where-text')!.textContent!.trim();
      expect(text).to.equal(
        'Round 1 of 5. Leader: Player 1. Score: 0 successes, 0 fails. Vote track: 0 of 5 rejected in a row. 5 more rejections and the spies win. Next: Player 1 chooses mission 1, 2, 3, or 4 and proposes a team.',
      );
    });

    it('Alt+W on the setup screen says there is no game yet', async () => {
      await appFixture();
      await sendKeys({ press: 'Alt+KeyW' });
      await announcer.whenIdle();
      expect(liveText('polite')).to.equal('No game open: start a new game or resume a saved one.');
    });
  });

  describe('the public view never puts a secret in the DOM', () => {
    it('no spies, no roles and no mission cards in the page or in the views given to components', async () => {
      const app = await gameFixture({ players: 7 });
      await propose(app);
      await vote(app, 'approve');
      await mission(app, 1);
      await propose(app);
      const page = document.body.innerHTML;
      expect(page).not.to.include('knownSpies');
      expect(page).not.to.match(/"cards"\s*:/);
      expect(page).not.to.match(/\bdata-(cards?|spy|spies|side|role)\b/);
      expect(page).not.to.match(/"spies"\s*:/);
      for (const el of app.querySelectorAll<HTMLElement & { view?: object }>('rs-board, rs-vote-history, #step > *')) {
        const view = el.view as Record<string, unknown> | undefined;
        expect(view, `${el.localName}.view`).to.exist;
        expect(view!.viewer, `${el.localName} gets the public view`).to.equal('public');
        const json = JSON.stringify(view);
        expect(json).not.to.match(/"(spies|knownSpies|side|cards|events)"/);
      }
    });
  });

  it('the steps use the right elements for each phase (sanity of the driver)', async () => {
    const app = await gameFixture({ players: 5 });
    expect(stepOf(app).localName).to.equal('rs-team-picker');
    await propose(app);
    expect(stepOf(app).localName).to.equal('rs-vote-recorder');
    await vote(app, 'approve');
    expect(stepOf(app).localName).to.equal('rs-mission-recorder');
    await mission(app, 0);
    expect(stepOf(app).localName).to.equal('rs-team-picker');
    expect(app.view!.missions[0]!.result).to.equal('success');
  });
});
