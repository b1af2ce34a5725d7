/**
 * Accessibility checks shared by the browser tests.
 * - `expectNoAxeViolations`: axe-core with the WCAG 2.2 A/AA rules switched on (runOnly tags
 *   wcag2a, wcag2aa, wcag21aa, wcag22aa); `expect(el).to.be.accessible()` cannot pass tags.
 * - `expectTargets`: every interactive target is at least 44 × 44 CSS px.
 */
import 'axe-core/axe.min.js';
import type { AxeResults, ElementContext } from 'axe-core';

declare global {
  interface Window {
    axe: { run(context: ElementContext, options: object): Promise<AxeResults> };
  }
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Runs axe with the WCAG 2.2 AA tags on `context` and throws a readable list of violations. */
export async function expectNoAxeViolations(context: ElementContext = document): Promise<void> {
  const results = await window.axe.run(context, { runOnly: { type: 'tag', values: WCAG_TAGS } });
  if (results.violations.length > 0) {
    const lines = results.violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    );
    throw new Error(`axe found ${results.violations.length} WCAG 2.2 AA violation(s):\n${lines.join('\n')}`);
  }
}

const TARGETS =
  'button, select, a[href], summary, input[type="text"], input:not([type]), input[type="number"], input[type="file"], label.choice, [role="button"]';

/** Throws when a visible interactive target in `root` is smaller than `min` CSS px either way. */
export function expectTargets(root: ParentNode = document, min = 44): void {
  const small: string[] = [];
  for (const el of root.querySelectorAll<HTMLElement>(TARGETS)) {
    if (el.closest('.visually-hidden') || el.classList.contains('skip-link')) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue; // not rendered (closed, hidden)
    if (rect.width < min - 0.5 || rect.height < min - 0.5) {
      small.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}": ${rect.width.toFixed(0)}×${rect.height.toFixed(0)}`);
    }
  }
  if (small.length > 0) throw new Error(`targets under ${min} px:\n${small.join('\n')}`);
}
