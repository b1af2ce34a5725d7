// `npm start`: builds the production app and serves it on http://localhost:4173 (PORT overrides).
import { spawnSync, spawn } from 'node:child_process';

const port = String(process.env.PORT || 4173);
const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status || 1);

console.log(`\nThe Resistance companion is served at http://localhost:${port}/ (Ctrl+C stops it).\n`);
const server = spawn('npx', ['vite', 'preview', '--port', port, '--strictPort'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
