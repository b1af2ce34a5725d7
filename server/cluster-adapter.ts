/**
 * The socket.io adapter of a cluster (docs/scaling.md "Several processes"):
 * socket.io's **sharded Redis adapter** (`@socket.io/redis-adapter` `createShardedAdapter`, Redis
 * 7's sharded Pub/Sub) with `subscriptionMode: 'dynamic'`: one channel per socket.io room, which a
 * process subscribes to while it has a socket in that room. So a process receives, decodes and
 * delivers only the broadcasts of rooms it has devices in (the Redis Streams adapter before it
 * made every process read every broadcast of the whole cluster). `serverSideEmit`,
 * `disconnectSockets` and `fetchSockets` go through one channel every process reads.
 *
 * What Pub/Sub does not do: keep anything. A process briefly cut from Redis misses the broadcasts
 * of that moment (the Streams adapter replayed up to 10,000 of them); its devices catch up on the
 * room's next change, on a reconnection, or by asking `sync` (the app asks when it comes back to
 * the foreground). The `redis` client reconnects by itself and subscribes its channels again.
 *
 * Two things are added to the adapter:
 * - `socket.join()` resolves only once Redis has confirmed the subscriptions it caused, and once
 *   the room server's {@link ClusterHooks.joining} is done (it tells the other processes that this
 *   one has a device of that room), so that "join the rooms, then read the room"
 *   (server/room-admission.ts `binder`) still means no broadcast of a change committed after the read
 *   can be missed;
 * - an emit to one room that the room server's {@link ClusterHooks.keepLocal} says no other
 *   process has a device of is delivered here only (socket.io's `local` flag): not published to
 *   Redis, so not read back either (with room affinity, nearly every emit).
 */
import { createClient } from 'redis';
import { createShardedAdapter } from '@socket.io/redis-adapter';
import type { ServerOptions } from 'socket.io';

/**
 * What the room server may set on the adapter instance (`io.of('/').adapter`) of a cluster.
 */
export interface ClusterHooks {
  /** Called once a socket was added to `rooms` (and their channels subscribed); `join` waits for it. */
  joining?(rooms: ReadonlySet<string>): Promise<void> | void;
  /** Whether an emit to `rooms` (with no exception) may stay on this process: no other has a socket there. */
  keepLocal?(rooms: ReadonlySet<string>): boolean;
}

/** A cluster adapter and its Redis connections. */
export interface ClusterAdapter {
  /** Give it to socket.io (`createRoomServer({ adapter })`). */
  adapter: NonNullable<ServerOptions['adapter']>;
  /** The publishing connection, for ordinary commands too: the join and creation limits' counters (server/limiter-store.ts). */
  client: ReturnType<typeof createClient>;
  /** Closes both Redis connections (after socket.io is closed). */
  close(): Promise<void>;
}

/**
 * Connects to the Redis of `url` (two connections: one publishes, its `duplicate()` subscribes)
 * and makes the sharded adapter. Redis 7 or later (sharded Pub/Sub: `SPUBLISH`, `SSUBSCRIBE`).
 * @param onError called with each connection error (the client keeps reconnecting)
 * @throws the connection's error when Redis cannot be reached at start
 */
export async function clusterAdapter(url: string, onError: (error: Error) => void = () => {}): Promise<ClusterAdapter> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  pub.on('error', onError);
  sub.on('error', onError);
  await Promise.all([pub.connect(), sub.connect()]);

  // The last subscription asked for: Redis answers one connection's commands in order, so once
  // it is confirmed, every earlier one is too.
  let lastSubscription: Promise<unknown> = Promise.resolve();
  const sSubscribe = sub.sSubscribe.bind(sub) as (...args: unknown[]) => Promise<unknown>;
  (sub as unknown as { sSubscribe: (...args: unknown[]) => Promise<unknown> }).sSubscribe = (...args: unknown[]) => {
    const subscribed = sSubscribe(...args);
    lastSubscription = subscribed.catch(() => {});
    return subscribed;
  };

  const sharded = createShardedAdapter(pub, sub, { subscriptionMode: 'dynamic' });
  // socket.io calls the adapter with `new`: a plain function returning the adapter instance.
  const adapter = function (nsp: unknown) {
    type BroadcastOptions = { rooms: Set<string>; except?: Set<string>; flags?: Record<string, unknown> };
    const instance = sharded(nsp) as ClusterHooks & {
      addAll(id: string, rooms: Set<string>): Promise<void> | void;
      broadcast(packet: unknown, opts: BroadcastOptions): Promise<void> | void;
    };
    const addAll = instance.addAll.bind(instance);
    instance.addAll = (id, rooms) => {
      const before = lastSubscription;
      const added = addAll(id, rooms);
      // A room new to this process subscribed its channel: `join` waits for Redis's answer, then
      // for the room server's hook.
      const subscribed = lastSubscription !== before ? lastSubscription : undefined;
      if (!subscribed && !instance.joining) return added;
      return Promise.all([added, subscribed]).then(() => instance.joining?.(rooms));
    };
    const broadcast = instance.broadcast.bind(instance);
    instance.broadcast = (packet, opts) => {
      if (!opts.flags?.local && !opts.except?.size && instance.keepLocal?.(opts.rooms)) {
        return broadcast(packet, { ...opts, flags: { ...opts.flags, local: true } });
      }
      return broadcast(packet, opts);
    };
    return instance;
  } as unknown as NonNullable<ServerOptions['adapter']>;

  return {
    adapter,
    client: pub,
    close: async () => {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
