/*
 * The service worker's keeping of the languages' catalogues (imported by dist/sw.js with
 * importScripts; vite.config.ts `languageCatalogues` writes dist/sw-languages.js as this file
 * after one line, `const CATALOGUES = {"pl":"assets/pl-….js",…}`: each other language's catalogue
 * of this build, relative to the worker's folder).
 *
 * The catalogues are not precached (each is as large as every other file of the app together,
 * and a device uses one language: docs/performance.md). A language's catalogue is kept, in the
 * cache `rs-language-CODE`, when the page loads it through the worker, and when the page says it
 * uses the language (the message `{ type: 'rs-keep-language', language }`, src/platform/sw/
 * register.ts): at the first visit the page loaded it before the worker was there. A new version's
 * worker fetches, while it installs, the catalogues of the languages kept by the one before, so an
 * update chosen offline still opens in that language; once it is active only its own are kept.
 */
/* global CATALOGUES */
const cacheOf = (language) => `rs-language-${language}`;
const urlOf = (file) => new URL(file, self.location.href).href;
const LANGUAGE_OF = new Map(Object.entries(CATALOGUES).map(([language, file]) => [urlOf(file), language]));

/** The catalogue of `language` from its cache, else from the network (kept then). */
async function catalogue(language) {
  const url = urlOf(CATALOGUES[language]);
  const cache = await caches.open(cacheOf(language));
  const kept = await cache.match(url);
  if (kept) return kept;
  const response = await fetch(url);
  if (response.ok) await cache.put(url, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const language = LANGUAGE_OF.get(event.request.url);
  if (language) event.respondWith(catalogue(language).catch(() => fetch(event.request)));
});

self.addEventListener('message', (event) => {
  const language = event.data && event.data.type === 'rs-keep-language' ? event.data.language : null;
  if (typeof language === 'string' && Object.hasOwn(CATALOGUES, language)) event.waitUntil(catalogue(language).then(() => {}, () => {}));
});

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all(
      Object.keys(CATALOGUES).map(async (language) => {
        if (await caches.has(cacheOf(language))) await catalogue(language).catch(() => {});
      }),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all(
      Object.entries(CATALOGUES).map(async ([language, file]) => {
        if (!(await caches.has(cacheOf(language)))) return;
        const cache = await caches.open(cacheOf(language));
        for (const request of await cache.keys()) if (request.url !== urlOf(file)) await cache.delete(request);
      }),
    ),
  );
});
