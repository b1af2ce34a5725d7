// @web/test-runner configuration: the browser tests (test/**/*.browser.ts) run in the system Chromium
// through Playwright (no browser download). scripts/test.mjs finds Chromium and sets CHROME_PATH.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fileURLToPath } from 'node:url';
import { layoutScreenshotPlugin } from './test/helpers/layout-screenshot-plugin.mjs';

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const args = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
];
if (typeof process.getuid === 'function' && process.getuid() === 0) args.push('--no-sandbox');

export default {
  files: ['test/**/*.browser.ts'],
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 300_000,
  browserStartTimeout: 60_000,
  plugins: [
    // Screenshots of the layout checks, kept in test-artifacts/layout/ for review.
    layoutScreenshotPlugin(),
    esbuildPlugin({
      ts: true,
      target: 'es2022',
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath, headless: true, args },
    }),
  ],
  testFramework: {
    config: { timeout: 120_000 },
  },
};
