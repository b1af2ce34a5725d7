/**
 * The team picker's checkboxes driven from Playwright (the room pages' `room-team`, the one-device
 * app's `team`): the leader starts checked (R-TEAM-2), so a test sets each box to the team it wants
 * instead of ticking the team's seats.
 */
import type { Page } from 'playwright';

/** Sets every `input[name=name]` box of the page to checked exactly when its seat is in `team`. */
export async function setTeam(page: Page, team: readonly number[], name = 'team'): Promise<void> {
  for (const seat of await seatsToTap(page, team, name)) await page.locator(`input[name="${name}"][value="${seat}"]`).setChecked(team.includes(seat));
}

/** The seats whose box differs from `team`: the ones a player taps to make it. */
export async function seatsToTap(page: Page, team: readonly number[], name = 'team'): Promise<number[]> {
  const boxes = page.locator(`input[name="${name}"]`);
  await boxes.first().waitFor();
  const differing: number[] = [];
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    const seat = Number(await box.getAttribute('value'));
    if ((await box.isChecked()) !== team.includes(seat)) differing.push(seat);
  }
  return differing;
}
