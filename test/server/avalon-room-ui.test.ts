/**
 * A 7-player Avalon room in real Chromium (docs/avalon.md): the production build and the room
 * server from one process, a room set up under Avalon names with Merlin, the Assassin, Percival,
 * Morgana, Mordred and the Lady of the Lake; the seats play through socket clients
 * (test/server/harness.ts), and the table page (English), Merlin's phone page (in German) and
 * Percival's phone page (English), each in its own browser context, show and say the game. Merlin's
 * card is heard through the virtual screen reader; the Lady of the Lake checks after mission 2
 * (R-INQ-2); after the third success the table page records the Assassin's choice (R-ASN-END).
 * Every page says and shows Avalon's names, never the spies, the Commander, the Body Guard or the
 * Inquisitor. axe (WCAG 2.2 AA) on the pages. Every wait is for a state of a page or of a socket.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright';
import { teamSize, type MissionNumber, type Seat } from '../../src/games/resistance/engine.ts';
import { SETTINGS_KEY } from '../../src/platform/settings/settings.ts';
import { fullTable, type Table } from './harness.ts';
import { axe, openDevice, said, startRoomApp, VSR, type Device, type RoomApp } from './pages.ts';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'];

/** The Resistance's own names, which an Avalon table never hears nor reads (English, German). */
const OWN_NAMES = {
  en: /\b(spies|spy|Spies|Spy|Commander|Body Guard|Deep Cover|Inquisitor|resistance)\b/,
  de: /(Spion|Kommandant|Leibwächter|Inquisitor|Widerstand|Attentäter)/,
};

let app: RoomApp;

/** Seat `seat`'s phone page in `language`: its own browser context, holding the seat's credential. */
async function phonePage(t: Table, seat: Seat, language: 'en' | 'de'): Promise<Device> {
  const d = await openDevice(app.browser, `${PLAYERS[seat]}'s phone`, { width: 400, height: 800 }, true);
  const code = t.room.code;
  await d.context.addInitScript(
    ([key, value, settingsKey, settings]) => {
      localStorage.setItem(key!, value!);
      localStorage.setItem(settingsKey!, settings!);
    },
    [`rs-room-seat:${code}`, JSON.stringify({ role: 'seat', code, token: t.phones[seat]!.token }), SETTINGS_KEY, JSON.stringify({ language })] as const,
  );
  await d.page.goto(`${app.origin}/?room=${code}`);
  await d.page.locator('#phone-reveal').waitFor();
  return d;
}

/** The phone's private screen as the virtual screen reader reads it, to its end. */
async function heardPrivate(page: Page): Promise<string[]> {
  await page.route('**/__vsr__.js', (route) => route.fulfill({ path: VSR, contentType: 'text/javascript' }));
  return (await page.evaluate(`(async () => {
    const { virtual } = await import('/__vsr__.js');
    await virtual.start({ container: document.querySelector('#phone-private') });
    for (let i = 0; i < 80; i++) {
      await virtual.next();
      if ((await virtual.lastSpokenPhrase()).startsWith('end of region')) break;
    }
    const log = await virtual.spokenPhraseLog();
    await virtual.stop();
    return log;
  })()`)) as string[];
}

/** Waits until the page's announcer said a line that includes `part`. */
async function heard(d: Device, part: string): Promise<void> {
  await d.page.waitForFunction((p) => ((window as unknown as { __said: string[] }).__said ?? []).some((s) => s.includes(p)), part);
}

/** Neither what the page said nor what it shows names The Resistance's cards or sides. */
async function expectAvalonOnly(d: Device, language: 'en' | 'de', where: string): Promise<void> {
  for (const line of await said(d.page)) assert.doesNotMatch(line, OWN_NAMES[language], `${d.label}, ${where}: said "${line}"`);
  const shown = (await d.page.evaluate(() => `${document.title}\n${document.body.innerText}`)).replace(/The Resistance companion|The Resistance: Avalon/g, '');
  const found = shown.match(OWN_NAMES[language]);
  assert.equal(found, null, `${d.label}, ${where}: shows "${found?.[0]}" in …${shown.slice(Math.max(0, (found?.index ?? 0) - 80), (found?.index ?? 0) + 80)}…`);
}

describe('an Avalon room: the table and the phones under Avalon names', () => {
  before(async () => {
    app = await startRoomApp('rs-avalon', () => 0);
  });
  after(async () => {
    await app?.close();
  });

  test('7 players with Merlin, Percival, Morgana, Mordred and the Lady of the Lake, in English and German', { timeout: 300_000 }, async () => {
    const t = await fullTable(app.origin, {
      players: PLAYERS,
      firstLeader: 0,
      names: 'avalon',
      roles: { assassin: { bodyGuard: true, falseCommander: true, deepCover: true } },
      modules: { inquisitor: true },
    });
    const devices: Device[] = [];
    try {
      const characters = t.phones.map((p) => p.client.latest!.view.character!);
      const seat = (role: string): Seat => characters.indexOf(role as never) as Seat;
      const merlin = seat('commander');
      const percival = seat('body-guard');
      assert.ok(merlin >= 0 && percival >= 0 && seat('assassin') >= 0, characters.join(', '));

      // The table page holds the table's credential, as the device that created the room would.
      const table = await openDevice(app.browser, 'table');
      devices.push(table);
      await table.page.goto(`${app.origin}/?table`);
      await table.page.evaluate(
        ([c, token]) => localStorage.setItem(`rs-room-table:${c}`, JSON.stringify({ role: 'table', code: c, token })),
        [t.room.code, t.room.tableToken] as const,
      );
      await table.page.goto(`${app.origin}/?table=${t.room.code}`);
      await table.page.locator('#now-text').waitFor();
      const merlinPhone = await phonePage(t, merlin, 'de');
      const percivalPhone = await phonePage(t, percival, 'en');
      devices.push(merlinPhone, percivalPhone);

      // The reveal, heard on Merlin's phone in German and read on Percival's (R-REV-2, R-ASN-1, R-ASN-OPT).
      const merlinHeard = await heardPrivate(merlinPhone.page);
      assert.ok(
        merlinHeard.some((p) => p.includes('Deine Karte: Merlin, auf der Seite der Loyalen Diener von Artus.')),
        merlinHeard.join('\n'),
      );
      assert.ok(merlinHeard.some((p) => /ein Scherge Mordreds/.test(p)), 'Merlin learns the minions of Mordred');
      for (const p of merlinHeard) assert.doesNotMatch(p, OWN_NAMES.de, p);
      const percivalCards = await percivalPhone.page.locator('#phone-reveal li').allTextContents();
      assert.ok(percivalCards.some((c) => c.includes(`${PLAYERS[merlin]}: you learnt they are Merlin or Morgana.`)), percivalCards.join('\n'));
      assert.ok(percivalCards[0]!.includes('Your card: Percival, on the side of the loyal servants of Arthur.'), percivalCards[0]);
      await axe(merlinPhone.page, 'Merlin\'s phone, in German: the reveal');
      for (const [d, language] of [[table, 'en'], [merlinPhone, 'de'], [percivalPhone, 'en']] as const) await expectAvalonOnly(d, language, 'the reveal');

      // Loyal teams succeed; after mission 2 the Lady of the Lake's holder checks a player (R-INQ-2).
      let checked = false;
      while (t.table.latest!.view.phase !== 'assassination') {
        const v = t.table.latest!.view;
        if (v.phase === 'inquisition') {
          const token = v.inquisitor!;
          const target = t.phones.map((p) => p.seat).find((s) => s !== token.holder && !token.pastHolders.includes(s))!;
          await t.phone(token.holder).ok('game:inquire', { target });
          await t.table.view((s) => s.view.phase !== 'inquisition');
          await t.settle();
          checked = true;
          continue;
        }
        const loyal = t.phones.filter((p) => p.client.latest!.view.side === 'resistance').map((p) => p.seat);
        await t.propose(loyal.slice(0, teamSize(7, v.round as MissionNumber)));
        await t.vote(t.phones.map((p) => p.seat));
        await t.play();
      }
      assert.ok(checked, 'the Lady of the Lake checked a player');
      await heard(table, 'The Lady of the Lake passes to');
      await heard(merlinPhone, 'Die Herrin vom See geht an');

      // The table page records the Assassin's choice: Percival, not Merlin (R-ASN-END).
      await heard(table, 'the minions of Mordred talk it over and the Assassin names Merlin');
      await table.page.locator('input[name="assassination-target"]').first().waitFor();
      await axe(table.page, 'the table: the Assassin names Merlin');
      await table.page.locator(`input[name="assassination-target"][value="${percival}"]`).check();
      await table.page.click('#assassination-record');
      await heard(table, 'The loyal servants of Arthur win: three missions succeeded and the Assassin missed Merlin.');
      await heard(table, `The Assassin names ${PLAYERS[percival]}: not Merlin.`);
      await heard(merlinPhone, 'Die Loyalen Diener von Artus gewinnen: Drei Missionen waren erfolgreich und der Assassine hat Merlin verfehlt.');
      await heard(percivalPhone, 'The loyal servants of Arthur win');
      await axe(table.page, 'the table: game over');
      for (const [d, language] of [[table, 'en'], [merlinPhone, 'de'], [percivalPhone, 'en']] as const) await expectAvalonOnly(d, language, 'game over');
      for (const d of devices) assert.deepEqual(d.errors, [], `${d.label}: errors in the page`);
    } finally {
      t.close();
      for (const d of devices) await d.context.close();
    }
  });
});
