/**
 * What a room phone's screen reader hears of its own vote (R-VOTE-1), over a room that runs in
 * the page (the game runner and its local transport), heard through the virtual screen reader and
 * the announcer's live regions:
 *
 * - when the vote is asked, focus lands on the proposal's sentence and that sentence is heard
 *   once: it is not announced as well (Orca said it three times: the focused paragraph's name,
 *   its text, then the live region); the rest of the proposal's announcement still is;
 * - one key on Approve moves focus straight from the button, which stays in the page (unavailable)
 *   until the vote is over, to the sealed confirmation, a heading whose text is heard (Orca 43
 *   says nothing of a focus move made as the focused control goes, and reads a focused paragraph
 *   twice).
 *
 * axe on each screen.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { GameRunner } from '../../../../src/platform/runner/game-runner.ts';
import { LocalRoom } from '../../../../src/platform/runner/local-room.ts';
import { resistanceRoomGame } from '../../../../src/games/resistance/room/room-game.ts';
import type { RoomGame } from '../../../../src/platform/rooms/room-game.ts';
import type { RsRoomPhone } from '../../../../src/games/resistance/ui/rooms/rs-room-phone.ts';
import '../../../../src/games/resistance/ui/rooms/rs-room-phone.ts';
import { expectAccessibleScreen, useAppTestPage } from '../../../helpers/app-driver.ts';
import { mountOverLocal } from '../../../helpers/local-room-page.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
const PROPOSAL = 'Ann proposes Ann and Bob for mission 1.';

/** Every focus move in the page, as `from → to` (an element's id, or its tag; `(gone)` for a `from` no longer in the page). */
function watchFocus(): { moves: string[]; stop(): void } {
  const moves: string[] = [];
  const name = (el: EventTarget | null) => (el instanceof HTMLElement ? el.id || `${el.tagName.toLowerCase()}${el instanceof HTMLButtonElement ? `[${el.value}]` : ''}` : 'none');
  const on = (event: FocusEvent) => moves.push(`${name(event.relatedTarget)}${event.relatedTarget instanceof Node && !event.relatedTarget.isConnected ? ' (gone)' : ''} → ${name(event.target)}`);
  document.addEventListener('focusin', on);
  return { moves, stop: () => document.removeEventListener('focusin', on) };
}

describe("a room phone's vote heard by a screen reader", () => {
  useAppTestPage();
  const address = location.href;
  let phone: RsRoomPhone | null = null;
  afterEach(async () => {
    await virtual.stop();
    phone?.remove();
    phone = null;
    sessionStorage.clear();
    history.replaceState(null, '', address);
  });

  /** Bob's phone over a room in the page, his card shown, focus on it; the virtual screen reader listening. */
  async function bobsPhone(): Promise<GameRunner> {
    const runner = new GameRunner(resistanceRoomGame as unknown as RoomGame, { players: PLAYERS, firstLeader: 0 }, (n) => 1 % n, 'KXMPR');
    runner.start();
    phone = await mountOverLocal<RsRoomPhone>('rs-room-phone', new LocalRoom(runner).seat(1));
    await waitUntil(() => phone!.querySelector('#phone-reveal'), 'the phone never showed its card');
    // The page's own look-up of the room went out on the socket.io connection the test replaced
    // (no server answers it): no request of this room is on its way.
    (phone as unknown as { busy: boolean }).busy = false;
    await phone.updateComplete;
    phone.querySelector<HTMLElement>('#private-heading')!.focus();
    await announcer.whenIdle();
    await virtual.start({ container: document.body });
    return runner;
  }

  /** The leader's team, proposed elsewhere: Bob's phone is asked his vote, focus on its sentence. */
  async function proposed(runner: GameRunner): Promise<void> {
    runner.act({ kind: 'table' }, 'propose', { team: [0, 1] });
    await waitUntil(() => document.activeElement?.id === 'phone-choice-context', `focus stayed on ${document.activeElement?.id}`);
    await announcer.whenIdle();
  }

  it('when the vote is asked, the proposal is heard once: focused, not announced as well', async () => {
    const runner = await bobsPhone();
    const before = announcer.log.length;
    await proposed(runner);
    const context = phone!.querySelector('#phone-choice-context')!;
    expect(context.textContent!.trim()).to.equal(PROPOSAL);
    expect(context.tagName, 'a heading, which Orca reads once (a focused paragraph: twice)').to.equal('H3');
    const announced = announcer.log.slice(before);
    expect(announced.join(' | '), 'the rest of the proposal is announced').to.include('Everyone votes on their own phone.');
    expect(announced.filter((a) => a.includes(PROPOSAL)), `the focused sentence is not announced too: ${announced.join(' | ')}`).to.deep.equal([]);
    await waitUntil(async () => (await virtual.spokenPhraseLog()).some((p) => p.includes('Everyone votes on their own phone.')), 'the live region was never heard');
    const heard = await virtual.spokenPhraseLog();
    expect(heard.filter((p) => p.includes(PROPOSAL)), `heard once: ${heard.join(' | ')}`).to.have.length(1);
    await expectAccessibleScreen(phone!);
  });

  it('one key on Approve: focus moves from the button, which stays, to the sealed vote, which is heard', async () => {
    const runner = await bobsPhone();
    await proposed(runner);
    // One Tab reaches Approve; one key on it is the vote.
    await sendKeys({ press: 'Tab' });
    const approve = document.activeElement as HTMLButtonElement;
    expect(approve.value, 'one Tab from the sentence reaches Approve').to.equal('approve');
    const focus = watchFocus();
    const heardBefore = (await virtual.spokenPhraseLog()).length;
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => document.activeElement?.id === 'phone-sealed', `focus on ${document.activeElement?.id}`);
    focus.stop();
    const sealed = phone!.querySelector('#phone-sealed')!;
    expect(sealed.textContent!.trim()).to.equal('Your vote is sealed: Approve. All votes are revealed at once when everyone has voted.');
    expect(focus.moves, 'focus went straight from the button pressed, still in the page, to the confirmation').to.deep.equal(['button[approve] → phone-sealed']);
    expect(approve.isConnected && approve.getAttribute('aria-disabled') === 'true', 'the button pressed stays, unavailable, while the vote goes on').to.equal(true);
    await waitUntil(async () => (await virtual.spokenPhraseLog()).length > heardBefore, 'nothing was heard after the key');
    const voted = (await virtual.spokenPhraseLog()).slice(heardBefore);
    expect(voted.join(' | '), 'the confirmation is read where focus lands').to.include('Your vote is sealed: Approve.');
    await expectAccessibleScreen(phone!);

    // The others vote: the vote is over, its sealed buttons go; Bob, on the team, is asked his card.
    for (const seat of [0, 2, 3, 4]) runner.act({ kind: 'seat', seat }, 'vote', { approve: true });
    await waitUntil(() => !phone!.querySelector('button[name="phone-choice"].sealed'), 'the sealed buttons stayed after the vote');
    await waitUntil(() => document.activeElement?.id === 'phone-choice-context', `focus on ${document.activeElement?.id} after the vote`);
    expect(document.activeElement!.textContent!.trim()).to.match(/^Mission 1, team: Ann and Bob\./);
    expect(phone!.querySelector('#phone-sealed'), 'no sealed vote once the vote is over').to.equal(null);
  });
});
