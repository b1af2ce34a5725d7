/**
 * Rebellion vs Empire's room table, before a room server answers: its setup's two name fields are
 * text fields of the app's size (44 px targets, as on the one-device setup). axe on the setup.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../../../src/games/rebellion-vs-empire/ui/rooms/rve-room-table.ts';
import type { RveRoomTable } from '../../../../src/games/rebellion-vs-empire/ui/rooms/rve-room-table.ts';
import { expectAccessibleScreen, useAppTestPage } from '../../../helpers/app-driver.ts';
import { mountAt, useMountedPages } from '../../../helpers/local-room-page.ts';

/** A fresh table page at its setup. */
async function tableSetup(): Promise<RveRoomTable> {
  const table = await mountAt<RveRoomTable>('rve-room-table', '?table&game=rebellion-vs-empire');
  await waitUntil(() => table.querySelector('#rve-empire-name'), 'the setup never showed');
  return table;
}

describe("Rebellion vs Empire's room setup", () => {
  useAppTestPage();
  useMountedPages();

  it('the two name fields are labelled text fields of 44 px; axe', async () => {
    const table = await tableSetup();
    for (const id of ['rve-rebellion-name', 'rve-empire-name']) {
      const field = table.querySelector<HTMLInputElement>(`#${id}`)!;
      // The app's stylesheet sizes and borders text fields by this attribute (app-styles.ts).
      expect(field.getAttribute('type')).to.equal('text');
      expect(field.labels?.[0]?.textContent).to.match(/player's name$/);
    }
    await expectAccessibleScreen(table);
  });
});
