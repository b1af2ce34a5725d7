/**
 * The Trapper module's line in the game's manifest (rules §4.2, R-TRP-1 … R-TRP-3; Hidden Agenda):
 * light and always loaded; its code (engine.ts) loads only for games that use it.
 */
import type { ModuleManifest } from '../../core/module.ts';
import { isOn, optionOf } from '../../core/options.ts';
import type { Ask } from '../../core/step-types.ts';
import type { Seat } from '../../core/types.ts';

declare module '../../core/augment.ts' {
  interface RoomProgressKinds {
    /** Every card is played: the leader is to set one of the face-down cards aside (R-TRP-2). */
    'set-aside': true;
  }
  interface RoomTurnExtras {
    /** This seat leads, the Trapper is on and every card is played: it sets one aside (R-TRP-2). */
    mustSetAside: boolean;
  }
}

/** The leader's ask to set a card aside now (R-TRP-2), of `seat` when given. */
function setAsideAsk(asks: readonly Ask[], seat?: Seat): Ask | undefined {
  return asks.find((a) => a.kind === 'set-aside' && (seat === undefined || a.seat === seat));
}

export const trapperManifest: ModuleManifest = {
  id: 'trapper',
  uses: (setup) => isOn(optionOf(setup, 'modules', 'trapper')),
  setupKeys: { modules: ['trapper'] },
  off: { modules: { trapper: false } },
  // R-TRP-2: the leader's phone picks a face-down card by its place in the pile (`game:set-aside`, ui/room-requests.ts).
  roomRequests: { 'set-aside': { action: 'set-aside', fields: { index: 'count' } } },
  actions: { 'set-aside': { rule: 'R-TRP-2', code: 'set-aside-without-trapper', message: 'only the Trapper sets a card aside' } },
  eventFields: {
    'mission-cards': { setAside: { rule: 'R-TRP-2', code: 'set-aside-without-trapper', message: 'only the Trapper sets a card aside' } },
  },
  room: {
    // A room stored before the notes named their module: its set-aside card is the note with no target (R-TRP-2).
    upgradeNotes: 'face-down',
    // R-TRP-2: every card is played and the leader picks among the face-down ones (not those
    // played face up, R-PLOT-3): public, as at a real table.
    progress: (_play, asks) => {
      const ask = setAsideAsk(asks);
      return ask ? { kind: 'set-aside', done: 0, of: Number(ask.options?.['count']), waiting: [] } : null;
    },
    turn: (_play, asks, seat) => ({ mustSetAside: setAsideAsk(asks, seat) !== undefined }),
    // R-TRP-2: the leader sets one of the played cards aside (its secret ask) and sees it (a note
    // per proposal it led, in its turn's `setAside`).
    secretBound: ({ board, seat, players, card }) => ({
      you: { setAside: board.proposals.filter((p) => p.leader === seat).map(() => ({ proposalIndex: board.proposals.length, card })) },
      asks: [{ kind: 'set-aside', seat, table: false, secret: true, options: { count: players } }],
    }),
  },
  load: () => import('./engine.ts').then((m) => m.trapper),
};
