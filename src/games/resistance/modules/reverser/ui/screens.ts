/**
 * The Reverser module's screens (rules §4.6, R-REVS-1 … R-REVS-3; ui/module-ui.ts
 * `ModuleScreens`), called by the game's shared screens: the Reverse cards on the mission's
 * recorder with physical cards, among a played mission's cards on the board, the Reverse card's
 * name in the secret card choices, and the Reverser line of a player's own card in the private
 * reveal.
 */
import { msg, str } from '@lit/localize';
import type { PublicView } from '../../../core/view.ts';
import type { ModuleScreens, MissionCount } from '../../../ui/module-ui.ts';
import { reverseCards, reverserLine } from '../text.ts';

/**
 * The Reverse cards revealed on the mission's recorder (R-REVS-2, R-REVS-3): at most one per
 * Reverser, at most the cards counted; exactly one flips the result the Fail cards give.
 */
function reverseCount(view: PublicView, counted: number): MissionCount[] {
  const r = view.modules?.reverser;
  if (!r) return [];
  return [
    {
      field: 'reverses',
      name: 'reverses',
      legend: msg('Reverse cards revealed'),
      max: Math.min((r.resistance ? 1 : 0) + (r.spy ? 1 : 0), counted),
      label: (n) => (n === 0 ? msg('No Reverse cards') : reverseCards(n)),
      flips: (n) => n === 1,
      outcomeText: (failsText, n, mission, fail) => {
        const cards = `${failsText}, ${reverseCards(n)}`;
        return fail
          ? msg(str`With ${cards}, mission ${mission} fails.`, { id: 'with-reverses-fails' })
          : msg(str`With ${cards}, mission ${mission} succeeds.`, { id: 'with-reverses-succeeds' });
      },
      // A Reverser in the spotlight may play Reverse face up (In the Spotlight, R-PLOT-3).
      faceUpCard: 'reverse',
    },
  ];
}

/** The Reverser's screens. */
export const reverserScreens: ModuleScreens = {
  id: 'reverser',
  missionCounts: reverseCount,
  playedCards: (m) => (m.reverses > 0 ? [reverseCards(m.reverses)] : []),
  missionCardNames: { reverse: () => msg('Reverse') },
  // R-REVS-1: every player hears whether they are a Reverser, from their own view only.
  revealLine: (view) => (view.modules?.reverser ? reverserLine(view.reverser !== null) : ''),
};
