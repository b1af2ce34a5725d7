/**
 * The Trapper module's line in the game's manifest (rules §4.2, R-TRP-1 … R-TRP-3; Hidden Agenda):
 * light and always loaded; its code (engine.ts) loads only for games that use it.
 */
import type { ModuleManifest } from '../../core/module.ts';
import { isOn, optionOf } from '../../core/options.ts';

export const trapperManifest: ModuleManifest = {
  id: 'trapper',
  uses: (setup) => isOn(optionOf(setup, 'modules', 'trapper')),
  setupKeys: { modules: ['trapper'] },
  off: { modules: { trapper: false } },
  actions: { 'set-aside': { rule: 'R-TRP-2', code: 'set-aside-without-trapper', message: 'only the Trapper sets a card aside' } },
  eventFields: {
    'mission-cards': { setAside: { rule: 'R-TRP-2', code: 'set-aside-without-trapper', message: 'only the Trapper sets a card aside' } },
  },
  room: {
    // A room stored before the notes named their module: its set-aside card is the note with no target (R-TRP-2).
    upgradeNotes: 'set-aside',
    // R-TRP-2: the leader sets one of the played cards aside (its secret ask) and sees it (a note
    // per proposal it led, in its turn's `setAside`).
    secretBound: ({ board, seat, players, card }) => ({
      you: { setAside: board.proposals.filter((p) => p.leader === seat).map(() => ({ proposalIndex: board.proposals.length, card })) },
      asks: [{ kind: 'set-aside', seat, table: false, secret: true, options: { count: players } }],
    }),
  },
  load: () => import('./engine.ts').then((m) => m.trapper),
};
