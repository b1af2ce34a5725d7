/**
 * Rebellion vs Empire's last result on one device, by keyboard in real Chromium: after each move
 * the shared screen shows "Last result: …" first, the very sentence announced of the move (before
 * what happens next), until the next move; an undo shows the move before again; a reload keeps it;
 * nothing hidden is in it (the Rebellion's hidden cards never are on the shared screen). axe on the
 * screen that shows it. (On the room's table and phones: test/server/results-ui.test.ts.)
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { RveApp } from '../../../../src/games/rebellion-vs-empire/ui/rve-app.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';
import { press, tabTo } from '../../../helpers/keyboard.ts';
import { expectAccessible, expectNothingSecret, mount, playStep, settle, startGame } from './rve-page.ts';

/** The last result as shown: its label and sentence (`''` when none). */
function shown(app: RveApp): string {
  const line = app.querySelector('#rve-last-result');
  if (!line) return '';
  const part = (selector: string) => (line.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
  return `${part('.strip-result-label')} ${part('.strip-result-text')}`;
}

/** The last result's sentence, checked to be the start of the last announcement (which goes on with what happens next). */
function expectShownAsSaid(app: RveApp, pattern: RegExp): string {
  const text = shown(app);
  expect(text).to.match(/^Last result: /);
  const sentence = text.slice('Last result: '.length);
  expect(sentence).to.match(pattern);
  expect(announcer.log.at(-1)!.startsWith(sentence), `announced: ${announcer.log.at(-1)}`).to.equal(true);
  return sentence;
}

describe('Rebellion vs Empire on one device: the last result', () => {
  let settleMs = announcer.settleMs;
  before(async () => {
    document.documentElement.lang = 'en';
    settleMs = announcer.settleMs;
    announcer.settleMs = 0;
    announcer.connect();
    await useLanguage('en');
  });
  after(() => {
    announcer.settleMs = settleMs;
  });

  it('shows the sentence said of the last move until the next one, after an undo and over a reload', async () => {
    const dbName = `rve-last-result-${Date.now().toString(36)}`;
    const app = await mount(21, dbName);
    await startGame(app);
    expect(app.querySelector('#rve-last-result'), 'no result before the first move (the deal is none)').to.equal(null);

    await playStep(app); // the action area
    expectShownAsSaid(app, /^Action area: the .+ and the .+\.$/);
    const line = app.querySelector('#rve-last-result')!;
    expect(line.compareDocumentPosition(app.querySelector('#rve-step')!) & Node.DOCUMENT_POSITION_FOLLOWING, 'before the step').to.not.equal(0);

    await playStep(app); // the Rebellion's play, in private
    const play = expectShownAsSaid(app, /^Ann \(Rebellion\) played 2 hidden cards and revealed .+\.$/);
    expectNothingSecret(app, 'after the play');
    await playStep(app); // the Empire's first action
    const power = expectShownAsSaid(app, /^(Surveillance|Destroy|Redirect|Blockade)/);
    expectNothingSecret(app, "after the Empire's action");
    await expectAccessible(app);

    // An undo takes the Empire's action back: the play is the last move again.
    const before = announcer.log.length;
    await press('Control+KeyZ');
    await app.whenIdle();
    await settle(app, before, 'undo');
    expect(shown(app)).to.equal(`Last result: ${play}`);
    await press('Control+KeyY');
    await app.whenIdle();
    expect(shown(app)).to.equal(`Last result: ${power}`);

    // Over a reload.
    app.remove();
    const again = await fixture<RveApp>(html`<rve-app db-name=${dbName}></rve-app>`);
    await waitUntil(() => again.querySelector('[id^="resume-"]') !== null, 'the saved game is listed');
    await tabTo((el) => el.id.startsWith('resume-'), 'Resume');
    const resumed = announcer.log.length;
    await press('Enter');
    await settle(again, resumed, 'resume');
    expect(shown(again)).to.equal(`Last result: ${power}`);
    again.remove();
  });
});
