/**
 * The one owner of the app's live regions (modelled on PhET's utterance queue,
 * `AriaLiveAnnouncer`): two regions, polite and assertive, present from page load in light DOM
 * (index.html creates them; `connect()` creates them when they are missing, as in tests).
 *
 * - Nothing else in the app writes to a live region: components call `announcer.announce()`.
 * - A short settle delay keeps utterances apart: each is written at least `settleMs` after the
 *   one before, so screen readers hear every change; the first after a quiet spell is written at
 *   once (the app announces an action's result after moving focus, so the focus change is
 *   spoken first). A key press must be answered within 50 ms (docs/performance.md).
 * - A text equal to the one already in the region gets a no-break space appended (or removed),
 *   so that a repeated sentence is a change and screen readers speak it again.
 * - Polite for results; assertive only for the end of the game and for errors.
 * - A status (a running count) may carry a key: a newer status of the same key replaces one
 *   still waiting in the queue.
 */

export type Priority = 'polite' | 'assertive';

interface Utterance {
  text: string;
  priority: Priority;
  /** Utterances with the same key replace each other while still queued. */
  key?: string;
}

/** Options of {@link Announcer.announce}. */
export interface AnnounceOptions {
  /**
   * A status that later text of the same key makes stale (a running count, a tally): a queued,
   * not yet spoken utterance with this key is dropped when a new one comes, as PhET's utterance
   * queue does, so that quick toggles are not read out one by one after the fact.
   */
  key?: string;
}

const NBSP = '\u00A0';

/** Live-region ids in the page (see index.html). */
export const REGION_IDS: Readonly<Record<Priority, string>> = {
  polite: 'rs-live-polite',
  assertive: 'rs-live-assertive',
};

export class Announcer {
  /** Delay in milliseconds between queuing an utterance and writing it to its region. */
  settleMs = 15;

  private readonly queue: Utterance[] = [];
  private running: Promise<void> | null = null;
  private readonly history: string[] = [];
  /** When the last utterance was written (performance.now(), ms). */
  private lastWrite = -Infinity;

  /** Everything announced so far, oldest first (without the no-break-space padding). */
  get log(): readonly string[] {
    return this.history;
  }

  /** The last thing announced, or '' when nothing was. */
  get last(): string {
    return this.history[this.history.length - 1] ?? '';
  }

  /**
   * Queues `text` for the screen reader.
   * @param priority 'polite' (results, summaries) or 'assertive' (end of game, errors only)
   * @param options `key` marks a status that a newer one of the same key replaces in the queue
   */
  announce(text: string, priority: Priority = 'polite', options: AnnounceOptions = {}): void {
    const trimmed = text.trim();
    if (!trimmed) return;
    this.history.push(trimmed);
    const { key } = options;
    if (key !== undefined) {
      for (let i = this.queue.length - 1; i >= 0; i--) if (this.queue[i]!.key === key) this.queue.splice(i, 1);
    }
    this.queue.push({ text: trimmed, priority, ...(key === undefined ? {} : { key }) });
    this.kick();
  }

  /** Starts draining the queue unless a drain is under way (one that ends re-checks the queue). */
  private kick(): void {
    if (this.running) return;
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.queue.length > 0) this.kick();
    });
  }

  /** Resolves once every queued utterance has been written to its region (for tests and flows). */
  async whenIdle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** The live region of `priority`, created in `document.body` if the page lacks it. */
  region(priority: Priority): HTMLElement {
    const id = REGION_IDS[priority];
    let region = document.getElementById(id);
    if (!region) {
      let container = document.getElementById('rs-announcer');
      if (!container) {
        container = document.createElement('div');
        container.id = 'rs-announcer';
        container.className = 'visually-hidden';
        document.body.prepend(container);
      }
      region = document.createElement('div');
      region.id = id;
      region.setAttribute('aria-live', priority);
      region.setAttribute('aria-atomic', 'true');
      container.append(region);
    }
    return region;
  }

  /**
   * Drops every queued utterance and empties both regions, so that nothing said during a private
   * turn stays readable once the screen is handed on (the private screens speak through focus,
   * not through the regions; this is the safety net).
   */
  clear(): void {
    this.queue.length = 0;
    for (const priority of ['polite', 'assertive'] as const) {
      const region = document.getElementById(REGION_IDS[priority]);
      if (region) region.textContent = '';
    }
  }

  /** Makes sure both regions exist (call once at start-up, before anything is announced). */
  connect(): void {
    this.region('polite');
    this.region('assertive');
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      // Settle: utterances are written at least `settleMs` apart, so each is a change of its
      // own; the first one after a quiet spell is written at once (callers announce after
      // moving focus, so the focus change is already spoken first).
      const wait = this.lastWrite + this.settleMs - performance.now();
      if (wait > 0) await new Promise<void>((resolve) => setTimeout(resolve, wait));
      const utterance = this.queue.shift();
      if (!utterance) break;
      const region = this.region(utterance.priority);
      const current = region.textContent ?? '';
      let text = utterance.text;
      if (current === text) text = text + NBSP;
      else if (current === text + NBSP) text = utterance.text;
      region.textContent = text;
      this.lastWrite = performance.now();
    }
  }
}

/** The app's announcer. */
export const announcer = new Announcer();
