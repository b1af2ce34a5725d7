/**
 * Drives the private turns of `<rs-app>` on the shared phone by keyboard: open a
 * player's turn from its hand-over screen, vote or play a card with one key, hide it, and wait for
 * the app to settle; and the
 * keyboard steps of the module screens (a button, a radio group, a select). Shared by the
 * hidden-information and module tests.
 */
import { expect } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import type { LitElement } from 'lit';
import type { GameState, Seat } from '../../src/games/resistance/engine.ts';
import { announcer } from '../../src/platform/a11y/announcer.ts';
import type { RsApp } from '../../src/games/resistance/ui/rs-app.ts';
import { choose } from './app-driver.ts';
import { pickTeam, press, tabTo, tabToButton } from './keyboard.ts';

/** The full state, read by the test only to know whom to pass the phone to and who may Fail. */
export function stateOf(app: RsApp): GameState {
  // The open game's session is the app's game side's (ui/app-game.ts), private to the app.
  return (app as unknown as { side: { session: { state: GameState } } }).side.session.state;
}

/** Waits until the private turns (and the app) have settled after a click. */
export async function turnsSettled(app: RsApp): Promise<void> {
  await app.whenIdle();
  const step = app.querySelector<LitElement>('#step > *');
  await step?.updateComplete;
  const turns = app.querySelector<LitElement>('rs-private-turns');
  await turns?.updateComplete;
  await app.updateComplete;
  await announcer.whenIdle();
}

/**
 * Opens the private turn of `seat` from its hand-over screen by keyboard: focus is on the
 * hand-over's heading (never on a control a repeated key would press); Tab to the one button
 * that names the holder ("I am Dee: open my turn"), Enter.
 */
export async function openTurn(app: RsApp, seat: Seat): Promise<void> {
  const heading = app.querySelector<HTMLElement>('#turn-heading')!;
  const name = stateOf(app).setup.players[seat]!;
  expect(document.activeElement, 'focus on the hand-over heading').to.equal(heading);
  expect(heading.textContent).to.include(name);
  const open = await tabTo((el) => el.id === 'turn-open', 'the open button');
  expect(open.textContent, 'the open button names the holder').to.include(name);
  await press('Enter');
  await turnsSettled(app);
  expect(app.querySelector('[data-private]'), `the private turn of ${name} opened`).to.not.equal(null);
}

/**
 * Takes the one-tap choice of the open vote or mission-card turn by keyboard: Tab to the button of
 * `value` (`'approve'`, `'reject'`, `'success'`, `'fail'`, `'reverse'`…), Enter. The turn ends: the
 * next hand-over (or the next step) shows, with focus on its heading.
 */
export async function chooseInTurn(app: RsApp, value: string): Promise<void> {
  await tabTo((el) => el instanceof HTMLButtonElement && el.name === 'private-choice' && el.value === value, `the ${value} button`);
  await press('Enter');
  await turnsSettled(app);
  expect(app.querySelector('[data-private]'), `the turn ended with ${value}`).to.equal(null);
}

/** Presses the private screen's Hide button (by keyboard) and waits for the next screen. */
export async function hideTurn(app: RsApp): Promise<void> {
  await tabTo((el) => el.id === 'private-hide', 'the Hide button');
  await press('Enter');
  await turnsSettled(app);
}

/** Presses the button labelled `label` by keyboard (Tab to it, Enter) and waits for the app. */
export async function pressButton(app: RsApp, label: string): Promise<void> {
  await tabToButton(label);
  await press('Enter');
  await turnsSettled(app);
}

/** Picks the radio of `value` in the group `name` by keyboard (Tab to the group, arrows to move). */
export async function pickRadio(app: RsApp, name: string, value: string): Promise<void> {
  await tabTo((el) => el instanceof HTMLInputElement && el.name === name, `the group ${name}`);
  const radios = [...app.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)];
  const index = radios.findIndex((r) => r.value === value);
  expect(index, `${value} offered in ${name}`).to.be.greaterThan(-1);
  if (index === 0) await press('Space');
  for (let i = 0; i < index; i++) await press('ArrowDown');
  await turnsSettled(app);
}

/** Chooses `value` in the select `id` (focused, changed as a user does) and waits for the app. */
export async function pickSelect(app: RsApp, id: string, value: string): Promise<void> {
  const select = app.querySelector<HTMLSelectElement>(`#${id}`)!;
  select.focus();
  choose(select, value);
  await turnsSettled(app);
}

/**
 * The privacy check of a public screen (while a shared screen shows, no private fact may be
 * anywhere): no element marked `[data-private]`, and neither a private phrase seen so far in the
 * test (`seen`) nor a private sentence (`patterns`) in the DOM, the title, the live regions, the
 * URL (what changed since {@link reset}) or web storage, which also holds no role name; with
 * `tree`, the accessibility tree too, walked whole by the virtual screen reader. One per test file.
 */
export class PrivacyWatch {
  /** The private phrases read so far in this test (push each one as it is read). */
  seen: string[] = [];
  private startUrl = location.href;

  constructor(private readonly patterns: readonly RegExp[]) {}

  /** A new test: nothing seen yet, and the URL as it is now is the start. */
  reset(): void {
    this.seen = [];
    this.startUrl = location.href;
  }

  async expectNothingPrivate(app: RsApp, where: string, tree = false): Promise<void> {
    expect(app.querySelector('[data-private]'), `${where}: no private screen in the DOM`).to.equal(null);
    const places: [string, string][] = [
      ['DOM', document.documentElement.outerHTML],
      ['title', document.title],
      ['polite live region', announcer.region('polite').textContent ?? ''],
      ['assertive live region', announcer.region('assertive').textContent ?? ''],
      ['URL', location.href.slice(this.startUrl.length) + location.hash],
    ];
    const storage: string[] = [];
    for (const area of [localStorage, sessionStorage]) {
      for (let i = 0; i < area.length; i++) storage.push(`${area.key(i)}=${area.getItem(area.key(i)!)}`);
    }
    places.push(['web storage', storage.join('\n')]);
    expect(storage.some((entry) => /spies|spy/i.test(entry)), `${where}: no role in web storage`).to.equal(false);
    if (tree) {
      await virtual.start({ container: document.body });
      for (let i = 0; i < 400; i++) {
        await virtual.next();
        if ((await virtual.lastSpokenPhrase()).startsWith('end of document')) break;
      }
      places.push(['accessibility tree', (await virtual.spokenPhraseLog()).join('\n')]);
      await virtual.stop();
    }
    for (const [place, text] of places) {
      for (const pattern of this.patterns) expect(pattern.test(text), `${where}: ${place} holds "${String(pattern)}"`).to.equal(false);
      for (const phrase of this.seen) expect(text.includes(phrase), `${where}: ${place} holds the private phrase "${phrase}"`).to.equal(false);
    }
  }
}

/**
 * The leader's team, proposed by keyboard: Tab to each seat's checkbox that differs from `team`
 * (the leader starts checked), Space, then "Propose team".
 */
export async function proposeTeam(app: RsApp, team: Seat[]): Promise<void> {
  await pickTeam(app, team);
  await pressButton(app, 'Propose team');
}

/** {@link proposeTeam}, then the moderator records the vote: all approve (everyone starts approved; focus on the first player's box, then "Record vote"). */
export async function proposeAndApprove(app: RsApp, team: Seat[]): Promise<void> {
  await proposeTeam(app, team);
  expect(document.activeElement?.getAttribute('name'), 'focus on the first player\'s box after the proposal').to.equal('approve');
  await pressButton(app, 'Record vote');
}
