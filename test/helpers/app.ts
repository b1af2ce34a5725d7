/**
 * Rendering the whole app in a browser test: each app gets its own IndexedDB database, so tests
 * never see each other's saved games, and the helper waits until the first screen is shown.
 */
import { fixture, html } from '@open-wc/testing';
import '../../src/games/resistance/ui/rs-app.ts';
import type { RsApp } from '../../src/games/resistance/ui/rs-app.ts';

let counter = 0;

/** A database name no other test uses. */
export function uniqueDbName(): string {
  counter += 1;
  // Digits only: a base-36 name can spell a word ("…spy…"), which the privacy checks would find
  // in web storage (rs-app.ts keeps a key with the database's name there).
  return `rs-test-${Date.now()}-${counter}-${Math.random().toString().slice(2, 10)}`;
}

/**
 * Renders `<rs-app>` on a fresh database (or `dbName`) and waits for its first screen.
 * `prefetch: 'none'` keeps the game screen's code from loading while no game is open (RsApp
 * `prefetch`), for the tests of what loads on demand.
 */
export async function renderApp(dbName = uniqueDbName(), options: { prefetch?: 'idle' | 'none' } = {}): Promise<RsApp> {
  const app = await fixture<RsApp>(html`<rs-app db-name=${dbName} prefetch=${options.prefetch ?? 'idle'}></rs-app>`);
  await app.ready;
  await app.updateComplete;
  return app;
}
