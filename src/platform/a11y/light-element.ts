import { LitElement } from 'lit';
import { updateWhenLocaleChanges } from '@lit/localize';
import { adoptAppStyles } from './app-styles.ts';

/**
 * Base class of the app's components: renders into light DOM, so that ARIA id references work
 * across components and screen readers (and the virtual screen reader in tests) see everything.
 * The first one to connect adopts the app's stylesheet into the document. Every one re-renders
 * when the language changes (@lit/localize).
 */
export class LightElement extends LitElement {
  constructor() {
    super();
    updateWhenLocaleChanges(this);
  }

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
