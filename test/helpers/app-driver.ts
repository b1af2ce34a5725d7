/**
 * Drives `<rs-app>` through its real DOM for the screen tests: clicks the checkboxes, radios and
 * buttons a moderator would, then waits for the app to settle (its update, the step element's
 * update, focus moved and the announcement written). No fixed sleeps anywhere.
 *
 * Every action checks that focus did not fall back to `document.body`.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { LitElement } from 'lit';
import { teamSize } from '../../src/games/resistance/engine.ts';
import type { MissionNumber } from '../../src/games/resistance/engine.ts';
import { announcer } from '../../src/platform/a11y/announcer.ts';
import type { RsApp } from '../../src/games/resistance/ui/rs-app.ts';
import '../../src/games/resistance/ui/rs-app.ts';
import { expectNoAxeViolations, expectTargets } from './a11y.ts';
import { renderApp } from './app.ts';

/**
 * Prepares the test page like index.html: `lang="en"`. The app's stylesheet is adopted by the
 * components themselves when the first one connects (src/platform/a11y/app-styles.ts).
 */
export function preparePage(): void {
  document.documentElement.lang = 'en';
}

/** The step element of the game screen (team picker, vote recorder, mission recorder, game over). */
export function stepOf(app: RsApp): LitElement {
  const step = app.querySelector<LitElement>('#step > *');
  if (!step) throw new Error('the game screen has no step element');
  return step;
}

function expectFocusNotOnBody(what: string): void {
  if (document.activeElement === document.body || document.activeElement === null) {
    throw new Error(`focus fell back to document.body after ${what}`);
  }
}

/**
 * Waits for the app after an action that changes the game: its render, the step's render, the
 * focus move and the announcement (the app announces right after moving focus).
 */
export async function settle(app: RsApp, what: string, logBefore: number): Promise<void> {
  await app.whenIdle();
  const step = app.querySelector<LitElement>('#step > *');
  if (step) await step.updateComplete;
  await announcer.whenIdle();
  if (announcer.log.length === logBefore) throw new Error(`nothing was announced after ${what}`);
  expectFocusNotOnBody(what);
}

export interface StartOptions {
  players?: number;
  targeting?: boolean;
  /** `'two-done'` picks the Polish reading of R-VAR-TGT in the setup. */
  mission5Rule?: 'two-successes' | 'two-done';
  /** Seat of the first leader; default 0 (never random, so tests are deterministic). */
  firstLeader?: number;
}

/** Changes a `<select>` the way a user does (value, then a bubbling change event). */
export function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Types into a text field the way a user does (value, then a bubbling input event). */
export function fill(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/**
 * Fills in the setup's table as a user would: the number of players (`names.length`), the
 * names, the first leader (seat 0), and with `dealt` the app deals and with `secretVotes` the
 * votes are secret (R-SET-3, R-VOTE-1). The caller adds what else it needs and starts the game.
 */
export async function fillSetup(setup: LitElement, names: readonly string[], options: { dealt?: boolean; secretVotes?: boolean } = {}): Promise<void> {
  choose(setup.querySelector<HTMLSelectElement>('#setup-count')!, String(names.length));
  await setup.updateComplete;
  names.forEach((name, seat) => fill(setup.querySelector<HTMLInputElement>(`#setup-name-${seat}`)!, name));
  choose(setup.querySelector<HTMLSelectElement>('#setup-leader')!, '0');
  if (options.dealt) (await setupField(setup, 'cards-app')).click();
  if (options.secretVotes) (await setupField(setup, 'secret-votes')).click();
  await setup.updateComplete;
}

/** Which of the setup form's disclosures holds each of its fields (rs-setup.ts); the others are the modules'. */
const SETUP_PART_OF: Readonly<Record<string, 'cards' | 'variants'>> = {
  'cards-app': 'cards',
  'cards-physical': 'cards',
  'secret-votes': 'cards',
  targeting: 'variants',
  blind: 'variants',
};

/**
 * Opens one of the setup form's disclosures as a user does (a click on its summary), if closed,
 * and waits until its fields are drawn (rs-setup draws a part's fields only while it is open; the
 * modules' part once their fields have loaded).
 */
export async function openSetupPart(setup: LitElement, part: 'cards' | 'variants' | 'modules'): Promise<void> {
  const details = setup.querySelector<HTMLDetailsElement>(`#setup-${part}-part`)!;
  if (!details.open) details.querySelector<HTMLElement>('summary')!.click();
  await waitUntil(() => details.querySelector(':scope > fieldset') !== null, `the ${part} part's fields are drawn`);
  await setup.updateComplete;
}

/**
 * The setup form's field `#setup-${name}` (`'targeting'`, `'cards-app'`, `'trapper'`…), its part
 * opened first ({@link openSetupPart}).
 * @throws Error when the field is not there once its part is open
 */
export async function setupField(setup: LitElement, name: string): Promise<HTMLInputElement> {
  await openSetupPart(setup, SETUP_PART_OF[name] ?? 'modules');
  const field = setup.querySelector<HTMLInputElement>(`#setup-${name}`);
  if (!field) throw new Error(`no field #setup-${name} in the setup form`);
  return field;
}

/** Renders `<rs-app>` in a fixture on a fresh database, or on `dbName` (a "reload"). */
export async function appFixture(dbName?: string): Promise<RsApp> {
  preparePage();
  const app = await renderApp(dbName);
  await app.querySelector<LitElement>('rs-setup')?.updateComplete;
  return app;
}

/** Fills in the setup screen of `app` and starts the game through its form. */
export async function startGame(app: RsApp, options: StartOptions = {}): Promise<void> {
  const setup = app.querySelector('rs-setup')!;
  choose(setup.querySelector<HTMLSelectElement>('#setup-count')!, String(options.players ?? 5));
  await setup.updateComplete;
  choose(setup.querySelector<HTMLSelectElement>('#setup-leader')!, String(options.firstLeader ?? 0));
  if (options.targeting) {
    (await setupField(setup, 'targeting')).click();
    await setup.updateComplete;
    if (options.mission5Rule === 'two-done') {
      setup.querySelectorAll<HTMLInputElement>('input[name="setup-mission5"]')[1]!.click();
      await setup.updateComplete;
    }
  }
  const before = announcer.log.length;
  buttonIn(setup, 'Start game').click();
  await settle(app, 'starting the game', before);
  if (!app.view) throw new Error(`the game did not start: ${announcer.last}`);
}

/** A fresh app (on a fresh database, or on `dbName`) with a game started. */
export async function gameFixture(options: StartOptions = {}, dbName?: string): Promise<RsApp> {
  const app = await appFixture(dbName);
  await startGame(app, options);
  return app;
}

/** The button in `root` whose text is `label`. */
export function buttonIn(root: ParentNode, label: string | RegExp): HTMLButtonElement {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button')];
  const found = buttons.find((b) => {
    const text = b.textContent!.trim().replace(/\s+/g, ' ');
    return typeof label === 'string' ? text === label : label.test(text);
  });
  if (!found) throw new Error(`no button "${String(label)}" among: ${buttons.map((b) => b.textContent!.trim()).join(' | ')}`);
  return found;
}

/**
 * Proposes a team through the team picker: with Targeting first the mission radio (`mission`, or
 * the first one offered), then the team checkboxes (`team`, or the first seats; the leader starts
 * checked), then "Propose team".
 */
export async function propose(app: RsApp, team?: number[], mission?: MissionNumber): Promise<void> {
  const view = app.view!;
  const picker = stepOf(app);
  if (picker.localName !== 'rs-team-picker') throw new Error(`not in team building but in ${picker.localName}`);
  let target: MissionNumber;
  if (view.variants.includes('targeting')) {
    const radios = [...picker.querySelectorAll<HTMLInputElement>('input[name="mission"]')];
    const radio = mission ? radios.find((r) => r.value === String(mission)) : radios[0];
    if (!radio) throw new Error(`mission ${mission} is not offered`);
    radio.click();
    target = Number(radio.value) as MissionNumber;
    await picker.updateComplete;
  } else {
    target = view.round as MissionNumber;
  }
  const seats = team ?? Array.from({ length: teamSize(view.players.length, target) }, (_, i) => i);
  // The leader starts checked: only the boxes that differ from the wanted team are pressed.
  for (const box of picker.querySelectorAll<HTMLInputElement>('input[name="team"]')) {
    if (box.checked !== seats.includes(Number(box.value))) box.click();
  }
  await picker.updateComplete;
  const before = announcer.log.length;
  buttonIn(picker, 'Propose team').click();
  await settle(app, 'proposing a team', before);
  const next = stepOf(app).localName;
  // The vote is recorded by the moderator, or collected in secret on the phone.
  if (next !== 'rs-vote-recorder' && next !== 'rs-private-turns') throw new Error(`proposal refused: ${announcer.last}`);
}

/** Records a vote through the vote recorder: all approve, all reject, or exactly these seats approve. */
export async function vote(app: RsApp, how: 'approve' | 'reject' | number[]): Promise<void> {
  const recorder = stepOf(app);
  if (recorder.localName !== 'rs-vote-recorder') throw new Error(`not voting but in ${recorder.localName}`);
  if (how === 'approve') buttonIn(recorder, 'All approve').click();
  else {
    buttonIn(recorder, 'All reject').click();
    if (Array.isArray(how)) {
      await recorder.updateComplete;
      for (const seat of how) recorder.querySelector<HTMLInputElement>(`input[name="approve"][value="${seat}"]`)!.click();
    }
  }
  await recorder.updateComplete;
  const before = announcer.log.length;
  buttonIn(recorder, 'Record vote').click();
  await settle(app, 'recording a vote', before);
}

/** Records a mission through the mission recorder: how many Fail cards were revealed. */
export async function mission(app: RsApp, fails: number): Promise<void> {
  const recorder = stepOf(app);
  if (recorder.localName !== 'rs-mission-recorder') throw new Error(`not on a mission but in ${recorder.localName}`);
  recorder.querySelector<HTMLInputElement>(`input[name="fails"][value="${fails}"]`)!.click();
  await recorder.updateComplete;
  const before = announcer.log.length;
  buttonIn(recorder, 'Record mission result').click();
  await settle(app, 'recording a mission', before);
}

/** One whole round: propose, approve, and reveal `fails` Fail cards. */
export async function playMission(app: RsApp, fails: number, missionNumber?: MissionNumber): Promise<void> {
  await propose(app, undefined, missionNumber);
  await vote(app, 'approve');
  await mission(app, fails);
}

export type Phase = 'proposal' | 'vote' | 'mission' | 'over';

/**
 * Brings a started game to `phase` with some history on the board: a rejected team, then a
 * mission that succeeded, then (for 'vote' and 'mission') a new proposal, or (for 'over') two
 * more successful missions, so the resistance wins.
 */
export async function bringTo(app: RsApp, phase: Phase): Promise<void> {
  await propose(app);
  await vote(app, 'reject');
  if (phase === 'proposal') return;
  await playMission(app, 0);
  if (phase === 'over') {
    await playMission(app, 1);
    await playMission(app, 0);
    await playMission(app, 0);
    return;
  }
  await propose(app);
  if (phase === 'vote') return;
  await vote(app, 'approve');
}

/**
 * The three accessibility checks every screen gets: chai-a11y-axe (`to.be.accessible()`, axe's
 * default rules), axe with the WCAG 2.2 A/AA tags, and 44 px targets. All three run; their
 * failures are reported together.
 */
export async function expectAccessibleScreen(el: HTMLElement): Promise<void> {
  const failures: string[] = [];
  try {
    await expect(el).to.be.accessible();
  } catch (error) {
    failures.push(`chai-a11y-axe: ${(error as Error).message}`);
  }
  try {
    await expectNoAxeViolations(el);
  } catch (error) {
    failures.push((error as Error).message);
  }
  try {
    expectTargets(el);
  } catch (error) {
    failures.push((error as Error).message);
  }
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
}

/**
 * Mocha hooks for a describe block: the page has its language, the announcer writes without its
 * settle delay (tests await `whenIdle()` instead), and the live regions start empty.
 */
export function useAppTestPage(): void {
  let settleMs = announcer.settleMs;
  before(async () => {
    preparePage();
    settleMs = announcer.settleMs;
    announcer.settleMs = 0;
  });
  after(() => {
    announcer.settleMs = settleMs;
  });
  beforeEach(async () => {
    await announcer.whenIdle();
    announcer.connect();
    announcer.region('polite').textContent = '';
    announcer.region('assertive').textContent = '';
  });
}

/** The text of a live region, trimmed (the announcer may pad a repeat with a no-break space). */
export function liveText(priority: 'polite' | 'assertive'): string {
  return (announcer.region(priority).textContent ?? '').trim();
}
