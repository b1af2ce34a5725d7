/**
 * Where the server's CPU per action goes: one load run (scripts/bench-load.ts) with the server
 * child under `node --cpu-prof`, its profile's samples summed by what they ran (self time: the
 * function on top of the stack), each share as µs per accepted action and as a share of the child's
 * CPU. docs/performance.md ("Where an action's CPU goes") is written from its output.
 *
 *   node --import tsx scripts/bench-profile.ts [rooms=200]
 *
 * The profile's time is wall time of the thread sampled (the main thread; SQLite runs on it);
 * `(garbage collector)` is V8's collection on that thread, `(program)` native work outside
 * JavaScript (libuv, the kernel calls of sockets). Sampling slows the child by a few per cent.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRun } from './bench-load.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The share a sample's top frame belongs to, by its file (or V8's own names). */
export function shareOf(frame: { functionName: string; url: string }): string {
  const { url, functionName: name } = frame;
  if (name === '(garbage collector)') return 'V8 garbage collection';
  if (name === '(program)') return 'native, outside JavaScript (libuv, sockets\' system calls)';
  if (name === '(idle)') return '(idle)';
  if (/node_modules\/(socket\.io|socket\.io-adapter|socket\.io-parser|engine\.io|ws)\//.test(url)) return 'socket.io, engine.io, ws (rooms, packets, WebSocket frames)';
  if (/node_modules\/fast-json-patch\//.test(url) || /server\/deltas\.ts/.test(url)) return 'deltas (fast-json-patch compare, the plan)';
  if (/server\/frames\.ts|frame-padding\.ts/.test(url)) return 'frame padding (server/frames.ts)';
  if (/server\/(sqlite-store|store)\.ts/.test(url) || name === 'run' || name === 'get' || name === 'exec') return 'store (SQLite, group commit)';
  if (/src\/games\/|src\/platform\/(engine|rooms)\//.test(url)) return 'games: act, views, asks (src/games, src/platform)';
  if (/server\/(room|room-server|live-rooms|limits|rate-limit|guard|input|expiry)\.ts/.test(url)) return 'room pipeline (server/room*.ts, limits, input)';
  if (/^node:/.test(url)) return 'Node (streams, net, events, timers)';
  if (url === '' && /^(stringify|parse)$/.test(name)) return `JSON.${name}`;
  if (url === '') return `V8 built-ins (${name || 'anonymous'})`;
  if (/node_modules\//.test(url)) return `other packages (${/node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1]})`;
  return `other (${url.replace(/^.*\/(server|src|scripts)\//, '$1/')})`;
}

/**
 * The pipeline's phases, by a function on the stack (inclusive time: a sample counts for each
 * phase whose function is on its stack, once): name → the function names that mark it.
 */
export const PHASES: Record<string, string[]> = {
  'a request read and dispatched (engine.io → socket.io → handler)': ['onPacket', 'ondata'],
  'the game: act, asks, the next record': ['act'],
  'the store: update queued, the batch written (SQLite)': ['update', 'drain'],
  'views: every seat\'s and the table\'s snapshot': ['seatSnapshot', 'tableSnapshot'],
  'deltas: the plan (compare with the last views)': ['plan'],
  'sending: encode, pad, engine.io, ws, socket writes': ['toSeat', 'toTable', 'writeToEngine'],
  'acknowledgement sent': ['sendAck', 'ack'],
  'V8 garbage collection': ['(garbage collector)'],
};

/** Inclusive time (µs) per {@link PHASES} entry over every `.cpuprofile` in `dir`. */
export function phasesOf(dir: string): Map<string, number> {
  const phases = new Map<string, number>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
    const parent = new Map<number, ProfileNode>();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
    const memo = new Map<number, Set<string>>();
    const phasesAt = (id: number): Set<string> => {
      let found = memo.get(id);
      if (found) return found;
      const node = byId.get(id)!;
      const up = parent.get(id);
      found = new Set(up ? phasesAt(up.id) : []);
      for (const [phase, names] of Object.entries(PHASES)) if (names.includes(node.callFrame.functionName)) found.add(phase);
      memo.set(id, found);
      return found;
    };
    profile.samples.forEach((id, i) => {
      for (const phase of phasesAt(id)) phases.set(phase, (phases.get(phase) ?? 0) + (profile.timeDeltas[i] ?? 0));
    });
  }
  return phases;
}

/** Self time (µs) per share over every `.cpuprofile` in `dir`. */
export function sharesOf(dir: string): { shares: Map<string, number>; total: number } {
  const shares = new Map<string, number>();
  let total = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const us = profile.timeDeltas[i] ?? 0;
      const share = shareOf(byId.get(id)!.callFrame);
      if (share === '(idle)') return;
      shares.set(share, (shares.get(share) ?? 0) + us);
      total += us;
    });
  }
  return { shares, total };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rooms = Number(process.argv[2] ?? 200);
  const dir = mkdtempSync(join(tmpdir(), 'rs-profile-'));
  process.env.BENCH_CPU_PROF = dir;
  try {
    const run = await loadRun(rooms);
    const { shares, total } = sharesOf(dir);
    const perAction = (us: number) => us / run.actions;
    process.stdout.write(
      `${rooms} rooms, ${run.actions} actions, server CPU ${run.cpuMsPerAction.toFixed(3)} ms/action (process.cpuUsage, profiler on), profile ${(perAction(total) / 1000).toFixed(3)} ms/action of main-thread samples, p95 ${run.latency.p95.toFixed(0)} ms, ${run.failures.length} failures\n`,
    );
    process.stdout.write('Phases (inclusive):\n');
    for (const [phase, us] of phasesOf(dir)) process.stdout.write(`| ${phase} | ${perAction(us).toFixed(0)} µs | ${((us / total) * 100).toFixed(1)} % |\n`);
    process.stdout.write('By code (self time):\n');
    for (const [share, us] of [...shares].sort((a, b) => b[1] - a[1])) {
      process.stdout.write(`| ${share} | ${perAction(us).toFixed(0)} µs | ${((us / total) * 100).toFixed(1)} % |\n`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(0);
}
