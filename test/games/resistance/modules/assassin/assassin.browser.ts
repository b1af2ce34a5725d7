/**
 * The Assassin's screens (R-ASN-END; modules/assassin/ui/screens.ts): the step on the Assassin's
 * own phone (ModuleScreens `phoneRoleSteps.assassinate`) offers only the seats of the engine's ask
 * and sends `game:role-step` with the player named; the same element asks, with physical cards,
 * whether that player is the Commander.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { createGame, viewFor } from '../../../../../src/games/resistance/engine.ts';
import type { Ask } from '../../../../../src/games/resistance/engine.ts';
import { assassinScreens } from '../../../../../src/games/resistance/modules/assassin/ui/screens.ts';
import type { RoomPartHost } from '../../../../../src/games/resistance/ui/module-ui.ts';
import { expectAccessibleScreen, useAppTestPage } from '../../../../helpers/app-driver.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

describe('the Assassin through the module screens', () => {
  useAppTestPage();

  it("the Assassin's phone: only the ask's seats, then game:role-step with the target (R-ASN-END)", async () => {
    const view = viewFor(createGame({ players: PLAYERS, firstLeader: 0, spies: [1, 3], roles: { assassin: {} } }), 'public');
    const sent: [string, Record<string, unknown>, string][] = [];
    const host = {
      send: async (request: string, payload: Record<string, unknown>, focus: string) => {
        sent.push([request, payload, focus]);
        return true;
      },
    } as unknown as RoomPartHost;
    const ask: Ask = { kind: 'assassinate', seat: 1, table: false, secret: false, options: { seats: [0, 2, 3, 4] } };
    const root = await fixture<HTMLDivElement>(html`<div></div>`);
    render(assassinScreens.phoneRoleSteps!.assassinate!(view, ask, host, () => undefined), root);
    const step = root.querySelector('rs-assassination')!;
    await step.updateComplete;
    const offered = [...root.querySelectorAll<HTMLInputElement>('input[name="assassination-target"]')].map((r) => r.value);
    expect(offered, 'never the Assassin themself').to.deep.equal(['0', '2', '3', '4']);
    expect(root.querySelector('input[name="assassination-commander"]'), 'the app holds the roles').to.equal(null);
    await expectAccessibleScreen(root);
    root.querySelector<HTMLInputElement>('input[name="assassination-target"][value="2"]')!.click();
    await step.updateComplete;
    root.querySelector<HTMLButtonElement>('#assassination-record')!.click();
    expect(sent).to.deep.equal([['game:role-step', { type: 'assassination', target: 2 }, '#now-heading']]);
  });
});
