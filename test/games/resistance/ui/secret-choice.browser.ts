/**
 * The one secret-choice component (ui/secret-choice.ts `secretChoiceButtons`) on every device:
 * a vote is the same buttons, under the same group name and sentence, on a player's own phone
 * (over a room that runs in the page: the game runner and its local transport) and in a passed
 * phone's private turn (R-VOTE-1); on the phone focus lands on the vote's sentence when the vote
 * arrives, and one Tab reaches Approve; while a request is on its way every button is
 * aria-disabled and a press sends nothing; the second click of a double tap chooses nothing; one
 * key on a button sends the vote, and focus goes to the sealed confirmation, the buttons left
 * unavailable below it until the vote is over. In a
 * private turn the card a Hunter's investigated player shows (R-HUN-INV) and the Trapper's card
 * set aside (R-TRP-2) are one tap too, and what the tap showed is not hidden by that double tap's
 * second click. axe on each screen.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { apply, createGame } from '../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameState } from '../../../../src/games/resistance/engine.ts';
import { GameRunner } from '../../../../src/platform/runner/game-runner.ts';
import { LocalRoom } from '../../../../src/platform/runner/local-room.ts';
import { resistanceRoomGame } from '../../../../src/games/resistance/room/room-game.ts';
import type { RoomGame } from '../../../../src/platform/rooms/room-game.ts';
import type { RsRoomPhone } from '../../../../src/games/resistance/ui/rooms/rs-room-phone.ts';
import type { RsPrivateTurns } from '../../../../src/games/resistance/ui/rs-private-turns.ts';
import type { PrivateDoneDetail } from '../../../../src/games/resistance/ui/flow.ts';
import { pickTurn } from '../../../../src/games/resistance/ui/pick-turn.ts';
import { showCardPick } from '../../../../src/games/resistance/modules/hunter/ui/screens.ts';
import { trapperScreens } from '../../../../src/games/resistance/modules/trapper/ui/screens.ts';
import { setAsideText } from '../../../../src/games/resistance/text/private-text.ts';
import { shownCardText } from '../../../../src/games/resistance/modules/hunter/text.ts';
import '../../../../src/games/resistance/ui/rooms/rs-room-phone.ts';
import '../../../../src/games/resistance/ui/rs-private-turns.ts';
import { expectAccessibleScreen, useAppTestPage } from '../../../helpers/app-driver.ts';
import { mountOverLocal, useMountedPages } from '../../../helpers/local-room-page.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

/** A secret choice's shape as a player meets it: its sentence, its group's name, its buttons' labels and classes. */
function shapeOf(root: Element, prefix: string): { context: string; legend: string; buttons: string[] } {
  const group = root.querySelector(`#${prefix}-choice-group`)!;
  return {
    context: root.querySelector(`#${prefix}-choice-context`)!.textContent!.trim(),
    legend: root.querySelector(`#${prefix}-choice-legend`)!.textContent!.trim(),
    buttons: [...group.querySelectorAll('button')].map((b) => `${b.className}: ${b.textContent!.trim()}`),
  };
}

/** A click as the second one of a double tap. */
function secondClick(el: Element): void {
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 2 }));
}

function game(events: GameEvent[], setup: Record<string, unknown> = {}): GameState {
  return events.reduce(apply, createGame({ players: PLAYERS, firstLeader: 0, ...setup }));
}

async function openTurn(turns: RsPrivateTurns): Promise<void> {
  turns.querySelector<HTMLButtonElement>('#turn-open')!.click();
  await turns.updateComplete;
  expect(turns.querySelector('[data-private]'), 'the private turn opened').to.not.equal(null);
}

describe('one secret-choice component on every device', () => {
  useAppTestPage();
  useMountedPages();

  it('a vote: the same buttons on a room phone and in a private turn; on the phone focus lands on its sentence, busy buttons send nothing', async () => {
    const runner = new GameRunner(resistanceRoomGame as unknown as RoomGame, { players: PLAYERS, firstLeader: 0 }, (n) => 1 % n, 'KXMPR');
    runner.start();
    const phone = await mountOverLocal<RsRoomPhone>('rs-room-phone', new LocalRoom(runner).seat(1));
    await waitUntil(() => phone.querySelector('#phone-reveal'), 'the phone never showed its card');
    // The page's own look-up of the room went out on the socket.io connection the test replaced
    // (no server answers it): no request of this room is on its way.
    const page = phone as unknown as { busy: boolean };
    page.busy = false;
    await phone.updateComplete;
    phone.querySelector<HTMLElement>('#private-heading')!.focus();
    runner.act({ kind: 'table' }, 'propose', { team: [0, 1] });
    await waitUntil(() => phone.querySelector('button[name="phone-choice"]'), 'Bob was never asked his vote');
    await phone.updateComplete;
    await waitUntil(() => document.activeElement?.id === 'phone-choice-context', `focus stayed on ${document.activeElement?.id}`);
    await sendKeys({ press: 'Tab' });
    expect((document.activeElement as HTMLButtonElement).value, 'one Tab from the sentence reaches Approve').to.equal('approve');
    const onPhone = shapeOf(phone, 'phone');
    expect(onPhone.legend).to.equal('Your vote');
    expect(onPhone.buttons).to.deep.equal(['primary: Approve', 'primary: Reject']);
    await expectAccessibleScreen(phone);

    // While a request is on its way: every button says so, and a press sends nothing.
    page.busy = true;
    await phone.updateComplete;
    const buttons = [...phone.querySelectorAll<HTMLButtonElement>('button[name="phone-choice"]')];
    expect(buttons.map((b) => b.getAttribute('aria-disabled'))).to.deep.equal(['true', 'true']);
    const events = runner.events.length;
    buttons[0]!.click();
    page.busy = false;
    await phone.updateComplete;
    expect(buttons.map((b) => b.getAttribute('aria-disabled'))).to.deep.equal(['false', 'false']);
    // A double tap's second click chooses nothing.
    secondClick(buttons[1]!);
    await phone.updateComplete;
    expect(runner.events.length, 'nothing was sent').to.equal(events);
    expect(phone.querySelector('#phone-sealed'), 'nothing sealed').to.equal(null);
    // One tap is the vote, sent over the room's connection; focus goes to the sealed confirmation.
    buttons[1]!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => phone.querySelector('#phone-sealed'), 'the vote was never sealed');
    await waitUntil(() => document.activeElement?.id === 'phone-sealed', `focus on ${document.activeElement?.id}`);
    expect(phone.querySelector('#phone-sealed')!.textContent).to.include('Your vote is sealed: Reject.');
    const kept = [...phone.querySelectorAll<HTMLButtonElement>('button[name="phone-choice"]')];
    expect(
      kept.map((b) => `${b.value}: ${b.getAttribute('aria-disabled')}, ${b.tabIndex}`),
      'the buttons stay until the vote is over, unavailable and out of the Tab order',
    ).to.deep.equal(['approve: true, -1', 'reject: true, -1']);
    expect(phone.querySelector('#phone-choice-context'), 'the sentence of a choice made goes').to.equal(null);
    expect(phone.querySelector('#phone-error')!.textContent).to.equal('');

    // The passed phone's private turn of the same vote: the same sentence, group and buttons.
    const state = game([{ type: 'proposal', team: [0, 1] }], { secretVotes: true });
    const turns = await fixture<RsPrivateTurns>(html`<rs-private-turns .state=${state} kind="vote" .seats=${[1]}></rs-private-turns>`);
    await openTurn(turns);
    expect(shapeOf(turns, 'private')).to.deep.equal(onPhone);
    secondClick(turns.querySelector('button[name="private-choice"]')!);
    await turns.updateComplete;
    expect(turns.querySelector('[data-private]'), 'a double tap\'s second click chose nothing').to.not.equal(null);
    turns.remove();
  });

  it("in a private turn, the card an investigated player shows and the Trapper's card set aside are one tap each", async () => {
    const state = game([{ type: 'proposal', team: [0, 1] }]);
    // The modules' own picks, from asks as the engine makes them (the Hunter's, R-HUN-OPT; the Trapper's, R-TRP-2).
    const showAsk = { kind: 'show-card', seat: 3, table: false, secret: false, options: { loyalty: ['chief', 'not-chief'] } };
    const showTurn = pickTurn(showCardPick, showAsk, (_i, label) => shownCardText(label));
    const shown = await fixture<RsPrivateTurns>(html`<rs-private-turns .state=${state} kind="pick" .seats=${[3]} .pickTurn=${showTurn}></rs-private-turns>`);
    const done = new Promise<PrivateDoneDetail>((resolve) => shown.addEventListener('rs-private-done', (e) => resolve(e.detail), { once: true }));
    await openTurn(shown);
    expect(shapeOf(shown, 'private')).to.deep.equal({
      context: 'You are investigated: choose the loyalty card you show to the investigator. Only they will see it.',
      legend: 'Card to show',
      buttons: ['primary: Chief', 'primary: Not Chief'],
    });
    await expectAccessibleScreen(shown);
    shown.querySelectorAll<HTMLButtonElement>('button[name="private-choice"]')[1]!.click();
    await shown.updateComplete;
    expect(document.activeElement?.id, 'focus on what the tap showed').to.equal('private-phrase');
    const phrase = shown.querySelector('#private-phrase')!.textContent!.trim();
    expect(phrase).to.equal('You show: Not Chief. Only the investigator sees it.');
    // The second click of the double tap lands on Hide: what it showed stays.
    secondClick(shown.querySelector('#private-hide')!);
    await shown.updateComplete;
    expect(shown.querySelector('#private-phrase')?.textContent?.trim()).to.equal(phrase);
    await expectAccessibleScreen(shown);
    shown.querySelector<HTMLButtonElement>('#private-hide')!.click();
    expect((await done).pick, 'the card shown').to.equal(1);
    shown.remove();

    const cards = ['success', 'fail', 'success'] as const;
    const asideAsk = { kind: 'set-aside', seat: 0, table: false, secret: true, options: { count: cards.length } };
    const asideTurn = pickTurn(trapperScreens.secretPicks!['set-aside']!, asideAsk, (i) => setAsideText(cards[i]!));
    const aside = await fixture<RsPrivateTurns>(html`<rs-private-turns .state=${state} kind="pick" .seats=${[0]} .pickTurn=${asideTurn}></rs-private-turns>`);
    expect(aside.querySelector('#turn-heading')!.textContent!.trim(), 'the hand-over names the step').to.equal('The leader sets a card aside: pass the phone to Ann');
    const asideDone = new Promise<PrivateDoneDetail>((resolve) => aside.addEventListener('rs-private-done', (e) => resolve(e.detail), { once: true }));
    await openTurn(aside);
    expect(shapeOf(aside, 'private').buttons).to.deep.equal(['primary: Card 1', 'primary: Card 2', 'primary: Card 3']);
    expect(shapeOf(aside, 'private').legend).to.equal('Card to set aside');
    aside.querySelectorAll<HTMLButtonElement>('button[name="private-choice"]')[1]!.click();
    await aside.updateComplete;
    expect(aside.querySelector('#private-phrase')!.textContent).to.include('The card you set aside: Fail.');
    aside.querySelector<HTMLButtonElement>('#private-hide')!.click();
    expect((await asideDone).pick, 'the card set aside').to.equal(1);
  });
});
