/**
 * The replay command, `npm run --silent replay -- FILE` (src/cli/replay.ts), as a black box:
 * exit 0 and one JSON line on stdout for a valid record; exit 2, nothing on stdout and one line
 * on stderr (`event N: … (RULE)` or `setup: … (RULE)`) for a record that breaks a rule; exit 1
 * when the file cannot be read. Also replays the examples of docs/examples/, and records of an
 * earlier build through the record migrations the app's storage applies (one line on stderr each).
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameEngineFiles } from '../helpers/engine-files.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EXAMPLES = join(ROOT, 'docs', 'examples');
const dir = mkdtempSync(join(tmpdir(), 'replay-cli-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const EVENT_LINE = /^event \d+: .* \(R-[A-Z]+-?[A-Z0-9-]*\)$/;
const SETUP_LINE = /^setup: .*\((R|REC)-[A-Z0-9-]+\)$/;
/** Any error line of the command: the event or the setup, then the rule id in parentheses. */
const ERROR_LINE = /^(event \d+|setup): .+ \((R|REC)-[A-Z0-9-]+\)$/;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

let counter = 0;

/** Writes `content` (an object is written as JSON) to a temporary file and returns its path. */
function writeRecord(content: unknown): string {
  const file = join(dir, `record-${++counter}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
}

/** Runs the command as the npm script does: node --import tsx src/cli/replay.ts FILE. */
function replay(...args: string[]): Run {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/replay.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Asserts a valid replay: exit 0, nothing on stderr, one JSON line; returns the summary. */
function expectSummary(run: Run): Record<string, unknown> {
  assert.equal(run.stderr, '', 'nothing on stderr');
  assert.equal(run.status, 0, `exit 0 (stderr: ${run.stderr})`);
  assert.ok(run.stdout.endsWith('\n'), 'the line ends with a newline');
  const lines = run.stdout.split('\n');
  assert.equal(lines.length, 2, `exactly one line: ${JSON.stringify(run.stdout)}`);
  const summary = JSON.parse(lines[0]!) as Record<string, unknown>;
  assert.deepEqual(Object.keys(summary).sort(), ['leader', 'phase', 'results', 'voteTrack', 'winner']);
  assert.ok(Array.isArray(summary['results']) && summary['results'].length === 5, 'results has 5 entries');
  return summary;
}

/** Asserts a refused record: exit 2, nothing on stdout, one error line; returns that line. */
function expectRefusal(run: Run, pattern: RegExp = ERROR_LINE): string {
  assert.equal(run.stdout, '', 'nothing on stdout');
  assert.equal(run.status, 2, `exit 2 (stderr: ${run.stderr})`);
  assert.ok(run.stderr.endsWith('\n'), 'the line ends with a newline');
  const lines = run.stderr.split('\n');
  assert.equal(lines.length, 2, `exactly one line on stderr: ${JSON.stringify(run.stderr)}`);
  assert.match(lines[0]!, pattern);
  return lines[0]!;
}

const FIVE = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];

function record(setup: object, events: object[]): object {
  return { format: 'resistance-record/1', setup, events };
}

/** The worked example of the rules: mission 1 fails, leader passes to seat 1. */
const WORKED_EXAMPLE = record({ players: FIVE, firstLeader: 0 }, [
  { type: 'proposal', team: [0, 2], leader: 0 },
  { type: 'vote', approve: [0, 1, 2, 3] },
  { type: 'mission', fails: 1 },
]);

describe('replay command: valid records (exit 0, one JSON line)', () => {
  it('R-MIS-5: the worked example prints results, voteTrack, leader, phase, winner', () => {
    const summary = expectSummary(replay(writeRecord(WORKED_EXAMPLE)));
    assert.deepEqual(summary, {
      results: ['fail', null, null, null, null],
      voteTrack: 0,
      leader: 1,
      phase: 'proposal',
      winner: null,
    });
  });

  it('runs through the npm script `npm run --silent replay -- FILE` too', () => {
    const run = spawnSync('npm', ['run', '--silent', 'replay', '--', writeRecord(WORKED_EXAMPLE)], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 20_000,
    });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), {
      results: ['fail', null, null, null, null],
      voteTrack: 0,
      leader: 1,
      phase: 'proposal',
      winner: null,
    });
  });

  it('R-END-1: a full five-mission game (8 players, spies known, cards and counts)', () => {
    const players = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
    const events = [
      // round 1, mission 1 (team 3): fails
      { type: 'proposal', team: [3, 4, 5], leader: 3 },
      { type: 'vote', approve: [3, 4, 5, 6, 7] },
      { type: 'mission', cards: { 3: 'success', 4: 'fail', 5: 'success' } },
      // round 2, mission 2 (team 4): one rejection, then success
      { type: 'proposal', team: [4, 5, 6, 7], leader: 4 },
      { type: 'vote', approve: [4, 5, 6, 7] },
      { type: 'proposal', team: [0, 1, 2, 3], leader: 5 },
      { type: 'vote', approve: [0, 1, 2, 3, 5] },
      { type: 'mission', fails: 0 },
      // round 3, mission 3 (team 4): success
      { type: 'proposal', team: [0, 1, 2, 6], leader: 6, mission: 3 },
      { type: 'vote', approve: [0, 1, 2, 6, 7] },
      { type: 'mission', fails: 0 },
      // round 4, mission 4 (team 5): two Fail cards needed at 8 players (R-MIS-4)
      { type: 'proposal', team: [0, 1, 4, 6, 7], leader: 7 },
      { type: 'vote', approve: [0, 1, 4, 6, 7] },
      { type: 'mission', fails: 2 },
      // round 5, mission 5 (team 5): success, the resistance wins
      { type: 'proposal', team: [0, 1, 2, 3, 5], leader: 0 },
      { type: 'vote', approve: [0, 1, 2, 3, 5, 6] },
      { type: 'mission', fails: 0 },
    ];
    const summary = expectSummary(replay(writeRecord(record({ players, firstLeader: 3, spies: [4, 6, 7] }, events))));
    assert.deepEqual(summary, {
      results: ['fail', 'success', 'success', 'fail', 'success'],
      voteTrack: 0,
      leader: 0,
      phase: 'over',
      winner: 'resistance',
    });
  });

  it('R-VOTE-4: a five-rejection game ends with the spies winning and the track at 5', () => {
    const events = [];
    for (let i = 0; i < 5; i++) {
      events.push({ type: 'proposal', team: [i, (i + 1) % 5], leader: (2 + i) % 5 });
      events.push({ type: 'vote', approve: [i] });
    }
    const summary = expectSummary(replay(writeRecord(record({ players: FIVE, firstLeader: 2 }, events))));
    assert.deepEqual(summary, {
      results: [null, null, null, null, null],
      voteTrack: 5,
      leader: 1,
      phase: 'over',
      winner: 'spies',
    });
  });

  it('an empty event list is a valid game at its start', () => {
    const summary = expectSummary(replay(writeRecord(record({ players: FIVE, firstLeader: 4 }, []))));
    assert.deepEqual(summary, { results: [null, null, null, null, null], voteTrack: 0, leader: 4, phase: 'proposal', winner: null });
  });
});

describe('replay command: records that break a rule (exit 2, one line on stderr)', () => {
  it('R-TEAM-1: a wrong team size is reported at its event', () => {
    const line = expectRefusal(
      replay(writeRecord(record({ players: FIVE, firstLeader: 0 }, [{ type: 'proposal', team: [0, 1, 2] }]))),
      EVENT_LINE,
    );
    assert.equal(line, 'event 0: mission 1 with 5 players needs a team of 2, not 3 (R-TEAM-1)');
  });

  it('R-VAR-TGT: mission 5 chosen with only one mission done (default reading)', () => {
    const events = [
      { type: 'proposal', team: [0, 1], leader: 0, mission: 1 },
      { type: 'vote', approve: [0, 1, 2] },
      { type: 'mission', fails: 0 },
      { type: 'proposal', team: [1, 2, 3], leader: 1, mission: 5 },
    ];
    const line = expectRefusal(replay(writeRecord(record({ players: FIVE, firstLeader: 0, variants: ['targeting'] }, events))), EVENT_LINE);
    assert.equal(line, "event 3: mission 5 needs two successful missions first (R-VAR-TGT)");
  });

  it('R-VAR-TGT: the same with mission5Rule "two-done" gives exactly `event 3: mission 5 needs two missions done first (R-VAR-TGT)`', () => {
    const events = [
      { type: 'proposal', team: [0, 1], leader: 0, mission: 1 },
      { type: 'vote', approve: [0, 1, 2] },
      { type: 'mission', fails: 1 },
      { type: 'proposal', team: [1, 2, 3], leader: 1, mission: 5 },
    ];
    const setup = { players: FIVE, firstLeader: 0, variants: ['targeting'], mission5Rule: 'two-done' };
    const line = expectRefusal(replay(writeRecord(record(setup, events))), EVENT_LINE);
    assert.equal(line, 'event 3: mission 5 needs two missions done first (R-VAR-TGT)');
  });

  it('R-END-1: an event after the end of the game is refused', () => {
    const events: object[] = [];
    for (let i = 0; i < 5; i++) events.push({ type: 'proposal', team: [0, 1] }, { type: 'vote', approve: [] });
    events.push({ type: 'proposal', team: [0, 1] });
    const line = expectRefusal(replay(writeRecord(record({ players: FIVE, firstLeader: 0 }, events))), EVENT_LINE);
    assert.equal(line, 'event 10: the game is over: no more events can be recorded (R-END-1)');
  });

  it('R-SET-1: a setup with four players is refused on a setup line', () => {
    const line = expectRefusal(replay(writeRecord(record({ players: FIVE.slice(0, 4), firstLeader: 0 }, []))), SETUP_LINE);
    assert.equal(line, 'setup: The Resistance needs 5 to 10 players, not 4 (R-SET-1)');
  });

  it('R-SET-2: a wrong number of spies is refused on a setup line', () => {
    const line = expectRefusal(replay(writeRecord(record({ players: FIVE, firstLeader: 0, spies: [1] }, []))), SETUP_LINE);
    assert.equal(line, 'setup: a game of 5 has 2 spies, not 1 (R-SET-2)');
  });

  it('REC-FORMAT: a wrong format name is refused on a setup line', () => {
    const line = expectRefusal(replay(writeRecord({ format: 'resistance-record/2', setup: { players: FIVE, firstLeader: 0 }, events: [] })), SETUP_LINE);
    assert.match(line, /^setup: "format" must be "resistance-record\/1".*\(REC-FORMAT\)$/);
  });

  it('REC-EVENT: an unknown event type is refused at its event', () => {
    const line = expectRefusal(replay(writeRecord(record({ players: FIVE, firstLeader: 0 }, [{ type: 'plot' }]))));
    assert.equal(line, 'event 0: unknown event type "plot" (REC-EVENT)');
  });

  it('REC-FORMAT: a file that is not JSON exits 2 with a setup line', () => {
    const line = expectRefusal(replay(writeRecord('{"format": "resistance-record/1", "setup": {,}}')), SETUP_LINE);
    assert.match(line, /^setup: the file is not valid JSON \(.*\) \(REC-FORMAT\)$/);
  });

  // BUG (src/cli/replay.ts): the command prints error messages as they are, so a message that
  // quotes text with a newline spreads over several lines of stderr. The next two tests fail
  // until the command (or the engine) keeps the error on one line.
  it('REC-FORMAT: a short multi-line file that is not JSON still gives exactly one line on stderr', () => {
    // V8's JSON.parse quotes a short text whole in its message ('Unexpected token 'p', "players:
    // …" is not valid JSON'), newlines included.
    expectRefusal(replay(writeRecord('players:\n- Ann\n- Bob\n')), SETUP_LINE);
  });

  it('REC-EVENT: an event type holding a newline still gives exactly one line on stderr', () => {
    // the engine quotes the raw type in its message: 'unknown event type "plot\ncard"'
    expectRefusal(replay(writeRecord(record({ players: FIVE, firstLeader: 0 }, [{ type: 'plot\ncard' }]))), ERROR_LINE);
  });
});

describe('replay command: records of earlier builds (docs/records.md, "Records of earlier builds")', () => {
  const FIXTURES = join(ROOT, 'test', 'games', 'resistance', 'storage', 'fixtures');
  const MIGRATION_LINE =
    'migration hunter-avalon-names: read as a record of an earlier build, as the app opens it (docs/records.md, "Records of earlier builds")';

  /** Asserts a valid replay of a migrated record: exit 0, the migration's line on stderr, one JSON line. */
  function expectMigratedSummary(run: Run): Record<string, unknown> {
    assert.equal(run.status, 0, `exit 0 (stderr: ${run.stderr})`);
    assert.equal(run.stderr, `${MIGRATION_LINE}\n`, 'stderr names the migration that applied, and only it');
    return expectSummary({ ...run, stderr: '' });
  }

  it('hunter-avalon-names: Avalon names with the Hunter module, physical cards (builds of 2026-12-02) replay as the app opens them', () => {
    const summary = expectMigratedSummary(replay(join(FIXTURES, 'hunter-avalon-2026-12-02.json')));
    assert.deepEqual(summary, { results: ['success', 'fail', null, null, null], voteTrack: 0, leader: 2, phase: 'proposal', winner: null });
  });

  it('hunter-avalon-names: the same with the cards the app dealt', () => {
    const summary = expectMigratedSummary(replay(join(FIXTURES, 'hunter-avalon-dealt-2026-12-02.json')));
    assert.deepEqual(summary, { results: [null, null, null, null, null], voteTrack: 0, leader: 0, phase: 'proposal', winner: null });
  });

  it('R-TEAM-2: a migrated record that breaks another rule: the migration line, then the error line (exit 2)', () => {
    const stored = JSON.parse(readFileSync(join(FIXTURES, 'hunter-avalon-2026-12-02.json'), 'utf8')) as { events: object[] };
    const run = replay(writeRecord({ ...stored, events: [...stored.events, { type: 'vote', approve: [0] }] }));
    assert.equal(run.stdout, '', 'nothing on stdout');
    assert.equal(run.status, 2, `exit 2 (stderr: ${run.stderr})`);
    assert.equal(run.stderr, `${MIGRATION_LINE}\nevent 8: the leader must propose a team first (R-TEAM-2)\n`);
  });

  it('a record no migration concerns (Avalon names without the Hunter module) says nothing of migrations', () => {
    const summary = expectSummary(replay(writeRecord(record({ players: FIVE, firstLeader: 0, names: 'avalon' }, []))));
    assert.equal(summary['phase'], 'proposal');
  });
});

describe('replay command: usage errors (exit 1)', () => {
  it('a missing file exits 1 and prints nothing on stdout', () => {
    const run = replay(join(dir, 'no-such-file.json'));
    assert.equal(run.status, 1);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /^cannot read .*no-such-file\.json/);
  });

  it('no FILE argument exits 1 with the usage line', () => {
    const run = replay();
    assert.equal(run.status, 1);
    assert.equal(run.stdout, '');
    assert.equal(run.stderr, 'usage: npm run --silent replay -- FILE\n');
  });
});

describe('replay command: the examples of docs/examples/', () => {
  const expected: Record<string, object> = {
    'plain-5-resistance-wins.json': {
      results: ['success', 'success', 'fail', 'success', null],
      voteTrack: 0,
      leader: 4,
      phase: 'over',
      winner: 'resistance',
    },
    'targeting-7-mission4-two-fails.json': {
      results: ['fail', 'success', 'success', 'success', 'fail'],
      voteTrack: 0,
      leader: 0,
      phase: 'over',
      winner: 'resistance',
    },
    'five-rejections.json': {
      results: ['success', null, null, null, null],
      voteTrack: 5,
      leader: 4,
      phase: 'over',
      winner: 'spies',
    },
    'roles-7-assassin-defector.json': {
      results: ['success', 'fail', 'success', 'success', null],
      voteTrack: 0,
      leader: 3,
      phase: 'over',
      winner: 'resistance',
    },
    'hunter-5-physical.json': {
      results: ['success', 'fail', 'success', 'success', null],
      voteTrack: 0,
      leader: 3,
      phase: 'over',
      winner: 'resistance',
    },
    'plot-7-cards.json': {
      results: ['success', 'fail', 'success', null, null],
      voteTrack: 0,
      leader: 0,
      phase: 'plot',
      winner: null,
    },
    'modules-7-trapper-reverser-inquisitor.json': {
      results: ['fail', 'fail', 'success', 'success', null],
      voteTrack: 0,
      leader: 4,
      phase: 'inquisition',
      winner: null,
    },
  };
  for (const [file, summary] of Object.entries(expected)) {
    it(`docs/examples/${file} replays to its documented summary`, () => {
      assert.deepEqual(expectSummary(replay(join(EXAMPLES, file))), summary);
    });
  }

  it('docs/examples/invalid-resistance-fail.json (an impossible Fail) is refused at event 2 (R-MIS-2)', () => {
    const line = expectRefusal(replay(join(EXAMPLES, 'invalid-resistance-fail.json')), EVENT_LINE);
    assert.equal(line, 'event 2: only spies may play Fail, and this team has no spies, so 1 Fail card is impossible (R-MIS-2)');
  });

  it('docs/records.md shows each example\'s summary', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'records.md'), 'utf8');
    for (const [file, summary] of Object.entries(expected)) {
      assert.ok(doc.includes(file), `records.md names ${file}`);
      assert.ok(doc.includes(JSON.stringify(summary)), `records.md shows the summary of ${file}`);
    }
    assert.ok(doc.includes('event 2: only spies may play Fail, and this team has no spies, so 1 Fail card is impossible (R-MIS-2)'));
  });

  it('docs/records.md lists every rule id and code The Resistance\'s engine and the command raise', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'records.md'), 'utf8');
    const sources = [
      ...gameEngineFiles('resistance'),
      join(ROOT, 'src', 'cli', 'replay.ts'),
    ].map((f) => readFileSync(f, 'utf8'));
    const raised = new Set<string>();
    for (const source of sources) {
      for (const m of source.matchAll(/(?:\bfail|new RuleError)\(\s*'([A-Z0-9-]+)',\s*'([a-z0-9-]+)'/g)) raised.add(`| \`${m[1]}\` | \`${m[2]}\` |`);
      // checkSeatList(state, list, { rule, listCode, seatCode, duplicateCode, … }) in reducer.ts:
      // the list code is raised as REC-EVENT, the other two under `rule`.
      for (const m of source.matchAll(/rule: '([A-Z0-9-]+)',\s*listCode: '([a-z0-9-]+)',[\s\S]*?seatCode: '([a-z0-9-]+)',[\s\S]*?duplicateCode: '([a-z0-9-]+)'/g)) {
        raised.add(`| \`REC-EVENT\` | \`${m[2]}\` |`);
        raised.add(`| \`${m[1]}\` | \`${m[3]}\` |`);
        raised.add(`| \`${m[1]}\` | \`${m[4]}\` |`);
      }
    }
    assert.ok(raised.size >= 40, `found ${raised.size} codes`);
    for (const row of raised) assert.ok(doc.includes(row), `records.md has no row ${row}`);
  });
});
