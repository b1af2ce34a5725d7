/**
 * The home page does not wait for the games' store (start-up budget, docs/performance.md): the
 * store's code (IndexedDB, idb, the saved games' list) loads after the first screen, the setup
 * form shows at once, and a game started before the store is open waits for it. When a game was
 * open or saved games were listed when the app was last used (the hint rs-app keeps), the page
 * waits for the store instead: the game is reopened without the home page flashing first, and
 * the saved games come first without the setup form moving down under the reader.
 *
 * The store is held back deterministically: an older connection to the database stays open and
 * ignores the upgrade request, so opening waits ("blocked") until the test closes it.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import '../../../../src/games/resistance/ui/rs-app.ts';
import { uniqueDbName } from '../../../helpers/app.ts';
import { openRaw } from '../../../helpers/idb.ts';
import { buttonIn, gameFixture, preparePage } from '../../../helpers/app-driver.ts';

const HINT = (dbName: string): string => `rs-app:wait-for-store:${dbName}`;

/** An empty version-1 database held open: the app's upgrade waits until `release` closes it. */
async function holdDatabase(dbName: string): Promise<{ release: () => void }> {
  const db = await openRaw(dbName, 1, (raw) => raw.createObjectStore('games', { keyPath: 'id' }));
  return { release: () => db.close() };
}

/**
 * A reload of the app on `dbName`, watched from its first element on: resolves once it is ready,
 * with whether `seen` held at any change of the page on the way (a screen shown for a moment).
 */
async function reloadWatching(dbName: string, seen: (host: HTMLElement) => boolean): Promise<{ app: RsApp; seen: boolean; done(): void }> {
  const host = document.createElement('div');
  document.body.append(host);
  let held = false;
  const observer = new MutationObserver(() => (held ||= seen(host)));
  observer.observe(host, { childList: true, subtree: true });
  const app = document.createElement('rs-app');
  app.setAttribute('db-name', dbName);
  host.append(app);
  await app.ready;
  await app.updateComplete;
  observer.disconnect();
  return { app, seen: held, done: () => host.remove() };
}

describe('the home page before the store opens', () => {
  it('shows the setup form at once, and a game started then starts once the store is open', async () => {
    preparePage();
    const dbName = uniqueDbName();
    localStorage.removeItem(HINT(dbName));
    const held = await holdDatabase(dbName);
    const app = await fixture<RsApp>(html`<rs-app db-name=${dbName}></rs-app>`);
    await waitUntil(() => app.querySelector('rs-setup button'), 'the setup form shows while the store is held back');
    const setup = app.querySelector('rs-setup')!;
    await setup.updateComplete;
    buttonIn(setup, 'Start game').click();
    // The store is still held: the start waits for it, and nothing of the game shows yet.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(app.view).to.equal(null);
    expect(app.querySelector('#step')).to.equal(null);
    await expect(app).to.be.accessible();
    held.release();
    await app.ready;
    await app.whenIdle();
    expect(app.view?.players.length).to.equal(5);
    expect(localStorage.getItem(HINT(dbName))).to.equal('1');
  });

  it('waits for the store when a game was open, and reopens it without showing the home page', async () => {
    const first = await gameFixture();
    const dbName = first.getAttribute('db-name')!;
    expect(localStorage.getItem(HINT(dbName))).to.equal('1');
    first.remove();
    // A reload: a home page shown for a moment is seen.
    const reload = await reloadWatching(dbName, (host) => host.querySelector('rs-setup') !== null);
    expect(reload.app.view?.players.length).to.equal(5);
    expect(reload.seen, 'the home page showed before the game').to.equal(false);
    reload.done();
  });

  it('with saved games, waits for the store so that the setup form never shows before their list', async () => {
    const first = await gameFixture();
    const dbName = first.getAttribute('db-name')!;
    first.querySelector<HTMLButtonElement>('#home-button')!.click(); // "All games"
    await first.whenIdle();
    expect(first.querySelector('rs-saved-games')).to.not.equal(null);
    expect(localStorage.getItem(HINT(dbName))).to.equal('1');
    first.remove();
    const reload = await reloadWatching(dbName, (host) => host.querySelector('rs-setup') !== null && host.querySelector('rs-saved-games') === null);
    expect(reload.app.querySelector('rs-saved-games')).to.not.equal(null);
    expect(reload.seen, 'the setup form showed before the saved games').to.equal(false);
    reload.done();
  });

  it('a stale hint (no game to reopen) shows the home page once the store is open, and is cleared', async () => {
    preparePage();
    const dbName = uniqueDbName();
    localStorage.setItem(HINT(dbName), '1');
    const held = await holdDatabase(dbName);
    const app = await fixture<RsApp>(html`<rs-app db-name=${dbName}></rs-app>`);
    await waitUntil(() => app.textContent?.includes('Opening saved games…'), 'the app waits for the store');
    expect(app.querySelector('rs-setup')).to.equal(null);
    held.release();
    await app.ready;
    await app.updateComplete;
    expect(app.querySelector('rs-setup')).to.not.equal(null);
    expect(localStorage.getItem(HINT(dbName))).to.equal(null);
  });
});
