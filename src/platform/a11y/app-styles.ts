/*
 * Shared styles of the app (light DOM: every component renders into the document).
 * - Targets at least 44 × 44 CSS px (WCAG 2.5.8 asks 24; we keep 44 for touch and tremor).
 * - One column that reflows down to 320 CSS px and at 400% zoom; only the vote history table
 *   scrolls sideways, inside a focusable region.
 * - Visible focus on everything; works with forced-colors and prefers-reduced-motion.
 * - Nothing conveyed by colour alone: every result also has a word and a symbol.
 */
import { css } from 'lit';

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
 * The app's one stylesheet (light DOM), adopted by the document when the first component
 * connects (`adoptAppStyles`), so that the built app and the browser tests render alike.
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
:root[data-theme='high-contrast'] .summary {
  border: var(--rs-line) solid var(--rs-border);
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
.actions.with-status > .status {
  flex: 1 1 9rem;
  margin: 0;
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

/*
 * The board, drawn as a board: tokens at least 44 px across whose shape and text tell
 * their state; results also carry a word beside them, colour only adds to them. A token's text is
 * drawn from its data-token (the token is aria-hidden: screen readers read the words beside it).
 */
rs-board {
  --rs-token: max(var(--rs-target), 2.75rem);
  display: block;
  container: board / inline-size;
}
.token {
  flex: none;
  display: inline-grid;
  place-items: center;
  width: var(--rs-token);
  height: var(--rs-token);
  border: var(--rs-line-thick) solid var(--rs-border);
  border-radius: 50%;
  background: var(--rs-bg);
  color: var(--rs-fg);
  font-size: 1.25rem;
  font-weight: 700;
  line-height: 1;
}
.token[data-token]::before {
  content: attr(data-token);
}
.board-leader {
  display: flex;
  align-items: center;
  gap: 0.75rem;
}
/* The leader's token: a star on a rounded square, in the accent colour. */
.token-leader {
  border-radius: 0.6rem;
  border-color: var(--rs-accent);
  background: var(--rs-accent);
  color: var(--rs-accent-fg);
}
.missions {
  list-style: none;
  padding: 0;
  margin: 0.5rem 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.5rem;
}
/* A narrow board: one row per mission, the token in the row's start padding, its words beside it
   in one flow ("Mission 1 Team of 2. Not played yet."). */
.mission {
  position: relative;
  min-height: calc(var(--rs-token) + 0.8rem + 2 * var(--rs-line-thick));
  border: var(--rs-line) solid var(--rs-border);
  border-radius: 0.5rem;
  padding: 0.4rem 0.6rem;
  padding-inline-start: calc(var(--rs-token) + 1.35rem);
  background: var(--rs-surface);
  overflow-wrap: anywhere;
}
.mission-token {
  position: absolute;
  inset-inline-start: 0.6rem;
  top: 50%;
  transform: translateY(-50%);
}
.mission > h3,
.mission > p {
  display: inline;
  margin: 0;
}
.mission > h3 {
  font-size: 1.05rem;
  margin-inline-end: 0.5em;
}
/* A wide board: the five missions side by side, each token above its words. */
@container board (min-width: 36em) {
  .missions {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  .mission {
    padding-inline-start: 0.6rem;
    text-align: center;
  }
  .mission-token {
    position: static;
    transform: none;
    display: grid;
    margin: 0 auto 0.25rem;
  }
  .mission > h3,
  .mission > p {
    display: block;
  }
  .mission > h3 {
    margin-inline-end: 0;
  }
}
.mission[data-result='success'] {
  border-color: var(--rs-success);
  border-width: var(--rs-line-thick);
}
.mission[data-result='fail'] {
  border-color: var(--rs-fail);
  border-width: var(--rs-line-thick);
  border-style: dashed;
}
.mission[data-current] {
  outline: 3px double var(--rs-accent);
}
/* Not played yet: an empty dashed ring with the team size. The current mission: the same size on a
   ring filled in the accent colour. A success: ✓ on a filled circle. A fail: ✗ on a filled square. */
.mission[data-result='none'] .mission-token {
  border-style: dashed;
}
.mission[data-current] .mission-token {
  border-style: double;
  border-width: calc(var(--rs-line-thick) + 2px);
  border-color: var(--rs-accent);
  background: var(--rs-accent);
  color: var(--rs-accent-fg);
}
.mission[data-result='success'] .mission-token {
  border-color: var(--rs-success);
  background: var(--rs-success);
  color: var(--rs-bg);
}
.mission[data-result='fail'] .mission-token {
  border-radius: 0.3rem;
  border-color: var(--rs-fail);
  background: var(--rs-fail);
  color: var(--rs-bg);
}
.mission .result-success {
  color: var(--rs-success);
  font-weight: 700;
}
.mission .result-fail {
  color: var(--rs-fail);
  font-weight: 700;
}

/* The vote track: five spaces, a rejection in a row is ✗ on a filled square; the fifth space (the
   spies win there) has a double ring. */
.track {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  padding: 0;
  margin: 0.5rem 0;
  list-style: none;
}
.track li[data-last] {
  border-style: double;
  border-width: calc(var(--rs-line-thick) + 2px);
}
.track li[data-filled] {
  border-radius: 0.3rem;
  background: var(--rs-fail);
  border-color: var(--rs-fail);
  color: var(--rs-bg);
}

/*
 * The board at a glance (rs-board-strip.ts): one strip first on every game screen, drawn as a
 * board's edge: five mission tokens, the vote track's spaces, the leader and the score. Shapes and
 * symbols tell each state (colour only adds to them); the tokens shrink with a narrow screen so
 * that five fit in a row at 320 px with 200% text.
 */
.board-strip {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 1rem;
  margin: 0 0 0.5rem;
  padding: 0.4rem 0.6rem;
  border: var(--rs-line) solid var(--rs-border);
  border-radius: 0.75rem;
  background: var(--rs-surface);
  box-shadow: inset 0 0 0 var(--rs-line-thin) var(--rs-bg);
}
.strip-missions {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 0.4rem;
  flex: 1 1 15rem;
  max-width: 20rem;
}
.strip-mission {
  position: relative;
  display: grid;
  place-items: center;
  padding-bottom: 8px;
}
.strip-token {
  position: relative;
  display: grid;
  place-items: center;
  box-sizing: border-box;
  width: min(2.75rem, 100%);
  aspect-ratio: 1;
  border: var(--rs-line-thick) dashed var(--rs-border);
  border-radius: 50%;
  background: var(--rs-bg);
  color: var(--rs-fg);
  font-size: min(1.15rem, 6vw);
  font-weight: 700;
  line-height: 1;
}
.strip-mission[data-current] .strip-token {
  border-style: double;
  border-width: calc(var(--rs-line-thick) + 2px);
  border-color: var(--rs-accent);
  background: var(--rs-accent);
  color: var(--rs-accent-fg);
}
.strip-mission[data-current]::after {
  content: '▲' / '';
  position: absolute;
  bottom: -2px;
  font-size: 0.7rem;
  line-height: 1;
  color: var(--rs-accent);
}
.strip-mission[data-result='success'] .strip-token {
  border-style: solid;
  border-color: var(--rs-success);
  background: var(--rs-success);
  color: var(--rs-bg);
}
.strip-mission[data-result='fail'] .strip-token {
  border-style: solid;
  border-radius: 0.3rem;
  border-color: var(--rs-fail);
  background: var(--rs-fail);
  color: var(--rs-bg);
}
/* "2✗": the mission needs two Fail cards (R-MIS-4). */
.strip-two {
  position: absolute;
  top: -0.45rem;
  inset-inline-end: -0.45rem;
  padding: 0.05rem 0.2rem;
  border-radius: 0.4rem;
  background: var(--rs-fg);
  color: var(--rs-bg);
  font-size: 0.65rem;
}
.strip-facts {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 1rem;
  margin: 0;
  flex: 1 1 min(12rem, 100%);
  min-width: 0;
  overflow-wrap: anywhere;
}
.strip-leader,
.strip-score {
  font-weight: 700;
}
.strip-track {
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
}
.strip-label {
  font-size: 0.85rem;
}
.strip-pips {
  display: inline-flex;
  gap: 0.2rem;
}
.strip-pip {
  display: inline-grid;
  place-items: center;
  box-sizing: border-box;
  width: min(1.2rem, 4.5vw);
  height: min(1.2rem, 4.5vw);
  border: var(--rs-line) solid var(--rs-border);
  border-radius: 50%;
  font-size: min(0.75rem, 4vw);
  font-weight: 700;
  line-height: 1;
}
.strip-pip[data-last] {
  border-style: double;
  border-width: 4px;
}
.strip-pip[data-filled] {
  border-radius: 0.2rem;
  border-color: var(--rs-fail);
  background: var(--rs-fail);
  color: var(--rs-bg);
}
/* The last result, the announcement's sentence, under the tokens: the strip's full width. */
.strip-result {
  flex: 1 1 100%;
  margin: 0;
  padding-top: 0.3rem;
  border-top: var(--rs-line-thin) dashed var(--rs-border);
  font-size: 0.9rem;
  line-height: 1.3;
  overflow-wrap: anywhere;
}
.strip-result-label {
  font-weight: 700;
}
.strip-result-short {
  display: none;
}
/* Large text on a phone: the result's shortest form, so that the step stays in the first screen. */
@media (max-width: 800px) {
  :root:is([data-text-size='175'], [data-text-size='200']) .strip-result:has(.strip-result-short) .strip-result-text {
    display: none;
  }
  :root:is([data-text-size='175'], [data-text-size='200']) .strip-result-short {
    display: inline;
  }
  /* Its label is still read by screen readers; the dashed line above tells it apart on screen. */
  :root:is([data-text-size='175'], [data-text-size='200']) .strip-result-label {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
}
.strip-won {
  color: var(--rs-success);
}
.strip-lost {
  color: var(--rs-fail);
}

/* The vote history: a list of entries, and a real table that scrolls sideways in its own focusable region. Below the
   fold it is skipped by layout and paint until it comes near the viewport (content-visibility),
   so a long history does not slow down every action; it stays in the accessibility tree. */
rs-vote-history {
  display: block;
  content-visibility: auto;
  contain-intrinsic-size: auto 30rem;
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

/* The history's entries: one per proposal, wrapping at any width. */
.history-list {
  list-style: none;
  padding: 0;
  margin: 0.5rem 0;
  display: grid;
  gap: 0.5rem;
}
.history-entry {
  border: var(--rs-line-thin) solid var(--rs-border);
  border-radius: 0.4rem;
  padding: 0.4rem 0.75rem;
  overflow-wrap: anywhere;
}
.history-entry p {
  margin: 0.15rem 0;
}
.history-title {
  font-weight: 600;
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
/* The per-player grid's disclosure: a 44 px target. */
.history-grid > summary {
  display: list-item;
  min-height: var(--rs-target);
  padding-block: 0.6rem;
  cursor: pointer;
  color: var(--rs-accent);
  font-weight: 600;
}

.table-scroll {
  overflow-x: auto;
  max-width: 100%;
  border: var(--rs-line-thin) solid var(--rs-border);
  border-radius: 0.4rem;
}
table {
  border-collapse: collapse;
  width: max-content;
  min-width: 100%;
}
/* These were style attributes: the Content-Security-Policy allows none (server/headers.ts). */
table.shortcuts-table {
  width: 100%;
}
img.sealed-qr {
  display: block;
  width: 100%;
  max-width: 22rem;
  height: auto;
  background: #fff;
  image-rendering: pixelated;
}
video.scanner-video {
  display: block;
  width: 100%;
  max-width: 22rem;
}
caption {
  text-align: start;
  font-weight: 600;
  padding: 0.4rem 0.5rem;
}
th,
td {
  border: var(--rs-line-thin) solid var(--rs-border);
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
  border: var(--rs-line) solid var(--rs-accent);
  border-radius: 0.5rem;
  background: var(--rs-bg);
  color: var(--rs-accent);
  cursor: pointer;
}

rs-settings {
  display: block;
}
.settings-value {
  font-weight: 600;
  margin-inline-start: 0.5rem;
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
/* The rules reference: a long dialog that scrolls inside itself; its contents are a list of
   full-width buttons (44 px targets) that move focus to a section. */
dialog.rules {
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
}
dialog.rules nav ul {
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.25rem;
}
button.link {
  width: 100%;
  justify-content: flex-start;
  text-align: start;
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

.summary {
  border-inline-start: calc(var(--rs-line) * 3) solid var(--rs-accent);
  background: var(--rs-surface);
  padding: 0.5rem 0.75rem;
  border-radius: 0.4rem;
}
/* Compact, so the board follows soon on a phone (the summary comes after the current
   step, which a phone's first screen holds): the "Say where we are" button beside the heading
   when it fits (its only focusable control: the focus order is the page's), then the sentence. */
.summary:has(> #where-heading) {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
}
.summary > #where-heading {
  flex: 1 1 auto;
  margin: 0;
}
.summary > #where-button {
  order: 1;
}
.summary > #where-text {
  order: 2;
  flex: 1 1 100%;
  margin: 0;
}

@media (forced-colors: active) {
  .mission[data-result],
  .track li[data-filled],
  .token,
  .strip-token,
  .strip-pip,
  button.primary {
    forced-color-adjust: none;
    border-color: CanvasText;
    background: Canvas;
    color: CanvasText;
  }
  .track li[data-filled],
  .mission[data-current] .mission-token,
  .mission[data-result='success'] .mission-token,
  .mission[data-result='fail'] .mission-token,
  .strip-mission:is([data-current], [data-result='success'], [data-result='fail']) .strip-token,
  .strip-pip[data-filled],
  .token-leader {
    background: Highlight;
    color: HighlightText;
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
  :root[data-text-size='175'] .choice,
  :root[data-text-size='200'] .choice {
    gap: 8px;
    padding: 4px;
  }
  :root[data-text-size='175'] .choice input,
  :root[data-text-size='200'] .choice input {
    width: 28px;
    height: 28px;
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
  /* Paragraphs a line apart at most: 2em of space at 200% text is most of a line on a phone. */
  :root[data-text-size='175'] p,
  :root[data-text-size='200'] p {
    margin-block: 0.5rem;
  }
  /* The board's strip stays one glance high: its facts a little smaller than the text. */
  :root[data-text-size='175'] .strip-facts,
  :root[data-text-size='200'] .strip-facts {
    font-size: 0.75em;
  }
  :root[data-text-size='175'] .strip-label,
  :root[data-text-size='200'] .strip-label {
    display: none;
  }
  :root[data-text-size='175'] .strip-track,
  :root[data-text-size='200'] .strip-track {
    gap: 0;
  }
  :root[data-text-size='175'] .strip-pips,
  :root[data-text-size='200'] .strip-pips {
    gap: 2px;
  }
  :root[data-text-size='175'] .board-strip,
  :root[data-text-size='200'] .board-strip {
    padding: 4px 6px;
    gap: 2px 8px;
    margin-bottom: 6px;
  }
  :root[data-text-size='175'] .strip-facts,
  :root[data-text-size='200'] .strip-facts {
    line-height: 1.2;
    gap: 2px 8px;
  }
  :root[data-text-size='175'] .strip-token,
  :root[data-text-size='200'] .strip-token {
    width: min(52px, 100%);
  }
  /* The last result as the facts: smaller than the text, no margin (the paragraphs' rule above). */
  :root:is([data-text-size='175'], [data-text-size='200']) .strip-result {
    margin: 0;
    padding-top: 2px;
    font-size: 0.75em;
    line-height: 1.2;
  }
  /* The board's tokens stay at least 44 px but leave the words room. */
  :root[data-text-size='175'] rs-board,
  :root[data-text-size='200'] rs-board {
    --rs-token: 64px;
  }
  :root[data-text-size='175'] .token,
  :root[data-text-size='200'] .token {
    font-size: 1.1rem;
  }
  :root[data-text-size='175'] .mission,
  :root[data-text-size='200'] .mission {
    padding: 4px 6px;
    padding-inline-start: calc(var(--rs-token) + 16px);
  }
  :root[data-text-size='175'] .mission-token,
  :root[data-text-size='200'] .mission-token {
    inset-inline-start: 6px;
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
