/**
 * What an observer of the network sees: a TCP proxy on loopback between the test clients and the
 * room server that forwards every byte unchanged and parses the WebSocket frames of each
 * connection in both directions (RFC 6455: header, 7/16/64-bit payload length, the client's mask).
 * The lengths it records are the frames' payload lengths on the wire (the header's length follows
 * from the payload's); the text is unmasked only so that tests can say which message a frame was.
 */
import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** One WebSocket frame as it crossed the wire. */
export interface WireFrame {
  /** `up`: client to server; `down`: server to client. */
  dir: 'up' | 'down';
  opcode: number;
  /** The RSV1 bit: set on a frame compressed with per-message deflate. */
  compressed: boolean;
  /** Payload bytes on the wire. */
  length: number;
  /** The payload as text (text frames), for the test to tell the messages apart. */
  text: string;
}

/** One TCP connection through the proxy. */
export interface WireConnection {
  /** The HTTP upgrade request and response heads, as sent. */
  heads: { up: string; down: string };
  frames: WireFrame[];
}

export interface WireProxy {
  /** The URL clients connect to instead of the server's. */
  url: string;
  connections: WireConnection[];
  /** The connection whose engine.io handshake gave `sid` (a client's `socket.io.engine.id`). */
  connectionOf(sid: string): WireConnection;
  close(): Promise<void>;
}

/** Parses one direction of a connection: the HTTP head, then WebSocket frames as bytes arrive. */
function parser(connection: WireConnection, dir: 'up' | 'down'): (chunk: Buffer) => void {
  let buffer = Buffer.alloc(0);
  let headDone = false;
  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    if (!headDone) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      connection.heads[dir] = buffer.subarray(0, end).toString('latin1');
      buffer = buffer.subarray(end + 4);
      headDone = true;
    }
    for (;;) {
      if (buffer.length < 2) return;
      const b0 = buffer[0]!;
      const b1 = buffer[1]!;
      let length = b1 & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (buffer.length < 4) return;
        length = buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (buffer.length < 10) return;
        length = Number(buffer.readBigUInt64BE(2));
        offset = 10;
      }
      const masked = (b1 & 0x80) !== 0;
      const maskAt = offset;
      if (masked) offset += 4;
      if (buffer.length < offset + length) return;
      const payload = Buffer.from(buffer.subarray(offset, offset + length));
      if (masked) for (let i = 0; i < payload.length; i++) payload[i]! ^= buffer[maskAt + (i % 4)]!;
      const opcode = b0 & 0x0f;
      if ((b0 & 0x80) === 0 || opcode === 0) throw new Error('a fragmented WebSocket message: the room server sends none');
      connection.frames.push({ dir, opcode, compressed: (b0 & 0x40) !== 0, length, text: opcode === 1 ? payload.toString('utf8') : '' });
      buffer = buffer.subarray(offset + length);
    }
  };
}

/** Starts a proxy on 127.0.0.1 to the server listening on `port`. */
export async function startWireProxy(port: number): Promise<WireProxy> {
  const connections: WireConnection[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const connection: WireConnection = { heads: { up: '', down: '' }, frames: [] };
    connections.push(connection);
    const upstream = connect(port, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    const up = parser(connection, 'up');
    const down = parser(connection, 'down');
    client.on('data', (chunk: Buffer) => {
      up(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      down(chunk);
      client.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    connections,
    connectionOf(sid) {
      const found = connections.find((c) => c.frames.some((f) => f.dir === 'down' && f.text.startsWith('0') && f.text.includes(`"sid":"${sid}"`)));
      if (!found) throw new Error(`no connection through the proxy opened engine.io session ${sid}`);
      return found;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
