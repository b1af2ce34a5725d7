/**
 * The browser's idle moments (`requestIdleCallback`), for work no user is waiting for: code and
 * data fetched ahead of the screen that needs them, a long list drawn after the answer to a key.
 * Safari has no `requestIdleCallback`: there the work runs after the current task.
 */

/** Resolves once the browser is idle, at the latest `timeoutMs` (milliseconds) later. */
export function afterIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}

/**
 * Runs `task` a second from now, once the browser is idle (at the latest 2 s later): after what a
 * page starts when it opens (the store, the service worker's registration, a room's connection),
 * not in competition with it.
 */
export function whenBrowserIdle(task: () => void): void {
  setTimeout(() => void afterIdle(2_000).then(task), 1_000);
}
