// Finds the Chromium that the browser tests run in (CHROME_PATH, else /usr/bin/chromium).
// When there is none and we run as root on Debian or Ubuntu, installs Debian's `chromium` with
// apt-get; otherwise stops with one line saying what to install. Playwright's own browser
// download does not work on this project's machines, so it is never attempted.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** @returns {string} the path of a Chromium executable; exits the process when none can be had. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    fail(`CHROME_PATH is set to ${fromEnv}, but no file is there: point it at a Chromium or Chrome executable.`);
  }
  const system = '/usr/bin/chromium';
  if (existsSync(system)) return system;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && isDebianLike()) {
    console.log('No Chromium found: installing Debian\'s "chromium" with apt-get (once).');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
        : update;
    if (install.status === 0 && existsSync(system)) return system;
    fail('apt-get could not install chromium: install it with "apt-get install chromium", or set CHROME_PATH to a Chromium executable.');
  }
  fail('No Chromium found: install Chromium (Debian/Ubuntu: "sudo apt-get install chromium") or set CHROME_PATH to a Chromium or Chrome executable.');
}

function isDebianLike() {
  try {
    const osRelease = readFileSync('/etc/os-release', 'utf8');
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(osRelease);
  } catch {
    return false;
  }
}

function fail(line) {
  console.error(line);
  process.exit(1);
}
