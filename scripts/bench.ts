/**
 * `npm run bench`: builds the production app, measures it, prints one table (figure, value,
 * budget, pass/fail, how measured) on stdout and exits 1 when a budget is exceeded (2 when a
 * measurement could not be made). Progress and the machine go to stderr. The figures and what
 * they mean are kept in docs/performance.md.
 *
 * 1. Size: the scripts and styles dist/index.html loads (gzip, node:zlib), the precache list.
 * 2. Start: Lighthouse (mobile, simulated throttling) on the first visit; a second visit served by
 *    the service worker, under 4× CPU throttling, timed to the first screen of <rs-app>, against a
 *    bare Lit + workbox-window page built with the same tools, alternated in the same run (ratio
 *    budget 1.2), and the two pages' main-thread CPU to their first screen (trace thread time, no
 *    throttling: a figure the machine's other work moves little). `BENCH_PHONE_ONLY=1` runs only
 *    the phone's rows (size, Lighthouse, start, response, storage); `BENCH_ONLY=Start,Response`
 *    only the sections named.
 * 3. Response: key press → announcement for a vote and a mission record in a 10-player game with
 *    25 proposals of history, under 4× CPU throttling; and for "Start game" on a second visit and
 *    the game's first proposal after it.
 * 4. Engine: replayRecord speed over seeded random legal games; consistentSpySets for 10 players.
 * 5. Storage: IndexedDB write time of GameStore.append in Chromium.
 * 6. Wire: the bytes `npm start`'s server sends (Brotli, gzip, none) for the first visit and the
 *    precache (scripts/bench-rooms.ts).
 * 7. Rooms: an honest room's p95 with and without a bounded flood from another room's table
 *    (scripts/bench-rooms.ts: the room server, the honest room and the flood in three processes).
 * 8. Load: the server's work per change without sockets (scripts/bench-broadcast.ts), then the room server with 20 then 50 rooms of 5–10 seats playing whole base games at once
 *    (scripts/bench-load.ts; `BENCH_LOAD=full`: 20, 50, 100 and 200 rooms): actions/s, action →
 *    view p50/p95/p99 on every socket, join time, failures, memory at idle and per room, bytes
 *    per phone per game.
 * 9. Storm: a restart's reconnection storm (scripts/bench-storm.ts): 200 tables
 *    of 8 phones on a PGlite data directory, the server restarted on it, every device back at a
 *    random moment of 10 s (`BENCH_LOAD_STORM=1000`: the budget's 1,000 tables): reconnections
 *    served, failed, reconnect → snapshot p50/p95/p99, the server's CPU, event loop, store reads
 *    and memory, every room's version and record before and after.
 * 0. The room server's memory, growth and human pace (`BENCH_SERVER_ONLY=1`: these alone, about two
 *    minutes): Store (scripts/bench-store.ts: `npm start`'s server idle and its peak through 50
 *    rooms on the default store; `BENCH_LOAD=full`: every candidate store side by side), Soak
 *    (scripts/bench-soak.ts: waves of 50 rooms expiring; 30 minutes with `BENCH_LOAD=full`),
 *    Convention (scripts/bench-convention.ts: tables at human pace, 300 starting in one minute,
 *    server and generator pinned to a core each; 2,000 tables with `BENCH_LOAD=full`).
 * 10. Cluster, when PostgreSQL and redis-server are installed: one room server
 *    process on PostgreSQL against two with the Redis adapter on the same rooms (20 rooms, two runs
 *    of each alternated; `BENCH_LOAD=full`: 50 and 100), their ratio against 0.9, the cost per action
 *    (CPU per process, PostgreSQL and Redis, statements, adapter messages, presence queries across
 *    processes, also at a table's pace), and a process killed mid-game under load (no acknowledged
 *    action lost).
 *
 * Only loopback traffic: the app is served by a node:http server on localhost; Chromium is the
 * system one (CHROME_PATH or /usr/bin/chromium), with its background networking off.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { buildApp, CONTENT_TYPES } from './dist.ts';
import { measureFlood, measureWire } from './bench-rooms.ts';
import { measureCluster, measureLoad } from './bench-load.ts';
import { measureStorm } from './bench-storm.ts';
import { measureBroadcast } from './bench-broadcast.ts';
import { heartbeatRun, heartbeatText } from './bench-heartbeat.ts';
import { measureStores } from './bench-store.ts';
import { measureSoak } from './bench-soak.ts';
import { measureConvention } from './bench-convention.ts';
import type { Browser, BrowserContext, Page } from 'playwright';
import {
  availableMissions,
  consistentSpySets,
  createGame,
  replayRecord,
  spyCount,
  step,
  teamSize,
  toRecord,
  viewFor,
} from '../src/games/resistance/engine.ts';
import type { GameEvent, GameRecord, GameSetupInput, GameState, MissionNumber, Seat, Variant } from '../src/games/resistance/engine.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
/** Chromium flags for every launch: no background traffic (this machine's network refuses it). */
const CHROME_FLAGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'];
if (process.getuid?.() === 0) CHROME_FLAGS.push('--no-sandbox');

/** CPU slowdown for the start and response figures (CDP Emulation.setCPUThrottlingRate). */
const CPU_RATE = 4;
const LIGHTHOUSE_RUNS = 3;
const START_RUNS = 10;
const RESPONSE_RUNS = Number(process.env.BENCH_RESPONSE_RUNS) || 30;
const WARMUP_RUNS = 2;
const STORAGE_APPENDS = 200;
const ENGINE_GAMES = 2000;
const SEED = 0x5eed2026;

// Budgets (docs/performance.md, "Budgets and today's figures"; the precache budget argued from
// what offline play needs).
const BUDGET = {
  startJsKiB: 25,
  precacheKiB: 1000,
  lighthouseScore: 0.98,
  responseP95Ms: 50,
  /** The app's second visit at most this many times the bare Lit page's, same run. */
  secondVisitRatio: 1.2,
  /** "Start game" on a second visit, key → announcement, median at 4× CPU. */
  startGameMs: 100,
};

/** Sections to run (`BENCH_ONLY=Start,Response`), or every one. */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim())) : null;

const log = (line: string): void => void process.stderr.write(`bench: ${line}\n`);

// ---------------------------------------------------------------------------------------------
// The table

interface Row {
  figure: string;
  value: string;
  budget: string;
  /** true: within budget; false: over; null: no budget (information); 'error': not measured. */
  pass: boolean | null | 'error';
  how: string;
}

const rows: Row[] = [];

function row(figure: string, value: string, budget: string, pass: Row['pass'], how: string): void {
  rows.push({ figure, value, budget, pass, how });
}

/** Runs one section; a failure becomes an 'error' row instead of stopping the bench. */
async function section(name: string, body: () => Promise<void> | void): Promise<void> {
  if (ONLY && !ONLY.has(name)) return;
  log(`${name}…`);
  const started = performance.now();
  try {
    await body();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    row(name, `error: ${message}`, '', 'error', 'the measurement failed (see stderr)');
    log(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  log(`${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function printTable(): void {
  const verdict = (pass: Row['pass']): string => (pass === 'error' ? 'ERROR' : pass === null ? 'info' : pass ? 'pass' : 'FAIL');
  const cells = (r: string[]): string => `| ${r.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  const lines = [
    cells(['figure', 'value', 'budget', 'pass/fail', 'how measured']),
    '|---|---|---|---|---|',
    ...rows.map((r) => cells([r.figure, r.value, r.budget || '—', verdict(r.pass), r.how])),
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

// ---------------------------------------------------------------------------------------------
// Numbers

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest rank: the smallest value with at least q of the values at or below it.
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}
const median = (values: number[]): number => quantile(values, 0.5);
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number): string => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

/** mulberry32: a small seeded PRNG, so the engine's games are the same on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  /** `k` distinct seats of 0 … n − 1, ascending. */
  const subset = (n: number, k: number): Seat[] => {
    const seats = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = int(i + 1);
      [seats[i], seats[j]] = [seats[j]!, seats[i]!];
    }
    return seats.slice(0, k).sort((x, y) => x - y);
  };
  return { next, int, pick, subset };
}
type Rng = ReturnType<typeof prng>;

// ---------------------------------------------------------------------------------------------
// Games

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'];

/** One random legal game, played to its end through the engine (so every event is accepted). */
function randomGame(rng: Rng): GameRecord {
  const players = 5 + rng.int(6);
  const variants: Variant[] = [];
  if (rng.next() < 0.5) variants.push('targeting');
  if (rng.next() < 0.3) variants.push('blind-spies');
  const setup: GameSetupInput = {
    players: NAMES.slice(0, players),
    firstLeader: rng.int(players),
    variants,
    mission5Rule: rng.next() < 0.5 ? 'two-successes' : 'two-done',
  };
  const spies = rng.next() < 0.5 ? rng.subset(players, spyCount(players)) : null;
  if (spies) setup.spies = spies;
  let state = createGame(setup);
  while (state.phase !== 'over') {
    let event: GameEvent;
    if (state.phase === 'proposal') {
      const mission = rng.pick(availableMissions(state));
      const team = rng.subset(players, teamSize(players, mission));
      event = variants.includes('targeting') ? { type: 'proposal', team, leader: state.leader, mission } : { type: 'proposal', team, leader: state.leader };
    } else if (state.phase === 'vote') {
      // Tables lean towards approving; some rounds still reach the fifth rejection.
      const p = 0.3 + rng.next() * 0.5;
      event = { type: 'vote', approve: Array.from({ length: players }, (_, s) => s).filter(() => rng.next() < p) };
    } else {
      const team = state.proposals[state.proposals.length - 1]!.team;
      if (spies && rng.next() < 0.5) {
        const cards: Record<string, 'success' | 'fail'> = {};
        for (const seat of team) cards[String(seat)] = spies.includes(seat) && rng.next() < 0.6 ? 'fail' : 'success';
        event = { type: 'mission', cards };
      } else {
        const most = spies ? team.filter((s) => spies.includes(s)).length : Math.min(team.length, spyCount(players));
        event = { type: 'mission', fails: rng.int(most + 1) };
      }
    }
    state = step(state, event).state;
  }
  return toRecord(state);
}

/**
 * The 10-player game of the response figures: rounds of four rejected proposals and one approved
 * (missions: success, fail, success, fail by two cards), then a 25th proposal waiting for its vote.
 */
function longTenPlayerGame(): GameState {
  let state = createGame({ players: NAMES, firstLeader: 0 });
  const fails = [0, 1, 0, 2];
  const propose = (): void => {
    const size = teamSize(10, state.round as MissionNumber);
    const team = Array.from({ length: size }, (_, i) => (state.leader + i) % 10).sort((a, b) => a - b);
    state = step(state, { type: 'proposal', team, leader: state.leader }).state;
  };
  for (let round = 1; round <= 5; round++) {
    for (let attempt = 1; attempt <= 5; attempt++) {
      propose();
      if (round === 5 && attempt === 5) return state;
      // Rejected: 4 approve, 6 reject; the fifth attempt is approved by everyone.
      state = step(state, { type: 'vote', approve: attempt < 5 ? [0, 2, 4, 6] : NAMES.map((_, s) => s) }).state;
      if (attempt === 5) state = step(state, { type: 'mission', fails: fails[round - 1]! }).state;
    }
  }
  return state;
}

// ---------------------------------------------------------------------------------------------
// Build and serve

/**
 * Serves `dist` (unknown paths: index.html, as a static host with a fallback would) and the
 * bench's own files under /__bench/ from `benchDir`; text is gzipped when the browser accepts
 * it, as any production host does.
 */
async function serve(dist: string, benchDir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const [base, rel] = path.startsWith('/__bench/') ? [benchDir, path.slice('/__bench/'.length)] : [dist, path === '/' ? 'index.html' : path];
    let file = join(base, rel);
    if (!file.startsWith(base + sep) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    let body = readFileSync(file);
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache' };
    if (/gzip/.test(String(req.headers['accept-encoding'] ?? '')) && !/image\/png/.test(type)) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

// ---------------------------------------------------------------------------------------------
// 1. Size

function measureSize(dist: string): void {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const attr = (tag: string, name: string): string | null => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src) scripts.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'stylesheet') styles.push(href);
    if (rel === 'modulepreload') scripts.push(href);
  }
  const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('');
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');
  const gz = (files: string[], inline: string): number =>
    files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f.replace(/^\//, '')))).length, 0) + (inline ? gzipSync(inline).length : 0);

  const jsBytes = gz(scripts, inlineScripts);
  row(
    'Start-up JavaScript (gzip)',
    kib(jsBytes),
    `≤ ${BUDGET.startJsKiB} KiB`,
    jsBytes <= BUDGET.startJsKiB * 1024,
    `every <script src> and modulepreload in dist/index.html (${scripts.join(', ') || 'none'}), gzipped with node:zlib level 6; 1 KiB = 1024 bytes`,
  );
  const cssBytes = gz(styles, inlineStyles);
  row(
    'Start-up CSS (gzip)',
    kib(cssBytes),
    '',
    null,
    styles.length ? `every stylesheet <link> in dist/index.html (${styles.join(', ')}), gzipped` : 'dist/index.html links no stylesheet: the styles ship inside the script (a Lit css sheet)',
  );

  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]!);
  if (urls.length === 0) throw new Error('no {url:"…",revision:…} entries in dist/sw.js');
  const precache = urls.reduce((sum, url) => sum + statSync(join(dist, url)).size, 0);
  row(
    'Precache size',
    kib(precache),
    `≤ ${BUDGET.precacheKiB} KiB`,
    precache <= BUDGET.precacheKiB * 1024,
    `sum of the file sizes (uncompressed) of the ${urls.length} {url,revision} entries of dist/sw.js (the languages' catalogues are not among them: the next row)`,
  );
  // The languages' catalogues, kept by the worker once a language is used (dist/sw-languages.js names them).
  const catalogues = JSON.parse(/^const CATALOGUES = (\{[^\n]*\});/.exec(readFileSync(join(dist, 'sw-languages.js'), 'utf8'))?.[1] ?? '{}') as Record<string, string>;
  const catalogueSizes = Object.entries(catalogues).map(([language, file]) => `${language} ${kib(statSync(join(dist, file)).size)}`);
  row(
    'A language’s catalogue, kept when first used (uncompressed)',
    catalogueSizes.join(', ') || 'none',
    '',
    null,
    'each other language’s catalogue (CATALOGUES of dist/sw-languages.js): not precached; the worker keeps the catalogue of a language once it is used on the device, so precache + one catalogue is what a device keeps',
  );
  const workerFiles = ['sw.js', ...[...sw.matchAll(/define\(\["\.\/(workbox-[\w-]+)"\]/g)].map((m) => `${m[1]}.js`), ...[...sw.matchAll(/importScripts\("([\w.-]+)"\)/g)].map((m) => m[1]!)];
  const worker = workerFiles.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0);
  row('Service worker scripts (gzip)', kib(worker), '', null, `${workerFiles.join(' + ')}: fetched by the worker at the first visit, not by the page; gzipped`);
}

// ---------------------------------------------------------------------------------------------
// 4. Engine

function measureEngine(): void {
  const rng = prng(SEED);
  const records = Array.from({ length: ENGINE_GAMES }, () => randomGame(rng));
  const events = records.reduce((sum, r) => sum + r.events.length, 0);
  // Warm up, then replay the whole set until at least 2 s have passed.
  for (const r of records.slice(0, 200)) replayRecord(r);
  let passes = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < 2000) {
    for (const r of records) replayRecord(r);
    passes++;
    elapsed = performance.now() - started;
  }
  const rate = (events * passes) / (elapsed / 1000);
  row(
    'Engine: events replayed per second',
    `${Math.round(rate).toLocaleString('en')} events/s`,
    '',
    null,
    `replayRecord over ${ENGINE_GAMES} random legal games (5–10 players, variants, spies known or not; mulberry32 seed 0x${SEED.toString(16)}; ${events} events), ${passes} passes, in Node ${process.version}`,
  );

  // A 10-player game with four missions played (1, 0, 1 and 1 Fail cards), at round 5.
  let state = createGame({ players: NAMES, firstLeader: 0 });
  const teams: Seat[][] = [[0, 1, 2], [3, 4, 5, 6], [1, 4, 7, 8], [0, 2, 5, 8, 9]];
  [1, 0, 1, 1].forEach((fails, i) => {
    state = step(state, { type: 'proposal', team: teams[i]!, leader: state.leader }).state;
    state = step(state, { type: 'vote', approve: NAMES.map((_, s) => s) }).state;
    state = step(state, { type: 'mission', fails }).state;
  });
  const view = viewFor(state, 'public');
  const sets = consistentSpySets(view).sets.length;
  for (let i = 0; i < 200; i++) consistentSpySets(view);
  const perCall: number[] = [];
  for (let batch = 0; batch < 30; batch++) {
    const t0 = performance.now();
    for (let i = 0; i < 100; i++) consistentSpySets(view);
    perCall.push((performance.now() - t0) / 100);
  }
  row(
    'Assistant: consistentSpySets, 10 players',
    `${(median(perCall) * 1000).toFixed(0)} µs per call (p95 ${(quantile(perCall, 0.95) * 1000).toFixed(0)} µs)`,
    '',
    null,
    `consistentSpySets(viewFor(state, 'public')) on a 10-player game with 4 missions played (${sets} of 210 sets consistent); median of 30 batches of 100 calls, in Node`,
  );
}

// ---------------------------------------------------------------------------------------------
// 2a. Lighthouse

async function measureLighthouse(origin: string): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const version = (JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
  const scores: number[] = [];
  const tti: number[] = [];
  const fcp: number[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    // A fresh profile each time (chrome-launcher's temporary one): a true first visit.
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', ...CHROME_FLAGS], logLevel: 'silent' });
    try {
      const result = await lighthouse(`${origin}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = lhr.categories.performance?.score;
      if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
      scores.push(score);
      tti.push(lhr.audits['interactive']?.numericValue ?? NaN);
      fcp.push(lhr.audits['first-contentful-paint']?.numericValue ?? NaN);
      const audit = (id: string): string => {
        const a = lhr.audits[id];
        return `${id} ${a?.displayValue ?? '?'} (score ${a?.score ?? '?'})`;
      };
      log(
        `lighthouse run ${run + 1}: score ${score}, TTI ${ms(tti[tti.length - 1]!)}, FCP ${ms(fcp[fcp.length - 1]!)}; ` +
          ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map(audit).join(', '),
      );
    } finally {
      chrome.kill();
    }
  }
  const score = median(scores);
  row(
    'Lighthouse performance (first visit)',
    `${score.toFixed(2)} (runs: ${scores.map((s) => s.toFixed(2)).join(', ')})`,
    `≥ ${BUDGET.lighthouseScore}`,
    score >= BUDGET.lighthouseScore,
    `Lighthouse ${version} (npm, programmatic), default mobile settings with simulated throttling (slow 4G, 4× CPU), fresh profile per run, system Chromium via chrome-launcher; median of ${LIGHTHOUSE_RUNS} runs; served gzipped from localhost`,
  );
  row(
    'Lighthouse time to interactive (first visit)',
    `${ms(median(tti))} (FCP ${ms(median(fcp))})`,
    '',
    null,
    `the same runs: audits "interactive" and "first-contentful-paint" (simulated), median`,
  );
}

// ---------------------------------------------------------------------------------------------
// Playwright helpers

/**
 * In-page code as strings: nothing from this file's compiler reaches the page. The first screen is
 * the app's setup form's "Start game" button or a resumed game's `#where-text`, or, on the bare Lit
 * page ({@link buildBarePage}), its own "Start game" button.
 */
const FIRST_SCREEN_PROBE = `(() => {
  const found = () => !!document.querySelector('rs-app #where-text') ||
    [...document.querySelectorAll('rs-app rs-setup button, bare-app button')].some((b) => b.textContent.trim() === 'Start game');
  const observer = new MutationObserver(() => {
    if (window.__rsFirstScreen === undefined && found()) {
      window.__rsFirstScreen = performance.now();
      performance.mark('rs-first-screen');
      console.debug('rs-first-screen');
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** A key → live-region probe: a capturing keydown listener, focusin, and one observer on both regions. */
const RESPONSE_PROBE = `(() => {
  const b = (window.__bench = { armed: false, key: null, focus: null, live: null, region: null, text: null });
  window.addEventListener('keydown', (e) => {
    if (b.armed && b.key === null && e.key === 'Enter') b.key = performance.now();
  }, true);
  document.addEventListener('focusin', () => {
    if (b.key !== null && b.focus === null) b.focus = performance.now();
  }, true);
  const observer = new MutationObserver((records) => {
    if (b.key === null || b.live !== null) return;
    b.live = performance.now();
    const region = records[0].target.nodeType === 1 ? records[0].target : records[0].target.parentElement;
    b.region = region.closest('[aria-live]').id;
    b.text = region.closest('[aria-live]').textContent;
  });
  for (const id of ['rs-live-polite', 'rs-live-assertive']) {
    observer.observe(document.getElementById(id), { childList: true, characterData: true, subtree: true });
  }
})();`;

async function throttle(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

async function liveText(page: Page, priority: 'polite' | 'assertive', pattern: RegExp): Promise<void> {
  await page.waitForFunction(
    ([id, source]) => new RegExp(source as string).test(document.getElementById(id as string)?.textContent ?? ''),
    [`rs-live-${priority}`, pattern.source],
  );
}

// ---------------------------------------------------------------------------------------------
// 2b. Start, second visit (service worker)

/**
 * A new browser context whose service worker controls `origin`: a first visit made (the worker
 * installed, its precache filled) and closed, so that every page opened next is a second visit.
 * @throws Error when the worker does not take control within 30 s
 */
async function controlledContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  try {
    const first = await context.newPage();
    await first.goto(origin);
    await first.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
    await first.close();
    return context;
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * The second visit of the page at `origin`, served by its service worker, under {@link CPU_RATE}×
 * CPU throttling: ms from navigation start to the first screen ({@link FIRST_SCREEN_PROBE}) and
 * to the load event, {@link START_RUNS} runs each.
 * @throws Error when the worker does not take control or does not serve the page
 */
async function secondVisits(browser: Browser, origin: string): Promise<{ times: number[]; loads: number[] }> {
  const context = await controlledContext(browser, origin);
  try {
    await context.addInitScript(FIRST_SCREEN_PROBE);
    const times: number[] = [];
    const loads: number[] = [];
    for (let run = 0; run < START_RUNS; run++) {
      const page = await context.newPage();
      await throttle(page, CPU_RATE);
      // Told by the probe's console message: nothing of Playwright's is evaluated in the page before
      // the first screen (waitForFunction injects Playwright's own script, some 40 ms of the
      // throttled main thread, which delayed whatever the page did after its load event).
      const shown = page.waitForEvent('console', { predicate: (m) => m.text() === 'rs-first-screen', timeout: 30_000 });
      const response = await page.goto(origin, { waitUntil: 'commit' });
      if (!response?.fromServiceWorker()) throw new Error('the second visit was not served by the service worker');
      await shown;
      await page.waitForLoadState('load');
      const [screen, controlled, load] = (await page.evaluate(
        `[window.__rsFirstScreen, !!navigator.serviceWorker.controller, performance.getEntriesByType('navigation')[0].loadEventEnd]`,
      )) as [number, boolean, number];
      if (!controlled) throw new Error('the page is not controlled by the service worker');
      times.push(screen);
      loads.push(load);
      await page.close();
    }
    return { times, loads };
  } finally {
    await context.close();
  }
}

/** How many traced second visits of each page {@link mainThreadCpu} takes. */
const CPU_RUNS = 8;
/** The trace categories {@link mainThreadCpu} records: the tasks' thread times and the probe's mark. */
const CPU_TRACE_CATEGORIES = ['devtools.timeline', 'v8.execute', 'blink.user_timing', 'toplevel', 'loading'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * The main-thread CPU (ms) of one second visit to its first screen, from a Chromium trace: the
 * thread time (`tdur`) of every outermost task of the page's renderer main thread from its
 * navigation start to the probe's `rs-first-screen` mark. No CPU throttling (Chromium's throttling
 * is counted in thread time), so the figure is the page's own work, which the machine's other work
 * moves little, unlike the times above.
 * @throws Error when the trace has no mark or no main thread
 */
function firstScreenCpu(events: TraceEvent[]): number {
  const mark = events.find((e) => e.name === 'rs-first-screen');
  if (!mark) throw new Error('the trace has no first-screen mark');
  const main = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid);
  const start = main.find((e) => e.name === 'navigationStart')?.ts ?? Math.min(...main.map((e) => e.ts));
  const tasks = main.filter((e) => e.ph === 'X' && e.tdur !== undefined && e.ts >= start && e.ts <= mark.ts).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let cpu = 0;
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the task before
    cpu += task.tdur!;
    end = task.ts + (task.dur ?? 0);
  }
  return cpu / 1000;
}

/** {@link firstScreenCpu} of {@link CPU_RUNS} second visits of `origin`, served by its service worker. */
async function mainThreadCpu(browser: Browser, origin: string): Promise<number[]> {
  const context = await controlledContext(browser, origin);
  try {
    await context.addInitScript(FIRST_SCREEN_PROBE);
    const cpu: number[] = [];
    for (let run = 0; run < CPU_RUNS; run++) {
      const page = await context.newPage();
      await browser.startTracing(page, { categories: CPU_TRACE_CATEGORIES });
      const shown = page.waitForEvent('console', { predicate: (m) => m.text() === 'rs-first-screen', timeout: 30_000 });
      const response = await page.goto(origin, { waitUntil: 'commit' });
      if (!response?.fromServiceWorker()) throw new Error('the second visit was not served by the service worker');
      await shown;
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      cpu.push(firstScreenCpu(trace.traceEvents));
      await page.close();
    }
    return cpu;
  } finally {
    await context.close();
  }
}

/**
 * The second visit of the app and of a bare Lit + workbox-window page built with the same tools
 * ({@link buildBarePage}), alternated (app, bare, app, bare) so that both see the same machine,
 * and their ratio against {@link BUDGET.secondVisitRatio}.
 */
async function measureStart(browser: Browser, origin: string, bareOrigin: string): Promise<void> {
  const app: number[] = [];
  const appLoads: number[] = [];
  const bare: number[] = [];
  const bareLoads: number[] = [];
  for (let half = 0; half < 2; half++) {
    const a = await secondVisits(browser, origin);
    app.push(...a.times);
    appLoads.push(...a.loads);
    const b = await secondVisits(browser, bareOrigin);
    bare.push(...b.times);
    bareLoads.push(...b.loads);
  }
  row(
    'Start, second visit (service worker)',
    `${ms(median(app))} median, p95 ${ms(quantile(app, 0.95))} (load event ${ms(median(appLoads))})`,
    '',
    null,
    `Playwright, system Chromium, ${CPU_RATE}× CPU throttling (CDP Emulation.setCPUThrottlingRate), page controlled by the service worker (precache), no saved game: performance.now() (from navigation start) when <rs-app> has rendered the setup form's "Start game" button, seen by a MutationObserver added before the page's scripts; ${2 * START_RUNS} runs in two halves alternated with the bare page's`,
  );
  row(
    'Start, second visit: bare Lit page',
    `${ms(median(bare))} median, p95 ${ms(quantile(bare, 0.95))} (load event ${ms(median(bareLoads))})`,
    '',
    null,
    `the same measurement of a bare page built with the same tools in the same run (Vite, Lit, workbox-window, vite-plugin-pwa generateSW with clientsClaim): one light-DOM Lit element rendering a header, a heading, a paragraph and a "Start game" button; the worker registered after the load event`,
  );
  const ratio = median(app) / median(bare);
  row(
    'Start, second visit: app ÷ bare Lit page',
    `${ratio.toFixed(2)}× (medians ${ms(median(app))} ÷ ${ms(median(bare))})`,
    `≤ ${BUDGET.secondVisitRatio}×`,
    ratio <= BUDGET.secondVisitRatio,
    'the two rows above, measured alternately in the same run',
  );
  const appCpu = await mainThreadCpu(browser, origin);
  const bareCpu = await mainThreadCpu(browser, bareOrigin);
  row(
    'Start, second visit: main-thread CPU to the first screen, app ÷ bare Lit page',
    `${(median(appCpu) / median(bareCpu)).toFixed(2)}× (medians ${ms(median(appCpu))} ÷ ${ms(median(bareCpu))})`,
    '',
    null,
    `the same pages, ${CPU_RUNS} second visits each without CPU throttling, each traced (${CPU_TRACE_CATEGORIES.join(', ')}): the thread time of the renderer main thread's outermost tasks from navigation start to the first screen's mark (performance.mark in the probe): the pages' own work, little moved by the machine's load`,
  );
}

/**
 * Builds the bare page of the second-visit comparison into `outDir`: Vite with vite-plugin-pwa
 * (generateSW, clientsClaim, precache of everything), one Lit element in the light DOM (a header,
 * a heading, a paragraph and a "Start game" button) and workbox-window registering the worker
 * after the load event, as the app does. Its sources are written into a temporary folder under
 * node_modules/.cache so that `lit` and `workbox-window` resolve to the project's own copies.
 */
async function buildBarePage(outDir: string): Promise<void> {
  const cache = join(ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const src = mkdtempSync(join(cache, 'rs-bench-bare-'));
  try {
    writeFileSync(
      join(src, 'index.html'),
      `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Bare Lit page</title>
    <script type="module" src="./main.js"></script>
  </head>
  <body>
    <bare-app></bare-app>
  </body>
</html>
`,
    );
    writeFileSync(
      join(src, 'main.js'),
      `import { LitElement, html, css } from 'lit';

class BareApp extends LitElement {
  static properties = { count: { state: true } };
  static styles = css\`:host { display: block; }\`;
  constructor() {
    super();
    this.count = 5;
  }
  createRenderRoot() {
    return this;
  }
  render() {
    return html\`<header><h1>Bare Lit page</h1></header>
      <main>
        <h2>New game</h2>
        <p>\${this.count} players.</p>
        <button type="button" @click=\${() => this.count++}>Start game</button>
      </main>\`;
  }
}
customElements.define('bare-app', BareApp);

window.addEventListener('load', () => {
  void import('workbox-window').then(({ Workbox }) => new Workbox('./sw.js').register());
});
`,
    );
    const { build: viteBuild } = await import('vite');
    const { VitePWA } = await import('vite-plugin-pwa');
    await viteBuild({
      configFile: false,
      root: src,
      base: './',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, target: 'es2022' },
      plugins: [
        VitePWA({
          strategies: 'generateSW',
          registerType: 'prompt',
          injectRegister: false,
          filename: 'sw.js',
          manifest: false,
          workbox: { globPatterns: ['**/*.{html,js}'], clientsClaim: true, skipWaiting: false, inlineWorkboxRuntime: false, sourcemap: false },
        }),
      ],
    });
  } finally {
    rmSync(src, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Response

interface RunResult {
  key: number;
  focus: number | null;
  live: number;
  region: string;
  text: string;
}

async function measuredEnter(page: Page, submit: string): Promise<RunResult> {
  await page.locator(submit).focus();
  // Let the focus change's own work (saving the focused control) finish before measuring.
  await page.waitForTimeout(150);
  await page.evaluate(`Object.assign(window.__bench, { armed: true, key: null, focus: null, live: null, region: null, text: null })`);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (window as unknown as { __bench: { live: number | null } }).__bench.live !== null);
  const result = (await page.evaluate(`window.__bench`)) as RunResult;
  await page.evaluate(`window.__bench.armed = false`);
  return result;
}

/** Presses Enter on the focused control `selector` (a keyboard user's activation). */
async function pressOn(page: Page, selector: string, key = 'Enter'): Promise<void> {
  await page.locator(selector).focus();
  await page.keyboard.press(key);
}

/** Undo by the keyboard on the "Undo" button, then waits for its announcement and for `then`. */
async function undo(page: Page, then: string): Promise<void> {
  await pressOn(page, '#undo-button');
  await liveText(page, 'polite', /^Undone:/);
  await page.locator(then).waitFor();
}

async function measureResponse(browser: Browser, origin: string, settleMs: string): Promise<void> {
  const state = longTenPlayerGame();
  const record = toRecord(state);
  replayRecord(JSON.parse(JSON.stringify(record)));
  if (state.proposals.length !== 25 || state.phase !== 'vote') throw new Error('the history game is not at its 25th proposal');

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(origin);
    await page.getByRole('button', { name: 'Start game' }).waitFor();
    // Build the history the way a user would: import the record, then resume it.
    await page.setInputFiles('#import-file', { name: 'bench-25-proposals.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
    await page.locator('rs-saved-games button[id^="resume-"]').first().click();
    await page.locator('rs-vote-recorder').waitFor();
    if ((await page.locator('rs-vote-history tbody tr').count()) < 25) log('note: the vote history table shows fewer than 25 rows');
    await page.evaluate(RESPONSE_PROBE);
    await throttle(page, CPU_RATE);

    // Every step by the keyboard, as the app's users work (so the key press finds the page in
    // keyboard modality, with no focus ring appearing on the measured key). The first
    // WARMUP_RUNS runs of each kind are not counted (first renders of each template, JIT).
    const runs = RESPONSE_RUNS + WARMUP_RUNS;
    const vote: RunResult[] = [];
    for (let run = 0; run < runs; run++) {
      await pressOn(page, '#vote-all-approve');
      await liveText(page, 'polite', /All 10 approve/);
      const result = await measuredEnter(page, 'rs-vote-recorder button[type="submit"]');
      if (!/Team approved/i.test(result.text)) throw new Error(`unexpected vote announcement: ${result.text}`);
      if (run >= WARMUP_RUNS) vote.push(result);
      await page.locator('rs-mission-recorder').waitFor();
      if (run < runs - 1) await undo(page, 'rs-vote-recorder');
    }
    // Now at the mission of the 25th proposal: 2 successes and 2 failures, so it ends the game.
    const mission: RunResult[] = [];
    for (let run = 0; run < runs; run++) {
      // After an undo the recorder shows what was recorded ("No Fail cards" checked
      // again), and Space on a checked radio button changes nothing and says nothing.
      const none = page.locator('rs-mission-recorder input[name="fails"][value="0"]');
      if (!(await none.isChecked())) {
        await pressOn(page, 'rs-mission-recorder input[name="fails"][value="0"]', 'Space');
        await liveText(page, 'polite', /mission 5 succeeds/);
      }
      const result = await measuredEnter(page, 'rs-mission-recorder button[type="submit"]');
      if (!/resistance wins/i.test(result.text)) throw new Error(`unexpected mission announcement: ${result.text}`);
      if (run >= WARMUP_RUNS) mission.push(result);
      await page.locator('rs-game-over').waitFor();
      await undo(page, 'rs-mission-recorder');
    }
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);

    const report = (name: string, results: RunResult[], what: string): void => {
      const total = results.map((r) => r.live - r.key);
      const focus = results.filter((r) => r.focus !== null).map((r) => r.focus! - r.key);
      const p95 = quantile(total, 0.95);
      row(
        `Response: ${name}, key → announcement`,
        `median ${ms(median(total))}, p95 ${ms(p95)}`,
        `p95 < ${BUDGET.responseP95Ms} ms`,
        p95 < BUDGET.responseP95Ms,
        `${what}; ${RESPONSE_RUNS} runs after ${WARMUP_RUNS} warm-up runs, ${CPU_RATE}× CPU throttling, all by keyboard: performance.now() in a capturing keydown listener → first mutation of #rs-live-polite/#rs-live-assertive (MutationObserver), Enter pressed with page.keyboard.press on the focused submit button, Enter on #undo-button between runs. Includes the announcer's deliberate settle delay (settleMs = ${settleMs} ms, src/platform/a11y/announcer.ts)`,
      );
      if (focus.length === results.length) {
        row(
          `Response: ${name}, key → focus on the next step`,
          `median ${ms(median(focus))}, p95 ${ms(quantile(focus, 0.95))}`,
          '',
          null,
          `the same runs, to the first focusin after the key: the app's own work (engine, IndexedDB write, render, focus move); the announcement is queued right after it`,
        );
      }
    };
    report('vote', vote, '"Record vote" (all approve) on the 25th proposal of a 10-player game (4 rejected + 1 approved per round, missions S F S F), announced politely');
    report('mission', mission, '"Record mission result" (no Fail card) of mission 5 after 25 proposals, which ends the game (the announcement is assertive, the game-over screen renders)');
  } finally {
    await context.close();
  }
}

/** How many fresh second visits the start of a game is timed on ({@link measureStartGame}). */
const START_GAME_RUNS = 6;

/**
 * "Start game" on the home page of a second visit (served by the service worker), 4× CPU, by the
 * keyboard, {@link START_GAME_RUNS} fresh pages: key → the "Game started" announcement. The user
 * is given 3 s on the home page first (a real one reads and fills the form for longer): the game
 * screen's code may load meanwhile (RsApp `prefetch`); the first game screen's own work (the
 * session, the store's first write, the game screen's first render) is the rest; the budget is on
 * the median ({@link BUDGET}.startGameMs). Then, on the same pages, the game's first proposal (the
 * first sentence that lists names).
 */
async function measureStartGame(browser: Browser, origin: string): Promise<void> {
  const context = await controlledContext(browser, origin);
  try {
    const times: number[] = [];
    const proposals: number[] = [];
    for (let run = 0; run < START_GAME_RUNS; run++) {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(origin);
      await page.getByRole('button', { name: 'Start game' }).waitFor();
      await throttle(page, CPU_RATE);
      await page.evaluate(RESPONSE_PROBE);
      await page.waitForTimeout(3_000);
      const result = await measuredEnter(page, 'rs-setup button[type="submit"]');
      if (!/Game started/.test(result.text)) throw new Error(`unexpected start announcement: ${result.text}`);
      times.push(result.live - result.key);
      // The game's first proposal: a team of two, the leader on it from the start (R-TEAM-2), the
      // other players ticked with Space until two are, then Enter on "Propose team".
      const boxes = 'rs-team-picker input[type="checkbox"]';
      await page.locator(boxes).first().waitFor();
      const checked = () => page.evaluate((s) => [...document.querySelectorAll<HTMLInputElement>(s)].map((box) => box.checked), boxes);
      for (let ticked = await checked(); ticked.filter(Boolean).length < 2; ticked = await checked()) {
        const n = ticked.indexOf(false);
        await page.locator(boxes).nth(n).focus();
        await page.keyboard.press('Space');
        await page.waitForFunction(([s, i]) => document.querySelectorAll<HTMLInputElement>(s)[i]?.checked === true, [boxes, n] as const);
      }
      const proposed = await measuredEnter(page, 'rs-team-picker button[type="submit"]');
      if (!/proposes/.test(proposed.text)) throw new Error(`unexpected proposal announcement: ${proposed.text}`);
      proposals.push(proposed.live - proposed.key);
      if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
      // A fresh database for the next run: no saved game listed above the form.
      await page.evaluate(async () => {
        for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name);
        localStorage.clear();
      });
      await page.close();
    }
    row(
      'Response: start a game, key → announcement',
      `median ${ms(median(times))}, slowest ${ms(Math.max(...times))}`,
      `median < ${BUDGET.startGameMs} ms`,
      median(times) < BUDGET.startGameMs,
      `"Start game" (5 players, the defaults) by Enter on a second visit's home page, ${CPU_RATE}× CPU throttling, 3 s after the first screen; ${START_GAME_RUNS} fresh pages: key → the "Game started" announcement (the game screen's code, fetched when the home page is idle, RsApp prefetch; the session, the store's first write, the first game screen)`,
    );
    row(
      'Response: the first proposal, key → announcement',
      `median ${ms(median(proposals))}, slowest ${ms(Math.max(...proposals))}`,
      '',
      null,
      `the same pages right after the start: a team of two (the leader on it from the start, the other ticked with Space), Enter on "Propose team" → the "… proposes … for mission 1" announcement, ${CPU_RATE}× CPU throttling (the first sentence that lists names: the list formatter is made while the home page is idle, words.ts warmWords)`,
    );
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 5. Storage

/** Bundles a tiny entry around src/platform/storage (with vite, the project's own bundler). */
async function buildStorageBench(benchDir: string): Promise<void> {
  const src = mkdtempSync(join(tmpdir(), 'rs-bench-src-'));
  try {
    const entry = join(src, 'storage-bench.ts');
    const storage = join(ROOT, 'src/platform/storage/index.ts');
    const engine = join(ROOT, 'src/games/resistance/engine.ts');
    // The game registers its record format and replay with storage, which knows no game.
    const registration = join(ROOT, 'src/games/resistance/storage/registration.ts');
    const replay = join(ROOT, 'src/games/resistance/storage/replay.ts');
    writeFileSync(
      entry,
      `import ${JSON.stringify(registration)};
import { openGameStore } from ${JSON.stringify(storage)};
import { metaFromState } from ${JSON.stringify(replay)};
import { createGame, step, toRecord } from ${JSON.stringify(engine)};

/** Appends the events of \`records\` one by one (new games as needed) and times each append. */
export async function run(records, appends) {
  const store = await openGameStore({ name: 'rs-bench-storage' });
  if (store.kind !== 'indexeddb') throw new Error('IndexedDB unavailable: ' + store.unavailableReason);
  const times = [];
  const creates = [];
  for (const record of records) {
    let state = createGame(record.setup);
    const t0 = performance.now();
    const meta = await store.create(toRecord(state));
    creates.push(performance.now() - t0);
    for (const event of record.events) {
      if (times.length >= appends) break;
      const next = step(state, event).state;
      const accepted = next.events[next.events.length - 1];
      const t1 = performance.now();
      await store.append(meta.id, state.events.length, accepted, metaFromState(next));
      times.push(performance.now() - t1);
      state = next;
    }
    if (times.length >= appends) break;
  }
  store.close();
  return { times, creates };
}
`,
    );
    const { build: viteBuild } = await import('vite');
    await viteBuild({
      configFile: false,
      root: src,
      logLevel: 'silent',
      build: {
        outDir: benchDir,
        emptyOutDir: false,
        minify: false,
        target: 'es2022',
        lib: { entry, formats: ['es'], fileName: () => 'storage-bench.js' },
        // One file: the engine's optional modules the store may load (engine-loader.ts) are inlined.
        rolldownOptions: { output: { codeSplitting: false } },
      },
    });
    writeFileSync(join(benchDir, 'storage.html'), '<!doctype html><meta charset="utf-8"><title>storage bench</title><p>storage bench</p>\n');
  } finally {
    rmSync(src, { recursive: true, force: true });
  }
}

async function measureStorage(browser: Browser, origin: string): Promise<void> {
  // Whole 10-player games of 55 events (5 rounds of 5 proposals): 4 of them give 200 appends.
  const game = longTenPlayerGame();
  let state = game;
  state = step(state, { type: 'vote', approve: NAMES.map((_, s) => s) }).state;
  state = step(state, { type: 'mission', fails: 0 }).state;
  const record = toRecord(state);
  const records = Array.from({ length: Math.ceil(STORAGE_APPENDS / record.events.length) }, () => record);

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/__bench/storage.html`);
    const { times, creates } = (await page.evaluate(
      `import('/__bench/storage-bench.js').then((m) => m.run(${JSON.stringify(records)}, ${STORAGE_APPENDS}))`,
    )) as { times: number[]; creates: number[] };
    if (times.length !== STORAGE_APPENDS) throw new Error(`only ${times.length} appends were made`);
    row(
      'Storage: IndexedDB write per action',
      `median ${ms(median(times))}, p95 ${ms(quantile(times, 0.95))} (create: median ${ms(median(creates))})`,
      '',
      null,
      `GameStore.append (src/platform/storage, bundled for a measurement page on the app's origin) in Chromium through Playwright, no CPU throttling: ${STORAGE_APPENDS} appends of real events (${records.length} 10-player games of ${record.events.length} events), each awaited, timed with performance.now()`,
    );
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), 'rs-bench-'));
  const dist = join(work, 'dist');
  const benchDir = join(work, 'bench');
  let server: Server | null = null;
  let bareServer: Server | null = null;
  let browser: Browser | null = null;
  /** Prints the table; the exit status: 2 when a figure could not be measured, 1 when one is over its budget. */
  const finish = (): number => {
    printTable();
    if (rows.some((r) => r.pass === 'error')) return 2;
    return rows.some((r) => r.pass === false) ? 1 : 0;
  };
  const load = loadavg()[0]!;
  if (load > 0.8) log(`warning: load average ${load.toFixed(2)} before the bench: other work on this machine inflates the timings`);
  try {
    log('building the production app (vite build)…');
    buildApp(dist, 'bench');
    // BENCH_PHONE_ONLY=1: the phone's rows alone (size, Lighthouse, start, response, storage).
    const phoneOnly = process.env.BENCH_PHONE_ONLY === '1';
    // BENCH_SERVER_ONLY=1: the room server's memory, load, soak and convention rows alone (short runs: about two minutes).
    const serverOnly = process.env.BENCH_SERVER_ONLY === '1';
    const full = process.env.BENCH_LOAD === 'full';
    if (!phoneOnly) await section('Store', async () => {
      for (const r of await measureStores(dist, log, full)) row(r.figure, r.value, r.budget, r.pass, r.how);
    });
    if (!phoneOnly) await section('Soak', async () => {
      for (const r of await measureSoak(undefined, log)) row(r.figure, r.value, r.budget, r.pass, r.how);
    });
    if (!phoneOnly) await section('Convention', async () => {
      for (const r of await measureConvention(undefined, log)) row(r.figure, r.value, r.budget, r.pass, r.how);
    });
    if (serverOnly) return finish();
    await section('Size', () => measureSize(dist));
    if (!phoneOnly) await section('Wire', async () => {
      for (const r of await measureWire(dist)) row(r.figure, r.value, r.budget, r.pass, r.how);
    });
    if (!phoneOnly) await section('Engine', () => measureEngine());
    if (!phoneOnly) await section('Rooms', async () => {
      for (const r of await measureFlood()) row(r.figure, r.value, r.budget, r.pass, r.how);
    });
    if (!phoneOnly) await section('Load', async () => {
      const broadcast = measureBroadcast();
      row(
        'Load: the server’s work per change before any frame (snapshots, deltas, frames encoded)',
        `snapshots ${broadcast.snapshotsUs.toFixed(0)} µs, delta plan ${broadcast.planUs.toFixed(0)} µs, all that is sent ${broadcast.sentUs.toFixed(0)} µs of CPU per change (${broadcast.changes} changes)`,
        '—',
        null,
        'scripts/bench-broadcast.ts: 30 seeded whole games of 5–10 players through the server’s room steps, every seat’s and the table’s snapshot of each change and the delta planner over them; all that is sent: from states with no view built yet, the snapshots, the plan with each new board’s bounds, and every device’s frame encoded and padded by the server’s parser; CPU time, the best of 6 passes',
      );
      const heartbeat = await heartbeatRun(full ? 1_500 : 1_000, full ? 10 : 5);
      row(
        'Load: the heartbeat’s cost',
        heartbeatText(heartbeat),
        '—',
        null,
        'scripts/bench-heartbeat.ts: one room server child as the load runs’ (scripts/bench-rooms.ts startServer), its process.cpuUsage() over a window with no socket and over one as long with the idle sockets connected (socket.io clients, WebSocket, each its own connection): the difference per socket and per second, a fixed cost that a run’s CPU per action holds divided by its actions per second',
      );
      for (const r of await measureLoad(undefined, log)) row(r.figure, r.value, r.budget, r.pass, r.how);
    });
    await section('Storm', async () => {
      for (const r of await measureStorm(undefined, log)) row(r.figure, r.value, r.budget, r.pass, r.how);
    });
    // Only where PostgreSQL and Redis are installed (else one row saying so; nothing is installed).
    if (!phoneOnly) await section('Cluster', async () => {
      for (const r of await measureCluster(undefined, log)) row(r.figure, r.value, r.budget, r.pass, r.how);
    });

    if (!existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME}: install Debian's chromium or set CHROME_PATH`);
    await buildStorageBench(benchDir);
    const bareDist = join(work, 'bare');
    await buildBarePage(bareDist);
    const served = await serve(dist, benchDir);
    server = served.server;
    const { origin } = served;
    // Its own origin (another port): its own service worker and storage.
    const bareServed = await serve(bareDist, benchDir);
    bareServer = bareServed.server;

    await section('Lighthouse', () => measureLighthouse(origin));

    browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS, headless: true });
    const settleMs = /settleMs\s*=\s*(\d+)/.exec(readFileSync(join(ROOT, 'src/platform/a11y/announcer.ts'), 'utf8'))?.[1] ?? '?';
    const b = browser;
    await section('Start', () => measureStart(b, origin, bareServed.origin));
    await section('Response', () => measureResponse(b, origin, settleMs));
    await section('Response', () => measureStartGame(b, origin));
    await section('Storage', () => measureStorage(b, origin));

    const cpu = cpus();
    log(
      `machine: ${cpu.length} cores (${cpu[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB memory, Chromium ${browser.version()}, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}, ${new Date().toISOString()}`,
    );
  } finally {
    await browser?.close();
    if (server) await new Promise((resolve) => server!.close(resolve));
    if (bareServer) await new Promise((resolve) => bareServer!.close(resolve));
    rmSync(work, { recursive: true, force: true });
  }
  return finish();
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    printTable();
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(2);
  },
);
