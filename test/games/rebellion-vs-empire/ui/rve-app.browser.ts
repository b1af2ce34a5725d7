/**
 * Rebellion vs Empire on one device, through the real DOM in Chromium:
 * - a whole game played by keyboard alone (real key presses), with focus on the next step after
 *   every move and every change announced, axe-clean on each kind of screen;
 * - the virtual screen reader walking the board reads a district as one sentence (name, position,
 *   neighbours, revealed cards, hidden count, missions met);
 * - privacy: while the shared screen shows, no card of the Rebellion's hand and no hidden card on
 *   the table is in the DOM (text or attributes), the title or the live regions;
 * - Polish: the board in the seed's Polish names;
 * - the list formatter made while the page is idle (platform/ui/game-page.ts, words.ts `warmWords`).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import type { RveApp } from '../../../../src/games/rebellion-vs-empire/ui/rve-app.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';
import { openGameStore } from '../../../../src/platform/storage/open-store.ts';
import { press, tabTo, tabToButton } from '../../../helpers/keyboard.ts';
import { expectAccessible, expectNothingSecret, mount, playStep, settle, startGame, stateOf } from './rve-page.ts';
import { recordListFormats } from '../../../helpers/list-formats.ts';

describe('Rebellion vs Empire on one device', () => {
  let settleMs = announcer.settleMs;
  before(async () => {
    document.documentElement.lang = 'en';
    settleMs = announcer.settleMs;
    announcer.settleMs = 0;
  });
  after(async () => {
    announcer.settleMs = settleMs;
    await useLanguage('en');
  });
  beforeEach(async () => {
    await announcer.whenIdle();
    announcer.connect();
    announcer.region('polite').textContent = '';
    announcer.region('assertive').textContent = '';
  });

  // First in this file: the list formatter is made once per page and language (words.ts).
  it('makes the list formatter in its first idle moment, ahead of the start, which says the row of districts', async () => {
    const { made, restore } = recordListFormats();
    try {
      const app = await mount(5);
      expect(made, 'not while the page opens').to.deep.equal([]);
      await waitUntil(() => made.length > 0, 'the list formatter was never made', { timeout: 10_000 });
      expect(made).to.deep.equal(['en']);
      app.remove();
    } finally {
      restore();
    }
  });

  it('plays a whole game by keyboard: focus on each next step, every change announced, axe clean, nothing secret on the shared screen; the Capitol variant an option, off by default (G2-CAPITOL-4); an undo of its end reopens it', async () => {
    const dbName = `rve-whole-${Date.now().toString(36)}`;
    const app = await mount(7, dbName);
    await expectAccessible(app);
    const capitol = app.querySelector<HTMLInputElement>('#rve-capitol')!;
    expect(capitol.type).to.equal('checkbox');
    expect(capitol.checked, 'G2-CAPITOL-4: off by default').to.equal(false);
    expect(capitol.labels![0]!.textContent).to.match(/Capitol variant: the Capitol in the middle/);
    await startGame(app);
    expect(stateOf(app).setup.capitolVariant, 'left off, the game is played without it').to.equal(false);
    expect(announcer.log.at(-1)).to.match(/^New game: Ann \(Rebellion\) against Bob \(Empire\)\. The row, left to right: .+ Missions in play: Revolution, .+ Ann \(Rebellion\) chooses the action area/);
    expectNothingSecret(app, 'after the deal');
    await expectAccessible(app);
    const kinds = new Set<string>();
    let privateChecked = false;
    for (let guard = 0; !app.publicView?.winner; guard++) {
      if (guard > 200) throw new Error('the game did not end in 200 moves');
      // The private screen, once: the hand is there, axe clean; hiding it leaves nothing behind.
      if (!privateChecked && app.querySelector('#rve-open-private')) {
        await press('Enter');
        await app.updateComplete;
        expect(app.querySelector('#rve-hand')!.textContent).to.match(/^Your hand: /);
        await expectAccessible(app);
        await tabToButton("Hide the Rebellion's screen");
        await press('Enter');
        await app.updateComplete;
        expect(document.activeElement?.id).to.equal('rve-open-private');
        expectNothingSecret(app, 'after hiding the private screen');
        privateChecked = true;
      }
      const kind = await playStep(app);
      kinds.add(kind);
      expectNothingSecret(app, `after ${kind}`);
      if (kind === 'power' && guard < 8) await expectAccessible(app);
    }
    expect([...kinds].sort()).to.deep.equal(['area', 'assign', 'liberate', 'play', 'power']);
    const view = app.publicView!;
    expect(app.querySelector('#rve-winner')!.textContent).to.match(/wins/);
    expect(announcer.region('assertive').textContent).to.match(/wins/);
    expect(document.title).to.match(/^Game over — Rebellion vs Empire$/);
    expect(stateOf(app).winner).to.equal(view.winner);
    expect(document.activeElement?.id).to.equal('rve-new-game');
    await expectAccessible(app);

    // An undo of the move that ended the game reopens it: no winner on the page, the step again,
    // the title, and the saved game's list entry (read from the page's database).
    const ended = announcer.log.length;
    await press('Control+KeyZ');
    await settle(app, ended, 'undo the end');
    expect(announcer.log.at(-1)).to.match(/^Undone: /);
    expect(app.publicView!.winner).to.equal(null);
    expect(app.querySelector('#rve-winner')).to.equal(null);
    expect(app.querySelector('#rve-new-game')).to.equal(null);
    expect(app.querySelector('#rve-step-heading')!.textContent).to.match(/^Now: /);
    expect(document.title).to.not.match(/^Game over/);
    await expectAccessible(app);
    const store = await openGameStore({ name: dbName });
    try {
      const [entry] = (await store.list()).games;
      expect([entry!.winner, entry!.phase === 'over'], 'the saved list follows the undo').to.deep.equal([null, false]);
    } finally {
      store.close();
    }
  });

  it('the virtual screen reader reads a district as one sentence: position, neighbours, cards, missions met', async () => {
    const app = await mount(11);
    await startGame(app);
    // Two moves: the action area, then the three cards (privately), so a revealed card lies in front of the marker.
    await playStep(app);
    const row = app.publicView!.row;
    const second = row[1]!;
    const li = app.querySelector<HTMLElement>(`#rve-district-${second.district}`)!;
    await virtual.start({ container: li });
    try {
      for (let i = 0; i < 4; i++) await virtual.next();
      const spoken = (await virtual.spokenPhraseLog()).join(' | ');
      const name = li.querySelector('h3')!.textContent!.trim();
      expect(spoken).to.include(`heading, ${name}, level 3`);
      expect(spoken).to.match(/second from the left, next to the .+ and the .+; no revealed card; no hidden card; meets: nothing yet/);
    } finally {
      await virtual.stop();
    }
  });

  it('keeps the Rebellion’s hand and hidden cards off the shared screen until it opens its own screen', async () => {
    const app = await mount(3);
    await startGame(app, true);
    expect(app.publicView!.row[2]!.district, 'the Capitol in the middle (G2-CAPITOL-1)').to.equal('capitol');
    await playStep(app); // area
    expectNothingSecret(app, 'the hand-over screen before the play');
    const hand = stateOf(app).hand;
    expect(hand.length).to.equal(5);
    await playStep(app); // play, privately
    expectNothingSecret(app, 'after the play');
    const state = stateOf(app);
    const hidden = state.played.filter((c) => !c.revealed);
    expect(hidden.length).to.equal(2);
    // The shared screen names the hidden cards by slot only.
    expect(app.querySelector('#rve-played')!.textContent).to.match(/hidden card 1, hidden card 2, and the revealed card, /);
    expect(app.querySelector('#rve-open-private'), 'the Empire moves now: no private screen offered').to.equal(null);
    expect(document.activeElement).to.equal(app.querySelector('input[name="rve-token"]'));
  });

  it('saves the game as it goes and resumes it at the same step after a reload', async () => {
    const dbName = `rve-test-saved-${Date.now().toString(36)}`;
    const app = await mount(13, dbName);
    await startGame(app);
    await playStep(app); // area
    await playStep(app); // play
    await playStep(app); // first power
    const { events } = app.log;
    const played = stateOf(app);
    app.remove(); // the page closes
    const again = await fixture<RveApp>(html`<rve-app db-name=${dbName}></rve-app>`);
    await waitUntil(() => again.querySelector('rs-saved-games') !== null, 'the saved games are listed');
    const list = again.querySelector('rs-saved-games')!;
    await list.updateComplete;
    expect(list.textContent).to.match(/Ann \(Rebellion\) against Bob \(Empire\)\. Last played .+\. Districts liberated: 0 of 3\. In progress\./);
    await expectAccessible(again);
    const before = announcer.log.length;
    await tabTo((el) => el instanceof HTMLButtonElement && el.id.startsWith('resume-'), 'Resume');
    await press('Enter');
    await settle(again, before, 'resume');
    expect(again.log.events).to.deep.equal(events);
    expect(stateOf(again)).to.deep.equal(played);
    expect(announcer.log.at(-1)).to.match(/^Game reopened where you left it\. Round 1\. Bob \(Empire\) uses a second power token\.$/);
    expect(document.activeElement).to.equal(again.querySelector('input[name="rve-token"]'));
    expectNothingSecret(again, 'after resuming');
    await playStep(again); // the game goes on, and is saved on
    again.remove();
  });

  it('hides the Rebellion’s screen by itself when left without input, and says so', async () => {
    const app = await mount(19);
    app.privateIdleSeconds = 1;
    await startGame(app);
    await playStep(app); // area: the play is next, in private
    await press('Enter'); // open the private screen
    await app.updateComplete;
    expect(app.privateShowing).to.equal(true);
    await waitUntil(() => !app.privateShowing, 'the private screen hides by itself', { timeout: 10_000 });
    await app.updateComplete;
    await announcer.whenIdle();
    expect(announcer.log.at(-1)).to.equal("The Rebellion's screen was hidden after a time without use. Nothing was played.");
    expect(document.activeElement?.id).to.equal('rve-open-private');
    expectNothingSecret(app, 'after the private screen hid itself');
  });

  it('opens its own rules reference at the section of the step in course, and gives focus back', async () => {
    const app = await mount(17);
    await startGame(app);
    await tabToButton('Rules');
    await press('Enter');
    await waitUntil(() => app.querySelector<HTMLDialogElement>('#rules-dialog')?.open === true, 'the rules dialog opens');
    await waitUntil(() => document.activeElement?.textContent?.includes('A round: the action area and three cards') === true, 'focus on the section of the action area');
    await expectAccessible(app);
    await press('Escape');
    await waitUntil(() => document.activeElement?.id === 'rules-button', 'focus back on the Rules button');
  });

  it('shows the board in Polish with the seed’s names', async () => {
    const app = await mount(5);
    await startGame(app);
    await useLanguage('pl');
    await app.updateComplete;
    const text = app.querySelector('#rve-districts-heading')!.textContent!;
    expect(text).to.equal('Dystrykty, od lewej do prawej');
    const names = [...app.querySelectorAll('.rve-districts h3')].map((h) => h.textContent!.trim()).sort();
    expect(names).to.deep.equal(['Kapitol', 'Komenda Główna Policji', 'Ministerstwo Pokoju', 'Ministerstwo Prawdy', 'Ministerstwo Urodzaju'].sort());
    expect(app.querySelector('#rve-tokens')!.textContent).to.include('Inwigilacja: dostępna strona');
    await useLanguage('en');
  });
});
