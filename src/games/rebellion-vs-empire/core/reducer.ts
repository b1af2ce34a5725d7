/**
 * The state of Rebellion vs Empire as the fold of its events (other-games.md part A):
 * `createGame(setup)`, `reduce(state, event)` and `replay(setup, events)`. Every refused event
 * throws a RuleError naming the rule (errors.ts) and leaves the state unchanged (the reducer works
 * on a copy). Randomness comes in as events (`row`, `missions`, `shuffle`): the reducer never
 * draws; steps.ts `chanceEvent` builds those events from a random source.
 *
 * What the reducer does by itself, because no one chooses anything there: the Rebellion's draws
 * (5 at the shuffle, G2-SET-3; 3 at the end of a round, G2-DRAW; the last cards and the Final
 * Showdown, G2-FINAL-1), the Feint's reveal when Surveillance or Destroy hits one
 * (G2-TOKEN-SURV, G2-TOKEN-DESTROY), the start of the liberation check (which districts must be
 * liberated, G2-LIB-3), the token refresh (G2-REFRESH) and the end of the game (G2-END-1,
 * G2-END-2, G2-CAPITOL-2, G2-FINAL-5).
 *
 * Readings of this engine beyond the rules file's open points (docs/rebellion-vs-empire.md):
 * - E-1: a Final Showdown hand of Feints only is played all hidden (`onPlay`);
 * - E-2: a liberation check that reaches 3 districts (or the Capitol in the variant) is completed —
 *   every district that meets a mission at that check is liberated — and then the Rebellion wins
 *   (G2-END-1 "a check that liberates several districts and reaches 3 or more also wins");
 * - E-3: a district that meets a described mission in play must be proved by a described mission;
 *   a table-entered mission (G2-MIS-UNKNOWN) is claimed only for a district that meets none, at
 *   most once per district per check; the cards shown with a claim stay revealed even if the
 *   Empire rejects it (G2-STATE-2: a card the Rebellion revealed stays revealed);
 * - E-4: a proof may show more hidden cards than needed (G2-LIB-5 "need not reveal more");
 * - E-6: a stack lists its cards in the order they came (a Redirect at once, an assignment in the
 *   order its event lists them).
 */
import type { CardId, District, Slot, Token } from './cards.ts';
import { DISTRICTS, REBEL_DECK, TOKENS, faceOf, isCardId, isDistrict, isFeint, isSlot, isToken } from './cards.ts';
import { fail, RuleError } from './errors.ts';
import type { MissionContext, MissionId, MissionInPlay, StackCard } from './missions.ts';
import { MISSION_NAMES, isMissionKey, proves, rebellionStatus, MONOTONE_MISSIONS } from './missions.ts';
import type { GameEvent, GameSetup, GameState, MissionEntry, TableCard } from './types.ts';

/** The limits of a table-entered mission's text (G2-MIS-UNKNOWN). */
export const TABLE_MISSION_LIMITS = { name: 80, condition: 400 } as const;

/** A new game before its setup events (G2-SET-1 … G2-SET-6). @throws RuleError REC-EVENT for a malformed setup */
export function createGame(setup: GameSetup): GameState {
  if (setup === null || typeof setup !== 'object') fail('REC-EVENT', 'setup-object', 'the setup is an object');
  if (typeof setup.capitolVariant !== 'boolean') fail('REC-EVENT', 'setup-capitol', 'the setup says whether the Capitol variant is played');
  if (setup.missionCards !== 'app' && setup.missionCards !== 'table') fail('REC-EVENT', 'setup-missions', "the setup says who draws the mission cards: 'app' or 'table'");
  if (setup.redirectIntoBlockade !== undefined && typeof setup.redirectIntoBlockade !== 'boolean') fail('REC-EVENT', 'setup-redirect', 'the Redirect-into-Blockade option is true or false');
  if (setup.players !== undefined && nameKey(String(setup.players.rebellion)) === nameKey(String(setup.players.empire))) {
    fail('G2-SET-1', 'same-name', 'the two players need different names, whatever the letter case');
  }
  const stacks = Object.fromEntries(DISTRICTS.map((d) => [d, [] as TableCard[]])) as Record<District, TableCard[]>;
  return {
    setup: {
      capitolVariant: setup.capitolVariant,
      missionCards: setup.missionCards,
      redirectIntoBlockade: setup.redirectIntoBlockade ?? true, // G2-OP-5 default: allowed
      ...(setup.players ? { players: { rebellion: String(setup.players.rebellion), empire: String(setup.players.empire) } } : {}),
    },
    phase: 'setup',
    row: [],
    missions: [],
    dealt: false,
    deck: [],
    hand: [],
    round: 0,
    final: false,
    area: null,
    played: [],
    used: { surveillance: false, destroy: false, redirect: false, blockade: false },
    actions: [],
    blockade: null,
    stacks,
    destroyed: [],
    liberated: [],
    pending: [],
    claim: null,
    claimed: [],
    winner: null,
  };
}

/** What two player names are compared by: compatibility forms and letter case folded ("Ann" is "ANN"), blanks at the ends left out. */
function nameKey(name: string): string {
  return name.normalize('NFKC').trim().toUpperCase().toLowerCase();
}

/** The stack of `district` as the mission predicates read it (missions.ts). */
export function stackOf(state: GameState, district: District): StackCard[] {
  return state.stacks[district].map((c) => ({ ...faceOf(c.card), revealed: c.revealed }));
}

/** Where `district` lies, for the mission predicates (G2-CAPITOL-3). */
export function contextOf(state: GameState, district: District): MissionContext {
  return { district, capitolVariant: state.setup.capitolVariant };
}

/** Whether a mission entered by the table is in play (G2-MIS-UNKNOWN). */
export function hasTableMissions(state: GameState): boolean {
  return state.missions.some((m) => m.table !== null);
}

/**
 * The districts of the row that meet a described mission in play in the Rebellion's view: those
 * the liberation check liberates (G2-LIB-1, G2-LIB-3: every district of the row, G2-OP-7).
 */
export function mustLiberate(state: GameState): District[] {
  return state.row.filter((d) =>
    state.missions.some((m) => m.table === null && rebellionStatus(m.id, stackOf(state, d), contextOf(state, d)) === 'met'),
  );
}

/** The name of a mission in play, for sentences. */
export function missionName(mission: MissionInPlay): string {
  return mission.table === null ? MISSION_NAMES[mission.id] : mission.table.name;
}

function outOfOrder(state: GameState, type: string): never {
  if (state.phase === 'over') fail('G2-ROUND-1', 'game-over', 'the game is over', { type });
  return fail('G2-ROUND-1', 'out-of-order', `a '${type}' event is not expected now: the game is at the '${state.phase}' step`, { type, phase: state.phase });
}

function expect(state: GameState, phase: GameState['phase'], type: string): void {
  if (state.phase !== phase) outOfOrder(state, type);
}

function isPermutation(items: unknown, of: readonly string[]): boolean {
  return Array.isArray(items) && items.length === of.length && new Set(items).size === of.length && items.every((i) => of.includes(i as string));
}

function card(state: GameState, slot: Slot): TableCard {
  const c = state.played.find((p) => p.slot === slot);
  if (!c) {
    fail('G2-TOKEN-SCOPE', 'not-in-front', `${slot === 'revealed' ? 'the revealed card' : `hidden card ${slot.slice(-1)}`} is no longer in front of the action-area marker`, { slot });
  }
  return c;
}

function removePlayed(state: GameState, slot: Slot): TableCard {
  const c = card(state, slot);
  state.played = state.played.filter((p) => p !== c);
  return c;
}

function districtName(d: District): string {
  return d.replace(/-/g, ' ');
}

/** A district given by an event: one of the five. @throws RuleError REC-EVENT */
function asDistrict(value: unknown, what: string): District {
  if (!isDistrict(value)) fail('REC-EVENT', 'district', `${what} is not a district: ${String(value)}`, { what, value: String(value) });
  return value;
}

// ---- setup -------------------------------------------------------------------------------------

function onRow(s: GameState, row: unknown): void {
  if (s.phase !== 'setup' || s.row.length > 0) outOfOrder(s, 'row');
  if (!isPermutation(row, DISTRICTS)) fail('G2-SET-2', 'not-a-row', 'the row holds each of the five districts once');
  const r = row as District[];
  if (s.setup.capitolVariant && r[2] !== 'capitol') fail('G2-CAPITOL-1', 'capitol-middle', 'in the Capitol variant the Capitol is in the middle of the row', { at: r.indexOf('capitol') + 1 });
  s.row = [...r];
}

function onMissions(s: GameState, missions: unknown): void {
  if (s.phase !== 'setup' || s.row.length === 0 || s.missions.length > 0) {
    if (s.phase === 'setup' && s.row.length === 0) fail('G2-SET-6', 'setup-order', 'the row is laid before the missions are drawn');
    outOfOrder(s, 'missions');
  }
  if (!Array.isArray(missions) || missions.length !== 3) fail('G2-SET-6', 'three', 'three mission cards are drawn beside Revolution');
  const inPlay: MissionInPlay[] = [{ id: 'revolution', table: null }];
  const names = new Set<string>();
  let tables = 0;
  for (const entry of missions as MissionEntry[]) {
    if (typeof entry === 'string') {
      if (entry === 'revolution') fail('G2-SET-6', 'revolution-always', 'Revolution is always in play: the three are drawn from the other cards');
      if (!isMissionKey(entry)) fail('G2-SET-6', 'unknown-mission', `not a described mission: ${entry}; a card the rules do not describe is entered with its printed name and condition`, { mission: entry });
      if (inPlay.some((m) => m.id === entry)) fail('G2-SET-6', 'duplicate', `the mission ${MISSION_NAMES[entry]} is drawn twice`, { mission: entry });
      inPlay.push({ id: entry, table: null });
      continue;
    }
    const table = entry !== null && typeof entry === 'object' ? (entry as { table?: unknown }).table : undefined;
    if (table === null || typeof table !== 'object') fail('REC-EVENT', 'mission-entry', 'a mission entry is a described key or { table: { name, condition } }');
    if (s.setup.missionCards === 'app') fail('G2-MIS-UNKNOWN', 'app-draws-described', 'the app draws from the described mission cards only; enter printed cards when the table draws them');
    const { name, condition } = table as { name?: unknown; condition?: unknown };
    const n = typeof name === 'string' ? name.trim() : '';
    const c = typeof condition === 'string' ? condition.trim() : '';
    if (n.length === 0 || c.length === 0) fail('G2-MIS-UNKNOWN', 'text', "a mission card the rules do not describe is entered with its printed name and condition");
    if (n.length > TABLE_MISSION_LIMITS.name || c.length > TABLE_MISSION_LIMITS.condition) {
      fail('G2-MIS-UNKNOWN', 'text-length', `a mission's name has at most ${TABLE_MISSION_LIMITS.name} characters and its condition at most ${TABLE_MISSION_LIMITS.condition}`, { ...TABLE_MISSION_LIMITS });
    }
    if (names.has(n.toLowerCase())) fail('G2-SET-6', 'duplicate', `the mission ${n} is drawn twice`, { mission: n });
    names.add(n.toLowerCase());
    tables++; // at most 3 entries, so at most UNDESCRIBED_CARDS table cards
    inPlay.push({ id: `table-${tables as 1 | 2 | 3}`, table: { name: n, condition: c } });
  }
  s.missions = inPlay;
}

function onShuffle(s: GameState, deck: unknown): void {
  if (s.phase !== 'setup' || s.missions.length === 0) {
    if (s.phase === 'setup') fail('G2-SET-3', 'setup-order', 'the row is laid and the missions drawn before the deck is shuffled');
    outOfOrder(s, 'shuffle');
  }
  if (!isPermutation(deck, REBEL_DECK)) fail('G2-COMP-1', 'not-the-deck', 'the shuffled deck holds each of the 24 Rebel cards once');
  s.deck = [...(deck as CardId[])];
  s.hand = s.deck.splice(0, 5); // G2-SET-3: the Rebellion draws 5
  s.dealt = true;
  s.round = 1;
  s.phase = 'area';
}

// ---- the round ---------------------------------------------------------------------------------

function onArea(s: GameState, districts: unknown): void {
  if (s.phase === 'play' && s.final) fail('G2-FINAL-2', 'no-area', 'in the Final Showdown no action area is chosen');
  expect(s, 'area', 'area');
  if (!Array.isArray(districts) || districts.length !== 2) fail('REC-EVENT', 'area-pair', 'the action area is two districts');
  const [a, b] = [asDistrict(districts[0], 'the first district'), asDistrict(districts[1], 'the second district')];
  for (const d of [a, b]) {
    if (!s.row.includes(d)) fail('G2-ROUND-AREA', 'not-in-row', `the ${districtName(d)} is liberated and no longer in the row`, { district: d });
  }
  const [i, j] = [s.row.indexOf(a), s.row.indexOf(b)];
  if (Math.abs(i - j) !== 1) fail('G2-ROUND-AREA', 'not-adjacent', `the ${districtName(a)} and the ${districtName(b)} are not adjacent in the row`, { a, b });
  s.area = i < j ? [a, b] : [b, a];
  s.phase = 'play';
}

function onPlay(s: GameState, hidden: unknown, revealed: unknown): void {
  expect(s, 'play', 'play');
  // Engine reading E-1: a hand of Feints only (three in the Final Showdown; a hand of five always
  // holds a numbered card) is played all hidden, since a Feint is never revealed (G2-COMP-2).
  const onlyFeints = s.hand.every(isFeint);
  if (onlyFeints) {
    if (revealed !== null || !Array.isArray(hidden) || hidden.length !== 3) fail('G2-COMP-2', 'feints-hidden', 'a hand of Feints only is played as three hidden cards: a Feint is never revealed');
  } else if (!Array.isArray(hidden) || hidden.length !== 2 || revealed === null) {
    fail('G2-ROUND-PLAY', 'two-hidden', 'exactly two cards are played hidden and one revealed');
  }
  const cards = [...(hidden as unknown[]), ...(revealed === null ? [] : [revealed])];
  for (const c of cards) if (!isCardId(c)) fail('REC-EVENT', 'card', `not a Rebel card: ${String(c)}`, { card: String(c) });
  if (new Set(cards).size !== 3) fail('G2-ROUND-PLAY', 'three-cards', 'three different cards are played');
  for (const c of cards as CardId[]) if (!s.hand.includes(c)) fail('G2-ROUND-PLAY', 'not-in-hand', 'a played card must come from the hand');
  if (revealed !== null && isFeint(revealed as CardId)) fail('G2-COMP-2', 'feint-revealed', 'a Feint is always played hidden');
  s.hand = s.hand.filter((c) => !cards.includes(c));
  s.played = (hidden as CardId[]).map((card, i) => ({ card, revealed: false, round: s.round, slot: `hidden-${i + 1}` as Slot }));
  if (revealed !== null) s.played.push({ card: revealed as CardId, revealed: true, round: s.round, slot: 'revealed' });
  s.actions = [];
  s.phase = 'empire';
}

function onPower(s: GameState, event: Record<string, unknown>): void {
  if (s.phase === 'assign') fail('G2-ROUND-EMPIRE', 'two-actions', 'the Empire performs exactly two actions per round');
  expect(s, 'empire', 'power');
  const token = event.token;
  if (!isToken(token)) fail('REC-EVENT', 'token', `not a power token: ${String(token)}`, { token: String(token) });
  if (s.used[token]) fail('G2-TOKEN-ONCE', 'used', `the ${token} token is on its used side`, { token });
  if (token !== 'blockade') placedTarget(s, event);
  const slot = event.slot;
  if (token !== 'blockade' && !isSlot(slot)) fail('REC-EVENT', 'slot', `not a played card: ${String(slot)}`, { slot: String(slot) });
  switch (token) {
    case 'surveillance': {
      const c = card(s, slot as Slot);
      if (c.revealed) fail('G2-TOKEN-SURV', 'already-revealed', 'Surveillance reveals a hidden card; this card is already revealed', { slot: slot as Slot });
      c.revealed = true; // G2-STATE-2: revealed for the rest of the game
      if (isFeint(c.card)) s.destroyed.push(removePlayed(s, c.slot)); // a Feint under Surveillance is revealed, then destroyed
      break;
    }
    case 'destroy': {
      const c = removePlayed(s, slot as Slot);
      if (isFeint(c.card)) c.revealed = true; // G2-TOKEN-DESTROY: a destroyed Feint is revealed at once
      s.destroyed.push(c); // G2-STATE-4: state kept
      break;
    }
    case 'redirect': {
      const d = asDistrict(event.district, 'the Redirect destination');
      if (!s.row.includes(d)) fail('G2-TOKEN-REDIRECT', 'liberated', `no card may go to the ${districtName(d)}: it is liberated`, { district: d });
      if (d === s.blockade && !s.setup.redirectIntoBlockade) fail('G2-OP-5', 'blockaded', `this table does not redirect into the blockaded ${districtName(d)}`, { district: d });
      s.stacks[d].push(removePlayed(s, slot as Slot)); // G2-STACK, state kept (G2-STATE-3)
      break;
    }
    case 'blockade': {
      const d = asDistrict(event.district, 'the Blockade district');
      if (s.final) {
        if (!s.row.includes(d)) fail('G2-FINAL-3', 'not-in-row', `the ${districtName(d)} is liberated: the Blockade goes on a district in the row`, { district: d });
      } else if (!s.area!.includes(d)) {
        fail('G2-TOKEN-BLOCK', 'outside-area', 'the Blockade goes on one of the two districts of the action area', { district: d });
      }
      s.blockade = d;
      break;
    }
  }
  s.used[token] = true;
  s.actions.push(token);
  if (s.actions.length === 2) s.phase = 'assign';
}

/**
 * A power action on a card named by its place rather than its slot (types.ts `PowerTarget`): a
 * card of a district's stack or of the destroyed pile, which no token may touch (G2-TOKEN-SCOPE,
 * 002: 356–359). Only public facts are read: the place and how many cards it holds.
 * @throws RuleError REC-EVENT for a place that holds no such card, G2-TOKEN-SCOPE otherwise
 */
function placedTarget(s: GameState, event: Record<string, unknown>): void {
  const { stack, destroyed } = event as { stack?: unknown; destroyed?: unknown };
  if (stack === undefined && destroyed === undefined) return;
  if (event.slot !== undefined) fail('REC-EVENT', 'one-target', 'a power action names one card: a slot, a stack position or a destroyed position');
  if (stack !== undefined) {
    const { district, position } = (stack ?? {}) as { district?: unknown; position?: unknown };
    const d = asDistrict(district, 'the stack');
    if (!Number.isInteger(position) || (position as number) < 1 || (position as number) > s.stacks[d].length) {
      fail('REC-EVENT', 'stack-position', `the ${districtName(d)}'s stack holds no card at position ${String(position)}`, { district: d, position: String(position) });
    }
    fail('G2-TOKEN-SCOPE', 'in-stack', `a power token never acts on a card already in a district's stack: card ${String(position)} of the ${districtName(d)}`, { district: d, position: position as number });
  }
  if (!Number.isInteger(destroyed) || (destroyed as number) < 1 || (destroyed as number) > s.destroyed.length) {
    fail('REC-EVENT', 'destroyed-position', `the destroyed pile holds no card at position ${String(destroyed)}`, { position: String(destroyed) });
  }
  fail('G2-TOKEN-SCOPE', 'destroyed', 'a power token never acts on a destroyed card', { position: destroyed as number });
}

/** G2-ROUND-EMPIRE (002: 351): the Empire may not pass; two actions are always possible (G2-TOKEN-SCOPE: two hidden cards are played). */
function onPass(s: GameState): void {
  expect(s, 'empire', 'pass');
  fail('G2-ROUND-EMPIRE', 'must-act', 'the Empire must perform two actions this round: it may not pass', { done: s.actions.length });
}

function onAssign(s: GameState, cards: unknown): void {
  expect(s, 'assign', 'assign');
  if (!Array.isArray(cards)) fail('REC-EVENT', 'assign-list', 'the assignment is a list of { slot, district }');
  const seen = new Set<Slot>();
  const list: { slot: Slot; district: District }[] = [];
  for (const entry of cards as unknown[]) {
    const { slot, district } = (entry ?? {}) as { slot?: unknown; district?: unknown };
    if (!isSlot(slot)) fail('REC-EVENT', 'slot', `not a played card: ${String(slot)}`, { slot: String(slot) });
    const d = asDistrict(district, 'the assigned district');
    if (seen.has(slot)) fail('G2-ROUND-ASSIGN', 'twice', 'each card is assigned once', { slot });
    if (!s.played.some((p) => p.slot === slot)) fail('G2-ROUND-ASSIGN', 'not-in-front', 'only the played cards still in front of the action-area marker are assigned', { slot });
    if (!s.row.includes(d)) fail('G2-LIB-7', 'liberated', `no card may be assigned to the liberated ${districtName(d)}`, { district: d });
    if (s.final) {
      // G2-FINAL-4: any district of the row
    } else if (!s.area!.includes(d)) {
      fail('G2-ROUND-ASSIGN', 'outside-area', 'cards are assigned to the two districts of the action area', { district: d });
    }
    if (d === s.blockade) fail('G2-TOKEN-BLOCK', 'blockaded', `the ${districtName(d)} is under Blockade this round`, { district: d });
    seen.add(slot);
    list.push({ slot, district: d });
  }
  if (seen.size !== s.played.length) fail('G2-OP-8', 'all-assigned', 'every played card still in front of the marker is assigned', { left: s.played.length - seen.size });
  for (const { slot, district } of list) s.stacks[district].push(removePlayed(s, slot)); // E-6: in the listed order
  startCheck(s);
}

// ---- end of round ------------------------------------------------------------------------------

/** Step 5 (a): which districts the check liberates (G2-LIB-3); the round ends at once when there is nothing to decide. */
function startCheck(s: GameState): void {
  s.pending = mustLiberate(s);
  s.claim = null;
  s.claimed = [];
  s.phase = 'liberation';
  maybeEndCheck(s);
}

function rebellionHasWon(s: GameState): boolean {
  return s.liberated.length >= 3 || (s.setup.capitolVariant && s.liberated.some((l) => l.district === 'capitol'));
}

/** Ends the check when nothing is left to decide: no proof pending, and no claim by a table mission possible or useful. */
function maybeEndCheck(s: GameState): void {
  if (s.pending.length > 0 || s.claim !== null) return;
  if (hasTableMissions(s) && !rebellionHasWon(s) && s.row.some((d) => !s.claimed.includes(d))) return; // the Rebellion may still claim (end-check)
  endRound(s);
}

/** Step 5 (b), (c): the end of the game, or the refresh and the draw (G2-REFRESH, G2-DRAW, G2-FINAL-1). */
function endRound(s: GameState): void {
  s.pending = [];
  s.claimed = [];
  s.blockade = null; // G2-TOKEN-BLOCK: the Blockade ends with its round
  s.area = null;
  s.actions = [];
  if (rebellionHasWon(s)) {
    s.winner = 'rebellion'; // G2-END-1, G2-CAPITOL-2
    s.phase = 'over';
    return;
  }
  if (s.final) {
    s.winner = 'empire'; // G2-END-2, G2-FINAL-5: no draw, no refresh
    s.phase = 'over';
    return;
  }
  if (TOKENS.every((t) => s.used[t])) for (const t of TOKENS) s.used[t] = false; // G2-REFRESH
  if (s.deck.length >= 3) {
    s.hand.push(...s.deck.splice(0, 3)); // G2-DRAW
  } else {
    s.hand.push(...s.deck.splice(0)); // G2-FINAL-1: the last card(s); the next round is the Final Showdown
    s.final = true;
  }
  s.round += 1;
  s.phase = s.final ? 'play' : 'area';
}

/** The stack indexes of the hidden cards a proof or a claim reveals (G2-LIB-5; E-4: any hidden cards of the stack). */
function revealIndexes(s: GameState, district: District, reveal: unknown): number[] {
  if (!Array.isArray(reveal)) fail('REC-EVENT', 'reveal-list', 'the proof is a list of cards');
  if (new Set(reveal).size !== reveal.length) fail('G2-LIB-5', 'twice', 'each card is revealed once');
  return reveal.map((id) => {
    const i = s.stacks[district].findIndex((c) => c.card === id && !c.revealed);
    if (i < 0) fail('G2-LIB-5', 'not-hidden-in-stack', `a proof reveals hidden cards of the ${districtName(district)}'s stack`, { district });
    return i;
  });
}

function liberate(s: GameState, district: District, mission: MissionId, indexes: readonly number[]): void {
  const stack = s.stacks[district];
  for (const i of indexes) stack[i]!.revealed = true; // G2-LIB-5: shown cards become revealed
  const at = s.row.indexOf(district);
  const neighbours: [District | null, District | null] = [s.row[at - 1] ?? null, s.row[at + 1] ?? null];
  s.row.splice(at, 1); // G2-LIB-6, G2-LIB-7, G2-LIB-8: set aside; its neighbours become adjacent
  s.liberated.push({ district, mission, round: s.round, revealed: [...indexes].sort((a, b) => a - b).map((i) => stack[i]!.card), neighbours });
  s.pending = s.pending.filter((d) => d !== district);
}

function onLiberate(s: GameState, event: Record<string, unknown>): void {
  expect(s, 'liberation', 'liberate');
  if (s.claim !== null) fail('G2-MIS-UNKNOWN', 'claim-waiting', 'the Empire first confirms or rejects the claim in course');
  const district = asDistrict(event.district, 'the liberated district');
  if (!s.row.includes(district)) fail('G2-LIB-7', 'liberated', `the ${districtName(district)} is already liberated`, { district });
  const mission = s.missions.find((m) => m.id === event.mission);
  if (!mission) fail('G2-LIB-1', 'not-in-play', `the mission ${String(event.mission)} is not in play`, { mission: String(event.mission) });
  const indexes = revealIndexes(s, district, event.reveal);
  const stack = stackOf(s, district);
  const context = contextOf(s, district);
  if (mission.table === null) {
    // Only a district the check found meeting a described mission (G2-LIB-3); a card a claim revealed
    // during this check does not make Rising Political Influence met before the next check (G2-OP-2).
    if (!s.pending.includes(district) || rebellionStatus(mission.id, stack, context) !== 'met') {
      fail('G2-LIB-1', 'not-met', `the ${districtName(district)} does not meet ${MISSION_NAMES[mission.id]}`, { district, mission: mission.id });
    }
    if (!proves(mission.id, stack, indexes, context)) {
      if (!MONOTONE_MISSIONS.has(mission.id)) {
        fail('G2-OP-3', 'reveal-all', `${MISSION_NAMES[mission.id]} is proved only by revealing every hidden card of the stack`, { district, mission: mission.id });
      }
      fail('G2-LIB-5', 'not-proved', `these cards do not prove ${MISSION_NAMES[mission.id]}`, { district, mission: mission.id });
    }
    liberate(s, district, mission.id, indexes);
    maybeEndCheck(s);
    return;
  }
  if (s.pending.includes(district)) fail('G2-LIB-1', 'prove-described', `the ${districtName(district)} meets a described mission in play: prove that one`, { district });
  if (s.claimed.includes(district)) fail('G2-MIS-UNKNOWN', 'claimed', `the ${districtName(district)} was already claimed in this check`, { district });
  for (const i of indexes) s.stacks[district][i]!.revealed = true; // shown with the claim: revealed for good (G2-STATE-2)
  s.claimed.push(district);
  s.claim = { district, mission: mission.id, revealed: [...indexes].sort((a, b) => a - b).map((i) => s.stacks[district][i]!.card) };
}

function onConfirm(s: GameState, accept: unknown): void {
  expect(s, 'liberation', 'confirm');
  if (s.claim === null) fail('G2-MIS-UNKNOWN', 'no-claim', 'there is no claim to confirm');
  if (typeof accept !== 'boolean') fail('REC-EVENT', 'accept', 'a confirmation accepts (true) or rejects (false)');
  const claim = s.claim;
  s.claim = null;
  if (accept) {
    liberate(s, claim.district, claim.mission, []);
    s.liberated[s.liberated.length - 1]!.revealed = claim.revealed;
  }
  maybeEndCheck(s);
}

function onEndCheck(s: GameState): void {
  expect(s, 'liberation', 'end-check');
  if (s.claim !== null) fail('G2-MIS-UNKNOWN', 'claim-waiting', 'the Empire first confirms or rejects the claim in course');
  if (s.pending.length > 0) fail('G2-LIB-3', 'proofs-pending', 'a district that meets a mission is liberated: prove it first', { left: s.pending.length });
  endRound(s);
}

/**
 * The state after `event` (see the file comment). Pure: `state` is not changed.
 * @throws RuleError naming the rule the event breaks (REC-EVENT for a malformed event)
 */
export function reduce(state: GameState, event: GameEvent): GameState {
  if (event === null || typeof event !== 'object' || typeof (event as { type?: unknown }).type !== 'string') {
    fail('REC-EVENT', 'event-object', 'an event is an object with a type');
  }
  const s = structuredClone(state);
  const e = event as unknown as Record<string, unknown>;
  if (s.phase === 'over') outOfOrder(s, String(e.type));
  switch (event.type) {
    case 'row':
      onRow(s, e.row);
      break;
    case 'missions':
      onMissions(s, e.missions);
      break;
    case 'shuffle':
      onShuffle(s, e.deck);
      break;
    case 'area':
      onArea(s, e.districts);
      break;
    case 'play':
      onPlay(s, e.hidden, e.revealed);
      break;
    case 'power':
      onPower(s, e);
      break;
    case 'pass':
      onPass(s);
      break;
    case 'assign':
      onAssign(s, e.cards);
      break;
    case 'liberate':
      onLiberate(s, e);
      break;
    case 'confirm':
      onConfirm(s, e.accept);
      break;
    case 'end-check':
      onEndCheck(s);
      break;
    default:
      fail('REC-EVENT', 'event-type', `unknown event type: ${String(e.type)}`, { type: String(e.type) });
  }
  return s;
}

/**
 * The state after `events` from a new game of `setup`.
 * @throws RuleError of the first refused event, with its 0-based index added as `params.event`
 */
export function replay(setup: GameSetup, events: readonly GameEvent[]): GameState {
  let state = createGame(setup);
  events.forEach((event, index) => {
    try {
      state = reduce(state, event);
    } catch (error) {
      if (error instanceof RuleError) throw new RuleError(error.rule, error.code, error.message, { ...error.params, event: index });
      throw error;
    }
  });
  return state;
}

/** The tokens on their available side (G2-TOKEN-ONCE), in the rules' order. */
export function availableTokens(state: GameState): Token[] {
  return TOKENS.filter((t) => !state.used[t]);
}
