/**
 * The Inquisitor module's screens (R-INQ-1 … R-INQ-3), called by the game's shared screens
 * (ui/module-ui.ts `ModuleScreens`): the token's line on the board, the check on the one-device
 * app (with the Inquisitor's private look when the app holds the roles), on the table's page and
 * on the holder's phone, and what the phone's seat learnt as the Inquisitor.
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import type { InquisitionEvent } from '../engine.ts';
import type { Seat } from '../../../core/types.ts';
import type { Ack } from '../../../../../platform/rooms/protocol.ts';
import { learntList } from '../../../ui/learnt-list.ts';
import type { ModuleScreens } from '../../../ui/module-ui.ts';
import { nameList } from '../../../text/home-text.ts';
import { loyaltyCardPhrase } from '../../../text/loyalty-text.ts';
import { avalon } from '../../../text/table-names.ts';
import './rs-inquisition.ts';
import type { InquisitionDetail } from './rs-inquisition.ts';

declare module '../../../room/protocol.ts' {
  interface ResistanceGameEvents {
    /**
     * The Inquisitor's phone or the table names whom the Inquisitor checks (R-INQ-2): the
     * manifest line's `roomRequests.inquire` records it as an `inquisition` event.
     */
    'game:inquire': (request: { target: Seat }, ack: Ack) => void;
  }
}

declare module '../../../ui/flow.ts' {
  interface ModuleFlowKinds {
    /** The Inquisitor's private look at the loyalty of the player just checked (R-INQ-2). */
    inquisition: true;
  }
}

/** The Inquisitor's screens. */
export const inquisitorScreens: ModuleScreens = {
  id: 'inquisitor',
  // The token's holder, the checks made and who can never be checked (R-INQ-1, R-INQ-3): public.
  boardStatus: (view) =>
    view.inquisitor
      ? html`<p id="board-inquisitor">
          ${avalon()
            ? msg(str`The Lady of the Lake: ${view.players[view.inquisitor.holder]}. Checks made: ${view.inquisitor.checks.length} of 3.`)
            : msg(str`Inquisitor token: ${view.players[view.inquisitor.holder]}. Checks made: ${view.inquisitor.checks.length} of 3.`)}
          ${view.inquisitor.pastHolders.length > 0
            ? avalon()
              ? msg(str`Never to be checked (held the Lady of the Lake): ${nameList(view.players, view.inquisitor.pastHolders)}.`)
              : msg(str`Never to be checked (held the token): ${nameList(view.players, view.inquisitor.pastHolders)}.`)
            : nothing}
        </p>`
      : nothing,
  appSteps: {
    // R-INQ-2: the holder's check; when the app holds the roles, the Inquisitor then takes a
    // private turn to see the checked player's loyalty (in their own view only).
    inquisition: (view, host) =>
      html`<rs-inquisition
        .view=${view}
        @rs-inquisition=${(e: CustomEvent<InquisitionDetail>) =>
          host.run(async () => {
            const target = e.detail.target;
            const session = host.session();
            const by = session?.state.inquisitor?.holder;
            if (!session || by === undefined) return;
            await host.record({ type: 'inquisition', target } satisfies InquisitionEvent);
            const last = session.state.inquisitor?.checks[session.state.inquisitor.checks.length - 1];
            if (!session.state.setup.spies || !last || last.by !== by || last.target !== target) return;
            host.setFlow({ kind: 'inquisition', seats: [by], start: 0 });
            const name = session.state.setup.players[by]!;
            await host.afterChange(
              avalon()
                ? msg(str`Pass the phone to ${name}, holder of the Lady of the Lake, to see the loyalty card.`)
                : msg(str`Pass the phone to ${name}, the Inquisitor, to see the loyalty card.`),
              'polite',
              true,
            );
          })}
      ></rs-inquisition>`,
  },
  looks: {
    inquisition: {
      rule: 'R-INQ-2',
      text: (view) => {
        const seen = view.inquisitions[view.inquisitions.length - 1];
        return seen ? loyaltyCardPhrase(view.players[seen.target]!, seen.side) : '';
      },
    },
  },
  tableSteps: {
    inquire: (view, send) =>
      html`<rs-inquisition
        .view=${view}
        @rs-inquisition=${(e: CustomEvent<InquisitionDetail>) => send('game:inquire', { target: e.detail.target }, 'input[name="inquisition-target"]')}
      ></rs-inquisition>`,
  },
  phoneSteps: {
    inquire: (board, send, screenHidden) =>
      html`<rs-inquisition
        .view=${board}
        @rs-inquisition=${(e: CustomEvent<InquisitionDetail>) =>
          send('game:inquire', { target: e.detail.target }, screenHidden ? '#now-heading' : '#phone-inquisition-last')}
      ></rs-inquisition>`,
  },
  phoneTurns: {
    inquire: (view, seat) => {
      const name = view.players[seat]!;
      return avalon() ? msg(str`${name}, you hold the Lady of the Lake: choose whom to check.`) : msg(str`${name}, you are the Inquisitor: choose whom to check.`);
    },
  },
  // What the seat saw as the Inquisitor, from its own view only (R-INQ-2).
  phoneLearnt: (view) =>
    learntList(
      avalon() ? msg('What you learnt with the Lady of the Lake') : msg('What you learnt as the Inquisitor'),
      'phone-inquisitions',
      'phone-inquisition-last',
      view.inquisitions.map((seen) => loyaltyCardPhrase(view.players[seen.target]!, seen.side)),
    ),
};
