/*
 * Shared styles of the app (light DOM: every component renders into the document).
 * - Targets at least 44 × 44 CSS px (WCAG 2.5.8 asks 24; we keep 44 for touch and tremor).
 * - One column that reflows down to 320 CSS px and at 400% zoom; only the vote history table
 *   scrolls sideways, inside a focusable region.
 * - Visible focus on everything; works with forced-colors and prefers-reduced-motion.
 * - Nothing conveyed by colour alone: every result also has a word and a symbol.
 */
import { css } from 'lit';

/**
 * The app's one stylesheet (light DOM), adopted by the document when the first component
 * connects (`adoptAppStyles`), so that the built app and the browser tests render alike.
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
  color-scheme: light dark;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  font-size: 100%;
  line-height: 1.5;
  background: var(--rs-bg);
  color: var(--rs-fg);
}

@media (prefers-color-scheme: dark) {
  :root {
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
  }
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

rs-app {
  display: block;
  max-width: 60rem;
  margin: 0 auto;
  padding: 0.75rem;
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
  outline: 3px solid var(--rs-focus);
  outline-offset: 2px;
}
[tabindex='-1']:focus:not(:focus-visible) {
  outline: none;
}

/* Controls: 44 px targets. */
button,
select,
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
  border: 2px solid var(--rs-accent);
  border-radius: 0.5rem;
  background: var(--rs-bg);
  color: var(--rs-accent);
  cursor: pointer;
  text-decoration: none;
}

button.primary {
  background: var(--rs-accent);
  color: var(--rs-accent-fg);
}

select,
input[type='text'],
input[type='number'] {
  padding: 0.4rem 0.6rem;
  border: 2px solid var(--rs-border);
  border-radius: 0.4rem;
  background: var(--rs-bg);
  color: var(--rs-fg);
  max-width: 100%;
}

/* A checkbox or radio with its label is one 44 px target row. */
.choice {
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-height: var(--rs-target);
  padding: 0.25rem 0.5rem;
  border-radius: 0.4rem;
  cursor: pointer;
}
.choice input {
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
  flex: none;
  accent-color: var(--rs-accent);
}
.choice:hover {
  background: var(--rs-surface);
}

fieldset {
  border: 2px solid var(--rs-border);
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

.actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-block: 0.75rem;
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

/* The board: results carry a word and a symbol, colour only adds to them. */
.missions {
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr));
  gap: 0.5rem;
}
.mission {
  border: 2px solid var(--rs-border);
  border-radius: 0.5rem;
  padding: 0.5rem 0.75rem;
  background: var(--rs-surface);
}
.mission[data-result='success'] {
  border-color: var(--rs-success);
  border-width: 4px;
}
.mission[data-result='fail'] {
  border-color: var(--rs-fail);
  border-width: 4px;
  border-style: dashed;
}
.mission[data-current] {
  outline: 3px double var(--rs-accent);
}
.mission .result-success {
  color: var(--rs-success);
  font-weight: 700;
}
.mission .result-fail {
  color: var(--rs-fail);
  font-weight: 700;
}

.track {
  display: flex;
  gap: 0.35rem;
  padding: 0;
  margin: 0.25rem 0;
  list-style: none;
}
.track li {
  width: 1.6rem;
  height: 1.6rem;
  border: 2px solid var(--rs-border);
  border-radius: 50%;
  display: grid;
  place-items: center;
  font-size: 0.9rem;
}
.track li[data-filled] {
  background: var(--rs-fail);
  border-color: var(--rs-fail);
  color: var(--rs-bg);
}

/* The vote history: a real table that scrolls sideways in its own focusable region. Below the
   fold it is skipped by layout and paint until it comes near the viewport (content-visibility),
   so a long history does not slow down every action; it stays in the accessibility tree. */
rs-vote-history {
  display: block;
  content-visibility: auto;
  contain-intrinsic-size: auto 30rem;
}

.table-scroll {
  overflow-x: auto;
  max-width: 100%;
  border: 1px solid var(--rs-border);
  border-radius: 0.4rem;
}
table {
  border-collapse: collapse;
  width: max-content;
  min-width: 100%;
}
caption {
  text-align: start;
  font-weight: 600;
  padding: 0.4rem 0.5rem;
}
th,
td {
  border: 1px solid var(--rs-border);
  padding: 0.35rem 0.5rem;
  text-align: start;
  vertical-align: top;
}
thead th {
  background: var(--rs-surface);
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
  border: 2px solid var(--rs-accent);
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
  border: 2px solid var(--rs-border);
  border-radius: 0.5rem;
  padding: 0.25rem 0.75rem;
}

dialog {
  max-width: min(36rem, calc(100vw - 2rem));
  border: 3px solid var(--rs-fg);
  border-radius: 0.5rem;
  background: var(--rs-bg);
  color: var(--rs-fg);
}
dialog::backdrop {
  background: rgb(0 0 0 / 0.6);
}

.notice {
  border: 3px solid var(--rs-accent);
  border-radius: 0.5rem;
  padding: 0.5rem 0.75rem;
}

.summary {
  border-inline-start: 6px solid var(--rs-accent);
  background: var(--rs-surface);
  padding: 0.5rem 0.75rem;
  border-radius: 0.4rem;
}

@media (forced-colors: active) {
  .mission[data-result],
  .track li[data-filled],
  button.primary {
    forced-color-adjust: none;
    border-color: CanvasText;
    background: Canvas;
    color: CanvasText;
  }
  .track li[data-filled] {
    background: Highlight;
    color: HighlightText;
  }
  :focus-visible {
    outline-color: Highlight;
  }
}

@media (prefers-reduced-motion: reduce) {
  *,
  *::before,
  *::after {
    animation: none !important;
    transition: none !important;
    scroll-behavior: auto !important;
  }
}
`;

/** Adds the app's stylesheet to `document.adoptedStyleSheets`, once. */
export function adoptAppStyles(): void {
  const sheet = appStyles.styleSheet;
  if (!sheet || document.adoptedStyleSheets.includes(sheet)) return;
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
