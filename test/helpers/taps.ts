/**
 * Counts what a player does on a 360 × 740 phone: every tap is a real pointer click (Playwright's
 * mouse, `sendMouse`) at the centre of a control that must be wholly inside the viewport as the app
 * left it (no scroll by the player), and every key typed is a real key press (`sendKeys`); both
 * are counted and logged. Shared by the tap-count tests of the moderator and of the passed phone.
 */
import { executeServerCommand, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { LitElement } from 'lit';
import type { RsApp } from '../../src/games/resistance/ui/rs-app.ts';
import { announcer } from '../../src/platform/a11y/announcer.ts';
import { stepOf } from './app-driver.ts';

/** The phone the counts are made on, in CSS pixels. */
export const PHONE = { width: 360, height: 740 };

/** Two frames: style, layout and paint are done. */
export function frames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** Counts real taps on controls, each inside the viewport as the app shows it, and key presses. */
export class Taps {
  count = 0;
  readonly log: string[] = [];

  /** The step last kept as a screenshot. */
  private shown = '';

  /** With `shot`, the first screen of each step is kept (test-artifacts/layout/taps-<shot>-<step>.png). */
  constructor(
    readonly app: RsApp,
    private readonly shot = '',
  ) {}

  /** Taps `el` at its centre, after checking it is wholly on the screen without scrolling. */
  async tap(el: Element | null | undefined, what: string): Promise<void> {
    if (!el) throw new Error(`no control for ${what}`);
    await frames();
    const stepName = stepOf(this.app).localName;
    if (this.shot && stepName !== this.shown) {
      this.shown = stepName;
      await executeServerCommand('layout-screenshot', { name: `taps-${this.shot}-${stepName}`, fullPage: false });
    }
    const rect = el.getBoundingClientRect();
    if (rect.height === 0 || rect.top < -0.5 || rect.bottom > window.innerHeight + 0.5 || rect.left < -0.5 || rect.right > window.innerWidth + 0.5) {
      throw new Error(
        `"${what}" is not on the screen without a scroll: ${rect.top.toFixed(0)}–${rect.bottom.toFixed(0)} px (screen ${window.innerHeight} px, scrolled ${window.scrollY.toFixed(0)} px)`,
      );
    }
    const position: [number, number] = [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)];
    const hit = document.elementFromPoint(...position);
    if (!hit || !(el.contains(hit) || hit.contains(el))) throw new Error(`"${what}" is under <${hit?.localName}> "${hit?.textContent?.trim().slice(0, 40)}" at its centre`);
    await sendMouse({ type: 'click', position });
    this.count += 1;
    this.log.push(what);
    await this.settled();
  }

  /** Types `text` into the focused control: one key press per character, each counted. */
  async type(text: string, what: string): Promise<void> {
    for (const key of text) {
      await sendKeys({ type: key });
      this.count += 1;
      this.log.push(`${what}: key ${key}`);
    }
    await this.settled();
  }

  /** Waits for the app, the step and the announcer after an action. */
  async settled(): Promise<void> {
    await this.app.whenIdle();
    const step = this.app.querySelector<LitElement>('#step > *');
    await step?.updateComplete;
    await announcer.whenIdle();
  }

  /** The seat's checkbox row (its label, the whole 44 px target) in the current step. */
  seat(name: string, seat: number): Element | null {
    return stepOf(this.app).querySelector(`input[name="${name}"][value="${seat}"]`)?.closest('label') ?? null;
  }

  /** A button of the current step by its id or text. */
  button(label: string | RegExp): HTMLButtonElement | undefined {
    return [...stepOf(this.app).querySelectorAll<HTMLButtonElement>('button')].find((b) => {
      const text = b.textContent!.trim().replace(/\s+/g, ' ');
      return typeof label === 'string' ? text === label : label.test(text);
    });
  }
}
