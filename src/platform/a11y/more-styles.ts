/*
 * The app's styles that its home page does not draw: the board and its strip, the last result,
 * the "where are we" summary, the vote history and the app's tables, the sealed card's code and
 * its scanner, the rules reference, the settings and a passed phone's one-tap secret choices.
 * Not in the start-up script (start-up JavaScript budget, docs/performance.md): this module adopts them as it loads, and every
 * component that draws them imports it, so they are in place before its first render. The app's
 * stylesheet (app-styles.ts) comes first, then these: the rules of one sheet cut in two, each
 * part in its order, none of either part matching what the other part's rules match with a
 * different outcome by order alone.
 */
import { css } from 'lit';
import { adoptStyles } from './app-styles.ts';

/** The app's styles beyond the home page's (light DOM), adopted by the document after the app's stylesheet. */
export const moreStyles = css`
:root[data-theme='high-contrast'] .summary {
  border: var(--rs-line) solid var(--rs-border);
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
/* "2✗": the mission needs two Fail cards (R-MIS-4); another game's mark at a token's corner. */
.strip-two,
.strip-badge {
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
/* A token's name under it (another game's strip: a district's short name), the ▲ below it. */
.strip-mission:has(.strip-caption) {
  padding-bottom: 12px;
}
.strip-caption {
  margin-top: 2px;
  max-width: 100%;
  font-size: 0.7rem;
  line-height: 1.1;
  text-align: center;
  overflow-wrap: anywhere;
}
/* A space of the strip that holds a letter (another game's token, by its initial): struck
   through and dashed once used. */
.strip-pip.strip-letter {
  width: min(1.4rem, 6vw);
  height: min(1.4rem, 6vw);
  border-style: solid;
  border-radius: 0.3rem;
}
.strip-pip.strip-letter[data-used] {
  border-style: dashed;
  text-decoration: line-through;
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

/* The vote history: a list of entries, and a real table that scrolls sideways in its own focusable region. It is
   laid out where it stands, never skipped below the fold (no content-visibility): a box sized by
   a guess instead of its entries lets the controls after it (the notes' button) lie over its last
   ones ("Show who voted how") until it is scrolled to, in any language. A long history costs no
   press: it renders when the browser is next idle (rs-vote-history.ts). */
rs-vote-history {
  display: block;
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

rs-settings {
  display: block;
}
.settings-value {
  font-weight: 600;
  margin-inline-start: 0.5rem;
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
  .strip-pip {
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
}

@media (max-width: 480px) {
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
  /* No paragraph's margin around the facts: the strip's gap spaces them. */
  :root[data-text-size='175'] .strip-facts,
  :root[data-text-size='200'] .strip-facts {
    margin-block: 0;
    line-height: 1.2;
    gap: 2px 8px;
  }
  :root[data-text-size='175'] .strip-token,
  :root[data-text-size='200'] .strip-token {
    width: min(52px, 100%);
  }
  /* The other games' tokens, those with captions (below the 52 px of the five missions' on
     purpose: their strips have more facts). */
  :root:is([data-text-size='175'], [data-text-size='200']) .board-strip:has(.strip-caption) .strip-token {
    width: min(44px, 100%);
  }
  /* A token's caption: the screen has no room for it under five tokens at this size (its words
     are read by screen readers, and the full board below names each token's place). */
  :root:is([data-text-size='175'], [data-text-size='200']) .strip-caption {
    display: none;
  }
  /* A fact shown already (another game's round, which the step's heading right below says; a
     count its tokens show): read, not shown. */
  :root:is([data-text-size='175'], [data-text-size='200']) .strip-facts > [data-repeated] {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
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
}

/* A sentence that is a step's heading (a secret choice's context, a room phone's sealed vote or
   card): a heading to screen readers, drawn as the paragraph it is. */
h3.sentence {
  font-size: 1rem;
  font-weight: inherit;
  line-height: inherit;
  margin: 1em 0;
}
h3.sentence.status {
  font-weight: 600;
  margin: 0.25rem 0;
}
:root:is([data-text-size='175'], [data-text-size='200']) h3.sentence {
  font-size: 1rem;
  margin-block: 0.5rem;
}
:root:is([data-text-size='175'], [data-text-size='200']) h3.sentence.status {
  margin-block: 0.25rem;
}

/* A secret choice taken with one tap (a passed phone's vote or mission card): one full-width
   button a row, each as large as the others, below the group's name. */
.secret-buttons {
  display: grid;
  gap: 0.75rem;
  margin-block: 0.75rem;
}
.secret-buttons > .legend {
  font-weight: 600;
  margin: 0;
}
.secret-buttons > button {
  width: 100%;
  min-height: 3.5rem;
}
/* Sealed: the choice is made, its buttons stay until its step is over, outlined and dashed. */
.secret-buttons > button.sealed {
  background: var(--rs-bg);
  color: var(--rs-fg);
  border-style: dashed;
  cursor: default;
}
/* Large text: the text makes the buttons tall enough (a 44 px target at least), so paddings and
   gaps stop growing with it, and the choice's context sits close above them; every button stays
   in the first screen. */
:root:is([data-text-size='175'], [data-text-size='200']) :is(#phone-choice-context, #private-choice-context) {
  margin-block: 4px;
}
:root:is([data-text-size='175'], [data-text-size='200']) .secret-buttons {
  gap: 8px;
  margin-block: 8px;
}
:root:is([data-text-size='175'], [data-text-size='200']) .secret-buttons > button {
  min-height: var(--rs-target);
  padding-block: 4px;
  line-height: 1.25;
}
@media (max-width: 480px) {
  :root:is([data-text-size='175'], [data-text-size='200']) .secret-buttons {
    gap: 6px;
    margin-block: 4px;
  }
  /* The choice's name ("Your mission card") on one line, its context close above it. */
  :root:is([data-text-size='175'], [data-text-size='200']) .secret-buttons > .legend {
    font-size: 0.9rem;
    line-height: 1.2;
    margin: 0;
  }
}
`;

adoptStyles(moreStyles);
