/**
 * A 7-player Avalon game on one device (docs/avalon.md), by keyboard and heard through the
 * virtual screen reader, in English and in German: the setup's preset "Avalon: Merlin and the
 * Assassin" with Percival, Morgana, Mordred and the Lady of the Lake; then every sentence, the
 * reveal (the app's private turns in English, the eyes-closed script "Merlin, open your eyes…"
 * with the physical cards in German), the board, the Lady of the Lake's checks after missions 2, 3
 * and 4 (R-INQ-1 … R-INQ-3; none after the third success), the Assassin's choice (R-ASN-END) and game over say Avalon's names,
 * never the spies, the Commander, the Body Guard or the Inquisitor. Axe on the Avalon steps.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import type { LitElement } from 'lit';
import { missionOrder, teamSize } from '../../../../src/games/resistance/engine.ts';
import type { MissionNumber, Seat } from '../../../../src/games/resistance/engine.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';
import { SETTINGS_KEY } from '../../../../src/platform/settings/settings.ts';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import { appFixture, expectAccessibleScreen, fillSetup, settle, stepOf, useAppTestPage } from '../../../helpers/app-driver.ts';
import { pickTeam, press, tabTo, tabToButton } from '../../../helpers/keyboard.ts';
import { chooseInTurn, hideTurn, openTurn, pickRadio, PrivacyWatch, stateOf, turnsSettled } from '../../../helpers/private-driver.ts';
import { useRandomQueue } from '../../../helpers/random-queue.ts';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'];

/** The Resistance's own names, which an Avalon table never hears (English, German). */
const OWN_NAMES = {
  en: /\b(spies|spy|Spies|Spy|Commander|Body Guard|Deep Cover|Inquisitor|resistance)\b/,
  de: /(Spion|Kommandant|Leibwächter|Inquisitor|Widerstand|Attentäter)/,
};

/** What the game screen shows, in one line. */
function screenText(app: RsApp): string {
  return app.querySelector('main')!.textContent!.replace(/\s+/g, ' ');
}

/** The spoken lines said while the rules were open (their sections keep The Resistance's names, under their Avalon names section). */
let rulesLines: [number, number][] = [];

/** Opens the rules by keyboard and reads their first section, "Avalon names", then closes them. */
async function rulesSection(): Promise<string> {
  const back = document.activeElement as HTMLElement | null;
  const from = (await virtual.spokenPhraseLog()).length;
  await tabTo((el) => el.id === 'rules-button', 'Rules');
  await press('Enter');
  const dialog = (): HTMLDialogElement | null => document.querySelector<HTMLDialogElement>('#rules-dialog');
  await waitUntil(() => dialog()?.open && dialog()!.querySelector('#rules-avalon-names') !== null, 'the rules open with the Avalon names', { timeout: 5000 });
  const section = dialog()!.querySelector('#rules-avalon-names')!.textContent!.replace(/\s+/g, ' ');
  expect(dialog()!.querySelector('section section')!.id, 'the first section').to.equal('rules-avalon-names');
  await press('Escape');
  expect(dialog()!.open).to.equal(false);
  rulesLines.push([from, (await virtual.spokenPhraseLog()).length]);
  back?.focus();
  return section;
}

/** What the screen reader said, but while the rules were open. */
async function heard(): Promise<string[]> {
  const log = await virtual.spokenPhraseLog();
  return log.filter((_, i) => !rulesLines.some(([from, to]) => i >= from && i < to));
}

/** The buttons' labels the test presses, in the language of the run. */
interface Labels {
  start: string;
  propose: string;
  recordVote: string;
  recordMission: string;
  recordCheck: string;
}
const EN: Labels = { start: 'Start game', propose: 'Propose team', recordVote: 'Record vote', recordMission: 'Record mission result', recordCheck: 'Record the check' };
const DE: Labels = { start: 'Spiel starten', propose: 'Team vorschlagen', recordVote: 'Abstimmung eintragen', recordMission: 'Missionsergebnis eintragen', recordCheck: 'Die Überprüfung eintragen' };

/** Presses the button labelled `label` by keyboard and waits for the app. */
async function pressLabelled(app: RsApp, label: string): Promise<void> {
  await tabToButton(label);
  await press('Enter');
  await turnsSettled(app);
}

/**
 * The setup by keyboard: 7 players, the part "Names of the cards", the preset "Avalon: Merlin and
 * the Assassin" (focus moves to Percival), Percival, Morgana and Mordred ticked, the Lady of the
 * Lake already on at 7 players; then the game starts.
 */
async function startAvalon(app: RsApp, labels: Labels, dealt: boolean): Promise<void> {
  const setup = app.querySelector<LitElement>('rs-setup')!;
  await fillSetup(setup, NAMES, { dealt });
  const part = setup.querySelector<HTMLDetailsElement>('#setup-names-part')!;
  await tabTo((el) => el === part.querySelector('summary'), 'the part "Names of the cards"');
  if (!part.open) await press('Enter');
  await waitUntil(() => setup.querySelector('#setup-avalon-preset') !== null, 'the names part is drawn', { timeout: 5000 });
  await tabTo((el) => el.id === 'setup-avalon-preset', 'the Avalon preset');
  await press('Enter');
  await waitUntil(() => document.activeElement?.id === 'setup-avalon-percival', 'focus on Percival', { timeout: 5000 });
  for (const id of ['setup-avalon-percival', 'setup-avalon-morgana', 'setup-avalon-mordred']) {
    await tabTo((el) => el.id === id, id);
    await press('Space');
    await setup.updateComplete;
  }
  expect(setup.querySelector<HTMLInputElement>('#setup-avalon-lady')!.checked, 'the Lady of the Lake at 7 players').to.equal(true);
  await expectAccessibleScreen(setup);
  const before = announcer.log.length;
  await tabToButton(labels.start);
  await press('Enter');
  await settle(app, 'starting the Avalon game', before);
  const state = stateOf(app);
  expect(state.setup.names).to.equal('avalon');
  expect(state.setup.roles?.assassin).to.deep.equal({ bodyGuard: true, falseCommander: true, deepCover: true, blindSpy: false });
  expect(state.setup.modules?.inquisitor).to.equal(true);
}

/** The team of the current mission: the leader and the seats after them. */
function nextTeam(app: RsApp): Seat[] {
  const view = app.view!;
  const mission = (view.missions.filter(Boolean).length + 1) as MissionNumber;
  return Array.from({ length: teamSize(7, mission) }, (_, i) => ((view.leader + i) % 7) as Seat);
}

/** The leader's team proposed and approved by all, by keyboard. */
async function proposeAndApprove(app: RsApp, labels: Labels, team: Seat[]): Promise<void> {
  await pickTeam(app, team);
  await pressLabelled(app, labels.propose);
  expect(document.activeElement?.getAttribute('name'), 'focus on the first player\'s box').to.equal('approve');
  await pressLabelled(app, labels.recordVote);
}

/** The Lady of the Lake's holder checks `prefer` when offered, else the first player offered (R-INQ-2). */
async function ladyCheck(app: RsApp, labels: Labels, prefer: Seat): Promise<Seat> {
  const offered = [...app.querySelectorAll<HTMLInputElement>('input[name="inquisition-target"]')].map((r) => Number(r.value) as Seat);
  const target = offered.includes(prefer) ? prefer : offered[0]!;
  await pickRadio(app, 'inquisition-target', String(target));
  await pressLabelled(app, labels.recordCheck);
  return target;
}

describe('a 7-player Avalon game on one device', () => {
  useAppTestPage();
  const random = useRandomQueue();
  let app: RsApp;
  const watch = new PrivacyWatch([/Your card:|you learnt they are|Loyalty card of/]);

  afterEach(async () => {
    rulesLines = [];
    await virtual.stop();
    localStorage.removeItem(SETTINGS_KEY);
    await useLanguage('en');
    app?.remove();
  });

  it('in English, the app dealing: the reveal, the Lady of the Lake and the Assassin under Avalon names, heard through the screen reader', async () => {
    watch.reset();
    random.set(Array(20).fill(0));
    app = await appFixture();
    await startAvalon(app, EN, true);
    const characters = stateOf(app).setup.characters!;
    const seat = (role: string): Seat => characters.indexOf(role as never) as Seat;
    const [merlin, assassin, percival, morgana, mordred] = ['commander', 'assassin', 'body-guard', 'false-commander', 'deep-cover'].map(seat) as [Seat, Seat, Seat, Seat, Seat];
    for (const s of [merlin, assassin, percival, morgana, mordred]) expect(s).to.be.greaterThan(-1);
    await virtual.start({ container: document.body });

    // The reveal: one private turn each, one screen with every card (R-REV-2).
    await pressLabelled(app, 'Start the reveal');
    const turns = new Map<Seat, string[]>();
    for (let i = 0; i < 7; i++) {
      const next = ((app.view!.leader + i) % 7) as Seat;
      await watch.expectNothingPrivate(app, `the reveal hand-over to ${NAMES[next]}`);
      await openTurn(app, next);
      const phrases = [...app.querySelectorAll('#private-reveal li')].map((li) => li.textContent!.trim());
      watch.seen.push(...phrases);
      turns.set(next, phrases);
      await hideTurn(app);
    }
    const at = (who: Seat, name: Seat): string => turns.get(who)!.find((p) => p.includes(`: ${NAMES[name]}:`))!;
    expect(turns.get(merlin)![0]).to.equal('Card 1 of 7: Your card: Merlin, on the side of the loyal servants of Arthur.');
    expect(at(merlin, morgana)).to.match(/you learnt they are a minion of Mordred\.$/);
    expect(at(merlin, mordred), 'Mordred is hidden from Merlin').to.match(/role hidden\.$/);
    expect(at(percival, merlin)).to.match(/you learnt they are Merlin or Morgana\.$/);
    expect(at(percival, morgana)).to.match(/you learnt they are Merlin or Morgana\.$/);
    expect(turns.get(assassin)![0]).to.equal('Card 1 of 7: Your card: Assassin, on the side of the minions of Mordred.');
    expect(turns.get(mordred)![0]).to.equal('Card 1 of 7: Your card: Mordred, on the side of the minions of Mordred.');
    expect(turns.get(percival)![0]).to.equal('Card 1 of 7: Your card: Percival, on the side of the loyal servants of Arthur.');
    for (const phrases of turns.values()) for (const p of phrases) expect(p).to.not.match(OWN_NAMES.en);
    await watch.expectNothingPrivate(app, 'the board after the reveal');
    expect(screenText(app), 'the board').to.not.match(OWN_NAMES.en);

    // The board names the Lady of the Lake and her holder (R-INQ-1).
    const board = app.querySelector('#board-inquisitor')!.textContent!.replace(/\s+/g, ' ').trim();
    expect(board).to.match(/^The Lady of the Lake: \w+\. Checks made: 0 of 3\./);

    // The rules reader starts with the cards' Avalon names.
    expect(await rulesSection()).to.include('Merlin is the Commander. The Assassin is the Assassin. Percival is the Body Guard.');

    // Three missions succeed, every card played in a private turn; the Lady checks after mission 2
    // (the third success goes straight to the Assassin: no check after it, R-INQ-2, R-ASN-END).
    const checks: string[] = [];
    while (stepOf(app).localName !== 'rs-assassination') {
      const step = stepOf(app).localName;
      if (step === 'rs-inquisition') {
        expect(stepOf(app).querySelector('#step-heading')!.textContent).to.match(/^The Lady of the Lake: \w+ checks a player$/);
        await expectAccessibleScreen(app);
        const holder = stateOf(app).inquisitor!.holder;
        await ladyCheck(app, EN, mordred);
        // The holder sees the loyalty card in a private turn (R-INQ-2).
        await watch.expectNothingPrivate(app, 'the Lady of the Lake hand-over');
        await openTurn(app, holder);
        const phrase = app.querySelector('#private-phrase')!.textContent!.trim();
        watch.seen.push(phrase);
        checks.push(phrase);
        await hideTurn(app);
        continue;
      }
      expect(step).to.equal('rs-team-picker');
      await proposeAndApprove(app, EN, nextTeam(app));
      for (const member of missionOrder(stateOf(app))) {
        await openTurn(app, member);
        await chooseInTurn(app, 'success');
      }
    }
    expect(checks.length, 'one check, after mission 2').to.equal(1);
    for (const phrase of checks) expect(phrase).to.match(/^Loyalty card of \w+: (Minion of Mordred, not Loyal servant of Arthur|Loyal servant of Arthur, not Minion of Mordred)\./);

    // The Assassin names Percival: missed; the loyal servants of Arthur win (R-ASN-END).
    const step = stepOf(app);
    expect(step.querySelector('#step-heading')!.textContent).to.equal('Three missions succeeded: the Assassin names Merlin');
    expect(announcer.last).to.include('the minions of Mordred talk it over and the Assassin names Merlin');
    await expectAccessibleScreen(app);
    await pickRadio(app, 'assassination-target', String(percival));
    await pressLabelled(app, "Record the Assassin's choice");
    expect(stepOf(app).localName).to.equal('rs-game-over');
    expect(app.querySelector('#game-over-spies')!.textContent).to.match(/^The minions of Mordred were /);
    expect(app.querySelector('#game-over-characters')!.textContent).to.include(`${NAMES[merlin]}: Merlin`);
    await expectAccessibleScreen(app);
    expect(screenText(app), 'game over').to.not.match(OWN_NAMES.en);

    const spoken = (await heard()).join('\n');
    expect(spoken).to.include(`The Assassin names ${NAMES[percival]}: not Merlin.`);
    expect(spoken).to.include('The loyal servants of Arthur win: three missions succeeded and the Assassin missed Merlin.');
    expect(spoken).to.match(/checked the loyalty of \w+\. The Lady of the Lake passes to \w+; 2 checks left\./);
    expect(spoken).to.match(/holder of the Lady of the Lake, to see the loyalty card\./);
    expect(spoken).to.match(/more rejections and the minions of Mordred win\./);
    for (const line of spoken.split('\n').filter((l) => OWN_NAMES.en.test(l))) expect.fail(`heard The Resistance's names: ${line}`);
  });

  it('in German, with the physical cards: the eyes-closed script "Merlin, öffne deine Augen…", the Lady of the Lake and the Assassin', async () => {
    app = await appFixture();
    // The language switch, by keyboard: German, by its own name.
    await tabTo((el) => el instanceof HTMLButtonElement && el.dataset.language === 'de', 'the switch to German');
    expect(document.activeElement!.getAttribute('lang')).to.equal('de');
    await press('Enter');
    await settle(app, 'the language switch', announcer.log.length - 1);
    await waitUntil(() => document.documentElement.lang === 'de', 'the page in German', { timeout: 5000 });
    await app.querySelector<LitElement>('rs-setup')!.updateComplete;
    await startAvalon(app, DE, false);
    await virtual.start({ container: document.body });

    // The eyes-closed reveal script under Avalon names (R-REV-1, R-ASN-SCRIPT).
    const script = app.querySelector('rs-reveal-script')!;
    expect(script.querySelector('#reveal-script-heading')!.textContent).to.equal('Skript zum Aufdecken mit geschlossenen Augen');
    const lines = [...script.querySelectorAll('#reveal-script-lines li')].map((li) => li.textContent!.trim());
    expect(lines).to.include('Merlin, öffne deine Augen, um zu sehen, wer die Schergen Mordreds sind.');
    expect(lines).to.include('Merlin, schließe deine Augen.');
    expect(lines.some((l) => l.startsWith('Percival, öffne deine Augen'))).to.equal(true);
    for (const line of lines) expect(line).to.not.match(OWN_NAMES.de);
    expect(script.querySelector('.hint')!.textContent).to.include('Schergen Mordreds');
    expect(screenText(app), 'the board').to.not.match(OWN_NAMES.de);

    // The board: the vote track and the Lady of the Lake under Avalon names.
    expect(app.querySelector('rs-board-strip')!.textContent).to.include('Noch 5 Ablehnungen und die Schergen Mordreds gewinnen.');
    expect(app.querySelector('#board-inquisitor')!.textContent).to.include('Die Herrin vom See: Gus.');

    expect(await rulesSection()).to.include('Merlin ist der Kommandant.');

    // Missions 1 and 3 succeed, 2 and 4 fail (two Fail cards at 7 players, R-MIS-4), 5 succeeds;
    // the Lady checks after missions 2, 3 and 4, never a former holder (R-INQ-2, R-INQ-3).
    const results = [0, 1, 0, 2, 0];
    let checks = 0;
    while (stepOf(app).localName !== 'rs-assassination') {
      const step = stepOf(app).localName;
      if (step === 'rs-inquisition') {
        expect(stepOf(app).querySelector('#step-heading')!.textContent).to.match(/^Die Herrin vom See: \w+ überprüft eine Person$/);
        if (checks === 0) await expectAccessibleScreen(app);
        await ladyCheck(app, DE, 3);
        checks++;
        continue;
      }
      expect(step).to.equal('rs-team-picker');
      await proposeAndApprove(app, DE, nextTeam(app));
      await pickRadio(app, 'fails', String(results.shift()));
      await pressLabelled(app, DE.recordMission);
    }
    expect(checks).to.equal(3);
    // The notes' deduction, by keyboard: the sets of minions of Mordred that fit the results.
    const focus = document.activeElement as HTMLElement;
    await tabTo((el) => el.id === 'assistant-toggle', 'Die Notizen zeigen');
    await press('Enter');
    await app.updateComplete;
    await tabTo((el) => el.id === 'assistant-deduce', 'the deduction');
    await press('Space');
    await waitUntil(() => app.querySelector('#assistant-sets') !== null, 'the sets are shown', { timeout: 5000 });
    expect(app.querySelector('#assistant-sets')!.textContent).to.include('(nur Schergen Mordreds spielen Fehlschlag-Karten)');
    expect(screenText(app), 'the notes').to.not.match(OWN_NAMES.de);
    focus.focus();
    expect(app.querySelector('#board-inquisitor')!.textContent).to.include('Überprüfungen: 3 von 3');

    // The Assassin names Dee, who says truthfully she is Merlin: the minions of Mordred win.
    expect(stepOf(app).querySelector('#step-heading')!.textContent).to.equal('Drei Missionen waren erfolgreich: Der Assassine benennt Merlin');
    await expectAccessibleScreen(app);
    await pickRadio(app, 'assassination-target', '3');
    await pickRadio(app, 'assassination-commander', 'yes');
    await tabTo((el) => el.id === 'assassination-record', 'Die Wahl des Assassinen eintragen');
    expect(document.activeElement!.textContent!.trim()).to.equal('Die Wahl des Assassinen eintragen');
    await press('Enter');
    await turnsSettled(app);
    expect(stepOf(app).localName).to.equal('rs-game-over');
    await expectAccessibleScreen(app);
    expect(screenText(app), 'game over').to.not.match(OWN_NAMES.de);

    const spoken = (await heard()).join('\n');
    expect(spoken).to.include('Der Assassine benennt Dee: Merlin.');
    expect(spoken).to.include('Die Schergen Mordreds gewinnen: Der Assassine hat Merlin gefunden.');
    expect(spoken).to.match(/hat die Loyalität von \w+ überprüft\. Die Herrin vom See geht an \w+; /);
    for (const line of spoken.split('\n').filter((l) => OWN_NAMES.de.test(l))) expect.fail(`heard The Resistance's names: ${line}`);
  });
});
