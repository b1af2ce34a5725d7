/**
 * Frame lengths bounded, not guessed (server/frames.ts, server/deltas.ts; each game's
 * room/frames.ts): every seat frame is padded to its public parts plus an upper bound of its
 * secret parts computed from the game's and the modules' data, so that no frame outgrows its
 * padding and no delta falls back to whole snapshots because of what one seat alone knows.
 *
 * Without sockets, seeded whole games of every module and player count through the room game's
 * views and the server's delta planner. For every seat of every change:
 * - each secret part, kind by kind (each own field of the view, the turn, the own asks), is no
 *   longer than the bound says, and the largest seen of each kind is reported (the enumeration);
 * - no snapshot is longer than its allowance, and the seats of one change whose bounds are equal
 *   have snapshot frames of one padded length; no seat delta outgrew the change's padding, every
 *   seat's delta of a change has one length, and most changes do go as deltas.
 * Rebellion vs Empire (both mission modes, with and without the Capitol variant) and the traitor
 * expansion (2–5 players, Plots whose data the table enters mid-game among them) likewise, kind by
 * kind: the Rebellion's hand, the faces the board hides, its reckonings and its secret asks; a
 * player's own loyalty card and Plot and its secret ask.
 * Acknowledgements and requests that carry a secret are one step long at their longest.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deltaOf, DeltaPlanner, eventPacketBytes } from '../../server/deltas.ts';
import { diffable } from '../../src/platform/rooms/snapshot-delta.ts';
import { ACK_STEP, seatFrameSize } from '../../server/frames.ts';
import type { Consequence, GameSetupInput, Play } from '../../src/games/resistance/engine.ts';
import { HUNTER_ASKED, HUNTER_LOYALTIES } from '../../src/games/resistance/modules/hunter/room.ts';
import { CLOSE_EYE_COPIES, PLOT_CARD_IDS } from '../../src/games/resistance/modules/plot/room.ts';
import { PLOT_CARDS } from '../../src/games/resistance/modules/plot/engine/plot.ts';
import { HUNTER_ROLES } from '../../src/games/resistance/modules/hunter/engine.ts';
import { publicAsk } from '../../src/games/resistance/core/steps.ts';
import { deltaOwnFields, largestSecretParts, seatDeltaWhole, seatOwnFields } from '../../src/games/resistance/room/frames.ts';
import type { SeatSnapshot, TableSnapshot } from '../../src/games/resistance/room/protocol.ts';
import { resistanceRoomGame } from '../../src/games/resistance/room/room-game.ts';
import { jsonBytes, REQUEST_STEP, utf8Bytes } from '../../src/platform/rooms/frame-padding.ts';
import type { RoomGame } from '../../src/platform/rooms/room-game.ts';
import { names } from '../games/resistance/helpers.ts';
import { playThrough } from '../games/resistance/steps-driver.ts';
import * as room from '../../server/room.ts';
import { asked as rveAsked, REBEL_DECK } from '../../src/games/rebellion-vs-empire/engine.ts';
import type { Ask as RveAsk, GameEvent as RveEvent, GameView as RveView } from '../../src/games/rebellion-vs-empire/engine.ts';
import { largestSecretParts as rveLargest } from '../../src/games/rebellion-vs-empire/room/frames.ts';
import type { RveSeatSnapshot } from '../../src/games/rebellion-vs-empire/room/protocol.ts';
import { rveRoomGame, type RveLive } from '../../src/games/rebellion-vs-empire/room/room-game.ts';
import { nextEvent } from '../games/rebellion-vs-empire/driver.ts';
import type { CardData, SetupInput } from '../../src/games/traitor/engine.ts';
import { ASK_HEADROOM, OWN_HEADROOM } from '../../src/games/traitor/room/frames.ts';
import type { TraitorSeatSnapshot } from '../../src/games/traitor/room/protocol.ts';
import { traitorRoomGame } from '../../src/games/traitor/room/room-game.ts';
import { roomRequests, toWireCard } from '../../src/games/traitor/room/wire.ts';
import { randomStep } from '../games/traitor/driver.ts';
import { NAMES as TRAITOR_NAMES, seeded, setupOf } from '../games/traitor/helpers.ts';
import { admitted } from './resistance-room.ts';

const game = resistanceRoomGame as unknown as RoomGame;

/** A room's setup as the server deals it: the app holds the cards, votes are sealed. */
const roomSetup = (players: number, rest: Partial<GameSetupInput> = {}): GameSetupInput => ({ players: names(players), firstLeader: players % 3, secretVotes: true, ...rest });

/** Every module a room runs, alone and together, at every player count (5–10). */
const SETUPS: { label: string; setup: GameSetupInput; seeds: number }[] = [
  ...[5, 6, 7, 8, 9, 10].map((n) => ({ label: `base, ${n}`, setup: roomSetup(n), seeds: 2 })),
  { label: 'Blind Spies and Targeting, 7', setup: roomSetup(7, { variants: ['blind-spies', 'targeting'] }), seeds: 2 },
  ...[5, 10].map((n) => ({
    label: `Trapper, Inquisitor, Reversers (the Spy Reverser hidden), ${n}`,
    setup: roomSetup(n, { modules: { trapper: true, inquisitor: true, reverser: { resistance: true, spy: true, spyHidden: true } } }),
    seeds: 3,
  })),
  ...[5, 6, 7, 9, 10].map((n) => ({ label: `plot cards, ${n}`, setup: roomSetup(n, { modules: { plot: true } }), seeds: 4 })),
  ...[5, 8].map((n) => ({ label: `plot cards, Trapper, Inquisitor and Reversers, ${n}`, setup: roomSetup(n, { modules: { plot: true, trapper: true, inquisitor: true, reverser: { resistance: true, spy: true } } }), seeds: 3 })),
  { label: 'Assassin, 6', setup: roomSetup(6, { roles: { assassin: true } }), seeds: 2 },
  { label: 'Assassin with its optional roles, 10', setup: roomSetup(10, { roles: { assassin: { bodyGuard: true, blindSpy: true, deepCover: true, falseCommander: true } } }), seeds: 3 },
  { label: 'Defector I, 5', setup: roomSetup(5, { roles: { defector: 'I' } }), seeds: 2 },
  { label: 'Defector II, 8', setup: roomSetup(8, { roles: { defector: 'II' } }), seeds: 2 },
  { label: 'Hunter, 5', setup: roomSetup(5, { roles: { hunter: true } }), seeds: 3 },
  { label: 'Hunter with every optional role and Branding, 10', setup: roomSetup(10, { roles: { hunter: { dummyAgent: true, coordinator: true, deepAgent: true, pretender: true, branding: true } } }), seeds: 4 },
  { label: 'Hunter with Branding, the plot cards and the Resistance Reverser, 9', setup: roomSetup(9, { roles: { hunter: { deepAgent: true, pretender: true, branding: true } }, modules: { plot: true, reverser: { resistance: true } } }), seeds: 3 },
];

/** The bytes a seat's own asks add to its asks as the table sees them (its own in their public form: a hidden ask with no seat, a secret one not at all). */
const ownAsksBytes = (s: SeatSnapshot) => jsonBytes(s.asks) - jsonBytes(s.asks.flatMap((a) => (a.seat === s.seat ? [publicAsk(a)].filter((p) => p !== null) : [a])));

test('Resistance: every secret part of every seat frame within its bound; no frame outgrows its padding (seeded whole games of every module, 5–10 players)', (t) => {
  /** The largest secret part seen of each kind, and the least its bound had to spare. */
  const largest = new Map<string, { seen: number; spare: number }>();
  const note = (kind: string, seen: number, bound: number, where: string) => {
    assert.ok(seen <= bound, `${where}: its ${kind} takes ${seen} bytes, over its bound of ${bound}`);
    const entry = largest.get(kind) ?? { seen: 0, spare: Infinity };
    largest.set(kind, { seen: Math.max(entry.seen, seen), spare: Math.min(entry.spare, bound - seen) });
  };
  let changes = 0;
  let deltas = 0;
  let outgrew = 0;
  /** The view's own fields some delta changed. */
  const ownChanges = new Set<string>();
  for (const { label, setup, seeds } of SETUPS) {
    for (let seed = 1; seed <= seeds; seed++) {
      const planner = new DeltaPlanner(10, () => outgrew++);
      let consequences: Consequence[] = [];
      let version = 0;
      let previous: { seats: SeatSnapshot[]; table: TableSnapshot } | null = null;
      playThrough(setup, seed * 31 + setup.players.length, (play: Play) => {
        version++;
        const base = { code: 'KXMPR', game: 'resistance', version, dealt: true, deals: 1 };
        const seats = play.state.setup.players.map((_, seat) => ({ ...base, seat, admitted: true, check: null, ...game.seatView(play, seat, true, consequences) }) as unknown as SeatSnapshot);
        const table = { ...base, played: true, seats: [], joinUrl: 'http://x/?room=KXMPR', ...game.tableView(play, true, consequences) } as unknown as TableSnapshot;
        const padded = new Map<number, Set<number>>();
        for (const s of seats) {
          const where = `${label}, seed ${seed}, version ${version}, seat ${s.seat}`;
          const bound = largestSecretParts(s.board, s.seat);
          const view = s.view as unknown as Record<string, unknown>;
          for (const field of seatOwnFields()) note(`view.${field}`, jsonBytes(view[field]), jsonBytes(bound.view[field]), where);
          note('you', jsonBytes(s.you), jsonBytes(bound.you), where);
          note('own asks', ownAsksBytes(s), bound.asks.reduce((n, a) => n + jsonBytes(a) + 1, 0), where);
          const { size, allowed } = seatFrameSize(game.seatFrameBytes(s), eventPacketBytes('seat:view', s));
          note('snapshot', eventPacketBytes('seat:view', s), allowed, where);
          const key = jsonBytes(bound);
          padded.set(key, (padded.get(key) ?? new Set()).add(size));
        }
        for (const [key, sizes] of padded) assert.equal(sizes.size, 1, `version ${version}: seats of equal bounds (${key} bytes) padded to ${[...sizes].join(', ')}`);
        // A seat's delta changes none of its view's own fields but those its allowance counts.
        if (previous) {
          const tableDelta = deltaOf(previous.table.version, diffable(previous.table), table);
          for (const s of seats) {
            const counted = deltaOwnFields(tableDelta, s);
            const delta = deltaOf(previous.table.version, diffable(previous.seats[s.seat]!), s, undefined, seatDeltaWhole());
            for (const op of delta.patch) {
              const field = /^\/view\/([^/]+)/.exec(op.path)?.[1];
              if (field && seatOwnFields().includes(field)) {
                assert.ok(counted.includes(field), `${label}, seed ${seed}, version ${version}, seat ${s.seat}: its delta changes view.${field}, which its allowance does not count`);
                ownChanges.add(field);
              }
            }
          }
        }
        previous = { seats, table };
        const plan = planner.plan(game, seats, table);
        if (version > 1) changes++;
        if (plan.seats.some((d) => d !== null)) {
          assert.ok(plan.seats.every((d) => d !== null), 'deltas for every seat or for none');
          assert.equal(new Set(plan.seats.map((d) => d!.frame)).size, 1, 'one padded size per change');
          deltas++;
        }
      }, (_before, done) => {
        consequences = done.consequences;
      });
    }
  }
  t.diagnostic(`the view's own fields changed by deltas: ${[...ownChanges].join(', ')}`);
  for (const field of ['side', 'investigations', 'inquisitions', 'plotLooks']) assert.ok(ownChanges.has(field), `no delta changed view.${field}`);
  t.diagnostic(`${changes} changes, ${deltas} as deltas; largest secret part of each kind (bytes seen / least spare): ${[...largest].map(([kind, { seen, spare }]) => `${kind} ${seen}/${spare}`).join(', ')}`);
  assert.equal(outgrew, 0, 'no seat delta outgrew its padding');
  assert.ok(deltas > changes * 0.8, `changes sent as deltas: ${deltas} of ${changes}`);
  // The games reached every kind of secret part (so that each bound was checked against a real one).
  for (const kind of ['view.learns', 'view.character', 'view.knownSpies', 'view.reverser', 'view.investigations', 'view.inquisitions', 'view.plotLooks']) {
    assert.ok((largest.get(kind)?.seen ?? 0) > jsonBytes([]), `no game had a seat's ${kind}`);
  }
});

test('Resistance: the modules’ data the bounds read are the engines’ own', () => {
  assert.deepEqual([...PLOT_CARD_IDS].sort(), PLOT_CARDS.map((c) => c.card).sort());
  assert.equal(CLOSE_EYE_COPIES, Math.max(...PLOT_CARDS.filter((c) => c.card === 'keeping-a-close-eye').flatMap((c) => [c.count, c.small])));
  assert.deepEqual([...HUNTER_ASKED].sort(), [...HUNTER_ROLES].sort());
  assert.deepEqual([...HUNTER_LOYALTIES].sort(), ['chief', 'not-chief', 'resistance-chief', 'spy-chief']);
});

test('acknowledgements and requests that carry a secret are one step long at their longest', () => {
  const longest = (texts: readonly string[]) => texts.reduce((a, b) => (b.length > a.length ? b : a));
  const card = longest(['success', 'fail', 'reverse', 'chief-fail']);
  // An acknowledgement with a 9-digit id: the Trapper's set-aside card (R-TRP-2).
  assert.ok(utf8Bytes(`3123456789${JSON.stringify([{ ok: true, card }])}`) <= ACK_STEP);
  // The requests of secret steps, each with a 9-digit id (R-VOTE-1, R-MIS-1, R-TRP-2, R-HUN-INV).
  // Rebellion vs Empire's play of the Rebellion's cards, hidden and revealed (G2-ROUND-PLAY).
  const id = longest(REBEL_DECK);
  const requests = [['game:vote', { approve: false }], ['game:card', { card }], ['game:set-aside', { index: 9 }], ['game:show', { card: longest(HUNTER_LOYALTIES) }], ['game:play', { hidden: [id, id, id], revealed: id }]];
  for (const request of requests) assert.ok(utf8Bytes(`2123456789${JSON.stringify(request)}`) <= REQUEST_STEP, JSON.stringify(request));
  // The traitor expansion's answer to a declaration: completed by the Traitor, nothing by a loyal player (G3-OP-6).
  for (const machination of ['completed', 'nothing-happens']) assert.ok(utf8Bytes(`3123456789${JSON.stringify([{ ok: true, machination }])}`) <= ACK_STEP);
});

/** The largest secret part seen of each kind, and the least its bound had to spare (a failure names the frame). */
class Largest {
  readonly kinds = new Map<string, { seen: number; spare: number }>();
  note(kind: string, seen: number, bound: number, where: string): void {
    assert.ok(seen <= bound, `${where}: its ${kind} takes ${seen} bytes, over its bound of ${bound}`);
    const entry = this.kinds.get(kind) ?? { seen: 0, spare: Infinity };
    this.kinds.set(kind, { seen: Math.max(entry.seen, seen), spare: Math.min(entry.spare, bound - seen) });
  }
  line(): string {
    return [...this.kinds].map(([kind, { seen, spare }]) => `${kind} ${seen}/${spare}`).join(', ');
  }
}

/** Plays one seeded game through room.ts, calling `check` with every change's seat snapshots; the planner's outgrown deltas are counted. */
function playRoom<S>(
  g: RoomGame,
  setup: Record<string, unknown>,
  players: number,
  seed: number,
  next: (live: never, r: (n: number) => number) => { actor: room.Actor; name: string; request: Record<string, unknown> } | null,
  check: (seats: S[], version: number) => void,
  counts: { outgrew: number; changes: number; deltas: number },
): void {
  const r = seeded(seed);
  const planner = new DeltaPlanner(10, () => counts.outgrew++);
  let record = room.newRoom(g, 'KXMPR', setup, 'table', r);
  for (let seat = 0; seat < players; seat++) record = admitted(room.claimSeat(record, seat, `token-${seat}`), seat);
  record = room.startGame(g, record, r);
  let consequences: unknown[] = [];
  for (let step = 0; step < 4000; step++) {
    const live = g.load(record);
    const seats = record.seats.map((_, seat) => room.seatSnapshot(g, record, seat, live, consequences));
    const table = room.tableSnapshot(g, record, new Set(), 'http://x/?room=KXMPR', live, consequences);
    check(seats as S[], record.version);
    const plan = planner.plan(g, seats, table);
    counts.changes++;
    if (plan.seats.some((d) => d !== null)) counts.deltas++;
    const action = next(live as never, r);
    if (!action) return;
    const done = room.act(g, record, action.actor, action.name, action.request, r);
    // A change the room does not make (a traitor declaration by a loyal player) sends nothing.
    if (done.room.version === record.version) continue;
    record = done.room;
    consequences = done.consequences;
  }
  assert.fail('the game did not end in 4000 steps');
}

/** The cards of a Rebellion vs Empire view whose faces the public board may hide. */
const rveCards = (v: RveView) => [...v.row.flatMap((d) => d.stack), ...v.played, ...v.destroyed.cards, ...v.liberated.flatMap((l) => l.stack)];
/** An ask as the public sees it (room/frames.ts). */
const rvePublicAsk = (ask: RveAsk): RveAsk => (ask.secret ? { kind: ask.kind, by: ask.by, secret: true } : ask);

test('Rebellion vs Empire: what the Rebellion alone knows within its bound, kind by kind; no frame outgrows its padding (seeded whole games, G2-STATE-5)', (t) => {
  const g = rveRoomGame as unknown as RoomGame;
  const largest = new Largest();
  const counts = { outgrew: 0, changes: 0, deltas: 0 };
  const next = (live: RveLive, r: (n: number) => number) => {
    if (live.state.phase === 'over') return null;
    const event = nextEvent(live.state, r, r(3) === 0 ? 'random' : 'focused');
    const by = rveAsked(live.state).find((a) => a.kind === event.type)!.by;
    const { type, ...request } = event as RveEvent & Record<string, unknown>;
    const actor: room.Actor = by === 'rebellion' ? { kind: 'seat', seat: 0 } : by === 'empire' ? { kind: 'seat', seat: 1 } : { kind: 'table' };
    return { actor, name: type, request };
  };
  let seed = 0;
  for (const missionCards of ['app', 'table'] as const) {
    for (const capitolVariant of [false, true]) {
      for (let game = 0; game < 6; game++) {
        seed++;
        playRoom<RveSeatSnapshot>(g, { capitolVariant, missionCards, players: { rebellion: 'Ann', empire: 'Bob' } }, 2, seed, next as never, (seats, version) => {
          for (const s of seats) {
            const where = `${missionCards} missions${capitolVariant ? ', Capitol' : ''}, seed ${seed}, version ${version}, seat ${s.seat}`;
            const bound = rveLargest(s.board, s.asks);
            const faces = rveCards(s.view).reduce((n, c, i) => n + (c.card !== null && rveCards(s.board)[i]!.card === null ? jsonBytes(c.card) - jsonBytes(null) : 0), 0);
            const reckonings = s.view.row.flatMap((d) => d.missions).reduce((n, m) => n + (m.rebellion !== undefined ? jsonBytes({ rebellion: m.rebellion }) - 1 : 0), 0);
            largest.note('viewer', jsonBytes(s.view.viewer) - jsonBytes(s.board.viewer), bound.viewer, where);
            largest.note('hand', jsonBytes(s.view.hand.cards) - jsonBytes(s.board.hand.cards), bound.hand, where);
            largest.note('hidden faces', faces, bound.faces, where);
            largest.note('reckonings', reckonings, bound.reckonings, where);
            largest.note('secret asks', jsonBytes(s.asks) - jsonBytes(s.asks.map(rvePublicAsk)), bound.asks, where);
            largest.note('snapshot', eventPacketBytes('seat:view', s), seatFrameSize(g.seatFrameBytes(s), 0).allowed, where);
          }
        }, counts);
      }
    }
  }
  t.diagnostic(`${counts.changes} changes, ${counts.deltas} as deltas; largest secret part of each kind (bytes seen / least spare): ${largest.line()}`);
  assert.equal(counts.outgrew, 0, 'no seat delta outgrew its padding');
  for (const kind of ['hand', 'hidden faces', 'reckonings', 'secret asks']) assert.ok(largest.kinds.get(kind)!.seen > 0, `no frame had the Rebellion's ${kind}`);
});

test('traitor: a player’s own loyalty card, Plot and secret ask within their bounds from the card limits; no frame outgrows its padding (seeded whole games, G3-SET-5, G3-SET-6, G3-OP-6)', (t) => {
  const g = traitorRoomGame as unknown as RoomGame;
  const largest = new Largest();
  const counts = { outgrew: 0, changes: 0, deltas: 0 };
  type Live = ReturnType<typeof traitorRoomGame.load>;
  const next = (live: Live, r: (n: number) => number) => {
    if (live.state.phase === 'over') return null;
    const { actor, action } = randomStep(live.state, r, { deck: 40 });
    const by: room.Actor = actor.kind === 'seat' ? { kind: 'seat', seat: actor.seat } : { kind: 'table' };
    if (action.type === 'declare-machination') return { actor: by, name: 'declare-machination', request: { cards: action.cards } };
    if (action.type === 'help') return { actor: by, name: 'help', request: { seat: action.seat, hand: action.hand } };
    if (action.type !== 'record') throw new Error(`the driver dealt after the start (${action.type})`);
    const [request] = roomRequests([action.event]);
    return { actor: by, name: request!.name, request: request!.request };
  };
  for (let seed = 1; seed <= 30; seed++) {
    const r = seeded(seed * 7 + 1);
    const n = 2 + r(4);
    // The fixtures' cards, or bare Plots whose data the table enters mid-game (G3-CARD-UNKNOWN).
    let setup: Record<string, unknown>;
    if (seed % 3 !== 0) {
      const fixture = setupOf(n, { deckOut: r(3) === 0 ? 'empty-draw' : 'last-card', firstPlayer: r(n) });
      setup = { ...fixture, cards: fixture.cards!.map(toWireCard) };
    } else {
      const plots: CardData[] = ['q1', 'q2', 'q3', 'q4'].map((id) => ({ id, role: 'plot', name: `Plot ${id}`, nameEn: null, level: null, effect: null, requirements: [], power: null, source: 'table' }));
      const bare: SetupInput = { players: TRAITOR_NAMES.slice(0, n), machination: 'heroes-are-your-puppets', plots: ['technological-breakthrough', ...plots.map((p) => p.id)], cards: plots, firstPlayer: r(n) };
      setup = { ...bare, cards: plots.map(toWireCard) };
    }
    playRoom<TraitorSeatSnapshot>(g, setup, n, seed, next as never, (seats, version) => {
      for (const s of seats) {
        const where = `${n} players, seed ${seed}, version ${version}, seat ${s.seat}`;
        largest.note('own cards', jsonBytes(s.view.own) - jsonBytes(null), OWN_HEADROOM, where);
        largest.note('secret ask', s.asks.filter((a) => a.secret).reduce((b, a) => b + jsonBytes(a) + 1, 0), ASK_HEADROOM, where);
        largest.note('snapshot', eventPacketBytes('seat:view', s), seatFrameSize(g.seatFrameBytes(s), 0).allowed, where);
      }
    }, counts);
  }
  t.diagnostic(`${counts.changes} changes, ${counts.deltas} as deltas; largest secret part of each kind (bytes seen / least spare): ${largest.line()}`);
  assert.equal(counts.outgrew, 0, 'no seat delta outgrew its padding');
  for (const kind of ['own cards', 'secret ask']) assert.ok(largest.kinds.get(kind)!.seen > 0, `no frame had a player's ${kind}`);
});
