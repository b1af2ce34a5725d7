/**
 * The room server's work per change, without sockets: what `broadcast`
 * (server/room-server.ts) computes for every change of a room before it writes a frame, measured
 * alone so that the figure does not move with the machine's other work as the socket load does.
 *
 * Seeded whole games of The Resistance (5 to 10 players, the leader proposing, every seat voting,
 * the team playing) are played through the server's own room steps (server/room.ts) and every
 * change's states kept; then, timed by the process's CPU time (`process.cpuUsage`, the best of
 * several passes):
 * - **snapshots**: every seat's and the table's snapshot of each change, from a state the room had
 *   not built views of (as after an action: the game hands back a new state);
 * - **plan**: the delta planner (server/deltas.ts) over the same snapshots in order: every seat's
 *   and the table's delta, their padded size and the check that none outgrew it;
 * - **sent**: all of `broadcast`'s work before the sockets, each change from a state with no view
 *   built yet: the snapshots, the plan (the secret parts' bounds of each new board included) and
 *   every device's frame encoded and padded by the server's socket.io parser (server/frames.ts).
 *
 * `node --import tsx scripts/bench-broadcast.ts [passes]` prints them in µs of CPU per change; `npm run
 * bench` has them as rows of its Load section (`measureBroadcast`).
 */
import { PacketType } from 'socket.io-parser';
import { DeltaPlanner, tableDeltaWith } from '../server/deltas.ts';
import { serverParser } from '../server/frames.ts';
import { prng } from './bench-load.ts';
import * as room from '../server/room.ts';
import type { RoomRecord } from '../server/room.ts';
import type { RoomGame } from '../src/platform/rooms/room-game.ts';
import { resistanceRoomGame } from '../src/games/resistance/room/room-game.ts';
import type { Ask } from '../src/games/resistance/engine.ts';
import type { SeatSnapshot, TableSnapshot } from '../src/games/resistance/room/protocol.ts';

const game = resistanceRoomGame as unknown as RoomGame;
const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'];

/** A seeded source of integers in [0, n) (bench-load.ts's mulberry32). */
function seeded(seed: number): (n: number) => number {
  const next = prng(seed);
  return (n) => Math.floor(next() * n);
}

/** One change of a room: the room after it and the consequences it said. */
interface Change {
  room: RoomRecord;
  consequences: unknown[];
}

/** The next request of the game, read from the seats' asks as a phone would, or `null` once it is over. */
function nextRequest(seats: readonly SeatSnapshot[], random: (n: number) => number): { seat: number; type: string; body: Record<string, unknown> } | null {
  for (const s of seats) {
    if (s.view.phase === 'over') return null;
    for (const ask of s.asks.filter((a: Ask) => a.seat === s.seat)) {
      if (ask.kind === 'propose') {
        const size = ask.options?.missions?.[0]?.size ?? 0;
        const order = s.view.players.map((_, i) => i).sort(() => random(3) - 1);
        return { seat: s.seat, type: 'propose', body: { team: order.slice(0, size).sort((a, b) => a - b) } };
      }
      if (ask.kind === 'vote') return { seat: s.seat, type: 'vote', body: { approve: random(10) < 7 } };
      if (ask.kind === 'card') {
        const offered = (ask.options?.missionCards ?? ['success']) as string[];
        return { seat: s.seat, type: 'card', body: { card: offered[random(offered.length)] } };
      }
    }
  }
  return null;
}

/** The changes of `games` seeded whole games, from the deal on. */
export function playedChanges(games: number): Change[][] {
  const all: Change[][] = [];
  for (let g = 0; g < games; g++) {
    const players = 5 + (g % 6);
    const random = seeded(g + 1);
    let r = room.newRoom(game, 'KXMPR', { players: NAMES.slice(0, players) }, 'table', random);
    for (let seat = 0; seat < players; seat++) r = room.claimSeat(r, seat, `token-${seat}`);
    // The table admits every phone (the digits it shows) before the deal.
    for (let seat = 0; seat < players; seat++) r = room.admitSeat(r, seat, room.seatCheck(`token-${seat}`));
    r = room.startGame(game, r, random);
    const changes: Change[] = [{ room: r, consequences: [] }];
    for (let step = 0; step < 500; step++) {
      const live = game.load(r);
      const seats = r.seats.map((_, seat) => room.seatSnapshot(game, r, seat, live) as SeatSnapshot);
      const request = nextRequest(seats, random);
      if (!request) break;
      const done = room.act(game, r, { kind: 'seat', seat: request.seat }, request.type, request.body, random);
      r = done.room;
      changes.push({ room: r, consequences: done.consequences });
    }
    all.push(changes);
  }
  return all;
}

/** Every device's snapshots of one change (as `broadcast` builds them). */
function snapshotsOf(change: Change, live: unknown): { seats: SeatSnapshot[]; table: TableSnapshot } {
  const r = change.room;
  return {
    seats: r.seats.map((_, seat) => room.seatSnapshot(game, r, seat, live, change.consequences) as SeatSnapshot),
    table: room.tableSnapshot(game, r, new Set(), 'https://resistance.test/?room=KXMPR', live, change.consequences) as TableSnapshot,
  };
}

/** CPU µs of `work`, the best of `passes` (each with its own `prepare`d input, untimed). */
function bestCpu<T>(passes: number, prepare: () => T, work: (input: T) => void): number {
  let best = Infinity;
  for (let pass = 0; pass < passes; pass++) {
    const input = prepare();
    const start = process.cpuUsage();
    work(input);
    const used = process.cpuUsage(start);
    best = Math.min(best, used.user + used.system);
  }
  return best;
}

/** The figures: CPU µs per change for the snapshots, for the plan and for all that is sent, and how many changes. */
export function measureBroadcast(games = 30, passes = 6): { changes: number; snapshotsUs: number; planUs: number; sentUs: number } {
  const played = playedChanges(games);
  const changes = played.reduce((n, list) => n + list.length, 0);
  // Fresh states each pass: views are kept per state (the room game's shared parts), as a new
  // state after each action has none yet.
  const snapshotsUs = bestCpu(
    passes,
    () => played.map((list) => list.map((change) => game.load(change.room))),
    (lives) => played.forEach((list, g) => list.forEach((change, i) => snapshotsOf(change, lives[g]![i]))),
  );
  const views = played.map((list) => list.map((change) => snapshotsOf(change, game.load(change.room))));
  const planUs = bestCpu(
    passes,
    () => new DeltaPlanner(100),
    (planner) => views.forEach((list) => list.forEach((v) => planner.plan(game, v.seats, v.table))),
  );
  const parser = serverParser((snapshot) => game.seatFrameBytes(snapshot));
  const encoder = new parser.Encoder();
  const frame = (event: string, payload: unknown) => encoder.encode({ type: PacketType.EVENT, nsp: '/', data: [event, payload] });
  const sentUs = bestCpu(
    passes,
    () => ({ planner: new DeltaPlanner(100), lives: played.map((list) => list.map((change) => game.load(change.room))) }),
    ({ planner, lives }) =>
      played.forEach((list, g) =>
        list.forEach((change, i) => {
          const { seats, table } = snapshotsOf(change, lives[g]![i]);
          const plan = planner.plan(game, seats, table);
          seats.forEach((snapshot, seat) => {
            const delta = plan.seats[seat];
            if (delta) frame('seat:delta', delta);
            else frame('seat:view', snapshot);
          });
          // The table's frame as the pipeline's `toTable` sends it: its presence added.
          const present = table.seats.map((s) => ({ ...s, connected: true }));
          if (plan.table) frame('table:delta', tableDeltaWith(plan.table, present));
          else frame('table:view', { ...table, seats: present });
        }),
      ),
  );
  return { changes, snapshotsUs: snapshotsUs / changes, planUs: planUs / changes, sentUs: sentUs / changes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `node --import tsx scripts/bench-broadcast.ts [passes]`: more passes, a best nearer the work's own on a busy machine.
  const passes = Math.max(1, Math.min(100, Number(process.argv[2]) || 6));
  const { changes, snapshotsUs, planUs, sentUs } = measureBroadcast(30, passes);
  console.log(`${changes} changes of 30 seeded games: snapshots ${snapshotsUs.toFixed(1)} µs CPU per change, plan ${planUs.toFixed(1)} µs, all that is sent ${sentUs.toFixed(1)} µs (best of ${passes} passes)`);
}
