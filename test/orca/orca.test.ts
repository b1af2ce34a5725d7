/**
 * The app heard through a real screen reader: Orca 43 on Chromium over AT-SPI, its speech played
 * in real time (scripts/orca/stack.ts), keys pressed on the X display as a person presses them,
 * each after everything before it was heard (scripts/orca/listener.ts).
 *
 * Three scenarios, each in a Chromium of its own: one round of the base game (mission 1 at 5
 * players with the physical cards, one team rejected and one approved, recorded through the
 * ordinary controls); one private turn on one device with the app dealing and secret votes (the
 * hand-over screen, "I am Player 1: open my turn", the role card, then the one-tap vote); and
 * one room phone's vote (a table page in a tab behind the heard phone page, the phone claiming
 * its seat and voting by keyboard; the other seats are sockets). What is not heard (the other
 * players' turns, the table's steps) is done without a key through the DevTools protocol or a
 * socket, and Orca hears its effect on the page as a person hears another player's move. Each
 * scenario fails on a key followed by silence, a sentence said twice after one key, a
 * live-region text written but never spoken to the end, and Orca's focus on another control than
 * the browser's; and it prints the keys, the utterances, the words and the seconds of speech.
 *
 * Needs the Debian packages of scripts/orca/stack.ts (PACKAGES): installed with apt-get when this
 * runs as root on Debian or Ubuntu, else the test is skipped with one line saying why.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright';
import { buildApp } from '../../scripts/dist.ts';
import { faults, figures, Listener, transcript, type Heard } from '../../scripts/orca/listener.ts';
import { installStack, orcaSkipReason, startDesktop, type OrcaDesktop } from '../../scripts/orca/stack.ts';
import { startAppServer, type AppServer } from '../../server/app-server.ts';
import { openRoomStore, type RoomStore } from '../../server/store.ts';
import { ROOM_GAMES } from '../../src/games/room-games.ts';
import { claimSeat, type Phone } from '../server/harness.ts';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const skip = orcaSkipReason();
if (skip) console.log(`Orca test skipped: ${skip}`);

/** Prints what a part of the test heard, and its figures. */
function report(title: string, heard: readonly Heard[]): void {
  const f = figures(heard);
  console.log(`\n== ${title}\n${transcript(heard)}`);
  console.log(
    `${title}: ${f.keys} keys, ${f.utterances} utterances (${f.liveUtterances} from live regions), ${f.words} words, ` +
      `${f.seconds.toFixed(1)} s of speech (${f.keyEchoSeconds.toFixed(1)} s of it key echo)`,
  );
}

/**
 * Clicks the element of `page` that `selector` finds (and, with `text`, whose text starts with it)
 * once it is there, through the page's DOM: the click of a pointer, with no key Orca would hear.
 * Polled every 100 ms rather than on animation frames, which a tab behind another never draws.
 */
async function click(page: Page, selector: string, text = ''): Promise<void> {
  const find = ([sel, txt]: [string, string]) =>
    [...document.querySelectorAll<HTMLElement>(sel)].find((el) => (el.textContent ?? '').trim().startsWith(txt) && !el.closest('[hidden]')) ?? null;
  const found = await page.waitForFunction(find, [selector, text] as [string, string], { polling: 100, timeout: 120_000 });
  await found.evaluate((el) => (el as HTMLElement).click());
  await found.dispose();
}

/**
 * A private screen's idle time set to its longest (the device setting "Hide a private screen
 * after this long without input", 300 s) on every page of `context`: the test waits for every word to be said, slower than
 * a person plays, and a screen hidden by the idle time is not what it listens to.
 */
async function longestIdle(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('rs-settings', JSON.stringify({ privateIdleSeconds: 300 })));
}

describe('Orca, a real screen reader', { skip: skip ?? false }, () => {
  let out = '';
  let store: RoomStore;
  let server: AppServer;
  let desktop: OrcaDesktop;
  let origin = '';

  before(async () => {
    installStack();
    out = mkdtempSync(join(tmpdir(), 'orca-dist-'));
    buildApp(out, 'orca-test');
    store = await openRoomStore();
    // A phone is let in as it claims its seat: the table's admission (typing back its digits) is
    // not what is heard here.
    server = await startAppServer({ games: ROOM_GAMES, port: 0, host: '127.0.0.1', staticDir: out, store, admitOnClaim: true });
    origin = `http://127.0.0.1:${server.port}`;
    desktop = await startDesktop();
  });

  after(async () => {
    await desktop?.stop(process.env.ORCA_KEEP === '1');
    if (desktop && process.env.ORCA_KEEP === '1') console.log(`Orca's and speech-dispatcher's logs kept in ${desktop.dir}`);
    await server?.close();
    await store?.close();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  test('mission 1 at 5 players with the physical cards: one team rejected, one approved', { timeout: 3_600_000 }, async () => {
    const ear = await Listener.open(desktop, `${origin}/`, CHROME);
    try {
      // The setup (not counted): Player 1 leads first, then to "Start game".
      await ear.tabTo(/^First leader/);
      await ear.press('Down');
      await ear.tabTo(/^Start game$/);
      const start = ear.heard.length;

      await ear.press('Return');
      // The path the steps' hints give. Proposal 1: Player 1 leads and starts on the team (focus
      // on the box); Player 2 joins; Return on a player proposes the complete team.
      await ear.keys('Tab', 'space', 'Return');
      // Rejected by all: "All reject" is just before the players (focus on the first one).
      await ear.tabTo(/^All reject$/, 5, 'shift+Tab');
      await ear.press('Return');
      // "All reject" moved focus to "Record vote".
      await ear.press('Return');
      // Proposal 2, Player 2 leads and starts on the team: Player 3 joins; Return proposes.
      await ear.tabTo(/^Player 3/);
      await ear.keys('space', 'Return');
      // Everyone starts approved: Return on the first player records the vote.
      await ear.press('Return');
      // The mission: no Fail card, chosen from the start (focus on it): Return records it.
      await ear.press('Return');

      const round = ear.heard.slice(start);
      report('Mission 1 (ordinary controls)', round);
      const last = round[round.length - 1]!;
      assert.ok(
        last.live.some((l) => /mission 1/i.test(l) && /succe/i.test(l)),
        `the mission's result was announced: ${last.live.join(' | ')}`,
      );
      assert.deepEqual(faults(ear.heard), []);
    } finally {
      await ear.close();
    }
  });
  test(
    'a private turn on one device: the app deals, then a secret vote',
    {
      timeout: 3_600_000,
      // Heard 2026-12-03 (docs/screen-reader.md): "Hide and pass the phone on" goes with the
      // private screen as the app focuses the next hand-over's heading, and Orca 43 says nothing
      // of that move (nor, in one run of two, after "open my turn" of the vote); when the leader's
      // team is proposed, Orca's focus may stay on the box that went.
      todo: 'silence after "Hide and pass the phone on" (and at times after "open my turn" of a vote)',
    },
    async () => {
      const ear = await Listener.open(
        desktop,
        async (context) => {
          await longestIdle(context);
          return `${origin}/`;
        },
        CHROME,
      );
      const page = ear.page;
      try {
        // The setup (not heard): Player 1 leads first, the app deals, votes are secret; focus on "Start game".
        await ear.act('setup: the app deals, secret votes', async () => {
          await page.evaluate(() => {
            const leader = document.querySelector<HTMLSelectElement>('#setup-leader')!;
            leader.value = '0';
            leader.dispatchEvent(new Event('change', { bubbles: true }));
          });
          await click(page, '#setup-cards-part summary');
          await click(page, '#setup-cards-app');
          await click(page, '#setup-secret-votes');
          await page.evaluate(() => [...document.querySelectorAll<HTMLButtonElement>('rs-setup button')].find((b) => b.textContent?.trim() === 'Start game')!.focus());
        });
        const start = ear.heard.length;
        await ear.press('Return');
        await ear.tabTo(/^Start the reveal/);
        await ear.press('Return');
        // The hand-over screen: focus on its heading ("Pass the phone to Player 1").
        const handover = ear.heard[ear.heard.length - 1]!;
        assert.equal(handover.browserFocus?.role, 'heading', `focus on the hand-over's heading: ${JSON.stringify(handover.browserFocus)}`);
        await ear.tabTo(/^I am Player 1: open my turn$/);
        await ear.press('Return');
        const card = ear.heard[ear.heard.length - 1]!;
        assert.ok(
          card.utterances.some((u) => /you are/i.test(u.text)),
          `the role card is said when the turn opens: ${card.utterances.map((u) => u.text).join(' | ')}`,
        );
        await ear.tabTo(/^Hide/);
        await ear.press('Return');
        const reveal = ear.heard.slice(start);

        // The other four reveal turns and the leader's team (not heard): taps on the page.
        for (let seat = 2; seat <= 5; seat++) {
          await ear.act(`Player ${seat}'s reveal turn`, async () => {
            await click(page, '#turn-open', `I am Player ${seat}`);
            await click(page, '#private-hide');
          });
        }
        // One tap at a time, each heard to the end, as a person taps.
        await ear.act('Player 1 ticks Player 2', () => click(page, 'rs-team-picker input[type="checkbox"][value="1"]'));
        await ear.act('Player 1 proposes the team', () => click(page, 'rs-team-picker button', 'Propose team'));

        // The first secret vote, heard: open the turn, one key on Approve.
        const voteStart = ear.heard.length;
        const opener = await page.evaluate(() => document.querySelector('#turn-open')?.textContent?.trim() ?? '');
        assert.match(opener, /^I am Player \d: open my turn$/);
        await ear.tabTo(new RegExp(`^${opener}$`));
        await ear.press('Return');
        await ear.tabTo(/^Approve/);
        const voted = await ear.press('Return');
        assert.ok(
          voted.live.some((l) => /has voted/.test(l) && /Pass the phone to/.test(l)),
          `the vote's hand-over is announced: ${voted.live.join(' | ')}`,
        );
        const vote = ear.heard.slice(voteStart);
        report('Private turn: the hand-over, the role card (app deals)', reveal);
        report('Private turn: a secret vote (one tap)', vote);
        assert.deepEqual(faults(ear.heard), []);
      } finally {
        await ear.close();
      }
    },
  );

  test(
    "a room phone's vote: a table page behind the heard phone page",
    { timeout: 3_600_000 },
    async () => {
      let table: Page | undefined;
      let code = '';
      const others: Phone[] = [];
      const ear = await Listener.open(
        desktop,
        async (context) => {
          // The table page, in a tab of its own behind the phone's: it creates the room (Player 1 leads first).
          await longestIdle(context);
          table = await context.newPage();
          await table.goto(`${origin}/?table`);
          await table.waitForFunction(() => document.querySelector('#room-setup-leader'), undefined, { polling: 100, timeout: 120_000 });
          await table.selectOption('#room-setup-leader', '0');
          await click(table, '#room-create');
          await table.waitForFunction(() => document.querySelector('#join-code .join-code')?.textContent?.trim(), undefined, { polling: 100, timeout: 120_000 });
          code = (await table.textContent('#join-code .join-code'))!.trim();
          return `${origin}/?room=${code}`;
        },
        CHROME,
      );
      const page = ear.page;
      try {
        assert.ok(table);
        // The phone claims Player 2's seat by keyboard (let in as it claims it: admitOnClaim).
        const start = ear.heard.length;
        await ear.tabTo(/^I am Player 2, seat 2/);
        await ear.press('Return');
        await page.waitForFunction(() => document.querySelector('#phone-no-card'), undefined, { polling: 100, timeout: 120_000 });
        // The other seats are sockets; the table page starts the game; the leader's phone proposes.
        for (const seat of [0, 2, 3, 4] as const) others.push(await claimSeat(origin, code, seat));
        await ear.act('the table starts the game', () => click(table!, '#room-start'));
        await ear.act("Player 1's phone proposes Player 1 and Player 2", async () => {
          await others[0]!.client.ok('game:propose', { team: [0, 1] });
          await page.waitForFunction(() => document.querySelector('[name="phone-choice"]'), undefined, { polling: 100, timeout: 120_000 });
        });
        // The vote, by keyboard: one key on Approve (or, on a phone of radios, Approve then Seal my vote).
        await ear.tabTo(/^Approve/);
        const approve = ear.heard[ear.heard.length - 1]!;
        let sealed: Heard;
        if (approve.browserFocus?.role === 'radio') {
          await ear.press('space');
          await ear.tabTo(/^Seal my vote/);
          sealed = await ear.press('Return');
        } else {
          sealed = await ear.press('Return');
        }
        await page.waitForFunction(() => document.querySelector('#phone-sealed'), undefined, { polling: 100, timeout: 120_000 });
        report("A room phone's vote", ear.heard.slice(start));
        assert.ok(
          [...sealed.live, ...sealed.utterances.map((u) => u.text)].some((l) => /sealed/i.test(l)),
          `the sealed vote is said: ${sealed.live.join(' | ')} / ${sealed.utterances.map((u) => u.text).join(' | ')}`,
        );
        assert.deepEqual(faults(ear.heard), []);
      } finally {
        for (const other of others) other.client.close();
        await ear.close();
      }
    },
  );
});
