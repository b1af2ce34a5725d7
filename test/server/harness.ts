/**
 * Test harness for the room server: a server on loopback with a PGlite store, and socket.io
 * clients that record every frame they receive (engine.io packets, before socket.io decodes them)
 * so that tests can search them for secrets. Nothing here waits for a time: every wait is on an
 * event, bounded by node:test's own timeout.
 */
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { teamSize, type MissionChoice, type MissionNumber, type Seat } from '../../src/games/resistance/engine.ts';
import type {
  ClaimedSeat,
  ClientToServerEvents,
  CreatedRoom,
  ErrorBody,
  Reply,
  RoomSetupInput,
  SeatSnapshot,
  ServerToClientEvents,
  TableSnapshot,
} from '../../src/games/resistance/room/protocol.ts';
import { createRoomServer, type RoomServer, type RoomServerOptions } from '../../server/room-server.ts';
import type { SeatSnapshotBase, TableSnapshotBase } from '../../src/platform/rooms/protocol.ts';
import { clientParser } from '../../src/platform/rooms/frame-padding.ts';
import { applyDelta, type SnapshotDelta } from '../../src/platform/rooms/snapshot-delta.ts';
import { openRoomStore, type RoomStore } from '../../server/store.ts';
import { ROOM_GAMES } from '../../src/games/room-games.ts';

/** A bucket no test empties. */
export const UNLIMITED = { capacity: 1_000_000, refillMs: 1 };

/**
 * The HTTP status the server at `origin` (`http://host:port`) answers a WebSocket upgrade of
 * socket.io's path with these headers (an `origin` header, say): 101 lets it in, 403 refuses it.
 */
export function upgradeStatus(origin: string, headers: Record<string, string>): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(`${origin}/socket.io/?EIO=4&transport=websocket`, {
      headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', ...headers },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface TestServer {
  url: string;
  port: number;
  server: RoomServer;
  store: RoomStore;
  /** Every line the server logged. */
  logs: string[];
  close(): Promise<void>;
}

/**
 * Starts a room server on 127.0.0.1 with a PGlite store (in memory, or on `dataDir`).
 * @param port 0 for any free port; a former server's port to restart "the same" server
 */
export async function startServer(
  options: Partial<Omit<RoomServerOptions, 'store'>> & { dataDir?: string; port?: number; store?: RoomStore } = {},
): Promise<TestServer> {
  const { dataDir, port = 0, store: given, ...rest } = options;
  const store = given ?? (await openRoomStore(dataDir ? { dataDir } : {}));
  const logs: string[] = [];
  // Every test client comes from 127.0.0.1 and games are played as fast as the machine goes: the
  // limits are lifted unless a test sets them.
  const server = createRoomServer({
    store,
    games: ROOM_GAMES,
    log: (line) => logs.push(line),
    publicUrl: 'http://resistance.test',
    joinLimit: UNLIMITED,
    connectionFailures: UNLIMITED,
    createLimit: UNLIMITED,
    eventLimits: { device: UNLIMITED, room: UNLIMITED },
    roomCaps: { perAddress: 1_000_000, total: 1_000_000 },
    // Phones are admitted as they claim unless a test of the admission sets `admitOnClaim: false`
    // (seats.test.ts, adversary.test.ts, phone.test.ts): most tests play whole games.
    admitOnClaim: true,
    ...rest,
  });
  server.httpServer.listen(port, '127.0.0.1');
  await once(server.httpServer, 'listening');
  const actual = (server.httpServer.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    server,
    store,
    logs,
    async close() {
      await server.close();
      if (!given) await store.close();
    },
  };
}

type AnySnapshot = SeatSnapshotBase | TableSnapshotBase;
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A recorded frame: the raw engine.io message data, and when it was received (its order). */
export interface Frame {
  raw: string;
  /** The socket.io packet decoded from it (type, ack id, JSON payload), when it has one. */
  packet: { type: number; id: number | null; payload: unknown };
}

/** Decodes a socket.io v5 packet (`2["seat:view",{…}]`, `31[{"ok":true}]`, `0{"sid":…}`) of the main namespace. */
export function decodePacket(raw: string): Frame['packet'] {
  const match = /^(\d)(\d*)([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`not a socket.io packet: ${raw.slice(0, 40)}`);
  return { type: Number(match[1]), id: match[2] ? Number(match[2]) : null, payload: match[3] ? JSON.parse(match[3]) : null };
}

/**
 * A socket.io client like the app's, recording every frame it receives; it reconnects by itself
 * (quickly) with the same `auth`, as a phone would.
 */
export class TestClient<S extends AnySnapshot = AnySnapshot> {
  readonly socket: ClientSocket;
  readonly label: string;
  /** Every frame received, in order, over every connection this client made. */
  readonly frames: Frame[] = [];
  /** Every delta received, in order. */
  readonly deltas: SnapshotDelta[] = [];
  /** How many times a delta did not fit the snapshot held and the whole one was asked for. */
  syncs = 0;
  /** Every snapshot received (whole, or made by a delta), in order. */
  readonly snapshots: S[] = [];
  /** The snapshot with the highest version (the newest of equal versions). */
  latest: S | null = null;
  /** Handshake refusals received (`connect_error`). */
  readonly refusals: ErrorBody[] = [];
  #waiters: (() => void)[] = [];

  constructor(url: string, label: string, auth: Record<string, unknown> = {}) {
    this.label = label;
    this.socket = connect(url, {
      transports: ['websocket'],
      forceNew: true,
      autoConnect: false,
      auth,
      reconnectionDelay: 5,
      reconnectionDelayMax: 50,
      randomizationFactor: 0,
      // The app's parser: requests padded as the room client pads them (frame-padding.ts).
      parser: clientParser,
    });
    // Record at the engine.io level: every message packet of every connection, acks included.
    this.socket.io.on('open', () => {
      this.socket.io.engine.on('packet', (packet: { type: string; data?: unknown }) => {
        if (packet.type === 'message' && typeof packet.data === 'string') {
          this.frames.push({ raw: packet.data, packet: decodePacket(packet.data) });
        }
      });
    });
    const onSnapshot = (snapshot: AnySnapshot) => {
      this.snapshots.push(snapshot as S);
      if (!this.latest || snapshot.version >= this.latest.version) this.latest = snapshot as S;
      this.#wake();
    };
    this.socket.on('seat:view', onSnapshot);
    this.socket.on('table:view', onSnapshot);
    // Deltas applied as the app's room client applies them: a delta that does not
    // fit the snapshot held asks for the whole one (`sync`), counted in `syncs`.
    const onDelta = (delta: SnapshotDelta) => {
      this.deltas.push(delta);
      if (this.latest && delta.version <= this.latest.version) return;
      const next = applyDelta(this.latest, delta);
      if (next) onSnapshot(next);
      else {
        this.syncs++;
        this.socket.emit('sync', () => {});
      }
    };
    this.socket.on('seat:delta', onDelta);
    this.socket.on('table:delta', onDelta);
    this.socket.on('connect_error', (error: Error & { data?: ErrorBody }) => {
      if (error.data) this.refusals.push(error.data);
      this.#wake();
    });
    this.socket.on('disconnect', () => this.#wake());
    this.socket.on('connect', () => this.#wake());
    this.socket.connect();
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  /** Resolves once `test()` holds, re-checked after every snapshot, refusal or (dis)connection. */
  async until<T>(test: () => T | undefined | null | false, what = 'a condition'): Promise<T> {
    for (;;) {
      const value = test();
      if (value) return value;
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
      void what;
    }
  }

  /** The newest snapshot once it satisfies `test`. */
  view(test: (s: S) => boolean = () => true): Promise<S> {
    return this.until(() => (this.latest && test(this.latest) ? this.latest : null));
  }

  /** Sends a request and resolves with its reply. */
  request<T extends object = object>(event: (keyof ClientToServerEvents & string) | `game:${string}`, payload?: unknown): Promise<Reply<T>> {
    const emit = this.socket.emitWithAck as unknown as (event: string, ...args: unknown[]) => Promise<Reply<T>>;
    return payload === undefined ? emit.call(this.socket, event) : emit.call(this.socket, event, payload);
  }

  /** A request that must succeed. */
  async ok<T extends object = object>(event: (keyof ClientToServerEvents & string) | `game:${string}`, payload?: unknown): Promise<T> {
    const reply = await this.request<T>(event, payload);
    if (!reply.ok) throw new Error(`${this.label} ${event}: ${reply.error.code} ${reply.error.rule ?? ''} ${reply.error.message}`);
    return reply as unknown as T;
  }

  /** A request that must be refused: its error. */
  async refused(event: (keyof ClientToServerEvents & string) | `game:${string}`, payload?: unknown): Promise<ErrorBody> {
    const reply = await this.request(event, payload);
    if (reply.ok) throw new Error(`${this.label} ${event} was accepted`);
    return reply.error;
  }

  connected(): Promise<true> {
    return this.until(() => this.socket.connected || null);
  }

  close(): void {
    this.socket.disconnect();
  }
}

/** A seat's phone: a client that claimed a seat and keeps its token to reconnect. */
export interface Phone {
  client: TestClient<SeatSnapshot>;
  seat: Seat;
  token: string;
}

/** The table device creates a room. */
export async function createTable(url: string, setup: RoomSetupInput): Promise<{ table: TestClient<TableSnapshot>; room: CreatedRoom }> {
  const table = new TestClient<TableSnapshot>(url, 'table');
  await table.connected();
  const room = await table.ok<CreatedRoom>('room:create', { setup });
  table.socket.auth = { role: 'table', code: room.code, token: room.tableToken };
  await table.view((s) => s.code === room.code);
  return { table, room };
}

/**
 * A phone joins with the code and claims `seat`; later reconnections present its token. Given the
 * table, the table admits it then (types back the digits the phone shows, `table:admit`).
 */
export async function claimSeat(url: string, code: string, seat: Seat, table?: TestClient<TableSnapshot>): Promise<Phone> {
  const client = new TestClient<SeatSnapshot>(url, `seat ${seat}`);
  await client.connected();
  await client.ok('room:lookup', { code });
  const claimed = await client.ok<ClaimedSeat>('seat:claim', { code, seat });
  client.socket.auth = { role: 'seat', code, token: claimed.token };
  await client.view((s) => s.seat === seat);
  const phone = { client, seat, token: claimed.token };
  if (table) await admit(table, phone);
  return phone;
}

/** The table admits a phone: types back the digits its snapshot shows; resolves once the phone knows. */
export async function admit(table: TestClient<TableSnapshot>, phone: Phone): Promise<void> {
  const view = await phone.client.view((s) => s.seat === phone.seat);
  if (view.admitted) return;
  await table.ok('table:admit', { seat: phone.seat, check: view.check });
  await phone.client.view((s) => s.admitted);
}

/**
 * The table admits every phone given that waits for it, then starts the game once every seat is
 * taken (`table:start`: the server deals the cards, R-SET-3); resolves when the table and every phone given have a snapshot of the new deal.
 * @returns the deal's number (`deals`)
 */
export async function startGame(table: TestClient<TableSnapshot>, phones: readonly Phone[] = []): Promise<number> {
  const before = table.latest!.deals;
  for (const phone of phones) await admit(table, phone);
  await table.ok('table:start', {});
  const dealt = await table.view((s) => s.dealt && s.deals > before);
  for (const p of phones) await p.client.view((s) => s.dealt && s.deals >= dealt.deals);
  return dealt.deals;
}

/** The spies as the phones' own views say (the union of the private views). */
export function spiesOf(phones: readonly Phone[]): Seat[] {
  return phones.filter((p) => p.client.latest!.view.side === 'spies').map((p) => p.seat);
}

/**
 * A whole table: the table device and one phone per player, every seat claimed, the game started
 * by the table (the deal); the spies as the phones' own views say (the test is omniscient through
 * the union of the private views). `phoneUrl` picks the server each phone talks to (several
 * processes of one cluster).
 */
export async function fullTable(url: string, setup: RoomSetupInput, phoneUrl: (seat: Seat) => string = () => url) {
  const { table, room } = await createTable(url, setup);
  const phones: Phone[] = [];
  for (let seat = 0; seat < setup.players.length; seat++) phones.push(await claimSeat(phoneUrl(seat), room.code, seat));
  await startGame(table, phones);
  return new Table(table, room, phones, spiesOf(phones));
}

/** Drives a game through the server as the players would, waiting for every device to see each step. */
export class Table {
  constructor(
    readonly table: TestClient<TableSnapshot>,
    readonly room: CreatedRoom,
    readonly phones: Phone[],
    readonly spies: Seat[],
  ) {}

  get resistance(): Seat[] {
    return this.phones.map((p) => p.seat).filter((s) => !this.spies.includes(s));
  }

  get clients(): TestClient[] {
    return [this.table, ...this.phones.map((p) => p.client)];
  }

  phone(seat: Seat): TestClient<SeatSnapshot> {
    return this.phones[seat]!.client;
  }

  /** The version every device has reached (the table's newest). */
  get version(): number {
    return this.table.latest!.version;
  }

  /** Waits until every connected device has a snapshot of at least `version`. */
  async settle(version = this.version): Promise<void> {
    for (const c of this.clients) await c.view((s) => s.version >= version);
  }

  /** The leader's phone proposes `team`; every device sees it. */
  async propose(team: Seat[], mission?: number): Promise<void> {
    const leader = this.table.latest!.view.leader;
    const count = this.table.latest!.view.proposals.length;
    await this.phone(leader).ok('game:propose', mission === undefined ? { team } : { team, mission });
    await this.table.view((s) => s.view.proposals.length === count + 1);
    await this.settle();
  }

  /** Every phone votes, in seat order; `approve` are the seats that approve. Resolves after the reveal. */
  async vote(approve: Seat[]): Promise<void> {
    const index = this.table.latest!.view.proposals.length - 1;
    for (const p of this.phones) {
      await p.client.ok('game:vote', { approve: approve.includes(p.seat) });
    }
    await this.table.view((s) => s.view.proposals[index]!.votes !== null);
    await this.settle();
  }

  /** Every team member plays the card `cards` gives it (default Success). Resolves after the reveal. */
  async play(cards: Partial<Record<Seat, MissionChoice>> = {}): Promise<void> {
    const view = this.table.latest!.view;
    const proposal = view.proposals[view.proposals.length - 1]!;
    for (const seat of proposal.team) await this.phone(seat).ok('game:card', { card: cards[seat] ?? 'success' });
    await this.table.view((s) => s.view.missions[proposal.mission - 1] !== null);
    await this.settle();
  }

  /** Resistance-only teams, approved by all, until the game is over (resistance wins). */
  async finishResistanceWin(): Promise<void> {
    while (this.table.latest!.view.phase !== 'over') {
      const v = this.table.latest!.view;
      if (v.phase === 'vote') {
        const p = v.proposals[v.proposals.length - 1]!;
        // Finish the vote in course: the phones that still must vote approve.
        for (const phone of this.phones) if (phone.client.latest!.you.mustVote) await phone.client.ok('game:vote', { approve: true });
        await this.table.view((s) => s.view.proposals[p.index]!.votes !== null);
        await this.settle();
        continue;
      }
      if (v.phase === 'mission') {
        for (const phone of this.phones) if (phone.client.latest!.you.mustPlay) await phone.client.ok('game:card', { card: 'success' });
        const p = v.proposals[v.proposals.length - 1]!;
        await this.table.view((s) => s.view.missions[p.mission - 1] !== null);
        await this.settle();
        continue;
      }
      const size = teamSize(v.players.length, v.round as MissionNumber);
      await this.propose(this.resistance.slice(0, size));
      await this.vote(this.phones.map((p) => p.seat));
      await this.play();
    }
  }

  close(): void {
    for (const c of this.clients) c.close();
  }
}
