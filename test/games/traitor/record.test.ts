/**
 * The traitor expansion's records (traitor-record/1, docs/traitor-expansion.md "Records") and the
 * replay command reading them (src/cli/replay.ts dispatches on `format`): the library functions,
 * and the command as a black box (one JSON line and exit 0 for a valid record; exit 2 and
 * `event N: … (G3-…)` for a record that breaks a rule).
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGame, replayTraitorRecord, summarizeTraitor, toTraitorRecord, TRAITOR_RECORD_FORMAT, TraitorRecordError } from '../../../src/games/traitor/engine.ts';
import type { GameEvent, TraitorRecord } from '../../../src/games/traitor/engine.ts';
import { randomStep } from './driver.ts';
import { dealWith, seeded, setupOf } from './helpers.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const EXAMPLES = join(ROOT, 'docs', 'examples');
const dir = mkdtempSync(join(tmpdir(), 'traitor-record-'));
after(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;
function writeFile(content: unknown): string {
  const file = join(dir, `record-${++counter}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

type Run = { status: number | null; stdout: string; stderr: string };

function replayCommand(file: string): Run {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/replay.ts', file], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** One JSON line on stdout, exit 0, nothing on stderr. */
function oneLine(r: Run): Record<string, unknown> {
  assert.equal(r.stderr, '');
  assert.equal(r.status, 0);
  const lines = r.stdout.split('\n');
  assert.equal(lines.length, 2, `one line: ${JSON.stringify(r.stdout)}`);
  assert.equal(lines[1], '');
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

/** Exit 2, nothing on stdout, one line on stderr matching `pattern`. */
function refusal(r: Run, pattern: RegExp): string {
  assert.equal(r.stdout, '');
  assert.equal(r.status, 2, `exit 2 (stderr: ${r.stderr})`);
  const lines = r.stderr.split('\n');
  assert.equal(lines.length, 2, `one line: ${JSON.stringify(r.stderr)}`);
  assert.match(lines[0]!, pattern);
  return lines[0]!;
}

const example = (name: string): TraitorRecord => JSON.parse(readFileSync(join(EXAMPLES, name), 'utf8')) as TraitorRecord;

/** A random whole game through the steps, as a record. */
function randomRecord(seed: number): { record: TraitorRecord; state: ReturnType<typeof createGame> } {
  const r = seeded(seed);
  const setup = setupOf(2 + r(4), { deckOut: r(3) === 0 ? 'empty-draw' : 'last-card' });
  let state = createGame(setup);
  const events: GameEvent[] = [];
  while (state.phase !== 'over') {
    const { acted } = randomStep(state, r, { deck: 40 });
    events.push(...acted.events);
    state = acted.state;
  }
  return { record: toTraitorRecord(setup, events), state };
}

describe('traitor-record/1', () => {
  it('a record of a whole game replays to the same state, for random games (both sides win)', () => {
    const winners = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const { record, state } = randomRecord(seed);
      assert.equal(record.format, TRAITOR_RECORD_FORMAT);
      // Through JSON, as a file would hold it.
      const replayed = replayTraitorRecord(JSON.parse(JSON.stringify(record)));
      assert.deepEqual(replayed, state, `seed ${seed}`);
      winners.add(state.winner!);
    }
    assert.ok(winners.has('loyal') && winners.has('traitor'), [...winners].join());
  });

  it('names the setup or the first event that breaks a rule, with its rule id', () => {
    const good = example('traitor-3-traitor-wins.json');
    const refused = (input: unknown, where: 'setup' | number, rule: string): TraitorRecordError => {
      try {
        replayTraitorRecord(input);
      } catch (error) {
        assert.ok(error instanceof TraitorRecordError, String(error));
        assert.equal(error.where, where, error.message);
        assert.equal(error.rule, rule, error.message);
        return error;
      }
      assert.fail('the record was accepted');
    };
    refused([], 'setup', 'REC-FORMAT');
    refused({ ...good, format: 'resistance-record/1' }, 'setup', 'REC-FORMAT');
    refused({ ...good, events: {} }, 'setup', 'REC-FORMAT');
    refused({ ...good, setup: { ...good.setup, players: ['Ann'] } }, 'setup', 'G3-SET-1');
    // The deal with two Traitors (G3-SET-5), a second deal (REC-EVENT), the first Challenge of the wrong level (G3-SET-8).
    refused({ ...good, events: [{ ...dealWith(3, 0), loyalty: ['traitor', 'traitor', 'loyal'] }] }, 0, 'G3-SET-5');
    refused({ ...good, events: [good.events[0], good.events[0]] }, 1, 'REC-EVENT');
    const message = refused({ ...good, events: [good.events[0], { type: 'challenge-revealed', level: 2, card: 'nixon' }] }, 1, 'G3-SET-8').message;
    assert.match(message, /^event 1: ./);
    assert.doesNotMatch(message, /G3-SET-8/, 'the rule id is in `rule`, not in the sentence');
    // The Foul Machination completed by a player whose turn it is not (G3-FM-3).
    const index = good.events.findIndex((e) => e.type === 'machination-completed');
    refused({ ...good, events: good.events.map((e) => (e.type === 'machination-completed' ? { ...e, seat: 0 } : e)) }, index, 'G3-FM-3');
  });

  it('summarizes public facts only: the Traitor only once the loyalty cards are face up', () => {
    const good = example('traitor-3-traitor-wins.json');
    const before = good.events.findIndex((e) => e.type === 'machination-completed');
    const early = summarizeTraitor(replayTraitorRecord({ ...good, events: good.events.slice(0, before) }));
    assert.equal(early.traitor, null);
    assert.equal(early.revealed, null);
    assert.ok(!JSON.stringify(early).includes('spisek'), 'no Plot named before it is in play');
    const end = summarizeTraitor(replayTraitorRecord(good));
    assert.equal(end.traitor, 1);
    assert.equal(end.winner, 'traitor');
  });
});

describe('npm run replay -- FILE (a traitor record)', () => {
  it('prints the outcome of the documented example as one JSON line', () => {
    const out = oneLine(replayCommand(join(EXAMPLES, 'traitor-3-traitor-wins.json')));
    assert.deepEqual(out, {
      game: 'traitor',
      players: ['Ann', 'Bob', 'Cid'],
      phase: 'over',
      turn: 7,
      active: 0,
      challenges: [
        { level: 1, card: 'keene-act', status: 'defeated' },
        { level: 2, card: 'nixon', status: 'current' },
        { level: 3, card: null, status: 'face-down' },
      ],
      plot: { card: 'technological-breakthrough', defeated: true },
      machinationCompleted: true,
      revealed: 'machination',
      traitor: 1,
      deck: 0,
      superVillains: null,
      out: [],
      winner: 'traitor',
      endReason: 'deck-out',
    });
  });

  it('prints the outcome of random whole games, the same as the library', () => {
    for (const seed of [3, 17]) {
      const { record, state } = randomRecord(seed);
      assert.deepEqual(oneLine(replayCommand(writeFile(record))), JSON.parse(JSON.stringify(summarizeTraitor(state))));
    }
  });

  it('exits 2 with `event N: … (G3-…)` for a record that breaks a rule', () => {
    refusal(replayCommand(join(EXAMPLES, 'traitor-invalid-contribution.json')), /^event 3: card 1 meets no requirement of "Keene Act": only matching cards may be contributed \(G3-CH-ADD-2\)$/);
    const good = example('traitor-3-traitor-wins.json');
    refusal(replayCommand(writeFile({ ...good, events: [...good.events, { type: 'turn-ended', seat: 0 }] })), new RegExp(`^event ${good.events.length}: the game is over: no more events \\(REC-EVENT\\)$`));
    refusal(replayCommand(writeFile({ ...good, setup: { ...good.setup, machination: 'keene-act' } })), /^setup: .+ \(G3-SET-7\)$/);
  });
});

describe('npm run replay -- FILE: whole games with the rules the table applies (docs/examples)', () => {
  it('accepts a whole game with loyal help and the drawn card, Disintegration’s automatic win, nothing bought with the line-up refill, and attacks after the reveal', () => {
    const file = 'traitor-4-loyal-win-help-disintegration.json';
    const record = example(file);
    const types = record.events.map((e) => e.type);
    for (const type of ['help-requested', 'help-given', 'help-declined', 'challenge-destroyed', 'attack-played', 'machination-completed']) assert.ok(types.includes(type as GameEvent['type']), type);
    const reveal = types.indexOf('machination-completed');
    assert.ok(types.indexOf('attack-played') < reveal && types.lastIndexOf('attack-played') > reveal, 'an attack before the reveal and one after');
    assert.ok(record.events.some((e) => e.type === 'turn-ended' && e.gained === false) && record.events.some((e) => e.type === 'turn-ended' && e.gained === true));
    const out = oneLine(replayCommand(join(EXAMPLES, file)));
    assert.deepEqual(out, JSON.parse(JSON.stringify(summarizeTraitor(replayTraitorRecord(record)))));
    assert.equal(out['winner'], 'loyal');
    assert.equal(out['deck'], 27, 'three turns with nothing bought: three cards from the main deck to the line-up');
    assert.deepEqual((out['challenges'] as { status: string }[]).map((c) => c.status), ['defeated', 'defeated', 'defeated']);
  });

  it('accepts a whole game the line-up ends: the main deck’s last card joins it, and the Traitor wins (G3-PLAY-LINEUP, G3-OP-1)', () => {
    const out = oneLine(replayCommand(join(EXAMPLES, 'traitor-3-line-up-empties-deck.json')));
    assert.equal(out['winner'], 'traitor');
    assert.equal(out['endReason'], 'deck-out');
    assert.equal(out['deck'], 0);
  });

  it('refuses each illegal record at its event, with the rule id', () => {
    const cases: [file: string, line: RegExp][] = [
      ['traitor-invalid-help-before-reveal.json', /^event 7: .+ \(G3-HELP-1\)$/],
      ['traitor-invalid-help-order.json', /^event 12: the loyal players answer the help request in clockwise order \(G3-HELP-2\)$/],
      ['traitor-invalid-disintegration-before-reveal.json', /^event 7: a loyal player can be targeted only once the loyalty cards are revealed \(G3-CARD-DISINTEGRATION\)$/],
      ['traitor-invalid-deck-after-refill.json', /^event 6: the main deck only shrinks: it held 29 cards \(G3-END-2\)$/],
      ['traitor-invalid-attack-out-of-turn.json', /^event 10: .+ \(G3-PLAY-ATTACK\)$/],
    ];
    for (const [file, line] of cases) refusal(replayCommand(join(EXAMPLES, file)), line);
  });
});

describe('docs/examples: the traitor records', () => {
  it('each is a whole game the replay accepts, or, named invalid, a record it refuses with a rule id; each is run by a test of this file', () => {
    const files = readdirSync(EXAMPLES).filter((f) => f.startsWith('traitor-'));
    assert.ok(files.length >= 8, files.join());
    const source = readFileSync(new URL(import.meta.url), 'utf8');
    for (const file of files) {
      assert.ok(source.includes(`'${file}'`), `${file} is run by a test`);
      const record = example(file);
      if (file.includes('-invalid-')) {
        assert.throws(() => replayTraitorRecord(record), (e: unknown) => e instanceof TraitorRecordError && /^G3-/.test(e.rule), file);
      } else {
        assert.equal(replayTraitorRecord(record).phase, 'over', `${file} is a whole game`);
      }
    }
  });
});
