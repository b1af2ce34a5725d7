/**
 * The plot cards' part of the room pages beyond their screens (ui/module-ui.ts `ModuleScreens`'
 * room hooks, loaded with the room pages by the UI line's `room`): a plot card's decision and the
 * leader's hand-over come first on a phone (R-PLOT-4), the prompt focused; the rules reference
 * opens at R-PLOT-4 while a card is decided about. Drawn by the screens' `phoneSection` and
 * `tableSection` (screens.ts).
 */
import { msg, str } from '@lit/localize';
import type { ModuleScreens } from '../../../ui/module-ui.ts';

/** The plot cards' room hooks. */
export const plotRoomScreens: Partial<ModuleScreens> = {
  id: 'plot',
  phoneTurnKinds: [
    { kind: 'plot-resolve', turn: 'plot', place: 'first', focus: '#phone-plot-heading' },
    { kind: 'plot-chance', turn: 'plot', place: 'first', focus: '#phone-plot-heading' },
    { kind: 'plot-draw', turn: 'plot-hand', place: 'first' },
    { kind: 'plot-give', turn: 'plot-hand', place: 'first' },
  ],
  // A new card to decide about (or the same card at another moment) is a new prompt.
  phoneStepKey: (s) => (s.you.plot ? `${s.you.plot.card}:${s.you.plot.mustUse}:${s.view.proposals.length}:${s.view.phase}` : ''),
  roomWaits: {
    'plot-draw': (_ask, view) => msg(str`The table draws the plot cards of the leader, ${view.players[view.leader]!}.`),
    'plot-give': (_ask, view) => msg(str`The table hands the plot cards over for the leader, ${view.players[view.leader]!}.`),
  },
  // Looks someone gave this seat (Establish Confidence, Open Up) and the mission cards it looked at
  // (Keeping a Close Eye on You): said to be on the private screen, not what they are.
  phoneNews: {
    count: (s) => (s.view.plotLooks ?? []).length + s.you.looks.length,
    text: () => msg('Something new on your private screen: what you learnt from a plot card.'),
  },
  // R-PLOT-3: In the Spotlight (public: the card was used in the open).
  phoneCardFaceUp: (s) => s.board.plot?.spotlight.includes(s.seat) ?? false,
  phoneRule: (s) => (s.you.plot ? 'R-PLOT-4' : null),
  tableRule: (s) => (s.plot ? 'R-PLOT-4' : null),
};
