/**
 * The room pipeline's ordering: one queue per room code, so that a room's writes and its
 * broadcasts each happen one at a time, in the order they came, while other rooms go on.
 */

/**
 * A queue per room: `run(code, fn)` runs `fn` after every earlier `fn` of that room settled (a
 * failure does not stop the queue) and resolves as `fn` does; a room's entry goes when its queue
 * is empty.
 */
export function perRoomQueue(): <T>(code: string, fn: () => Promise<T>) => Promise<T> {
  const queues = new Map<string, Promise<unknown>>();
  return <T>(code: string, fn: () => Promise<T>): Promise<T> => {
    const previous = queues.get(code) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => {});
    queues.set(code, tail);
    void tail.then(() => {
      if (queues.get(code) === tail) queues.delete(code);
    });
    return run;
  };
}
