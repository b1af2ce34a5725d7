/**
 * The last result of the game: what the last move did (A.10 "Announced to both": the action area,
 * the play and its revealed card, each Empire action and its result, the assignment, a liberation
 * or a claim and the Empire's answer, the end of the check, the token refresh, the draw, the Final
 * Showdown), in public facts only, the ones every screen keeps showing, in the words of its
 * announcement (rve-text.ts `resultText`), until the next move. A move is every event but the deal's
 * (the row, the missions, the shuffle). Found by replaying the log, so that a reload, an undo or a
 * room's reconnect finds it too.
 *
 * Built from the public views before and after the move and the move's public fields only (slots,
 * districts, tokens; never a hidden card's face: a face is in it only where the public view after
 * the move shows it, Surveillance or a destroyed revealed card), so it may go to every device.
 */
import type { CardId, District, Slot, Token } from './cards.ts';
import type { MissionId } from './missions.ts';
import { reduce, replay } from './reducer.ts';
import type { Claim, GameEvent, GameSetup } from './types.ts';
import { DEAL_EVENT_TYPES } from './undo.ts';
import { viewFor, type GameView } from './view.ts';

/** A move's public fields (the room's `PublicEvent`): its type, and what it names of the public board. */
export interface MoveFields {
  type: string;
  districts?: District[];
  token?: Token;
  slot?: Slot;
  district?: District;
  cards?: { slot: Slot; district: District }[];
}

/** What a move did, in public facts (see the file comment). */
export interface MoveResult {
  event: MoveFields;
  /** The area chosen (`area`). */
  area?: [District, District];
  /** The play: how many cards it hid, and the card it revealed (`null`: only hidden cards). */
  play?: { hidden: number; revealed: CardId | null };
  /** Surveillance: the face seen (`null`: a Feint, destroyed); Destroy: the face of the card destroyed when it was revealed (`null`: unseen). */
  face?: CardId | null;
  /** A claim by a table-entered mission, now waiting for the Empire. */
  claim?: Claim;
  /** A district liberated (by a proof, or a claim the Empire accepted). */
  liberated?: { district: District; mission: MissionId; round: number; proof: CardId[] };
  /** The Empire accepted (`true`) or rejected (`false`) a claim, of this district. */
  answer?: { accept: boolean; district: District };
  /** The round after this move began: the tokens refreshed (G2-REFRESH), the cards drawn, the new round and whether it is the Final Showdown. */
  next?: { refreshed: boolean; drawn: number; round: number; final: boolean };
  /** The move ended the game (the winner is in the view). */
  over: boolean;
}

/** The public fields of a move by allow-list. */
function moveFields(event: Record<string, unknown>): MoveFields {
  const out: Record<string, unknown> = { type: event.type };
  for (const field of ['districts', 'token', 'slot', 'district', 'cards'] as const) if (event[field] !== undefined) out[field] = structuredClone(event[field]);
  return out as unknown as MoveFields;
}

/** What `event` did, from the public views `before` and `after` it (the file comment). */
export function moveResult(before: GameView, after: GameView, event: object): MoveResult {
  const fields = moveFields(event as Record<string, unknown>);
  const result: MoveResult = { event: fields, over: after.winner !== null };
  switch (fields.type) {
    case 'area':
      if (after.area) result.area = [after.area[0], after.area[1]];
      break;
    case 'play': {
      const revealed = after.played.find((c) => c.slot === 'revealed');
      result.play = { hidden: after.played.filter((c) => c.slot !== 'revealed').length, revealed: revealed?.card ?? null };
      break;
    }
    case 'power':
      if (fields.token === 'surveillance') result.face = after.played.find((c) => c.slot === fields.slot)?.card ?? null;
      if (fields.token === 'destroy') result.face = after.destroyed.cards[after.destroyed.cards.length - 1]?.card ?? null;
      break;
    case 'liberate':
    case 'confirm': {
      const l = after.liberated.length > before.liberated.length ? after.liberated[after.liberated.length - 1] : undefined;
      if (fields.type === 'liberate' && after.claim && !before.claim) result.claim = structuredClone(after.claim);
      else if (l) result.liberated = { district: l.district, mission: l.mission, round: l.round, proof: [...l.proof] };
      if (fields.type === 'confirm' && before.claim) result.answer = { accept: l !== undefined, district: before.claim.district };
      break;
    }
  }
  if (after.round > before.round && after.round > 1) {
    result.next = {
      refreshed: before.tokens.some((t) => !t.available) && after.tokens.every((t) => t.available),
      drawn: after.hand.count - before.hand.count,
      round: after.round,
      final: after.final,
    };
  }
  return result;
}

/** Found once per log (an array of the log is never changed once made). */
const found = new WeakMap<readonly GameEvent[], MoveResult | null>();

/** What the last move of `events` (the whole log, the deal's events first) did; `null` before the first move. */
export function lastResult(setup: GameSetup, events: readonly GameEvent[]): MoveResult | null {
  const known = found.get(events);
  if (known !== undefined) return known;
  let last = events.length - 1;
  while (last >= 0 && DEAL_EVENT_TYPES.includes(events[last]!.type)) last--;
  let result: MoveResult | null = null;
  if (last >= 0) {
    const before = replay(setup, events.slice(0, last));
    const after = reduce(before, events[last]!);
    result = moveResult(viewFor(before, 'public'), viewFor(after, 'public'), events[last]!);
  }
  found.set(events, result);
  return result;
}
