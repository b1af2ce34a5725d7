/**
 * Whole games in rooms, in real Chromium, with each module: the production
 * build and the room server from one process (as `npm start` runs them), a table page and one
 * page per seat, each in its own browser context; the table page starts the game once every seat
 * is claimed (the deal, R-SET-3). The players' choices are random among what the
 * engine asks (seeded; the deal too), and each is made through the page of whoever takes it, by
 * the controls a player uses: the leader's team on the table or the leader's phone, sealed votes
 * and mission cards on the phones (the Spy Chief's Chief Fail and the Reverse card among them),
 * the Trapper's card set aside, the Inquisitor's check, plot cards drawn and handed over on the
 * table and used or passed on the holder's phone, the Defector's loyalty cards, the Assassin's
 * choice, the Hunter's investigations, accusations, early accusations and the Deep Agent's
 * Branding.
 *
 * After every step: every page says what is now with the same sentence (roomNowText); every public
 * consequence of the change is heard on the table and on every phone, each sentence as
 * roomConsequenceAnnouncements says it: announced, or read where focus lands; the page that acted keeps focus on an element of the page, and
 * no page has lost its focus to the body (a sealed vote's confirmation that went away hands focus
 * to "Now"). The first time a step kind shows on the table or a phone, axe (WCAG 2.2 AA) and 44 px
 * targets. Now and then and at the end: no page holds another seat's card sentence unless its own
 * card says the same, the table holds no private sentence. Nothing waits for a time: every wait
 * is for a state of a page or of the observer's socket.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Browser, type Page } from 'playwright';
import type { RoomSetupInput, TableSnapshot } from '../../src/games/resistance/room/protocol.ts';
import { loadRoom, roomPlay } from './resistance-room.ts';
import type { RoomStore } from '../../server/store.ts';
import { asked, type Action, type Actor, type Ask, type GameEvent, type Play, type Seat } from '../../src/games/resistance/engine.ts';
import { roomConsequenceAnnouncements, roomNowText } from '../../src/games/resistance/text/room-text.ts';
import { names } from '../games/resistance/helpers.ts';
import { actorFor, choose, rng, takeable } from '../games/resistance/steps-driver.ts';
import { createTable, type TestClient } from './harness.ts';
import { setTeam } from '../helpers/team-boxes.ts';
import { axe, everything, focusedTexts, openDevice, said, type Device, startRoomApp, type RoomApp } from './pages.ts';

/** Sentences only a private screen may hold. */
const PRIVATE =
  /You are a spy|You are resistance|is a spy too|is not a spy|role hidden|Your vote is sealed|Your card is sealed|Your card is played|You are a Reverser|no Reverser|Loyalty card of|The card you set aside|Mission card of|The card shown to you/;

interface RoomGame {
  label: string;
  setup: RoomSetupInput;
  seed: number;
  /** The module's steps the game must have asked (the seed is chosen so that it does). */
  kinds: string[];
}

const GAMES: RoomGame[] = [
  {
    label: 'plot cards, the Trapper, the Inquisitor and both Reversers, 7 players',
    setup: { players: names(7), firstLeader: 0, modules: { plot: true, trapper: true, inquisitor: true, reverser: { resistance: true, spy: true } } },
    seed: 4,
    kinds: ['plot-draw', 'plot-give', 'plot-chance', 'plot-resolve', 'set-aside', 'inquire'],
  },
  {
    label: 'the Assassin with its optional roles, 7 players',
    setup: { players: names(7), firstLeader: 2, roles: { assassin: { bodyGuard: true, deepCover: true, falseCommander: true } } },
    seed: 1,
    kinds: ['assassinate'],
  },
  { label: 'Defector I, 5 players', setup: { players: names(5), firstLeader: 0, roles: { defector: 'I' } }, seed: 3, kinds: ['loyalty-draw'] },
  { label: 'Defector II, 6 players', setup: { players: names(6), firstLeader: 1, roles: { defector: 'II' } }, seed: 6, kinds: [] },
  {
    label: 'the Hunter with every optional role and Branding, 10 players',
    setup: {
      players: names(10),
      firstLeader: 0,
      roles: { hunter: { dummyAgent: true, coordinator: true, deepAgent: true, pretender: true, branding: true } },
    },
    seed: 4,
    kinds: ['brand', 'investigate', 'show-card', 'accuse', 'card: chief-fail'],
  },
];

let app: RoomApp;
let store: RoomStore;
let origin: string;
let browser: Browser;
/** The server's random source (the deal, the first leader, plot-card draws): the game's seeded one. */
let serverRandom = rng(1);

const pick = <T>(r: (n: number) => number, list: readonly T[]): T => list[r(list.length)]!;

/** The text of the page's first element matching `selector`, spaces collapsed. */
function squeeze(s: string): string {
  return s.replace(/[\s\u00a0]+/g, ' ').trim();
}

/** Every announcement expected so far, by the room version that made it. */
type Expected = Map<number, string[]>;

/** The announcements of every snapshot the observer received that it had not counted yet. */
function collect(observer: TestClient<TableSnapshot>, expected: Expected): void {
  for (const s of observer.snapshots) {
    if (expected.has(s.version)) continue;
    expected.set(
      s.version,
      roomConsequenceAnnouncements(s.consequences, s.view).map((a) => squeeze(a.text)),
    );
  }
}

/** The sentences of an announcement, each with its full stop (split after ".", "!" and "?"). */
function sentencesOf(text: string): string[] {
  return squeeze(text)
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s !== '');
}

/**
 * How many times each sentence of the announcements is expected, over every version so far (the
 * first snapshot is the page's start, not said).
 */
function counts(expected: Expected, from: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const [version, texts] of expected) {
    if (version <= from) continue;
    for (const t of texts) for (const sentence of sentencesOf(t)) out.set(sentence, (out.get(sentence) ?? 0) + 1);
  }
  return out;
}

/**
 * Waits until the page made each sentence heard at least as often as expected: announced, or
 * read where focus landed (a sentence shown and focused, such as the proposal on a phone asked
 * its vote, is not announced as well); fails naming one that is missing.
 */
async function heardAll(device: Device, want: Map<string, number>): Promise<void> {
  const entries = [...want.entries()];
  try {
    await device.page.waitForFunction(
      (list) => {
        const w = window as unknown as { __said?: string[]; __focused?: string[] };
        const log = [...(w.__said ?? []), ...(w.__focused ?? [])].map((s) => s.replace(/[\s\u00a0]+/g, ' ').trim());
        return list.every(([text, n]) => log.filter((s) => s.includes(text)).length >= n);
      },
      entries,
      { timeout: 20_000 },
    );
  } catch {
    const log = [...(await said(device.page)), ...(await focusedTexts(device.page)).map((f) => `focus: ${f}`)].map(squeeze);
    const missing = entries.filter(([text, n]) => log.filter((s) => s.includes(text)).length < n);
    assert.fail(`${device.label} made heard neither by announcement nor by focus: ${JSON.stringify(missing.slice(0, 3))}; it said: ${JSON.stringify(log.slice(-8))}`);
  }
}

/** The first line of each phone's card (the reveal), for the leak check. */
async function cardLines(page: Page): Promise<string[]> {
  return (await page.locator('#phone-reveal li').allTextContents()).map(squeeze);
}

describe('whole games in rooms with each module, in real Chromium', () => {
  before(async () => {
    app = await startRoomApp('rs-room-modules', (n: number) => serverRandom(n));
    ({ store, origin, browser } = app);
  });

  after(async () => {
    await app?.close();
  });

  for (const game of GAMES) {
    test(`a whole game: ${game.label}`, { timeout: 600_000 }, async () => {
      serverRandom = rng(game.seed * 1000 + 1);
      const r = rng(game.seed);
      const players = game.setup.players;
      const { table: observer, room } = await createTable(origin, game.setup);
      const code = room.code;
      const devices: Device[] = [];
      try {
        // The table page holds the table's credential (as the device that created the room would).
        const table = await openDevice(browser, 'table');
        devices.push(table);
        await table.page.goto(`${origin}/?table`);
        await table.page.evaluate(
          ([c, token]) => localStorage.setItem(`rs-room-table:${c}`, JSON.stringify({ role: 'table', code: c, token })),
          [code, room.tableToken] as const,
        );
        await table.page.goto(`${origin}/?table=${code}`);
        await table.page.locator('#seat-list').waitFor();
        // One page per seat: each opens the join address and claims its seat.
        const phones: Device[] = [];
        for (const [seat, name] of players.entries()) {
          const phone = await openDevice(browser, `${name}'s phone`, seat === 0 ? { width: 320, height: 700 } : undefined);
          devices.push(phone);
          phones.push(phone);
          await phone.page.goto(`${origin}/?room=${code}`);
          await phone.page.click(`#seat-claim-${seat}`);
          // No card before the table starts the game (R-SET-3).
          await phone.page.locator('#phone-no-card').waitFor();
        }
        // Every seat claimed: the table page starts the game, and the server deals (R-SET-3).
        await table.page.locator('#room-start').waitFor();
        await table.page.click('#room-start');
        for (const phone of phones) await phone.page.locator('#phone-reveal').waitFor();
        const first = (await observer.view((s) => s.dealt && s.seats.every((seat) => seat.connected))).version;
        const expected: Expected = new Map();
        const checked = new Set<string>();
        let steps = 0;
        const kinds = new Set<string>();

        /** No page holds a private sentence it may not know (each card read now: a Branding swaps two, R-HUN-BRAND). */
        const checkPrivacy = async (where: string) => {
          const cards = await Promise.all(phones.map((p) => cardLines(p.page)));
          const tableAll = await everything(table.page);
          assert.ok(!PRIVATE.test(tableAll), `${where}: the table page holds a private sentence: ${tableAll.match(PRIVATE)?.[0]}`);
          for (const [seat, p] of phones.entries()) {
            const all = await everything(p.page);
            const own = new Set(cards[seat]!.map((line) => line.replace(/^Card \d+ of \d+: /, '')));
            for (const [other, lines] of cards.entries()) {
              if (other === seat) continue;
              const theirs = lines[0]!.replace(/^Card \d+ of \d+: /, '');
              if (!own.has(theirs)) assert.ok(!all.includes(theirs), `${where}: ${players[seat]}'s phone holds ${players[other]}'s card: ${theirs}`);
            }
          }
        };

        for (;;) {
          const stored = (await loadRoom(store, code));
          const play: Play = roomPlay(stored);
          if (play.state.phase === 'over') break;
          const asks = asked(play);
          assert.ok(asks.length > 0, `the room waits in ${play.state.phase} with nothing asked`);
          const ask = pick(r, takeable(asks, r));
          const actor = actorFor(ask, r);
          const action = choose(play, ask, r);
          const device = actor.kind === 'table' ? table : phones[actor.seat]!;
          kinds.add(ask.kind);
          const where = `${actor.kind === 'table' ? 'table' : 'phone'}: ${ask.kind}`;
          await ready(device.page, ask, action).catch(async (error: Error) => {
            const now = squeeze(((await device.page.locator('main').textContent()) ?? '').slice(0, 600)) + ` errors: ${device.errors.join(' | ')}`;
            assert.fail(`${device.label} offers no ${ask.kind} (${error.message.split('\n')[0]}); asked: ${JSON.stringify(asks)}; the page says: ${now}`);
          });
          if (!checked.has(where)) {
            checked.add(where);
            await axe(device.page, where);
          }
          // The phone offers exactly the cards the engine asks with (R-MIS-1, R-REVS-2; the Spy Chief's Chief Fail, R-HUN-MIS).
          if (ask.kind === 'card') {
            const offered = await device.page.locator('button[name="phone-choice"]').evaluateAll((els) => els.map((e) => (e as HTMLButtonElement).value));
            assert.deepEqual(offered, ask.options!.missionCards, `${device.label} offers the engine's cards`);
            if (offered.includes('chief-fail')) kinds.add('card: chief-fail');
          }
          const before = stored.version;
          await perform(device.page, play, ask, actor, action);
          await progressed(observer, device, before, `${ask.kind} by ${JSON.stringify(actor)}: ${JSON.stringify(action)}`);
          steps++;

          // Every page says the same "Now" and has announced every public consequence so far.
          const latest = observer.latest!;
          const now = squeeze(roomNowText(latest.view, latest.progress));
          for (const d of devices) {
            await d.page.waitForFunction(
              (text) => (document.querySelector('#now-text')?.textContent ?? '').replace(/[\s\u00a0]+/g, ' ').trim() === text,
              now,
              { timeout: 20_000 },
            ).catch(async () => {
              assert.fail(`${d.label} says "${squeeze((await d.page.locator('#now-text').textContent()) ?? '')}", the table's observer "${now}"`);
            });
          }
          collect(observer, expected);
          const want = counts(expected, first);
          for (const d of devices) await heardAll(d, want);
          // Focus: on an element of the page that acted, and no page lost it to the body.
          for (const d of devices) {
            const focus = await d.page.evaluate(() => {
              const el = document.activeElement;
              return !el || el === document.body ? 'body' : `${el.tagName}#${el.id}`;
            });
            assert.notEqual(focus, 'body', `${d.label}: focus lost after ${where}${d === device ? '' : ' elsewhere'}`);
          }
          // No phone keeps a sealed vote's or card's confirmation once its step is over: the
          // phone whose own vote or card ended it says it once, until the next change.
          if (latest.view.phase === 'proposal' || latest.view.phase === 'over') {
            for (const p of phones) {
              if (p === device && latest.view.phase !== 'over') continue;
              assert.equal(await p.page.locator('#phone-sealed').count(), 0, `${p.label}: a stale sealed confirmation in ${latest.view.phase}`);
            }
          }
          if (steps % 15 === 0) await checkPrivacy(`after ${steps} steps`);
          assert.ok(steps < 400, 'the game ends');
        }

        // The end: every page says the winner; the table and phones name the spies; nothing leaked.
        const over = await observer.view((s) => s.view.phase === 'over');
        const end = squeeze(roomNowText(over.view, over.progress));
        for (const d of devices) {
          await d.page.waitForFunction(
            (text) => (document.querySelector('#now-text')?.textContent ?? '').replace(/[\s\u00a0]+/g, ' ').trim() === text,
            end,
          );
        }
        assert.ok((await said(table.page)).some((s) => s.startsWith('assertive: ')), 'the end is announced assertively on the table');
        await axe(table.page, 'table: game over');
        await axe(phones[0]!.page, 'phone at 320 px: game over');
        assert.ok(await phones[0]!.page.evaluate(() => document.documentElement.scrollWidth <= 321), 'no sideways scrolling at 320 px');
        await checkPrivacy('game over');
        for (const d of devices) assert.deepEqual(d.errors, [], `${d.label}: errors in the page`);
        for (const kind of game.kinds) assert.ok(kinds.has(kind), `the game asked ${kind}: it asked only ${[...kinds].join(', ')}`);
        console.log(`# ${game.label}: ${steps} steps, ${[...kinds].join(', ')}`);
      } finally {
        observer.close();
        for (const d of devices) await d.context.close();
      }
    });
  }
});

/** Waits until the page offers the control of the step (its form rendered from the newest snapshot). */
async function ready(page: Page, ask: Ask, action: Action): Promise<void> {
  const selector = controlOf(ask, action);
  await page.locator(selector).first().waitFor({ timeout: 20_000 });
}

/** The control a player uses first for the step. */
function controlOf(ask: Ask, action: Action): string {
  switch (ask.kind) {
    case 'propose':
      return 'input[name="room-team"]';
    case 'vote':
    case 'card':
    case 'set-aside':
    case 'show-card':
      return 'button[name="phone-choice"]';
    case 'inquire':
      return 'input[name="inquisition-target"]';
    case 'assassinate':
      return 'input[name="assassination-target"]';
    case 'loyalty-draw':
      return '#room-loyalty-draw';
    case 'accuse':
      return 'input[name="accusation-target"]';
    case 'early-accuse':
      return '#phone-optional-early-accuse';
    case 'brand':
      return '#phone-optional-brand';
    case 'investigate':
      return 'input[name="investigation-target"]';
    case 'plot-draw':
      return '#room-plot-draw, #phone-plot-draw';
    case 'plot-give':
      return '#room-plot-hand form, #phone-plot-hand form';
    case 'plot-chance':
    case 'plot-resolve':
      return action.type === 'pass' ? '#room-plot-pass, #phone-plot-pass' : '#room-plot-use, #phone-plot-use';
    default:
      throw new Error(`the test does not know the ask "${ask.kind}"`);
  }
}

/** Takes the step on the page, with the controls a player uses. */
async function perform(page: Page, play: Play, ask: Ask, actor: Actor, action: Action): Promise<void> {
  const event = action.type === 'record' ? (action as { event: GameEvent }).event : null;
  const target = (event as { target?: Seat } | null)?.target ?? (action as { target?: Seat }).target;
  const prefix = actor.kind === 'table' ? 'room' : 'phone';
  const radio = async (name: string, value: string | number) => page.locator(`input[name="${name}"][value="${value}"]`).check();
  const choice = async (value: string | number) => page.click(`button[name="phone-choice"][value="${value}"]`);
  switch (ask.kind) {
    case 'propose': {
      const proposal = event as Extract<GameEvent, { type: 'proposal' }>;
      await setTeam(page, proposal.team, 'room-team');
      if (proposal.investigator !== undefined) await page.selectOption('#room-investigator', String(proposal.investigator));
      await page.click('#room-propose');
      return;
    }
    // A secret choice is one tap on its button (secret-choice.ts `secretChoiceButtons`).
    case 'vote':
      await choice((action as { approve: boolean }).approve ? 'approve' : 'reject');
      return;
    case 'card':
      await choice((action as { card: string }).card);
      return;
    case 'set-aside':
      await choice(Number((action as { index?: unknown }).index));
      return;
    case 'show-card': {
      const loyalty = ask.options!['loyalty'] as string[];
      await choice(loyalty.indexOf((action as { card: string }).card));
      return;
    }
    case 'inquire':
      await radio('inquisition-target', target!);
      await page.click('rs-inquisition button[type="submit"]');
      return;
    case 'assassinate':
      await radio('assassination-target', target!);
      await page.click('#assassination-record');
      return;
    case 'loyalty-draw':
      await page.click('#room-loyalty-draw');
      return;
    case 'early-accuse':
    case 'brand':
    case 'accuse':
      // An optional step opens its form first.
      if (ask.kind !== 'accuse') await page.click(`#phone-optional-${ask.kind}`);
      await radio('accusation-target', target!);
      await page.click('#accusation-record');
      return;
    case 'investigate':
      await radio('investigation-target', target!);
      await page.click('#investigation-record');
      return;
    case 'plot-draw':
      await page.click(`#${prefix}-plot-draw`);
      return;
    case 'plot-give': {
      const give = event as unknown as { card: string; to: Seat };
      const index = play.state.plot!.drawn.indexOf(give.card as never);
      assert.ok(index >= 0, `${give.card} is among the cards drawn`);
      if (give.card !== 'establish-confidence') await page.selectOption(`#${prefix}-plot-give-${index}-to`, String(give.to));
      await page.click(`#${prefix}-plot-give-${index}-submit`);
      return;
    }
    case 'plot-chance':
    case 'plot-resolve': {
      if (action.type === 'pass') {
        await page.click(`#${prefix}-plot-pass`);
        return;
      }
      const use = event as unknown as { target?: Seat; take?: string };
      if (use.target !== undefined) await radio(`${prefix}-plot-target`, use.take ? `${use.target}:${use.take}` : String(use.target));
      await page.click(`#${prefix}-plot-use`);
      return;
    }
    default:
      throw new Error(`the test does not know the ask "${ask.kind}" (${JSON.stringify(actor)})`);
  }
}

/** Waits for the room's next version; when none comes within 30 s, fails with the error the page shows. */
async function progressed(observer: TestClient<TableSnapshot>, device: Device, before: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 30_000)));
  const result = await Promise.race([observer.view((s) => s.version > before).then(() => 'done' as const), late]);
  clearTimeout(timer);
  if (result === 'late') {
    const errors = await device.page.evaluate(() =>
      [...document.querySelectorAll('.error')].map((e) => (e.textContent ?? '').trim()).filter((t) => t.length > 0),
    );
    assert.fail(`${device.label}: ${what} changed nothing; the page says: ${JSON.stringify(errors)}`);
  }
}
