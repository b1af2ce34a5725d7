/**
 * The app's side of the room server (personal devices): one socket.io connection
 * (WebSocket transport only, as the server requires) for the table device or for one seat's
 * phone, the credential that binds this device to its seat or table, and the newest snapshot.
 *
 * - The credential (room code, role, token) is kept in `sessionStorage` and `localStorage` under
 *   the room's code, so a reload, a locked phone or a browser that dropped the tab comes back to
 *   the same seat with no action; the copy in `sessionStorage` wins, so two tabs of one browser
 *   can hold two seats (in tests, or a player helping another). A token is no game secret: it
 *   opens this seat's own view, which this device shows anyway.
 * - socket.io reconnects by itself after a network drop or a server restart and sends the
 *   credential again in its handshake; the server then sends the whole snapshot, so every
 *   (re)connection starts from the current state. After it, the server sends only what changed
 *   (`seat:delta`, `table:delta`: snapshot-delta.ts), applied to the snapshot held when it is of
 *   the delta's base version; any other (a frame missed) asks for the whole snapshot (`sync`).
 *   The connection's truth within seconds: the server pings every device each second and each side
 *   drops a connection that stopped answering within 2.75 s (server/room-transport.ts `HEARTBEAT`);
 *   the browser's `offline` event drops it at once (status `offline`), its `online` event
 *   reconnects at once, and when the page comes back to the foreground the connection proves
 *   itself (a `sync` answered within {@link PROBE_MS}) or reconnects.
 * - A refused handshake (the token was revoked, the room is gone) forgets the credential.
 * - A table's credential also keeps its room's game key and a public summary (the seats' names,
 *   when it was last seen), updated from each of the table's snapshots, so that the rooms this
 *   device is the table of can be listed after the tab was closed ({@link keptTableRooms}).
 *
 * - Every request goes out padded to a fixed step of bytes (frame-padding.ts), so that its length
 *   on the network tells nothing of a vote, a card or any other choice.
 *
 * The protocol is the platform's (protocol.ts) with the game's requests and snapshots (for The
 * Resistance, src/games/resistance/room/protocol.ts), given as type parameters; nothing here knows
 * a game, nor a secret beyond what the server sends this device.
 */
import { io, type Socket } from 'socket.io-client';
import { clientParser } from './frame-padding.ts';
import type { ErrorBody, PlatformClientEvents, PlatformServerEvents, SeatSnapshotBase, TableSnapshotBase } from './protocol.ts';
import { applyDelta, type SnapshotDelta } from './snapshot-delta.ts';

export { normalizeCode } from './join-code.ts';
export type { ClaimedSeat, CreatedRoom, ErrorBody, RoomLobby } from './protocol.ts';

/** What binds this device to a room: the table's or a seat's token. */
export interface RoomCredential {
  role: 'seat' | 'table';
  code: string;
  token: string;
  /** The key of the room's game (`RoomGame.key`), from the room's snapshots; a table's only. */
  game?: string;
  /** What this device last saw of the room, in public terms; a table's only. */
  summary?: RoomSummary;
}

/**
 * A short public summary of a room this device is the table of, kept with its credential so the
 * room can be listed and resumed (kept-rooms.ts): only what the table shows everyone.
 */
export interface RoomSummary {
  /** The players' names, by seat. */
  names: string[];
  /** When this device last had the room's snapshot (ms since the epoch). */
  seenAt: number;
}

/** Where credentials are kept (the Web Storage interface; tests may pass their own). */
export type CredentialStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The state of the connection, as the UI tells it. */
export type ConnectionStatus =
  /** First connection under way. */
  | 'connecting'
  | 'connected'
  /** The connection dropped; socket.io is trying again by itself. */
  | 'reconnecting'
  /** The browser says this device has no network (its `offline` event): it reconnects once it has. */
  | 'offline'
  /** The server refused the credential (see `refusal`): this device must join again. */
  | 'refused'
  /** The table revoked this device's seat. */
  | 'revoked'
  | 'closed';

/** A refusal made by this device, not the server: not connected now, or no answer in time. */
export interface LocalError {
  code: 'offline' | 'no-answer';
  rule: null;
  message: string;
}

/**
 * The arguments after the event name of a request `E` of the requests `C`: its body, or none for a
 * request that has only its acknowledgement.
 */
export type RequestArgs<C, E extends keyof C> = C[E] extends (...args: infer P) => void ? (P extends [infer Body, unknown] ? [body: Body] : []) : [];

/** What the server's reply to `E` of the requests `C` carries when it accepts (the protocol's `Ack<T>`). */
export type ReplyOf<C, E extends keyof C> = C[E] extends (...args: infer P) => void
  ? P extends [...unknown[], (reply: infer R) => void]
    ? Extract<R, { ok: true }> extends { ok: true } & infer T
      ? Omit<T, 'ok'>
      : object
    : object
  : object;

/** The answer to a request: the server's reply, or a {@link LocalError}. */
export type RoomReply<T extends object = object> = ({ ok: true } & T) | { ok: false; error: ErrorBody | LocalError };

type ClientSocket = Socket<PlatformServerEvents, PlatformClientEvents>;

/** How long a request waits for the server's answer before saying there is none (ms). */
const REQUEST_TIMEOUT_MS = 15_000;
/**
 * How long a connection that came back to the foreground has to answer a `sync` before it is taken
 * as dead and made again (ms): a phone locked for a while may hold a socket its network dropped.
 */
const PROBE_MS = 3_000;
/** How long to wait before trying again after a refusal that may pass (busy, rate-limited). */
const RETRY_MS = 3_000;

/**
 * socket.io's reconnection backoff (a restart's storm): the first try after
 * 500 ms, then twice as long each time up to 5 s, each delay moved at random by up to ±50 %
 * (`randomizationFactor`), so that the phones of a thousand tables dropped by one restart do not
 * come back in lockstep but spread over the seconds after it.
 */
export const RECONNECTION = { reconnectionDelay: 500, reconnectionDelayMax: 5_000, randomizationFactor: 0.5 } as const;

/** A retry's extra wait, at most this share of the wait asked (see {@link jittered}). */
export const RETRY_JITTER = 0.5;

/**
 * A wait before trying again, spread: `ms` (the server's `retryAfterMs`, a floor) plus up to
 * {@link RETRY_JITTER} of it at random, so that the devices refused together do not all come back
 * at the same moment.
 * @param ms the wait asked, in ms
 * @param random uniform in [0, 1) (default Math.random)
 * @returns a wait in ms, at least `ms` and below `ms × (1 + RETRY_JITTER)`
 */
export function jittered(ms: number, random: () => number = Math.random): number {
  return Math.round(ms + ms * RETRY_JITTER * Math.min(Math.max(random(), 0), 0.999));
}

const KEY_PREFIX = 'rs-room';

function credentialKey(role: RoomCredential['role'], code: string): string {
  return `${KEY_PREFIX}-${role}:${code}`;
}

/** This page's stores, session first; either may be missing (storage switched off). */
function defaultStores(): CredentialStore[] {
  const stores: CredentialStore[] = [];
  for (const name of ['sessionStorage', 'localStorage'] as const) {
    try {
      const store = globalThis[name];
      if (store) stores.push(store);
    } catch {
      // Storage blocked (privacy settings): the device then rejoins after a reload.
    }
  }
  return stores;
}

function parseCredential(raw: string | null, role: RoomCredential['role'], code: string): RoomCredential | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<RoomCredential>;
    if (value.role === role && value.code === code && typeof value.token === 'string' && value.token) {
      const found: RoomCredential = { role, code, token: value.token };
      if (typeof value.game === 'string' && value.game) found.game = value.game;
      const summary = value.summary;
      if (summary && Array.isArray(summary.names) && summary.names.every((n) => typeof n === 'string') && Number.isFinite(summary.seenAt)) {
        found.summary = { names: [...summary.names], seenAt: summary.seenAt };
      }
      return found;
    }
  } catch {
    // A damaged entry is ignored.
  }
  return null;
}

/** The credential this device keeps for `role` in room `code` (the tab's own copy first), or `null`. */
export function loadCredential(role: RoomCredential['role'], code: string, stores: CredentialStore[] = defaultStores()): RoomCredential | null {
  for (const store of stores) {
    try {
      const found = parseCredential(store.getItem(credentialKey(role, code)), role, code);
      if (found) return found;
    } catch {
      // Unreadable store: try the next.
    }
  }
  return null;
}

/** Keeps `credential` in every store (a full store is ignored: the device then rejoins after a reload). */
export function saveCredential(credential: RoomCredential, stores: CredentialStore[] = defaultStores()): void {
  for (const store of stores) {
    try {
      store.setItem(credentialKey(credential.role, credential.code), JSON.stringify(credential));
    } catch {
      // Quota or blocked storage.
    }
  }
}

/** Forgets `credential` wherever it is kept (another tab's credential for the same room stays). */
export function forgetCredential(credential: RoomCredential, stores: CredentialStore[] = defaultStores()): void {
  for (const store of stores) {
    try {
      const key = credentialKey(credential.role, credential.code);
      if (parseCredential(store.getItem(key), credential.role, credential.code)?.token === credential.token) store.removeItem(key);
    } catch {
      // Nothing to do.
    }
  }
}

/** A store whose entries can be listed (the Web Storage interface). */
export type ListableStore = Pick<Storage, 'getItem' | 'key' | 'length'>;

/**
 * The rooms this device is the table of, as kept in its lasting store (`localStorage`: they
 * outlive the tab), newest seen first; a damaged entry is left out.
 * @param store where to look (default: this page's `localStorage`; none when storage is blocked)
 */
export function keptTableRooms(store?: ListableStore | null): RoomCredential[] {
  const found: RoomCredential[] = [];
  try {
    const from = store === undefined ? globalThis.localStorage : store;
    if (!from) return found;
    const prefix = `${KEY_PREFIX}-table:`;
    for (let i = 0; i < from.length; i++) {
      const key = from.key(i);
      if (!key?.startsWith(prefix)) continue;
      const credential = parseCredential(from.getItem(key), 'table', key.slice(prefix.length));
      if (credential) found.push(credential);
    }
  } catch {
    // Storage blocked: nothing is kept.
  }
  return found.sort((a, b) => (b.summary?.seenAt ?? 0) - (a.summary?.seenAt ?? 0));
}

/** Options of {@link RoomConnection}. */
export interface RoomConnectionOptions {
  /** The room server's origin; default: this page's. */
  url?: string;
  /** The credential to connect with; without one the device connects as a guest. */
  credential?: RoomCredential | null;
  /**
   * The join code of the room this device is about (a phone opened at `?room=CODE` before it holds
   * a seat); the credential's code when it has one. Sent in the connection URL (`?room=CODE`) so
   * that a load balancer in front of several room servers can send every device of a room to the
   * same one (docs/scaling.md, "Room affinity").
   */
  room?: string | null;
  /** Where the credential is kept (default: this page's session and local storage). */
  stores?: CredentialStore[];
}

/**
 * One device's connection to the room server. Listeners registered with {@link subscribe} are
 * called after every change of {@link status}, {@link snapshot} or {@link refusal}.
 * @typeParam S the snapshot this device receives (the game's seat or table snapshot)
 * @typeParam C the requests it may send (the platform's and the game's, e.g. The Resistance's
 *   `ClientToServerEvents`), which type {@link request}
 */
export class RoomConnection<S extends SeatSnapshotBase | TableSnapshotBase = SeatSnapshotBase | TableSnapshotBase, C extends object = PlatformClientEvents> {
  readonly socket: ClientSocket;
  status: ConnectionStatus = 'connecting';
  /** Whether a request can go out now (the socket is connected; {@link request} refuses at once otherwise, `offline`). */
  get connected(): boolean {
    return this.socket.connected;
  }
  /** The newest snapshot (the highest version; of equal versions the last one, e.g. a presence change). */
  snapshot: S | null = null;
  /** Why the server refused this device's credential, when it did. */
  refusal: ErrorBody | null = null;
  /** The credential in use, or `null` for a guest. */
  credential: RoomCredential | null;
  /**
   * Whether the server's whole snapshot came since this connection was made: {@link snapshot} is
   * then the room as it is now, not as it was before the connection dropped (a phone's outbox
   * waits for it, room-phone-page.ts).
   */
  synced = false;

  readonly #stores: CredentialStore[];
  readonly #listeners = new Set<() => void>();
  #retry: ReturnType<typeof setTimeout> | null = null;
  #closed = false;
  /** A reconnection of our own is under way ({@link adopt}): its disconnection is not a lost connection. */
  #moving = false;
  /** The browser said it has no network (`offline`), and no connection was made since. */
  #offline = typeof navigator !== 'undefined' && navigator.onLine === false;

  readonly #onVisible = (): void => {
    if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return;
    this.refresh();
  };
  /** No network: the socket cannot carry anything, so it is dropped now rather than at its ping timeout. */
  readonly #onOffline = (): void => {
    if (this.#closed || this.status === 'refused' || this.status === 'revoked') return;
    this.#offline = true;
    // socket.io then tries again by itself (and fails until the network is back).
    this.socket.io.engine?.close();
    this.#set('offline');
  };
  readonly #onOnline = (): void => {
    if (this.#closed || this.status === 'refused' || this.status === 'revoked') return;
    this.#offline = false;
    if (this.status === 'offline') this.#set('reconnecting');
    this.refresh();
  };

  constructor(options: RoomConnectionOptions = {}) {
    this.#stores = options.stores ?? defaultStores();
    this.credential = options.credential ?? null;
    const room = this.credential?.code ?? options.room ?? null;
    const settings = {
      transports: ['websocket'],
      autoConnect: false,
      auth: this.#auth(),
      // The room's code in the connection URL, for a load balancer's room affinity (docs/scaling.md).
      query: room ? { room } : {},
      ...RECONNECTION,
      // Every request padded to a fixed step, so that a vote or a card is one length whatever its
      // value (frame-padding.ts); what the server sends is padded by the server.
      parser: clientParser,
    };
    this.socket = (options.url ? io(options.url, settings) : io(settings)) as ClientSocket;
    this.socket.on('connect', () => {
      this.synced = false;
      this.#moving = false;
      this.#offline = false;
      this.refusal = null;
      this.#set('connected');
    });
    this.socket.on('disconnect', (reason) => {
      this.synced = false;
      if (this.status === 'revoked' || this.#closed || this.#moving) return;
      // The server ends a connection itself when the seat is revoked (announced just before, see
      // 'seat:revoked') or when the credential stopped working while it connected: socket.io does
      // not reconnect after that by itself, so try once more; the handshake then says why.
      if (reason === 'io server disconnect') this.#schedule(RETRY_MS);
      this.#set(this.#offline ? 'offline' : 'reconnecting');
    });
    this.socket.on('connect_error', (error: Error & { data?: ErrorBody }) => {
      this.#moving = false;
      if (!error.data) {
        // The network or the server is down: socket.io keeps trying by itself.
        if (this.#offline) this.#set('offline');
        else if (this.status !== 'connecting') this.#set('reconnecting');
        return;
      }
      const body = error.data;
      if (body.code === 'rate-limited' || body.code === 'busy' || body.code === 'server-error') {
        const wait = Number(body.params?.retryAfterMs ?? RETRY_MS);
        this.#schedule(Number.isFinite(wait) && wait > 0 ? wait : RETRY_MS);
        this.#set('reconnecting');
        return;
      }
      // token-unknown, token-revoked, no-room: this credential opens nothing any more.
      if (this.credential) forgetCredential(this.credential, this.#stores);
      this.credential = null;
      this.socket.auth = {};
      this.refusal = body;
      this.#set(body.code === 'token-revoked' ? 'revoked' : 'refused');
    });
    const onSnapshot = (snapshot: SeatSnapshotBase | TableSnapshotBase) => {
      if (this.socket.connected) this.synced = true;
      if (this.snapshot && snapshot.version < this.snapshot.version) {
        this.#emit();
        return;
      }
      this.snapshot = snapshot as S;
      this.#note(snapshot);
      this.#emit();
    };
    this.socket.on('seat:view', onSnapshot);
    this.socket.on('table:view', onSnapshot);
    // What changed since the snapshot held (snapshot-delta.ts): applied when this
    // device holds exactly its base version, else the whole snapshot is asked for (`sync`).
    const onDelta = (delta: SnapshotDelta) => {
      if (this.snapshot && delta.version <= this.snapshot.version) return;
      const next = applyDelta(this.snapshot, delta);
      if (next) {
        this.snapshot = next;
        this.#note(next);
        this.#emit();
      } else if (this.credential) {
        void (this as RoomConnection<S, PlatformClientEvents>).request('sync');
      }
    };
    this.socket.on('seat:delta', onDelta);
    this.socket.on('table:delta', onDelta);
    this.socket.on('seat:revoked', () => {
      if (this.credential) forgetCredential(this.credential, this.#stores);
      this.credential = null;
      this.socket.auth = {};
      this.#set('revoked');
    });
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.#onVisible);
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.#onOnline);
      window.addEventListener('offline', this.#onOffline);
    }
    // A page opened with no network (a reload served by the service worker) says so at once, not
    // "Connecting…" until a connection attempt fails.
    if (this.#offline) this.status = 'offline';
    this.socket.connect();
  }

  #auth(): Record<string, string> {
    const c = this.credential;
    return c ? { role: c.role, code: c.code, token: c.token } : {};
  }

  /**
   * A table's snapshot of its own room: its credential keeps the room's game and a public summary
   * (the seats' names, the time seen), so that this device can list the room later.
   */
  #note(snapshot: SeatSnapshotBase | TableSnapshotBase): void {
    const c = this.credential;
    if (c?.role !== 'table' || snapshot.code !== c.code || !('seats' in snapshot)) return;
    this.credential = { ...c, game: snapshot.game, summary: { names: snapshot.seats.map((seat) => seat.name), seenAt: Date.now() } };
    saveCredential(this.credential, this.#stores);
  }

  #set(status: ConnectionStatus): void {
    this.status = status;
    this.#emit();
  }

  #emit(): void {
    for (const listener of [...this.#listeners]) listener();
  }

  #schedule(ms: number): void {
    if (this.#retry !== null) clearTimeout(this.#retry);
    this.#retry = setTimeout(() => {
      this.#retry = null;
      if (!this.#closed && !this.socket.connected) this.socket.connect();
    }, jittered(ms));
  }

  /** Calls `listener` after every change; returns the function that unsubscribes it. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Keeps `credential` on this device and uses it from now on (after a claim or a room creation:
   * the server has already bound this connection; a reconnection presents the token). A
   * connection whose URL did not name the credential's room reconnects at once with it.
   */
  adopt(credential: RoomCredential): void {
    const named = (this.socket.io.opts.query as { room?: unknown } | undefined)?.room;
    this.credential = credential;
    this.socket.auth = this.#auth();
    // Every later connection names the room (a table learns its code when it creates the room).
    this.socket.io.opts.query = { room: credential.code };
    this.refusal = null;
    saveCredential(credential, this.#stores);
    this.#emit();
    // A connection made without this room's code (a table's, opened before its room existed)
    // reconnects at once with it, so that a load balancer's room affinity puts it with the room's
    // phones (docs/scaling.md); the token opens the room again and a whole snapshot follows. The
    // status stays "connected" through it: nothing was lost.
    if (named !== credential.code && this.socket.connected) {
      this.#moving = true;
      this.socket.disconnect();
      this.socket.connect();
    }
  }

  /** Back to a guest connection (after a revocation, to claim a seat again). */
  resetToGuest(): void {
    this.credential = null;
    this.refusal = null;
    this.snapshot = null;
    this.socket.auth = {};
    this.status = 'connecting';
    this.socket.disconnect();
    this.socket.connect();
    this.#emit();
  }

  /**
   * Catches up now (called when the page comes back to the foreground or the network comes back):
   * when connected, asks for a fresh snapshot, and a connection that does not answer within
   * {@link PROBE_MS} is made again; when not connected, reconnects at once (socket.io's backoff
   * wait skipped: the network is back now).
   */
  refresh(): void {
    if (this.#closed || this.status === 'refused' || this.status === 'revoked') return;
    if (this.socket.connected) {
      const socket = this.socket;
      const engine = socket.io.engine;
      socket.timeout(PROBE_MS).emit('sync', (error: Error | null) => {
        // No answer: the socket outlived its network (a phone asleep); socket.io makes it again.
        if (error && socket.io.engine === engine && socket.connected) engine.close();
      });
    } else if (!this.#offline) {
      this.socket.disconnect();
      this.socket.connect();
    }
  }

  /**
   * Resolves `true` once connected (at once when already), or `false` after `timeoutMs` or when
   * the server refuses this device (for a first request right after the page opened).
   */
  ready(timeoutMs = REQUEST_TIMEOUT_MS): Promise<boolean> {
    if (this.socket.connected) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (value: boolean) => {
        clearTimeout(timer);
        unsubscribe();
        resolve(value);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      const unsubscribe = this.subscribe(() => {
        if (this.socket.connected) done(true);
        else if (this.status === 'refused' || this.status === 'revoked' || this.#closed) done(false);
      });
    });
  }

  /**
   * Sends a request and resolves with its reply. Refused at once, with a {@link LocalError}, when
   * the device is not connected (so that no vote or card is sent later behind the player's back),
   * and when no answer comes in time or the connection drops first (`no-answer`, at once: socket.io
   * fails a timed acknowledgement on disconnection; the server may have it or not, the next
   * snapshot tells). The body and the reply are typed by the protocol
   * (`C`): `request('game:vote', { approve })`, `request('table:qr')`.
   */
  async request<E extends keyof C & string>(event: E, ...body: RequestArgs<C, E>): Promise<RoomReply<ReplyOf<C, E>>> {
    if (!this.socket.connected) {
      return { ok: false, error: { code: 'offline', rule: null, message: 'not connected to the room server' } };
    }
    // socket.io's typed emitWithAck cannot follow a generic event name: the protocol's types above
    // are what the caller sees; here the call is made with the same arguments.
    const timed = this.socket.timeout(REQUEST_TIMEOUT_MS) as unknown as {
      emitWithAck(event: string, ...args: unknown[]): Promise<RoomReply<ReplyOf<C, E>>>;
    };
    try {
      return await timed.emitWithAck(event, ...body);
    } catch {
      return { ok: false, error: { code: 'no-answer', rule: null, message: 'the room server did not answer' } };
    }
  }

  /** Closes the connection for good. */
  close(): void {
    this.#closed = true;
    if (this.#retry !== null) clearTimeout(this.#retry);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.#onVisible);
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.#onOnline);
      window.removeEventListener('offline', this.#onOffline);
    }
    this.socket.disconnect();
    this.#listeners.clear();
  }
}
