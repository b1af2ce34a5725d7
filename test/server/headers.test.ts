/**
 * The app server's answers over real sockets on loopback,
 * with a small stand-in for the built app (test/server/csp.test.ts checks the real build in
 * Chromium): the security headers on every response, socket.io's own included; precompressed
 * siblings chosen by Accept-Encoding; cache headers; no source map; and which pages may open a
 * WebSocket (the Origin check), in a unit and over real sockets.
 */
import { ROOM_GAMES } from '../../src/games/room-games.ts';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { io as connect } from 'socket.io-client';
import { startAppServer, type AppServer } from '../../server/app-server.ts';
import { IMMUTABLE } from '../../server/headers.ts';
import { originAllowed, parseOrigins } from '../../server/origin.ts';
import { openRoomStore, type RoomStore } from '../../server/store.ts';
import { upgradeStatus } from './harness.ts';

describe('the Origin check (unit)', () => {
  const allowed = ['https://resistance.example.org', 'https://friends.example.net'];
  const cases: [string | undefined, string | undefined, boolean, string][] = [
    [undefined, 'localhost:4173', true, 'no Origin: not a browser page'],
    ['https://resistance.example.org', 'localhost:4173', true, 'PUBLIC_URL, behind a proxy'],
    ['https://RESISTANCE.example.org:443', 'whatever', true, 'the same origin written otherwise'],
    ['https://friends.example.net', 'localhost:4173', true, 'ALLOWED_ORIGINS'],
    ['http://localhost:4173', 'localhost:4173', true, 'the page came from this server (localhost)'],
    ['http://192.168.1.20:4173', '192.168.1.20:4173', true, 'the page came from this server (a LAN address)'],
    ['http://[::1]:4173', '[::1]:4173', true, 'the page came from this server (IPv6 loopback)'],
    ['http://localhost:4174', 'localhost:4173', false, 'another port'],
    ['https://evil.example', 'localhost:4173', false, 'another site'],
    ['http://rebind.example:4173', 'rebind.example:4173', false, 'a host name pointed at this machine (DNS rebinding)'],
    ['null', 'localhost:4173', false, 'a sandboxed frame or a file'],
    ['https://resistance.example.org.evil.example', 'localhost:4173', false, 'a look-alike'],
  ];
  for (const [origin, host, expected, why] of cases) {
    test(`${expected ? 'lets in' : 'refuses'}: ${why}`, () => assert.equal(originAllowed(origin, host, allowed), expected));
  }

  test('ALLOWED_ORIGINS: origins separated by commas or spaces; anything else is named', () => {
    assert.deepEqual(parseOrigins('https://a.example, http://b.example:8080  https://c.example/'), ['https://a.example', 'http://b.example:8080', 'https://c.example']);
    assert.deepEqual(parseOrigins(''), []);
    assert.throws(() => parseOrigins('https://a.example/path'), /"https:\/\/a\.example\/path" is not an origin/);
    assert.throws(() => parseOrigins('ftp://a.example'), /is not an origin/);
  });
});

describe('the app server over HTTP and WebSocket', () => {
  let dir: string;
  let store: RoomStore;
  let server: AppServer;
  let origin: string;
  const logs: string[] = [];
  const script = 'export const answer = 42;\n'.repeat(200);

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rs-headers-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title><script type="module" src="/assets/index-abc123.js"></script>');
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    writeFileSync(join(dir, 'assets', 'index-abc123.js.map'), '{"version":3}');
    writeFileSync(join(dir, 'assets', 'index-abc123.js.map.br'), brotliCompressSync('{"version":3}'));
    writeFileSync(join(dir, 'assets', 'gone-abc123.js'), script);
    writeFileSync(join(dir, 'assets', 'unreadable-abc123.js'), script);
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dir, 'manifest.webmanifest'), '{}');
    store = await openRoomStore();
    server = await startAppServer({ games: ROOM_GAMES,
      port: 0,
      host: '127.0.0.1',
      staticDir: dir,
      store,
      publicUrl: 'https://resistance.example.org',
      allowedOrigins: ['https://friends.example.net'],
      log: (line) => logs.push(line),
    });
    origin = `http://127.0.0.1:${server.port}`;
  });

  after(async () => {
    await server?.close();
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(`${origin}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });

  test('every response carries the headers: a page, a script, a 404, a source map refused, socket.io\'s own answer', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/assets/index-abc123.js', 200],
      ['/nothing-here', 404],
      ['/assets/index-abc123.js.map', 404],
      ['/assets/index-abc123.js%2emap', 404],
      ['/assets/index-abc123.js.map/', 404],
      ['/assets/index-abc123.js.MAP', 404],
      ['/assets/index-abc123.js.map%2f', 404],
      ['/assets/index-abc123.js.map%2F', 404],
      ['/assets/index-abc123.js.map.br', 404],
      ['/assets/index-abc123.js%2Emap/', 404],
      ['/socket.io/?EIO=4&transport=polling', 400],
    ] as const) {
      const r = await get(path);
      assert.equal(r.status, status, path);
      assert.match(String(r.headers['content-security-policy']), /default-src 'self'.*frame-ancestors 'none'/, path);
      assert.equal(r.headers['x-content-type-options'], 'nosniff', path);
      assert.equal(r.headers['referrer-policy'], 'no-referrer', path);
      assert.equal(r.headers['x-frame-options'], 'DENY', path);
      assert.match(String(r.headers['permissions-policy']), /^camera=\(self\), microphone=\(\)/, path);
      assert.equal(r.headers['strict-transport-security'], undefined, 'HSTS is the TLS proxy\'s');
    }
  });

  test('no spelling of a source map\'s path serves it, whatever the encoding asked', async () => {
    for (const path of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.map/', '/assets/index-abc123.js.MAP/', '/assets/index-abc123.js%2emap%2f']) {
      for (const encoding of ['', 'gzip, br']) {
        const r = await get(path, encoding ? { 'accept-encoding': encoding } : {});
        assert.equal(r.status, 404, `${path} (${encoding || 'identity'})`);
        assert.ok(!r.body.toString().includes('version'), path);
      }
    }
  });

  test('a file removed or unreadable under the running server is a 404 or a 500 for that request alone', async () => {
    assert.equal((await get('/assets/gone-abc123.js')).status, 200, 'served while it exists');
    rmSync(join(dir, 'assets', 'gone-abc123.js'));
    const gone = await get('/assets/gone-abc123.js');
    assert.equal(gone.status, 404);
    assert.notEqual(gone.headers['cache-control'], IMMUTABLE, 'a 404 is not cached for a year');
    // A directory where the file was: it opens, and the first read fails (EISDIR).
    rmSync(join(dir, 'assets', 'unreadable-abc123.js'));
    mkdirSync(join(dir, 'assets', 'unreadable-abc123.js'));
    logs.length = 0;
    assert.equal((await get('/assets/unreadable-abc123.js')).status, 500);
    assert.deepEqual(logs, ['a file of the app could not be read (EISDIR): /assets/unreadable-abc123.js']);
    assert.equal((await get('/assets/index-abc123.js')).status, 200, 'the server answers on');
    assert.equal(await handshake({}), true, 'and its rooms too');
  });

  test('Brotli, gzip or nothing by Accept-Encoding; immutable hashed files, the rest revalidated', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual(br.body, brotliCompressSync(script));
    assert.equal(br.headers['cache-control'], IMMUTABLE);
    assert.equal(br.headers['content-type'], 'text/javascript');
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    const plain = await get('/assets/index-abc123.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), script);
    for (const path of ['/', '/sw.js', '/manifest.webmanifest']) assert.equal((await get(path)).headers['cache-control'], 'no-cache', path);
  });

  /** Whether a WebSocket handshake with these headers is let in. */
  const handshake = (headers: Record<string, string>) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(origin, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: headers });
      socket.on('connect', () => {
        socket.close();
        resolve(true);
      });
      socket.on('connect_error', () => {
        socket.close();
        resolve(false);
      });
    });

  test('WebSocket: pages of this server, of PUBLIC_URL and of ALLOWED_ORIGINS, and clients with no Origin, come in; any other page is refused', async () => {
    assert.equal(await handshake({}), true, 'no Origin (a Node client)');
    assert.equal(await handshake({ origin }), true, 'this server (127.0.0.1)');
    assert.equal(await handshake({ origin: 'https://resistance.example.org' }), true, 'PUBLIC_URL');
    assert.equal(await handshake({ origin: 'https://friends.example.net' }), true, 'ALLOWED_ORIGINS');
    logs.length = 0;
    assert.equal(await handshake({ origin: 'https://evil.example' }), false, 'another site');
    assert.equal(await handshake({ origin: 'null' }), false, 'Origin: null');
    assert.equal(await handshake({ origin: `http://rebind.example:${server.port}`, host: `rebind.example:${server.port}` }), false, 'DNS rebinding');
    assert.deepEqual(new Set(logs), new Set(['a WebSocket from a page of another origin was refused (PUBLIC_URL and ALLOWED_ORIGINS list the origins allowed)']));
    assert.ok(!logs.join('\n').includes('evil'), 'the log does not repeat the origin');
  });

  test('a WebSocket from another origin is answered 403 Forbidden, as the README says', async () => {
    const status = (headers: Record<string, string>) => upgradeStatus(origin, headers);
    assert.equal(await status({ origin: 'https://evil.example' }), 403);
    assert.equal(await status({ origin: 'null' }), 403);
    assert.equal(await status({ origin }), 101, 'this server\'s own page upgrades');
  });
});
