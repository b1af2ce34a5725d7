// @web/test-runner configuration: the browser tests (test/**/*.browser.ts) run in the system Chromium
// through Playwright (no browser download). scripts/test.mjs finds Chromium and sets CHROME_PATH.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fileURLToPath } from 'node:url';
import { layoutScreenshotPlugin } from './test/helpers/layout-screenshot-plugin.mjs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFakeCamera } from './test/helpers/fake-camera.mjs';
import { FAKE_CAMERA_QR } from './test/helpers/fake-camera-value.mjs';

// esbuild as @web/dev-server-esbuild uses it (the same copy).
const esbuild = createRequire(createRequire(import.meta.url).resolve('@web/dev-server-esbuild'))('esbuild');

/**
 * `qrcode` (the app's QR generator, rs-sealed-qr.ts) is CommonJS: Vite bundles it for the app,
 * but the test runner serves node_modules as they are and resolves it to its Node entry. This
 * serves that entry as an ES module bundled by esbuild from the package's browser entry
 * (`lib/browser.js`, what its `browser` field names), so the browser tests draw real QR codes.
 */
function qrcodeAsModule() {
  let bundled = null;
  return {
    name: 'qrcode-as-es-module',
    async serve(context) {
      if (context.path !== '/node_modules/qrcode/lib/index.js') return undefined;
      bundled ??= esbuild
        .build({
          entryPoints: [fileURLToPath(new URL('./node_modules/qrcode/lib/browser.js', import.meta.url))],
          bundle: true,
          format: 'esm',
          platform: 'browser',
          write: false,
          logLevel: 'silent',
        })
        .then((result) => result.outputFiles[0].text);
      return { body: await bundled, type: 'js' };
    },
  };
}

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const args = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
];
if (typeof process.getuid === 'function' && process.getuid() === 0) args.push('--no-sandbox');
// The camera is a video of one QR code (test/helpers/fake-camera.mjs), allowed without a prompt:
// the scanner's camera path is tested (test/platform/sealed/scanner-camera.browser.ts).
const fakeCamera = writeFakeCamera(join(tmpdir(), `rs-fake-camera-${process.pid}.y4m`), FAKE_CAMERA_QR);
args.push('--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${fakeCamera}`);

/**
 * socket.io-client (the room client, src/platform/rooms/room-client.ts) as a browser loads it: the
 * test runner resolves packages with Node's conditions, which pick socket.io-client's and
 * engine.io-client's debug builds for Node (`ws`, `debug`: CommonJS). This resolves both to their
 * browser ES builds and their `*.node.js` transports to the browser ones (their `browser` field),
 * so the room pages' bases can be tested in the browser (test/platform/rooms/room-page-bases.browser.ts).
 * A node_modules linked from outside the root (a git worktree's) is served under
 * `/__wds-outside-root__/…`: the transports are matched anywhere in the path.
 */
function socketIoForBrowsers() {
  return {
    name: 'socket-io-for-browsers',
    resolveImport({ source, context }) {
      if (['socket.io-client', 'engine.io-client', 'socket.io-parser'].includes(source)) return `/node_modules/${source}/build/esm/index.js`;
      if (source.endsWith('.node.js') && context.path.includes('/node_modules/engine.io-client/')) return source.replace(/\.node\.js$/, '.js');
      return undefined;
    },
  };
}

export default {
  files: ['test/**/*.browser.ts'],
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 300_000,
  browserStartTimeout: 60_000,
  plugins: [
    // Screenshots of the layout checks, kept in test-artifacts/layout/ for review.
    layoutScreenshotPlugin(),
    qrcodeAsModule(),
    socketIoForBrowsers(),
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
