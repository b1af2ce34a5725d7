import { LitElement } from 'lit';
import { adoptAppStyles } from './styles/app-styles.ts';

/**
 * Base class of the app's components: renders into light DOM, so that ARIA id references work
 * across components and screen readers (and the virtual screen reader in tests) see everything.
 * The first one to connect adopts the app's stylesheet into the document.
 */
export class LightElement extends LitElement {
  override connectedCallback(): void {
    adoptAppStyles();
    super.connectedCallback();
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }
}

/** Fires a typed, bubbling custom event from `target`. */
export function fire<T>(target: EventTarget, type: string, detail: T): void {
  target.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
}
