/**
 * Drives the private turns of `<rs-app>` on the shared phone (issue 4) by keyboard: open a
 * player's turn from its hand-over screen, hide it, and wait for the app to settle. Shared by the
 * hidden-information and module tests.
 */
import { expect } from '@open-wc/testing';
import type { LitElement } from 'lit';
import type { GameState, Seat } from '../../src/engine/index.ts';
import { announcer } from '../../src/ui/announcer.ts';
import type { RsApp } from '../../src/ui/components/rs-app.ts';
import { press, tabTo, type } from './keyboard.ts';

/** The full state, read by the test only to know whom to pass the phone to and who may Fail. */
export function stateOf(app: RsApp): GameState {
  return (app as unknown as { session: { state: GameState } }).session.state;
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

/** Opens the private turn of `seat` from its hand-over screen by keyboard: Tab, the seat number, Enter. */
export async function openTurn(app: RsApp, seat: Seat): Promise<void> {
  const heading = app.querySelector<HTMLElement>('#turn-heading')!;
  const name = stateOf(app).setup.players[seat]!;
  expect(document.activeElement, 'focus on the hand-over heading').to.equal(heading);
  expect(heading.textContent).to.include(name);
  await tabTo((el) => el.id === 'turn-seat', 'the seat number field');
  await type(String(seat + 1));
  await press('Enter');
  await turnsSettled(app);
  expect(app.querySelector('[data-private]'), `the private turn of ${name} opened`).to.not.equal(null);
}

/** Presses the private screen's Hide button (by keyboard) and waits for the next screen. */
export async function hideTurn(app: RsApp): Promise<void> {
  await tabTo((el) => el.id === 'private-hide', 'the Hide button');
  await press('Enter');
  await turnsSettled(app);
}
