/**
 * The Defector module's screens (variant I, R-DEF-V1; ui/module-ui.ts `ModuleScreens`), called by
 * the game's shared screens: the loyalty card at the start of rounds 3, 4 and 5 on the one-device
 * app (recorded with physical cards, drawn by the app when it holds the roles) and, after a
 * "switch" when the app holds the roles, every player's private turn to hear their side now.
 */
import { html } from 'lit';
import { msg } from '@lit/localize';
import { seatsFrom } from '../../../core/private.ts';
import { cryptoRandomInt } from '../../../../../platform/engine/random-source.ts';
import type { AppStepHost, ModuleScreens } from '../../../ui/module-ui.ts';
import type { LoyaltyCard, LoyaltyDrawEvent } from '../engine.ts';
import './rs-loyalty.ts';
import type { LoyaltyDetail } from './rs-loyalty.ts';
import { avalon } from '../../../text/table-names.ts';

declare module '../../../ui/flow.ts' {
  interface ModuleFlowKinds {
    /** After a loyalty "switch" (R-DEF-V1), every player in turn hears their side now. */
    'loyalty-look': true;
  }
}

/**
 * After a loyalty "switch" (R-DEF-V1), a player's side now: "Your side now: Spy, not
 * Resistance." / "…: Resistance, not Spy." (under Avalon's names the Minions of Mordred and the Loyal
 * servants of Arthur), the same words in another order, equally long: said in
 * the one-device app's private turns and on the Defector's phone (room-screens.ts).
 */
export function sideNowText(side: 'spies' | 'resistance'): string {
  if (avalon()) {
    return side === 'spies'
      ? msg('Your side now: Minion of Mordred, not Loyal servant of Arthur.')
      : msg('Your side now: Loyal servant of Arthur, not Minion of Mordred.');
  }
  return side === 'spies' ? msg('Your side now: Spy, not Resistance.') : msg('Your side now: Resistance, not Spy.');
}

/**
 * The loyalty card of this round (R-DEF-V1): recorded (`card`), or drawn by the app (`null`) from
 * what is left of the deck (3 "no change", 2 "switch"). After a "switch" in a game where the app
 * holds the roles, every player takes a private turn to see their side now, starting with the
 * leader, so nobody can tell who the Defectors are from who takes the phone.
 */
async function loyalty(host: AppStepHost, card: LoyaltyCard | null): Promise<void> {
  const session = host.session();
  const drawn = session?.state.loyalty?.draws;
  if (!session || !drawn) return;
  let revealed = card;
  if (revealed === null) {
    const left = [
      ...Array.from({ length: 3 - drawn.filter((c) => c === 'no-change').length }, () => 'no-change' as const),
      ...Array.from({ length: 2 - drawn.filter((c) => c === 'switch').length }, () => 'switch' as const),
    ];
    revealed = left[cryptoRandomInt(left.length)]!;
  }
  const round = session.state.round as 3 | 4 | 5;
  await host.record({ type: 'loyalty-draw', round, card: revealed } satisfies LoyaltyDrawEvent);
  const after = session.state.loyalty?.draws;
  if (revealed !== 'switch' || !session.state.setup.characters || after?.length !== drawn.length + 1) return;
  host.setFlow({ kind: 'loyalty-look', seats: seatsFrom(session.state.leader, session.state.setup.players.length), start: 0 });
  await host.afterChange(msg('Switch: every player now takes a private turn to hear their side, starting with the leader.'), 'polite', true);
}

/** The Defector's screens. */
export const defectorScreens: ModuleScreens = {
  id: 'defector',
  appSteps: {
    loyalty: (view, host) =>
      html`<rs-loyalty .view=${view} @rs-loyalty=${(e: CustomEvent<LoyaltyDetail>) => host.run(() => loyalty(host, e.detail.card))}></rs-loyalty>`,
  },
  looks: {
    'loyalty-look': {
      rule: 'R-DEF-V1',
      // The seat's side now, from its own view only; every player hears one, equally long.
      text: (view) => sideNowText(view.side === 'spies' ? 'spies' : 'resistance'),
      mustFinish: true,
    },
  },
};
