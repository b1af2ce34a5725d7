/**
 * The role modules through the app's screens: the setup's role options, the eyes-closed
 * script generated from the chosen roles (R-ASN-SCRIPT), the card-passing reveal telling each
 * player what their role learns (knowledge table), the Assassin's end (R-ASN-END) and the
 * Defector's loyalty cards with every player's private turn after a switch (R-DEF-V1). Keyboard
 * and virtual screen reader; axe on the new steps; hand-over screens checked for private facts.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import type { LitElement } from 'lit';
import { missionOrder, voteOrder } from '../../../../src/games/resistance/engine.ts';
import type { Seat } from '../../../../src/games/resistance/engine.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import { appFixture, buttonIn, choose, expectAccessibleScreen, fillSetup, settle, stepOf, useAppTestPage } from '../../../helpers/app-driver.ts';
import { pickTeam, press, tabTo } from '../../../helpers/keyboard.ts';
import { chooseInTurn, hideTurn, openTurn, pickRadio, pressButton, PrivacyWatch, proposeAndApprove, stateOf } from '../../../helpers/private-driver.ts';
import { useRandomQueue } from '../../../helpers/random-queue.ts';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'];

/** Starts a game with role modules: the role options are opened and ticked by keyboard. */
async function startWithRoles(app: RsApp, players: number, boxes: string[], dealt: boolean, secretVotes = false): Promise<void> {
  const setup = app.querySelector('rs-setup')!;
  await fillSetup(setup, NAMES.slice(0, players), { dealt, secretVotes });
  await tabTo((el) => el.id === 'setup-roles-open', 'Role modules');
  await press('Enter');
  // The role options load on first use; focus lands on the first module once they are shown.
  await waitUntil(() => document.activeElement?.id === 'setup-assassin', 'focus on the first role module');
  const options = app.querySelector<LitElement>('rs-role-options');
  for (const id of boxes) {
    await tabTo((el) => el.id === id, id);
    await press('Space');
    await options!.updateComplete;
  }
  const before = announcer.log.length;
  buttonIn(setup, 'Start game').click();
  await settle(app, 'starting with role modules', before);
}

/** Proposes a team by keyboard, then all approve (recorded). */
async function roundPhysical(app: RsApp, team: Seat[], fails: number): Promise<void> {
  await proposeAndApprove(app, team);
  await pickRadio(app, 'fails', String(fails));
  await pressButton(app, 'Record mission result');
}

describe('role modules with physical cards', () => {
  useAppTestPage();
  let app: RsApp;
  afterEach(async () => {
    await virtual.stop();
    app?.remove();
  });

  it('Assassin: the script from the chosen roles, then the Assassin misses after three successes', async () => {
    app = await appFixture();
    await startWithRoles(app, 5, ['setup-assassin'], false);
    expect(stateOf(app).setup.roles?.assassin).to.deep.equal({ bodyGuard: false, blindSpy: false, deepCover: false, falseCommander: false });
    const script = app.querySelector('rs-reveal-script')!.textContent!;
    expect(script).to.include('Everyone close your eyes and put a closed fist out in front of you.');
    expect(script).to.include('Spies, raise your thumbs so that the Commander can learn who you are.');
    expect(script).to.include('Commander, open your eyes to see who the spies are.');
    await virtual.start({ container: document.body });
    await roundPhysical(app, [0, 1], 0);
    await roundPhysical(app, [0, 1, 2], 0);
    await roundPhysical(app, [1, 2], 0);
    const step = stepOf(app);
    expect(step.localName).to.equal('rs-assassination');
    expect(announcer.last).to.include('the Assassin names the Commander');
    await expectAccessibleScreen(app);
    await pickRadio(app, 'assassination-target', '3');
    await pickRadio(app, 'assassination-commander', 'no');
    await pressButton(app, "Record the Assassin's choice");
    expect(stepOf(app).localName).to.equal('rs-game-over');
    const spoken = (await virtual.spokenPhraseLog()).join('\n');
    expect(spoken).to.include('The Assassin names Dee: not the Commander.');
    expect(spoken).to.include('The resistance wins: three missions succeeded and the Assassin missed the Commander.');
  });

  it('Defector variant I: the loyalty card of round 3 is recorded before the team', async () => {
    app = await appFixture();
    await startWithRoles(app, 7, ['setup-defector'], false);
    await roundPhysical(app, [0, 1], 0);
    await roundPhysical(app, [1, 2, 3], 1);
    const step = stepOf(app);
    expect(step.localName).to.equal('rs-loyalty');
    await expectAccessibleScreen(app);
    await pickRadio(app, 'loyalty-card', 'switch');
    await pressButton(app, 'Record the loyalty card');
    expect(announcer.last).to.include('Loyalty card of round 3: switch. The two Defectors change sides, in secret.');
    expect(stepOf(app).localName).to.equal('rs-team-picker');
  });

  it('Hunter: the investigator token, investigations, and the Resistance Hunter finds the Spy Chief', async () => {
    app = await appFixture();
    await startWithRoles(app, 5, ['setup-hunter'], false);
    await virtual.start({ container: document.body });
    for (const [team, investigator] of [
      [[0, 1], '2'],
      [[1, 2, 3], '4'],
      [[2, 3], '4'],
    ] as [Seat[], string][]) {
      await pickTeam(app, team);
      const select = app.querySelector<HTMLSelectElement>('#team-investigator')!;
      expect([...select.options].map((o) => o.value), 'never the leader nor a team member').to.not.include(String(team[0]));
      select.focus();
      choose(select, investigator);
      await pressButton(app, 'Propose team');
      // Everyone starts approved.
      await pressButton(app, 'Record vote');
      await pickRadio(app, 'fails', '0');
      await pressButton(app, 'Record mission result');
      if (stepOf(app).localName === 'rs-investigation') {
        await expectAccessibleScreen(app);
        const leader = stateOf(app).hunter!.after!.investigator!;
        await pickRadio(app, 'investigation-target', String((leader + 2) % 5));
        await pressButton(app, 'Record the investigation');
      }
    }
    expect(stepOf(app).localName).to.equal('rs-accusation');
    await expectAccessibleScreen(app);
    const by = app.querySelector<HTMLSelectElement>('#accusation-by')!;
    by.focus();
    choose(by, '4');
    await pickRadio(app, 'accusation-target', '2');
    await pickRadio(app, 'accusation-answer', 'yes');
    await pressButton(app, 'Record it');
    expect(stepOf(app).localName).to.equal('rs-game-over');
    expect(app.querySelector('#board-hunter-investigations')!.textContent).to.include('Mission 1: Ann investigated Cid.');
    const spoken = (await virtual.spokenPhraseLog()).join('\n');
    expect(spoken).to.include('the Resistance Hunter, accuses Cid of being a Spy Chief: right.');
    expect(spoken).to.include('The resistance wins: the Resistance Hunter found a Spy Chief.');
  });

  it("the setup refuses an impossible combination with its rule's sentence (R-ASN-OPT), never its id", async () => {
    app = await appFixture();
    await startWithRoles(app, 5, ['setup-assassin', 'setup-body-guard'], false);
    await app.whenIdle();
    const error = app.querySelector('#app-error')!.textContent!;
    expect(error).to.include('With 5 players the Body Guard needs the Deep Cover or the False Commander too.');
    expect(error).not.to.include('R-ASN-OPT');
  });
});

describe('role modules with the app holding the cards', () => {
  useAppTestPage();
  let app: RsApp;
  const random = useRandomQueue();
  afterEach(async () => {
    await virtual.stop();
    app?.remove();
  });

  /** The privacy check of every public screen, with the private phrases seen so far in this test. */
  const watch = new PrivacyWatch([/Your card:|you learnt they are|Your side now|Loyalty card shown by/]);
  const expectNothingSeen = (where: string): Promise<void> => watch.expectNothingPrivate(app, where);

  /** One reveal turn: every card of it, by keyboard; returns the phrases and the focus stops. */
  async function revealTurn(seat: Seat): Promise<string[]> {
    await expectNothingSeen(`the reveal hand-over to ${NAMES[seat]}`);
    await openTurn(app, seat);
    // One screen: the list of every card (R-REV-2).
    const phrases = [...app.querySelectorAll('#private-reveal li')].map((li) => li.textContent!.trim());
    watch.seen.push(...phrases);
    await hideTurn(app);
    return phrases;
  }

  it('Assassin: each card tells what its role learns, every turn of the same shape; the Assassin finds the Commander', async () => {
    watch.reset();
    random.set([0, 0, 0, 0]); // the deal: Ann, Bob resistance; Cid Assassin; Dee spy; Eve Commander
    app = await appFixture();
    await startWithRoles(app, 5, ['setup-assassin'], true);
    expect(stateOf(app).setup.characters).to.deep.equal(['resistance', 'resistance', 'assassin', 'spy', 'commander']);
    await pressButton(app, 'Start the reveal');
    const turns: string[][] = [];
    for (let seat = 0; seat < 5; seat++) turns.push(await revealTurn(seat));
    for (const turn of turns) expect(turn.length, 'every turn has one card per player').to.equal(5);
    expect(turns[4]![0]).to.equal('Card 1 of 5: Your card: Commander, on the resistance side.');
    expect(turns[4]).to.include('Card 2 of 5: Ann: role hidden.');
    expect(turns[4]).to.include('Card 4 of 5: Cid: you learnt they are a spy.');
    expect(turns[4]).to.include('Card 5 of 5: Dee: you learnt they are a spy.');
    expect(turns[2]![0]).to.equal('Card 1 of 5: Your card: Assassin, on the spies\' side.');
    expect(turns[2]).to.include('Card 2 of 5: Dee: you learnt they are a spy.');
    expect(turns[2]).to.include('Card 3 of 5: Eve: role hidden.', 'the spies do not learn the Commander');
    expect(turns[0]!.slice(1).every((p) => p.endsWith('role hidden.')), 'a plain resistance player learns nobody').to.equal(true);
    await expectNothingSeen('the board after the reveal');
    // Three successes with secret cards, then the Assassin names Eve: the spies win.
    for (const team of [
      [0, 1],
      [0, 1, 4],
      [0, 4],
    ]) {
      await pickTeam(app, team);
      await pressButton(app, 'Propose team');
      // Everyone starts approved.
      await pressButton(app, 'Record vote');
      for (const seat of missionOrder(stateOf(app))) {
        await openTurn(app, seat);
        await chooseInTurn(app, 'success');
      }
    }
    expect(stepOf(app).localName).to.equal('rs-assassination');
    expect(app.querySelector('input[name="assassination-commander"]'), 'the app knows the Commander').to.equal(null);
    await pickRadio(app, 'assassination-target', '4');
    await pressButton(app, "Record the Assassin's choice");
    expect(announcer.last).to.include('The Assassin names Eve: the Commander.');
    expect(announcer.last).to.include('The spies win: the Assassin found the Commander.');
    expect(app.querySelector('#game-over-characters')!.textContent).to.include('Eve: Commander');
  });

  it('Hunter at 7 players: Chief Fail offered to everyone, and the investigator sees the card in private', async () => {
    watch.reset();
    random.set([0, 0, 0, 0, 0, 0]); // Ann Resistance Hunter, Dee Spy Chief, Eve Spy Hunter, Fay spy, Gus Resistance Chief
    app = await appFixture();
    await startWithRoles(app, 7, ['setup-hunter'], true);
    expect(stateOf(app).setup.characters![3]).to.equal('spy-chief');
    await pressButton(app, 'Start the reveal');
    await pressButton(app, 'Back to the board');
    await pickTeam(app, [3, 1]);
    const select = app.querySelector<HTMLSelectElement>('#team-investigator')!;
    select.focus();
    choose(select, '2');
    await pressButton(app, 'Propose team');
    // Everyone starts approved.
    await pressButton(app, 'Record vote');
    for (const seat of missionOrder(stateOf(app))) {
      await expectNothingSeen(`the mission hand-over to ${NAMES[seat]}`);
      await openTurn(app, seat);
      const offered = [...app.querySelectorAll<HTMLButtonElement>('button[name="private-choice"]')].map((r) => r.value);
      expect(offered, 'every team member sees the same cards').to.deep.equal(['success', 'fail', 'chief-fail']);
      await chooseInTurn(app, seat === 3 ? 'chief-fail' : 'success');
    }
    expect(announcer.log.join('\n')).to.include('Mission 1 failed');
    const step = stepOf(app);
    expect(step.localName).to.equal('rs-investigation');
    expect(step.textContent, 'a Chief Fail was played: the early accusation is offered').to.include('The Spy Hunter accuses early');
    await pickRadio(app, 'investigation-target', '3');
    await pressButton(app, 'Record the investigation');
    await expectNothingSeen('the investigation hand-over');
    // The investigator's look is the Hunter's module look, which must be taken: no "Back to the board".
    expect(stepOf(app).getAttribute('kind')).to.equal('investigation-look');
    expect(app.querySelector('#turn-cancel'), 'the look must be taken').to.equal(null);
    await openTurn(app, 2);
    const phrase = app.querySelector('#private-phrase')!.textContent!.trim();
    expect(phrase).to.equal('Loyalty card shown by Dee: Spy Chief. You may talk about it, never show it.');
    watch.seen.push(phrase);
    await hideTurn(app);
    await expectNothingSeen('the board after the investigation');
    expect(app.querySelector('#board-hunter-investigations')!.textContent).to.include('Mission 1: Cid investigated Dee.');
  });

  it('Hunter with the Dummy Agent: the investigated player picks the card to show in private (R-HUN-OPT), then the investigator sees it', async () => {
    watch.reset();
    random.set([0, 0, 0, 0, 0, 0, 0]);
    app = await appFixture();
    await startWithRoles(app, 7, ['setup-hunter', 'setup-dummy-agent'], true);
    const dummy = stateOf(app).setup.characters!.indexOf('dummy-agent');
    expect(dummy, 'a Dummy Agent is dealt').to.be.at.least(0);
    const tokenHolder = (dummy + 1) % 7;
    const team = [(dummy + 2) % 7, (dummy + 3) % 7].sort((a, b) => a - b);
    await pressButton(app, 'Start the reveal');
    await pressButton(app, 'Back to the board');
    await pickTeam(app, team);
    const select = app.querySelector<HTMLSelectElement>('#team-investigator')!;
    select.focus();
    choose(select, String(tokenHolder));
    await pressButton(app, 'Propose team');
    await pressButton(app, 'Record vote');
    for (const seat of missionOrder(stateOf(app))) {
      await openTurn(app, seat);
      await chooseInTurn(app, 'success');
    }
    const by = stateOf(app).hunter!.after!.investigator!;
    await pickRadio(app, 'investigation-target', String(dummy));
    await pressButton(app, 'Record the investigation');
    // The investigated player's turn: a hand-over with nothing private, then one tap on the card shown.
    expect(stepOf(app).getAttribute('kind')).to.equal('pick');
    expect(app.querySelector('#turn-heading')!.textContent!.trim()).to.equal(`Pass the phone to ${NAMES[dummy]}`);
    await expectNothingSeen('the hand-over to the investigated player');
    await openTurn(app, dummy);
    expect(app.querySelector('#private-choice-context')!.textContent!.trim()).to.equal(
      'You are investigated: choose the loyalty card you show to the investigator. Only they will see it.',
    );
    expect(app.querySelector('#private-choice-legend')!.textContent!.trim()).to.equal('Card to show');
    const buttons = [...app.querySelectorAll<HTMLButtonElement>('button[name="private-choice"]')];
    expect(buttons.map((b) => b.textContent!.trim())).to.deep.equal(['Resistance Chief', 'Not Chief']);
    await expectAccessibleScreen(app);
    buttons[0]!.click();
    await waitUntil(() => app.querySelector('#private-phrase') !== null, 'what the pick showed');
    const shown = app.querySelector('#private-phrase')!.textContent!.trim();
    expect(shown).to.equal('You show: Resistance Chief. Only the investigator sees it.');
    watch.seen.push(shown);
    await hideTurn(app);
    // Then the investigator's look, at the card shown.
    expect(stepOf(app).getAttribute('kind')).to.equal('investigation-look');
    await expectNothingSeen('the hand-over to the investigator');
    await openTurn(app, by);
    const phrase = app.querySelector('#private-phrase')!.textContent!.trim();
    expect(phrase).to.equal(`Loyalty card shown by ${NAMES[dummy]}: Resistance Chief. You may talk about it, never show it.`);
    watch.seen.push(phrase);
    await hideTurn(app);
    await expectNothingSeen('the board after the investigation');
  });

  it('Defector variant I: after a switch every player hears their side in a private turn; only the Defectors changed', async () => {
    watch.reset();
    // The deal (6 calls; the loyalty deck is not shuffled at the deal: each card is drawn when it is
    // revealed, R-DEF-V1): Dee is the Spy Defector, Gus the Resistance Defector; spies Dee, Eve,
    // Fay. Then round 3's card: position 3 of what is left → switch.
    random.set([...Array(6).fill(0), 3]);
    app = await appFixture();
    await startWithRoles(app, 7, ['setup-defector'], true, true);
    expect(stateOf(app).setup.characters![3]).to.equal('spy-defector');
    await pressButton(app, 'Start the reveal');
    await pressButton(app, 'Back to the board');
    for (const [team, fail] of [
      [[0, 1], false],
      [[4, 5, 6], true],
    ] as [Seat[], boolean][]) {
      await pickTeam(app, team);
      await pressButton(app, 'Propose team');
      for (const seat of voteOrder(stateOf(app))) {
        await openTurn(app, seat);
        await chooseInTurn(app, 'approve');
      }
      for (const seat of missionOrder(stateOf(app))) {
        await openTurn(app, seat);
        await chooseInTurn(app, fail && seat === 4 ? 'fail' : 'success');
      }
    }
    expect(stepOf(app).localName).to.equal('rs-loyalty');
    await expectAccessibleScreen(app);
    await pressButton(app, 'Reveal the loyalty card');
    expect(announcer.log.join('\n')).to.include('Loyalty card of round 3: switch.');
    // Everyone, from the leader (Cid), hears their side: the same sentence shape for all.
    const sides = new Map<Seat, string>();
    for (const seat of [2, 3, 4, 5, 6, 0, 1]) {
      await expectNothingSeen(`the side hand-over to ${NAMES[seat]}`);
      // The Defector's look must finish (its ModuleLook's mustFinish): no "Back to the board".
      expect(app.querySelector('#turn-cancel'), 'every player takes their turn').to.equal(null);
      await openTurn(app, seat);
      const phrase = app.querySelector('#private-phrase')!.textContent!.trim();
      sides.set(seat, phrase);
      watch.seen.push(phrase);
      await hideTurn(app);
    }
    expect(sides.get(3)).to.equal('Your side now: Resistance, not Spy.', 'the Spy Defector switched');
    expect(sides.get(6)).to.equal('Your side now: Spy, not Resistance.', 'the Resistance Defector switched');
    expect(sides.get(4)).to.equal('Your side now: Spy, not Resistance.');
    expect(sides.get(0)).to.equal('Your side now: Resistance, not Spy.');
    expect(new Set([...sides.values()].map((p) => p.length)).size, 'every phrase as long').to.equal(1);
    await expectNothingSeen('the board after the switch');
    expect(stepOf(app).localName).to.equal('rs-team-picker');
  });
});
