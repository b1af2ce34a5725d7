/**
 * Games are never lost (offline issue): every action is saved before it is announced; a reload
 * reopens the same game at the same step with the same focus and unsent ticks; undo and redo are
 * announced and saved; saved games can be resumed and deleted (with confirmation); records are
 * exported and imported (a bad file is refused with its own message and nothing stored changes);
 * bad storage keeps the app running in memory and says so; two tabs never corrupt a game.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { createGame, apply, toRecord } from '../../../../src/games/resistance/engine.ts';
import type { GameEvent, GameRecord } from '../../../../src/games/resistance/engine.ts';
import { parseImportedRecord } from '../../../../src/games/resistance/session/import-record.ts';
import { IdbGameStore, openGameStore } from '../../../../src/platform/storage/index.ts';
import { openDB } from 'idb';
import { metaFromState } from '../../../../src/games/resistance/storage/replay.ts';
import { HUNTER_AVALON_NAMES } from '../../../../src/games/resistance/storage/migrations.ts';
import { loadEngineFor } from '../../../../src/games/resistance/storage/engine-loader.ts';
import { replayRecord } from '../../../../src/games/resistance/core/record.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import type { StartDetail } from '../../../../src/games/resistance/ui/rs-setup.ts';
import { recordFile } from '../../../../src/platform/ui/export.ts';
import { expectNoAxeViolations, expectTargets } from '../../../helpers/a11y.ts';
import { uniqueDbName } from '../../../helpers/app.ts';
import { appFixture, bringTo, buttonIn, gameFixture, liveText, mission, propose, stepOf, useAppTestPage, vote } from '../../../helpers/app-driver.ts';
import { press } from '../../../helpers/keyboard.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';

/** Clicks a control of the app and waits until the app has saved, rendered and spoken. */
async function click(app: RsApp, el: HTMLElement): Promise<void> {
  el.click();
  await app.whenIdle();
  await announcer.whenIdle();
}

/** Puts `text` into the import file picker as a file named `name`. */
async function importText(app: RsApp, name: string, text: string): Promise<void> {
  const input = app.querySelector<HTMLInputElement>('#import-file')!;
  const data = new DataTransfer();
  data.items.add(new File([text], name, { type: 'application/json' }));
  input.files = data.files;
  const before = announcer.log.length;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  // The first file loads the engine and the sentences: a busy machine may take some seconds.
  await waitUntil(() => announcer.log.length > before, `nothing was said about ${name}`, { timeout: 10_000 });
  await app.whenIdle();
  await announcer.whenIdle();
}

function validRecord(): GameRecord {
  let state = createGame({ players: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'], firstLeader: 2 });
  const events: GameEvent[] = [
    { type: 'proposal', team: [2, 3] },
    { type: 'vote', approve: [0, 1, 2, 3] },
    { type: 'mission', fails: 0 },
  ];
  for (const event of events) state = apply(state, event);
  return toRecord(state);
}

describe('games are never lost', () => {
  useAppTestPage();

  it('a reload in the middle of a vote reopens the same step, with the same ticks and the same focus', async () => {
    const dbName = uniqueDbName();
    const first = await gameFixture({ players: 7 }, dbName);
    await propose(first);
    const recorder = stepOf(first);
    expect(recorder.localName).to.equal('rs-vote-recorder');
    for (const seat of [1, 4]) {
      const box = recorder.querySelector<HTMLInputElement>(`input[name="approve"][value="${seat}"]`)!;
      box.focus();
      box.click();
      await recorder.updateComplete;
    }
    await first.whenIdle();
    // The tab is killed: the element goes away without any goodbye; a new page opens the database.
    first.remove();
    const second = await appFixture(dbName);
    const again = stepOf(second);
    expect(again.localName).to.equal('rs-vote-recorder');
    await again.updateComplete;
    const ticked = [...again.querySelectorAll<HTMLInputElement>('input[name="approve"]')].filter((b) => b.checked).map((b) => b.value);
    // Everyone started approved; 1 and 4 were unchecked (they rejected).
    expect(ticked).to.deep.equal(['0', '2', '3', '5', '6']);
    expect(document.activeElement).to.equal(again.querySelector('input[name="approve"][value="4"]'));
    expect(announcer.log.join(' ')).to.contain('Game reopened where you left it.');
    await expectNoAxeViolations(second);
  });

  it('a new game is saved as the open one before its screen replaces the form: a reload from then on reopens it (the intro too)', async () => {
    const { GameFlow } = await import('../../../../src/games/resistance/ui/game-screen.ts');
    const store = await openGameStore({ name: uniqueDbName() });
    const log: string[] = [];
    let session: import('../../../../src/games/resistance/session/game-session.ts').GameSession | null = null;
    let draft: unknown = null;
    const host = {
      session: () => session,
      setSession: (s: typeof session) => {
        log.push('setSession');
        session = s;
      },
      flow: () => null,
      setFlow: () => undefined,
      draft: () => draft as never,
      setDraft: (d: unknown) => void (draft = d),
      saveUi: async () => {
        log.push('saveUi');
        await store.setUi({ gameId: session?.id ?? null, focus: null, draft: draft as never });
      },
      saveOpening: async (s: NonNullable<typeof session>, d: unknown) => {
        log.push('saveOpening');
        await store.setUi({ gameId: s.id, focus: null, draft: d as never });
      },
      record: async () => undefined,
      recordQuietly: async () => null,
      act: async () => undefined,
      tableAsks: () => [],
      correct: async () => null,
      afterChange: async () => void log.push('afterChange'),
      run: () => undefined,
      showError: (error: unknown) => log.push(`error: ${String(error)}`),
      settings: () => ({}) as never,
      privateIdleSeconds: () => 60,
      privateOpen: () => false,
      revision: () => 0,
      speakSummary: () => undefined,
      undo: async () => undefined,
      redo: async () => undefined,
      home: async () => undefined,
    };
    const players = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
    const detail: Omit<StartDetail, 'cards'> = { players, firstLeader: 0, variants: [], mission5Rule: 'two-successes', secretVotes: false, modules: null, roles: null };
    for (const cards of ['app', 'physical'] as const) {
      log.length = 0;
      draft = null;
      await new GameFlow(host).start(store, { ...detail, cards });
      expect(log, cards).to.deep.equal(['saveOpening', 'setSession', 'afterChange']);
      const ui = await store.getUi();
      expect(ui.gameId, cards).to.equal(session!.id);
      if (cards === 'app') expect(ui.draft, 'the intro is kept').to.deep.equal({ eventCount: 0, value: { flow: { kind: 'intro' } } });
    }
    store.close();
  });

  it('undo and redo are saved and announced, and survive a reload', async () => {
    const dbName = uniqueDbName();
    const app = await gameFixture({ players: 5 }, dbName);
    await propose(app);
    await vote(app, 'reject'); // vote track 1, leader passes
    expect(app.view!.voteTrack).to.equal(1);
    await click(app, app.querySelector<HTMLButtonElement>('#undo-button')!);
    expect(app.view!.voteTrack).to.equal(0);
    expect(app.view!.phase).to.equal('vote');
    expect(liveText('polite')).to.match(/^Undone: the vote on Player 1's team for mission 1\. Vote track back to 0\./);
    expect(stepOf(app).localName).to.equal('rs-vote-recorder');
    expect(document.activeElement?.getAttribute('name'), 'the first player\'s box of the vote').to.equal('approve');

    await click(app, app.querySelector<HTMLButtonElement>('#undo-button')!);
    expect(app.view!.phase).to.equal('proposal');
    expect(liveText('polite')).to.match(/^Undone: Player 1's proposal of Player 1 and Player 2\./);

    await click(app, app.querySelector<HTMLButtonElement>('#redo-button')!);
    expect(app.view!.phase).to.equal('vote');
    expect(liveText('polite')).to.match(/^Redone: Player 1 proposes Player 1 and Player 2 for mission 1\./);

    app.remove();
    const reloaded = await appFixture(dbName);
    expect(reloaded.view!.phase).to.equal('vote');
    // The redo stack was saved too: the rejected vote can still be redone after the reload.
    await click(reloaded, reloaded.querySelector<HTMLButtonElement>('#redo-button')!);
    expect(reloaded.view!.voteTrack).to.equal(1);
    expect(liveText('polite')).to.match(/^Redone: Team rejected, 0 approve, 5 reject\./);

    // Nothing to undo at the start says so, and changes nothing.
    for (let i = 0; i < 3; i++) await click(reloaded, reloaded.querySelector<HTMLButtonElement>('#undo-button')!);
    expect(reloaded.view!.proposals).to.have.length(0);
    await click(reloaded, reloaded.querySelector<HTMLButtonElement>('#undo-button')!);
    expect(liveText('polite')).to.equal('Nothing to undo.');
  });

  it('an undo of the mission that ended the game reopens it: the game-over screen goes, the saved list and a reload follow (R-MIS-3)', async () => {
    const dbName = uniqueDbName();
    const app = await gameFixture({ players: 5 }, dbName);
    await bringTo(app, 'over');
    expect(app.view!.winner).to.not.equal(null);
    expect(stepOf(app).localName).to.equal('rs-game-over');
    const listed = async () => {
      const store = await openGameStore({ name: dbName });
      try {
        const [entry] = (await store.list()).games;
        return { phase: entry!.phase, winner: entry!.winner };
      } finally {
        store.close();
      }
    };
    expect(await listed()).to.deep.equal({ phase: 'over', winner: 'resistance' });

    await click(app, app.querySelector<HTMLButtonElement>('#undo-button')!);
    expect(app.view!.winner).to.equal(null);
    expect(app.view!.phase).to.equal('mission');
    expect(stepOf(app).localName, 'the mission step again, no game-over screen').to.equal('rs-mission-recorder');
    expect(app.querySelector('rs-game-over')).to.equal(null);
    expect(document.title).to.not.match(/^Game over/);
    expect(liveText('polite')).to.match(/^Undone: /);
    await expectNoAxeViolations(app);
    expect(await listed(), 'the saved list follows the undo').to.deep.equal({ phase: 'mission', winner: null });
    app.remove();
    const reloaded = await appFixture(dbName);
    expect(reloaded.view!.winner).to.equal(null);
    expect(stepOf(reloaded).localName).to.equal('rs-mission-recorder');
  });

  it('Ctrl+Z undoes and Ctrl+Shift+Z redoes outside text fields', async () => {
    const app = await gameFixture({ players: 5 });
    await propose(app);
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyZ', key: 'z', ctrlKey: true, bubbles: true }));
    await app.whenIdle();
    expect(app.view!.phase).to.equal('proposal');
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyZ', key: 'Z', ctrlKey: true, shiftKey: true, bubbles: true }));
    await app.whenIdle();
    expect(app.view!.phase).to.equal('vote');
  });

  it('lists saved games side by side, resumes one, and deletes one only after confirmation', async () => {
    const dbName = uniqueDbName();
    const app = await gameFixture({ players: 5 }, dbName);
    await propose(app);
    await click(app, app.querySelector<HTMLButtonElement>('#home-button')!);
    expect(document.activeElement?.id).to.equal('saved-heading');
    buttonIn(app.querySelector('rs-setup')!, 'Start game').click();
    await app.whenIdle();
    await click(app, app.querySelector<HTMLButtonElement>('#home-button')!);

    const items = () => [...app.querySelectorAll('rs-saved-games li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    expect(items()).to.have.length(2);
    expect(items()[1]).to.contain('5 players: Player 1, Player 2, Player 3, Player 4, and Player 5.');
    expect(items()[1]).to.contain('In progress.');
    expect(items()[0]).to.contain('Not started.');
    await expectNoAxeViolations(app);
    expectTargets(app);

    // Delete asks first; "Keep the game" keeps it and returns focus to its Resume button.
    const list = app.querySelector('rs-saved-games')!;
    const deleteButtons = () => [...list.querySelectorAll<HTMLButtonElement>('button[id^="delete-"]')];
    await click(app, deleteButtons()[0]!);
    const dialog = list.querySelector<HTMLDialogElement>('#delete-dialog')!;
    expect(dialog.open).to.equal(true);
    expect(document.activeElement?.id).to.equal('delete-keep');
    await expectNoAxeViolations(app);
    await click(app, list.querySelector<HTMLButtonElement>('#delete-keep')!);
    expect(dialog.open).to.equal(false);
    expect(items()).to.have.length(2);
    expect(document.activeElement?.id).to.match(/^resume-/);

    await click(app, deleteButtons()[0]!);
    await click(app, list.querySelector<HTMLButtonElement>('#delete-confirm')!);
    expect(items()).to.have.length(1);
    expect(liveText('polite')).to.match(/^Deleted the game of Player 1/);
    expect(document.activeElement?.id).to.match(/^resume-/);

    // Resume the one left: it is the game in the vote.
    await click(app, list.querySelector<HTMLButtonElement>('button[id^="resume-"]')!);
    expect(app.view!.phase).to.equal('vote');
    expect(document.activeElement?.getAttribute('name'), 'the first player\'s box of the vote').to.equal('approve');

    // Deleting the last game: the list goes, focus lands on the new-game form, never on the body.
    await click(app, app.querySelector<HTMLButtonElement>('#home-button')!);
    await click(app, app.querySelector<HTMLButtonElement>('button[id^="delete-"]')!);
    await click(app, app.querySelector<HTMLButtonElement>('#delete-confirm')!);
    expect(app.querySelector('rs-saved-games')).to.equal(null);
    expect(document.activeElement?.id).to.equal('setup-count');
  });

  it('"All games" takes focus to the saved games, above the new game, and says so; the first Resume is one Tab away', async () => {
    const app = await gameFixture({ players: 5 });
    await propose(app);
    await click(app, app.querySelector<HTMLButtonElement>('#home-button')!);
    const heading = app.querySelector('#saved-heading')!;
    expect(document.activeElement?.id).to.equal('saved-heading');
    expect(heading.textContent!.trim()).to.equal('Saved games');
    expect(liveText('polite')).to.equal('All games: the saved games come first, most recent first; a new game comes after them.');
    // The saved games are above the new-game form, as said.
    const setup = app.querySelector('rs-setup')!;
    expect(heading.compareDocumentPosition(setup) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    await press('Tab');
    expect(document.activeElement?.id).to.match(/^resume-/);
    await virtual.start({ container: app.querySelector('rs-saved-games')! });
    for (let i = 0; i < 8 && !(await virtual.lastSpokenPhrase()).includes('Resume'); i++) await virtual.next();
    const spoken = (await virtual.spokenPhraseLog()).join('\n');
    await virtual.stop();
    expect(spoken).to.include('heading, Saved games, level 2');
    expect(spoken).to.match(/button, Resume the game of Player 1, Player 2, Player 3, Player 4, and Player 5/);
    await expectNoAxeViolations(app);
  });

  it('names each saved game\'s buttons in one sentence of the page\'s language, in its word order (German: "Das Spiel von … fortsetzen")', async () => {
    const app = await gameFixture({ players: 5 });
    await propose(app);
    await useLanguage('de');
    try {
      await click(app, app.querySelector<HTMLButtonElement>('#home-button')!);
      const resume = app.querySelector<HTMLButtonElement>('rs-saved-games button[id^=resume-]')!;
      const remove = app.querySelector<HTMLButtonElement>('rs-saved-games button[id^=delete-]')!;
      expect(resume.textContent!.trim()).to.equal('Fortsetzen');
      expect(resume.getAttribute('aria-label')).to.equal('Das Spiel von Player 1, Player 2, Player 3, Player 4 und Player 5 fortsetzen');
      expect(remove.getAttribute('aria-label')).to.equal('Das Spiel von Player 1, Player 2, Player 3, Player 4 und Player 5 löschen');
      await expectNoAxeViolations(app);
    } finally {
      await useLanguage('en');
    }
  });

  it('imports a valid record, and refuses each kind of bad file with its own message without touching saved games', async () => {
    const app = await appFixture();
    await importText(app, 'good.json', JSON.stringify(validRecord()));
    expect(liveText('polite')).to.match(/^Imported the game of Ann, Bob, Cid, Dee, Eve, Fay, and Gus\./);
    expect(document.activeElement?.id).to.match(/^resume-/);
    const listed = () => app.querySelectorAll('rs-saved-games li').length;
    expect(listed()).to.equal(1);

    const good = validRecord();
    const bad: [string, string][] = [
      ['empty', ''],
      ['not JSON', '{"format": '],
      ['not an object', '[1, 2, 3]'],
      ['wrong format', JSON.stringify({ ...good, format: 'resistance-record/9' })],
      ['too few players', JSON.stringify({ ...good, setup: { players: ['A', 'B', 'C'], firstLeader: 0 } })],
      ['first leader out of range', JSON.stringify({ ...good, setup: { ...good.setup, firstLeader: 12 } })],
      ['wrong number of spies', JSON.stringify({ ...good, setup: { ...good.setup, spies: [1] } })],
      ['unknown variant', JSON.stringify({ ...good, setup: { ...good.setup, variants: ['chaos'] } })],
      ['events not a list', JSON.stringify({ ...good, events: {} })],
      ['unknown event', JSON.stringify({ ...good, events: [{ type: 'dance' }] })],
      ['wrong team size', JSON.stringify({ ...good, events: [{ type: 'proposal', team: [0, 1, 2] }] })],
      ['wrong leader', JSON.stringify({ ...good, events: [{ type: 'proposal', team: [0, 1], leader: 4 }] })],
      ['vote before a proposal', JSON.stringify({ ...good, events: [{ type: 'vote', approve: [] }] })],
      ['too many Fail cards', JSON.stringify({ ...good, events: [...good.events.slice(0, 2), { type: 'mission', fails: 3 }] })],
      ['too large', ' '.repeat(1_000_001)],
    ];
    const messages = new Set<string>();
    for (const [what, text] of bad) {
      await importText(app, `${what}.json`, text);
      const shown = app.querySelector('#import-error')!.textContent!.trim();
      expect(shown, what).to.match(new RegExp(`^${what}\\.json was not imported: `));
      expect(liveText('assertive'), what).to.equal(shown);
      messages.add(shown.replace(/^.*? was not imported: /, ''));
      expect(listed(), `${what}: saved games untouched`).to.equal(1);
    }
    expect(messages.size, [...messages].join('\n')).to.equal(bad.length);
    await expectNoAxeViolations(app);
  });

  describe('an Avalon table\'s record refused under its own names (docs/avalon.md)', () => {
    afterEach(() => useLanguage('en'));

    /** The refusals of an Avalon record (names "avalon") that name the spies' side, as shown on the home page. */
    async function avalonRefusals(app: RsApp): Promise<string[]> {
      const good = validRecord();
      const setup = { ...good.setup, names: 'avalon' };
      const dealt = { roles: { assassin: true }, characters: ['commander', 'assassin', 'spy', 'spy', 'resistance', 'resistance', 'resistance'] };
      const bad: [string, unknown][] = [
        ['spy-seat', { ...good, setup: { ...setup, spies: [0, 1, 12] } }],
        ['spy-duplicate', { ...good, setup: { ...setup, spies: [1, 1, 2] } }],
        ['spy-count', { ...good, setup: { ...setup, spies: [1] } }],
        ['characters-spies', { ...good, setup: { ...setup, ...dealt, spies: [1, 2, 4] } }],
        ['cards-need-spies', { ...good, setup, events: [...good.events.slice(0, 2), { type: 'mission', cards: { 2: 'success', 3: 'success' } }] }],
      ];
      const shown: string[] = [];
      for (const [what, record] of bad) {
        // The file's name says nothing of a side: only the refusal is checked.
        await importText(app, `avalon-${shown.length + 1}.json`, JSON.stringify(record));
        const said = app.querySelector('#import-error')!.textContent!.trim();
        expect(liveText('assertive'), what).to.equal(said);
        shown.push(said);
      }
      return shown;
    }

    /**
     * An Avalon record with the Hunter module, which Avalon has no cards for (as builds of
     * 2026-12-02 wrote them): imported, to be opened under The Resistance's names with a note.
     * @returns what the page said of it
     */
    async function hunterImport(app: RsApp): Promise<string> {
      const listed = () => app.querySelectorAll('rs-saved-games li').length;
      const before = listed();
      await importText(app, 'avalon-hunter.json', await (await fetch(new URL('../storage/fixtures/hunter-avalon-2026-12-02.json', import.meta.url))).text());
      expect(app.querySelector('#import-error')!.textContent!.trim(), 'not refused').to.equal('');
      expect(listed(), 'listed with the saved games').to.equal(before + 1);
      return liveText('polite');
    }

    it('in English: the refusals say the minions of Mordred, the Hunter module\'s record is imported, and a Resistance record\'s still say the spies', async () => {
      const app = await appFixture();
      const shown = await avalonRefusals(app);
      for (const said of shown) {
        expect(said, said).to.match(/minions of Mordred/);
        expect(said, said).not.to.match(/\bsp(y|ies)\b/i);
      }
      expect(shown[0]).to.equal('avalon-1.json was not imported: its setup: The minions of Mordred must be a list of seats 0 to 6.');
      expect(shown[2]).to.equal('avalon-3.json was not imported: its setup: A game of 7 players has 3 minions of Mordred, not 1.');
      expect(shown[4]).to.equal('avalon-5.json was not imported: event 3 of the record: Mission cards by player can be recorded only when the minions of Mordred are known.');
      expect(await hunterImport(app)).to.equal('Imported the game of Ann, Bob, Cid, Dee, and Eve. It is now in the saved games.');
      // The page's own names are untouched: a record of The Resistance is refused under its names.
      await importText(app, 'resistance.json', JSON.stringify({ ...validRecord(), setup: { ...validRecord().setup, spies: [1] } }));
      expect(app.querySelector('#import-error')!.textContent!.trim()).to.equal('resistance.json was not imported: its setup: A game of 7 players has 3 spies, not 1.');
      await expectNoAxeViolations(app);
    });

    it('in German: the refusals say die Schergen Mordreds, and the Hunter module\'s record is imported', async () => {
      const app = await appFixture();
      await useLanguage('de');
      await app.updateComplete;
      const shown = await avalonRefusals(app);
      for (const said of shown) {
        expect(said, said).to.match(/Schergen Mordreds/);
        expect(said, said).not.to.match(/Spion/);
      }
      expect(await hunterImport(app)).to.match(/importiert/);
      await expectNoAxeViolations(app);
    });
  });

  it('exports a record file that imports back to the same game', async () => {
    const record = validRecord();
    const file = recordFile(record, 'resistance', record.setup.players);
    expect(file.name).to.equal('resistance-ann-bob-cid-dee-eve-fay-gus.json');
    expect(file.type).to.equal('application/json');
    expect(await parseImportedRecord(await file.text())).to.deep.equal(record);
  });

  it('runs in memory and says so when IndexedDB cannot be opened', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'indexedDB')!;
    Object.defineProperty(window, 'indexedDB', {
      configurable: true,
      get: () => ({ open: () => { throw new DOMException('private browsing', 'SecurityError'); } }),
    });
    try {
      const app = await gameFixture({ players: 5 });
      await propose(app);
      await vote(app, 'approve');
      await mission(app, 0);
      expect(app.view!.missions[0]!.result).to.equal('success');
      await click(app, app.querySelector<HTMLButtonElement>('#home-button')!);
      expect(app.querySelector('#storage-status')!.textContent).to.contain('games last only until this page closes');
      await expectNoAxeViolations(app);
    } finally {
      Object.defineProperty(window, 'indexedDB', original);
    }
  });

  it('a full disk mid-game: says so plainly and the game goes on in memory', async () => {
    const app = await gameFixture({ players: 5 });
    await propose(app);
    const add = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.add = function () {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      await vote(app, 'approve');
    } finally {
      IDBObjectStore.prototype.add = add;
    }
    expect(app.view!.phase).to.equal('mission');
    expect(app.querySelector('#storage-warning')!.textContent).to.contain('no room left to save the game');
    expect(announcer.log.join(' ')).to.contain('no room left to save the game');
    await mission(app, 0);
    expect(app.view!.missions[0]!.result).to.equal('success');
  });

  it('two tabs on one game: a change in one shows in the other, and a stale action is refused, never half-written', async () => {
    const dbName = uniqueDbName();
    const tabA = await gameFixture({ players: 5 }, dbName);
    const tabB = await appFixture(dbName); // reopens the same game
    expect(tabB.view!.phase).to.equal('proposal');

    await propose(tabA); // tab A moves on; tab B hears of it
    await waitUntil(() => tabB.view?.phase === 'vote', 'tab B never saw the proposal');
    await tabB.whenIdle();

    // Tab B misses the next change (its channel is shut) and then acts on a stale board.
    (tabB as unknown as { channel: BroadcastChannel | null }).channel?.close();
    await vote(tabA, 'approve');
    expect(tabA.view!.phase).to.equal('mission');
    buttonIn(stepOf(tabB), 'All reject').click();
    buttonIn(stepOf(tabB), 'Record vote').click();
    await tabB.whenIdle();
    await announcer.whenIdle();
    expect(tabB.view!.phase, 'tab B reloaded the game').to.equal('mission');
    expect(liveText('assertive')).to.contain('changed in another tab');

    const store = await openGameStore({ name: dbName });
    const { games } = await store.list();
    const saved = await store.load(games[0]!.id);
    store.close();
    expect((saved.record.events as GameEvent[]).map((e) => e.type)).to.deep.equal(['proposal', 'vote']);
    expect((saved.record.events[1] as { approve: number[] }).approve).to.have.length(5);
  });
});

describe('a new version of the app', () => {
  useAppTestPage();

  it('is announced politely and installed only when the user chooses', async () => {
    const app = await gameFixture({ players: 5 });
    let updates = 0;
    window.dispatchEvent(new CustomEvent('rs-update-waiting', { detail: { update: async () => void updates++ } }));
    await app.updateComplete;
    await announcer.whenIdle();
    expect(liveText('polite')).to.contain('A new version of the app is ready.');
    const button = buttonIn(app, 'Update the app');
    expect(updates, 'nothing happens by itself').to.equal(0);
    await expectNoAxeViolations(app);
    button.click();
    expect(updates).to.equal(1);
  });
});

describe('a game an earlier build saved', () => {
  useAppTestPage();
  afterEach(async () => {
    await useLanguage('en');
  });

  /**
   * A database holding the game of hunter-avalon-2026-12-02.json as the builds of 2026-12-02
   * stored it (the record as written, its list entry with Avalon's names), before any later build
   * opened it; with `more`, the record's events go on with those.
   */
  async function savedByThoseBuilds(more: GameEvent[] = []): Promise<string> {
    const name = uniqueDbName();
    (await IdbGameStore.open({ name })).close();
    const written = (await (await fetch(new URL('../storage/fixtures/hunter-avalon-2026-12-02.json', import.meta.url))).json()) as GameRecord;
    const record = { ...written, events: [...written.events, ...more] };
    await loadEngineFor(record.setup);
    const state = replayRecord(HUNTER_AVALON_NAMES.migrate(record)!);
    const id = 'saved-2026-12-02';
    const meta = { ...metaFromState(state), names: 'avalon', id, createdAt: Date.UTC(2026, 11, 2, 20), updatedAt: Date.UTC(2026, 11, 2, 21) };
    const db = await openDB(name);
    try {
      const tx = db.transaction(['games', 'events'], 'readwrite');
      await tx.objectStore('games').put({ id, meta, setup: record.setup, format: record.format, redo: [] });
      for (const [index, event] of record.events.entries()) await tx.objectStore('events').put({ gameId: id, index, event });
      await tx.done;
    } finally {
      db.close();
    }
    return name;
  }

  it("Avalon names with the Hunter module: the saved-games list says the game under The Resistance's names at once, as it opens, before any change", async () => {
    // The game played on to the spies' win: a third fail, the Spy Hunter's accusation that misses,
    // a fourth fail, and the one that finds the Resistance Chief.
    const dbName = await savedByThoseBuilds([
      { type: 'proposal', team: [2, 3], leader: 2, investigator: 4 },
      { type: 'vote', approve: [0, 1, 2, 3, 4] },
      { type: 'mission', fails: 1 },
      { type: 'investigation', by: 4, target: 0 },
      { type: 'proposal', team: [3, 4, 0], leader: 3, investigator: 1 },
      { type: 'vote', approve: [0, 1, 2, 3, 4] },
      { type: 'mission', fails: 1 },
      { type: 'accusation', by: 1, target: 0, chief: false },
      { type: 'investigation', by: 1, target: 2 },
      { type: 'proposal', team: [4, 0, 1], leader: 4 },
      { type: 'vote', approve: [0, 1, 2, 3, 4] },
      { type: 'mission', fails: 1 },
      { type: 'accusation', by: 1, target: 2, chief: true },
    ]);
    const store = await IdbGameStore.open({ name: dbName });
    try {
      const [entry] = (await store.list()).games;
      expect(entry!.winner).to.equal('spies');
      expect(entry!.names ?? null, "listed under The Resistance's names").to.equal(null);
    } finally {
      store.close();
    }
    const app = await appFixture(dbName);
    const line = app.querySelector('#saved-0')!.textContent!;
    expect(line).to.include('Over: the spies won.');
    expect(line).to.not.include('Mordred');
    await expectNoAxeViolations(app);
  });

  it("Avalon names with the Hunter module: the game opens under The Resistance's names with a note saying why, in English and German, and plays on", async () => {
    const dbName = await savedByThoseBuilds();
    const app = await appFixture(dbName);
    await click(app, app.querySelector<HTMLButtonElement>('button[id^="resume-"]')!);
    expect(app.view, 'the game opens').to.not.equal(null);
    expect(app.view!.phase).to.equal('proposal');
    expect(app.view!.names ?? null, "under The Resistance's names").to.equal(null);
    const note = () => app.querySelector('#record-note')?.textContent?.trim();
    expect(note()).to.equal(
      "This game was saved with Avalon names and the Hunter module. Avalon has no Chiefs or Hunters, so it opens under The Resistance's names; the cards, the deal and every step stay as they were.",
    );
    expect(liveText('polite')).to.include(`Game opened. ${note()}`);
    await expectNoAxeViolations(app);
    expectTargets(app);

    // It plays on: a proposal is recorded and saved.
    await propose(app);
    expect(app.view!.phase).to.equal('vote');
    app.remove();

    // Reopened after a reload: the note again, said with the reopening; in German once the page is.
    const again = await appFixture(dbName);
    expect(again.view!.phase).to.equal('vote');
    await waitUntil(
      () => announcer.log.some((said) => /^Game reopened where you left it\. This game was saved with Avalon names/.test(said)),
      'the reopening says the note',
    );
    await useLanguage('de');
    await again.updateComplete;
    expect(again.querySelector('#record-note')!.textContent!.trim()).to.equal(
      'Dieses Spiel wurde mit Avalon-Namen und dem Jäger-Modul gespeichert. Avalon hat keine Chefs und keine Jäger, daher öffnet es sich unter den Namen von The Resistance; die Karten, das Austeilen und jeder Schritt bleiben, wie sie waren.',
    );
    await expectNoAxeViolations(again.querySelector('#record-note')!);
  });

  it('its vote step in English, Polish and German: every target of the screen 44 px and uncovered, where the screen opens (axe)', async () => {
    const dbName = await savedByThoseBuilds();
    const app = await appFixture(dbName);
    await click(app, app.querySelector<HTMLButtonElement>('button[id^="resume-"]')!);
    await propose(app);
    expect(app.view!.phase).to.equal('vote');
    app.remove();
    // Reopened at the vote, the page at its top: the history and what follows it are below the fold.
    const again = await appFixture(dbName);
    expect(again.view!.phase).to.equal('vote');
    for (const language of ['en', 'pl', 'de'] as const) {
      await useLanguage(language);
      await again.updateComplete;
      await again.querySelector<HTMLElement & { whenCurrent(): Promise<void> }>('rs-vote-history')!.whenCurrent();
      expect(document.documentElement.lang, language).to.equal(language);
      expect(again.querySelector('#history-show-votes'), `${language}: the history's "Show who voted how"`).to.not.equal(null);
      await expectNoAxeViolations(again).catch((error: Error) => {
        throw new Error(`${language}: ${error.message}`);
      });
      expectTargets(again);
    }
  });

  it('a game no migration concerns shows no note', async () => {
    const app = await gameFixture({ players: 5 });
    expect(app.querySelector('#record-note')).to.equal(null);
  });
});
