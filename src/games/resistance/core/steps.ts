/**
 * The engine owns every step: for a game in course it says what is asked now, of whom,
 * with which options, and which choices are secret ({@link asked}); and it takes every action,
 * public or secret, checks it against the rules and turns it into events ({@link act}). The
 * one-device app (private turns on the shared phone) and the room server (each seat's own phone)
 * drive the game through these two functions only, so both ask the same things of the same people
 * and refuse the same actions with the same rule ids.
 *
 * A game in course is its state (the fold of the public event log, reducer.ts), the **secret step**
 * in course (sealed votes, R-VOTE-1; the face-down pile of mission cards, R-MIS-1; the modules'
 * secret parts), and **notes**: what a seat saw that no event holds (the card the Trapper's leader
 * set aside, R-TRP-2; a mission card looked at, R-PLOT-3). The secret and the notes are never in
 * the log, a record or a public view; a store keeps them only while the step is in course.
 *
 * Who acts: the **table** (the shared device: it records public events, and in table mode, with
 * the cards in the players' hands, everything) or a **seat** (its own phone, or its private turn on
 * the shared device). A refusal names the rule; a refusal of a table's action never depends on a
 * fact the table may not know (a test compares refusals across random deals).
 *
 * Modules take part through `EngineModule.steps` (module.ts): their asks, their actions, what holds
 * the core's steps (a plot card's chance before the cards, the Trapper's set-aside), and who may
 * record their events.
 */
import { drawIndex } from '../../../platform/engine/chance.ts';
import type { RandomInt } from '../../../platform/engine/chance.ts';
import { fail, RuleError } from './errors.ts';
import type { EngineModule } from './module.ts';
import { manifest } from './registry.ts';
import { playedCard, secretVoteEvent, seatsFrom } from './private.ts';
import { availableMissions, currentProposal, modules, requiredTeamSize, step } from './reducer.ts';
import { createGame } from './setup.ts';
import type { Consequence, GameEvent, GameSetupInput, GameState, MissionCard, MissionEvent, Seat } from './types.ts';
import type { Acted, Action, Actor, Ask, AskOptions, Note, OwnSecret, Play, Recorder, Secret, StepHooks } from './step-types.ts';

export type { Acted, Action, Actor, Ask, AskOptions, Note, OwnSecret, Play, Recorder, Secret, StepHooks } from './step-types.ts';

/** The step hooks of the game's modules, in manifest order. */
function hooks(state: GameState): { module: EngineModule; steps: StepHooks }[] {
  return modules(state).flatMap((module) => (module.steps ? [{ module, steps: module.steps }] : []));
}

/** A game in course at its start. @throws RuleError as `createGame` */
export function startPlay(setup: GameSetupInput): Play {
  return { state: createGame(setup), secret: null, notes: [] };
}

/** A game in course from its state (a replayed record): no secret step in course, no notes. */
export function playOf(state: GameState): Play {
  return { state, secret: null, notes: [] };
}

/** The secret step of the current proposal, or `null` (a secret of an earlier proposal is stale). */
export function currentSecret(play: Play): Secret | null {
  const index = play.state.proposals.length - 1;
  return play.secret && play.secret.proposal === index && (play.state.phase === 'vote' || play.state.phase === 'mission') ? play.secret : null;
}

function emptySecret(state: GameState): Secret {
  return { proposal: state.proposals.length - 1, votes: {}, played: [], pile: [], parts: {} };
}

/** Whether votes are secret choices of each seat (R-VOTE-1 with the app's option, always in rooms). */
function secretVotes(state: GameState): boolean {
  return state.setup.secretVotes === true;
}

/** Whether mission cards are secret choices of each seat: the app holds the roles (R-MIS-1, R-MIS-2). */
function secretCards(state: GameState): boolean {
  return state.setup.spies !== undefined;
}

/** The mission cards of this game: Success and Fail, and the modules' (R-REVS-2, R-HUN-MIS): the same for every team member. */
export function cardsOfGame(state: GameState): MissionCard[] {
  const extra = modules(state).flatMap((m) => m.mission?.cards?.(state) ?? []);
  return ['success', 'fail', ...extra];
}

/** What the modules add to the options of a core ask (StepHooks.askOptions). */
function moduleOptions(play: Play, kind: 'propose' | 'vote' | 'card' | 'mission'): AskOptions {
  let options: AskOptions = {};
  for (const { steps } of hooks(play.state)) options = { ...options, ...steps.askOptions?.(play, kind) };
  return options;
}

/**
 * The leader's secret ask once every team member's card lies face down in `pile` (a module's step
 * before the reveal: the Trapper's set-aside, R-TRP-2), for a device that keeps the mission's
 * secret cards itself (the one-device app's private turns): what {@link asked} asks the leader
 * with that secret step in course, or `null` when nothing is.
 * @param pile the cards as the leader picks among them, in their shuffled order
 */
export function askAfterCards(state: GameState, pile: readonly MissionCard[]): Ask | null {
  const proposal = currentProposal(state);
  if (state.phase !== 'mission' || !proposal) return null;
  const secret: Secret = { ...emptySecret(state), played: [...proposal.team], pile: [...pile] };
  return asked({ state, secret, notes: [] }).find((a) => a.secret && a.seat === state.leader) ?? null;
}

/**
 * What is asked now, of whom, with which options (see the file comment): the modules' asks first
 * (in manifest order), then the core's unless a module holds them.
 */
export function asked(play: Play): Ask[] {
  const state = play.state;
  if (state.phase === 'over') return [];
  const parts = hooks(state);
  const asks: Ask[] = parts.flatMap(({ steps }) => steps.asks?.(play) ?? []);
  const held = (core: 'propose' | 'vote' | 'card' | 'reveal') => parts.some(({ steps }) => steps.holds?.(play, core));
  const proposal = currentProposal(state);
  switch (state.phase) {
    case 'proposal':
      if (!held('propose')) {
        const missions = availableMissions(state).map((mission) => ({ mission, size: requiredTeamSize(state, mission) }));
        asks.push({ kind: 'propose', seat: state.leader, table: true, secret: false, options: { missions, ...moduleOptions(play, 'propose') } });
      }
      break;
    case 'vote':
      if (held('vote')) break;
      if (!secretVotes(state)) {
        asks.push({ kind: 'vote', seat: null, table: true, secret: false });
      } else {
        const votes = currentSecret(play)?.votes ?? {};
        for (const seat of seatsFrom(state.leader, state.setup.players.length)) {
          if (!(String(seat) in votes)) asks.push({ kind: 'vote', seat, table: false, secret: true });
        }
      }
      break;
    case 'mission': {
      if (!proposal) break;
      if (!secretCards(state)) {
        if (!held('card')) asks.push({ kind: 'mission', seat: null, table: true, secret: false });
        break;
      }
      const secret = currentSecret(play);
      const played = secret?.played ?? [];
      // R-PLOT-4: no card is played while a holder decides about a plot card (the first card waits).
      if (played.length === 0 && held('card')) break;
      const cards = cardsOfGame(state);
      for (const seat of seatsFrom(state.leader, state.setup.players.length)) {
        if (!proposal.team.includes(seat) || played.includes(seat)) continue;
        // What each card is played as for this seat (R-MIS-2): the seat's own confirmation; the ask is secret.
        const playedAs = Object.fromEntries(cards.map((c) => [c, playedCard(state, seat, c)]));
        asks.push({ kind: 'card', seat, table: false, secret: true, options: { missionCards: cards, playedAs } });
      }
      break;
    }
  }
  return asks;
}

/**
 * The asks `viewer` may see, by allow-list (a table device: `'public'`): its own asks whole; none
 * of another seat's secret asks (who is still to vote or play is not told, only counted); a
 * hidden ask of another seat with no seat, role or options (who is asked is secret,
 * {@link Ask.hidden}: the public view says which character acts); any other ask with its options
 * only when the table may take it (a seat's own choices are its own). `all`: `asked(play)` when the
 * caller has it already (the room server builds every device's asks from one).
 */
export function asksFor(play: Play, viewer: Seat | 'public', all: readonly Ask[] = asked(play)): Ask[] {
  return all.flatMap((ask): Ask[] => {
    const own = viewer !== 'public' && ask.seat === viewer;
    // The seat's own ask as the engine made it (asks are never changed once made: shared, not copied).
    if (own) return [ask];
    const seen = publicAsk(ask);
    return seen ? [seen] : [];
  });
}

/**
 * An ask as anyone but the seat asked sees it ({@link asksFor}): `null` for a secret step's ask
 * (R-VOTE-1, R-MIS-1); a hidden ask with no seat, role or options; options only when the table may
 * take the step. The room server also uses it to measure the public part of a seat's snapshot
 * (server/frames.ts).
 */
export function publicAsk(ask: Ask): Ask | null {
  // R-VOTE-1, R-MIS-1: who has voted or played is not told (the public progress counts them).
  if (ask.secret) return null;
  // One public form per ask object: every device of a room's change sees the same asks.
  let seen = publicAsks.get(ask);
  if (!seen) publicAsks.set(ask, (seen = publicAskOf(ask)));
  return seen;
}

/** {@link publicAsk}'s answers by ask (asks are never changed once made; neither are their public forms). */
const publicAsks = new WeakMap<Ask, Ask>();

function publicAskOf(ask: Ask): Ask {
  const seen: Ask = { kind: ask.kind, seat: ask.hidden ? null : ask.seat, table: ask.table, secret: false };
  if (ask.hidden) seen.hidden = true;
  else if (ask.role !== undefined) seen.role = ask.role;
  if (ask.optional) seen.optional = true;
  // The options of a step the table may take are public; a seat's own choices are its own.
  if (ask.options && ask.table && !ask.hidden) seen.options = ask.options;
  return seen;
}

/** What `seat` sees of the secret step: its own sealed vote and whether it played. */
export function ownSecret(play: Play, seat: Seat): OwnSecret {
  const secret = currentSecret(play);
  const vote = play.state.phase === 'vote' && secret && String(seat) in secret.votes ? secret.votes[String(seat)]! : null;
  return { vote, played: play.state.phase === 'mission' && (secret?.played.includes(seat) ?? false) };
}

/** The notes of `seat` (what it saw of mission cards), in order. */
export function notesOf(play: Play, seat: Seat): Note[] {
  return play.notes.filter((n) => n.seat === seat);
}

/** Applies `events` in order to the play's state; the secret of a proposal that is no longer in course is dropped. */
export function applyEvents(play: Play, events: readonly GameEvent[]): { play: Play; consequences: Consequence[] } {
  let state = play.state;
  const consequences: Consequence[] = [];
  for (const event of events) {
    const done = step(state, event);
    state = done.state;
    consequences.push(done.consequence);
  }
  const next: Play = { ...play, state };
  return { play: { ...next, secret: currentSecret(next) }, consequences };
}

function seatOf(actor: Actor, what: string): Seat {
  if (actor.kind !== 'seat') fail('REC-EVENT', 'seat-only', `only a player's own device or private turn may ${what}`, { what });
  return actor.seat;
}

/**
 * Takes one action of `actor` (see the file comment).
 * @param randomInt uniform integer in [0, n): where a played card goes in the face-down pile, and
 *   the draws the engine makes for the table when the app holds the cards
 * @throws RuleError naming the rule when the action is refused (nothing changed)
 */
export function act(play: Play, actor: Actor, action: Action, randomInt: RandomInt): Acted {
  const state = play.state;
  if (action === null || typeof action !== 'object' || typeof action.type !== 'string') {
    fail('REC-EVENT', 'action-object', 'an action is an object with a type');
  }
  if (state.phase === 'over') fail('R-END-1', 'game-over', 'the game is over: no more actions');
  switch (action.type) {
    case 'record':
      return record(play, actor, (action as { event: GameEvent }).event);
    case 'vote':
      return vote(play, seatOf(actor, 'vote'), (action as { approve: unknown }).approve);
    case 'card':
      return card(play, seatOf(actor, 'play a mission card'), (action as { card: unknown }).card, randomInt);
  }
  for (const { steps } of hooks(state)) {
    const handler = steps.actions?.[action.type];
    if (handler) return handler(play, actor, action, randomInt);
  }
  // A module's action in a game without the module: that module's refusal.
  for (const entry of manifest()) {
    const spec = entry.actions?.[action.type];
    if (spec) fail(spec.rule, spec.code, spec.message, spec.params);
  }
  return fail('REC-EVENT', 'action-type', `unknown action "${action.type}"`, { type: action.type });
}

/** Who may record `event` now: the core's events and each module's (see {@link StepHooks.recordedBy}). */
function recordedBy(state: GameState, event: GameEvent): Recorder {
  switch (event.type) {
    case 'proposal':
      // R-TEAM-2: the leader proposes (from their phone, or the table for them).
      return { seat: state.leader, table: true, rule: 'R-TEAM-2' };
    case 'vote':
    case 'mission':
      return { seat: null, table: true };
  }
  for (const { steps } of hooks(state)) {
    const who = steps.recordedBy?.(state, event);
    if (who) return who;
  }
  return { seat: null, table: true };
}

/**
 * A public event recorded by the table or by the seat asked (the leader's team from their phone).
 * In a game whose votes or cards are secret, votes and missions come from the seats' secret
 * choices only.
 */
function record(play: Play, actor: Actor, event: GameEvent): Acted {
  const state = play.state;
  if (event === null || typeof event !== 'object') fail('REC-EVENT', 'event-object', 'an event must be an object with a type');
  if (event.type === 'vote' && secretVotes(state)) {
    fail('R-VOTE-1', 'votes-secret', 'every player votes in secret: the votes are revealed when all are in');
  }
  if (event.type === 'mission' && secretCards(state)) {
    fail('R-MIS-1', 'cards-secret', 'every team member plays their card in secret: the cards are revealed when all are in');
  }
  const who = recordedBy(state, event);
  if (actor.kind === 'table' ? !who.table : who.seat !== actor.seat) {
    fail(who.rule ?? 'REC-EVENT', actor.kind === 'table' ? 'not-table' : 'not-yours', actor.kind === 'table' ? 'this step is taken on the player\'s own device' : 'this step is not yours to take');
  }
  // Nobody proposes while a module's step holds the team (R-PLOT-4: a plot card's holder decides first).
  if (event.type === 'proposal') holdError(play, 'propose');
  for (const { steps } of hooks(state)) steps.checkRecord?.(play, event, actor);
  const { play: after, consequences } = applyEvents(play, [event]);
  let next = after;
  for (const { steps } of hooks(state)) next = steps.afterRecord?.(play, next, event) ?? next;
  // What the modules' steps added after it (a reveal once a look at a card is done).
  const more = next.state.events.slice(after.state.events.length);
  const moreConsequences = applyEvents({ state: after.state, secret: null, notes: [] }, more).consequences;
  return { play: next, events: next.state.events.slice(state.events.length), consequences: [...consequences, ...moreConsequences], own: null };
}

/**
 * Raises the refusal of the first module (but `except`, the module asking) whose open step holds
 * the core's step `core` (`holds`, `refuseHeld`: R-PLOT-4, the holder asked now decides first);
 * returns when none holds it.
 * @throws RuleError with the holding module's rule; Error (a programming error) when a module
 *   holds a step and gives no refusal
 */
export function holdError(play: Play, core: 'propose' | 'vote' | 'card' | 'reveal', except?: string): void {
  for (const { module, steps } of hooks(play.state)) {
    if (module.id === except || !steps.holds?.(play, core)) continue;
    if (!steps.refuseHeld) throw new Error(`the ${module.id} module holds the ${core} step and gives no refusal (StepHooks.refuseHeld)`);
    steps.refuseHeld(play);
  }
}

/** A seat's sealed vote (R-VOTE-1); the last one reveals them all at once. */
function vote(play: Play, seat: Seat, approve: unknown): Acted {
  const state = play.state;
  if (state.phase !== 'vote') fail('R-VOTE-1', 'vote-expected', 'the proposed team must be voted on first');
  if (!secretVotes(state)) fail('R-VOTE-1', 'votes-public', 'the votes are recorded by the table in this game');
  if (typeof approve !== 'boolean') fail('REC-EVENT', 'vote-value', 'a vote is approve: true or false');
  const secret = currentSecret(play) ?? emptySecret(state);
  if (String(seat) in secret.votes) fail('R-VOTE-1', 'already-voted', 'you have voted on this team: every player votes once');
  for (const { steps } of hooks(state)) steps.checkVote?.(play, seat);
  const votes = { ...secret.votes, [String(seat)]: approve };
  const collecting: Play = { ...play, secret: { ...secret, votes } };
  if (Object.keys(votes).length < state.setup.players.length) {
    return { play: collecting, events: [], consequences: [], own: { sealed: { vote: approve } } };
  }
  // R-VOTE-1: all votes are revealed at once.
  const map = new Map<Seat, boolean>(Object.entries(votes).map(([s, v]) => [Number(s), v]));
  const { play: next, consequences } = applyEvents(collecting, [secretVoteEvent(state, map)]);
  return { play: next, events: next.state.events.slice(state.events.length), consequences, own: { sealed: { vote: approve } } };
}

/**
 * A team member's secret mission card (R-MIS-1): a card the seat may not play is played as Success
 * (R-MIS-2, R-REVS-2, R-HUN-MIS), with the same answer for everyone; it goes face down at a
 * uniformly random place in the pile (or face up, R-PLOT-3). Once every card is played and no
 * module holds the reveal, the cards are revealed as one mission event.
 */
function card(play: Play, seat: Seat, chosen: unknown, randomInt: RandomInt): Acted {
  const state = play.state;
  const proposal = currentProposal(state);
  if (state.phase !== 'mission' || !proposal) fail('R-MIS-1', 'mission-expected', 'the approved team must play the mission first');
  if (!secretCards(state)) fail('R-MIS-1', 'cards-public', 'the table records the cards revealed in this game');
  if (!proposal.team.includes(seat)) fail('R-MIS-1', 'not-on-team', 'only the team members play mission cards');
  if (typeof chosen !== 'string' || !cardsOfGame(state).includes(chosen as MissionCard)) {
    fail('R-MIS-1', 'card-unknown', `a mission card of this game is one of ${cardsOfGame(state).join(', ')}`, { cards: cardsOfGame(state).join(', ') });
  }
  let secret = currentSecret(play) ?? emptySecret(state);
  if (secret.played.includes(seat)) fail('R-MIS-1', 'already-played', 'you have played your card: each member plays one');
  if (secret.played.length === 0) holdError(play, 'card');
  const played = playedCard(state, seat, chosen as MissionCard);
  let faceUp = false;
  for (const { steps } of hooks(state)) {
    const part = steps.onCard?.(play, secret, seat, played);
    if (part) {
      secret = part.secret;
      faceUp ||= part.faceUp;
    }
  }
  const pile = [...secret.pile];
  if (!faceUp) pile.splice(drawIndex(randomInt, pile.length + 1), 0, played);
  secret = { ...secret, played: [...secret.played, seat].sort((a, b) => a - b), pile };
  const next = settleMission({ ...play, secret });
  return { ...next, own: { sealed: { card: played } } };
}

/**
 * Every card is played: unless a module holds the reveal (a look at a card is due, R-PLOT-3; the
 * Trapper's leader sets a card aside first, R-TRP-2), the cards are revealed as one mission event
 * (R-MIS-1: the counts only).
 */
export function settleMission(play: Play): Omit<Acted, 'own'> {
  const state = play.state;
  const secret = currentSecret(play);
  const proposal = currentProposal(state);
  if (!secret || !proposal || secret.played.length < proposal.team.length || hooks(state).some(({ steps }) => steps.holds?.(play, 'reveal'))) {
    return { play, events: [], consequences: [] };
  }
  return revealMission(play, secret.pile);
}

/**
 * Reveals the mission from the counted face-down cards `pile` (the Trapper's leader may have set
 * one aside) and the modules' fields (face-up cards): the same event `secretMissionEvent` gives
 * for the same cards (private.ts).
 */
export function revealMission(play: Play, pile: readonly MissionCard[]): Omit<Acted, 'own'> {
  const state = play.state;
  const secret = currentSecret(play) ?? emptySecret(state);
  // The cards played face up are revealed with the pile (R-PLOT-3): every count takes both.
  const faceUp = new Map<Seat, MissionCard>();
  for (const { steps } of hooks(state)) for (const [seat, card] of steps.faceUp?.(play, secret) ?? []) faceUp.set(seat, card);
  const counted = [...pile, ...faceUp.values()];
  let event: MissionEvent = { type: 'mission', fails: counted.filter((c) => c === 'fail').length };
  for (const module of modules(state)) event = { ...event, ...module.mission?.fromCards?.(state, counted, faceUp) };
  const { play: next, consequences } = applyEvents(play, [event]);
  return { play: next, events: next.state.events.slice(state.events.length), consequences };
}

/**
 * Whether a module other than `except` holds the core's `core` step now: a module with a step of
 * its own at the same moment asks whether another comes first (R-PLOT-3's look before the
 * Trapper's set-aside).
 */
export function heldBy(play: Play, core: 'propose' | 'vote' | 'card' | 'reveal', except: string): boolean {
  return hooks(play.state).some(({ module, steps }) => module.id !== except && steps.holds?.(play, core));
}

/** Whether an error is a refusal by the rules (a RuleError), as opposed to a programming error. */
export function isRefusal(error: unknown): error is RuleError {
  return error instanceof RuleError;
}
