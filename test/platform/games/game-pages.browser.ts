/**
 * Other games on the home page (issue 20): a game registers its page with the platform
 * (src/platform/games/game-pages.ts), the home page of `<rs-app>` lists it as a link to
 * `?game=KEY` ("Other games: Rebellion vs Empire"), the route shows that page for such an address,
 * and the registry refuses a bad or repeated key.
 */
import { expect } from '@open-wc/testing';
import '../../../src/games/rebellion-vs-empire/app.ts';
import { gamePage, gamePages, registerGamePage } from '../../../src/platform/games/game-pages.ts';
import { renderApp } from '../../helpers/app.ts';
import { expectNoAxeViolations } from '../../helpers/a11y.ts';

describe('game pages', () => {
  before(() => {
    document.documentElement.lang = 'en';
  });

  it('Rebellion vs Empire is registered at ?game=rebellion-vs-empire, its code loaded only when asked', async () => {
    const page = gamePage('rebellion-vs-empire')!;
    expect(page.element).to.equal('rve-app');
    expect(page.title()).to.equal('Rebellion vs Empire');
    expect(customElements.get('rve-app'), 'not loaded at start-up').to.equal(undefined);
    await page.load();
    expect(customElements.get('rve-app')).to.not.equal(undefined);
  });

  it('the home page links to each registered game, axe clean', async () => {
    const app = await renderApp();
    const link = app.querySelector<HTMLAnchorElement>('#game-rebellion-vs-empire')!;
    expect(link.textContent!.trim()).to.equal('Other games: Rebellion vs Empire');
    expect(link.getAttribute('href')).to.equal('?game=rebellion-vs-empire');
    expect(app.querySelectorAll('a[href^="?game="]').length).to.equal(gamePages().length);
    await expectNoAxeViolations(app);
  });

  it('the route shows the page an address with ?game=KEY asks for', async () => {
    const before = location.href;
    history.replaceState(null, '', `${location.pathname}${location.search}${location.search ? '&' : '?'}game=rebellion-vs-empire`);
    try {
      const { gameRoute } = await import('../../../src/platform/games/rs-game-route.ts');
      expect(gameRoute?.key).to.equal('rebellion-vs-empire');
    } finally {
      history.replaceState(null, '', before);
    }
    const page = document.querySelector('rve-app')!;
    expect(page, 'the page is in the document').to.not.equal(null);
    await customElements.whenDefined('rve-app');
    page.remove();
  });

  it('refuses a malformed or repeated key', () => {
    const load = () => Promise.resolve();
    expect(() => registerGamePage({ key: 'Bad Key', element: 'x-bad', title: () => 'Bad', load })).to.throw(/bad game page key/);
    expect(() => registerGamePage({ key: 'rebellion-vs-empire', element: 'x-two', title: () => 'Two', load })).to.throw(/registered twice/);
  });
});
