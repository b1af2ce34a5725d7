/*
 * Shared styles of the app (light DOM: every component renders into the document).
 * - Targets at least 44 × 44 CSS px (WCAG 2.5.8 asks 24; we keep 44 for touch and tremor).
 * - One column that reflows down to 320 CSS px and at 400% zoom; only the vote history table
 *   scrolls sideways, inside a focusable region.
 * - Visible focus on everything; works with forced-colors and prefers-reduced-motion.
 * - Nothing conveyed by colour alone: every result also has a word and a symbol.
 */
import { css } from 'lit';
import type { CSSResult } from 'lit';

/** The dark palette: the `dark` theme, and the `system` theme when the device prefers dark. */
const darkPalette = css`
  --rs-bg: #121212;
  --rs-fg: #f1f1f1;
  --rs-muted: #c8c8c8;
  --rs-border: #9a9a9a;
  --rs-accent: #9cc3ff;
  --rs-accent-fg: #0b1a30;
  --rs-success: #8ab8ff;
  --rs-fail: #ff8f8f;
  --rs-surface: #1f2329;
  --rs-focus: #ffb86b;
`;

/**
 * The app's stylesheet (light DOM), adopted by the document when the first component connects
 * (`adoptAppStyles`), so that the built app and the browser tests render alike: what the home
 * page draws and what every page shares. What only the other screens draw (the board, the
 * history, the rules reference, the settings…) is more-styles.ts's, adopted after this one by
 * the components that draw it.
 *
 * The device's display settings (src/platform/settings/apply-settings.ts) arrive on `<html>`:
 * - text size as the root font size (inline `font-size: 150%`, and `data-text-size`): every length
 *   below is in rem or em except borders, outlines, the 44 px target minimum and the paddings of
 *   large text on narrow screens, so 200% text reflows in one column at 320 CSS px without loss
 *   or sideways scrolling (a word too long for the line breaks rather than overflows);
 * - `data-theme`: `light`, `dark`, `high-contrast` (white on black, yellow focus, thick borders),
 *   or `system` / absent (light, or dark when `prefers-color-scheme: dark`). Forced colours
 *   (Windows contrast themes) override every theme: the system colours win;
 * - `data-motion="reduce"`: no animation or transition, as with `prefers-reduced-motion: reduce`.
 */
export const appStyles = css`
:root {
  --rs-bg: #ffffff;
  --rs-fg: #1a1a1a;
  --rs-muted: #4a4a4a;
  --rs-border: #6b6b6b;
  --rs-accent: #1d3557;
  --rs-accent-fg: #ffffff;
  --rs-success: #0b5394;
  --rs-fail: #a4161a;
  --rs-surface: #f2f4f7;
  --rs-focus: #c2410c;
  --rs-target: 44px;
  /* Border widths: thicker in the high-contrast theme. */
  --rs-line: 2px;
  --rs-line-thin: 1px;
  --rs-line-thick: 4px;
  --rs-focus-width: 3px;
  color-scheme: light dark;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  font-size: 100%;
  line-height: 1.5;
  overflow-wrap: break-word;
  background: var(--rs-bg);
  color: var(--rs-fg);
}

@media (prefers-color-scheme: dark) {
  :root:not([data-theme]),
  :root[data-theme='system'] {
    ${darkPalette}
  }
}

:root[data-theme='light'] {
  color-scheme: light;
}

:root[data-theme='dark'] {
  color-scheme: dark;
  ${darkPalette}
}

/* High contrast: white on black, yellow focus, thick borders; colour never carries meaning alone. */
:root[data-theme='high-contrast'] {
  color-scheme: dark;
  --rs-bg: #000000;
  --rs-fg: #ffffff;
  --rs-muted: #ffffff;
  --rs-border: #ffffff;
  --rs-accent: #ffffff;
  --rs-accent-fg: #000000;
  --rs-success: #9fd8ff;
  --rs-fail: #ffb3b3;
  --rs-surface: #000000;
  --rs-focus: #ffff00;
  --rs-line: 3px;
  --rs-line-thin: 2px;
  --rs-line-thick: 6px;
  --rs-focus-width: 4px;
}
/*
 * Forced colours (Windows contrast themes) win over every theme: the palette becomes the system
 * colours, so that what the page computes (and what axe measures) is what is drawn, also with a
 * dark or high-contrast theme chosen. Borders stay thick in the high-contrast theme.
 */
@media (forced-colors: active) {
  :root,
  :root[data-theme] {
    --rs-bg: Canvas;
    --rs-fg: CanvasText;
    --rs-muted: CanvasText;
    --rs-border: CanvasText;
    --rs-accent: CanvasText;
    --rs-accent-fg: Canvas;
    --rs-success: CanvasText;
    --rs-fail: CanvasText;
    --rs-surface: Canvas;
    --rs-focus: Highlight;
  }
}

:root[data-theme='high-contrast'] .choice:hover {
  outline: var(--rs-line) dashed var(--rs-fg);
}
/*
 * Checkboxes and radios in high contrast: Chromium draws an unchecked one dark grey on black.
 * Here each is drawn as the text is, white on black: a white square (a circle for a radio) with a
 * black inside, filled white with a black ✓ (a black dot for a radio) when checked.
 */
:root[data-theme='high-contrast'] :is(input[type='checkbox'], input[type='radio']) {
  appearance: none;
  display: inline-grid;
  place-content: center;
  border: var(--rs-line-thin) solid var(--rs-fg);
  border-radius: 0.2rem;
  background: var(--rs-bg);
  color: var(--rs-bg);
}
:root[data-theme='high-contrast'] input[type='radio'] {
  border-radius: 50%;
}
:root[data-theme='high-contrast'] :is(input[type='checkbox'], input[type='radio']):checked {
  background: var(--rs-fg);
}
:root[data-theme='high-contrast'] input[type='checkbox']:checked::before {
  content: '✓';
  font-size: min(1.1rem, 22px);
  font-weight: 700;
  line-height: 1;
}
:root[data-theme='high-contrast'] input[type='radio']:checked {
  box-shadow: inset 0 0 0 0.3rem var(--rs-bg);
}

*,
*::before,
*::after {
  box-sizing: border-box;
}

body {
  margin: 0;
  background: var(--rs-bg);
  color: var(--rs-fg);
}

/* The app, and another game's page (the class rs-page on its element: src/platform/games/game-pages.ts). */
rs-app,
.rs-page {
  display: block;
  max-width: 60rem;
  margin: 0 auto;
  padding: 0.75rem;
}
/* The footer starts below the fold, so the first screen arriving does not shift it into view. */
rs-app > main {
  min-height: 100vh;
}

h1,
h2,
h3 {
  line-height: 1.25;
  margin: 1rem 0 0.5rem;
}

h1 {
  font-size: 1.6rem;
}
h2 {
  font-size: 1.3rem;
}
h3 {
  font-size: 1.1rem;
}

section {
  margin-block: 1rem;
}

.visually-hidden {
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}

.skip-link {
  position: absolute;
  left: 0.5rem;
  top: -10rem;
  background: var(--rs-accent);
  color: var(--rs-accent-fg);
  padding: 0.75rem 1rem;
  z-index: 10;
}
.skip-link:focus {
  top: 0.5rem;
}

/* Focus is always visible. */
:focus-visible {
  outline: var(--rs-focus-width) solid var(--rs-focus);
  outline-offset: 2px;
}
[tabindex='-1']:focus:not(:focus-visible) {
  outline: none;
}

/* Controls: 44 px targets. */
button,
select,
textarea,
input[type='text'],
input[type='number'],
.rs-button {
  font: inherit;
  min-height: var(--rs-target);
  min-width: var(--rs-target);
}

button,
.rs-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  padding: 0.5rem 1rem;
  border: var(--rs-line) solid var(--rs-accent);
  border-radius: 0.5rem;
  background: var(--rs-bg);
  color: var(--rs-accent);
  cursor: pointer;
  text-decoration: none;
  /* Large text at 320 px: a long label wraps inside the button instead of overflowing. */
  max-width: 100%;
  text-align: center;
  overflow-wrap: anywhere;
}

h1,
h2,
h3,
legend,
label {
  overflow-wrap: anywhere;
}

button.primary {
  background: var(--rs-accent);
  color: var(--rs-accent-fg);
}

select,
textarea,
input[type='text'],
input[type='number'] {
  padding: 0.4rem 0.6rem;
  border: var(--rs-line) solid var(--rs-border);
  border-radius: 0.4rem;
  background: var(--rs-bg);
  color: var(--rs-fg);
  max-width: 100%;
}

/*
 * A checkbox or radio with its label is one 44 px target row. The box sits level with the first
 * line of the words (a label of several lines, or a short one beside a long one in a grid of
 * choices): the row's content at its top, a one-line row centred by its padding, the box
 * centred on the line (1.5em, the line's height, in the label's font size: the box inherits it).
 */
.choice {
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  min-height: var(--rs-target);
  padding: max(0.25rem, calc((var(--rs-target) - 1.5em) / 2)) 0.5rem;
  border-radius: 0.4rem;
  cursor: pointer;
}
.choice input {
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
  margin-block-start: calc((1.5em - 1.5rem) / 2);
  font-size: inherit;
  flex: none;
  accent-color: var(--rs-accent);
}
.choice:hover {
  background: var(--rs-surface);
}

/* A slider (the speech rate): full width, a 44 px tall target. */
input[type='range'] {
  display: block;
  width: 100%;
  min-height: var(--rs-target);
  margin: 0;
  accent-color: var(--rs-accent);
}

fieldset {
  border: var(--rs-line) solid var(--rs-border);
  border-radius: 0.5rem;
  margin: 0.75rem 0;
  padding: 0.5rem 0.75rem 0.75rem;
  min-width: 0;
}
legend {
  font-weight: 600;
  padding: 0 0.25rem;
}

.choices {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
  gap: 0.25rem 0.75rem;
}
/* Players' names are short: two columns on a phone (one at large text sizes, as rem grows). */
.choices.seat-choices {
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr));
}

.actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-block: 0.75rem;
}
/* A step's count or tally beside its button (it wraps below it when there is no room). */
.actions.with-status {
  align-items: center;
}
.actions.with-status > .status,
.actions.with-status > .note {
  flex: 1 1 9rem;
  margin: 0;
}
/* A step's line of facts with its button beside it (the vote's team and "All reject"): the
   closer spacing of a paragraph's lines, as the line takes one more beside the button. */
.actions.with-status.team-line {
  margin-block: 0.5rem;
}

/* The home page's two ways in (New game, Join a game): side by side on a phone, each half wide. */
.home-start > a {
  flex: 1 1 9rem;
}

.field {
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-block: 0.5rem;
}

.hint,
.status {
  color: var(--rs-muted);
  margin: 0.25rem 0;
}
.status {
  font-weight: 600;
  color: var(--rs-fg);
}

.error {
  color: var(--rs-fail);
  font-weight: 600;
  margin: 0.25rem 0;
}
.error:empty {
  display: none;
}
[aria-invalid='true'] {
  border-color: var(--rs-fail);
}

/* A join code typed on the home page: letters apart, in capitals whatever was typed. */
.join-code-field {
  font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
  letter-spacing: 0.3em;
  text-transform: uppercase;
  width: 100%;
  max-width: 16rem;
}
.join-letters:empty {
  display: none;
}

/* The setup's parts behind a disclosure: the summary says what is chosen, a 44 px target. */
details.setup-part {
  border: var(--rs-line) solid var(--rs-border);
  border-radius: 0.5rem;
  margin-block: 0.75rem;
  padding: 0 0.75rem;
}
details.setup-part > summary {
  display: list-item;
  min-height: var(--rs-target);
  padding-block: 0.6rem;
  cursor: pointer;
  font-weight: 600;
  overflow-wrap: anywhere;
}
details.setup-part > fieldset {
  border: none;
  padding: 0 0 0.5rem;
  margin-top: 0;
}
input[type='file'] {
  font: inherit;
  min-height: var(--rs-target);
  max-width: 100%;
}
input[type='file']::file-selector-button {
  font: inherit;
  min-height: var(--rs-target);
  padding: 0.5rem 1rem;
  margin-inline-end: 0.75rem;
  border: var(--rs-line) solid var(--rs-accent);
  border-radius: 0.5rem;
  background: var(--rs-bg);
  color: var(--rs-accent);
  cursor: pointer;
}

.saved-games {
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.5rem;
}
.saved-games > li {
  border: var(--rs-line) solid var(--rs-border);
  border-radius: 0.5rem;
  padding: 0.25rem 0.75rem;
}

dialog {
  max-width: min(36rem, calc(100vw - 2rem));
  border: calc(var(--rs-line) + 1px) solid var(--rs-fg);
  border-radius: 0.5rem;
  background: var(--rs-bg);
  color: var(--rs-fg);
}
.header-tools {
  margin-block: 0.25rem;
}
/*
 * The app's header: its name and its actions. On a narrow header (a phone, or large
 * text: below 40em of its own text size) the actions hide behind one Menu button beside the name
 * (header-tools.ts HeaderMenu), so the summary, the current step and the board come first; on a
 * wide one the button is not displayed and every action is in view.
 */
header.app-header {
  container: app-header / inline-size;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
}
/* The name beside the menu button when its longest word fits, else above it (words are not
   broken to make it fit: break-word, unlike anywhere, leaves the min-content width a word's). */
.app-header h1 {
  flex: 1 1 min-content;
  margin-block: 0.5rem;
  overflow-wrap: break-word;
}
.app-header .header-tools {
  display: contents;
}
.menu-button {
  flex: none;
}
.menu-icon {
  display: inline-block;
  width: 1.1em;
  height: 0.85em;
  border-block: 0.15em solid currentColor;
  background: linear-gradient(currentColor, currentColor) center / 100% 0.15em no-repeat;
}
.header-menu {
  flex: 1 1 100%;
}
.header-menu:not([data-open]) {
  display: none;
}
.header-menu > ul {
  list-style: none;
  padding: 0;
  margin-block: 0.25rem;
}
@container app-header (max-width: 39.99em) {
  h1 {
    font-size: 1.25rem;
  }
  /* The open menu: one full-width button a row, easy to aim at on a phone. */
  .header-menu > ul {
    display: grid;
  }
  .header-menu > ul button {
    width: 100%;
    justify-content: flex-start;
    text-align: start;
  }
}
@container app-header (min-width: 40em) {
  .menu-button {
    display: none;
  }
  .header-menu:not([data-open]) {
    display: block;
  }
}
dialog::backdrop {
  background: rgb(0 0 0 / 0.6);
}

.notice {
  border: calc(var(--rs-line) + 1px) solid var(--rs-accent);
  border-radius: 0.5rem;
  padding: 0.5rem 0.75rem;
}

@media (forced-colors: active) {
  button.primary {
    forced-color-adjust: none;
    border-color: CanvasText;
    background: Canvas;
    color: CanvasText;
  }
  :focus-visible {
    outline-color: Highlight;
  }
}

/*
 * Large text on a narrow screen (175% and 200% below 480 CSS px): paddings and gaps stop growing
 * with the text and headings grow less, so that words get the width and rarely break; targets
 * stay at least 44 px (a checkbox's whole label row is its target).
 */
@media (max-width: 480px) {
  :root[data-text-size='175'] :is(rs-app, .rs-page),
  :root[data-text-size='200'] :is(rs-app, .rs-page) {
    padding: 8px;
  }
  :root[data-text-size='175'] fieldset,
  :root[data-text-size='200'] fieldset {
    padding: 4px 6px 8px;
    margin-block: 8px;
  }
  /* A group's name as a secret choice's name (more-styles.ts, ".secret-buttons > .legend"): bold, a
     little under the text's size, its lines close, so that the group's first choice comes up the
     first screen. */
  :root:is([data-text-size='175'], [data-text-size='200']) legend {
    font-size: 0.9rem;
    line-height: 1.2;
  }
  :root[data-text-size='175'] .choice,
  :root[data-text-size='200'] .choice {
    gap: 8px;
    padding: 4px;
  }
  :root[data-text-size='175'] .choice input,
  :root[data-text-size='200'] .choice input {
    width: 28px;
    height: 28px;
    margin-block-start: calc((1.5em - 28px) / 2);
  }
  /* Headings stay larger than the text, but not so large that one word fills the line. */
  :root[data-text-size='175'] h1,
  :root[data-text-size='200'] h1 {
    font-size: 1.25rem;
  }
  :root[data-text-size='175'] h2,
  :root[data-text-size='200'] h2 {
    font-size: 1.15rem;
  }
  :root[data-text-size='175'] h3,
  :root[data-text-size='200'] h3 {
    font-size: 1.05rem;
  }
  /* The header one band: the app's name (the page's brand, not its content: under the text's
     size, as large as the Menu button's word) beside the Menu button (smaller, still a 44 px
     target), so that the board and the step come up the first screen. */
  :root:is([data-text-size='175'], [data-text-size='200']) header.app-header {
    column-gap: 8px;
  }
  :root:is([data-text-size='175'], [data-text-size='200']) .app-header h1 {
    font-size: 0.75rem;
    line-height: 1.15;
    margin-block: 4px;
  }
  :root:is([data-text-size='175'], [data-text-size='200']) .app-header .menu-button {
    font-size: 0.75em;
  }
  /* Paragraphs a line apart at most: 2em of space at 200% text is most of a line on a phone. */
  :root[data-text-size='175'] p,
  :root[data-text-size='200'] p {
    margin-block: 0.5rem;
  }
  /* The step of the other games' pages right under the last result: half a line above it. */
  :root[data-text-size='175'] :is(#rve-step, #rve-step-heading, #tr-step-heading),
  :root[data-text-size='200'] :is(#rve-step, #rve-step-heading, #tr-step-heading) {
    margin-block-start: 0.5rem;
  }
  :root:is([data-text-size='175'], [data-text-size='200']) :is(#rve-step-heading, #tr-step-heading) {
    margin-block-end: 4px;
  }
  /* The hidden-traitor steps' section and the heading of each step in it: half a line above. */
  :root:is([data-text-size='175'], [data-text-size='200']) #tr-steps {
    margin-block-start: 0.5rem;
  }
  :root:is([data-text-size='175'], [data-text-size='200']) #tr-steps h3 {
    margin-block: 8px 4px;
  }
  :root:is([data-text-size='175'], [data-text-size='200']) :is(#rve-step > p, #rve-step > .actions) {
    margin-block: 8px;
  }
  :root[data-text-size='175'] button,
  :root[data-text-size='175'] .rs-button,
  :root[data-text-size='200'] button,
  :root[data-text-size='200'] .rs-button {
    padding: 8px 12px;
  }
}

/* Reduced motion: the device asks for it, or the user chose it in the settings. */
@media (prefers-reduced-motion: reduce) {
  *,
  *::before,
  *::after {
    animation: none !important;
    transition: none !important;
    scroll-behavior: auto !important;
  }
}
:root[data-motion='reduce'],
:root[data-motion='reduce'] *,
:root[data-motion='reduce'] *::before,
:root[data-motion='reduce'] *::after {
  animation: none !important;
  transition: none !important;
  scroll-behavior: auto !important;
}
`;

/** Adds the app's stylesheet to `document.adoptedStyleSheets`, once. */
export function adoptAppStyles(): void {
  const sheet = appStyles.styleSheet;
  if (!sheet || document.adoptedStyleSheets.includes(sheet)) return;
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * Adds `styles`, a part of the app's styles that loads with the components that draw it
 * (more-styles.ts), to `document.adoptedStyleSheets` once, after the app's stylesheet (adopted
 * first when it is not yet), so that the cascade is the one sheet's it was cut from.
 */
export function adoptStyles(styles: CSSResult): void {
  adoptAppStyles();
  const sheet = styles.styleSheet;
  if (!sheet || document.adoptedStyleSheets.includes(sheet)) return;
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
