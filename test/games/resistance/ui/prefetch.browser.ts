/**
 * The game screen's code is fetched once the home page is up and the browser is idle (RsApp
 * `prefetch`: starting a game on a slow phone does not wait for it), and not before the
 * first screen (start-path.browser.ts); then the list formatter the game's first proposal uses is
 * made (`warmWords`: the first one a page makes loads the browser's list data). The home page
 * stays as it was while they load. This file
 * imports nothing of the game screen itself, and runs in its own page.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { renderApp, uniqueDbName } from '../../../helpers/app.ts';
import { recordListFormats } from '../../../helpers/list-formats.ts';

/** Whether the module at `path` (from the project's root) has been fetched by this page. */
function loaded(path: string): boolean {
  return performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === path);
}

describe('the game screen fetched when idle', () => {
  it('loads the game screen, its flows and the session after the home page, then makes the list formatter; the home page stays as it was; a start then opens the game', async () => {
    performance.setResourceTimingBufferSize(10_000);
    // Every list formatter the page makes, in order (the language asked for).
    const { made, restore } = recordListFormats();
    const app = await renderApp(uniqueDbName());
    expect(made, 'no list formatter before the first screen').to.deep.equal([]);
    expect(app.querySelector('rs-setup'), 'the home screen').to.exist;
    const field = app.querySelector<HTMLSelectElement>('#setup-count')!;
    field.focus();
    await waitUntil(() => loaded('/src/games/resistance/ui/game-screen.ts'), 'the game screen was never fetched', { timeout: 10_000 });
    await waitUntil(() => loaded('/src/games/resistance/session/game-session.ts'), 'the session was never fetched', { timeout: 10_000 });
    await waitUntil(() => made.length > 0, 'the list formatter was never made ahead of the game', { timeout: 10_000 });
    expect(made).to.deep.equal(['en']);
    expect(app.querySelector('rs-setup'), 'still the home screen').to.exist;
    expect(app.querySelector('#where-text'), 'no game opened').to.equal(null);
    expect(document.activeElement, 'focus stays where the user put it').to.equal(field);
    await expect(app).to.be.accessible();

    app.querySelector<HTMLButtonElement>('rs-setup button[type="submit"]')!.click();
    // The step comes first (focused, the start announced); the summary follows once the opening is saved.
    await waitUntil(() => app.querySelector('#step') !== null, 'the game never opened');
    await app.whenIdle();
    expect(app.view?.phase).to.equal('proposal');
    expect(app.querySelector('#where-text'), 'the summary, once the opening is saved').to.exist;
    app.remove();
    restore();
  });
});
