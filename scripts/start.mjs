// `npm start`: builds the production app, then serves it and the room server from this one Node
// process on one port (server/main.ts): http://localhost:4173 by default.
//   PORT=8080 npm start          another port
//   HOST=localhost npm start     this computer only (by default: it and the devices of its network)
//   HOST=0.0.0.0 npm start       every address that can reach it
//   PUBLIC_URL=https://… npm start   the address join links and QR codes use (behind TLS)
// The builds run quietly: what they print is shown only when they fail, so a start prints the
// addresses and what to do next (server/main.ts), not the build's list of files.
// The server runs from its bundle (scripts/build-server.mjs: plain JavaScript, no TypeScript loader
// in this process, which keeps it small).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runOnSupportedNode } from './node-version.mjs';
import { buildServer } from './build-server.mjs';

runOnSupportedNode();

const root = fileURLToPath(new URL('..', import.meta.url));
console.log('Building the app (a minute at most)…');
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (build.status !== 0) {
  process.stdout.write(build.stdout ?? '');
  process.stderr.write(build.stderr ?? '');
  console.error('The build failed: nothing is served.');
  process.exit(build.status || 1);
}
if (buildServer({ quiet: true }) !== 0) {
  console.error('The server\'s build failed: nothing is served.');
  process.exit(1);
}
process.chdir(root);
await import('../dist-server/main.js');
