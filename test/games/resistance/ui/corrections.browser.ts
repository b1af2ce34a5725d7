/**
 * Fixing mistakes: undo reopens the step with what was recorded (the vote's
 * ticks, the proposal's team, the mission's count) and redo still works; an earlier round is
 * corrected from the vote history (the engine replays what follows, core/correct.ts), announced
 * and undoable; a correction that makes a later event illegal is refused with a sentence naming
 * that event and its rule, with focus on it, and changes nothing; games whose votes or cards the
 * app collected in secret have no correction, and say so.
 */
import { expect } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import type { LitElement } from 'lit';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import { expectNoAxeViolations } from '../../../helpers/a11y.ts';
import { uniqueDbName } from '../../../helpers/app.ts';
import {
  appFixture,
  buttonIn,
  fillSetup,
  gameFixture,
  liveText,
  mission,
  propose,
  settle,
  stepOf,
  useAppTestPage,
  vote,
} from '../../../helpers/app-driver.ts';

/** Clicks a control of the app and waits until the app has saved, rendered and spoken. */
async function click(app: RsApp, el: HTMLElement): Promise<void> {
  const before = announcer.log.length;
  el.click();
  await settle(app, `pressing "${el.textContent!.trim()}"`, before);
}

/** The seats whose checkbox named `name` is checked in the step. */
function checked(step: Element, name: string): string[] {
  return [...step.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].filter((b) => b.checked).map((b) => b.value);
}

/** Opens the correction of proposal `n` (from 1) from its button in the vote history. */
async function openCorrection(app: RsApp, n: number): Promise<LitElement> {
  const button = app.querySelector<HTMLButtonElement>(`#history-correct-${n - 1}`);
  expect(button, `the history offers "Correct proposal ${n}"`).to.exist;
  expect(button!.textContent!.trim()).to.equal(`Correct proposal ${n}`);
  await click(app, button!);
  const form = stepOf(app);
  expect(form.localName).to.equal('rs-correction');
  return form;
}

/** Chooses which of the proposal's events to correct, and waits for its form. */
async function choosePart(form: LitElement, part: 'proposal' | 'vote' | 'mission'): Promise<LitElement> {
  form.querySelector<HTMLInputElement>(`input[name="correction-part"][value="${part}"]`)!.click();
  await form.updateComplete;
  const inner = form.querySelector<LitElement>('rs-team-picker, rs-vote-recorder, rs-mission-recorder')!;
  await inner.updateComplete;
  return inner;
}

describe('fixing mistakes: undo restores the input, corrections of earlier rounds', () => {
  useAppTestPage();

  afterEach(async () => {
    await virtual.stop();
  });

  it('undo reopens the vote with its ticks, the mission with its count and the proposal with its team; redo still works', async () => {
    const app = await gameFixture({ players: 5 });
    await propose(app, [0, 2]);
    await vote(app, [0, 2, 3]); // approved 3 to 2
    expect(app.view!.phase).to.equal('mission');

    await click(app, app.querySelector<HTMLButtonElement>('#undo-button')!);
    const recorder = stepOf(app);
    expect(recorder.localName).to.equal('rs-vote-recorder');
    expect(checked(recorder, 'approve'), 'the undone vote\'s ticks').to.deep.equal(['0', '2', '3']);
    expect(recorder.querySelector('#vote-tally')!.textContent).to.contain('3 approve, 2 reject');
    expect(document.activeElement?.getAttribute('name'), 'the first player\'s box of the vote').to.equal('approve');
    await expect(app).to.be.accessible();

    // Redo applies the vote again; the mission is recorded, undone, and shows its count again.
    await click(app, app.querySelector<HTMLButtonElement>('#redo-button')!);
    expect(app.view!.phase).to.equal('mission');
    expect(liveText('polite')).to.match(/^Redone: /);
    await mission(app, 1);
    await click(app, app.querySelector<HTMLButtonElement>('#undo-button')!);
    const missionStep = stepOf(app);
    expect(missionStep.localName).to.equal('rs-mission-recorder');
    expect(missionStep.querySelector<HTMLInputElement>('input[name="fails"]:checked')?.value).to.equal('1');

    // Back to the proposal: the team chosen is ticked again.
    await click(app, app.querySelector<HTMLButtonElement>('#undo-button')!);
    await click(app, app.querySelector<HTMLButtonElement>('#undo-button')!);
    const picker = stepOf(app);
    expect(picker.localName).to.equal('rs-team-picker');
    expect(checked(picker, 'team')).to.deep.equal(['0', '2']);
    await expectNoAxeViolations(app);

    // Redo all the way: the same game as before the undos.
    for (let i = 0; i < 3; i++) await click(app, app.querySelector<HTMLButtonElement>('#redo-button')!);
    expect(app.view!.missions[0]!.result).to.equal('fail');
  });

  it('a correction of an earlier mission is replayed, announced (heard by a screen reader), kept across a reload and undone', async () => {
    const dbName = uniqueDbName();
    let app = await gameFixture({ players: 5 }, dbName);
    await propose(app, [0, 1]);
    await vote(app, 'approve');
    await mission(app, 0); // mission 1 succeeds
    await propose(app, [1, 2, 3]);
    await vote(app, 'reject'); // vote track 1
    expect(app.view!.voteTrack).to.equal(1);
    await virtual.start({ container: document.body });

    const form = await openCorrection(app, 1);
    expect(document.activeElement, 'focus on the choice of what to correct').to.equal(form.querySelector('input[name="correction-part"]:checked'));
    expect(liveText('polite')).to.contain('Correcting proposal 1');
    const recorder = await choosePart(form, 'mission');
    expect(recorder.querySelector<HTMLInputElement>('input[name="fails"]:checked')?.value, 'filled with what was recorded').to.equal('0');
    await expect(app).to.be.accessible();
    await expectNoAxeViolations(app);

    recorder.querySelector<HTMLInputElement>('input[name="fails"][value="1"]')!.click();
    await recorder.updateComplete;
    await click(app, buttonIn(recorder, 'Record mission result'));
    const said = liveText('polite');
    expect(said).to.match(/^Corrected: the result of mission 1, now 1 Fail card\. The game goes on from here: Mission 2 of 5\./);
    expect(app.view!.missions[0]!.result).to.equal('fail');
    expect(app.view!.voteTrack, 'the later rejection replayed on top').to.equal(1);
    expect(stepOf(app).localName, 'back to the current step').to.equal('rs-team-picker');
    const spoken = await virtual.spokenPhraseLog();
    expect(spoken.some((phrase) => phrase.includes('Corrected: the result of mission 1, now 1 Fail card.')), spoken.join(' | ')).to.equal(true);
    await expectNoAxeViolations(app);

    // Saved: a reload shows the corrected game (the correction is then part of the log).
    await virtual.stop();
    app.remove();
    const reloaded = await appFixture(dbName);
    expect(reloaded.view!.missions[0]!.result).to.equal('fail');
    expect(reloaded.view!.voteTrack).to.equal(1);
    reloaded.remove();
    app = await appFixture(dbName);
    // A correction made after the reload is undone and redone as one step.
    const again = await openCorrection(app, 1);
    const mission1 = await choosePart(again, 'mission');
    mission1.querySelector<HTMLInputElement>('input[name="fails"][value="0"]')!.click();
    await mission1.updateComplete;
    await click(app, buttonIn(mission1, 'Record mission result'));
    expect(app.view!.missions[0]!.result).to.equal('success');
    await click(app, app.querySelector<HTMLButtonElement>('#undo-button')!);
    expect(app.view!.missions[0]!.result, 'the correction back to Fail undone').to.equal('fail');
    await click(app, app.querySelector<HTMLButtonElement>('#redo-button')!);
    expect(app.view!.missions[0]!.result).to.equal('success');
    await click(app, app.querySelector<HTMLButtonElement>('#undo-button')!);
    expect(app.view!.missions[0]!.result).to.equal('fail');
    // The first correction, made before the reload, is part of the log: undo goes on with the events.
    await click(app, app.querySelector<HTMLButtonElement>('#undo-button')!);
    expect(liveText('polite')).to.match(/^Undone: the vote on Player 2's team for mission 2\./);
    expect(app.view!.missions[0]!.result).to.equal('fail');
  });

  it('a correction is undone whole and redone while the game stays open', async () => {
    const app = await gameFixture({ players: 5 });
    await propose(app, [0, 1]);
    await vote(app, 'approve');
    await mission(app, 0);
    await propose(app, [1, 2, 3]);
    await vote(app, 'reject');
    const form = await openCorrection(app, 1);
    const recorder = await choosePart(form, 'mission');
    recorder.querySelector<HTMLInputElement>('input[name="fails"][value="1"]')!.click();
    await recorder.updateComplete;
    await click(app, buttonIn(recorder, 'Record mission result'));
    expect(app.view!.missions[0]!.result).to.equal('fail');

    // Undo takes the correction back whole; redo applies it again.
    await click(app, app.querySelector<HTMLButtonElement>('#undo-button')!);
    expect(liveText('polite')).to.match(/^Undone: the correction of the result of mission 1\./);
    expect(app.view!.missions[0]!.result).to.equal('success');
    expect(app.view!.voteTrack).to.equal(1);
    await click(app, app.querySelector<HTMLButtonElement>('#redo-button')!);
    expect(liveText('polite')).to.match(/^Redone: the correction of the result of mission 1\./);
    expect(app.view!.missions[0]!.result).to.equal('fail');
    // Undo takes the redone correction back again, then goes on with the events, one by one.
    await click(app, app.querySelector<HTMLButtonElement>('#undo-button')!);
    expect(app.view!.missions[0]!.result).to.equal('success');
    await click(app, app.querySelector<HTMLButtonElement>('#undo-button')!);
    expect(liveText('polite')).to.match(/^Undone: the vote on Player 2's team for mission 2\./);
    expect(app.view!.phase).to.equal('vote');
    expect(app.view!.missions[0]!.result).to.equal('success');
  });

  it('a correction that makes a later event illegal is refused with that event and its rule, said once, nothing changed', async () => {
    const app = await gameFixture({ players: 5 });
    await propose(app, [0, 1]);
    await vote(app, 'approve');
    await mission(app, 0);
    const events = app.view!.proposals.length;

    const form = await openCorrection(app, 1);
    const recorder = await choosePart(form, 'vote');
    expect(checked(recorder, 'approve'), 'filled with the recorded ticks').to.deep.equal(['0', '1', '2', '3', '4']);
    buttonIn(recorder, 'All reject').click();
    await recorder.updateComplete;
    const before = announcer.log.length;
    buttonIn(recorder, 'Record vote').click();
    await settle(app, 'the refused correction', before);
    const error = app.querySelector<HTMLElement>('#correction-error')!;
    expect(error.textContent!.trim()).to.equal(
      // The refused rule (R-TEAM-2, proposal-expected) by its sentence: the id is in the error, never said.
      'The result of mission 1 would no longer be legal: The leader must propose a team first. Nothing was changed.',
    );
    // Said once: announced with focus left on the button pressed (Orca reads a focused
    // paragraph twice, as its name and its text; announcing it as well made three).
    const focused = document.activeElement as HTMLElement | null;
    expect(focused?.closest('rs-correction') !== null && focused !== document.body, `focus stays in the form, on ${focused?.outerHTML.slice(0, 80)}`).to.equal(true);
    expect(focused?.id, 'not on the sentence').not.to.equal('correction-error');
    expect(liveText('assertive')).to.contain('would no longer be legal');
    expect(announcer.log.slice(before).filter((t) => t.includes('would no longer be legal'))).to.have.length(1);
    expect(app.view!.missions[0]!.result, 'nothing changed').to.equal('success');
    expect(app.view!.proposals).to.have.length(events);
    expect(stepOf(app).localName, 'the form stays open to change again').to.equal('rs-correction');
    await expectNoAxeViolations(app);

    await click(app, buttonIn(form, 'Cancel the correction'));
    expect(stepOf(app).localName).to.equal('rs-team-picker');
    expect(liveText('polite')).to.match(/^Correction cancelled: nothing was changed\./);
  });

  it('a game whose votes the app collects in secret offers no correction, and says so', async () => {
    const app = await appFixture();
    const setup = app.querySelector<LitElement>('rs-setup')!;
    await fillSetup(setup, ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], { secretVotes: true });
    const before = announcer.log.length;
    buttonIn(setup, 'Start game').click();
    await settle(app, 'starting the game', before);
    await propose(app, [0, 1]);
    await app.whenIdle();
    expect(app.querySelectorAll('.history-correct')).to.have.length(0);
    expect(app.querySelector('#history-no-correction')!.textContent).to.contain('cannot be corrected in this game');
    await expect(app).to.be.accessible();
  });

  it('a proposal\'s team is corrected in the team picker, filled with the team recorded', async () => {
    const app = await gameFixture({ players: 5 });
    await propose(app, [0, 1]);
    await vote(app, 'approve');
    await mission(app, 1);
    const form = await openCorrection(app, 1);
    const picker = await choosePart(form, 'proposal');
    expect(picker.localName).to.equal('rs-team-picker');
    expect(checked(picker, 'team')).to.deep.equal(['0', '1']);
    picker.querySelector<HTMLInputElement>('input[name="team"][value="1"]')!.click();
    picker.querySelector<HTMLInputElement>('input[name="team"][value="2"]')!.click();
    await picker.updateComplete;
    await click(app, buttonIn(picker, 'Propose team'));
    expect(liveText('polite')).to.match(/^Corrected: proposal 1, now team Player 1 and Player 3\. The game goes on from here: /);
    expect(app.view!.proposals[0]!.team).to.deep.equal([0, 2]);
    expect(app.view!.missions[0]!.team, 'the mission replayed with the corrected team').to.deep.equal([0, 2]);
    expect(app.view!.missions[0]!.result).to.equal('fail');
  });

  it('in Polish: the refusal names the later event and its rule', async () => {
    const app = await gameFixture({ players: 5 });
    await propose(app, [0, 1]);
    await vote(app, 'approve');
    await mission(app, 0);
    app.querySelector<HTMLButtonElement>('#language-button')!.click();
    await app.whenIdle();
    expect(document.documentElement.lang).to.equal('pl');
    try {
      const button = app.querySelector<HTMLButtonElement>('#history-correct-0')!;
      expect(button.textContent!.trim()).to.equal('Popraw propozycję 1');
      await click(app, button);
      const form = stepOf(app);
      const recorder = await choosePart(form, 'vote');
      recorder.querySelector<HTMLButtonElement>('#vote-all-reject')!.click();
      await recorder.updateComplete;
      const before = announcer.log.length;
      recorder.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await settle(app, 'the refused correction', before);
      const error = app.querySelector<HTMLElement>('#correction-error')!;
      // The refused rule (R-TEAM-2) by its Polish sentence, never its id.
      expect(error.textContent!.trim()).to.match(/^Wynik Misji 1 — to nie byłoby już dozwolone: [^()]*\. Nic nie zmieniono\.$/);
      expect(error.textContent).not.to.include('R-TEAM-2');
      expect(liveText('assertive')).to.contain('Nic nie zmieniono');
      await expectNoAxeViolations(app);
    } finally {
      app.querySelector<HTMLButtonElement>('#language-button')!.click();
      await app.whenIdle();
    }
    expect(document.documentElement.lang).to.equal('en');
  });
});
