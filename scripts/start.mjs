// `npm start`: builds the production app, then serves it and the room server from this one Node
// process on one port (server/main.ts): http://localhost:4173 by default.
//   PORT=8080 npm start          another port
//   HOST=0.0.0.0 npm start       phones on the same network may join (the addresses are printed)
//   PUBLIC_URL=https://… npm start   the address join links and QR codes use (behind TLS)
// package.json runs this file with `node --import tsx`, so the server's TypeScript loads here.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { requireNodeVersion } from './node-version.mjs';

requireNodeVersion();

const root = fileURLToPath(new URL('..', import.meta.url));
const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', cwd: root });
if (build.status !== 0) {
  console.error('The build failed: nothing is served.');
  process.exit(build.status || 1);
}
process.chdir(root);
await import('../server/main.ts');
