/**
 * How a phone reads and says The Resistance's card of a sealed code (docs/sealed-codes.md): registered with the platform in app.ts (`registerSealedCard`), loaded
 * with the phone's `#sealed` screen only. The phrases are those of the table's private reveal
 * turn (`revealPhrase`, `reverserPhrase`), in the phone's language.
 */
import type { SealedCardKind } from '../../../platform/sealed/sealed-card-kind.ts';
import { revealPhrase, reverserPhrase } from '../text/private-text.ts';
import { decodeCard } from './sealed-card.ts';
import type { SealedCard } from './sealed-card.ts';

/**
 * The Resistance's card on the phone: decoded by {@link decodeCard}; one phrase per reveal entry
 * ("Card 1 of 5: You are a spy, not resistance."), the own card followed by the Reverser card
 * when the Reverser module is on.
 */
export const sealedCardKind: SealedCardKind<SealedCard> = {
  decode: decodeCard,
  players: (card) => card.players,
  phrases(card) {
    const total = card.entries.length;
    return card.entries.map((entry, i) => {
      const reverser = entry.self && card.reverser !== null ? ' ' + reverserPhrase(card.reverser) : '';
      return revealPhrase(card.players, entry, i + 1, total) + reverser;
    });
  },
};
