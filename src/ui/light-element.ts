import { LitElement } from 'lit';

/**
 * Base class of the app's components: renders into light DOM, so that ARIA id references work
 * across components and screen readers (and the virtual screen reader in tests) see everything.
 */
export class LightElement extends LitElement {
  protected override createRenderRoot(): HTMLElement {
    return this;
  }
}

/** Fires a typed, bubbling custom event from `target`. */
export function fire<T>(target: EventTarget, type: string, detail: T): void {
  target.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
}
