/**
 * Focus lost, watched in a browser test: a control had focus, then went away (removed, disabled
 * or hidden), and at the next frame (when the browser tells assistive technology where focus is)
 * focus was on the page's body, where a screen reader says nothing useful. The same watch as the
 * room pages' tests (test/server/pages.ts `FOCUS_WATCH`), for one step of a browser test.
 */

/** A running watch: `stop` waits two frames, stops watching and returns what was lost, in order. */
export interface FocusWatch {
  stop(): Promise<string[]>;
}

/** Starts watching for focus lost (see the module's comment), from the control focused now. */
export function watchLostFocus(): FocusWatch {
  const lost: string[] = [];
  let last: Element | null = document.activeElement === document.body ? null : document.activeElement;
  const onFocus = (event: FocusEvent): void => void (last = event.target as Element);
  document.addEventListener('focusin', onFocus, true);
  const check = (): void => {
    const active = document.activeElement;
    if (last === null || (active !== null && active !== document.body)) return;
    if (!last.isConnected || last.matches(':disabled') || !last.checkVisibility()) {
      lost.push(`<${last.localName}${last.id ? ` id="${last.id}"` : ''}> "${(last.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)}"`);
    }
    last = null;
  };
  const observer = new MutationObserver(() => requestAnimationFrame(check));
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  return {
    async stop() {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      observer.disconnect();
      document.removeEventListener('focusin', onFocus, true);
      return lost;
    },
  };
}
