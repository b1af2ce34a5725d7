// The layout checks of every screen, as one plain script with no import, so that the same
// code runs in a @web/test-runner browser test (imported: test/games/resistance/ui/layout.browser.ts)
// and in a Playwright page (added with page.addScriptTag: test/server/room-layout.test.ts).
// It defines `globalThis.rsLayoutProblems()`: the page's layout problems as sentences, none when
// the page is fine:
// - the page scrolls sideways (with the innermost elements that reach beyond the right edge);
// - two visible interactive elements overlap by more than a pixel each way (one inside the other,
//   or a checkbox and its own label row, excepted);
// - a visible target is smaller than 44 × 44 CSS px (the selector of test/helpers/a11y.ts).
// Not rendered means: in a closed <details> (content-visibility), display: none, or hidden.

(() => {
  const INTERACTIVE = 'button, select, a[href], summary, input:not([type="hidden"]), textarea, [role="button"], [tabindex="0"]';
  const TARGETS =
    'button, select, a[href], summary, input[type="text"], input:not([type]), input[type="number"], input[type="file"], label.choice, [role="button"]';

  /** "button#undo-button "Undo"". */
  function describeEl(el) {
    const id = el.id ? `#${el.id}` : '';
    return `${el.tagName.toLowerCase()}${id} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
  }

  function rendered(el) {
    if (el.closest('.visually-hidden') || el.classList.contains('skip-link')) return false;
    if (!el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  }

  function beyond(width) {
    const wide = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > width + 0.5);
    return wide
      .filter((el) => !wide.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map((el) => `${describeEl(el)} (right ${el.getBoundingClientRect().right.toFixed(0)})`)
      .join('; ');
  }

  function overlaps() {
    const items = [...document.querySelectorAll(INTERACTIVE)].filter(rendered).map((el) => ({ el, rect: el.getBoundingClientRect() }));
    const found = [];
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i];
        const b = items[j];
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const label = a.el.closest('label');
        if (label && label === b.el.closest('label')) continue;
        const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (w > 1 && h > 1) found.push(`${describeEl(a.el)} overlaps ${describeEl(b.el)} (${w.toFixed(0)}×${h.toFixed(0)})`);
      }
    }
    return found;
  }

  function smallTargets(min) {
    return [...document.querySelectorAll(TARGETS)]
      .filter(rendered)
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width < min - 0.5 || rect.height < min - 0.5)
      .map(({ el, rect }) => `${describeEl(el)} is a target of ${rect.width.toFixed(0)}×${rect.height.toFixed(0)} px, under ${min}`);
  }

  globalThis.rsLayoutProblems = () => {
    const root = document.documentElement;
    const problems = [];
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px): ${beyond(root.clientWidth)}`);
    }
    problems.push(...overlaps(), ...smallTargets(44));
    return problems;
  };
  globalThis.rsDescribe = describeEl;
})();
