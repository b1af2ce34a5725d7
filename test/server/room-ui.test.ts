/**
 * Personal devices in real Chromium: the production build and the room server from one
 * process (server/app-server.ts, as `npm start` runs them), one browser, a table page and five
 * phone pages, each phone in its own browser context (its own storage, as its own phone).
 *
 * A whole 5-player game: the table creates the room (the join code spelled for screen readers,
 * the join address, said to work on this machine only), a phone joins from the app's home page by keyboard
 * (a wrong code said and announced, then the real one typed in small letters and spaces; issue
 * 22), one phone joins by keyboard alone with the code typed in small letters and spaces, the
 * others open the join address; no phone shows a card until the table, once every seat is taken,
 * starts the game by keyboard (R-SET-3); a seat freed before the first proposal takes the cards
 * back, and the next start deals every phone a new card, said on every phone; every phone shows its own
 * card with the reveal's phrases; secret votes and mission cards on the phones (a resistance
 * player's Fail confirmed as played Success, R-MIS-2); a team proposed from the table and others
 * from the leaders' phones; a phone reloaded mid-vote and one whose connection drops come back to
 * the same private screen with no action; the table frees a seat and the player claims it again;
 * "Hide my private screen"; the game to its end. At each screen: axe (WCAG 2.2 AA), 44 px
 * targets, no other seat's secret in any page (DOM, storage), nothing private on the table or on
 * a hidden phone; one phone at 320 CSS px without sideways scrolling; the virtual screen reader
 * (@guidepup/virtual-screen-reader's browser bundle) reads a phone's private screen and hears the
 * table's public results.
 *
 * Plot cards: the table page draws and hands them over by keyboard; the holders decide on their
 * phones (In the Spotlight, whose target's card turn says it is face up; Keeping a Close Eye on
 * You, whose look lands on the holder's private screen only), read by the virtual screen reader.
 *
 * A second game with the Trapper, the Inquisitor and the Reverser: the leader sets a card aside on
 * their phone and only they learn it (R-TRP-2); the Inquisitor checks a player on their phone and
 * only they learn the loyalty (R-INQ-2); every team member is offered the same three cards
 * (R-REVS-2). Nothing waits for a time: every wait is for a state of the page or of a socket.
 */
import { ROOM_GAMES } from '../../src/games/room-games.ts';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser } from 'playwright';
import { buildApp } from '../../scripts/dist.ts';
import { startAppServer, type AppServer } from '../../server/app-server.ts';
import { loadRoom } from './resistance-room.ts';
import { openRoomStore, type RoomStore } from '../../server/store.ts';
import { claimSeat, createTable, startGame, type Phone } from './harness.ts';
import { seatsToTap, setTeam } from '../helpers/team-boxes.ts';
import { axe, bodyFocusSeen, CHROME, everything, focusedId, launchOptions, openDevice, said, tabTo, targets, text, textIncludes, trackBodyFocus, VSR, type Device } from './pages.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

/** Sentences only a private screen may hold (the reveal, the sealed vote and card). */
const PRIVATE = /You are a spy|You are resistance|is a spy too|is not a spy|role hidden|Your vote is sealed|Your card is sealed|Your card is played|You are a Reverser|no Reverser/;

let out: string;
let store: RoomStore;
let server: AppServer;
let origin: string;
let browser: Browser;
const devices: Device[] = [];
/** Scripted results of the server's random source (plot-card draws); empty: node:crypto. */
const script: number[] = [];

/** A new device (pages.ts `openDevice`), kept to check its errors. */
async function device(label: string, viewport = { width: 800, height: 900 }): Promise<Device> {
  const d = await openDevice(browser, label, viewport);
  devices.push(d);
  return d;
}

describe('personal devices in real Chromium: a table and five phones', () => {
  before(async () => {
    assert.ok(existsSync(CHROME), `no Chromium at ${CHROME}: npm test installs it, or set CHROME_PATH`);
    out = mkdtempSync(join(tmpdir(), 'rs-room-dist-'));
    buildApp(out, 'room-ui-test');
    store = await openRoomStore();
    const unlimited = { capacity: 1_000_000, refillMs: 1 };
    const random = (n: number) => (script.length > 0 ? Math.min(script.shift()!, n - 1) : randomInt(n));
    server = await startAppServer({ games: ROOM_GAMES, port: 0, host: '127.0.0.1', staticDir: out, store, joinLimit: unlimited, createLimit: unlimited, random, admitOnClaim: true });
    origin = `http://127.0.0.1:${server.port}`;
    browser = await chromium.launch(launchOptions());
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    await store?.close();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  test('a whole game with a table page and five phone pages', { timeout: 300_000 }, async () => {
    // ── The table creates the room ──────────────────────────────────────────────────────────
    const table = await device('table');
    await table.page.goto(`${origin}/`);
    // The entry point on the app's home screen opens the table page.
    await table.page.click('#room-entry');
    await table.page.locator('#room-setup-count').waitFor();
    await axe(table.page, 'table: room setup');
    for (const [seat, name] of PLAYERS.entries()) await table.page.fill(`#room-setup-name-${seat}`, name);
    await table.page.selectOption('#room-setup-leader', '0');
    await table.page.click('#room-create');
    await table.page.locator('#join-code .join-code').waitFor();
    const code = await text(table.page, '#join-code .join-code');
    assert.match(code, /^[ACDEFGHJKMNPRTUVWXY]{5}$/);
    assert.equal(await text(table.page, '#join-code .visually-hidden'), `Join code: ${[...code].join(', ')}.`);
    assert.equal(await table.page.getAttribute('#join-code > span[aria-hidden="true"]', 'aria-hidden'), 'true');
    const joinUrl = `${origin}/?room=${code}`;
    assert.equal(await table.page.getAttribute('#join-url', 'href'), joinUrl);
    // The server listens on this machine only: the table says so and draws no QR code (the QR code
    // of a network address: lan-join.test.ts).
    await textIncludes(table.page, '#join-local', 'Only this computer can open this address');
    assert.equal(await table.page.locator('#join-qr').count(), 0);
    assert.equal(await focusedId(table.page), 'room-heading');
    assert.equal(new URL(table.page.url()).search, `?table=${code}`);
    await textIncludes(table.page, '#seat-list', 'Free: no phone yet');
    await axe(table.page, 'table: join code and seats');

    // ── A phone joins from the app's home page by keyboard: a wrong code, then the real one ──
    const visitor = await device('home page join', { width: 320, height: 640 });
    await visitor.page.goto(`${origin}/`);
    await visitor.page.locator('#home-join-code').waitFor();
    await tabTo(visitor.page, '#home-join-code', 400);
    const wrong = [...'ACDEFGHJKMNPRTUVWXY'].map((c) => c.repeat(5)).find((c) => c !== code)!;
    await visitor.page.keyboard.type(wrong.toLowerCase());
    await visitor.page.keyboard.press('Enter');
    await textIncludes(visitor.page, '#home-join-error', 'No room has this code');
    assert.equal(await focusedId(visitor.page), 'home-join-code', 'focus stays in the field');
    assert.equal(await visitor.page.getAttribute('#home-join-code', 'aria-invalid'), 'true');
    assert.ok((await said(visitor.page)).some((s) => s.startsWith('assertive: No room has this code')), 'the wrong code is announced');
    await axe(visitor.page, 'home: a wrong join code');
    await visitor.page.keyboard.press('Control+A');
    await visitor.page.keyboard.type(` ${[...code.toLowerCase()].join(' ')} `);
    await visitor.page.keyboard.press('Enter');
    await visitor.page.waitForURL(`${origin}/?room=${code}`);
    await visitor.page.locator('#seat-claim-0').waitFor();
    await axe(visitor.page, 'phone: seat choice, reached from the home page');

    // ── Phone 0 joins by keyboard alone, at 320 CSS px, typing the code in small letters ──
    const phones: Device[] = [];
    const ann = await device('phone 0', { width: 320, height: 640 });
    phones.push(ann);
    await ann.page.goto(`${origin}/?room=`);
    await ann.page.locator('#join-code-input').waitFor();
    await axe(ann.page, 'phone: join');
    await tabTo(ann.page, '#join-code-input');
    await ann.page.keyboard.type(`${code.slice(0, 2).toLowerCase()} ${code.slice(2).toLowerCase()}`);
    await ann.page.keyboard.press('Enter');
    await ann.page.locator('#seat-heading').waitFor();
    assert.equal(await focusedId(ann.page), 'seat-heading');
    await axe(ann.page, 'phone: seat choice');
    await tabTo(ann.page, '#seat-claim-0');
    await ann.page.keyboard.press('Enter');
    // No card before the table starts the game (R-SET-3): the phone waits for the deal.
    await ann.page.locator('#phone-no-card').waitFor();
    assert.equal(await focusedId(ann.page), 'private-heading');
    assert.equal(await text(ann.page, '#now-text'), 'Waiting for the table to start the game.');
    assert.equal(new URL(ann.page.url()).search, `?room=${code}`);
    assert.ok(!PRIVATE.test(await everything(ann.page)), 'no card before the deal');
    await axe(ann.page, 'phone: waiting for the deal');
    await textIncludes(table.page, '#now-text', 'Waiting for every seat to be taken: 1 of 5 seats are taken.');
    assert.equal(await table.page.locator('#room-start').count(), 0, 'no start while a seat is free');

    // ── The other phones open the join address (the QR code's) and choose their seat ──
    for (let seat = 1; seat < PLAYERS.length; seat++) {
      const phone = await device(`phone ${seat}`);
      phones.push(phone);
      await phone.page.goto(joinUrl);
      await phone.page.locator(`#seat-claim-${seat}`).waitFor();
      // A taken seat says so and cannot be claimed.
      assert.match(await text(phone.page, '#seat-claim-0'), /taken by another phone/);
      await phone.page.click(`#seat-claim-${seat}`);
      await phone.page.locator('#phone-no-card').waitFor();
    }
    await textIncludes(table.page, '#room-connection', '5 of 5 phones connected.');

    /** The table starts the game by keyboard; every phone says the cards are dealt and shows its card. */
    const startOnTable = async (again: boolean) => {
      // Every seat taken: focus goes to the start button, and it is said.
      await table.page.waitForFunction(() => document.activeElement?.id === 'room-start');
      assert.ok((await said(table.page)).some((s) => s.includes('Every seat is taken: start the game when everyone is ready.')));
      await axe(table.page, 'table: every seat taken, ready to start');
      await table.page.keyboard.press('Enter');
      await table.page.waitForFunction(() => document.activeElement?.id === 'now-heading');
      assert.ok((await said(table.page)).some((s) => s.includes('The game has started: the cards are dealt.')));
      for (const p of phones) {
        await p.page.locator('#phone-reveal').waitFor();
        await p.page.waitForFunction(() => document.activeElement?.id === 'private-heading');
        const heard = again ? 'The cards were dealt again: everyone has a new card' : 'The game has started: the cards are dealt.';
        await p.page.waitForFunction((h) => ((window as unknown as { __said: string[] }).__said ?? []).some((s) => s.includes(h)), heard);
      }
    };
    await startOnTable(false);

    // Every phone connected: the seats fold away under their heading, so that the board and the
    // step come first; "Manage the seats" (a disclosure button) opens them.
    assert.equal(await table.page.locator('#seat-list').isVisible(), false, 'the seats fold once every phone is connected');
    assert.equal(await table.page.getAttribute('#seats-toggle', 'aria-expanded'), 'false');
    await table.page.click('#seats-toggle');
    assert.equal(await table.page.getAttribute('#seats-toggle', 'aria-expanded'), 'true');
    assert.equal(await table.page.locator('#seat-4-revoke').isVisible(), true);

    // ── A seat freed before the first proposal: the cards are taken back and dealt again to all ──
    // Freeing asks first, and says what it costs.
    await table.page.click('#seat-4-revoke');
    await textIncludes(table.page, '#seat-4-free-cost', 'The cards are taken back: once every seat is taken and admitted again, everyone is dealt anew.');
    assert.equal(await focusedId(table.page), 'seat-4-free-cost');
    await table.page.click('#seat-4-free-yes');
    await phones[4]!.page.locator('#seat-heading').waitFor();
    for (const p of phones.slice(0, 4)) {
      await p.page.locator('#phone-no-card').waitFor();
      assert.ok(!PRIVATE.test(await everything(p.page)), `${p.label}: no card once the cards are taken back`);
      await p.page.waitForFunction(() =>
        ((window as unknown as { __said: string[] }).__said ?? []).some((s) => s.includes('A seat was freed before the game began: the cards are taken back.')),
      );
    }
    await textIncludes(table.page, '#room-redeal', 'the cards were taken back');
    // A free seat: the list is there by itself, with no disclosure.
    assert.equal(await table.page.locator('#seat-list').isVisible(), true);
    assert.equal(await table.page.locator('#seats-toggle').count(), 0);
    assert.ok((await said(table.page)).some((s) => s.includes('A seat was freed before the game began: the cards are taken back.')));
    await phones[4]!.page.click('#seat-claim-4');
    await phones[4]!.page.locator('#phone-no-card').waitFor();
    await startOnTable(true);

    // Each phone's own card, with the reveal's phrases, own card first.
    const cards = await Promise.all(phones.map((p) => p.page.locator('#phone-reveal li').allTextContents()));
    const spies = cards.flatMap((c, seat) => (/You are a spy, not resistance\./.test(c[0]!) ? [seat] : []));
    const resistance = [0, 1, 2, 3, 4].filter((s) => !spies.includes(s));
    assert.equal(spies.length, 2, 'two spies at five (R-SET-2)');
    for (const [seat, c] of cards.entries()) {
      assert.equal(c.length, 5, 'one phrase per seat');
      assert.match(c[0]!.replace(/\s+/g, ' '), spies.includes(seat) ? /Card 1 of 5: You are a spy, not resistance\./ : /Card 1 of 5: You are resistance, not a spy\./);
      const others = c.slice(1).join(' ');
      if (spies.includes(seat)) {
        const partner = PLAYERS[spies.find((s) => s !== seat)!]!;
        assert.ok(others.includes(`${partner} is a spy too.`), `seat ${seat} learns the other spy`);
      } else {
        assert.ok(!/is a spy too|is not a spy/.test(others), `resistance seat ${seat} learns nobody`);
      }
    }
    await axe(ann.page, 'phone: private screen at 320 px');
    assert.ok(await ann.page.evaluate(() => document.documentElement.scrollWidth <= 321), 'no sideways scrolling at 320 px');

    /** Nothing a device may not know is anywhere in any page (DOM or storage). */
    const tokens = await Promise.all(phones.map((p) => p.page.evaluate((c) => localStorage.getItem(`rs-room-seat:${c}`) ?? '', code)));
    const checkPrivacy = async (where: string) => {
      const tableAll = await everything(table.page);
      assert.ok(!PRIVATE.test(tableAll), `${where}: the table page holds a private sentence: ${tableAll.match(PRIVATE)?.[0]}`);
      for (const [seat, p] of phones.entries()) {
        const all = await everything(p.page);
        if (!spies.includes(seat)) assert.ok(!/You are a spy|is a spy too/.test(all), `${where}: resistance phone ${seat} holds a spy`);
        for (const [other, token] of tokens.entries()) {
          const stored = JSON.parse(token || '{}') as { token?: string };
          if (other !== seat && stored.token) assert.ok(!all.includes(stored.token), `${where}: phone ${seat} holds phone ${other}'s token`);
        }
      }
    };
    await checkPrivacy('after joining');

    const [r0, r1, r2] = resistance as [number, number, number];
    const [s0, s1] = spies as [number, number];
    const name = (seat: number) => PLAYERS[seat]!;

    /**
     * A phone seals its choice with one tap on its button; focus moves to the sealed
     * confirmation, or to the mission card's context when the last vote made this phone's next
     * step its mission card, or to "Now" when the last card ended the game.
     */
    const seal = async (seat: number, value: string) => {
      const page = phones[seat]!.page;
      await page.locator(`button[name="phone-choice"][value="${value}"]`).waitFor();
      await trackBodyFocus(page);
      await page.click(`button[name="phone-choice"][value="${value}"]`);
      await page.waitForFunction(
        (v) => document.querySelector('#phone-sealed') || !document.querySelector(`button[name="phone-choice"][value="${v}"]`),
        value,
      );
      const sealed = (await page.locator('#phone-sealed').count()) > 0;
      const next = (await page.locator('#phone-choice-context').count()) > 0;
      await page.waitForFunction((id) => document.activeElement?.id === id, sealed ? 'phone-sealed' : next ? 'phone-choice-context' : 'now-heading');
      assert.deepEqual(await bodyFocusSeen(page), [], `seat ${seat}: focus never rests on the page's body while the vote or card is sealed`);
    };
    /** The leader's phone proposes `team`. */
    const proposeOnPhone = async (leader: number, team: number[]) => {
      const page = phones[leader]!.page;
      await page.locator('rs-room-propose #room-propose').waitFor();
      await setTeam(page, team, 'room-team');
      await trackBodyFocus(page);
      await page.click('#room-propose');
      await textIncludes(table.page, '#now-text', 'Everyone votes on their own phone');
      // The leader votes too: focus goes to the vote's context, the next step.
      await page.waitForFunction(() => document.activeElement?.id === 'phone-choice-context');
      assert.deepEqual(await bodyFocusSeen(page), [], `leader ${leader}: focus never rests on the page's body after proposing`);
    };
    const allVote = async (approve: number[], skip: number[] = []) => {
      for (let seat = 0; seat < 5; seat++) if (!skip.includes(seat)) await seal(seat, approve.includes(seat) ? 'approve' : 'reject');
    };

    // ── Round 1: Ann proposes on her phone; Ann votes by keyboard alone ──
    await ann.page.locator('rs-room-propose').waitFor();
    await proposeOnPhone(0, [s0, r0]);
    await ann.page.locator('button[name="phone-choice"]').first().waitFor();
    // The proposal's button went away: focus went to the vote's context, the next step; one Tab
    // reaches Approve, one key seals it.
    await ann.page.waitForFunction(() => document.activeElement?.id === 'phone-choice-context');
    assert.match(await text(ann.page, '#phone-choice-context'), /^Ann proposes \w+ and \w+ for mission 1\.$/);
    await ann.page.keyboard.press('Tab');
    assert.equal(await ann.page.evaluate(() => (document.activeElement as HTMLButtonElement).value), 'approve', 'the first Tab reaches Approve');
    await ann.page.keyboard.press('Enter');
    await ann.page.locator('#phone-sealed').waitFor();
    await ann.page.waitForFunction(() => document.activeElement?.id === 'phone-sealed');
    assert.equal(await text(ann.page, '#phone-sealed'), 'Your vote is sealed: Approve. All votes are revealed at once when everyone has voted.');
    // Mid-vote: the table and the other phones know only the count (R-VOTE-1).
    await textIncludes(table.page, '#now-text', '1 of 5 players voted.');
    await textIncludes(phones[1]!.page, '#now-text', '1 of 5 players voted.');
    assert.ok(!(await table.page.locator('rs-vote-history').textContent())!.includes('Approve'), 'no vote is shown before the reveal');
    await axe(phones[1]!.page, 'phone: secret vote');
    await checkPrivacy('mid-vote');
    await allVote([0, 1, 2, 3, 4], [0]);
    // The mission: the spy plays Fail; a resistance player's Fail is played as Success (R-MIS-2).
    await phones[s0]!.page.locator('button[name="phone-choice"][value="fail"]').waitFor();
    await axe(phones[s0]!.page, 'phone: mission card');
    await seal(s0, 'fail');
    assert.match(await text(phones[s0]!.page, '#phone-sealed'), /^Your card is sealed: Fail\./);
    await textIncludes(table.page, '#now-text', '1 of 2 mission cards played.');
    await checkPrivacy('mid-mission');

    // The virtual screen reader on a phone's private screen, listening while the mission ends.
    await phones[r0]!.page.route('**/__vsr__.js', (route) => route.fulfill({ path: VSR, contentType: 'text/javascript' }));
    const heard = (await phones[r0]!.page.evaluate(`(async () => {
      const { virtual } = await import('/__vsr__.js');
      window.__virtual = virtual;
      await virtual.start({ container: document.body });
      for (let i = 0; i < 300; i++) {
        await virtual.next();
        if ((await virtual.lastSpokenPhrase()).startsWith('end of document')) break;
      }
      return virtual.spokenPhraseLog();
    })()`)) as string[];
    const reading = heard.join('\n');
    assert.match(reading, /heading, Your card, level 2/);
    assert.match(reading, /Card 1 of 5: You are resistance, not a spy\./);
    assert.match(reading, /button, Success/);
    assert.match(reading, /heading, Board, level 2/);
    await seal(r0, 'fail');
    assert.match(await text(phones[r0]!.page, '#phone-sealed'), /^Your card is sealed: Success\. Resistance players must play Success/);
    await phones[r0]!.page.waitForFunction(() =>
      ((window as unknown as { __said: string[] }).__said ?? []).some((s) => s.includes('Mission 1 failed')),
    );
    const spokenAfter = (await phones[r0]!.page.evaluate(`(async () => {
      const log = await window.__virtual.spokenPhraseLog();
      await window.__virtual.stop();
      return log;
    })()`)) as string[];
    assert.ok(
      spokenAfter.some((s) => /^polite: .*Cards shuffled: 1 Success, 1 Fail\..*Mission 1 failed/.test(s)),
      `the screen reader heard the mission's result: ${spokenAfter.filter((s) => s.startsWith('polite')).join(' | ')}`,
    );
    assert.ok((await said(table.page)).some((s) => /All votes revealed at once\. Approve: Ann, Bob, Cid, Dee, and Eve\./.test(s)));
    await textIncludes(table.page, '#now-text', `Next: ${name(1)} proposes a team of 3 for mission 2.`);

    // ── Round 2: the table proposes Bob's team; it is rejected ──
    await table.page.locator('rs-room-propose').waitFor();
    await axe(table.page, 'table: proposal');
    await setTeam(table.page, [r0, r1, s1], 'room-team');
    await table.page.click('#room-propose');
    await textIncludes(table.page, '#now-text', 'Everyone votes on their own phone');
    await allVote([r0, r1]);
    await textIncludes(table.page, '#vote-track-text', 'Vote track: 1 of 5');
    assert.ok((await said(table.page)).some((s) => s.includes('Team rejected, 2 approve, 3 reject.')));
    // The table device reloads: it is the table of the same room again, with its join address.
    await table.page.reload();
    await table.page.waitForFunction(() => document.activeElement?.id === 'room-heading');
    assert.equal(await text(table.page, '#room-heading'), `Table of room ${code}`);
    await table.page.locator('#join-local').waitFor({ state: 'attached' });
    assert.equal(await table.page.getAttribute('#join-url', 'href'), joinUrl);
    await textIncludes(table.page, '#vote-track-text', 'Vote track: 1 of 5');

    // Cid proposes on his phone; mid-vote, a phone reloads and another loses its connection.
    await proposeOnPhone(2, [r0, r1, r2]);
    await seal(0, 'approve');
    await seal(1, 'approve');
    await seal(2, 'approve');
    await phones[2]!.page.reload();
    await phones[2]!.page.locator('#phone-sealed').waitFor();
    assert.equal(await text(phones[2]!.page, '#phone-sealed'), 'Your vote is sealed: Approve. All votes are revealed at once when everyone has voted.');
    assert.equal(await phones[2]!.page.locator('#join-code-input, #seat-heading').count(), 0, 'no join step after a reload');
    // Dee's connection drops (the server side closes, as a dead Wi-Fi would): it comes back alone.
    for (const socket of server.room.io.of('/').sockets.values()) if (socket.data.seat === 3) socket.conn.close();
    await phones[3]!.page.waitForFunction(() => {
      const log = (window as unknown as { __said: string[] }).__said;
      const lost = log.findIndex((s) => s.includes('Connection lost: reconnecting by itself.'));
      return lost >= 0 && log.slice(lost).some((s) => s.includes('Connected to the room.'));
    });
    assert.equal(await text(phones[3]!.page, '#phone-connection'), 'Connected to the room.');
    await textIncludes(table.page, '#room-connection', '5 of 5 phones connected.');
    await seal(3, 'approve');
    await seal(4, 'approve');
    for (const seat of [r0, r1, r2]) await seal(seat, 'success');
    await textIncludes(table.page, '#now-text', `Next: ${name(3)} proposes a team of 2 for mission 3.`);

    // ── The table frees Eve's seat; Eve claims it again from her phone ──
    if ((await table.page.getAttribute('#seats-toggle', 'aria-expanded')) === 'false') await table.page.click('#seats-toggle');
    await table.page.click('#seat-4-revoke');
    await textIncludes(table.page, '#seat-4-free-cost', "the seat keeps its cards: the next phone you admit to this seat sees Eve's cards and plays as Eve.");
    await table.page.click('#seat-4-free-yes');
    await phones[4]!.page.locator('#seat-heading').waitFor();
    assert.match(await text(phones[4]!.page, '#seat-notice'), /The table removed this device from its seat\./);
    assert.equal(await focusedId(table.page), 'seat-4-status');
    await textIncludes(table.page, '#seat-4-status', 'Free: no phone yet');
    await phones[4]!.page.click('#seat-claim-4');
    await phones[4]!.page.locator('#phone-reveal').waitFor();
    assert.deepEqual(await phones[4]!.page.locator('#phone-reveal li').allTextContents(), cards[4], 'the same card as before');
    await textIncludes(table.page, '#room-connection', '5 of 5 phones connected.');

    // ── Hiding the private screen takes every private fact out of the page ──
    await phones[1]!.page.click('#phone-hide');
    assert.equal(await focusedId(phones[1]!.page), 'phone-hide');
    assert.ok(!PRIVATE.test(await phones[1]!.page.content()), 'a hidden phone holds no private sentence');
    await axe(phones[1]!.page, 'phone: hidden');

    // ── Rounds 3 and 4: resistance teams, resistance wins ──
    await proposeOnPhone(3, [r0, r2]);
    await textIncludes(phones[1]!.page, '#phone-turn-hidden', 'show your private screen');
    await phones[1]!.page.click('#phone-hide');
    assert.equal(await focusedId(phones[1]!.page), 'private-heading');
    await allVote([0, 1, 2, 3, 4]);
    for (const seat of [r0, r2]) await seal(seat, 'success');
    await proposeOnPhone(4, [r0, r1, r2]);
    await allVote([0, 1, 2, 3, 4]);
    for (const seat of [r0, r1, r2]) await seal(seat, 'success');

    await textIncludes(table.page, '#now-text', 'The resistance wins: three missions succeeded.');
    const spiesText = `The spies were ${[s0, s1].map(name).join(' and ')}.`;
    await textIncludes(table.page, '#room-spies', spiesText);
    for (const p of phones) await textIncludes(p.page, '#phone-spies', spiesText);
    assert.ok((await said(table.page)).some((s) => s.startsWith('assertive: ') && s.includes('The resistance wins')), 'the end is announced assertively');
    await axe(table.page, 'table: game over');
    await axe(phones[s1]!.page, 'phone: game over');
    await checkPrivacy('game over');
    for (const d of devices) assert.deepEqual(d.errors, [], `${d.label}: errors in the page`);
  });

  test('the Trapper’s leader and the Inquisitor act on their own phones (R-TRP-2, R-INQ-2, R-REVS-2)', { timeout: 300_000 }, async () => {
    // The table and seats 2–4 are socket clients (test/server/harness.ts); seats 0 and 1 are pages.
    const { table, room } = await createTable(origin, {
      players: PLAYERS,
      firstLeader: 1,
      modules: { trapper: true, inquisitor: true, reverser: { resistance: true, spy: true } },
    });
    const others: Phone[] = [];
    const ann = await device('Ann (the Inquisitor)');
    const bob = await device('Bob (the first leader)');
    try {
      for (const [seat, d] of [ann, bob].entries()) {
        await d.page.goto(`${origin}/?room=${room.code}`);
        await d.page.click(`#seat-claim-${seat}`);
        await d.page.locator('#phone-no-card').waitFor();
      }
      for (const seat of [2, 3, 4]) others.push(await claimSeat(origin, room.code, seat));
      await startGame(table, others);
      for (const d of [ann, bob]) {
        await d.page.locator('#phone-reveal').waitFor();
        // R-REVS-1: every player's own card says whether they are a Reverser, as long either way.
        assert.match((await d.page.locator('#phone-reveal li').first().textContent())!, /You are a Reverser\.|You're no Reverser\./);
      }
      const phone = (seat: number) => others[seat - 2]!.client;
      const seal = async (d: Device, value: string) => {
        await d.page.click(`button[name="phone-choice"][value="${value}"]`);
        // Sealed: the buttons stay, unavailable (.sealed), until the step is over, or went with it.
        await d.page.waitForFunction((v) => !document.querySelector(`button[name="phone-choice"][value="${v}"]:not(.sealed)`), value);
      };
      const voteAll = async () => {
        await seal(ann, 'approve');
        await seal(bob, 'approve');
        for (const seat of [2, 3, 4]) await phone(seat).ok('game:vote', { approve: true });
      };

      // Mission 1: Bob proposes a team of 3 on his phone (2 + 1 with the Trapper, R-TRP-1).
      await bob.page.locator('rs-room-propose').waitFor();
      assert.match(await text(bob.page, 'rs-room-propose'), /Team: choose 3 players/);
      await setTeam(bob.page, [0, 1, 2], 'room-team');
      await bob.page.click('#room-propose');
      await voteAll();
      // Every team member is offered Success, Fail and Reverse (R-REVS-2: the same screen for all).
      for (const d of [ann, bob]) {
        await d.page.locator('button[name="phone-choice"][value="reverse"]').waitFor();
        assert.deepEqual(await d.page.locator('button[name="phone-choice"]').evaluateAll((els) => els.map((e) => (e as HTMLButtonElement).value)), ['success', 'fail', 'reverse']);
      }
      await seal(ann, 'success');
      await seal(bob, 'success');
      await phone(2).ok('game:card', { card: 'success' });
      // Bob, the leader, picks one of the three face-down cards, looks at it and sets it aside.
      await bob.page.locator('button[name="phone-choice"][value="2"]').waitFor();
      await textIncludes(ann.page, '#now-text', 'sets one of the 3 face-down cards aside on their phone');
      await axe(bob.page, 'phone: the Trapper’s card to set aside');
      await seal(bob, '0');
      await bob.page.waitForFunction(() => document.activeElement?.id === 'phone-set-aside-last');
      assert.match(await text(bob.page, '#phone-set-aside-last'), /^Mission 1: The card you set aside: Success\./);
      assert.ok(!(await everything(ann.page)).includes('The card you set aside'), 'only the leader learns the card set aside');

      // Mission 2: Cid leads (a socket client); then Ann, who holds the Inquisitor token, checks Cid.
      await table.view((s) => s.view.phase === 'proposal' && s.view.round === 2);
      await phone(2).ok('game:propose', { team: [0, 1, 3, 4] });
      await voteAll();
      await seal(ann, 'success');
      await seal(bob, 'success');
      for (const seat of [3, 4]) await phone(seat).ok('game:card', { card: 'success' });
      await phone(2).ok('game:set-aside', { index: 0 });
      await ann.page.locator('input[name="inquisition-target"][value="2"]').waitFor();
      await textIncludes(bob.page, '#now-text', 'Ann, the Inquisitor, checks the loyalty');
      assert.equal(await bob.page.locator('input[name="inquisition-target"]').count(), 0, 'only the Inquisitor chooses on their phone');
      await axe(ann.page, 'phone: the Inquisitor’s check');
      await ann.page.locator('input[name="inquisition-target"][value="2"]').check();
      await ann.page.locator('rs-inquisition button[type="submit"]').click();
      await ann.page.waitForFunction(() => document.activeElement?.id === 'phone-inquisition-last');
      assert.match(await text(ann.page, '#phone-inquisition-last'), /^Loyalty card of Cid: (Spy, not Resistance|Resistance, not Spy)\.$/);
      assert.ok(!(await everything(bob.page)).includes('Loyalty card of'), 'only the Inquisitor learns the loyalty');
      await table.view((s) => s.view.inquisitor?.checks.length === 1);
      for (const d of [ann, bob]) assert.deepEqual(d.errors, [], `${d.label}: errors in the page`);
    } finally {
      table.close();
      for (const p of others) p.client.close();
    }
  });

  test('a phone by touch alone: claim a seat, propose, vote and play a card by taps, a vote and a card one tap each', { timeout: 300_000 }, async () => {
    // The table and seats 1–4 are socket clients (test/server/harness.ts); seat 0 is a touch phone.
    const { table, room } = await createTable(origin, { players: PLAYERS, firstLeader: 0 });
    const others: Phone[] = [];
    const ann = await openDevice(browser, 'Ann, by touch', { width: 360, height: 640 }, true);
    devices.push(ann);
    try {
      await ann.page.addInitScript(() => {
        const kinds: string[] = [];
        (window as unknown as { __pointers: string[] }).__pointers = kinds;
        document.addEventListener('pointerdown', (e) => kinds.push(e.pointerType), true);
      });
      await ann.page.goto(`${origin}/?room=${room.code}`);
      /** The touches so far. */
      const touches = async () => (await ann.page.evaluate(() => (window as unknown as { __pointers: string[] }).__pointers)).length;
      /**
       * Takes Ann's secret choice `value` as the page asks, by taps: its control, then a seal
       * button if the page offers one once it is chosen, until the sealed confirmation or the next
       * step shows. Returns how many touches it took.
       */
      const takeChoice = async (value: string): Promise<number> => {
        const before = await touches();
        await ann.page.tap(`[name="phone-choice"][value="${value}"]`);
        if ((await ann.page.locator('#phone-seal').count()) > 0) await ann.page.tap('#phone-seal');
        await ann.page.locator('#phone-sealed').waitFor();
        return (await touches()) - before;
      };
      await ann.page.tap('#seat-claim-0');
      await ann.page.locator('#phone-no-card').waitFor();
      for (const seat of [1, 2, 3, 4]) others.push(await claimSeat(origin, room.code, seat));
      await startGame(table, others);
      await ann.page.locator('#phone-reveal').waitFor();
      const phone = (seat: number) => others[seat - 1]!.client;
      // Ann leads and starts on the team: taps Bob and Propose.
      await ann.page.locator('rs-room-propose #room-propose').waitFor();
      assert.deepEqual(await seatsToTap(ann.page, [0, 1], 'room-team'), [1], 'the leader starts on the team');
      await ann.page.tap('input[name="room-team"][value="1"]');
      await ann.page.tap('#room-propose');
      await table.view((s) => s.view.phase === 'vote');
      // Approve is one tap; focus goes to the sealed vote, as by keyboard.
      await ann.page.locator('[name="phone-choice"][value="approve"]').waitFor();
      assert.equal(await takeChoice('approve'), 1, 'the vote is one tap');
      assert.match(await text(ann.page, '#phone-sealed'), /^Your vote is sealed: Approve\./);
      await ann.page.waitForFunction(() => document.activeElement?.id === 'phone-sealed');
      for (const seat of [1, 2, 3, 4]) await phone(seat).ok('game:vote', { approve: true });
      // On the team: the mission card arrives with focus on its context; Success is one tap.
      await ann.page.locator('[name="phone-choice"][value="success"]').waitFor();
      await ann.page.waitForFunction(() => document.activeElement?.id === 'phone-choice-context');
      await axe(ann.page, 'touch phone: mission card');
      await targets(ann.page, 'touch phone: mission card');
      assert.equal(await takeChoice('success'), 1, 'the mission card is one tap');
      assert.match(await text(ann.page, '#phone-sealed'), /^Your card is sealed: Success\./);
      await phone(1).ok('game:card', { card: 'success' });
      await table.view((s) => s.view.phase === 'proposal' && s.view.round === 2);
      // The mission's result is announced on the touch phone as on every device.
      await ann.page.waitForFunction(() => (window as unknown as { __said: string[] }).__said.some((t) => /Mission 1/.test(t)));
      const kinds = await ann.page.evaluate(() => (window as unknown as { __pointers: string[] }).__pointers);
      // The seat, Bob's box, Propose, the vote and the card.
      assert.ok(kinds.length === 5 && kinds.every((k) => k === 'touch'), `five touches, every pointer a touch: ${kinds.join(', ')}`);
      assert.deepEqual(ann.errors, []);
    } finally {
      table.close();
      for (const p of others) p.client.close();
    }
  });

  test('the room setup offers the role modules and sends them: the server deals the character cards (R-SET-3)', { timeout: 120_000 }, async () => {
    const table = await device('table with roles');
    await table.page.goto(`${origin}/?table`);
    await table.page.locator('#room-setup-count').waitFor();
    await table.page.click('#room-setup-roles-open');
    await table.page.waitForFunction(() => document.activeElement?.id === 'setup-assassin');
    await table.page.locator('#setup-assassin').check();
    await axe(table.page, 'table: room setup with the role modules');
    await table.page.click('#room-create');
    await table.page.locator('#join-code .join-code').waitFor();
    const code = await text(table.page, '#join-code .join-code');
    const room = (await loadRoom(store, code));
    assert.ok(room.setup.roles?.assassin, 'the setup sent the Assassin module');
    assert.equal(room.setup.characters, undefined, 'no card is dealt before the game starts');
    // Every seat taken, the table page starts the game: the server deals the character cards.
    const phones: Phone[] = [];
    try {
      for (let seat = 0; seat < 5; seat++) phones.push(await claimSeat(origin, code, seat));
      await table.page.locator('#room-start').waitFor();
      await table.page.click('#room-start');
      for (const p of phones) await p.client.view((s) => s.dealt);
      assert.equal((await loadRoom(store, code)).setup.characters?.length, 5);
      assert.deepEqual(table.errors, []);
    } finally {
      for (const p of phones) p.client.close();
    }
  });

  test('the room setup offers the plot cards and sends them (R-PLOT-1)', { timeout: 120_000 }, async () => {
    const table = await device('table with plot cards');
    await table.page.goto(`${origin}/?table`);
    await table.page.locator('#room-setup-count').waitFor();
    await table.page.locator('#room-setup-plot').check();
    await axe(table.page, 'table: room setup with the plot cards');
    await table.page.click('#room-create');
    await table.page.locator('#join-code .join-code').waitFor();
    const code = await text(table.page, '#join-code .join-code');
    const room = (await loadRoom(store, code));
    assert.equal(room.setup.modules?.plot, true, 'the setup sent the plot cards');
    const phones: Phone[] = [];
    try {
      for (let seat = 0; seat < 5; seat++) phones.push(await claimSeat(origin, code, seat));
      await table.page.locator('#room-start').waitFor();
      await table.page.click('#room-start');
      await textIncludes(table.page, '#room-plot-held', 'No plot card lies in front of a player.');
      // The table draws the leader's cards (R-PLOT-2) and gets one hand-over form per card.
      await table.page.click('#room-plot-draw');
      await table.page.locator('#room-plot-give-0').waitFor();
      await axe(table.page, 'table: plot cards to hand over');
      assert.deepEqual(table.errors, []);
    } finally {
      for (const p of phones) p.client.close();
    }
  });

  test('plot cards: the table hands them over, the holders decide on their phones; a face-up card and a look (R-PLOT-2, R-PLOT-3, R-PLOT-4)', { timeout: 300_000 }, async () => {
    const players = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'];
    // The table page creates a 7-player room with plot cards, by keyboard.
    const table = await device('table of seven');
    await table.page.goto(`${origin}/?table`);
    await table.page.locator('#room-setup-count').waitFor();
    await table.page.selectOption('#room-setup-count', '7');
    for (const [seat, name] of players.entries()) await table.page.fill(`#room-setup-name-${seat}`, name);
    await table.page.selectOption('#room-setup-leader', '0');
    await table.page.locator('#room-setup-plot').check();
    await table.page.click('#room-create');
    await table.page.locator('#join-code .join-code').waitFor();
    const code = await text(table.page, '#join-code .join-code');
    // Bob and Cid are phone pages; the others are socket clients (test/server/harness.ts).
    const bob = await device('Bob (In the Spotlight)');
    const cid = await device('Cid (Keeping a Close Eye on You)');
    for (const [seat, d] of [[1, bob], [2, cid]] as const) {
      await d.page.goto(`${origin}/?room=${code}`);
      await d.page.click(`#seat-claim-${seat}`);
      await d.page.locator('#phone-no-card').waitFor();
    }
    const others = new Map<number, Phone>();
    for (const seat of [0, 3, 4, 5, 6]) others.set(seat, await claimSeat(origin, code, seat));
    // Every seat taken: the table page starts the game (the deal, R-SET-3).
    await table.page.locator('#room-start').waitFor();
    await table.page.click('#room-start');
    for (const d of [bob, cid]) await d.page.locator('#phone-reveal').waitFor();
    const phone = (seat: number) => others.get(seat)!.client;
    try {
      // The table draws (the 15-card deck in PLOT_CARDS order: 13 is In the Spotlight, then 3 of
      // the cards left is Keeping a Close Eye on You) and hands each card over, by keyboard.
      script.push(13, 3);
      await tabTo(table.page, '#room-plot-draw');
      await table.page.keyboard.press('Enter');
      await table.page.locator('#room-plot-give-1').waitFor();
      const giveFirst = async (to: string, card: string) => {
        await textIncludes(table.page, '#room-plot-give-0', card);
        await tabTo(table.page, '#room-plot-give-0-to');
        await table.page.selectOption('#room-plot-give-0-to', to);
        await tabTo(table.page, '#room-plot-give-0-submit');
        await table.page.keyboard.press('Enter');
      };
      await giveFirst('1', 'In the Spotlight');
      await table.page.waitForFunction(() => !document.querySelector('#room-plot-give-1'));
      await giveFirst('2', 'Keeping a Close Eye on You');
      await textIncludes(table.page, '#room-plot-held', 'Bob: In the Spotlight');
      await textIncludes(table.page, '#room-plot-held', 'Cid: Keeping a Close Eye on You');

      // Ann leads: a team of Ann and Cid; everyone approves.
      await phone(0).view((s) => s.view.phase === 'proposal');
      await phone(0).ok('game:propose', { team: [0, 2] });
      for (const d of [bob, cid]) {
        await d.page.click('button[name="phone-choice"][value="approve"]');
      }
      for (const seat of [0, 3, 4, 5, 6]) await phone(seat).ok('game:vote', { approve: true });

      // Bob is asked first, on his phone, before any card is played (R-PLOT-4); focus on the prompt.
      await bob.page.waitForFunction(() => document.activeElement?.id === 'phone-plot-heading');
      assert.equal(await text(bob.page, '#phone-plot-heading'), 'Plot card: In the Spotlight');
      await textIncludes(table.page, '#room-plot-turn', 'Bob decides on their phone about In the Spotlight.');
      // Cid, on the team, waits for Bob: his phone says so and offers no card yet (R-PLOT-4).
      await textIncludes(cid.page, '#phone-plot-turn', 'Bob decides on their phone about In the Spotlight.');
      assert.equal(await cid.page.locator('button[name="phone-choice"]').count(), 0, 'no mission card offered while Bob decides');
      await axe(bob.page, 'phone: a plot card to use or not');
      // The virtual screen reader reads the prompt from its heading.
      await bob.page.route('**/__vsr__.js', (route) => route.fulfill({ path: VSR, contentType: 'text/javascript' }));
      const heard = (await bob.page.evaluate(`(async () => {
        const { virtual } = await import('/__vsr__.js');
        await virtual.start({ container: document.querySelector('#phone-plot-form') });
        for (let i = 0; i < 40; i++) {
          await virtual.next();
          if ((await virtual.lastSpokenPhrase()).includes('Do not use')) break;
        }
        const log = await virtual.spokenPhraseLog();
        await virtual.stop();
        return log;
      })()`)) as string[];
      const reading = heard.join('\n');
      assert.match(reading, /heading, Plot card: In the Spotlight, level 3/);
      assert.match(reading, /Do you use it now\? If you do not, this chance is gone\./);
      assert.match(reading, /radio, Ann/);
      assert.match(reading, /radio, Cid/);
      assert.match(reading, /button, Do not use/);
      // The header's Rules open at the rule of this moment (R-PLOT-4); Escape goes back.
      await bob.page.click('#rules-button');
      await bob.page.waitForFunction(() => document.activeElement?.id === 'rules-R-PLOT-4-title');
      assert.equal(await text(bob.page, '#rules-dialog button[aria-current="true"]'), 'One-use plot cards, and who goes first (now)');
      await bob.page.keyboard.press('Escape');
      await bob.page.waitForFunction(() => document.activeElement?.id === 'rules-button');
      // Using it without a player says so; then Cid, by keyboard.
      await tabTo(bob.page, '#phone-plot-use');
      await bob.page.keyboard.press('Enter');
      await textIncludes(bob.page, '#phone-plot-error', 'Choose a player first.');
      await bob.page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'phone-plot-target');
      await bob.page.locator('input[name="phone-plot-target"][value="2"]').focus();
      await bob.page.keyboard.press('Space');
      await tabTo(bob.page, '#phone-plot-use');
      await bob.page.keyboard.press('Enter');
      await bob.page.waitForFunction(() => !document.querySelector('#phone-plot-form'));

      // Cid's card turn says that it is played face up.
      await cid.page.locator('button[name="phone-choice"][value="success"]').waitFor();
      await textIncludes(cid.page, '#phone-choice-form', 'You are in the spotlight: your card is played face up, for everyone to see.');
      await cid.page.click('button[name="phone-choice"][value="success"]');
      await phone(0).ok('game:card', { card: 'success' });
      // Every card is played: Cid is asked about Keeping a Close Eye on You, before the reveal.
      await cid.page.waitForFunction(() => document.activeElement?.id === 'phone-plot-heading');
      assert.equal(await text(cid.page, '#phone-plot-heading'), 'Plot card: Keeping a Close Eye on You');
      assert.equal(await cid.page.locator('input[name="phone-plot-target"]').count(), 1, 'only Ann, the other team member');
      await axe(cid.page, 'phone: Keeping a Close Eye on You');
      await cid.page.locator('input[name="phone-plot-target"][value="0"]').check();
      await tabTo(cid.page, '#phone-plot-use');
      await cid.page.keyboard.press('Enter');
      // Focus lands on what Cid saw, on his private screen; then the cards are revealed.
      await cid.page.waitForFunction(() => document.activeElement?.id === 'phone-look-last');
      assert.equal(await text(cid.page, '#phone-look-last'), 'Mission 1: Mission card of Ann: Success. You may talk about it, never show it.');
      await table.page.waitForFunction(() =>
        ((window as unknown as { __said: string[] }).__said ?? []).some((s) => s.includes('Face up, in the spotlight: Cid played Success.')),
      );
      await axe(cid.page, 'phone: a mission card looked at');
      for (const d of [table, bob]) assert.ok(!(await everything(d.page)).includes('Mission card of'), `${d.label}: only Cid learns the look`);

      // Round 2, Bob leads: the cards left, in order, hold Establish Confidence at 12, then
      // Overheard Conversation at 6. Bob keeps Establish Confidence and shows his card to Cid, on
      // his phone; Cid's phone says where the news is, without saying it.
      await table.page.waitForFunction(() => document.querySelector('#room-plot-draw'));
      script.push(12, 6);
      await table.page.click('#room-plot-draw');
      await table.page.locator('#room-plot-give-1').waitFor();
      await textIncludes(table.page, '#room-plot-give-0', 'Establish Confidence stays with the leader, Bob.');
      await table.page.click('#room-plot-give-0-submit');
      await bob.page.waitForFunction(() => document.activeElement?.id === 'phone-plot-heading');
      assert.equal(await text(bob.page, '#phone-plot-heading'), 'Plot card: Establish Confidence');
      await bob.page.locator('input[name="phone-plot-target"][value="2"]').check();
      await bob.page.click('#phone-plot-use');
      await cid.page.locator('#phone-plot-looks').waitFor();
      assert.match(await text(cid.page, '#phone-plot-look-last'), /^Establish Confidence: Loyalty card of Bob: (Spy, not Resistance|Resistance, not Spy)\.$/);
      await cid.page.waitForFunction(() =>
        ((window as unknown as { __said: string[] }).__said ?? []).some((s) => s.includes('Something new on your private screen: what you learnt from a plot card.')),
      );
      assert.ok(!(await said(cid.page)).some((s) => s.includes('Loyalty card of')), 'the live region never says what was learnt');
      // Overheard Conversation to Cid: he looks at a neighbour on his phone; focus lands on what he saw.
      await table.page.locator('#room-plot-give-0-to').waitFor();
      await table.page.selectOption('#room-plot-give-0-to', '2');
      await table.page.click('#room-plot-give-0-submit');
      await cid.page.waitForFunction(() => document.activeElement?.id === 'phone-plot-heading');
      assert.equal(await text(cid.page, '#phone-plot-heading'), 'Plot card: Overheard Conversation');
      await cid.page.locator('input[name="phone-plot-target"][value="3"]').check();
      await cid.page.click('#phone-plot-use');
      await cid.page.waitForFunction(() => document.activeElement?.id === 'phone-plot-look-last' && document.activeElement.textContent!.includes('Dee'));
      assert.match(await text(cid.page, '#phone-plot-look-last'), /^Overheard Conversation: Loyalty card of Dee: /);
      for (const d of [table, bob]) assert.ok(!(await everything(d.page)).includes('Loyalty card of'), `${d.label}: only Cid learns the looks`);
      for (const d of [table, bob, cid]) assert.deepEqual(d.errors, [], `${d.label}: errors in the page`);
    } finally {
      for (const p of others.values()) p.client.close();
    }
  });
});
