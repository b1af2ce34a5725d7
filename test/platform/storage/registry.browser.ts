/**
 * The platform's storage knows no game (src/platform/storage/registry.ts): it keeps the records of
 * whichever game registered its record format and replay. Here that game is a tiny tally game made
 * up for the test (no Resistance code is loaded): its records are stored, listed, loaded, changed
 * and migrated from a version-1 database through its replay alone, with its own words for phases
 * and winners; a game of another format is unreadable; and with no game registered every call
 * that needs one is refused with a programming error (not a StorageError), a version-1 database
 * is left untouched. Every test uses its own database and deletes it afterwards.
 */
import { expect } from '@open-wc/testing';
import { deleteDB, openDB } from 'idb';
import { IdbGameStore, MemoryGameStore, migrateRecord, registerStoredGame, replayLoaded, StorageError } from '../../../src/platform/storage/index.ts';
import type { GameReplay, GameStore, RecordMigration, SavedGameMetaInput, StoredGameDefinition, StoredRecord } from '../../../src/platform/storage/index.ts';
import { openRaw } from '../../helpers/idb.ts';

// ---- The tally game: players score points; the first to 3 wins. ----

const FORMAT = 'tally-record/1';

interface TallyEvent {
  point: number;
}

/** The state of a tally game after its events. @throws Error (`setup: …` or `event N: …`) for a record that breaks its rules */
function replayTally(input: unknown): { players: string[]; scores: number[]; events: number; winner: string | null } {
  const record = input as { format?: unknown; setup?: { players?: unknown }; events?: unknown } | null;
  if (!record || record.format !== FORMAT) throw new Error(`setup: the format must be ${FORMAT}`);
  const players = record.setup?.players;
  if (!Array.isArray(players) || players.length < 2 || !players.every((p) => typeof p === 'string')) {
    throw new Error('setup: a tally needs two players or more');
  }
  if (!Array.isArray(record.events)) throw new Error('setup: the events must be a list');
  const scores = players.map(() => 0);
  let winner: string | null = null;
  record.events.forEach((event: unknown, i) => {
    const seat = (event as Partial<TallyEvent> | null)?.point;
    if (winner !== null) throw new Error(`event ${i}: the tally is over`);
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= players.length) {
      throw new Error(`event ${i}: a point goes to a seat`);
    }
    scores[seat]! += 1;
    if (scores[seat] === 3) winner = players[seat] as string;
  });
  return { players: players as string[], scores, events: record.events.length, winner };
}

function tallyEntry(input: unknown): SavedGameMetaInput {
  const { players, scores, events, winner } = replayTally(input);
  return {
    players,
    updatedAt: Date.now(),
    eventCount: events,
    phase: winner === null ? 'counting' : 'over',
    successes: Math.max(...scores),
    failures: 0,
    winner,
  };
}

const tallyReplay: GameReplay = {
  async replayForStore(record) {
    try {
      return tallyEntry(record);
    } catch (error) {
      throw new StorageError('corrupt', `the record does not replay: ${(error as Error).message}`);
    }
  },
  async checkStoredRecord(id, record) {
    try {
      replayTally(record);
    } catch (error) {
      throw new StorageError('corrupt', `game ${id}: ${(error as Error).message}`, id);
    }
  },
  migrate: (record) => ({ record, migrations: [] }),
  replayVersion1: tallyEntry,
};

/**
 * A later build of the tally: its replay refuses the bonus points (`setup.bonus`) that earlier
 * builds allowed, and its record migration (`tally-no-bonus`) drops them from such a record, so
 * that a game saved by an earlier build still opens.
 */
const NO_BONUS: RecordMigration = {
  id: 'tally-no-bonus',
  migrate(record) {
    const setup = record.setup as { bonus?: unknown };
    if (setup.bonus === undefined) return null;
    const { bonus, ...rest } = setup;
    void bonus;
    return { ...record, setup: rest };
  },
};

function laterTallyReplay(migrations: readonly RecordMigration[]): GameReplay {
  const strict = (record: StoredRecord) => {
    if ((record.setup as { bonus?: unknown }).bonus !== undefined) throw new Error('setup: bonus points are no longer played');
    return replayTally(record);
  };
  return {
    ...tallyReplay,
    async checkStoredRecord(id, record) {
      try {
        strict(record);
      } catch (error) {
        throw new StorageError('corrupt', `game ${id}: ${(error as Error).message}`, id);
      }
    },
    migrate: (record) => migrateRecord(record, migrations),
  };
}

/** How many times the tally's replay was loaded (storage loads it once per registration, on first need). */
let replayLoads = 0;

/** The tally game as it registers with storage (`format`: another format's name, for the tests of a foreign game). */
function tallyGame(format = FORMAT): StoredGameDefinition {
  return {
    format,
    loadReplay: async () => {
      replayLoads += 1;
      return tallyReplay;
    },
  };
}

function tally(players: string[], ...points: number[]): StoredRecord {
  return { format: FORMAT, setup: { players }, events: points.map((point): TallyEvent => ({ point })) };
}

// ---- Stores and databases, closed and deleted after each test. ----

let stores: GameStore[] = [];
let dbNames: string[] = [];
let unregister: (() => void)[] = [];

function freshName(): string {
  const name = `registry-test-${crypto.randomUUID()}`;
  dbNames.push(name);
  return name;
}

function track<T extends GameStore>(store: T): T {
  stores.push(store);
  return store;
}

/** Registers `game` for this test only. */
function register(game: StoredGameDefinition): void {
  unregister.push(registerStoredGame(game));
}

afterEach(async () => {
  for (const store of stores) store.close();
  for (const undo of unregister.reverse()) undo();
  await Promise.all(dbNames.map((name) => deleteDB(name)));
  stores = [];
  dbNames = [];
  unregister = [];
});

/** The error `promise` rejects with (fails when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

async function expectKind(promise: Promise<unknown>, kind: StorageError['kind']): Promise<StorageError> {
  const error = await rejection(promise);
  expect(error, String(error)).to.be.instanceOf(StorageError);
  expect((error as StorageError).kind, (error as StorageError).message).to.equal(kind);
  return error as StorageError;
}

/** Expects the programming error of a store used with no game registered. */
async function expectNoGame(promise: Promise<unknown>): Promise<void> {
  const error = await rejection(promise);
  expect(error).to.be.instanceOf(Error);
  expect(error, 'a programming error, not a storage failure').not.to.be.instanceOf(StorageError);
  expect((error as Error).message).to.contain('no game is registered with storage');
}

/** A database in the first layout (version 1) holding `games` (`{ id, record, savedAt }`). */
async function makeV1Database(name: string, games: unknown[]): Promise<void> {
  const db = await openRaw(name, 1, (upgrading) => upgrading.createObjectStore('games', { keyPath: 'id' }));
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('games', 'readwrite');
    for (const game of games) tx.objectStore('games').put(game);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}

const ANN_BOB = ['Ann', 'Bob'];

describe('storage with no game registered', () => {
  it('opens a new database and keeps the UI state, but refuses to list, load or store a game: a programming error', async () => {
    const store = track(await IdbGameStore.open({ name: freshName() }));
    await store.setUi({ gameId: null, focus: '#x', draft: null });
    expect((await store.getUi()).focus).to.equal('#x');
    await expectNoGame(store.list());
    await expectNoGame(store.create(tally(ANN_BOB)));
    await expectNoGame(store.load('some-game'));
    await expectNoGame(store.append('some-game', 0, { point: 0 }, tallyEntry(tally(ANN_BOB, 0))));
    expect(replayLoaded()).to.equal(false);
  });

  it('the memory store refuses the same way', async () => {
    const store = track(new MemoryGameStore('test: no IndexedDB'));
    await expectNoGame(store.list());
    await expectNoGame(store.create(tally(ANN_BOB)));
    await expectNoGame(store.adopt('some-game', tally(ANN_BOB), []));
  });

  it('refuses to upgrade a version-1 database, which stays as it was', async () => {
    const name = freshName();
    const kept = { id: 'v1', record: tally(ANN_BOB, 0), savedAt: 1_700_000_000_000 };
    await makeV1Database(name, [kept]);
    await expectNoGame(IdbGameStore.open({ name }));
    const db = await openDB(name);
    try {
      expect(db.version).to.equal(1);
      expect(await db.getAll('games')).to.deep.equal([kept]);
    } finally {
      db.close();
    }
  });

  it('a registration removed is no longer in force', async () => {
    const remove = registerStoredGame(tallyGame());
    remove();
    await expectNoGame(track(new MemoryGameStore('test')).list());
  });
});

const makers: { label: string; open: (name: string) => Promise<GameStore> }[] = [
  { label: 'IdbGameStore', open: async (name) => track(await IdbGameStore.open({ name })) },
  { label: 'MemoryGameStore', open: async () => track(new MemoryGameStore('test: no IndexedDB')) },
];

for (const make of makers) {
  describe(`${make.label} with a registered game (a tally)`, () => {
    let store: GameStore;
    beforeEach(async () => {
      register(tallyGame());
      store = await make.open(freshName());
    });

    it("stores, lists, loads and changes its games, with the game's words for phase and winner", async () => {
      const meta = await store.create(tally(ANN_BOB, 0, 1, 0));
      expect(meta).to.deep.include({ players: ANN_BOB, eventCount: 3, phase: 'counting', successes: 2, failures: 0, winner: null });
      expect(await store.list()).to.deep.equal({ games: [meta], problems: [] });
      expect((await store.load(meta.id)).record).to.deep.equal(tally(ANN_BOB, 0, 1, 0));

      await store.append(meta.id, 3, { point: 0 }, tallyEntry(tally(ANN_BOB, 0, 1, 0, 0)));
      const over = await store.load(meta.id);
      expect(over.meta).to.deep.include({ eventCount: 4, phase: 'over', winner: 'Ann' });
      expect(over.record).to.deep.equal(tally(ANN_BOB, 0, 1, 0, 0));

      expect(await store.undo(meta.id, 3, tallyEntry(tally(ANN_BOB, 0, 1, 0)))).to.deep.equal({ point: 0 });
      expect((await store.load(meta.id)).redo).to.deep.equal([{ point: 0 }]);
      expect(await store.redo(meta.id, 3, tallyEntry(tally(ANN_BOB, 0, 1, 0, 0)))).to.deep.equal({ point: 0 });
      expect((await store.list()).games[0]).to.deep.include({ eventCount: 4, winner: 'Ann' });
    });

    it("reads a game an earlier build saved through the game's record migrations, keeping the record as written", async () => {
      const old: StoredRecord = { format: FORMAT, setup: { players: ANN_BOB, bonus: true }, events: [{ point: 0 }] };
      const { id } = await store.create(old);
      expect((await store.load(id)).migrations, 'no migration applies under the build that saved it').to.equal(undefined);
      // A later build refuses the bonus points: without its migration the game no longer opens.
      register({ format: FORMAT, loadReplay: async () => laterTallyReplay([]) });
      expect((await expectKind(store.load(id), 'corrupt')).message).to.contain('bonus points are no longer played');
      // With it, the game opens migrated and says which migration applied; the store keeps what was written.
      register({ format: FORMAT, loadReplay: async () => laterTallyReplay([NO_BONUS]) });
      const read = await store.load(id);
      expect(read.record).to.deep.equal({ format: FORMAT, setup: { players: ANN_BOB }, events: [{ point: 0 }] });
      expect(read.migrations).to.deep.equal(['tally-no-bonus']);
      await store.append(id, 1, { point: 1 }, tallyEntry(tally(ANN_BOB, 0, 1)));
      const again = await store.load(id);
      expect(again.record.events).to.deep.equal([{ point: 0 }, { point: 1 }]);
      expect(again.migrations, 'every read migrates it again').to.deep.equal(['tally-no-bonus']);
      register(tallyGame());
      expect((await store.load(id)).record.setup, 'stored as written').to.deep.equal({ players: ANN_BOB, bonus: true });
      // A record the migration does not concern is given as it is.
      register({ format: FORMAT, loadReplay: async () => laterTallyReplay([NO_BONUS]) });
      const plain = await store.create(tally(ANN_BOB, 1));
      expect((await store.load(plain.id)).migrations).to.equal(undefined);
    });

    it("refuses a record its replay refuses ('corrupt', with the game's message)", async () => {
      const error = await expectKind(store.create(tally(ANN_BOB, 0, 5)), 'corrupt');
      expect(error.message).to.contain('event 1: a point goes to a seat');
      expect((await store.list()).games).to.deep.equal([]);
    });

    it("lists a game of another format as unreadable, and loads it as 'corrupt'", async () => {
      const meta = await store.create(tally(ANN_BOB, 1));
      register(tallyGame('other-record/1'));
      const { games, problems } = await store.list();
      expect(games).to.deep.equal([]);
      expect(problems).to.deep.equal([{ gameId: meta.id, message: 'not a valid saved game' }]);
      await expectKind(store.load(meta.id), 'corrupt');
    });
  });
}

describe('IdbGameStore with a registered game (a tally): its replay on first need', () => {
  it('opens and lists without loading the replay; loads it once, for the first load', async () => {
    const name = freshName();
    register(tallyGame());
    const first = track(await IdbGameStore.open({ name }));
    const { id } = await first.create(tally(ANN_BOB, 1, 1));
    first.close();

    // A fresh registration, as after a reload: nothing of the replay loaded yet.
    register(tallyGame());
    const loadsBefore = replayLoads;
    const store = track(await IdbGameStore.open({ name }));
    expect((await store.list()).games.map((g) => [g.id, g.eventCount, g.phase])).to.deep.equal([[id, 2, 'counting']]);
    expect(replayLoaded(), 'opening and listing need no replay').to.equal(false);
    expect(replayLoads).to.equal(loadsBefore);

    expect((await store.load(id)).record).to.deep.equal(tally(ANN_BOB, 1, 1));
    await store.load(id);
    expect(replayLoaded()).to.equal(true);
    expect(replayLoads).to.equal(loadsBefore + 1);
  });

  it("migrates a version-1 database with the game's replay, loaded before the upgrade", async () => {
    const name = freshName();
    const good = { id: 'v1-good', record: tally(ANN_BOB, 0, 0, 1), savedAt: 1_700_000_000_000 };
    const broken = { id: 'v1-broken', record: tally(ANN_BOB, 7), savedAt: 1_700_000_500_000 };
    await makeV1Database(name, [good, broken]);
    register(tallyGame());
    expect(replayLoaded(), 'precondition').to.equal(false);

    const store = track(await IdbGameStore.open({ name }));
    expect(replayLoaded()).to.equal(true);
    const { games, problems } = await store.list();
    expect(games).to.deep.equal([
      { id: 'v1-good', players: ANN_BOB, createdAt: good.savedAt, updatedAt: good.savedAt, eventCount: 3, phase: 'counting', successes: 2, failures: 0, winner: null },
    ]);
    expect(problems).to.have.length(1);
    expect(problems[0]!.gameId).to.equal('v1-broken');
    expect(problems[0]!.message).to.contain('event 0: a point goes to a seat');
    expect((await store.load('v1-good')).record).to.deep.equal(good.record);

    const db = await openDB(name);
    try {
      expect(db.version).to.equal(2);
      expect((await db.get('games', 'v1-broken')).corrupt).to.deep.equal(broken);
      expect(await db.count('events')).to.equal(3);
    } finally {
      db.close();
    }
  });
});
