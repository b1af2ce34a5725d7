/**
 * The broadcasts of changes written together share the event loop (server/room-pipeline.ts
 * `BROADCAST_SLICE_MS`): once they have run for the slice, the rest wait for the loop's next turn,
 * so that the heartbeat's pings and their answers, and the requests that came meanwhile, are not
 * held behind a whole group commit's broadcasts (which under load held them long enough for the
 * heartbeat to drop devices that were there). With a slice of 0 ms every broadcast after the first
 * of a turn waits for the next one: the test sees the loop turn between two rooms' broadcasts of
 * one batch, and every device of each room gets its frames in version order.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resistanceRoomGame } from '../../src/games/resistance/room/room-game.ts';
import type { RoomGame } from '../../src/platform/rooms/room-game.ts';
import { createRoomPipeline, type PipelineTransport } from '../../server/room-pipeline.ts';
import { claimSeat, newRoom, roomGames, type RoomRecord } from '../../server/room.ts';
import type { RoomStore } from '../../server/store-core.ts';

const game = resistanceRoomGame as unknown as RoomGame;
const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

/** A store in memory whose updates of one turn of the event loop are answered together (as the group commit's). */
function batchingStore(rooms: RoomRecord[]): RoomStore {
  const kept = new Map(rooms.map((r) => [r.code, r]));
  let batch: (() => void)[] = [];
  return {
    create: async () => true,
    load: async (code) => kept.get(code) ?? null,
    update: (previous, next) =>
      new Promise<boolean>((resolve) => {
        if (batch.length === 0) {
          setImmediate(() => {
            const answers = batch;
            batch = [];
            for (const answer of answers) answer();
          });
        }
        batch.push(() => {
          const won = kept.get(previous.code)?.version === previous.version;
          if (won) kept.set(next.code, next);
          resolve(won);
        });
      }),
    markFinished: async () => {},
    markUnfinished: async () => {},
    countRooms: async () => kept.size,
    openRooms: async () => [],
    deleteExpired: async () => [],
    close: async () => {},
  };
}

/** What happened, in order: each frame sent (`CODE seat N v…`, `CODE table v…`), and each turn of the event loop noted. */
function recordingTransport(said: string[]): PipelineTransport {
  return {
    toSeat: (code: string, seat: number, _event: string, payload: { version: number }) => said.push(`${code} seat ${seat} v${payload.version}`),
    toTable: (code: string, _event: string, payload: { version: number }) => said.push(`${code} table v${payload.version}`),
    connectedSeats: () => new Set(),
  } as unknown as PipelineTransport;
}

async function twoRoomsClaimingTogether(sliceMs: number): Promise<string[]> {
  const random = () => 0;
  const rooms = ['KAAAA', 'KBBBB'].map((code) => newRoom(game, code, { players: NAMES }, 'table-token', random));
  const said: string[] = [];
  const pipeline = createRoomPipeline({
    games: roomGames([game]),
    store: batchingStore(rooms),
    transport: recordingTransport(said),
    random,
    joinUrl: (code) => `https://resistance.test/?room=${code}`,
    log: () => {},
    ownsRooms: true,
    broadcastSliceMs: sliceMs,
  });
  for (const room of rooms) pipeline.created(room);
  // A mark once the first room's broadcast is under way: it runs at the event loop's next turn.
  let marked = false;
  const claims = rooms.map((room) =>
    pipeline.mutate(
      room.code,
      (stored) => ({ room: claimSeat(stored, 0, `seat-token-${room.code}`), result: null }),
      () => {
        if (marked) return;
        marked = true;
        setImmediate(() => said.push('the event loop turned'));
      },
    ),
  );
  await Promise.all(claims);
  await new Promise((resolve) => setImmediate(resolve));
  return said;
}

test('the broadcasts of one batch let the event loop turn once their slice is spent, each room in order', async () => {
  const said = await twoRoomsClaimingTogether(0);
  const turned = said.indexOf('the event loop turned');
  assert.ok(turned > 0, `the loop turned after the first broadcast: ${said.join(' | ')}`);
  const first = said.slice(0, turned);
  const second = said.slice(turned + 1);
  assert.ok(first.length > 0 && first.every((line) => line.startsWith('KAAAA')), `the first room's frames before the turn: ${first.join(' | ')}`);
  assert.ok(second.length > 0 && second.every((line) => line.startsWith('KBBBB')), `the second room's frames after it: ${second.join(' | ')}`);
  // Every device of each room got its frame of the change (5 seats and the table).
  assert.equal(first.length, NAMES.length + 1);
  assert.equal(second.length, NAMES.length + 1);
});
