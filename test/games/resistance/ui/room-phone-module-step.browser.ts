/**
 * A module's step on a room phone comes first, right under "Now", before the table's sentence of
 * the step: on a 360 × 740 phone the Assassin's first choice (R-ASN-END) is in the first screen,
 * below the board strip, at 100 % text. Over a room that runs in the page (the game runner and its
 * local transport); axe on the screen.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { GameRunner } from '../../../../src/platform/runner/game-runner.ts';
import { LocalRoom } from '../../../../src/platform/runner/local-room.ts';
import { resistanceRoomGame } from '../../../../src/games/resistance/room/room-game.ts';
import type { RoomGame } from '../../../../src/platform/rooms/room-game.ts';
import type { RsRoomPhone } from '../../../../src/games/resistance/ui/rooms/rs-room-phone.ts';
import '../../../../src/games/resistance/ui/rooms/rs-room-phone.ts';
import { expectAccessibleScreen, useAppTestPage } from '../../../helpers/app-driver.ts';
import { mountOverLocal, useMountedPages } from '../../../helpers/local-room-page.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

describe("a room phone's module step", () => {
  useAppTestPage();
  useMountedPages();
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it("the Assassin's first choice is in the first screen of a 360 × 740 phone, under the board strip", async () => {
    const runner = new GameRunner(resistanceRoomGame as unknown as RoomGame, { players: PLAYERS, firstLeader: 0, roles: { assassin: true } }, (n) => 1 % n, 'KXMPR');
    runner.start();
    // Three missions succeed (R-ASN-END): every team approved, every card a Success.
    for (const team of [[0, 1], [0, 1, 2], [0, 1]]) {
      expect(runner.act({ kind: 'table' }, 'propose', { team }).ok, 'proposed').to.equal(true);
      for (let seat = 0; seat < PLAYERS.length; seat++) runner.act({ kind: 'seat', seat }, 'vote', { approve: true });
      for (const seat of team) expect(runner.act({ kind: 'seat', seat }, 'card', { card: 'success' }).ok, `seat ${seat} played`).to.equal(true);
    }
    // The seat whose own snapshot asks it to name the Commander (assassin/room.ts).
    const assassin = PLAYERS.findIndex((_, seat) => JSON.stringify(runner.seatSnapshot(seat)).includes(`"kind":"assassinate","seat":${seat}`));
    expect(assassin, 'a seat is asked to name the Commander').to.be.at.least(0);
    await setViewport({ width: 360, height: 740 });
    const phone = await mountOverLocal<RsRoomPhone>('rs-room-phone', new LocalRoom(runner).seat(assassin));
    await waitUntil(() => phone.querySelector('#now-heading'), 'the phone never showed the step');
    await waitUntil(() => phone.querySelector('input[name="assassination-target"]'), 'no choice', { timeout: 3000 }).catch(() => {
      throw new Error(`no choice: ${(phone.querySelector('main') as HTMLElement).innerText.replace(/\s+/g, ' ').slice(300, 1500)}`);
    });
    (phone as unknown as { busy: boolean }).busy = false;
    await phone.updateComplete;
    window.scrollTo(0, 0);
    const first = phone.querySelector('input[name="assassination-target"]')!.getBoundingClientRect();
    expect(first.bottom, `the first choice ends at ${first.bottom.toFixed(0)} px`).to.be.at.most(740);
    expect(phone.querySelector('#rs-board-strip, rs-board-strip')!.getBoundingClientRect().bottom, 'the board strip first').to.be.at.most(first.top);
    await expectAccessibleScreen(phone);
  });
});
