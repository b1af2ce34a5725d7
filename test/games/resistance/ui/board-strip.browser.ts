/**
 * The board at a glance (`<rs-board-strip>`): the five missions by shape and symbol (a dashed ring
 * with the team size, the current mission's filled double ring with ▲, ✓ on a circle, ✗ on a
 * square, "2✗" where two Fail cards are needed), the vote track's spaces, the leader and the
 * score; screen readers read the same facts in words, and the drawn parts are hidden from them.
 * On the one-device game screen the strip is the first thing of the game, before the step.
 * Under them, the last vote's or mission's result, the sentence the announcer said, until the next
 * result (on the room's table and phones: test/server/results-ui.test.ts).
 * (Its place in the first screen at 320, 412 and 1280 px, every theme and 200% text: layout.browser.ts.)
 */
import { expect, fixture, html } from '@open-wc/testing';
import { apply, createGame, currentMission, viewFor } from '../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameState } from '../../../../src/games/resistance/engine.ts';
import type { RsBoardStrip } from '../../../../src/games/resistance/ui/rs-board-strip.ts';
import '../../../../src/games/resistance/ui/rs-board-strip.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { expectAccessibleScreen, gameFixture, mission, propose, useAppTestPage, vote } from '../../../helpers/app-driver.ts';

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

function squeeze(el: Element | null): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('the board at a glance (rs-board-strip)', () => {
  useAppTestPage();

  it('draws each mission by shape and symbol, and says it in words', async () => {
    const state = boardGame();
    const el = await fixture<RsBoardStrip>(html`<rs-board-strip .view=${viewFor(state, 'public')} .currentMission=${currentMission(state)}></rs-board-strip>`);
    const missions = [...el.querySelectorAll('.strip-mission')];
    expect(missions.map((m) => m.getAttribute('data-result'))).to.deep.equal(['success', 'fail', 'none', 'none', 'none']);
    expect(missions.map((m) => m.hasAttribute('data-current'))).to.deep.equal([false, false, true, false, false]);
    expect(missions.map((m) => squeeze(m.querySelector('.strip-token')))).to.deep.equal(['✓', '✗', '3', '42✗', '4']);
    // Shapes, not colour alone: a circle for a success, a square for a fail, a dashed ring not played.
    const style = (i: number) => getComputedStyle(missions[i]!.querySelector('.strip-token')!);
    expect(style(0).borderRadius).to.equal('50%');
    expect(style(1).borderRadius).to.not.equal('50%');
    expect(style(3).borderStyle).to.equal('dashed');
    expect(style(2).borderStyle).to.equal('double');
    // The words screen readers read; the drawn tokens are hidden from them.
    for (const token of el.querySelectorAll('.strip-token, .strip-pips')) expect(token.getAttribute('aria-hidden')).to.equal('true');
    expect(missions.map((m) => squeeze(m.querySelector('.visually-hidden')))).to.deep.equal([
      'Mission 1, Team of 2. Success',
      'Mission 2, Team of 3. Fail',
      'Mission 3, Team of 3. Current mission.',
      'Mission 4, Team of 4. Needs two Fail cards to fail. Not played yet.',
      'Mission 5, Team of 4. Not played yet.',
    ]);
    expect(squeeze(el.querySelector('.strip-leader'))).to.equal('★ DeeLeader: Dee');
    expect(squeeze(el.querySelector('.strip-track .visually-hidden'))).to.match(/^Vote track: 1 of 5/);
    expect([...el.querySelectorAll('.strip-pip')].map((p) => p.hasAttribute('data-filled'))).to.deep.equal([true, false, false, false, false]);
    expect(squeeze(el.querySelector('.strip-score .visually-hidden'))).to.equal('Score: 1 success, 1 fail.');
    await expect(el).to.be.accessible();
  });

  it('shows the last result, the sentence announced, until the next one', async () => {
    const app = await gameFixture();
    const result = () => `${squeeze(app.querySelector('rs-board-strip .strip-result-label'))} ${squeeze(app.querySelector('rs-board-strip .strip-result-text'))}`;
    expect(app.querySelector('rs-board-strip .strip-result'), 'no result before the first vote').to.not.exist;
    await propose(app);
    await vote(app, 'reject');
    const rejected = announcer.last;
    expect(rejected).to.match(/^Team rejected,/);
    expect(result()).to.equal(`Last result: ${rejected}`);
    // The next proposal keeps it on screen; the next result replaces it.
    await propose(app);
    expect(result()).to.equal(`Last result: ${rejected}`);
    await vote(app, 'approve');
    const approved = announcer.last;
    expect(approved).to.match(/^Team approved,/);
    expect(result()).to.equal(`Last result: ${approved}`);
    await mission(app, 1);
    const failed = announcer.last;
    expect(failed).to.include('Mission 1 failed');
    expect(result()).to.equal(`Last result: ${failed}`);
    await expectAccessibleScreen(app);
  });

  it('comes first on the one-device game screen, before the step', async () => {
    const app = await gameFixture();
    const strip = app.querySelector('rs-board-strip');
    const step = app.querySelector('#step');
    expect(strip, 'the strip is on the game screen').to.exist;
    expect(strip!.compareDocumentPosition(step!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    await expectAccessibleScreen(app);
  });
});
