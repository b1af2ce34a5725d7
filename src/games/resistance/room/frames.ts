/**
 * The Resistance's seat frames (the platform pads them: server/frames.ts): a seat's snapshot is
 * allowed its public parts (the board, the progress, the modules' public fields such as the plot
 * turn, the consequences, the last result, the end reveal, the asks as the table sees them, the code, game,
 * version, deal and seat), the board counted twice (the seat's `view` is the board plus what this
 * seat knows), and its secret parts at their largest ({@link largestSecretParts}: its side, the
 * spies it knows, its card, what it learnt, its modules' fields, its own turn and asks), a bound
 * computed from the game's and the modules' data and the public board, never from what was dealt.
 * A seat's delta is allowed the table's delta of the same change twice and the same secret parts
 * at their largest, each replaced whole when it changes ({@link seatDeltaWhole}). So no frame
 * outgrows its allowance whatever the deal (test/server/frame-bounds.test.ts checks every part
 * against its bound over whole games of every module), and rounding its length up to a step tells
 * nothing either.
 */
import { jsonBytes, recordJsonBytes, sharedJsonBytes, utf8Bytes } from '../../../platform/rooms/frame-padding.ts';
import type { SnapshotDelta, WholeParts } from '../../../platform/rooms/snapshot-delta.ts';
import { roleTable } from '../core/characters.ts';
import { seenAsRoles, sightsTable } from '../core/knowledge.ts';
import type { BoundFacts, ModuleManifest } from '../core/module.ts';
import { manifest } from '../core/registry.ts';
import type { Ask } from '../core/step-types.ts';
import { publicAsk } from '../core/steps.ts';
import type { MissionCard } from '../core/types.ts';
import type { PublicView } from '../core/view.ts';
import type { SeatSnapshot } from './protocol.ts';

/**
 * What the bounds read of the game's manifest, derived once it is registered (the manifest is
 * registered after this file is loaded: `../game.ts`): the fields of a seat's view that are its
 * own (the rest is the public view's: the core's and the modules' manifest lines' `off.seat`), the
 * modules' public fields of a seat's snapshot, the lines with a room part and the longest mission
 * card of any game.
 */
interface FromManifest {
  from: readonly ModuleManifest[];
  ownFields: readonly string[];
  moduleFields: readonly string[];
  roomLines: readonly ModuleManifest[];
  card: string;
  whole: WholeParts;
}
let fromManifest: FromManifest | null = null;
function manifestParts(): FromManifest {
  const from = manifest();
  if (fromManifest?.from !== from) {
    const ownFields = ['side', 'knownSpies', 'knowsAllSpies', 'character', 'learns', ...from.flatMap((m) => Object.keys(m.off?.seat ?? {}))];
    const roomLines = from.filter((m) => m.room);
    fromManifest = {
      from,
      ownFields,
      moduleFields: from.flatMap((m) => m.room?.snapshotFields ?? []),
      roomLines,
      card: longest(['success', 'fail', ...roomLines.flatMap((m) => m.room!.missionCards ?? [])]),
      whole: { view: Object.fromEntries(ownFields.map((field) => [field, true])), you: true, asks: true },
    };
  }
  return fromManifest;
}

/** The fields of a seat's view that are its own (the rest is the public view's): the core's and the modules' (their manifest lines' `off.seat`). */
export function seatOwnFields(): readonly string[] {
  return manifestParts().ownFields;
}

/**
 * The parts of a seat's snapshot its delta replaces whole when they change (the room game's
 * `seatDeltaWhole`): the view's own fields ({@link seatOwnFields}), its turn and its asks (its own
 * among the public ones), so that each takes one operation of at most its largest value's bytes.
 */
export function seatDeltaWhole(): WholeParts {
  return manifestParts().whole;
}

/** A seat snapshot's secret parts: its view's own fields, its turn, and its own asks as it gets them. */
export interface SecretParts {
  view: Record<string, unknown>;
  you: Record<string, unknown>;
  asks: Ask[];
  /**
   * What may change each of the view's own fields after the deal (a change of the deal goes as
   * whole snapshots): `null` nothing (it is dealt with the cards, or its module is off), a key of
   * the public board (it changes only with that part of the board), `undefined` any change.
   */
  changes: Record<string, string | null | undefined>;
}

/** The longest of `texts` (`''` for none). */
function longest(texts: Iterable<string>): string {
  let found = '';
  for (const text of texts) if (text.length > found.length) found = text;
  return found;
}

/**
 * The longest character card, label seen at the reveal and rule of a sight of the game (the
 * loaded modules': every module in a room, room-game.ts), computed once they are all loaded.
 */
let knowledgeTexts: { from: object; role: string; label: string; rule: string } | null = null;
function longestKnowledge(): { role: string; label: string; rule: string } {
  // One card table per set of loaded modules (core/characters.ts `roleTable`).
  const table = roleTable();
  if (knowledgeTexts?.from !== table) {
    const sights = Object.values(sightsTable()).flat();
    knowledgeTexts = { from: table, role: longest(Object.keys(table)), label: longest(Object.keys(seenAsRoles())), rule: longest(sights.map((s) => s.rule)) };
  }
  return knowledgeTexts;
}

/**
 * A seat snapshot's secret parts at their largest, from public facts only (the public board and the
 * seat): each part a value at least as long in JSON as that part of this seat's snapshot may be,
 * whatever was dealt and whatever it did. The core's parts from the game's data (the longest side,
 * character card, label and rule of the reveal, R-REV-1; a spy knows at most every other seat; its
 * sealed vote and played card in their phases, R-VOTE-1, R-MIS-1, with every mission card of the
 * game and what each is played as, R-MIS-2), each module's from its room part's `secretBound` (a module the game does
 * not use: its fields' off values, its turn's fields `null`, no ask).
 */
export function largestSecretParts(board: PublicView, seat: number): SecretParts {
  return boundsOf(board, seat).parts;
}

/** A seat's {@link largestSecretParts} and their bytes, kept per board object and seat (every frame of one change is measured from one board). */
interface Bounds {
  parts: SecretParts;
  /** {@link ownAsksBytes} of the parts. */
  asks: number;
  /** {@link seatSecretBytes}, once counted. */
  secret?: number;
  /** The JSON bytes of each of the view's largest own fields and of the largest turn, once counted. */
  fields?: Record<string, number>;
  you?: number;
}
const bounds = new WeakMap<PublicView, Bounds[]>();
function boundsOf(board: PublicView, seat: number): Bounds {
  let bySeat = bounds.get(board);
  if (!bySeat) bounds.set(board, (bySeat = []));
  let found = bySeat[seat];
  if (!found) {
    const parts = secretPartsOf(board, seat);
    found = bySeat[seat] = { parts, asks: ownAsksBytes(parts) };
  }
  return found;
}

/**
 * What every seat's {@link largestSecretParts} of one board share, computed once per board rather
 * than once per seat: the game's facts, the mission cards, the core's parts and those of the
 * modules the game does not use (their off values, the same for every board of the same setup);
 * each seat then adds only its own asks and the bounds of the modules the game uses.
 */
interface BoardBounds {
  facts: Omit<BoundFacts, 'seat'>;
  view: Record<string, unknown>;
  you: Record<string, unknown>;
  changes: SecretParts['changes'];
  /** The manifest lines the game uses that bound a secret part. */
  on: readonly ModuleManifest[];
  /** The core's secret ask of the phase, if any, for the seat it is made for. */
  ask: ((seat: number) => Ask) | null;
}
const boardBounds = new WeakMap<PublicView, BoardBounds>();

/**
 * The parts of the modules a game does not use (their view fields' off values, their turn's fields
 * `null`), by the manifest and the lines in use: a module's turn fields are the keys of its bound's
 * `you`, which do not depend on the facts.
 */
let offParts: { from: readonly ModuleManifest[]; byUse: Map<string, Pick<SecretParts, 'view' | 'you' | 'changes'>> } | null = null;
function offPartsOf(from: readonly ModuleManifest[], used: readonly boolean[], facts: BoundFacts): Pick<SecretParts, 'view' | 'you' | 'changes'> {
  if (offParts?.from !== from) offParts = { from, byUse: new Map() };
  const key = used.map((on) => (on ? '1' : '0')).join('');
  let found = offParts.byUse.get(key);
  if (!found) {
    found = { view: {}, you: {}, changes: {} };
    from.forEach((line, i) => {
      if (used[i]) return;
      Object.assign(found!.view, line.off?.seat ?? {});
      for (const field of Object.keys(line.off?.seat ?? {})) found!.changes[field] = null;
      for (const field of Object.keys(line.room?.secretBound?.(facts).you ?? {})) found!.you[field] = null;
    });
    offParts.byUse.set(key, found);
  }
  return found;
}

function boardBoundsOf(board: PublicView): BoardBounds {
  let found = boardBounds.get(board);
  if (found) return found;
  const players = board.players.length;
  const { roomLines, card } = manifestParts();
  const facts: Omit<BoundFacts, 'seat'> = { players, board: board as unknown as BoundFacts['board'], card };
  const setup = { modules: board.modules, roles: board.roles };
  const roles = Boolean(board.roles);
  const known = longestKnowledge();
  const others = Array.from({ length: players - 1 }, () => players - 1);
  const view: Record<string, unknown> = {
    side: 'resistance',
    knownSpies: others,
    knowsAllSpies: false,
    character: roles ? known.role : null,
    learns: roles ? others.map(() => ({ seat: players - 1, as: known.label, rule: known.rule })) : [],
  };
  // The spies a seat knows and what it learnt come from the cards dealt (R-REV-1: the reveal is
  // over before the first step); its side and card may change (R-DEF-V1, R-HUN-BRAND).
  const changes: SecretParts['changes'] = { side: undefined, knownSpies: null, knowsAllSpies: null, character: undefined, learns: null };
  const you: Record<string, unknown> = { mustVote: false, vote: false, mustPlay: false, played: false, mustSetAside: false, setAside: [], looks: [] };
  // Card names as the ask carries them (a module's cards are its own names, `ModuleMissionCards`).
  const cards = ['success', 'fail'] as MissionCard[];
  for (const line of roomLines) if (line.uses(setup)) cards.push(...((line.room!.missionCards ?? []) as MissionCard[]));
  // The core's secret steps, each in its phase (public): the sealed vote, the mission card.
  let ask: BoardBounds['ask'] = null;
  if (board.phase === 'vote') ask = (seat) => ({ kind: 'vote', seat, table: false, secret: true });
  if (board.phase === 'mission') {
    const options = { missionCards: cards, playedAs: Object.fromEntries(cards.map((c) => [c, longest(cards) as MissionCard])) };
    ask = (seat) => ({ kind: 'card', seat, table: false, secret: true, options });
  }
  const from = manifest();
  const used = from.map((line) => line.uses(setup));
  const off = offPartsOf(from, used, { ...facts, seat: 0 });
  Object.assign(view, off.view);
  Object.assign(changes, off.changes);
  for (const field of Object.keys(off.you)) if (!(field in you)) you[field] = null;
  found = { facts, view, you, changes, on: from.filter((line, i) => used[i] && line.room?.secretBound), ask };
  boardBounds.set(board, found);
  return found;
}

/** {@link largestSecretParts}, computed: the board's shared parts ({@link boardBoundsOf}) and this seat's. */
function secretPartsOf(board: PublicView, seat: number): SecretParts {
  const shared = boardBoundsOf(board);
  const view = { ...shared.view };
  const you = { ...shared.you };
  const changes = { ...shared.changes };
  const asks: Ask[] = shared.ask ? [shared.ask(seat)] : [];
  if (shared.on.length === 0) return { view, you, asks, changes };
  const facts: BoundFacts = { ...shared.facts, seat };
  for (const line of shared.on) {
    const bound = line.room!.secretBound!(facts);
    Object.assign(view, bound.view ?? {});
    for (const field of Object.keys(bound.view ?? {})) changes[field] = bound.changes?.[field];
    for (const [field, value] of Object.entries(bound.you ?? {})) {
      you[field] = Array.isArray(value) && Array.isArray(you[field]) ? [...(you[field] as unknown[]), ...value] : value;
    }
    asks.push(...(bound.asks ?? []));
  }
  return { view, you, asks, changes };
}

/** The bytes its own asks may add to a seat's asks beyond their public forms (each whole, with its comma). */
function ownAsksBytes(parts: SecretParts): number {
  return parts.asks.reduce((n, ask) => n + jsonBytes(ask) + 1, 0);
}

/**
 * The bytes allowed, beyond its public parts ({@link seatPublicBytes}), for what one seat alone
 * knows in its snapshot: its secret parts at their largest ({@link largestSecretParts}) with their
 * keys (the view's own fields inside the view, which is the board with them), and its own asks.
 */
export function seatSecretBytes(board: PublicView, seat: number): number {
  const found = boundsOf(board, seat);
  found.secret ??= jsonBytes({ view: found.parts.view, you: found.parts.you }) + found.asks;
  return found.secret;
}

/**
 * The largest {@link seatSecretBytes} of any seat of `board`, kept per board object: every seat's
 * snapshot of one change shares its board, so the bound is counted once per change, not once per
 * seat and per seat again.
 */
const largestSecret = new WeakMap<PublicView, number>();
function largestSecretBytes(board: PublicView): number {
  let bytes = largestSecret.get(board);
  if (bytes === undefined) {
    bytes = Math.max(...board.players.map((_, seat) => seatSecretBytes(board, seat)));
    largestSecret.set(board, bytes);
  }
  return bytes;
}


/** A seat's asks as the table sees them: its own in their public form (a hidden ask with no seat, a secret one not at all). */
function seenAsks(asks: readonly Ask[], seat: number): Ask[] {
  return asks.flatMap((ask) => {
    const shown = ask.seat === seat ? publicAsk(ask) : ask;
    return shown ? [shown] : [];
  });
}

/** The bytes `,"asks":` adds before a snapshot's asks, its last part. */
const ASKS_KEY_BYTES = utf8Bytes(',"asks":');

/** The bytes of a seat snapshot's public parts (see the module comment). */
export function seatPublicBytes(snapshot: SeatSnapshot): number {
  const { code, game, version, dealt, deals, seat, board, progress, consequences, lastResult, endReveal, asks } = snapshot;
  const modules = Object.fromEntries(manifestParts().moduleFields.map((field) => [field, (snapshot as unknown as Record<string, unknown>)[field]]));
  // The asks as the table sees them: this seat's own asks in their public form (a hidden ask with
  // no seat, a secret one not at all), so that the sum is the same for every seat.
  const seen = seenAsks(asks, seat);
  // The board serialised once per board (every seat's snapshot of one change shares it): the
  // object with `"board":null` in its place, less the 4 bytes of `null`, plus the board twice. The
  // other parts every seat's snapshot shares (the progress, the consequences, the last result, the
  // end reveal, the modules' fields) are counted once per object too (`recordJsonBytes`); the
  // asks, this seat's own array, are serialised and written last (`,"asks":` and their JSON).
  const shared = recordJsonBytes({ code, game, version, dealt, deals, seat, board: null, progress, ...modules, consequences, lastResult, endReveal }) - 4;
  const rest = shared + ASKS_KEY_BYTES + jsonBytes(seen);
  return rest + 2 * boardBytes(board);
}

/** `jsonBytes(board)`, counted once per board object (one change's snapshots share one board). */
function boardBytes(board: SeatSnapshot['board']): number {
  return sharedJsonBytes(board);
}

/**
 * The bytes a seat's snapshot is allowed: its public bytes and the secret parts at their largest
 * (the room game's `seatFrameBytes`), the largest of every seat's: a module's bound may depend on
 * the seat (its public facts), and every seat's snapshot of one change is to take one padded size
 * whatever its public parts add up to.
 */
export function seatFrameBytes(snapshot: SeatSnapshot): number {
  return seatPublicBytes(snapshot) + largestSecretBytes(snapshot.board);
}

/** The bytes of a whole part's operation in a seat's delta (`{"op":"replace","path":…,"value":…}` and its comma), `value` of `bytes`. */
function wholeOp(path: string, bytes: number): number {
  let envelope = wholeOpBytes.get(path);
  if (envelope === undefined) {
    envelope = jsonBytes({ op: 'replace', path, value: null }) - jsonBytes(null) + 1;
    wholeOpBytes.set(path, envelope);
  }
  return envelope + bytes;
}
/** {@link wholeOp}'s bytes without the value's, by path (the paths are the few own parts' names). */
const wholeOpBytes = new Map<string, number>();

/**
 * The view's own fields a seat's delta may change in this change, from public facts only
 * ({@link SecretParts}' `changes`): not those dealt with the cards, and a module's field only when
 * the table's delta changes the part of the public board it follows (a check, a look or an
 * investigation this seat made is one the board lists).
 */
export function deltaOwnFields(table: SnapshotDelta, snapshot: SeatSnapshot): string[] {
  const { changes } = boundsOf(snapshot.board, snapshot.seat).parts;
  return seatOwnFields().filter((field) => {
    const by = changes[field];
    if (by === null) return false;
    return by === undefined || table.patch.some((op) => op.path === `/view/${by}` || op.path.startsWith(`/view/${by}/`));
  });
}

/**
 * The bytes a seat's delta may take for its patch and consequences (the room game's
 * `seatDeltaBytes`), from public facts only (the table's delta of the same change and the seat
 * snapshot's public parts):
 * - what it shares with the table's delta, diffed as the table's is: each of the table's operations
 *   at most twice (a seat's `board` and the public fields of its `view` change as the table's
 *   `view` does; its progress, plot turn and end reveal as the table's), each path at most 4 bytes
 *   longer (`/board/…` for `/view/…`, `/plotTurn` for `/plot`);
 * - the consequences (a seat's are the table's: every device says the public ones);
 * - its own parts ({@link seatDeltaWhole}), each replaced whole when it changes: an operation
 *   each, of at most its largest value ({@link largestSecretParts}; its asks: the public asks as
 *   the table sees them and its own whole), the view's fields only those that may change now
 *   ({@link deltaOwnFields}).
 */
export function seatDeltaBytes(table: SnapshotDelta, snapshot: SeatSnapshot): number {
  const found = boundsOf(snapshot.board, snapshot.seat);
  const { parts, asks: ownAsks } = found;
  // The largest parts' bytes, counted once per board and seat.
  const fields = (found.fields ??= {});
  const own = deltaOwnFields(table, snapshot).reduce((n, field) => n + wholeOp(`/view/${field}`, (fields[field] ??= jsonBytes(parts.view[field]))), 0);
  const asks = wholeOp('/asks', jsonBytes(seenAsks(snapshot.asks, snapshot.seat)) + ownAsks);
  const shared = 2 * sharedJsonBytes(table.patch) + 4 * table.patch.length;
  return shared + (table.consequences ? sharedJsonBytes(table.consequences) : 2) + own + wholeOp('/you', (found.you ??= jsonBytes(parts.you))) + asks;
}
