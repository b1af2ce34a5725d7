/**
 * The Resistance's record migrations (src/games/resistance/storage/migrations.ts), on records as
 * the builds of 2026-12-02 wrote them (fixtures/, made with that build's engine, commit 231aa84:
 * Avalon names with the Hunter module, a game with the physical cards in its third round and one
 * the app dealt): today's engine refuses them (REC-FORMAT `hunter-avalon`); migrated, they replay
 * under The Resistance's names with the same cards, deal and events, and go on. A record the
 * migration does not concern is left as it is.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { apply, RecordError, replayRecord, toRecord } from '../../../../src/games/resistance/engine.ts';
import type { GameRecord } from '../../../../src/games/resistance/engine.ts';
import { loadEngineFor } from '../../../../src/games/resistance/storage/engine-loader.ts';
import { HUNTER_AVALON_NAMES, RECORD_MIGRATIONS } from '../../../../src/games/resistance/storage/migrations.ts';
import { migrate } from '../../../../src/games/resistance/storage/replay.ts';
import { parseImportedRecord } from '../../../../src/games/resistance/session/import-record.ts';
import { migrateListEntry, migrateRecord } from '../../../../src/platform/storage/migrations.ts';

const fixture = (name: string): GameRecord => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as GameRecord;
const PHYSICAL = fixture('hunter-avalon-2026-12-02.json');
const DEALT = fixture('hunter-avalon-dealt-2026-12-02.json');

describe('record migrations: Avalon names with the Hunter module (builds of 2026-12-02)', () => {
  test('today the engine refuses such a record (REC-FORMAT hunter-avalon)', async () => {
    for (const record of [PHYSICAL, DEALT]) {
      await loadEngineFor(record.setup);
      assert.throws(() => replayRecord(record), (error: unknown) => error instanceof RecordError && error.rule === 'REC-FORMAT' && error.cause.code === 'hunter-avalon');
    }
  });

  test("migrated, it replays under The Resistance's names, the same cards, deal and events, and plays on", async () => {
    for (const record of [PHYSICAL, DEALT]) {
      const { record: migrated, migrations } = migrate(record);
      assert.deepEqual(migrations, ['hunter-avalon-names']);
      const { names, ...rest } = record.setup as GameRecord['setup'] & { names?: string };
      assert.equal(names, 'avalon');
      assert.deepEqual(migrated.setup, rest, 'only the names are left out');
      assert.deepEqual(migrated.events, record.events);
      const state = replayRecord(migrated);
      assert.equal(state.setup.names, undefined);
      assert.ok(state.setup.roles?.hunter, 'the Hunter module is played');
      assert.deepEqual(state.setup.characters, (record.setup as GameRecord['setup']).characters);
      assert.deepEqual(state.setup.spies, (record.setup as GameRecord['setup']).spies);
      assert.equal(state.phase, 'proposal');
      assert.equal(state.winner, null);
      assert.deepEqual(toRecord(state).events, record.events);
    }
    // The game in its third round goes on: the leader proposes (R-TEAM-1, R-HUN-TEAM).
    const state = replayRecord(migrate(PHYSICAL).record);
    const next = apply(state, { type: 'proposal', team: [2, 3], leader: state.leader, investigator: 4 } as never);
    assert.equal(next.phase, 'vote');
  });

  test('the store, the import and the record left alone: names other than Avalon, no Hunter module, no setup', async () => {
    const plain = { ...PHYSICAL, setup: { ...PHYSICAL.setup, names: undefined } };
    assert.equal(HUNTER_AVALON_NAMES.migrate(plain), null);
    const noHunter = { format: PHYSICAL.format, setup: { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0, names: 'avalon' }, events: [] };
    assert.equal(HUNTER_AVALON_NAMES.migrate(noHunter), null);
    assert.equal(HUNTER_AVALON_NAMES.migrate({ ...noHunter, setup: { ...noHunter.setup, roles: { hunter: null } } }), null);
    assert.equal(HUNTER_AVALON_NAMES.migrate({ format: PHYSICAL.format, setup: null as never, events: [] }), null);
    assert.deepEqual(migrateRecord(noHunter, RECORD_MIGRATIONS), { record: noHunter, migrations: [] });
  });

  test("the list entry those builds stored loses its Avalon names (the winner said in The Resistance's words); any other entry stays as stored", () => {
    const meta = { id: 'g', players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], createdAt: 1, updatedAt: 2, eventCount: 21, phase: 'over', successes: 1, failures: 4, winner: 'spies' };
    for (const record of [PHYSICAL, DEALT]) {
      assert.deepEqual(migrateListEntry({ ...meta, names: 'avalon' }, record.setup, RECORD_MIGRATIONS), meta);
    }
    const noHunter = { players: meta.players, firstLeader: 0, names: 'avalon' };
    assert.deepEqual(migrateListEntry({ ...meta, names: 'avalon' }, noHunter, RECORD_MIGRATIONS), { ...meta, names: 'avalon' });
    assert.equal(HUNTER_AVALON_NAMES.listEntry!(meta, PHYSICAL.setup), null, 'an entry already without names');
    assert.equal(HUNTER_AVALON_NAMES.listEntry!({ ...meta, names: 'avalon' }, null as never), null);
  });

  test('an imported file of such a record is accepted as written (every read migrates it); another refusal still names its rule', async () => {
    assert.deepEqual(await parseImportedRecord(JSON.stringify(DEALT)), DEALT);
    const broken = { ...PHYSICAL, events: [...PHYSICAL.events, { type: 'vote', approve: [0] }] };
    await assert.rejects(parseImportedRecord(JSON.stringify(broken)), (error: unknown) => {
      const { message, recordError } = error as { message: string; recordError: RecordError | null };
      return message.startsWith('event 8: ') && recordError !== null && recordError.cause.code !== 'hunter-avalon';
    });
  });
});
