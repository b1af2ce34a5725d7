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

/** The detail of a custom event declared in `HTMLElementEventMap` (each component declares the events it fires). */
export type EventDetail<K extends keyof HTMLElementEventMap> = HTMLElementEventMap[K] extends CustomEvent<infer D> ? D : never;

/**
 * Fires a bubbling custom event from `target`. The event must be declared in
 * `HTMLElementEventMap` (`declare global { interface HTMLElementEventMap { 'rs-x': CustomEvent<D> } }`
 * beside the component that fires it), and `detail` must be of its declared type: a listener's
 * `@rs-x=${(e: CustomEvent<D>) => …}` and the firing side cannot drift apart.
 */
export function fire<K extends keyof HTMLElementEventMap>(target: EventTarget, type: K, detail: EventDetail<K>): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
