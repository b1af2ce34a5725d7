/**
 * The one owner of the app's live regions (modelled on PhET's utterance queue,
 * `AriaLiveAnnouncer`): two regions, polite and assertive, present from page load in light DOM
 * (index.html creates them; `connect()` creates them when they are missing, as in tests).
 *
 * - Nothing else in the app writes to a live region: components call `announcer.announce()`.
 * - Each announcement waits a short settle delay before it is written, so that a focus move
 *   made by the same action is spoken first and the region change is not lost in it.
 * - A text equal to the one already in the region gets a no-break space appended (or removed),
 *   so that a repeated sentence is a change and screen readers speak it again.
 * - Polite for results; assertive only for the end of the game and for errors.
 */

export type Priority = 'polite' | 'assertive';

interface Utterance {
  text: string;
  priority: Priority;
}

const NBSP = '\u00A0';

/** Live-region ids in the page (see index.html). */
export const REGION_IDS: Readonly<Record<Priority, string>> = {
  polite: 'rs-live-polite',
  assertive: 'rs-live-assertive',
};

export class Announcer {
  /** Delay in milliseconds between queuing an utterance and writing it to its region. */
  settleMs = 120;

  private readonly queue: Utterance[] = [];
  private running: Promise<void> | null = null;
  private readonly history: string[] = [];

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
   */
  announce(text: string, priority: Priority = 'polite'): void {
    const trimmed = text.trim();
    if (!trimmed) return;
    this.history.push(trimmed);
    this.queue.push({ text: trimmed, priority });
    if (!this.running) {
      this.running = this.drain().finally(() => {
        this.running = null;
      });
    }
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

  /** Makes sure both regions exist (call once at start-up, before anything is announced). */
  connect(): void {
    this.region('polite');
    this.region('assertive');
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const utterance = this.queue.shift()!;
      await new Promise<void>((resolve) => setTimeout(resolve, this.settleMs));
      const region = this.region(utterance.priority);
      const current = region.textContent ?? '';
      let text = utterance.text;
      if (current === text) text = text + NBSP;
      else if (current === text + NBSP) text = utterance.text;
      region.textContent = text;
    }
  }
}

/** The app's announcer. */
export const announcer = new Announcer();
