/**
 * The app heard through a real screen reader: Orca 43 on Chromium over AT-SPI, its speech played
 * in real time (scripts/orca/stack.ts), keys pressed on the X display as a person presses them,
 * each after everything before it was heard (scripts/orca/listener.ts).
 *
 * One round of the base game: mission 1 at 5 players with the physical cards, one team rejected
 * and one approved, recorded through the ordinary controls. It fails on a sentence said twice
 * after one key, a live-region text written but never spoken to the end, and Orca's focus on
 * another control than the browser's; and it prints the keys, the utterances, the words and the
 * seconds of speech.
 *
 * Needs the Debian packages of scripts/orca/stack.ts (PACKAGES): installed with apt-get when this
 * runs as root on Debian or Ubuntu, else the test is skipped with one line saying why.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../../scripts/dist.ts';
import { faults, figures, Listener, transcript, type Heard } from '../../scripts/orca/listener.ts';
import { installStack, orcaSkipReason, startDesktop, type OrcaDesktop } from '../../scripts/orca/stack.ts';
import { startAppServer, type AppServer } from '../../server/app-server.ts';
import { openRoomStore, type RoomStore } from '../../server/store.ts';
import { ROOM_GAMES } from '../../src/games/room-games.ts';

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
    server = await startAppServer({ games: ROOM_GAMES, port: 0, host: '127.0.0.1', staticDir: out, store });
    origin = `http://127.0.0.1:${server.port}`;
    desktop = await startDesktop();
  });

  after(async () => {
    await desktop?.stop();
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
      // Proposal 1, Player 1 leads and starts on the team: Player 2 joins; rejected by all.
      await ear.keys('Tab', 'space');
      await ear.tabTo(/^Propose team$/);
      await ear.press('Return');
      await ear.tabTo(/^All reject$/);
      await ear.press('Return');
      // "All reject" moved focus to "Record vote".
      await ear.press('Return');
      // Proposal 2, Player 2 leads and starts on the team: Player 3 joins; approved by all.
      await ear.tabTo(/^Player 3/);
      await ear.press('space');
      await ear.tabTo(/^Propose team$/);
      await ear.press('Return');
      // Everyone starts approved: straight to "Record vote".
      await ear.tabTo(/^Record vote$/);
      await ear.press('Return');
      // The mission: no Fail card, chosen from the start (focus on it).
      await ear.tabTo(/^Record (the )?mission/);
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
});
