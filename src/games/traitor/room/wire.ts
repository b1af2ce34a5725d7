/**
 * The expansion's data as it travels to the room server, within the server's bounds on every
 * request (server/input.ts: at most 5 levels of nesting, texts of at most 100 characters with no
 * control character, lists of at most 16 items, 200 values): a card the table entered
 * ({@link WireCard}: its requirement lines coded as short texts, its printed text in pieces), a
 * group of equal cards contributed ({@link CardGroup}), and the table's recorded events as the
 * room's `game:<name>` requests ({@link roomRequests}). Pure functions, shared by the room pages
 * and the room game; the engine judges what they carry.
 */
import type { CardData, CardFacts, GameEvent, Requirement } from '../engine.ts';

/** Characters of one piece of a card's text (the server's bound on a text). */
export const PIECE = 100;

/**
 * A card the table entered, as sent (G3-CARD-UNKNOWN): `lines`, its requirement lines each coded
 * by {@link encodeLine}; `effect`, its printed text in pieces of at most {@link PIECE} characters
 * (line breaks sent as spaces). Missing fields stay unknown.
 */
export interface WireCard {
  id: string;
  role: CardData['role'];
  name: string;
  nameEn?: string | null;
  level?: 1 | 2 | 3 | null;
  power?: number | null;
  effect?: string[] | null;
  lines?: string[] | null;
}

/** A group of equal cards contributed (`count` copies of one card's facts). */
export interface CardGroup {
  kind: CardFacts['kind'];
  cost: number;
  traits: CardFacts['traits'];
  count: number;
}

/** One requirement line as a short text: `count|kinds|costMin|costMax|traits|few` (an empty field: any; `few` is `1` for a 2–3 players line). */
export function encodeLine(r: Requirement): string {
  return [r.count, (r.kinds ?? []).join(','), r.costMin ?? '', r.costMax ?? '', (r.traits ?? []).join(','), r.fewPlayersOnly ? '1' : ''].join('|');
}

/** A line coded by {@link encodeLine}, back as a requirement for the engine to check (a malformed text gives values the engine refuses). */
export function decodeLine(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  const [count = '', kinds = '', costMin = '', costMax = '', traits = '', few = ''] = text.split('|');
  const num = (s: string) => (s === '' ? null : Number(s));
  const list = (s: string) => (s === '' ? null : s.split(','));
  const line: Record<string, unknown> = { count: Number(count), kinds: list(kinds), costMin: num(costMin), costMax: num(costMax), traits: list(traits) };
  if (few === '1') line.fewPlayersOnly = true;
  return line;
}

/** A text in pieces of at most {@link PIECE} characters, control characters (line breaks) as spaces. */
export function pieces(text: string): string[] {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ');
  const out: string[] = [];
  let i = 0;
  while (i < flat.length) {
    let end = Math.min(i + PIECE, flat.length);
    // Never split a surrogate pair.
    const last = flat.charCodeAt(end - 1);
    if (end < flat.length && last >= 0xd800 && last <= 0xdbff) end--;
    out.push(flat.slice(i, end));
    i = end;
  }
  return out;
}

/** A card as sent. */
export function toWireCard(card: Pick<CardData, 'id' | 'role' | 'name'> & Partial<CardData>): WireCard {
  const wire: WireCard = { id: card.id, role: card.role, name: card.name };
  if (card.nameEn != null) wire.nameEn = card.nameEn;
  if (card.level != null) wire.level = card.level;
  if (card.power != null) wire.power = card.power;
  if (card.effect != null) wire.effect = pieces(card.effect);
  if (card.requirements != null && card.role !== 'plot') wire.lines = card.requirements.map(encodeLine);
  return wire;
}

/** A card as received, in the engine's entry shape (checked by the engine's `validateCard`). */
export function fromWireCard(wire: unknown): unknown {
  if (wire === null || typeof wire !== 'object' || Array.isArray(wire)) return wire;
  const w = wire as Record<string, unknown>;
  const effect = Array.isArray(w.effect) && w.effect.every((p) => typeof p === 'string') ? (w.effect as string[]).join('') : (w.effect ?? null);
  const requirements = Array.isArray(w.lines) ? w.lines.map(decodeLine) : w.role === 'plot' ? [] : null;
  return { id: w.id, role: w.role, name: w.name, nameEn: w.nameEn ?? null, level: w.level ?? null, effect, requirements, power: w.power ?? null };
}

/** Contributed cards as groups of equal cards (in their order of first appearance). */
export function groupsOf(cards: readonly CardFacts[]): CardGroup[] {
  const groups: CardGroup[] = [];
  for (const c of cards) {
    const same = groups.find((g) => g.kind === c.kind && g.cost === c.cost && g.traits.join() === c.traits.join());
    if (same) same.count++;
    else groups.push({ kind: c.kind, cost: c.cost, traits: [...c.traits], count: 1 });
  }
  return groups;
}

/** A room request: the action's name (`game:<name>`) and its request object. */
export interface RoomRequest {
  name: string;
  request: Record<string, unknown>;
}

/**
 * The table's (or a phone's) recorded events as room requests, in order: a card entered with only
 * its level and the Challenge then turned face up are one `reveal-challenge` (the server enters the
 * level, G3-CARD-UNKNOWN); a seat named in an active player's step is kept (the table records for
 * that player).
 */
export function roomRequests(events: readonly GameEvent[]): RoomRequest[] {
  const out: RoomRequest[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    const next = events[i + 1];
    switch (e.type) {
      case 'card-entered':
        if (next?.type === 'challenge-revealed' && next.card === e.card.id) {
          out.push({ name: 'reveal-challenge', request: { level: next.level, card: next.card } });
          i++;
        } else out.push({ name: 'enter-card', request: { card: toWireCard(e.card) } });
        break;
      case 'challenge-revealed':
        out.push({ name: 'reveal-challenge', request: { level: e.level, card: e.card } });
        break;
      case 'contributed':
        out.push({ name: 'contribute', request: { seat: e.seat, groups: groupsOf(e.cards) } });
        break;
      case 'challenge-defeated':
        out.push({ name: 'defeat-challenge', request: { seat: e.seat } });
        break;
      case 'plot-defeated':
        out.push({ name: 'defeat-plot', request: { seat: e.seat } });
        break;
      case 'super-villain-defeated':
        out.push({ name: 'defeat-super-villain', request: { seat: e.seat } });
        break;
      case 'turn-ended':
        out.push({ name: 'end-turn', request: e.gained === undefined ? { seat: e.seat } : { seat: e.seat, gained: e.gained } });
        break;
      case 'challenge-destroyed':
        out.push({ name: 'destroy-challenge', request: { seat: e.seat } });
        break;
      case 'help-requested':
        out.push({ name: 'ask-help', request: { seat: e.seat } });
        break;
      case 'help-given':
        // The server draws which card (G3-HELP-2): the request gives the hand size only.
        out.push({ name: 'help', request: { seat: e.seat, hand: e.hand } });
        break;
      case 'help-declined':
        out.push({ name: 'decline-help', request: { seat: e.seat } });
        break;
      case 'attack-played':
        out.push({ name: 'attack', request: { seat: e.seat } });
        break;
      case 'deck-count':
        out.push({ name: 'deck-count', request: { count: e.count } });
        break;
      case 'deck-ran-out':
        out.push({ name: 'deck-ran-out', request: {} });
        break;
      case 'player-destroyed':
        out.push({ name: 'destroy-player', request: { seat: e.seat } });
        break;
      case 'clock-count':
        out.push({ name: 'clock-count', request: { count: e.count } });
        break;
      default:
        throw new Error(`roomRequests: the event "${e.type}" is not sent by a device`);
    }
  }
  return out;
}
