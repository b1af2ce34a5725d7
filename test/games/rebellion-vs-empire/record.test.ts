/**
 * Rebellion vs Empire's records (rebellion-vs-empire-record/1, docs/rebellion-vs-empire.md
 * "Records"), the replay command reading them (src/cli/replay.ts dispatches on `format`) and the
 * condition checker (`npm run --silent conditions -- FILE`, src/cli/conditions.ts): the library
 * functions and both commands as black boxes.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkConditions, replayRveRecord, RuleError, RVE_RECORD_FORMAT, RveRecordError, summarizeRve, toRveRecord } from '../../../src/games/rebellion-vs-empire/engine.ts';
import type { GameEvent, GameSetup } from '../../../src/games/rebellion-vs-empire/engine.ts';
import { playGame } from './driver.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const EXAMPLES = join(ROOT, 'docs', 'examples');
const dir = mkdtempSync(join(tmpdir(), 'rve-record-'));
after(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;
function writeFile(content: unknown): string {
  const file = join(dir, `input-${++counter}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

function run(script: string, ...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 20_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** One JSON line on stdout, exit 0, nothing on stderr. */
function oneLine(r: { status: number | null; stdout: string; stderr: string }): unknown {
  assert.equal(r.stderr, '');
  assert.equal(r.status, 0);
  const lines = r.stdout.split('\n');
  assert.equal(lines.length, 2, `one line: ${JSON.stringify(r.stdout)}`);
  assert.equal(lines[1], '');
  return JSON.parse(lines[0]!);
}

/** Exit 2, nothing on stdout, one line on stderr matching `pattern`; returns the line. */
function refusal(r: { status: number | null; stdout: string; stderr: string }, pattern: RegExp): string {
  assert.equal(r.stdout, '');
  assert.equal(r.status, 2, `exit 2 (stderr: ${r.stderr})`);
  const lines = r.stderr.split('\n');
  assert.equal(lines.length, 2, `one line: ${JSON.stringify(r.stderr)}`);
  assert.match(lines[0]!, pattern);
  return lines[0]!;
}

const example = (name: string): unknown => JSON.parse(readFileSync(join(EXAMPLES, name), 'utf8'));
const SETUP: GameSetup = { capitolVariant: false, missionCards: 'app', players: { rebellion: 'Ann', empire: 'Bob' } };

describe('rebellion-vs-empire-record/1', () => {
  it('a record of a whole game replays to the same state, for random games of every setup (both ends)', () => {
    const winners = new Set<string>();
    const setups: GameSetup[] = [SETUP, { capitolVariant: true, missionCards: 'app' }, { capitolVariant: false, missionCards: 'table', redirectIntoBlockade: false }];
    for (let seed = 1; seed <= 30; seed++) {
      const setup = setups[seed % setups.length]!;
      const { state, events } = playGame(setup, seed, seed % 2 ? 'focused' : 'random');
      const record = JSON.parse(JSON.stringify(toRveRecord(setup, events))) as unknown;
      const replayed = replayRveRecord(record);
      assert.deepEqual(replayed, state);
      assert.deepEqual(summarizeRve(replayed), summarizeRve(state));
      winners.add(String(replayed.winner));
    }
    assert.deepEqual([...winners].sort(), ['empire', 'rebellion']);
  });

  it('the summary gives the liberated districts, the tokens and the winner, and nothing hidden', () => {
    const summary = summarizeRve(replayRveRecord(example('rve-rebellion-wins.json')));
    assert.deepEqual(Object.keys(summary).sort(), ['deck', 'final', 'game', 'liberated', 'phase', 'round', 'tokens', 'winner']);
    assert.equal(summary.winner, 'rebellion');
    assert.equal(summary.liberated.length, 3);
    assert.deepEqual(Object.keys(summary.tokens), ['surveillance', 'destroy', 'redirect', 'blockade']);
    assert.doesNotMatch(JSON.stringify(summary), /(intelligence|coup|riots|supplies|feint)-\d/, 'no card id');
  });

  it('refuses a record of another shape, naming the setup and REC-FORMAT', () => {
    const cases: [unknown, string][] = [
      [[], 'record-object'],
      [{ format: 'resistance-record/1', setup: SETUP, events: [] }, 'record-format'],
      [{ format: RVE_RECORD_FORMAT, setup: SETUP, events: {} }, 'events-list'],
    ];
    for (const [record, code] of cases) {
      assert.throws(
        () => replayRveRecord(record),
        (e: unknown) => e instanceof RveRecordError && e.where === 'setup' && e.rule === 'REC-FORMAT' && e.cause.code === code && /^setup: ./.test(e.message) && !e.message.includes('REC-FORMAT'),
      );
    }
    assert.throws(
      () => replayRveRecord({ format: RVE_RECORD_FORMAT, setup: { capitolVariant: 'yes', missionCards: 'app' }, events: [] }),
      (e: unknown) => e instanceof RveRecordError && e.where === 'setup' && e.rule === 'REC-EVENT',
    );
  });

  it('names the first event that breaks a rule, with its index and rule id (the id in `rule`, not in the sentence)', () => {
    assert.throws(
      () => replayRveRecord(example('rve-invalid-token-twice.json')),
      (e: unknown) => e instanceof RveRecordError && e.where === 6 && e.rule === 'G2-TOKEN-ONCE' && e.message === 'event 6: the surveillance token is on its used side',
    );
    const { events } = playGame(SETUP, 3, 'focused');
    const row = (events[0] as { type: 'row'; row: string[] }).row;
    const broken = [...events.slice(0, 3), { type: 'area', districts: [row[0], row[2]] }]; // G2-ROUND-AREA: not adjacent
    assert.throws(
      () => replayRveRecord({ format: RVE_RECORD_FORMAT, setup: SETUP, events: broken }),
      (e: unknown) => e instanceof RveRecordError && e.where === 3 && e.rule === 'G2-ROUND-AREA' && e.cause.code === 'not-adjacent',
    );
  });
});

describe('the replay command reads both games', () => {
  it('replays the examples of Rebellion vs Empire and prints the outcome as one JSON line', () => {
    const rebellion = oneLine(run('src/cli/replay.ts', join(EXAMPLES, 'rve-rebellion-wins.json'))) as Record<string, unknown>;
    assert.deepEqual(rebellion, summarizeRve(replayRveRecord(example('rve-rebellion-wins.json'))) as unknown as Record<string, unknown>);
    assert.equal(rebellion['winner'], 'rebellion');
    const empire = oneLine(run('src/cli/replay.ts', join(EXAMPLES, 'rve-capitol-empire-wins.json'))) as Record<string, unknown>;
    assert.equal(empire['winner'], 'empire');
    assert.equal((empire['liberated'] as unknown[]).length, 1);
  });

  it('exits 2 with `event N: … (G2-…)` for a record that breaks a rule, and `setup: …` for a bad setup', () => {
    refusal(run('src/cli/replay.ts', join(EXAMPLES, 'rve-invalid-token-twice.json')), /^event 6: the surveillance token is on its used side \(G2-TOKEN-ONCE\)$/);
    refusal(run('src/cli/replay.ts', writeFile({ format: RVE_RECORD_FORMAT, setup: { missionCards: 'app' }, events: [] })), /^setup: .+ \(REC-EVENT\)$/);
  });

  it('still replays The Resistance by its format', () => {
    const summary = oneLine(run('src/cli/replay.ts', join(EXAMPLES, 'plain-5-resistance-wins.json'))) as Record<string, unknown>;
    assert.deepEqual(Object.keys(summary).sort(), ['leader', 'phase', 'results', 'voteTrack', 'winner']);
  });
});

const N = (suit: string, value: number, revealed: boolean) => ({ suit, value, feint: false, revealed });
const FEINT = (revealed: boolean) => ({ suit: null, value: null, feint: true, revealed });
const input = (stack: unknown[], view: string, more: Record<string, unknown> = {}) => ({ stack, district: 'ministry-of-truth', capitolVariant: false, view, ...more });

describe('the condition checker', () => {
  it('the seed’s sample district: Espionage with a hidden 5 of Riots is met for the Rebellion, not for the table (G2-MIS-ESPIONAGE, G2-MIS-VIEW)', () => {
    const stack = [N('intelligence', 3, true), N('intelligence', 2, true), N('riots', 5, false), FEINT(false)];
    assert.deepEqual(checkConditions(input(stack, 'rebellion')), ['espionage']);
    assert.deepEqual(checkConditions(input(stack, 'public')), []);
  });

  it('Civil Disobedience met by the revealed cards counts in the public view while a hidden card could break it (G2-OP-1)', () => {
    const stack = [N('coup', 5, true), N('coup', 4, true), N('riots', 2, false)];
    assert.deepEqual(checkConditions(input(stack, 'public')), ['civil-disobedience']);
    assert.deepEqual(checkConditions(input(stack, 'rebellion')), []);
  });

  it('Revolution needs 25 in the Capitol in the Capitol variant, 21 elsewhere (G2-CAPITOL-3)', () => {
    const stack = [N('coup', 6, true), N('riots', 6, true), N('supplies', 6, true), N('intelligence', 4, true)]; // 22
    assert.ok(checkConditions(input(stack, 'public', { district: 'capitol', capitolVariant: false })).includes('revolution'));
    assert.ok(!checkConditions(input(stack, 'public', { district: 'capitol', capitolVariant: true })).includes('revolution'));
    assert.ok(checkConditions(input(stack, 'public', { district: 'ministry-of-peace', capitolVariant: true })).includes('revolution'));
  });

  it('prints the keys as one JSON array, and exits 2 naming the wrong field of an invalid input', () => {
    const stack = [N('supplies', 3, true), N('supplies', 4, true), N('intelligence', 5, true), N('coup', 6, true)];
    assert.deepEqual(oneLine(run('src/cli/conditions.ts', writeFile(input(stack, 'public')))), ['sleeper-cell']);
    refusal(run('src/cli/conditions.ts', writeFile(input([N('riots', 7, true)], 'public'))), /^input: stack\[0\]\.value must be .+ \(REC-INPUT\)$/);
    refusal(run('src/cli/conditions.ts', writeFile(input([{ suit: 'riots', value: 3, feint: true, revealed: true }], 'public'))), /^input: stack\[0\] is a Feint.+ \(REC-INPUT\)$/);
    refusal(run('src/cli/conditions.ts', writeFile(input([], 'empire'))), /^input: "view" must be .+ \(REC-INPUT\)$/);
    refusal(run('src/cli/conditions.ts', writeFile('{not json')), /^input: the file is not valid JSON .+ \(REC-INPUT\)$/);
    assert.throws(() => checkConditions(input([], 'public', { district: 'moon' })), (e: unknown) => e instanceof RuleError && e.rule === 'REC-INPUT' && e.code === 'district');
  });

  it('exits 1 with one line on stderr when no file is named or the file cannot be read', () => {
    const none = run('src/cli/conditions.ts');
    assert.equal(none.status, 1);
    assert.equal(none.stdout, '');
    assert.equal(none.stderr, 'usage: npm run --silent conditions -- FILE\n');
    const missing = run('src/cli/conditions.ts', join(dir, 'no-such-file.json'));
    assert.equal(missing.status, 1);
    assert.equal(missing.stdout, '');
    assert.match(missing.stderr, /^cannot read .*no-such-file\.json: .+\n$/);
  });
});

describe('npm run replay -- FILE: the Empire’s tokens within their scope, and the refusals (docs/examples)', () => {
  it('accepts a whole game whose Empire uses every token on every kind of played card it may target, a Redirect outside the area among them (G2-TOKEN-SCOPE)', () => {
    const record = example('rve-rebellion-wins-every-target.json') as { events: GameEvent[] };
    const powers = record.events.filter((e): e is Extract<GameEvent, { type: 'power' }> => e.type === 'power');
    const targets = new Set(powers.map((p) => `${p.token} ${'slot' in p ? p.slot : 'district'}`));
    for (const target of ['surveillance hidden-1', 'surveillance hidden-2', 'destroy hidden-1', 'destroy revealed', 'redirect revealed', 'blockade district']) assert.ok(targets.has(target), target);
    const out = oneLine(run('src/cli/replay.ts', join(EXAMPLES, 'rve-rebellion-wins-every-target.json'))) as Record<string, unknown>;
    assert.deepEqual(out, summarizeRve(replayRveRecord(record)) as unknown as Record<string, unknown>);
    assert.equal(out['winner'], 'rebellion');
    assert.equal(out['final'], true, 'the third district liberated in the Final Showdown');
  });

  it('refuses the Empire’s pass (G2-ROUND-EMPIRE) and a token on a card of a stack or of the destroyed pile (G2-TOKEN-SCOPE), at their event', () => {
    refusal(run('src/cli/replay.ts', join(EXAMPLES, 'rve-invalid-empire-passes.json')), /^event 5: the Empire must perform two actions this round: it may not pass \(G2-ROUND-EMPIRE\)$/);
    refusal(run('src/cli/replay.ts', join(EXAMPLES, 'rve-invalid-token-on-stack.json')), /^event 10: a power token never acts on a card already in a district's stack: card 1 of the capitol \(G2-TOKEN-SCOPE\)$/);
    refusal(run('src/cli/replay.ts', join(EXAMPLES, 'rve-invalid-token-on-destroyed.json')), /^event 15: a power token never acts on a destroyed card \(G2-TOKEN-SCOPE\)$/);
  });
});

describe('docs/examples: the Rebellion vs Empire records', () => {
  it('each is a whole game the replay accepts, or, named invalid, a record it refuses with a rule id; each is run by a test of this file', () => {
    const files = readdirSync(EXAMPLES).filter((f) => f.startsWith('rve-'));
    assert.ok(files.length >= 6, files.join());
    const source = readFileSync(new URL(import.meta.url), 'utf8');
    for (const file of files) {
      assert.ok(source.includes(`'${file}'`), `${file} is run by a test`);
      if (file.includes('-invalid-')) {
        assert.throws(() => replayRveRecord(example(file)), (e: unknown) => e instanceof RveRecordError && /^G2-/.test(e.rule), file);
      } else {
        assert.equal(replayRveRecord(example(file)).phase, 'over', `${file} is a whole game`);
      }
    }
  });
});
