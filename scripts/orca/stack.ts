/**
 * A real screen reader for the tests: Orca (the GNOME screen reader, Debian's `orca` 43) listening
 * to Chromium over AT-SPI on a virtual display, its speech played in real time by
 * speech-dispatcher and espeak-ng into a PulseAudio null sink (so that a sentence takes as long as
 * it does for a person, and one cut short by the next shows as cut).
 *
 * The pieces, each started here and stopped by its process id: Xvfb on a display of its own, a
 * D-Bus session bus, the AT-SPI bus (`at-spi-bus-launcher`), Openbox with no key bindings of its
 * own (its defaults take Alt+Shift+arrows, which are Orca's table keys), PulseAudio with a null
 * sink, speech-dispatcher (its log says when each message began and whether it ended or was
 * stopped), Orca with `--debug-file` written line by line (a `SPEECH OUTPUT` line per utterance,
 * and every change of its locus of focus), and Chromium with `--force-renderer-accessibility` on a
 * fresh profile, driven for observation only through the DevTools protocol: keys are pressed on
 * the X display by xdotool, as a person presses them, so that Orca hears them too.
 *
 * Everything lives in one temporary folder (HOME, XDG_RUNTIME_DIR, the logs): nothing of the
 * machine's own settings is read or changed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, cpSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** The Debian packages the stack needs, and one command of each that shows it is installed. */
export const PACKAGES: readonly (readonly [pkg: string, probe: string])[] = [
  ['orca', '/usr/bin/orca'],
  ['xvfb', '/usr/bin/Xvfb'],
  ['at-spi2-core', '/usr/libexec/at-spi-bus-launcher'],
  ['dbus', '/usr/bin/dbus-daemon'],
  ['speech-dispatcher', '/usr/bin/speech-dispatcher'],
  ['speech-dispatcher-espeak-ng', '/usr/lib/speech-dispatcher-modules/sd_espeak-ng'],
  ['espeak-ng', '/usr/bin/espeak-ng'],
  ['pulseaudio', '/usr/bin/pulseaudio'],
  ['openbox', '/usr/bin/openbox'],
  ['xdotool', '/usr/bin/xdotool'],
];

/** The packages of {@link PACKAGES} not installed. */
function missingPackages(): string[] {
  return PACKAGES.filter(([, probe]) => !existsSync(probe)).map(([pkg]) => pkg);
}

function isDebianLike(): boolean {
  try {
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

/**
 * `null` when the stack can run here: every package installed, or this runs as root on Debian or
 * Ubuntu where {@link installStack} installs them with apt-get; otherwise one sentence saying why
 * not (for the test's skip line).
 */
export function orcaSkipReason(): string | null {
  if (process.platform !== 'linux') return 'the Orca screen-reader test needs Linux (Orca, Xvfb and AT-SPI).';
  const missing = missingPackages();
  if (missing.length === 0) return null;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && isDebianLike() && existsSync('/usr/bin/apt-get')) return null;
  return `the Orca screen-reader test needs the Debian packages ${missing.join(', ')}, which are not installed and cannot be installed without root (apt-get install ${missing.join(' ')}).`;
}

/**
 * Installs the missing packages with apt-get (as root on Debian/Ubuntu), as the tests install
 * Chromium. @throws Error when apt-get fails or a package is still missing
 */
export function installStack(): void {
  const missing = missingPackages();
  if (missing.length === 0) return;
  console.log(`Orca test: installing Debian's ${missing.join(', ')} with apt-get (once).`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) throw new Error('apt-get update failed');
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
  if (install.status !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed`);
  const still = missingPackages();
  if (still.length > 0) throw new Error(`still missing after apt-get: ${still.join(', ')}`);
}

/**
 * The wrapper that runs Orca with its debug log written line by line (scripts/orca/line-log.py):
 * Orca's own buffering holds its last 8 KB back until later events fill the block, and the test
 * reads the log as it grows.
 */
export const LINE_LOG = fileURLToPath(new URL('./line-log.py', import.meta.url));

/**
 * The Python that runs Orca: the one its script names (`#!/usr/bin/python3`), which has Orca's
 * modules (pyatspi), whatever other Python comes first on the PATH.
 */
function orcaPython(): string {
  const shebang = /^#!\s*(\S+)/.exec(readFileSync('/usr/bin/orca', 'utf8').split('\n', 1)[0] ?? '')?.[1];
  return shebang ?? '/usr/bin/python3';
}

/** Openbox's configuration: no key or mouse bindings, windows maximised without decorations. */
const OPENBOX_RC = `<?xml version="1.0" encoding="UTF-8"?>
<openbox_config xmlns="http://openbox.org/3.4/rc">
  <keyboard></keyboard>
  <mouse></mouse>
  <desktops><number>1</number></desktops>
  <applications><application class="*"><decor>no</decor><maximized>yes</maximized></application></applications>
</openbox_config>
`;

/** Waits until `ready()` holds, checking every 50 ms, for at most `ms`. @throws Error naming `what` */
export async function waitFor(ready: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  if (process.env.ORCA_TRACE) console.error(`waiting for ${what}`);
  for (;;) {
    if (await ready()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await delay(50);
  }
}

/** A running desktop with Orca: its environment, its logs, and how to stop it. */
export interface OrcaDesktop {
  /** The X display (":60"). */
  display: string;
  /** The environment for programs on this desktop (DISPLAY, the buses, HOME, the runtime folder). */
  env: NodeJS.ProcessEnv;
  /** The folder holding everything (logs, HOME, the runtime folder). */
  dir: string;
  /** Orca's debug log. */
  orcaLog: string;
  /** speech-dispatcher's log. */
  speechLog: string;
  /** Starts a program on this desktop; it is stopped with the desktop. */
  start(cmd: string, args: readonly string[], name: string): ChildProcess;
  /** Stops every process started here (by process id, last started first) and deletes the folder unless `keep`. */
  stop(keep?: boolean): Promise<void>;
}

/**
 * Starts the desktop on the first free display of `displays` (:60–:69 by default): Xvfb, D-Bus,
 * AT-SPI, Openbox, PulseAudio's null sink, speech-dispatcher and Orca, and waits until Orca has
 * said "Screen reader on." to the end. @throws Error when a piece does not start (everything
 * already started is stopped first)
 */
export async function startDesktop(displays: readonly number[] = [60, 61, 62, 63, 64, 65, 66, 67, 68, 69]): Promise<OrcaDesktop> {
  // Orca refuses to start while another Orca of the same user runs, whatever its display: wait
  // for another run of this test to end.
  if (otherOrcas().length > 0) {
    console.log(`Orca test: another Orca is running (process ${otherOrcas().join(', ')}); waiting for it to end (Orca runs once per user).`);
    await waitFor(() => otherOrcas().length === 0, 'the other Orca to end', 3_600_000);
  }
  const number = displays.find(displayFree);
  if (number === undefined) throw new Error(`no free X display among :${displays.join(', :')}`);
  const display = `:${number}`;
  const dir = mkdtempSync(join(tmpdir(), 'rs-orca-'));
  const run = join(dir, 'run');
  const home = join(dir, 'home');
  mkdirSync(run, { mode: 0o700 });
  mkdirSync(home);
  const speechDir = join(dir, 'speech-log');
  mkdirSync(speechDir);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    LANG: 'C.UTF-8',
    HOME: home,
    XDG_RUNTIME_DIR: run,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    DISPLAY: display,
    DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(run, 'bus')}`,
    PULSE_SERVER: `unix:${join(run, 'pulse', 'native')}`,
    SPEECHD_ADDRESS: `unix_socket:${join(run, 'speechd.sock')}`,
    NO_AT_BRIDGE: '0',
    GTK_MODULES: 'gail:atk-bridge',
  };
  const children: { name: string; child: ChildProcess }[] = [];
  const start = (cmd: string, args: readonly string[], name: string): ChildProcess => {
    const log = join(dir, `${name}.out`);
    writeFileSync(log, '');
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    child.stdout?.on('data', (chunk) => appendFileSync(log, chunk));
    child.stderr?.on('data', (chunk) => appendFileSync(log, chunk));
    child.on('error', (error) => appendFileSync(log, `spawn error: ${error.message}\n`));
    children.push({ name, child });
    return child;
  };
  // Should this process end before stop() (a test killed, Ctrl+C), its pieces go with it.
  const killAll = () => {
    for (const { child } of children) {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    killAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('exit', killAll);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const stop = async (keep = false): Promise<void> => {
    process.off('exit', killAll);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    for (const { child } of children.reverse()) {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) continue;
      // Each piece is a process group of its own (detached): its children (Chromium's, the
      // speech modules) go with it.
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const exited = await Promise.race([new Promise<boolean>((r) => child.once('exit', () => r(true))), delay(3_000).then(() => false)]);
      if (!exited) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    }
    children.length = 0;
    if (!keep) rmSync(dir, { recursive: true, force: true });
  };

  try {
    start('Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], 'xvfb');
    await waitFor(() => !displayFree(number) && existsSync(`/tmp/.X11-unix/X${number}`), 'Xvfb');
    start('dbus-daemon', ['--session', '--nofork', `--address=${env.DBUS_SESSION_BUS_ADDRESS}`], 'dbus');
    await waitFor(() => existsSync(join(run, 'bus')), 'the D-Bus session bus');
    start('/usr/libexec/at-spi-bus-launcher', ['--launch-immediately'], 'at-spi');
    await waitFor(() => existsSync(join(run, 'at-spi')), 'the AT-SPI bus');
    writeFileSync(join(dir, 'openbox-rc.xml'), OPENBOX_RC);
    start('openbox', ['--config-file', join(dir, 'openbox-rc.xml')], 'openbox');
    start(
      'pulseaudio',
      ['-n', '--daemonize=no', '--exit-idle-time=-1', '--load=module-null-sink sink_name=null', '--load=module-native-protocol-unix', '--load=module-always-sink'],
      'pulseaudio',
    );
    await waitFor(() => existsSync(join(run, 'pulse', 'native')), 'PulseAudio');

    // speech-dispatcher: the system's configuration with espeak-ng through PulseAudio, logging
    // each message's begin, end and stop (log level 5).
    const conf = join(dir, 'speechd');
    cpSync('/etc/speech-dispatcher', conf, { recursive: true });
    const main = join(conf, 'speechd.conf');
    const text = readFileSync(main, 'utf8').replace(/^LogLevel.*$/m, '').replace(/^LogDir.*$/m, '');
    writeFileSync(
      main,
      `${text}\nLogLevel 5\nLogDir "${speechDir}"\nAudioOutputMethod "pulse"\nAddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\nDefaultModule espeak-ng\n`,
    );
    start('speech-dispatcher', ['-s', '-t', '0', '-C', conf, '-c', 'unix_socket', '-S', join(run, 'speechd.sock'), '-P', join(run, 'speechd.pid')], 'speechd');
    await waitFor(() => existsSync(join(run, 'speechd.sock')), 'speech-dispatcher');

    const orcaLog = join(dir, 'orca.log');
    const speechLog = join(speechDir, 'speech-dispatcher.log');
    start(orcaPython(), [LINE_LOG, '/usr/bin/orca', '--debug-file', orcaLog], 'orca');
    const desktop: OrcaDesktop = { display, env, dir, orcaLog, speechLog, start, stop };
    await waitFor(() => existsSync(orcaLog) && readFileSync(orcaLog, 'utf8').includes("SPEECH OUTPUT: 'Screen reader on.'"), 'Orca to start', 60_000);
    await waitFor(() => speechIdle(speechLog), 'Orca to say "Screen reader on."', 60_000);
    return desktop;
  } catch (error) {
    const logs = children.map(({ name }) => {
      const file = join(dir, `${name}.out`);
      return existsSync(file) && statSync(file).size > 0 ? `--- ${name}:\n${readFileSync(file, 'utf8').slice(-2_000)}` : '';
    });
    await stop(process.env.ORCA_KEEP === '1');
    throw new Error(`${(error as Error).message}\n${logs.filter(Boolean).join('\n')}`);
  }
}

/** The process ids of the Orcas of this user now running (Orca's own check: `pgrep -u uid -x orca`). */
function otherOrcas(): number[] {
  const found = spawnSync('pgrep', ['-u', String(process.getuid?.() ?? 0), '-x', 'orca'], { encoding: 'utf8' });
  return (found.stdout ?? '').split(/\s+/).filter(Boolean).map(Number);
}

/**
 * No X server holds display `n`: no lock file, or one left by a process that is gone (Xvfb
 * replaces a stale lock itself).
 */
function displayFree(n: number): boolean {
  const lock = `/tmp/.X${n}-lock`;
  if (!existsSync(lock)) return true;
  const pid = Number(readFileSync(lock, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/** True when speech-dispatcher has ended or stopped every message it began (it says nothing now). */
export function speechIdle(speechLog: string): boolean {
  if (!existsSync(speechLog)) return false;
  const text = readFileSync(speechLog, 'utf8');
  const begins = countOf(text, 'INDEX MARK: __spd_begin');
  const ends = countOf(text, 'INDEX MARK: __spd_end') + countOf(text, 'INDEX MARK: __spd_stopped');
  return begins > 0 && begins === ends;
}

function countOf(text: string, what: string): number {
  let n = 0;
  for (let i = text.indexOf(what); i >= 0; i = text.indexOf(what, i + what.length)) n++;
  return n;
}

/**
 * Presses keys on the desktop's display as a person does: for a chord, the modifiers down, the
 * key down and up, then the modifiers up (released the other way, Orca would take the bare key
 * of Alt+R as its own). `chord` is xdotool's key names joined by "+": "Tab", "shift+Tab",
 * "space", "Return", "Down", "alt+r".
 */
export function pressKey(desktop: OrcaDesktop, chord: string): void {
  const parts = chord.split('+');
  const key = parts.pop()!;
  const args = [
    ...parts.flatMap((m) => ['keydown', m]),
    'keydown',
    key,
    'keyup',
    key,
    ...parts.reverse().flatMap((m) => ['keyup', m]),
  ];
  const done = spawnSync('xdotool', args, { env: desktop.env, encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`xdotool ${args.join(' ')} failed: ${done.stderr}`);
}

/** Types `text` on the desktop's display (xdotool type), one key per character. */
export function typeText(desktop: OrcaDesktop, text: string): void {
  const done = spawnSync('xdotool', ['type', '--delay', '40', text], { env: desktop.env, encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`xdotool type failed: ${done.stderr}`);
}
