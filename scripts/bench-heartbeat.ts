/**
 * What the heartbeat costs the room server (server/room-transport.ts `HEARTBEAT`: every socket
 * pinged each `pingInterval`, its answer read): a fixed cost per socket per second, which a load
 * run's CPU per action holds divided by its actions per second.
 *
 * One server child (scripts/bench-rooms.ts `startServer('load')`, as the Load section's): its CPU
 * (`process.cpuUsage()`, user + system) over a window with no socket open, then over a window of
 * the same length with `sockets` idle sockets connected (socket.io clients of this process,
 * WebSocket, each its own connection; nothing sent but the heartbeat's answers). The difference,
 * per socket and per second, is the heartbeat's cost; the connections closed by a heartbeat in the
 * window say whether it held.
 *
 *   node --import tsx scripts/bench-heartbeat.ts [sockets=1000] [seconds=5]
 */
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Socket } from 'socket.io-client';
import { HEARTBEAT } from '../server/room-transport.ts';
import { client, connected, startServer, stop, type ServerStats } from './bench-rooms.ts';

/** One heartbeat run's figures. */
export interface HeartbeatRun {
  sockets: number;
  seconds: number;
  /** The server's CPU, ms per second, with no socket and with the sockets connected. */
  idleMsPerS: number;
  heldMsPerS: number;
  /** (held − idle) / sockets, µs of CPU per socket per second. */
  perSocketUs: number;
  /** Connections the server closed in the held window, by engine.io's reason. */
  closes: Record<string, number>;
}

const cpuMs = (from: ServerStats, to: ServerStats): number => (to.cpu.user + to.cpu.system - from.cpu.user - from.cpu.system) / 1000;

/** Measures the heartbeat with `sockets` idle sockets over windows of `seconds` (see the module comment). */
export async function heartbeatRun(sockets = 1_000, seconds = 5): Promise<HeartbeatRun> {
  const server = await startServer('load');
  const open: Socket[] = [];
  try {
    await sleep(1_000);
    const idleFrom = await server.stats();
    await sleep(seconds * 1_000);
    const idleTo = await server.stats();
    // Connected in waves of 100, as a room's phones come, not all in one burst.
    for (let i = 0; i < sockets; i += 100) {
      const wave = Array.from({ length: Math.min(100, sockets - i) }, () => client(server.url));
      open.push(...wave);
      await Promise.all(wave.map((s) => connected(s)));
    }
    // Every socket past its handshake and its first pings before the window starts.
    await sleep(2 * HEARTBEAT.pingInterval);
    const heldFrom = await server.stats();
    await sleep(seconds * 1_000);
    const heldTo = await server.stats();
    const idleMsPerS = cpuMs(idleFrom, idleTo) / seconds;
    const heldMsPerS = cpuMs(heldFrom, heldTo) / seconds;
    const closes: Record<string, number> = {};
    for (const [reason, n] of Object.entries(heldTo.closes ?? {})) {
      const before = heldFrom.closes?.[reason] ?? 0;
      if (n > before) closes[reason] = n - before;
    }
    return { sockets, seconds, idleMsPerS, heldMsPerS, perSocketUs: ((heldMsPerS - idleMsPerS) * 1000) / sockets, closes };
  } finally {
    for (const s of open) s.close();
    await stop(server.process);
  }
}

/** The Load section's heartbeat row's value. */
export function heartbeatText(run: HeartbeatRun): string {
  const closed = Object.entries(run.closes);
  return `${run.perSocketUs.toFixed(1)} µs of server CPU per socket per second (${run.sockets} idle sockets: ${run.heldMsPerS.toFixed(1)} ms of CPU a second, against ${run.idleMsPerS.toFixed(1)} ms with none; ${run.seconds} s each; pinged every ${HEARTBEAT.pingInterval} ms, answer within ${HEARTBEAT.pingTimeout} ms; ${closed.length ? `closed by the heartbeat: ${closed.map(([r, n]) => `${n} ${r}`).join(', ')}` : 'none closed'})`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sockets = Math.max(1, Math.min(20_000, Number(process.argv[2]) || 1_000));
  const seconds = Math.max(1, Math.min(600, Number(process.argv[3]) || 5));
  process.stdout.write(`${heartbeatText(await heartbeatRun(sockets, seconds))}\n`);
  process.exit(0);
}
