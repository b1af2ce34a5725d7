/**
 * Listening time through the ordinary controls: mission 1 at 5 players with the physical cards on
 * one device (one team rejected with "All reject", one approved as everyone starts approved, no
 * Fail card), from "Start game" to the mission's result, played by keyboard as a practised
 * screen-reader user plays it: Tab (or Shift+Tab, whichever is shorter), Space and Enter only,
 * on the path the steps' hints give (Enter on a player proposes a complete team). Heard through the virtual screen reader, with the containers
 * a desktop screen reader reads on each focus move (Orca: "form", "Team: choose 2 players
 * panel", "leaving panel"; docs/screen-reader.md), which the virtual one does not say. Counts the
 * keys and the words (R-TEAM-1, R-VOTE-1, R-VOTE-2, R-MIS-1).
 *
 * The bound is the goal of at most 100 s of speech at Orca's default rate, in this test's words:
 * Orca heard the same mission, Tabbed past every player to each step's button, in 32 keys and
 * 180 s, where this test counts 335 words; that is about 0.46 s a word and 0.8 s of key echo a
 * key, so 12 keys and 190 words are about 97 s.
 */
import { expect } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { computeAccessibleName } from 'dom-accessibility-api';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import { expectNoAxeViolations } from '../../../helpers/a11y.ts';
import { press, tabTo, tabToButton } from '../../../helpers/keyboard.ts';
import { renderApp } from '../../../helpers/app.ts';

let app: RsApp;
let keys = 0;
let pressed: string[] = [];

async function settle(): Promise<void> {
  await app.whenIdle();
  const step = app.querySelector('#step > *') as (HTMLElement & { updateComplete?: Promise<unknown> }) | null;
  await step?.updateComplete;
  await announcer.whenIdle();
}

/** One counted key press, then the app settles. */
async function key(name: 'Tab' | 'Shift+Tab' | 'Space' | 'Enter'): Promise<void> {
  keys += 1;
  pressed.push(name);
  await press(name);
  await settle();
}

/** The page's Tab stops in order (a radio group's checked radio only, as Chromium tabs). */
function tabStops(): HTMLElement[] {
  const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')];
  return all.filter((el) => {
    if (el.tabIndex < 0 || el.matches(':disabled') || !el.checkVisibility()) return false;
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      const group = [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${el.name}"]`)];
      const checked = group.find((r) => r.checked);
      return checked ? checked === el : group[0] === el;
    }
    return true;
  });
}

/** Counted Tabs, forward or back (the fewer: a practised user knows the page), to `test`'s control. */
async function reach(test: (el: Element) => boolean, what: string): Promise<void> {
  if (test(document.activeElement!)) return;
  const stops = tabStops();
  const from = stops.indexOf(document.activeElement as HTMLElement);
  const to = stops.findIndex(test);
  if (from < 0 || to < 0) throw new Error(`no Tab path to ${what}`);
  const forward = (to - from + stops.length) % stops.length;
  const back = stops.length - forward;
  for (let i = 0; i < Math.min(forward, back); i++) await key(forward <= back ? 'Tab' : 'Shift+Tab');
  expect(test(document.activeElement!), `Tab reached ${what}`).to.equal(true);
}

const button = (label: string) => (el: Element) => el instanceof HTMLButtonElement && el.textContent!.trim() === label;
const box = (name: string, seat: number) => (el: Element) => el instanceof HTMLInputElement && el.name === name && el.value === String(seat);

/**
 * The containers a desktop screen reader says as focus enters and leaves them: each group (a
 * fieldset, `role="group"` or `"radiogroup"`) by its name and "panel", each form that keeps its
 * role, "form"; leaving one, "leaving panel" (Orca 43 with Chromium, which says no group's
 * description there).
 */
function containers(el: Element | null): Element[] {
  const chain: Element[] = [];
  for (let node = el?.parentElement ?? null; node; node = node.parentElement) {
    const role = node.getAttribute('role');
    if (node instanceof HTMLFieldSetElement || role === 'group' || role === 'radiogroup') chain.unshift(node);
    else if (node instanceof HTMLFormElement && role !== 'none' && role !== 'presentation') chain.unshift(node);
  }
  return chain;
}

function containerWords(node: Element): string {
  if (node instanceof HTMLFormElement) return 'form';
  return `${computeAccessibleName(node)} panel`;
}

/** Listens to focus moves, keeping what the containers entered and left said. */
function listenToContainers(): { said: string[]; stop(): void } {
  const said: string[] = [];
  let before = containers(document.activeElement);
  const onFocus = (event: FocusEvent): void => {
    const now = containers(event.target as Element);
    for (const left of before.filter((c) => !now.includes(c) && c.isConnected)) said.push(left instanceof HTMLFormElement ? 'leaving form' : 'leaving panel');
    for (const entered of now.filter((c) => !before.includes(c))) said.push(containerWords(entered));
    before = now;
  };
  document.addEventListener('focusin', onFocus);
  return { said, stop: () => document.removeEventListener('focusin', onFocus) };
}

/** The words of `lines`, less the virtual screen reader's "polite:" and "assertive:" marks of live regions. */
const wordCount = (lines: string[]): number =>
  lines
    .map((line) => line.replace(/^(polite|assertive): /, ''))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('listening time: mission 1 through the ordinary controls', () => {
  afterEach(async () => {
    await virtual.stop();
  });

  it('takes at most 12 keys and 190 words from "Start game" to the mission result', async () => {
    app = await renderApp();
    await virtual.start({ container: document.body });
    await tabTo((el) => el.id === 'setup-leader', 'the first leader');
    await press('ArrowDown'); // Player 1 leads.
    await settle();
    await tabToButton('Start game');
    await settle();
    await virtual.clearSpokenPhraseLog();
    const context = listenToContainers();
    keys = 0;
    pressed = [];

    await key('Enter');
    expect(document.activeElement?.getAttribute('name'), 'focus on the team after "Start game"').to.equal('team');
    // Proposal 1: Player 1 leads and starts on the team; Player 2 joins; Enter proposes (the hint).
    await reach(box('team', 1), 'Player 2');
    await key('Space');
    await key('Enter');
    expect(document.activeElement?.getAttribute('name'), 'focus on the vote after the proposal').to.equal('approve');
    // Rejected by all: "All reject" (just before the players) moves focus to "Record vote".
    await reach(button('All reject'), 'All reject');
    await key('Enter');
    expect(button('Record vote')(document.activeElement!), 'focus on "Record vote" after "All reject"').to.equal(true);
    await key('Enter');
    // Proposal 2: Player 2 leads and starts on the team; Player 3 joins.
    expect(document.activeElement?.getAttribute('name'), 'focus on the next team').to.equal('team');
    await reach(box('team', 2), 'Player 3');
    await key('Space');
    await key('Enter');
    // Everyone starts approved: Enter on the first player records the vote (the hint).
    expect(document.activeElement?.getAttribute('name'), 'focus on the vote').to.equal('approve');
    await key('Enter');
    // No Fail card, chosen from the start: Enter records the mission (the hint).
    expect(document.activeElement?.getAttribute('name'), 'focus on the Fail cards').to.equal('fails');
    await key('Enter');
    context.stop();

    const spoken = await virtual.spokenPhraseLog();
    expect(spoken.some((p) => p.includes('Mission 1 succeeded')), 'the result was heard').to.equal(true);
    expect(app.querySelectorAll('rs-vote-history tbody tr').length, 'two proposals recorded').to.equal(2);
    const words = wordCount(spoken) + wordCount(context.said);
    console.log(
      `mission 1 through the ordinary controls: ${keys} keys (${pressed.join(' ')}), ${spoken.length} phrases, ${words} words (${wordCount(context.said)} of them containers)\n` +
        `${spoken.join('\n')}\ncontainers: ${context.said.join(' | ')}`,
    );
    expect(keys, 'keys').to.be.at.most(12);
    expect(words, 'words heard').to.be.at.most(190);
    await expectNoAxeViolations(app);
  });
});
