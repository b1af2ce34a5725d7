/**
 * Rebellion vs Empire's page, its tools, in real Chromium by keyboard alone:
 * - undo and redo (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y): announced "Undone: …" / "Redone: …", focus on the
 *   step, the deal never undone, the Rebellion's play undone whole and only before the Empire acts
 *   (core/undo.ts), the redo stack kept in the saved game across a reload; in Polish too;
 * - printed mission cards entered in the setup, one of them typed in (G2-MIS-UNKNOWN): shown on the
 *   board, claimed by the Rebellion in private, accepted by the Empire;
 * - a record downloaded from a finished game and imported again (the platform's export helpers and
 *   import screen); a record that breaks a rule refused with the rule's sentence;
 * - the platform's settings dialog and this game's own shortcuts list, opened and closed by
 *   keyboard with focus returning, in Polish for the list;
 * - axe clean on each screen.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { replay, toRveRecord } from '../../../../src/games/rebellion-vs-empire/engine.ts';
import type { GameSetup } from '../../../../src/games/rebellion-vs-empire/engine.ts';
import type { RveApp } from '../../../../src/games/rebellion-vs-empire/ui/rve-app.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';
import { press, tabTo, tabToButton, type } from '../../../helpers/keyboard.ts';
import { playGame } from '../driver.ts';
import { expectAccessible, expectNothingSecret, mount, playStep, settle, startGame, stateOf, submit, tickFocused } from './rve-page.ts';
import { watchLostFocus } from '../../../helpers/focus-watch.ts';

/** Presses `key` and waits for the app to finish and for something to be announced. */
async function pressAndHear(app: RveApp, key: string, what: string): Promise<string> {
  const before = announcer.log.length;
  await press(key);
  await app.whenIdle();
  await settle(app, before, what);
  return announcer.log.at(-1)!;
}

/** Chooses a file in the import screen (the file picker itself is the browser's: the test hands it the file). */
async function chooseFile(app: RveApp, name: string, text: string): Promise<void> {
  const input = app.querySelector<HTMLInputElement>('#import-file')!;
  const files = new DataTransfer();
  files.items.add(new File([text], name, { type: 'application/json' }));
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Resumes the saved game whose Resume button has focus, by keyboard. */
async function resumeFocused(app: RveApp): Promise<void> {
  expect(document.activeElement?.id ?? '', 'focus on a Resume button').to.match(/^resume-/);
  const before = announcer.log.length;
  await press('Enter');
  await settle(app, before, 'resume');
}

describe('Rebellion vs Empire: undo, mission cards, records, settings', () => {
  let settleMs = announcer.settleMs;
  before(() => {
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

  it('undoes and redoes by keyboard: announced, focus on the step, the deal never, the play only before the Empire acts, kept across a reload', async () => {
    const dbName = `rve-undo-${Date.now().toString(36)}`;
    const app = await mount(21, dbName);
    await startGame(app);
    expect(await pressAndHear(app, 'Control+KeyZ', 'undo at the deal')).to.equal('Nothing to undo: the deal is never undone. Start a new game to deal again.');
    expect(app.log.events.length).to.equal(3);
    expect(app.querySelector('#rve-undo')!.getAttribute('aria-disabled')).to.equal('true');

    await playStep(app); // the action area
    const area = app.log.events[3]!;
    expect(await pressAndHear(app, 'Control+KeyZ', 'undo the area')).to.match(/^Undone: the action area, the .+ and the .+\. Ann \(Rebellion\) chooses the action area/);
    expect(app.log.events.length).to.equal(3);
    expect(document.activeElement, 'focus on the first choice of the step').to.equal(app.querySelector('#rve-step input[name="rve-area"]'));
    expect(app.querySelector('#rve-redo')!.getAttribute('aria-disabled')).to.equal('false');
    await expectAccessible(app);

    expect(await pressAndHear(app, 'Control+Shift+KeyZ', 'redo the area')).to.match(/^Redone: Action area: the .+ and the .+\. Ann \(Rebellion\) plays three cards, in private/);
    expect(app.log.events[3]).to.deep.equal(area);
    expect(document.activeElement?.id).to.equal('rve-open-private');

    // The private play is undone whole, before the Empire acts: the three cards go back to the hand.
    await playStep(app);
    const played = app.log.events[4]!;
    expect(await pressAndHear(app, 'Control+KeyZ', 'undo the play')).to.match(/^Undone: the play of Ann \(Rebellion\); the cards are back in the hand\. Ann \(Rebellion\) plays three cards, in private/);
    expect(stateOf(app).hand.length).to.equal(5);
    expect(document.activeElement?.id, 'focus on the hand-over button').to.equal('rve-open-private');
    expectNothingSecret(app, 'after undoing the play');
    expect(await pressAndHear(app, 'Control+KeyY', 'redo the play')).to.match(/^Redone: Ann \(Rebellion\) played 2 hidden cards and revealed /);
    expect(app.log.events[4]).to.deep.equal(played);
    expect(document.activeElement).to.equal(app.querySelector('input[name="rve-token"]'));
    expectNothingSecret(app, 'after redoing the play');

    // The Empire acts: its action may be undone, the play under it no more.
    await playStep(app);
    expect(await pressAndHear(app, 'Control+KeyZ', 'undo the power')).to.match(/^Undone: (Surveillance|Destroy|Redirect|Blockade), .+\. Bob \(Empire\) uses a first power token\.$/);
    expectNothingSecret(app, "after undoing the Empire's action");
    expect(await pressAndHear(app, 'Control+KeyZ', 'undo the play again')).to.equal("Nothing more to undo: the Rebellion's cards stay played once the Empire has acted on them.");
    expect(app.log.events.length).to.equal(5);
    expect(app.querySelector('#rve-undo')!.getAttribute('aria-disabled')).to.equal('true');

    // The record stays on the device until the game is over.
    await tabToButton('Download the game record');
    expect(await pressAndHear(app, 'Enter', 'download while the game goes on')).to.equal(
      "The record holds the Rebellion's hidden cards and the order of the deck, so it can be downloaded or shared only when the game is over.",
    );

    // The undone action waits in the saved game: after a reload it is redone, in Polish.
    app.remove();
    const again = await fixture<RveApp>(html`<rve-app db-name=${dbName}></rve-app>`);
    await waitUntil(() => again.querySelector('[id^="resume-"]') !== null, 'the saved game is listed');
    await tabTo((el) => el.id.startsWith('resume-'), 'Resume');
    await resumeFocused(again);
    await useLanguage('pl');
    await again.updateComplete;
    expect(again.querySelector('#rve-redo')!.textContent!.trim()).to.equal('Ponów');
    expect(await pressAndHear(again, 'Control+KeyY', 'redo after the reload')).to.match(/^Ponowiono: .+ Bob \(Imperium\) używa drugiego żetonu mocy\.$/);
    expect(again.log.events.length).to.equal(6);
    expect(await pressAndHear(again, 'Control+KeyZ', 'undo in Polish')).to.match(/^Cofnięto /);
    await expectAccessible(again);
    await useLanguage('en');
    again.remove();
  });

  it('enters the printed mission cards, one typed in: shown on the board, claimed in private, accepted by the Empire', async () => {
    const app = await mount(23);
    await type('Ann');
    await press('Tab');
    await type('Bob');
    await tabTo((el) => el instanceof HTMLInputElement && el.name === 'rve-mission-cards', 'the mission cards choice');
    await press('ArrowDown'); // "We drew the printed cards"
    await app.updateComplete;
    expect(app.querySelector('#rve-mission-3-card'), 'three cards to enter').to.not.equal(null);
    await expectAccessible(app);

    // Nothing chosen yet: the first missing card is named and focused.
    await submit('Start the game');
    await app.updateComplete;
    expect(app.querySelector('#rve-error')!.textContent).to.equal('Choose mission card 1.');
    expect(document.activeElement?.id).to.equal('rve-mission-1-card');
    await press('ArrowDown'); // Espionage
    await tabTo((el) => el.id === 'rve-mission-2-card', 'mission card 2');
    for (let i = 0; i < 8; i++) await press('ArrowDown'); // Another card: type it
    await app.updateComplete;
    await tabTo((el) => el.id === 'rve-mission-2-name', 'its name');
    await type('Underground Press');
    await press('Tab');
    expect(document.activeElement?.id).to.equal('rve-mission-2-condition');
    await type('At least 2 Supplies cards and 1 Intelligence card.');
    await tabTo((el) => el.id === 'rve-mission-3-card', 'mission card 3');
    await press('ArrowDown'); // Espionage again: refused
    await submit('Start the game');
    await app.updateComplete;
    expect(app.querySelector('#rve-error')!.textContent).to.equal('Mission card 3 is the same as card 1: the three cards drawn are different.');
    expect(document.activeElement?.id).to.equal('rve-mission-3-card');
    await press('ArrowDown'); // Civil Disobedience
    const before = announcer.log.length;
    await submit('Start the game');
    await settle(app, before, 'start');
    expect(announcer.log.at(-1)).to.include('Missions in play: Revolution, Espionage, Underground Press, and Civil Disobedience.');
    expect(app.log.setup!.missionCards).to.equal('table');
    expect(app.log.events[1]).to.deep.equal({
      type: 'missions',
      missions: ['espionage', { table: { name: 'Underground Press', condition: 'At least 2 Supplies cards and 1 Intelligence card.' } }, 'civil-disobedience'],
    });
    const missions = [...app.querySelectorAll('#rve-missions-heading + ul li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    expect(missions).to.include('Underground Press: At least 2 Supplies cards and 1 Intelligence card.');

    // A round, up to the liberation check: with a typed card in play the Rebellion may claim.
    for (const kind of ['area', 'play', 'power', 'power', 'assign']) expect(await playStep(app)).to.equal(kind);
    expect(document.activeElement?.id, 'focus on ending the check').to.equal('rve-end-check');
    expect(app.querySelector('#rve-next')!.textContent).to.match(/may claim a district by a mission card the table entered/);
    await expectAccessible(app);
    await tabToButton(/^I am Ann: claim a liberation in private$/);
    await press('Enter');
    await app.updateComplete;
    expect(app.privateShowing).to.equal(true);
    await tabTo((el) => el instanceof HTMLInputElement && el.name === 'rve-claim-district', 'the district to claim');
    await tickFocused();
    await app.updateComplete;
    const district = (document.activeElement as HTMLInputElement).value;
    await expectAccessible(app);
    const beforeClaim = announcer.log.length;
    await submit('Claim this liberation');
    await settle(app, beforeClaim, 'claim');
    expect(app.privateShowing).to.equal(false);
    expect(announcer.log.at(-1)).to.match(/^Ann \(Rebellion\) claims that the .+ meets Underground Press: At least 2 Supplies cards and 1 Intelligence card\. (No card shown\.|Shown: .+\.) Bob \(Empire\) accepts or rejects the claim\.$/);
    expect(document.activeElement?.id, 'focus on accepting the claim').to.equal('rve-accept');
    expectNothingSecret(app, 'the claim waits for the Empire');
    await expectAccessible(app);
    const beforeAccept = announcer.log.length;
    await press('Enter');
    await settle(app, beforeAccept, 'accept');
    expect(announcer.log.at(-1)).to.match(/^Bob \(Empire\) accepts the claim\. The .+ is liberated by Underground Press \(round 1\)/);
    expect(stateOf(app).liberated.map((l) => l.district)).to.deep.equal([district]);
    expect(document.activeElement?.id).to.equal('rve-end-check');
    expect(await pressAndHear(app, 'Enter', 'end the check')).to.match(/^The liberation check is over\. Ann \(Rebellion\) draws 3 cards\. Round 2\./);
  });

  it('downloads the record of a finished game and imports it again; refuses a record that breaks a rule with the rule’s sentence', async () => {
    const setup: GameSetup = { capitolVariant: false, missionCards: 'app', players: { rebellion: 'Cy', empire: 'Di' } };
    const { state, events } = playGame(setup, 31, 'focused');
    const record = toRveRecord(setup, events);
    const app = await mount(33);
    let before = announcer.log.length;
    await chooseFile(app, 'finished.json', JSON.stringify(record));
    await settle(app, before, 'import');
    expect(announcer.log.at(-1)).to.equal('Imported the game of Cy (Rebellion) against Di (Empire). It is now in the saved games.');
    await resumeFocused(app);
    expect(app.publicView!.winner).to.equal(state.winner);
    expect(document.activeElement?.id).to.equal('rve-new-game');
    await expectAccessible(app);

    // Download by keyboard: the platform's helper clicks a download link, caught here.
    let file: { name: string; text: Promise<string> } | null = null;
    const catchDownload = (e: Event): void => {
      const link = e.target;
      if (link instanceof HTMLAnchorElement && link.download) {
        e.preventDefault();
        file = { name: link.download, text: fetch(link.href).then((r) => r.text()) };
      }
    };
    document.addEventListener('click', catchDownload, true);
    try {
      await tabToButton('Download the game record');
      expect(await pressAndHear(app, 'Enter', 'download')).to.equal('Game record downloaded as rebellion-vs-empire-cy-di.json.');
    } finally {
      document.removeEventListener('click', catchDownload, true);
    }
    expect(file, 'a file was downloaded').to.not.equal(null);
    const downloaded = file! as { name: string; text: Promise<string> };
    const text = await downloaded.text;
    expect(JSON.parse(text)).to.deep.equal(record);

    // Back to the setup, and the downloaded file imported again: a second saved game, the same game.
    await tabTo((el) => el.id === 'rve-new-game', 'New game', 60, true);
    before = announcer.log.length;
    const watch = watchLostFocus();
    await press('Enter');
    await settle(app, before, 'new game');
    expect(await watch.stop(), 'focus never rests on the body while the form replaces the game').to.deep.equal([]);
    before = announcer.log.length;
    await chooseFile(app, downloaded.name, text);
    await settle(app, before, 'import the download');
    expect(app.querySelectorAll('[id^="resume-"]').length).to.equal(2);
    await resumeFocused(app);
    expect(stateOf(app)).to.deep.equal(replay(setup, events));

    // A record that breaks a rule: refused, its event and rule named, nothing stored.
    await tabTo((el) => el.id === 'rve-new-game', 'New game', 60, true);
    before = announcer.log.length;
    await press('Enter');
    await settle(app, before, 'new game');
    const broken = toRveRecord({ capitolVariant: false, missionCards: 'app' }, [
      ...events.slice(0, 5),
      { type: 'power', token: 'surveillance', slot: 'hidden-1' },
      { type: 'power', token: 'surveillance', slot: 'hidden-2' },
    ]);
    before = announcer.log.length;
    await chooseFile(app, 'broken.json', JSON.stringify(broken));
    await waitUntil(() => announcer.log.length > before, 'the refusal is announced');
    const refusal = 'broken.json was not imported: event 7 of the record: A token on its used side cannot be used again until all four turn back.';
    expect(app.querySelector('#import-error')!.textContent).to.equal(refusal);
    expect(announcer.log.at(-1)).to.equal(refusal);
    expect(app.querySelectorAll('[id^="resume-"]').length, 'nothing stored').to.equal(2);
    await expectAccessible(app);
  });

  it('opens the settings and this game’s own shortcuts list by keyboard, and gives focus back on closing (the list in Polish too)', async () => {
    const app = await mount(29);
    await startGame(app);
    await tabToButton('Settings');
    await press('Enter');
    await waitUntil(() => app.querySelector<HTMLDialogElement>('#settings-dialog')?.open === true, 'the settings dialog opens');
    await waitUntil(() => document.activeElement?.id === 'settings-heading', 'focus on the settings heading');
    expect(app.querySelector('#settings-text-size'), 'text size').to.not.equal(null);
    expect(app.querySelector('#settings-speech-on'), 'speech').to.not.equal(null);
    await expectAccessible(app);
    await press('Escape');
    await waitUntil(() => document.activeElement?.id === 'settings-button', 'focus back on the Settings button');
    expect(app.querySelector<HTMLDialogElement>('#settings-dialog')!.open).to.equal(false);

    // "?" opens this page's list: its own keys, none of The Resistance's.
    await press('Shift+Slash');
    await waitUntil(() => app.querySelector<HTMLDialogElement>('#shortcuts-dialog')?.open === true, 'the shortcuts list opens');
    await waitUntil(() => document.activeElement?.id === 'shortcuts-title', 'focus on the list heading');
    const rows = () => [...app.querySelectorAll('#shortcuts-dialog tbody tr')].map((tr) => tr.textContent!.replace(/\s+/g, ' ').trim());
    expect(rows()).to.deep.equal([
      "Alt+W Say where we are: round, what comes next, districts liberated, the Empire's tokens, the cards.",
      'Alt+N Go to the current step (the action to take now).',
      "Ctrl+Z Undo the last move (never the deal; the Rebellion's cards only until the Empire acts).",
      'Ctrl+Shift+Z, Ctrl+Y Redo.',
      '? Show this list of shortcuts.',
    ]);
    await expectAccessible(app);
    await press('Escape');
    await waitUntil(() => document.activeElement?.id === 'settings-button', 'focus back where it was');

    // Alt+W says where we are.
    expect(await pressAndHear(app, 'Alt+KeyW', 'where are we')).to.match(/^Round 1\. Ann \(Rebellion\) chooses the action area: .+ Districts liberated: 0 of 3\. The Empire's tokens available: Surveillance, Destroy, Redirect, and Blockade\. Rebel deck: 19 cards\./);

    // In Polish: the same list, translated.
    await tabTo((el) => el.id === 'language-button', 'the language button', 60, true);
    await press('Enter');
    await waitUntil(() => document.documentElement.lang === 'pl', 'the page is in Polish');
    await app.updateComplete;
    await press('Shift+Slash');
    await waitUntil(() => app.querySelector<HTMLDialogElement>('#shortcuts-dialog')?.open === true, 'the list opens in Polish');
    const polish = rows();
    expect(polish).to.have.length(5);
    expect(polish[2]).to.match(/^Ctrl\+Z Cofnij ostatni ruch/);
    await expectAccessible(app);
    await press('Escape');
    await waitUntil(() => document.activeElement?.id === 'language-button', 'focus back on the language button');
    await useLanguage('en');
  });
});
