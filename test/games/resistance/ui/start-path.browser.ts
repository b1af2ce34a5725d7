/**
 * The start-up path (start-up JavaScript budget, docs/performance.md): the home screen loads none
 * of the modules that only a game needs (the engine's reducer, views and replay, the session, the
 * game's sentences, the memory store, the record import), and each of them loads when it is first
 * needed: a version-1 database is still migrated when the replay is not loaded yet, a browser
 * without IndexedDB still gets the memory store, and an imported game opens.
 *
 * This file imports nothing that would load those modules itself, and its tests run in order in
 * one page: each one first checks that what it loads on demand is not loaded yet. Its apps do not
 * fetch the game screen's code when idle (`prefetch="none"`); prefetch.browser.ts tests that.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { LitElement } from 'lit';
import type { GameRecord } from '../../../../src/games/resistance/engine.ts';
import { openGameStore } from '../../../../src/platform/storage/open-store.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { renderApp, uniqueDbName } from '../../../helpers/app.ts';
import { openRaw } from '../../../helpers/idb.ts';

/** Every module the page fetched so far (paths, from the resource timing entries). */
function fetched(): string[] {
  return performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
}

/** Whether the module at `path` (from the project's root) has been fetched. */
function loaded(path: string): boolean {
  return fetched().some((p) => p === path);
}

/** The modules that only a game (or an import, a version-1 database, a missing IndexedDB) needs. */
const GAME_MODULES = [
  '/src/games/resistance/core/reducer.ts',
  '/src/games/resistance/core/view.ts',
  '/src/games/resistance/core/record.ts',
  '/src/games/resistance/core/setup.ts',
  '/src/games/resistance/session/game-session.ts',
  '/src/games/resistance/session/import-record.ts',
  '/src/games/resistance/storage/replay.ts',
  '/src/platform/storage/memory-store.ts',
  '/src/games/resistance/text/game-text.ts',
  '/src/games/resistance/text/text.ts',
  '/src/games/resistance/ui/game-screen.ts',
  '/src/games/resistance/ui/app-game.ts',
  // The modules' options in the setup form: loaded when its modules part opens (the test below).
  '/src/games/resistance/modules/plot/ui/setup.ts',
  '/src/games/resistance/modules/trapper/ui/setup.ts',
  '/src/games/resistance/modules/inquisitor/ui/setup.ts',
  '/src/games/resistance/modules/reverser/ui/setup.ts',
  '/src/games/resistance/ui/game-flow.ts',
  '/src/games/resistance/ui/game-actions.ts',
];

/** A valid record of a 5-player game with one proposal (the engine fills in leader and mission). */
const RECORD: GameRecord = {
  format: 'resistance-record/1',
  setup: { players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], firstLeader: 0 },
  events: [{ type: 'proposal', team: [0, 1] }],
} as GameRecord;

function deleteRaw(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

const databases: string[] = [];

/** A database name for this test, deleted after the tests. */
function database(): string {
  const name = uniqueDbName();
  databases.push(name);
  return name;
}

describe('start-up path', () => {
  before(() => {
    // Room for every fetched module in the resource timing buffer (default 250 entries).
    performance.setResourceTimingBufferSize(10_000);
    expect(fetched().length, 'the resource timing buffer was full before the tests').to.be.below(250);
  });

  after(async () => {
    await Promise.all(databases.map(deleteRaw));
  });

  it('the home screen loads none of the modules only a game needs', async () => {
    const app = await renderApp(database(), { prefetch: 'none' });
    expect(app.querySelector('rs-setup'), 'the home screen').to.exist;
    expect(loaded('/src/games/resistance/ui/rs-app.ts'), 'the modules are seen').to.equal(true);
    expect(GAME_MODULES.filter(loaded)).to.deep.equal([]);
    app.remove();
  });

  it("loads the modules' options when the setup form's modules part opens", async () => {
    const setups = GAME_MODULES.filter((path) => path.endsWith('/ui/setup.ts'));
    expect(setups.filter(loaded), 'precondition: no module option is loaded').to.deep.equal([]);
    const app = await renderApp(database(), { prefetch: 'none' });
    const setup = app.querySelector<LitElement>('rs-setup')!;
    const part = setup.querySelector<HTMLDetailsElement>('#setup-modules-part')!;
    part.querySelector<HTMLElement>('summary')!.click();
    await waitUntil(() => setup.querySelector('#setup-trapper') !== null, "the modules' options are drawn once loaded");
    expect(setups.filter(loaded)).to.deep.equal(setups);
    setup.querySelector<HTMLInputElement>('#setup-trapper')!.click();
    await setup.updateComplete;
    expect(part.querySelector('summary')!.textContent!.trim()).to.equal('Expansion modules: Trapper');
    expect(GAME_MODULES.filter((path) => !setups.includes(path)).filter(loaded), 'still none of the game').to.deep.equal([]);
    app.remove();
  });

  it('migrates a version-1 database, loading the replay first', async () => {
    expect(loaded('/src/games/resistance/storage/replay.ts'), 'precondition: the replay is not loaded').to.equal(false);
    const name = database();
    const v1 = await openRaw(name, 1, (db) => db.createObjectStore('games', { keyPath: 'id' }));
    await new Promise<void>((resolve, reject) => {
      const tx = v1.transaction('games', 'readwrite');
      tx.objectStore('games').put({ id: 'v1-good', record: RECORD, savedAt: 1_700_000_000_000 });
      tx.objectStore('games').put({ id: 'v1-broken', record: { ...RECORD, events: [{ type: 'vote', approve: [] }] }, savedAt: 1_700_000_000_000 });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    v1.close();

    const store = await openGameStore({ name });
    try {
      expect(store.kind).to.equal('indexeddb');
      const { games, problems } = await store.list();
      expect(games.map((g) => [g.id, g.players.length, g.eventCount, g.phase])).to.deep.equal([['v1-good', 5, 1, 'vote']]);
      expect(problems.map((p) => p.gameId)).to.deep.equal(['v1-broken']);
      expect(problems[0]!.message).to.contain('event 0');
      expect(loaded('/src/games/resistance/storage/replay.ts')).to.equal(true);
      expect((await store.load('v1-good')).record.events).to.have.length(1);
    } finally {
      store.close();
    }
  });

  it('falls back to the memory store, loaded only then, when there is no IndexedDB', async () => {
    expect(loaded('/src/platform/storage/memory-store.ts'), 'precondition: the memory store is not loaded').to.equal(false);
    const descriptor = Object.getOwnPropertyDescriptor(window, 'indexedDB')!;
    Object.defineProperty(window, 'indexedDB', { configurable: true, enumerable: true, value: undefined });
    try {
      const store = await openGameStore({ name: database() });
      expect(store.kind).to.equal('memory');
      expect(store.unavailableReason).to.contain('IndexedDB');
      const meta = await store.create(RECORD);
      expect((await store.list()).games.map((g) => g.id)).to.deep.equal([meta.id]);
      store.close();
    } finally {
      Object.defineProperty(window, 'indexedDB', descriptor);
    }
    expect(loaded('/src/platform/storage/memory-store.ts')).to.equal(true);
  });

  it('loads the game screen, the session and the engine when an imported game is opened', async () => {
    expect(loaded('/src/games/resistance/session/game-session.ts'), 'precondition: the session is not loaded').to.equal(false);
    const app = await renderApp(database(), { prefetch: 'none' });
    const input = app.querySelector<HTMLInputElement>('#import-file')!;
    const data = new DataTransfer();
    data.items.add(new File([JSON.stringify(RECORD)], 'game.json', { type: 'application/json' }));
    input.files = data.files;
    const before = announcer.log.length;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => announcer.log.length > before, 'the import was never announced');
    await app.whenIdle();
    const resume = app.querySelector<HTMLButtonElement>('rs-saved-games button[id^="resume-"]');
    expect(resume, 'the imported game is listed').to.exist;
    expect(loaded('/src/games/resistance/session/game-session.ts'), 'listing needs no session').to.equal(false);

    resume!.click();
    await app.whenIdle();
    expect(app.view?.phase).to.equal('vote');
    expect(app.querySelector('#where-text')!.textContent).to.contain('Leader: Ann.');
    expect(app.querySelector('rs-vote-recorder'), 'the game screen').to.exist;
    expect(GAME_MODULES.filter((path) => path !== '/src/platform/storage/memory-store.ts' && !loaded(path))).to.deep.equal([]);
    app.remove();
  });
});
