/**
 * The game pages (src/platform/games/game-pages.ts, issue 21): `?game=ID` shows the page a game
 * registered in place of `<rs-app>`; its code loads only then; a page whose code cannot load says
 * so in both languages with a link back; a malformed or second registration is refused. And the
 * app's home page links to the hidden-traitor expansion (`?game=traitor`), reached by Tab.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { gamePageHref, hasGamePage, mountGamePage, registerGamePage, requestedGame } from '../../../src/platform/games/game-pages.ts';
import { renderApp } from '../../helpers/app.ts';
import { tabTo } from '../../helpers/keyboard.ts';

class TestGamePage extends HTMLElement {}
customElements.define('test-game-page', TestGamePage);

describe('game pages (?game=ID)', () => {
  const start = location.href;
  afterEach(() => {
    history.replaceState(null, '', start);
    document.querySelector('#game-page')?.remove();
    for (const el of document.querySelectorAll('test-game-page')) el.remove();
  });

  it('reads the game asked for, and only a well-formed id', () => {
    expect(requestedGame('?game=traitor')).to.equal('traitor');
    expect(requestedGame('?room=ABC')).to.equal(null);
    expect(requestedGame('?game=Bad%20Id')).to.equal(null);
    expect(gamePageHref('traitor')).to.equal('?game=traitor');
  });

  it('mounts a registered page in place of <rs-app> when the address asks for it, loading its code only then', async () => {
    const app = document.createElement('rs-app');
    document.body.append(app);
    let loads = 0;
    registerGamePage('test-later', async () => {
      loads++;
      return 'test-game-page';
    });
    expect(loads, 'not loaded when the address asks for another page').to.equal(0);
    expect(hasGamePage('test-later')).to.equal(true);
    history.replaceState(null, '', '?game=test-now');
    registerGamePage('test-now', async () => 'test-game-page');
    expect(document.querySelector('rs-app'), 'the app element is replaced at once').to.equal(null);
    await waitUntil(() => document.querySelector('test-game-page'), 'the page element replaces the placeholder');
    expect(document.querySelector('#game-page'), 'no placeholder left').to.equal(null);
    expect(loads, 'another game\'s page is not loaded').to.equal(0);
    const page = await mountGamePage('test-later');
    expect(page).to.be.instanceOf(TestGamePage);
    expect(loads).to.equal(1);
  });

  it('says in both languages when a page cannot load, with focus on it and a link back', async () => {
    registerGamePage('test-broken', () => Promise.reject(new Error('offline')));
    const page = await mountGamePage('test-broken');
    expect(page).to.equal(null);
    const holder = document.querySelector('#game-page')!;
    expect(document.activeElement?.textContent).to.include('This game could not be loaded.');
    expect(holder.textContent).to.include('Nie udało się wczytać tej gry.');
    expect(holder.querySelector('a')!.getAttribute('href')).to.equal('./');
  });

  it('refuses a malformed id and a second registration', () => {
    expect(() => registerGamePage('Not OK', async () => 'x')).to.throw(/bad game id/);
    registerGamePage('test-once', async () => 'test-game-page');
    expect(() => registerGamePage('test-once', async () => 'test-game-page')).to.throw(/already registered/);
  });

  it('the home page links to the hidden-traitor expansion, reached by Tab', async () => {
    const app = await renderApp();
    app.querySelector<HTMLElement>('#main')!.focus();
    const link = await tabTo((el) => el.id === 'game-traitor', 'the link to the hidden-traitor expansion', 120);
    expect(link.textContent!.trim()).to.equal('Other games: the hidden-traitor expansion');
    expect(link.getAttribute('href')).to.equal('?game=traitor');
    app.remove();
  });
});
