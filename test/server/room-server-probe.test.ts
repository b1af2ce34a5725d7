/**
 * The room-server probe (src/platform/rooms/room-server-probe.ts): the room pages
 * ask the page's origin whether it has a room server, so that the app served as plain files by a
 * static host says that rooms need the Node server. Against the real room server (the project's
 * socket.io options: WebSocket only), a plain static server, and a closed port. Node's own fetch
 * and WebSocket stand for the browser's.
 */
import { ROOM_GAMES } from '../../src/games/room-games.ts';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isEngineIoOpen, probeRoomServer } from '../../src/platform/rooms/room-server-probe.ts';
import { startAppServer, type AppServer } from '../../server/app-server.ts';
import { openRoomStore, type RoomStore } from '../../server/store.ts';

let dist: string;
let store: RoomStore;
let room: AppServer;
let roomOrigin: string;
const logs: string[] = [];
let statics: Server;
let staticOrigin: string;

describe('the room-server probe', () => {
  before(async () => {
    // The app server as `npm start` runs it (a one-page app stands for dist/).
    dist = mkdtempSync(join(tmpdir(), 'rs-probe-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>The Resistance companion</title>');
    store = await openRoomStore();
    room = await startAppServer({ games: ROOM_GAMES, port: 0, host: '127.0.0.1', staticDir: dist, store, log: (line) => logs.push(line) });
    roomOrigin = `http://127.0.0.1:${room.port}`;
    // A static host: index.html for every unknown address (the single-page fallback), or a 404.
    statics = createServer((req, res) => {
      if (req.url?.startsWith('/missing/')) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>The Resistance companion</title>');
    });
    statics.listen(0, '127.0.0.1');
    await once(statics, 'listening');
    staticOrigin = `http://127.0.0.1:${(statics.address() as AddressInfo).port}`;
  });

  after(async () => {
    await room?.close();
    await store?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
    statics?.closeAllConnections(); // the probe's refused WebSocket upgrades hold their sockets
    await new Promise((resolve) => statics?.close(resolve));
  });

  it('finds the room server, which answers without a socket.io connection or a log line', async () => {
    assert.equal(await probeRoomServer({ origin: roomOrigin, page: '/' }), 'present');
    assert.equal((await room.room.io.fetchSockets()).length, 0, 'no socket.io connection was made');
    assert.deepEqual(logs, []);
  });

  it('finds no room server on a static host (its fallback page, or a 404)', async () => {
    assert.equal(await probeRoomServer({ origin: staticOrigin, page: '/' }), 'absent');
    assert.equal(await probeRoomServer({ origin: staticOrigin, page: '/missing/' }), 'absent');
  });

  it('says unreachable when nothing answers, rather than absent', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const origin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    assert.equal(await probeRoomServer({ origin, page: '/' }), 'unreachable');
  });

  it('tells engine.io’s open packet from other messages', () => {
    assert.equal(isEngineIoOpen('0{"sid":"abc","upgrades":[],"pingInterval":25000}'), true);
    assert.equal(isEngineIoOpen('0{"sid":""}'), false);
    assert.equal(isEngineIoOpen('0{not json'), false);
    assert.equal(isEngineIoOpen('<!doctype html>'), false);
    assert.equal(isEngineIoOpen(new ArrayBuffer(2)), false);
  });
});
