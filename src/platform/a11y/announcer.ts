/**
 * The one owner of the app's live regions (modelled on PhET's utterance queue,
 * `AriaLiveAnnouncer`): two regions, polite and assertive, present from page load in light DOM
 * (index.html creates them; `connect()` creates them when they are missing, as in tests).
 *
 * - Nothing else in the app writes to a live region: components call `announcer.announce()`.
 * - What is announced at once is said at once: every announcement of one task (an action's
 *   result, its count, its next step) is merged into one utterance per priority, written at the
 *   next task, so that no polite message replaces one still to be read (a screen reader reads a
 *   live region's latest text, and Orca drops a queued one when the next comes). The same sentence
 *   twice in one utterance is said once. When both priorities have text, the assertive one is
 *   written first (it interrupts; the polite one queues after it).
 * - Utterances are written at least `settleMs` apart, so that screen readers hear every change;
 *   the first after a quiet spell at the next task (the app announces an action's result after
 *   moving focus, so the focus change is spoken first). A key press must be answered within
 *   50 ms (docs/performance.md).
 * - A text equal to the one already in the region gets a no-break space appended (or removed),
 *   so that a repeated sentence is a change and screen readers speak it again.
 * - Polite for results; assertive only for the end of the game and for errors.
 * - A status (a running count) may carry a key: a newer status of the same key replaces one
 *   still waiting in the queue.
 * - The utterances said are kept (`recent`): {@link Announcer.repeat} says the last one again
 *   (Alt+L) and the history dialog lists the last 20 (Alt+H, {@link ANNOUNCER_KEYS});
 *   `clear()` forgets them with the regions' text.
 *
 * Live regions only, for now: Chromium 156 has `document.ariaNotify`, and Orca 43 speaks it (heard
 * with the Orca stack of scripts/orca/), but the virtual screen reader of the browser tests hears
 * only the regions, and writing both would be heard twice.
 */

import { msg } from '@lit/localize';

export type Priority = 'polite' | 'assertive';

interface Utterance {
  text: string;
  priority: Priority;
  /** Utterances with the same key replace each other while still queued. */
  key?: string;
  /** A repetition (`repeat()`): said again, not kept in `recent` again. */
  repeat?: boolean;
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

/** How many utterances {@link Announcer.recent} keeps (the history dialog lists them). */
export const RECENT_LIMIT = 20;

/** The keys of the announcer (with Alt, as the app's other shortcuts, so no screen reader key is taken). */
export const ANNOUNCER_KEYS = {
  /** Say the last announcement again. */
  repeat: { code: 'KeyL', keys: 'Alt+L' },
  /** List the last 20 announcements. */
  history: { code: 'KeyH', keys: 'Alt+H' },
} as const;

export class Announcer {
  /** Least delay in milliseconds between two writes to the regions. */
  settleMs = 15;

  private readonly queue: Utterance[] = [];
  private running: Promise<void> | null = null;
  private readonly history: string[] = [];
  /** The utterances written, merged as said, newest last (at most {@link RECENT_LIMIT}). */
  private readonly said: string[] = [];
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
   * The last {@link RECENT_LIMIT} utterances as they were said (what one task announced, merged
   * into one), oldest first; emptied by `clear()`.
   */
  get recent(): readonly string[] {
    return this.said;
  }

  /**
   * Says the last utterance again, politely (Alt+L), or that nothing was said yet (`nothing`, the
   * caller's sentence in the page's language). Not added to {@link recent}.
   */
  repeat(nothing: string): void {
    const last = this.said[this.said.length - 1];
    this.queue.push({ text: last ?? nothing, priority: 'polite', repeat: true });
    this.kick();
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

  /**
   * The live region of `priority`, created at the end of `document.body` if the page lacks it:
   * after the page's content, so that a screen reader's reading position (Orca's, stopped while
   * reading the page from the top) is never in a region, where each announcement would move its
   * focus there and away from the browser's.
   */
  region(priority: Priority): HTMLElement {
    const id = REGION_IDS[priority];
    let region = document.getElementById(id);
    if (!region) {
      let container = document.getElementById('rs-announcer');
      if (!container) {
        container = document.createElement('div');
        container.id = 'rs-announcer';
        container.className = 'visually-hidden';
        document.body.append(container);
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
    this.said.length = 0;
    for (const priority of ['polite', 'assertive'] as const) {
      const region = document.getElementById(REGION_IDS[priority]);
      if (region) region.textContent = '';
    }
  }

  /**
   * Makes sure both regions exist (call once at start-up, before anything is announced), and
   * listens for the announcer's keys on the document ({@link ANNOUNCER_KEYS}: Alt+L says the
   * last announcement again, Alt+H opens the history of the last 20).
   */
  connect(): void {
    this.region('polite');
    this.region('assertive');
    // One listener for the page, answering for the announcer connected last.
    if (keysFor === null) document.addEventListener('keydown', (event) => keysFor?.onKeydown(event));
    keysFor = this;
  }

  private onKeydown(event: KeyboardEvent): void {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
    if (event.code === ANNOUNCER_KEYS.repeat.code) {
      event.preventDefault();
      this.repeat(msg('Nothing has been announced yet.'));
    } else if (event.code === ANNOUNCER_KEYS.history.code) {
      event.preventDefault();
      void this.showHistory();
    }
  }

  /** Opens the history dialog (rs-announcement-history, loaded on first use) with {@link recent}. */
  async showHistory(): Promise<void> {
    await import('./rs-announcement-history.ts');
    let dialog = document.querySelector('rs-announcement-history');
    if (!dialog) {
      dialog = document.createElement('rs-announcement-history');
      document.body.append(dialog);
    }
    dialog.items = [...this.said];
    await dialog.show();
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      // The next task at the earliest: everything announced in this one is merged into one
      // utterance. Then at least `settleMs` after the last write, so that each is a change.
      const wait = Math.max(0, this.lastWrite + this.settleMs - performance.now());
      await new Promise<void>((resolve) => setTimeout(resolve, wait));
      const batch = this.queue.splice(0);
      if (batch.length === 0) break;
      const assertive = batch.filter((u) => u.priority === 'assertive');
      const polite = batch.filter((u) => u.priority === 'polite');
      if (assertive.length > 0) this.write('assertive', assertive);
      if (polite.length > 0) {
        if (assertive.length > 0) await new Promise<void>((resolve) => setTimeout(resolve, this.settleMs));
        this.write('polite', polite);
      }
    }
  }

  /** Writes `utterances` to the region of `priority` as one text, each sentence once. */
  private write(priority: Priority, utterances: readonly Utterance[]): void {
    const texts: string[] = [];
    for (const { text } of utterances) {
      const sentence = /[.!?…:]$/.test(text) ? text : `${text}.`;
      if (!texts.includes(sentence) && !texts.includes(text)) texts.push(utterances.length > 1 ? sentence : text);
    }
    const merged = texts.join(' ');
    const region = this.region(priority);
    const current = region.textContent ?? '';
    let text = merged;
    if (current === text) text = text + NBSP;
    else if (current === text + NBSP) text = merged;
    region.textContent = text;
    this.lastWrite = performance.now();
    if (!utterances.every((u) => u.repeat)) {
      this.said.push(merged);
      if (this.said.length > RECENT_LIMIT) this.said.splice(0, this.said.length - RECENT_LIMIT);
    }
  }
}

/** The announcer whose keys the page's one key listener serves (the one connected last). */
let keysFor: Announcer | null = null;

/** The app's announcer. */
export const announcer = new Announcer();
