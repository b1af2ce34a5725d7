/**
 * The game stores (src/platform/storage) with The Resistance registered (its record format and
 * replay: src/games/resistance/storage/registration.ts), in a real browser: the IndexedDB store and the memory store pass
 * the same behavioural tests (round trip, event-count conflicts, undo/redo, list order, UI
 * state); the IndexedDB store also under two tabs, a version-1 database upgraded in place, corrupt
 * entries, a full disk, another tab upgrading the database, and a browser without IndexedDB.
 * Every test uses its own database and deletes it afterwards.
 */
import { expect } from '@open-wc/testing';
import { deleteDB, openDB } from 'idb';
import { apply, createGame, RECORD_FORMAT, teamSize, toRecord } from '../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameRecord, GameState, MissionNumber, Seat } from '../../../../src/games/resistance/engine.ts';
import '../../../../src/games/resistance/storage/registration.ts';
import { metaFromState } from '../../../../src/games/resistance/storage/replay.ts';
import {
  IdbGameStore,
  MemoryGameStore,
  openGameStore,
  requestPersistence,
  StorageError,
} from '../../../../src/platform/storage/index.ts';
import type { GameStore, StorageErrorKind, UiState } from '../../../../src/platform/storage/index.ts';
import { openRaw } from '../../../helpers/idb.ts';

const SEVEN = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'];
const ALL: Seat[] = [0, 1, 2, 3, 4, 5, 6];

function firstSeats(n: number): Seat[] {
  return ALL.slice(0, n);
}

function proposal(mission: MissionNumber, from = 0): GameEvent {
  return { type: 'proposal', team: ALL.slice(from, from + teamSize(7, mission)) };
}

/** The events of a 7-player game: mission 1 succeeds, one rejected team, mission 2 fails, a team for mission 3. */
const RAW_SEVEN_EVENTS: GameEvent[] = [
  proposal(1),
  { type: 'vote', approve: ALL },
  { type: 'mission', fails: 0 },
  proposal(2),
  { type: 'vote', approve: [] },
  proposal(2, 1),
  { type: 'vote', approve: firstSeats(5) },
  { type: 'mission', fails: 1 },
  proposal(3),
];

function play(state: GameState, events: GameEvent[]): GameState {
  return events.reduce(apply, state);
}

/** The same events as the engine records them (with the leader of each proposal filled in). */
const SEVEN_EVENTS: GameEvent[] = play(newGame(), RAW_SEVEN_EVENTS).events;

function newGame(): GameState {
  return createGame({ players: SEVEN, firstLeader: 0 });
}

/** The 7-player game after SEVEN_EVENTS (vote phase, 1 success, 1 failure). */
function sevenGame(): GameState {
  return play(newGame(), RAW_SEVEN_EVENTS);
}

/** A record whose first event breaks a rule (a vote before any proposal). */
function brokenRecord(): GameRecord {
  return { format: RECORD_FORMAT, setup: { players: SEVEN.slice(0, 5), firstLeader: 0 }, events: [{ type: 'vote', approve: [] }] };
}

/** The StorageError `promise` rejects with (fails when it resolves or rejects with something else). */
async function rejection(promise: Promise<unknown>): Promise<StorageError> {
  try {
    await promise;
  } catch (error) {
    expect(error, String(error)).to.be.instanceOf(StorageError);
    return error as StorageError;
  }
  throw new Error('expected a StorageError');
}

async function expectKind(promise: Promise<unknown>, kind: StorageErrorKind): Promise<StorageError> {
  const error = await rejection(promise);
  expect(error.kind, error.message).to.equal(kind);
  return error;
}

// Every store and database a test opens, closed and deleted after it.
let stores: GameStore[] = [];
let dbNames: string[] = [];
let rawConnections: { close(): void }[] = [];

function freshName(): string {
  const name = `storage-test-${crypto.randomUUID()}`;
  dbNames.push(name);
  return name;
}

function track<T extends GameStore>(store: T): T {
  stores.push(store);
  return store;
}

afterEach(async () => {
  for (const store of stores) store.close();
  for (const connection of rawConnections) connection.close();
  await Promise.all(dbNames.map((name) => deleteDB(name)));
  stores = [];
  dbNames = [];
  rawConnections = [];
});

const makers: { label: string; open: (name: string) => Promise<GameStore> }[] = [
  { label: 'IdbGameStore', open: async (name) => track(await IdbGameStore.open({ name })) },
  { label: 'MemoryGameStore', open: async () => track(new MemoryGameStore('test: no IndexedDB')) },
];

for (const make of makers) {
  describe(`${make.label}: behaviour`, () => {
    let store: GameStore;
    beforeEach(async () => {
      store = await make.open(freshName());
    });

    it('creates, lists and loads a game (round trip)', async () => {
      const state = sevenGame();
      const before = Date.now();
      const meta = await store.create(toRecord(state));
      expect(meta.id).to.match(/^[0-9a-f-]{36}$/);
      expect(meta).to.deep.include({
        players: SEVEN,
        eventCount: 9,
        phase: 'vote',
        successes: 1,
        failures: 1,
        winner: null,
      });
      expect(meta.createdAt).to.be.within(before, Date.now());
      expect(meta.updatedAt).to.equal(meta.createdAt);

      const { games, problems } = await store.list();
      expect(problems).to.deep.equal([]);
      expect(games).to.deep.equal([meta]);

      const saved = await store.load(meta.id);
      expect(saved.meta).to.deep.equal(meta);
      expect(saved.record).to.deep.equal(toRecord(state));
      expect(saved.redo).to.deep.equal([]);
    });

    it('lists a game waiting in a module\'s phase (plot cards: "plot") like any other, not as a problem', async () => {
      // The phases are the game's (core and modules): the store keeps whatever phase the engine gives.
      const state = createGame({ players: SEVEN, firstLeader: 0, modules: { plot: true } });
      expect(state.phase).to.equal('plot');
      const meta = await store.create(toRecord(state));
      expect(meta.phase).to.equal('plot');
      const { games, problems } = await store.list();
      expect(problems).to.deep.equal([]);
      expect(games.map((g) => g.id)).to.include(meta.id);
    });

    it('refuses to create a record that does not replay, and reports a missing game', async () => {
      const error = await expectKind(store.create(brokenRecord()), 'corrupt');
      expect(error.message).to.contain('event 0');
      expect((await store.list()).games).to.deep.equal([]);
      await expectKind(store.load('no-such-game'), 'missing');
      await expectKind(store.append('no-such-game', 0, SEVEN_EVENTS[0]!, metaFromState(newGame())), 'missing');
    });

    it('appends in order; a wrong index is a conflict and writes nothing', async () => {
      const { id } = await store.create(toRecord(newGame()));
      let state = newGame();
      for (const [index, event] of SEVEN_EVENTS.slice(0, 3).entries()) {
        state = apply(state, event);
        await store.append(id, index, event, metaFromState(state));
      }
      const next = apply(state, SEVEN_EVENTS[3]!);
      await expectKind(store.append(id, 2, SEVEN_EVENTS[3]!, metaFromState(next)), 'conflict');
      await expectKind(store.append(id, 4, SEVEN_EVENTS[3]!, metaFromState(next)), 'conflict');

      const saved = await store.load(id);
      expect(saved.record.events).to.deep.equal(SEVEN_EVENTS.slice(0, 3));
      expect(saved.meta).to.deep.include({ eventCount: 3, phase: 'proposal', successes: 1, failures: 0 });
      expect((await store.list()).games[0]!.eventCount).to.equal(3);
    });

    it('undoes and redoes one event at a time; a new append clears the redo stack', async () => {
      const state = sevenGame();
      const { id } = await store.create(toRecord(state));
      const eight = play(newGame(), SEVEN_EVENTS.slice(0, 8));
      const seven = play(newGame(), SEVEN_EVENTS.slice(0, 7));

      // Undo event 8, then event 7.
      await expectKind(store.undo(id, 9, metaFromState(eight)), 'conflict');
      expect(await store.undo(id, 8, metaFromState(eight))).to.deep.equal(SEVEN_EVENTS[8]);
      expect(await store.undo(id, 7, metaFromState(seven))).to.deep.equal(SEVEN_EVENTS[7]);
      let saved = await store.load(id);
      expect(saved.record.events).to.deep.equal(SEVEN_EVENTS.slice(0, 7));
      expect(saved.redo).to.deep.equal([SEVEN_EVENTS[8], SEVEN_EVENTS[7]]);
      expect(saved.meta).to.deep.include({ eventCount: 7, phase: 'mission', failures: 0 });

      // Redo event 7 (a wrong index is a conflict).
      await expectKind(store.redo(id, 8, metaFromState(eight)), 'conflict');
      expect(await store.redo(id, 7, metaFromState(eight))).to.deep.equal(SEVEN_EVENTS[7]);
      saved = await store.load(id);
      expect(saved.record.events).to.deep.equal(SEVEN_EVENTS.slice(0, 8));
      expect(saved.redo).to.deep.equal([SEVEN_EVENTS[8]]);
      expect(saved.meta).to.deep.include({ eventCount: 8, failures: 1 });

      // A different event appended: the redo stack is gone.
      const other = proposal(3, 2);
      await store.append(id, 8, other, metaFromState(apply(eight, other)));
      saved = await store.load(id);
      expect(saved.redo).to.deep.equal([]);
      expect(saved.record.events[8]).to.deep.equal(other);
      await expectKind(store.redo(id, 9, metaFromState(eight)), 'conflict');
      expect((await store.load(id)).record.events).to.have.length(9);
    });

    it('rewrites the whole log (a correction) in one go: the count is checked, the redo stack set', async () => {
      const state = sevenGame();
      const { id } = await store.create(toRecord(state));
      await store.undo(id, 8, metaFromState(play(newGame(), SEVEN_EVENTS.slice(0, 8))));
      // Mission 2 corrected from 1 Fail card to none: the later events stay.
      const corrected = play(newGame(), [...SEVEN_EVENTS.slice(0, 7), { type: 'mission', fails: 0 }]);
      await expectKind(store.rewrite(id, 9, corrected.events, metaFromState(corrected), []), 'conflict');
      await store.rewrite(id, 8, corrected.events, metaFromState(corrected), [SEVEN_EVENTS[8]!]);
      let saved = await store.load(id);
      expect(saved.record.events).to.deep.equal(corrected.events);
      expect(saved.redo).to.deep.equal([SEVEN_EVENTS[8]]);
      expect(saved.meta).to.deep.include({ eventCount: 8, successes: 2, failures: 0 });
      // A shorter log (the events before a correction, when the log was longer) is written whole.
      const shorter = play(newGame(), SEVEN_EVENTS.slice(0, 3));
      await store.rewrite(id, 8, shorter.events, metaFromState(shorter), []);
      saved = await store.load(id);
      expect(saved.record.events).to.deep.equal(shorter.events);
      expect(saved.meta.eventCount).to.equal(3);
      await store.append(id, 3, SEVEN_EVENTS[3]!, metaFromState(apply(shorter, SEVEN_EVENTS[3]!)));
      expect((await store.load(id)).record.events).to.have.length(4);
    });

    it('lists the most recently changed game first and removes games', async () => {
      const a = await store.create(toRecord(newGame()));
      const b = await store.create(toRecord(sevenGame()));
      const later = Date.now() + 60_000;
      const state = apply(newGame(), SEVEN_EVENTS[0]!);
      await store.append(a.id, 0, SEVEN_EVENTS[0]!, { ...metaFromState(state), updatedAt: later });
      let { games } = await store.list();
      expect(games.map((g) => g.id)).to.deep.equal([a.id, b.id]);
      expect(games[0]).to.deep.include({ updatedAt: later, createdAt: a.createdAt, eventCount: 1 });

      await store.remove(a.id);
      await store.remove('not-stored');
      ({ games } = await store.list());
      expect(games.map((g) => g.id)).to.deep.equal([b.id]);
      await expectKind(store.load(a.id), 'missing');
    });

    it('keeps the UI state', async () => {
      expect(await store.getUi()).to.deep.equal({ gameId: null, focus: null, draft: null });
      const ui: UiState = { gameId: 'g1', focus: '#vote-approve-2', draft: { eventCount: 4, value: { approve: [0, 2] } } };
      await store.setUi(ui);
      expect(await store.getUi()).to.deep.equal(ui);
      await store.setUi({ gameId: null, focus: null, draft: null });
      expect(await store.getUi()).to.deep.equal({ gameId: null, focus: null, draft: null });
    });

    it('rejects every call with "closed" after close()', async () => {
      const { id } = await store.create(toRecord(newGame()));
      store.close();
      await expectKind(store.list(), 'closed');
      await expectKind(store.load(id), 'closed');
      await expectKind(store.append(id, 0, SEVEN_EVENTS[0]!, metaFromState(newGame())), 'closed');
      await expectKind(store.getUi(), 'closed');
    });
  });
}

describe('MemoryGameStore', () => {
  it('says it is in memory and why', () => {
    const store = new MemoryGameStore('private browsing');
    expect(store.kind).to.equal('memory');
    expect(store.unavailableReason).to.equal('private browsing');
  });

  it('adopts a game under its id with its redo stack (the session moving a game here)', async () => {
    const store = new MemoryGameStore('quota');
    const meta = await store.adopt('game-1', toRecord(sevenGame()), [SEVEN_EVENTS[0]!]);
    expect(meta).to.deep.include({ id: 'game-1', eventCount: 9 });
    const saved = await store.load('game-1');
    expect(saved.record.events).to.deep.equal(SEVEN_EVENTS);
    expect(saved.redo).to.deep.equal([SEVEN_EVENTS[0]]);
  });
});

/** Writes version-1 games `{ id, record, savedAt }` into a new version-1 database. */
async function makeV1Database(name: string, games: unknown[]): Promise<IDBDatabase> {
  const db = await openRaw(name, 1, (upgrading) => upgrading.createObjectStore('games', { keyPath: 'id' }));
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('games', 'readwrite');
    for (const game of games) tx.objectStore('games').put(game);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  return db;
}

describe('IdbGameStore: IndexedDB specifics', () => {
  it('keeps games across connections (a reload)', async () => {
    const name = freshName();
    const first = track(await IdbGameStore.open({ name }));
    const { id } = await first.create(toRecord(sevenGame()));
    await first.setUi({ gameId: id, focus: '#x', draft: null });
    first.close();
    const second = track(await IdbGameStore.open({ name }));
    expect(second.kind).to.equal('indexeddb');
    expect((await second.load(id)).record.events).to.deep.equal(SEVEN_EVENTS);
    expect((await second.getUi()).gameId).to.equal(id);
  });

  it('two tabs appending the same event number: exactly one wins, the other gets "conflict"', async () => {
    const name = freshName();
    const tabA = track(await IdbGameStore.open({ name }));
    const tabB = track(await IdbGameStore.open({ name }));
    const { id } = await tabA.create(toRecord(newGame()));
    const fromA: GameEvent = { type: 'proposal', team: [0, 1] };
    const fromB: GameEvent = { type: 'proposal', team: [2, 3] };
    const results = await Promise.allSettled([
      tabA.append(id, 0, fromA, metaFromState(apply(newGame(), fromA))),
      tabB.append(id, 0, fromB, metaFromState(apply(newGame(), fromB))),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).to.have.length(1);
    expect(lost).to.have.length(1);
    expect(lost[0]!.reason).to.be.instanceOf(StorageError);
    expect((lost[0]!.reason as StorageError).kind).to.equal('conflict');

    const winner = results[0]!.status === 'fulfilled' ? fromA : fromB;
    for (const tab of [tabA, tabB]) {
      const saved = await tab.load(id);
      expect(saved.record.events).to.deep.equal([winner]);
      expect(saved.meta.eventCount).to.equal(1);
    }
  });

  it('two tabs that both know the game (pipelined appends) racing for one event number: one wins, nothing half-written', async () => {
    const name = freshName();
    const tabA = track(await IdbGameStore.open({ name }));
    const tabB = track(await IdbGameStore.open({ name }));
    const { id } = await tabA.create(toRecord(newGame()));
    await tabA.load(id);
    await tabB.load(id);
    const fromA: GameEvent = { type: 'proposal', team: [0, 1] };
    const fromB: GameEvent = { type: 'proposal', team: [2, 3] };
    const results = await Promise.allSettled([
      tabA.append(id, 0, fromA, metaFromState(apply(newGame(), fromA))),
      tabB.append(id, 0, fromB, metaFromState(apply(newGame(), fromB))),
    ]);
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(lost).to.have.length(1);
    expect((lost[0]!.reason as StorageError).kind).to.equal('conflict');
    const winner = results[0]!.status === 'fulfilled' ? fromA : fromB;
    const loser = winner === fromA ? tabB : tabA;
    const saved = await loser.load(id);
    expect(saved.record.events).to.deep.equal([winner]);
    expect(saved.meta.eventCount).to.equal(1);
    // The losing tab, having reloaded, appends the next event normally.
    const after = apply(apply(newGame(), winner), { type: 'vote', approve: [0, 1, 2] });
    await loser.append(id, 1, after.events[1]!, metaFromState(after));
    expect((await loser.load(id)).record.events).to.have.length(2);
  });

  it('upgrades a version-1 database: valid games keep every event, a broken one is kept and reported', async () => {
    const name = freshName();
    const good = { id: 'v1-good', record: toRecord(sevenGame()), savedAt: 1_700_000_000_000 };
    const broken = { id: 'v1-broken', record: brokenRecord(), savedAt: 1_700_000_500_000, note: 'kept' };
    (await makeV1Database(name, [good, broken])).close();

    const store = track(await IdbGameStore.open({ name }));
    const { games, problems } = await store.list();
    expect(games).to.deep.equal([
      {
        id: 'v1-good',
        players: SEVEN,
        createdAt: good.savedAt,
        updatedAt: good.savedAt,
        eventCount: 9,
        phase: 'vote',
        successes: 1,
        failures: 1,
        winner: null,
      },
    ]);
    expect(problems).to.have.length(1);
    expect(problems[0]!.gameId).to.equal('v1-broken');
    expect(problems[0]!.message).to.contain('event 0');

    const saved = await store.load('v1-good');
    expect(saved.record).to.deep.equal(good.record);
    expect(saved.redo).to.deep.equal([]);
    expect((await expectKind(store.load('v1-broken'), 'corrupt')).message).to.contain('event 0');

    // The migrated game goes on; the broken entry is still there, whole.
    const next: GameEvent = { type: 'vote', approve: ALL };
    await store.append('v1-good', 9, next, metaFromState(apply(sevenGame(), next)));
    const db = await openDB(name);
    rawConnections.push(db);
    expect(db.version).to.equal(2);
    expect([...db.objectStoreNames].sort()).to.deep.equal(['events', 'games', 'ui']);
    expect((await db.get('games', 'v1-broken')).corrupt).to.deep.equal(broken);
    expect(await db.count('events')).to.equal(10);
  });

  it('skips and reports an entry of unknown shape; a log that does not replay loads as "corrupt"', async () => {
    const name = freshName();
    const store = track(await IdbGameStore.open({ name }));
    const ok = await store.create(toRecord(sevenGame()));
    const bad = await store.create(toRecord(newGame()));
    const db = await openDB(name);
    rawConnections.push(db);
    await db.put('games', { id: 'garbage', meta: 42 });
    // A well-shaped entry whose log breaks a rule (written behind the store's back).
    const entry = await db.get('games', bad.id);
    await db.put('events', { gameId: bad.id, index: 0, event: { type: 'vote', approve: [] } });
    await db.put('games', { ...entry, meta: { ...entry.meta, eventCount: 1 } });

    const { games, problems } = await store.list();
    expect(games.map((g) => g.id).sort()).to.deep.equal([ok.id, bad.id].sort());
    expect(problems).to.deep.equal([{ gameId: 'garbage', message: 'not a valid saved game' }]);
    await expectKind(store.load('garbage'), 'corrupt');
    await expectKind(store.append('garbage', 0, SEVEN_EVENTS[0]!, metaFromState(newGame())), 'corrupt');
    const error = await expectKind(store.load(bad.id), 'corrupt');
    expect(error.message).to.match(/event 0: /);
    expect(error.message, 'shown as "That saved game cannot be read: …": no rule id').to.not.match(/\b(R|REC)-[A-Z0-9]+/);
    expect((error.cause as { rule?: string }).rule).to.match(/^(R|REC)-/);
    expect(error.gameId).to.equal(bad.id);
    expect((await store.load(ok.id)).record.events).to.deep.equal(SEVEN_EVENTS);
  });

  it('a full disk (QuotaExceededError) gives "quota" and leaves the game unchanged', async () => {
    const name = freshName();
    const store = track(await IdbGameStore.open({ name }));
    const { id } = await store.create(toRecord(sevenGame()));
    const proto = IDBObjectStore.prototype;
    const original = { put: proto.put, add: proto.add };
    const full = function (): never {
      throw new DOMException('full', 'QuotaExceededError');
    };
    proto.put = full;
    proto.add = full;
    try {
      const next: GameEvent = { type: 'vote', approve: ALL };
      await expectKind(store.append(id, 9, next, metaFromState(apply(sevenGame(), next))), 'quota');
      const eight = play(newGame(), SEVEN_EVENTS.slice(0, 8));
      await expectKind(store.undo(id, 8, metaFromState(eight)), 'quota');
      await expectKind(store.create(toRecord(newGame())), 'quota');
    } finally {
      proto.put = original.put;
      proto.add = original.add;
    }
    const saved = await store.load(id);
    expect(saved.record.events).to.deep.equal(SEVEN_EVENTS);
    expect(saved.redo).to.deep.equal([]);
    expect(saved.meta.eventCount).to.equal(9);
    expect((await store.list()).games).to.have.length(1);
  });

  it('closes when another tab opens a newer version ("blocking"), then rejects with "closed"', async () => {
    const name = freshName();
    let closed = 0;
    const store = track(await IdbGameStore.open({ name, onClosed: () => closed++ }));
    const { id } = await store.create(toRecord(newGame()));
    const newer = await openDB(name, 3);
    rawConnections.push(newer);
    expect(closed).to.equal(1);
    await expectKind(store.list(), 'closed');
    await expectKind(store.load(id), 'closed');
    await expectKind(store.setUi({ gameId: null, focus: null, draft: null }), 'closed');
    // This (older) version of the app can no longer open it: memory, with the reason.
    const fallback = track(await openGameStore({ name }));
    expect(fallback.kind).to.equal('memory');
    expect(fallback.unavailableReason).to.contain('VersionError');
  });

  it('says when an older tab blocks the upgrade ("blocked"), and opens once it closes', async () => {
    const name = freshName();
    const old = await makeV1Database(name, []);
    rawConnections.push(old);
    let blocked = 0;
    const store = track(
      await openGameStore({
        name,
        onBlocked: () => {
          blocked++;
          old.close();
        },
      }),
    );
    expect(blocked).to.equal(1);
    expect(store.kind).to.equal('indexeddb');
    expect(await store.list()).to.deep.equal({ games: [], problems: [] });
  });
});

describe('openGameStore', () => {
  /** Replaces window.indexedDB during `body`. */
  async function withIndexedDB(value: unknown, body: () => Promise<void>): Promise<void> {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'indexedDB');
    Object.defineProperty(window, 'indexedDB', { configurable: true, enumerable: true, value });
    try {
      await body();
    } finally {
      if (descriptor) Object.defineProperty(window, 'indexedDB', descriptor);
      else delete (window as { indexedDB?: unknown }).indexedDB;
    }
  }

  it('opens IndexedDB when it can', async () => {
    const store = track(await openGameStore({ name: freshName() }));
    expect(store.kind).to.equal('indexeddb');
    expect(store.unavailableReason).to.equal(null);
  });

  it('falls back to memory, with the reason, when indexedDB.open throws', async () => {
    const name = freshName();
    await withIndexedDB(
      {
        open() {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        },
      },
      async () => {
        const store = track(await openGameStore({ name }));
        expect(store.kind).to.equal('memory');
        expect(store.unavailableReason).to.contain('SecurityError');
        const meta = await store.create(toRecord(newGame()));
        expect((await store.list()).games).to.deep.equal([meta]);
      },
    );
    expect(typeof indexedDB.open).to.equal('function');
  });

  it('falls back to memory when there is no indexedDB at all', async () => {
    await withIndexedDB(undefined, async () => {
      const store = track(await openGameStore({ name: freshName() }));
      expect(store.kind).to.equal('memory');
      expect(store.unavailableReason).to.be.a('string').and.not.be.empty;
    });
  });
});

describe('requestPersistence', () => {
  /** Replaces navigator.storage during `body`. */
  async function withStorage(value: unknown, body: () => Promise<void>): Promise<void> {
    Object.defineProperty(navigator, 'storage', { configurable: true, value });
    try {
      await body();
    } finally {
      delete (navigator as { storage?: unknown }).storage;
    }
  }

  it("returns one of 'persisted', 'not-persisted', 'unsupported' in this browser", async () => {
    expect(['persisted', 'not-persisted', 'unsupported']).to.include(await requestPersistence());
  });

  it('asks only when not yet persisted, and reports the answer', async () => {
    let asked = 0;
    const fake = (persisted: boolean, granted: boolean) => ({
      persisted: async () => persisted,
      persist: async () => {
        asked++;
        return granted;
      },
    });
    await withStorage(fake(true, false), async () => {
      expect(await requestPersistence()).to.equal('persisted');
    });
    expect(asked).to.equal(0);
    await withStorage(fake(false, true), async () => {
      expect(await requestPersistence()).to.equal('persisted');
    });
    await withStorage(fake(false, false), async () => {
      expect(await requestPersistence()).to.equal('not-persisted');
    });
    expect(asked).to.equal(2);
    await withStorage(undefined, async () => {
      expect(await requestPersistence()).to.equal('unsupported');
    });
    expect(navigator.storage).to.exist;
  });
});
