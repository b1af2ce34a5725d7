/**
 * The platform's `gameReplay` (src/platform/storage/game-replay.ts), with a made-up counting game
 * (no game's code loaded): a record that replays gives the game's list entry with the record's
 * event count; the game's record error becomes StorageError 'corrupt' (`the record does not
 * replay: …` without an id on create, `game ID: …` with the id on check, the record error as its
 * cause); any other error passes through as it is; `prepare` runs (and is awaited) before every
 * replay of a create or check; `replayVersion1` is the game's; `noVersion1Games` always throws
 * its REC-FORMAT message.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { gameReplay, noVersion1Games } from '../../src/platform/storage/game-replay.ts';
import { StorageError } from '../../src/platform/storage/types.ts';
import type { SavedGameMetaInput, StoredRecord } from '../../src/platform/storage/types.ts';

class CountRecordError extends Error {}

/** The counting game: its state is the sum of its events' `add`; a negative `add` is refused. */
function replayCount(input: unknown): number {
  const record = input as StoredRecord;
  return record.events.reduce<number>((sum, event, i) => {
    const add = (event as { add?: unknown }).add;
    if (add === 'crash') throw new TypeError('not a record error');
    if (typeof add !== 'number' || add < 0) throw new CountRecordError(`event ${i}: a count only grows (CNT-1)`);
    return sum + add;
  }, 0);
}

function meta(state: number, eventCount: number): SavedGameMetaInput {
  return { players: ['A', 'B'], updatedAt: 1, eventCount, phase: 'counting', successes: state, failures: 0, winner: null };
}

function record(...adds: unknown[]): StoredRecord {
  return { format: 'count/1', setup: {}, events: adds.map((add) => ({ add })) } as StoredRecord;
}

function makeReplay(log: string[] = []) {
  return gameReplay<number>({
    replay: (r) => {
      log.push('replay');
      return replayCount(r);
    },
    isRecordError: (error) => error instanceof CountRecordError,
    meta,
    prepare: async () => {
      await Promise.resolve();
      log.push('prepare');
    },
    replayVersion1: (r) => meta(replayCount(r), -1),
  });
}

describe('gameReplay (platform storage)', () => {
  it('gives the list entry of a record that replays, with the record’s event count', async () => {
    const entry = await makeReplay().replayForStore(record(2, 3, 4));
    assert.deepEqual(entry, meta(9, 3));
  });

  it('prepares before every replay of a create or a check', async () => {
    const log: string[] = [];
    const replay = makeReplay(log);
    await replay.replayForStore(record(1));
    await replay.checkStoredRecord('g1', record(1));
    assert.deepEqual(log, ['prepare', 'replay', 'prepare', 'replay']);
  });

  it('turns the game’s record error into StorageError corrupt, without an id on create', async () => {
    await assert.rejects(makeReplay().replayForStore(record(1, -1)), (error: unknown) => {
      assert.ok(error instanceof StorageError);
      assert.equal(error.kind, 'corrupt');
      assert.equal(error.message, 'the record does not replay: event 1: a count only grows (CNT-1)');
      assert.equal(error.gameId, null);
      assert.ok(error.cause instanceof CountRecordError);
      return true;
    });
  });

  it('turns the game’s record error into StorageError corrupt naming the game on check', async () => {
    await assert.rejects(makeReplay().checkStoredRecord('g7', record(-2)), (error: unknown) => {
      assert.ok(error instanceof StorageError);
      assert.equal(error.kind, 'corrupt');
      assert.equal(error.message, 'game g7: event 0: a count only grows (CNT-1)');
      assert.equal(error.gameId, 'g7');
      assert.ok(error.cause instanceof CountRecordError);
      return true;
    });
    await makeReplay().checkStoredRecord('g8', record(1, 2));
  });

  it('lets any other error pass through as it is', async () => {
    await assert.rejects(makeReplay().replayForStore(record('crash')), (error: unknown) => error instanceof TypeError && !(error instanceof StorageError));
    await assert.rejects(makeReplay().checkStoredRecord('g1', record('crash')), (error: unknown) => error instanceof TypeError);
  });

  it('uses the game’s replayVersion1, and works without prepare', async () => {
    const replay = gameReplay<number>({ replay: replayCount, isRecordError: () => true, meta, replayVersion1: (r) => meta(replayCount(r), -1) });
    assert.deepEqual(replay.replayVersion1(record(5)), meta(5, -1));
    assert.deepEqual(await replay.replayForStore(record(5)), meta(5, 1));
    assert.throws(() => replay.replayVersion1(record(-1)), CountRecordError);
  });

  it('noVersion1Games always throws the REC-FORMAT message naming the game', () => {
    const v1 = noVersion1Games('Counting');
    assert.throws(() => v1(record(1)), { message: 'setup: version 1 of the database held no game of Counting (REC-FORMAT)' });
    assert.throws(() => v1(null), { message: 'setup: version 1 of the database held no game of Counting (REC-FORMAT)' });
  });
});
