/**
 * The other games' pages (src/platform/games/game-pages.ts): a game registers
 * its page; `?game=KEY` shows it in place of `<rs-app>`, its code loaded only then; a page whose
 * code cannot load says so in both languages with a link back; a malformed or repeated key is
 * refused. The app's home page links to every registered game (Rebellion vs Empire, the
 * hidden-traitor expansion), reached by Tab, axe clean.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../../src/games/rebellion-vs-empire/app.ts';
import '../../../src/games/traitor/app.ts';
import { gamePage, gamePageHref, gamePages, mountGamePage, registerGamePage, requestedGame } from '../../../src/platform/games/game-pages.ts';
import { renderApp } from '../../helpers/app.ts';
import { expectNoAxeViolations } from '../../helpers/a11y.ts';
import { tabTo } from '../../helpers/keyboard.ts';

class TestGamePage extends HTMLElement {}
customElements.define('test-game-page', TestGamePage);

describe('game pages (?game=KEY)', () => {
  const start = location.href;
  before(() => {
    document.documentElement.lang = 'en';
  });
  afterEach(() => {
    history.replaceState(null, '', start);
    document.querySelector('#game-page')?.remove();
    for (const el of document.querySelectorAll('test-game-page, rve-app, tr-app')) el.remove();
  });

  it('reads the game asked for, and only a well-formed key', () => {
    expect(requestedGame('?game=traitor')).to.equal('traitor');
    expect(requestedGame('?room=ABC')).to.equal(null);
    expect(requestedGame('?game=Bad%20Key')).to.equal(null);
    expect(gamePageHref('rebellion-vs-empire')).to.equal('?game=rebellion-vs-empire');
  });

  it('Rebellion vs Empire and the hidden-traitor expansion are registered, their code loaded only when asked', async () => {
    const rve = gamePage('rebellion-vs-empire')!;
    expect(rve.element).to.equal('rve-app');
    expect(rve.title()).to.equal('Rebellion vs Empire');
    const traitor = gamePage('traitor')!;
    expect(traitor.element).to.equal('tr-app');
    expect(customElements.get('rve-app'), 'not loaded at start-up').to.equal(undefined);
    expect(customElements.get('tr-app'), 'not loaded at start-up').to.equal(undefined);
    await rve.load();
    expect(customElements.get('rve-app')).to.not.equal(undefined);
  });

  it('mounts a registered page in place of <rs-app> when the address asks for it, loading its code only then', async () => {
    const app = document.createElement('rs-app');
    document.body.append(app);
    let loads = 0;
    const load = async () => {
      loads++;
    };
    registerGamePage({ key: 'test-later', element: 'test-game-page', title: () => 'Later', load });
    expect(loads, 'not loaded when the address asks for another page').to.equal(0);
    history.replaceState(null, '', '?game=test-now');
    registerGamePage({ key: 'test-now', element: 'test-game-page', title: () => 'Now', load: async () => {} });
    expect(document.querySelector('rs-app'), 'the app element is replaced at once').to.equal(null);
    await waitUntil(() => document.querySelector('test-game-page'), 'the page element replaces the placeholder');
    expect(document.querySelector('#game-page'), 'no placeholder left').to.equal(null);
    expect(loads, "another game's page is not loaded").to.equal(0);
    const page = await mountGamePage('test-later');
    expect(page).to.be.instanceOf(TestGamePage);
    expect(loads).to.equal(1);
  });

  it('says in both languages when a page cannot load, with focus on it and a link back', async () => {
    registerGamePage({ key: 'test-broken', element: 'test-game-page', title: () => 'Broken', load: () => Promise.reject(new Error('offline')) });
    const page = await mountGamePage('test-broken');
    expect(page).to.equal(null);
    const holder = document.querySelector('#game-page')!;
    expect(document.activeElement?.textContent).to.include('This game could not be loaded.');
    expect(holder.textContent).to.include('Nie udało się wczytać tej gry.');
    expect(holder.querySelector('a')!.getAttribute('href')).to.equal('./');
  });

  it('refuses a malformed or repeated key', () => {
    const load = () => Promise.resolve();
    expect(() => registerGamePage({ key: 'Bad Key', element: 'x-bad', title: () => 'Bad', load })).to.throw(/bad game page key/);
    expect(() => registerGamePage({ key: 'rebellion-vs-empire', element: 'x-two', title: () => 'Two', load })).to.throw(/already registered/);
  });

  it('the home page links to each registered game, reached by Tab, axe clean', async () => {
    const app = await renderApp();
    const rve = app.querySelector<HTMLAnchorElement>('#game-rebellion-vs-empire')!;
    expect(rve.textContent!.trim()).to.equal('Other games: Rebellion vs Empire');
    expect(rve.getAttribute('href')).to.equal('?game=rebellion-vs-empire');
    app.querySelector<HTMLElement>('#main')!.focus();
    const link = await tabTo((el) => el.id === 'game-traitor', 'the link to the hidden-traitor expansion', 120);
    expect(link.textContent!.trim()).to.equal('Other games: the hidden-traitor expansion');
    expect(link.getAttribute('href')).to.equal('?game=traitor');
    expect(app.querySelectorAll('a[href^="?game="]').length).to.equal(gamePages().length);
    await expectNoAxeViolations(app);
    app.remove();
  });
});
