import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { minifyCssLiterals } from './scripts/minify-css-literals.ts';

/**
 * Minifies the CSS of the app's Lit `css` templates (scripts/minify-css-literals.ts): the app's
 * stylesheet is part of the start-up script (start-up JavaScript budget, docs/performance.md).
 */
function minifyCss(): Plugin {
  return {
    name: 'rs-minify-css-literals',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.[cm]?[jt]s$/.test(id) || id.includes('/node_modules/') || !code.includes('css`')) return null;
      // The module keeps its lines (only white space within them goes): its source map stays line-true.
      return { code: minifyCssLiterals(code), map: null };
    },
  };
}

/** Vite's preload helper, which wraps every dynamic import of a build. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * A light stand-in for Vite's preload helper while `build.modulePreload` is off (below), so that
 * no dependency list is ever passed to it: Vite still wraps every dynamic import in its helper
 * (vitejs/vite#18551, #13952), whose code (about 560 bytes of the start-up script's gzip) and whose
 * test of `<link rel="modulepreload">` support (about 2 ms of a second visit at 4× CPU) ran at every
 * start for nothing (docs/performance.md). The stand-in runs the import a microtask later and
 * reports its failure as Vite's helper does (a cancelable `vite:preloadError` event on window, then
 * the error): started at once, the imports of the boot slowed the second visit's first screen by
 * 4–8 % (measured). With module preload on, Vite's own helper is used.
 */
function litePreloadHelper(): Plugin {
  let preloadOff = false;
  return {
    name: 'rs-lite-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      preloadOff = config.build.modulePreload === false;
    },
    resolveId(id) {
      return preloadOff && id === PRELOAD_HELPER ? id : null;
    },
    load(id) {
      if (!preloadOff || id !== PRELOAD_HELPER) return null;
      return {
        code: `export const __vitePreload = (baseModule) => Promise.resolve().then(baseModule).catch((error) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
});
`,
        moduleSideEffects: false,
      };
    },
  };
}

/**
 * A room page's chunk (`rs-room-phone.ts`, `rs-room-table.ts`, `rs-room-join.ts`…; the other
 * games' `tr-room-*.ts`, `rve-room-*.ts`; the platform's page bases `room-phone-page.ts`,
 * `room-table-page.ts`): they need the room server, so the network.
 */
const ROOM_PAGE = /(^|\/)((rs|tr|rve)-room-|room-(phone|table)-page-)[^/]*\.js$/;

/** The chunks that only the room pages load (see {@link roomOnlyChunks}), found at each build. */
const roomOnly = new Set<string>();

/**
 * Finds the chunks that only the room pages load: every chunk that the entry cannot reach by
 * static or dynamic imports without passing through a room page's chunk (the room client and
 * socket.io, the room pages' sentences…). Rolldown names such shared chunks after one of their
 * modules (`room-text-….js`), so the room pages' name pattern alone misses them. The service
 * worker leaves them out of the precache with the room pages (workbox.manifestTransforms below):
 * they are useless offline, and they were 51 KiB of it.
 */
function roomOnlyChunks(): Plugin {
  return {
    name: 'rs-room-only-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; dynamicImports: string[]; isEntry: boolean }>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
      const reached = new Set<string>();
      const visit = (fileName: string): void => {
        const chunk = chunks.get(fileName);
        if (!chunk || reached.has(fileName) || ROOM_PAGE.test(fileName)) return;
        reached.add(fileName);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
      };
      for (const [fileName, chunk] of chunks) if (chunk.isEntry) visit(fileName);
      roomOnly.clear();
      for (const fileName of chunks.keys()) if (!reached.has(fileName)) roomOnly.add(fileName);
    },
  };
}

/** A language's catalogue module (npm run localize:build: `src/platform/i18n/locales/generated/CODE.ts`). */
const CATALOGUE = /\/src\/platform\/i18n\/locales\/generated\/([\w-]+)\.ts$/;

/** The chunks of the languages' catalogues, found at each build (see {@link languageCatalogues}). */
const catalogues = new Set<string>();

/**
 * Each other language's catalogue (its chunk, as large as every other file of the app together)
 * is left out of the precache (workbox.manifestTransforms below): a device uses one language, and
 * the worker keeps each language's catalogue once it is used (src/platform/sw/sw-languages.js,
 * which this writes as dist/sw-languages.js with the build's catalogues, imported by sw.js).
 */
function languageCatalogues(): Plugin {
  return {
    name: 'rs-language-catalogues',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      catalogues.clear();
      for (const item of Object.values(bundle)) {
        const language = item.type === 'chunk' && item.facadeModuleId ? CATALOGUE.exec(item.facadeModuleId.split('\\').join('/'))?.[1] : undefined;
        if (!language) continue;
        files[language] = item.fileName;
        catalogues.add(item.fileName);
      }
      const worker = readFileSync(new URL('./src/platform/sw/sw-languages.js', import.meta.url), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'sw-languages.js', source: `const CATALOGUES = ${JSON.stringify(files)};\n${worker}` });
    },
  };
}

/** The version shown in the app: VITE_APP_VERSION when set (a deploy's id), else package.json's. */
const version =
  process.env.VITE_APP_VERSION || (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * Vite builds the production app from `index.html` into `dist/`; vite-plugin-pwa (Workbox 7,
 * generateSW) adds `dist/sw.js`, which precaches every file the app needs (HTML, scripts, styles,
 * manifest, icons; each language's catalogue is kept once used: languageCatalogues above) so that
 * after one visit it starts and plays with no network, and
 * `dist/manifest.webmanifest`. The page registers the worker itself with workbox-window
 * (src/platform/sw/register.ts) and updates only when the user chooses (registerType 'prompt').
 * `npm start` runs `scripts/start.mjs`, which builds and then serves `dist/` and the room server from
 * one Node process (server/main.ts).
 *
 * Every text file of the build also gets precompressed siblings, `NAME.br` (Brotli, quality 11) and
 * `NAME.gz` (gzip, level 9), made once here by vite-plugin-compression2 (node:zlib) so that the app
 * server sends them as they are (sirv's `brotli`/`gzip` options, server/app-server.ts); a sibling
 * that would not be smaller is not written. Source maps are made for debugging but not linked from
 * the scripts (`sourcemap: 'hidden'`), and the app server never serves them.
 */
// Vite passes VITE_* variables of the environment to the app as import.meta.env.
process.env.VITE_APP_VERSION = version;

export default defineConfig({
  // Relative addresses throughout (scripts, chunks, the manifest, the service worker, the icons):
  // one build works at a host's root and under any sub-path (https://example.org/resistance/)
  // from any static host. Every page of the app is index.html in that one folder (the room pages
  // and the sealed card are `?table`, `?room=CODE` and `#sealed` on it), so "beside the page" is
  // always the app's folder.
  base: './',
  build: {
    target: 'es2022',
    // No preload lists for the lazily loaded chunks: the start-up script carried, for every
    // dynamic import in it, the list of the chunks that import needs (2.1 KB gzip of the 28.0 KB,
    // docs/performance.md). A lazily loaded chunk now asks for the chunks it imports itself, one
    // step later; they all come from the service worker's precache, filled at the first visit.
    // Vite's preload helper is then replaced by a light one (litePreloadHelper above).
    modulePreload: false,
    outDir: 'dist',
    // Maps stay in dist/ for a developer (and error reports), without a sourceMappingURL comment;
    // the app server refuses *.map (server/headers.ts).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Every module loaded at start (statically imported from index.html's entry, rolldown's
        // '$initial' tag) goes into the entry chunk, one file: left to itself rolldown splits the
        // modules that the start-up code shares with the lazily loaded chunks (lit, idb, the
        // tables, text.ts…) into several small chunks, all on the start-up path anyway, which
        // costs requests and gzips worse (start-up JavaScript budget, docs/performance.md:
        // 36.3 KiB in 10 files, 33.5 KiB in one). The lazily loaded chunks are split as before.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'] },
            // What the app loads right after its first screen (rs-app.ts boot): the games' store
            // (IndexedDB through idb), the saved games' list, its sentences, the home page's
            // delete and import, and its forms below the first screen (joining a room with its
            // join code field, importing a record). One file, so that they do not come one after
            // another (there are no preload lists, above).
            {
              name: 'store',
              test: /src\/platform\/storage\/(open-store|idb-store|db)\.ts$|node_modules\/idb\/|src\/platform\/ui\/(rs-saved-games|rs-import)\.ts$|src\/platform\/rooms\/join-code-field\.ts$|src\/games\/resistance\/(text\/saved-game-text|ui\/home-actions|ui\/rs-join-room)\.ts$/,
            },
          ],
        },
      },
    },
  },
  preview: {
    host: 'localhost',
    strictPort: true,
  },
  plugins: [
    litePreloadHelper(),
    minifyCss(),
    roomOnlyChunks(),
    languageCatalogues(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      // The icons and the manifest are found by globPatterns below: listing them twice would
      // precache them twice.
      includeManifestIcons: false,
      manifest: {
        name: 'The Resistance companion',
        short_name: 'Resistance',
        description:
          'An accessible board for The Resistance: missions, leader, vote track and vote history, for screen readers and keyboards.',
        lang: 'en',
        // Relative to the manifest's own address, so the app's folder wherever it is served.
        start_url: './',
        scope: './',
        display: 'standalone',
        theme_color: '#1d3557',
        background_color: '#ffffff',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // Everything in dist/ but source maps (the plugin adds manifest.webmanifest itself); the
        // styles ship inside the script bundle (src/platform/a11y/app-styles.ts), so *.css matches
        // nothing today and is kept for safety.
        globPatterns: ['**/*.{html,js,css,svg,png,json}'],
        // The personal-device pages work only with the room server, so over the network:
        // they are not precached (they load when a room page is opened).
        // sw-languages.js is the worker's own (importScripts below), fetched with it.
        globIgnores: ['**/rs-room-*.js', '**/tr-room-*.js', '**/rve-room-*.js', '**/room-phone-page-*.js', '**/room-table-page-*.js', 'sw-languages.js'],
        // …and the chunks only they load (roomOnlyChunks above), and the languages' catalogues,
        // kept by the worker once used (languageCatalogues above).
        manifestTransforms: [
          async (entries) => ({ manifest: entries.filter((entry) => !roomOnly.has(entry.url) && !catalogues.has(entry.url)), warnings: [] }),
        ],
        importScripts: ['sw-languages.js'],
        // Relative to the worker's address (its folder), as the precache's own entries are.
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // An update waits until the user chooses it (skipWaiting by message only); the first
        // worker takes control of the page at once, so the first visit already works offline.
        skipWaiting: false,
        clientsClaim: true,
        inlineWorkboxRuntime: false,
        sourcemap: false,
      },
      devOptions: { enabled: false },
    }),
    // After the PWA plugin: the bundle's scripts and the copied public/ files (manifest, icon.svg).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|css|json|svg|webmanifest|txt)$/,
      exclude: /\.map$/,
      threshold: 256,
      logLevel: 'silent',
    }),
  ],
});
