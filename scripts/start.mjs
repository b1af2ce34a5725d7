// `npm start`: builds the production app, then serves it and the room server from this one Node
// process on one port (server/main.ts): http://localhost:4173 by default.
//   PORT=8080 npm start          another port
//   HOST=0.0.0.0 npm start       phones on the same network may join (the addresses are printed)
//   PUBLIC_URL=https://… npm start   the address join links and QR codes use (behind TLS)
// The server runs from its bundle (scripts/build-server.mjs: plain JavaScript, no TypeScript loader
// in this process, which keeps it small).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { requireNodeVersion } from './node-version.mjs';
import { buildServer } from './build-server.mjs';

requireNodeVersion();

const root = fileURLToPath(new URL('..', import.meta.url));
const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', cwd: root });
if (build.status !== 0) {
  console.error('The build failed: nothing is served.');
  process.exit(build.status || 1);
}
if (buildServer() !== 0) {
  console.error('The server\'s build failed: nothing is served.');
  process.exit(1);
}
process.chdir(root);
await import('../dist-server/main.js');
