/**
 * The card a sealed code carries, as the game defines it (docs/sealed-codes.md).
 * The platform seals and opens a payload of bytes (sealed-code.ts) and knows nothing of what is
 * in it; the game registers at start-up (src/games/resistance/app.ts, before the `#sealed` route
 * runs) how the phone reads those bytes back and says the card: {@link registerSealedCard}.
 * What it registers is a loader, so the game's card code loads with the phone's screen only.
 */

/**
 * How the phone reads and says the game's card. `C` is the decoded card: the phone keeps it as
 * it is (IndexedDB, structured clone) and gives it back to {@link SealedCardKind.players} and
 * {@link SealedCardKind.phrases} after reloads and updates of the app, so it must be plain data,
 * and a newer game must still read the cards its older versions decoded.
 */
export interface SealedCardKind<C = unknown> {
  /**
   * The card in a sealed code's payload (the bytes the table sealed).
   * @returns the card, or `null` for bytes that are not a well-formed card (the phone then refuses
   *   the code as not one of this app's, and imports nothing)
   */
  decode(payload: Uint8Array): C | null;
  /** The names of the card's game, in seat order (public: shown above the hidden card). */
  players(card: C): readonly string[];
  /**
   * The card as sentences in the phone's current language, shown as one list behind "Show my
   * card", as the table's private turn shows them.
   */
  phrases(card: C): string[];
}

/** Loads the game's {@link SealedCardKind}. */
export type SealedCardLoader = () => Promise<SealedCardKind>;

let loader: SealedCardLoader | null = null;

/**
 * Registers the game's card (before the `#sealed` route runs: src/main.ts imports the game's
 * app.ts first). A later registration replaces an earlier one.
 */
export function registerSealedCard<C>(load: () => Promise<SealedCardKind<C>>): void {
  loader = load as SealedCardLoader;
}

/**
 * The game's card, loaded.
 * @returns a promise that rejects when no game registered one, or its code could not be loaded
 */
export function loadSealedCard(): Promise<SealedCardKind> {
  return loader ? loader() : Promise.reject(new Error('no game registered the card of its sealed codes'));
}
