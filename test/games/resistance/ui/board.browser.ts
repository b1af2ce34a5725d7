/**
 * The board (R-TEAM-1, R-MIS-4, R-MIS-5, R-VOTE-4) and the vote history (R-VOTE-1) on their own:
 * results in words and symbols, the two-fails mark at 7+ players, the vote track, and the vote
 * history: one entry per proposal with the votes grouped by answer (it fits 320 CSS px
 * with 10 players, read as a list by the virtual screen reader), the per-player grid as a real
 * data table (caption, column headers per player, a row header per proposal) behind a disclosure
 * in a focusable, named scrolling region, and the device's choice to hide who voted how.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { apply, createGame, currentMission, viewFor } from '../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameState } from '../../../../src/games/resistance/engine.ts';
import type { RsBoard } from '../../../../src/games/resistance/ui/rs-board.ts';
import type { RsVoteHistory } from '../../../../src/games/resistance/ui/rs-vote-history.ts';
import '../../../../src/games/resistance/ui/rs-board.ts';
import '../../../../src/games/resistance/ui/rs-vote-history.ts';
import { HISTORY_VOTES_KEY } from '../../../../src/games/resistance/ui/rs-vote-history.ts';
import { setViewport } from '@web/test-runner-commands';
import { press } from '../../../helpers/keyboard.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';
import { expectAccessibleScreen, useAppTestPage } from '../../../helpers/app-driver.ts';

function game(count: number, events: GameEvent[] = []): GameState {
  const players = Array.from({ length: count }, (_, i) => `Player ${i + 1}`);
  return events.reduce(apply, createGame({ players, firstLeader: 0 }));
}

/**
 * 7 players, five proposals: a rejected team, mission 1 succeeds, mission 2 fails, a rejected
 * team for mission 3, and a team for mission 3 being voted on (vote track 1, leader Player 5).
 */
function sevenPlayerGame(): GameState {
  return game(7, [
    { type: 'proposal', team: [0, 1] },
    { type: 'vote', approve: [0, 1] }, // rejected 2 to 5
    { type: 'proposal', team: [1, 2] },
    { type: 'vote', approve: [0, 1, 2, 3, 4, 5, 6] },
    { type: 'mission', fails: 0 }, // mission 1 succeeds
    { type: 'proposal', team: [2, 3, 4] },
    { type: 'vote', approve: [0, 1, 2, 3] },
    { type: 'mission', fails: 1 }, // mission 2 fails
    { type: 'proposal', team: [3, 4, 5] },
    { type: 'vote', approve: [1, 2, 3] }, // rejected 3 to 4: vote track 1
    { type: 'proposal', team: [4, 5, 6] },
  ]);
}

function text(el: Element | null): string {
  return (el?.textContent ?? '').trim().replace(/\s+/g, ' ');
}

describe('board and vote history', () => {
  useAppTestPage();

  describe('rs-board', () => {
    async function boardFixture(state: GameState): Promise<RsBoard> {
      return fixture<RsBoard>(
        html`<rs-board .view=${viewFor(state, 'public')} .currentMission=${currentMission(state)}></rs-board>`,
      );
    }

    it('shows results in words and symbols, the current mission, the leader and the vote track', async () => {
      const board = await boardFixture(sevenPlayerGame());
      const missions = [...board.querySelectorAll<HTMLLIElement>('ol.missions > li')];
      expect(missions).to.have.length(5);
      expect(missions.map((li) => li.dataset['result'])).to.deep.equal(['success', 'fail', 'none', 'none', 'none']);
      expect(text(missions[0]!)).to.equal('Mission 1 Team of 2. ✓ Success, no Fail cards.');
      expect(text(missions[1]!)).to.equal('Mission 2 Team of 3. ✗ Fail, 1 Fail card.');
      expect(missions[0]!.querySelector('[aria-hidden="true"]')!.textContent!.trim(), 'the symbol is decoration').to.equal('✓');
      expect(missions[2]!.hasAttribute('data-current')).to.equal(true);
      expect(text(missions[2]!)).to.equal('Mission 3 Team of 3. Current mission.');
      expect(text(missions[3]!)).to.equal('Mission 4 Team of 4. Needs two Fail cards to fail. Not played yet.');
      expect(text(board.querySelector('#board-leader'))).to.equal('Leader: Player 5');
      expect(text(board.querySelector('#vote-track-text'))).to.equal(
        'Vote track: 1 of 5 rejected in a row. 4 more rejections and the spies win.',
      );
      expect(board.querySelectorAll('.track li[data-filled]')).to.have.length(1);
      expect(board.querySelector('.track')!.getAttribute('aria-hidden')).to.equal('true');
      await expectAccessibleScreen(board);
    });

    it('after the fifth rejection, the vote track says the spies won, not "0 more rejections" (R-VOTE-4)', async () => {
      const events: GameEvent[] = [];
      for (let i = 0; i < 5; i++) events.push({ type: 'proposal', team: [0, 1] }, { type: 'vote', approve: [] });
      const state = game(5, events);
      expect(state.winner).to.deep.equal({ side: 'spies', reason: 'five-rejections' });
      const board = await boardFixture(state);
      expect(text(board.querySelector('#vote-track-text'))).to.equal('Vote track: 5 of 5 rejected in a row: the spies won.');
      expect(board.querySelectorAll('.track li[data-filled]')).to.have.length(5);
      await useLanguage('pl');
      try {
        await board.updateComplete;
        expect(text(board.querySelector('#vote-track-text'))).to.equal('Tor Nieudanego Głosowania: 5 z 5 odrzuceń z rzędu: wygrali Agenci.');
      } finally {
        await useLanguage('en');
      }
      await expectAccessibleScreen(board);
    });

    for (const count of [5, 6, 7, 8, 9, 10]) {
      it(`${count} players: the two-fails mark is ${count >= 7 ? 'on mission 4 only' : 'absent'} (R-MIS-4)`, async () => {
        const board = await boardFixture(game(count));
        const marked = [...board.querySelectorAll('ol.missions > li')]
          .map((li, i) => (li.textContent!.includes('Needs two Fail cards to fail.') ? i + 1 : 0))
          .filter(Boolean);
        expect(marked).to.deep.equal(count >= 7 ? [4] : []);
      });
    }

    it('mission 4 at 7 players with one Fail card is a success, and the board says so', async () => {
      const events: GameEvent[] = [];
      for (const [team, fails] of [
        [[0, 1], 0],
        [[0, 1, 2], 1],
        [[0, 1, 2], 0],
        [[0, 1, 2, 3], 1],
      ] as const) {
        events.push({ type: 'proposal', team: [...team] }, { type: 'vote', approve: [0, 1, 2, 3] }, { type: 'mission', fails });
      }
      const state = game(7, events);
      expect(state.winner).to.deep.equal({ side: 'resistance', reason: 'three-successes' });
      const board = await boardFixture(state);
      const mission4 = board.querySelectorAll('ol.missions > li')[3]!;
      expect(mission4.getAttribute('data-result')).to.equal('success');
      expect(text(mission4)).to.equal('Mission 4 Team of 4. Needs two Fail cards to fail. ✓ Success, 1 Fail card.');
      expect(board.querySelector('[data-current]'), 'no current mission after the end').to.equal(null);
      await expectAccessibleScreen(board);
    });
  });

  describe('rs-vote-history', () => {
    afterEach(async () => {
      await virtual.stop();
    });

    async function historyFixture(state: GameState): Promise<RsVoteHistory> {
      return fixture<RsVoteHistory>(html`<rs-vote-history .view=${viewFor(state, 'public')}></rs-vote-history>`);
    }

    it('is a data table: caption, a column header per player, a row header per proposal', async () => {
      const state = sevenPlayerGame();
      const history = await historyFixture(state);
      const table = history.querySelector('table')!;
      expect(table).to.exist;
      expect(text(table.querySelector('caption'))).to.equal('Every proposal and every vote: 5 proposals.');

      const headers = [...table.querySelectorAll('thead th')];
      expect(headers.every((th) => th.getAttribute('scope') === 'col'), 'every header has scope="col"').to.equal(true);
      const headerNames = headers.map((th) => text(th));
      for (const name of state.setup.players) expect(headerNames, `column for ${name}`).to.include(name);
      expect(headerNames).to.deep.equal([
        'Proposal',
        'Mission',
        'Attempt',
        'Leader',
        'Team',
        ...state.setup.players,
        'Vote result',
        'Mission result',
      ]);

      const rows = [...table.querySelectorAll('tbody tr')];
      expect(rows).to.have.length(5);
      rows.forEach((row, i) => {
        const rowHeaders = row.querySelectorAll('th');
        expect(rowHeaders, `row ${i + 1}`).to.have.length(1);
        expect(row.firstElementChild, `row ${i + 1} starts with its header`).to.equal(rowHeaders[0]);
        expect(rowHeaders[0]!.getAttribute('scope')).to.equal('row');
        expect(text(rowHeaders[0]!)).to.equal(String(i + 1));
        // A screen reader names the row when moving down a column: "Proposal 2", not a bare "2".
        expect(rowHeaders[0]!.getAttribute('aria-label')).to.equal(`Proposal ${i + 1}`);
        expect(row.children, `row ${i + 1} has a cell per column`).to.have.length(headers.length);
      });

      const cells = (row: number) => [...rows[row]!.children].map((c) => text(c));
      expect(cells(0)).to.deep.equal([
        '1', '1', '1 of 5', 'Player 1', 'Player 1 and Player 2',
        'Approve', 'Approve', 'Reject', 'Reject', 'Reject', 'Reject', 'Reject',
        'Rejected, 2 to 5', 'None',
      ]);
      expect(cells(1).slice(-2)).to.deep.equal(['Approved, 7 to 0', 'Success, no Fail cards']);
      expect(cells(2).slice(-2)).to.deep.equal(['Approved, 4 to 3', 'Fail, 1 Fail card']);
      expect(cells(4)).to.deep.equal([
        '5', '3', '2 of 5', 'Player 5', 'Player 5, Player 6, and Player 7',
        ...Array(7).fill('Not voted'),
        'Voting', 'None',
      ]);
      await expectAccessibleScreen(history);
    });

    it('keeps the grid behind a disclosure, opened by keyboard, in its own focusable region named by the caption', async () => {
      const history = await historyFixture(sevenPlayerGame());
      const details = history.querySelector<HTMLDetailsElement>('details.history-grid')!;
      expect(details, 'the grid is behind a disclosure').to.exist;
      expect(details.open, 'closed at first: the entries come first').to.equal(false);
      const summary = details.querySelector<HTMLElement>('summary')!;
      summary.focus();
      await press('Enter');
      await history.updateComplete;
      expect(details.open, 'Enter on the summary opens the grid').to.equal(true);
      await expectAccessibleScreen(history);
      const region = history.querySelector<HTMLElement>('.table-scroll')!;
      expect(region.getAttribute('role')).to.equal('region');
      expect(region.tabIndex).to.equal(0);
      const caption = document.getElementById(region.getAttribute('aria-labelledby')!);
      expect(caption, 'the region is named by the caption').to.equal(history.querySelector('caption'));
      region.focus();
      expect(document.activeElement).to.equal(region);
      await virtual.start({ container: details });
      await virtual.next();
      await virtual.next();
      const spoken = await virtual.spokenPhraseLog();
      expect(spoken.join(' | ')).to.include('region, Every proposal and every vote: 5 proposals.');
    });

    it('counts the proposals in its caption with the plural forms of English and Polish', async () => {
      const caption = async (state: GameState): Promise<string> => {
        const history = await historyFixture(state);
        return text(history.querySelector('caption'));
      };
      // n proposals: n − 1 rejected teams, then one being voted on.
      const proposals = (n: number): GameState => {
        const events: GameEvent[] = [];
        for (let i = 0; i < n; i++) events.push({ type: 'proposal', team: [0, 1] }, { type: 'vote', approve: [] });
        return game(5, events.slice(0, 2 * n - 1));
      };
      expect(await caption(proposals(1))).to.equal('Every proposal and every vote: 1 proposal.');
      expect(await caption(proposals(2))).to.equal('Every proposal and every vote: 2 proposals.');
      await useLanguage('pl');
      try {
        expect(await caption(proposals(1))).to.equal('Każda propozycja i każdy głos: 1 propozycja.');
        expect(await caption(proposals(3))).to.equal('Każda propozycja i każdy głos: 3 propozycje.');
        expect(await caption(proposals(5))).to.equal('Każda propozycja i każdy głos: 5 propozycji.');
      } finally {
        await useLanguage('en');
      }
    });

    it('says each proposal as one entry: team, result, the votes grouped by answer, the mission', async () => {
      const history = await historyFixture(sevenPlayerGame());
      const entries = [...history.querySelectorAll<HTMLLIElement>('ol.history-list > li')];
      expect(entries, 'one entry per proposal').to.have.length(5);
      expect(text(entries[0]!)).to.equal(
        'Proposal 1: mission 1, attempt 1 of 5. Leader: Player 1. Team: Player 1 and Player 2. ✗ Rejected, 2 to 5. ' +
          '✓ Approve: Player 1, Player 2. ✗ Reject: Player 3, Player 4, Player 5, Player 6, Player 7.',
      );
      expect(text(entries[1]!.querySelector('.history-votes'))).to.equal(
        '✓ Approve: Player 1, Player 2, Player 3, Player 4, Player 5, Player 6, Player 7. ✗ Reject: nobody.',
      );
      expect(text(entries[1]!.querySelector('.history-mission'))).to.equal('✓ Mission 1: Success, no Fail cards.');
      expect(text(entries[2]!.querySelector('.history-result'))).to.equal('✓ Approved, 4 to 3.');
      expect(text(entries[2]!.querySelector('.history-mission'))).to.equal('✗ Mission 2: Fail, 1 Fail card.');
      expect(entries[3]!.querySelector('.history-mission'), 'a rejected team went on no mission').to.equal(null);
      expect(text(entries[4]!)).to.equal('Proposal 5: mission 3, attempt 2 of 5. Leader: Player 5. Team: Player 5, Player 6, and Player 7. … Voting.');
      // Every symbol stands beside its word and is hidden from screen readers: never a symbol alone.
      const symbols = [...history.querySelectorAll('ol.history-list span')];
      expect(symbols.length).to.be.greaterThan(10);
      for (const symbol of symbols) {
        expect(symbol.getAttribute('aria-hidden'), `"${symbol.textContent}"`).to.equal('true');
        let next = symbol.nextSibling;
        while (next && (next.nodeType === Node.COMMENT_NODE || !/\S/.test(next.textContent ?? ''))) next = next.nextSibling;
        expect(next?.textContent ?? '', `a word follows "${symbol.textContent}"`).to.match(/^\s*\p{L}/u);
      }
      await expect(history).to.be.accessible();
      await expectAccessibleScreen(history);
    });

    it('says the entries in Polish', async () => {
      await useLanguage('pl');
      try {
        const history = await historyFixture(sevenPlayerGame());
        const first = history.querySelector('ol.history-list > li')!;
        expect(text(first.querySelector('.history-title'))).to.equal('Propozycja 1: Misja 1, próba 1 z 5.');
        expect(text(first.querySelector('.history-votes'))).to.equal('✓ Za: Player 1, Player 2. ✗ Przeciw: Player 3, Player 4, Player 5, Player 6, Player 7.');
        expect(text(history.querySelector('#history-grid-summary'))).to.equal('Wszystkie głosy w tabeli, kolumna dla każdego gracza');
        await expect(history).to.be.accessible();
      } finally {
        await useLanguage('en');
      }
    });

    it('is read by a screen reader as a list, with the votes grouped by answer in one sentence each', async () => {
      const history = await historyFixture(sevenPlayerGame());
      await expect(history).to.be.accessible();
      await virtual.start({ container: history });
      for (let i = 0; i < 20; i++) await virtual.next();
      const spoken = (await virtual.spokenPhraseLog()).join(' | ');
      expect(spoken).to.include('list, Vote history | listitem, level 1, position 1, set size 5');
      expect(spoken).to.include('Rejected, 2 to 5.');
      expect(spoken).to.include('Approve: Player 1, Player 2. | Reject: Player 3, Player 4, Player 5, Player 6, Player 7.');
      expect(spoken, 'the symbols are not read').to.not.match(/[✓✗]/);
    });

    it('fits 320 CSS px with 10 players: every result and every vote readable without sideways scrolling', async () => {
      const width = window.innerWidth;
      const height = window.innerHeight;
      await setViewport({ width: 320, height: 640 });
      try {
        const state = game(10, [
          { type: 'proposal', team: [0, 1, 2] },
          { type: 'vote', approve: [0, 1, 2, 3] },
          { type: 'proposal', team: [1, 2, 3] },
          { type: 'vote', approve: [0, 1, 2, 3, 4, 5, 6] },
          { type: 'mission', fails: 1 },
          { type: 'proposal', team: [2, 3, 4, 5] },
          { type: 'vote', approve: [2, 3, 4, 5, 6, 7, 8, 9] },
        ]);
        const history = await historyFixture(state);
        expect(document.documentElement.clientWidth).to.equal(320);
        expect(document.documentElement.scrollWidth, 'no sideways page scroll').to.be.at.most(320);
        expect(history.scrollWidth, 'the history is as wide as its box').to.be.at.most(history.clientWidth);
        // Each proposal's result and votes are visible within the screen's width (the grid may
        // scroll in its own region; what is said here must not).
        const ownText = (el: Element): string =>
          [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join(' ');
        const results = [...history.querySelectorAll<HTMLElement>('*')].filter(
          (el) => /(Approved|Rejected), \d+ to \d+|(Approve|Reject):/.test(ownText(el)) && el.checkVisibility(),
        );
        expect(results.length, 'three results and three proposals\' votes are shown').to.equal(6);
        for (const el of results) expect(el.getBoundingClientRect().right, text(el)).to.be.at.most(320.5);
        const region = history.querySelector<HTMLElement>('.table-scroll')!;
        history.querySelector<HTMLDetailsElement>('details.history-grid')!.open = true;
        await history.updateComplete;
        expect(region.scrollWidth, 'the grid scrolls in its region').to.be.greaterThan(region.clientWidth);
        expect(document.documentElement.scrollWidth, 'the open grid does not widen the page').to.be.at.most(320);
        expect([...region.querySelectorAll('thead th')].map((th) => th.getAttribute('scope'))).to.deep.equal(Array(17).fill('col'));
        expect(region.querySelectorAll('tbody th[scope="row"]')).to.have.length(3);
        await expect(history).to.be.accessible();
      } finally {
        await setViewport({ width, height });
      }
    });

    it('may hide who voted how on this device: the results stay, the grouped votes and the grid go', async () => {
      try {
        const history = await historyFixture(sevenPlayerGame());
        const box = history.querySelector<HTMLInputElement>('#history-show-votes')!;
        expect(box.checked, 'the votes show by default').to.equal(true);
        box.focus();
        await press('Space');
        await history.updateComplete;
        expect(box.checked).to.equal(false);
        expect(history.querySelector('.history-votes'), 'no grouped votes').to.equal(null);
        expect(history.querySelector('table'), 'no grid').to.equal(null);
        expect(history.querySelectorAll('.history-result')).to.have.length(5);
        expect(text(history.querySelector('#history-votes-hidden'))).to.equal('Who voted how is hidden on this device; the results stay.');
        expect(document.activeElement, 'focus stays on the checkbox').to.equal(box);
        await expect(history).to.be.accessible();
        // The choice is kept on this device: the next history (another page, a reload) hides them too.
        const next = await historyFixture(sevenPlayerGame());
        expect(next.querySelector('.history-votes')).to.equal(null);
        expect(next.querySelector<HTMLInputElement>('#history-show-votes')!.checked).to.equal(false);
      } finally {
        localStorage.removeItem(HISTORY_VOTES_KEY);
      }
    });

    it('before the first proposal, says so instead of an empty table', async () => {
      const history = await historyFixture(game(5));
      expect(history.querySelector('table')).to.equal(null);
      expect(text(history.querySelector('p'))).to.equal('No team has been proposed yet.');
      await expectAccessibleScreen(history);
    });
  });
});
