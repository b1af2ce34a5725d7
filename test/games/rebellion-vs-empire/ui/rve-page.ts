/**
 * Driving `<rve-app>` in the browser tests (not a test file itself): the state its log replays to,
 * the privacy check of the shared screen, and one move of whatever the step asks, by keyboard
 * alone (real key presses).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { replay } from '../../../../src/games/rebellion-vs-empire/engine.ts';
import type { CardId, GameState } from '../../../../src/games/rebellion-vs-empire/engine.ts';
import { cardName } from '../../../../src/games/rebellion-vs-empire/text/rve-text.ts';
import '../../../../src/games/rebellion-vs-empire/ui/rve-app.ts';
import type { RveApp } from '../../../../src/games/rebellion-vs-empire/ui/rve-app.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { expectNoAxeViolations, expectTargets } from '../../../helpers/a11y.ts';
import { press, tabTo, tabToButton, type } from '../../../helpers/keyboard.ts';
import { rng } from '../driver.ts';
import { watchLostFocus } from '../../../helpers/focus-watch.ts';

/** The state the app's log replays to (the test's own replay: the app exposes its record, not its state). */
export function stateOf(app: RveApp): GameState {
  const { setup, events } = app.log;
  return replay(setup!, events);
}

/** Every numbered card the Empire may not know now: the hand and every hidden card on the table or destroyed. */
export function secretCards(state: GameState): CardId[] {
  const hidden = [...Object.values(state.stacks).flat(), ...state.played, ...state.destroyed].filter((c) => !c.revealed).map((c) => c.card);
  return [...state.hand, ...hidden].filter((c) => !c.startsWith('feint'));
}

/** The shared screen holds no secret: checked in the DOM (text and attributes), the title and the live regions. */
export function expectNothingSecret(app: RveApp, where: string): void {
  expect(app.privateShowing, `${where}: the shared screen shows`).to.equal(false);
  expect(app.querySelector('#rve-private'), `${where}: no private screen in the DOM`).to.equal(null);
  const places = [document.documentElement.outerHTML, document.body.innerText, document.title, announcer.region('polite').textContent ?? '', announcer.region('assertive').textContent ?? ''].join('\n');
  for (const card of secretCards(stateOf(app))) {
    const name = cardName(card);
    expect(places.includes(name), `${where}: the hidden card ${name} is on the shared screen`).to.equal(false);
    expect(places.includes(card), `${where}: the hidden card id ${card} is on the shared screen`).to.equal(false);
  }
  expect(places.includes('Your hand'), `${where}: no hand`).to.equal(false);
}

export async function settle(app: RveApp, logBefore: number, what: string): Promise<void> {
  await waitUntil(() => announcer.log.length > logBefore, `${what}: something is announced`);
  await app.updateComplete;
  await announcer.whenIdle();
  const active = document.activeElement;
  expect(active && active !== document.body && app.contains(active), `${what}: focus stays in the app (on ${active?.outerHTML.slice(0, 80)})`).to.equal(true);
}

export async function expectAccessible(app: RveApp): Promise<void> {
  await expect(app).to.be.accessible();
  await expectNoAxeViolations(app);
  expectTargets(app);
}

/** Checks the focused radio or checkbox (Space), then Tabs to the next group. */
export async function tickFocused(): Promise<void> {
  const active = document.activeElement as HTMLInputElement | null;
  if (!(active instanceof HTMLInputElement)) throw new Error(`focus is on ${document.activeElement?.outerHTML.slice(0, 80)}, not on a choice`);
  if (!active.checked) await press('Space');
}

/** Presses Enter on the button `label`, reached by Tab. */
export async function submit(label: string | RegExp): Promise<void> {
  await tabToButton(label);
  await press('Enter');
}

/** One move of whatever the step asks, by keyboard: the first option of every choice. */
export async function playStep(app: RveApp): Promise<string> {
  const before = announcer.log.length;
  const step = app.querySelector('#rve-step')!;
  if (step.querySelector('#rve-open-private')) {
    expect(document.activeElement?.id, 'focus on the hand-over button').to.equal('rve-open-private');
    await press('Enter');
    await app.updateComplete;
    expect(app.privateShowing).to.equal(true);
    expect(document.activeElement?.id, 'focus on the private screen heading').to.equal('rve-private-heading');
    const kind = app.querySelector('input[name="rve-reveal"], input[name="rve-hidden"]') ? 'play' : 'liberate';
    if (kind === 'play') {
      const onlyFeints = !app.querySelector('input[name="rve-reveal"]');
      if (!onlyFeints) {
        await tabTo((el) => el instanceof HTMLInputElement && el.name === 'rve-reveal', 'the card to reveal');
        await tickFocused();
        await app.updateComplete;
      }
      for (let i = 0; i < (onlyFeints ? 3 : 2); i++) {
        await tabTo((el) => el instanceof HTMLInputElement && el.name === 'rve-hidden' && !el.checked, 'a hidden card');
        await tickFocused();
        await app.updateComplete;
      }
      await submit('Play these cards');
    } else {
      await tabTo((el) => el instanceof HTMLInputElement && el.name === 'rve-proof', 'the proof');
      await tickFocused();
      await app.updateComplete;
      await submit('Prove this liberation');
    }
    await settle(app, before, kind);
    return kind;
  }
  const first = step.querySelector<HTMLInputElement>('input');
  expect(document.activeElement, 'focus on the first control of the step').to.equal(first);
  if (step.querySelector('input[name="rve-area"]')) {
    await tickFocused();
    await submit('Choose this action area');
    await settle(app, before, 'area');
    return 'area';
  }
  if (step.querySelector('input[name="rve-token"]')) {
    await tickFocused();
    await app.updateComplete;
    for (const name of ['rve-power-slot', 'rve-power-district']) {
      if (!app.querySelector(`input[name="${name}"]`)) continue;
      await tabTo((el) => el instanceof HTMLInputElement && el.name === name, name);
      await tickFocused();
      await app.updateComplete;
    }
    await submit(/^Use /);
    await settle(app, before, 'power');
    return 'power';
  }
  const groups = [...new Set([...step.querySelectorAll<HTMLInputElement>('input[name^="rve-assign-"]')].map((i) => i.name))];
  for (const name of groups) {
    await tabTo((el) => el instanceof HTMLInputElement && el.name === name, name);
    await tickFocused();
    await app.updateComplete;
  }
  await submit('Assign the cards');
  await settle(app, before, 'assign');
  return 'assign';
}

export async function startGame(app: RveApp, capitol = false): Promise<void> {
  expect(document.activeElement?.id, 'focus on the first name').to.equal('rve-rebellion-name');
  await type('Ann');
  await press('Tab');
  await type('Bob');
  if (capitol) {
    await tabTo((el) => el.id === 'rve-capitol', 'the Capitol variant');
    await press('Space');
  }
  const before = announcer.log.length;
  const watch = watchLostFocus();
  await submit('Start the game');
  await settle(app, before, 'start');
  expect(await watch.stop(), 'focus never rests on the body while the game replaces the form').to.deep.equal([]);
}

let databases = 0;

/** Mounts a page with its own database (or `dbName`) and the seeded deal `seed`, and waits for focus on the first name. */
export async function mount(seed: number, dbName = `rve-test-${Date.now().toString(36)}-${++databases}`): Promise<RveApp> {
  const app = await fixture<RveApp>(html`<rve-app db-name=${dbName} .randomInt=${rng(seed)}></rve-app>`);
  await waitUntil(() => app.querySelector('#rve-rebellion-name') !== null, 'the setup shows');
  await waitUntil(() => document.activeElement?.id === 'rve-rebellion-name', 'focus on the first field');
  return app;
}
