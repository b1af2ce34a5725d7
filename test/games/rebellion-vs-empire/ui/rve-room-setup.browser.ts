/**
 * Rebellion vs Empire's room table, before a room server answers: its setup's two name fields are
 * text fields of the app's size (44 px targets, as on the one-device setup); the setup refuses two
 * names the room server would take for one (G2-SET-1: the server's comparison, platform/rooms/
 * player-names.ts `sameName`: letter case with "ß" as "SS", compatibility forms, invisible
 * characters, white space inside a name, composed and decomposed letters), in the page's error
 * line, said (assertive), focus in the Empire's name field, before anything is sent; two names
 * that only look alike go on to the server. axe on the setup and on each refusal.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../../../src/games/rebellion-vs-empire/ui/rooms/rve-room-table.ts';
import type { RveRoomTable } from '../../../../src/games/rebellion-vs-empire/ui/rooms/rve-room-table.ts';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { expectAccessibleScreen, fill, liveText, useAppTestPage } from '../../../helpers/app-driver.ts';
import { press } from '../../../helpers/keyboard.ts';
import { mountAt, useMountedPages } from '../../../helpers/local-room-page.ts';

const REFUSAL = 'The two players need different names.';

/** A fresh table page at its setup. */
async function tableSetup(): Promise<RveRoomTable> {
  const table = await mountAt<RveRoomTable>('rve-room-table', '?table&game=rebellion-vs-empire');
  await waitUntil(() => table.querySelector('#rve-empire-name'), 'the setup never showed');
  return table;
}

/** A fresh table page with the two names typed in, "Create the room" pressed by Enter in the Empire's field. */
async function createWith(rebellion: string, empire: string): Promise<RveRoomTable> {
  const table = await tableSetup();
  fill(table.querySelector<HTMLInputElement>('#rve-rebellion-name')!, rebellion);
  const field = table.querySelector<HTMLInputElement>('#rve-empire-name')!;
  fill(field, empire);
  await table.updateComplete;
  field.focus();
  await press('Enter');
  await table.updateComplete;
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

  // Each pair is one name to the room server (server/input.ts normalizeNames), and two to a
  // comparison in lower case.
  const oneName: [string, string][] = [
    ['Straße', 'STRASSE'],
    ['Ann', 'Ａｎｎ'],
    ['Ann', 'A\u200bnn'],
    ['Zoë', 'Zoe\u0308'],
    ['Ann Lee', 'Ann  Lee'],
  ];
  for (const [rebellion, empire] of oneName) {
    it(`G2-SET-1: ${JSON.stringify(rebellion)} and ${JSON.stringify(empire)} are refused on the page, said, focus in the Empire's name`, async () => {
      const table = await createWith(rebellion, empire);
      await announcer.whenIdle();
      expect(table.querySelector('#rve-error')?.textContent).to.equal(REFUSAL);
      expect(liveText('assertive')).to.equal(REFUSAL);
      await waitUntil(() => document.activeElement?.id === 'rve-empire-name', `focus on ${document.activeElement?.id}`);
      await expectAccessibleScreen(table);
    });
  }

  it('G2-SET-1: "Zoë" and "Zoe" are two names: the page sends them on', async () => {
    const table = await createWith('Zoë', 'Zoe');
    expect(table.querySelector('#rve-error')?.textContent, 'no refusal of the page').to.not.equal(REFUSAL);
    expect((table as unknown as { busy: boolean }).busy, 'the request went out').to.equal(true);
  });
});
