/**
 * The room-server probe (src/platform/rooms/room-server-probe.ts, issue 22 item 7): the room pages
 * ask the page's origin whether it has a room server, so that the app served as plain files by a
 * static host says that rooms need the Node server. Against the real room server (the project's
 * socket.io options: WebSocket only) and against a plain static server.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { isEngineIoAnswer, probeAddress, probeRoomServer } from '../../src/platform/rooms/room-server-probe.ts';
import { startServer, type TestServer } from './harness.ts';

let room: TestServer;
let statics: Server;
let staticOrigin: string;

describe('the room-server probe', () => {
  before(async () => {
    room = await startServer();
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
    await new Promise((resolve) => statics?.close(resolve));
  });

  it('finds the room server, which answers without opening a session or logging a refusal', async () => {
    assert.equal(await probeRoomServer(room.url), 'present');
    const answer = await fetch(probeAddress(room.url));
    assert.equal(answer.status, 400);
    assert.deepEqual(await answer.json(), { code: 0, message: 'Transport unknown' });
    assert.equal(room.server.io.engine.clientsCount, 0, 'no engine.io session was opened');
    assert.deepEqual(room.logs, []);
  });

  it('finds no room server on a static host (its fallback page, or a 404)', async () => {
    assert.equal(await probeRoomServer(staticOrigin), 'absent');
    assert.equal(await probeRoomServer(`${staticOrigin}/missing`), 'absent');
  });

  it('says unreachable when nothing answers', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const origin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    assert.equal(await probeRoomServer(origin), 'unreachable');
  });

  it('tells engine.io answers from other bodies', () => {
    assert.equal(isEngineIoAnswer('application/json', '{"code":0,"message":"Transport unknown"}'), true);
    assert.equal(isEngineIoAnswer('text/plain; charset=UTF-8', '0{"sid":"abc","upgrades":[],"pingInterval":25000}'), true);
    assert.equal(isEngineIoAnswer('application/json', '{"name":"The Resistance companion"}'), false);
    assert.equal(isEngineIoAnswer('text/html', '<!doctype html>'), false);
    assert.equal(isEngineIoAnswer('application/json', 'not json'), false);
  });
});
