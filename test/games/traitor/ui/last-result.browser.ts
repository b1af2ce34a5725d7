/**
 * The hidden-traitor expansion's last result on one device, by keyboard in real Chromium: after
 * cards are contributed to a Challenge, the board shows "Last result: …", the very sentence the
 * announcer said, first on the screen; it stays when the turn ends (no result) and after a reload,
 * and the next result replaces it. axe on the screen that shows it. (On the room's table and
 * phones: test/server/results-ui.test.ts.)
 */
import { expect, fixture, html } from '@open-wc/testing';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';
import '../../../../src/games/traitor/ui/tr-app.ts';
import type { TrApp } from '../../../../src/games/traitor/ui/tr-app.ts';
import { CARD_KINDS } from '../../../../src/games/traitor/engine.ts';
import type { CardData } from '../../../../src/games/traitor/engine.ts';
import { CARDS_KEY } from '../../../../src/games/traitor/ui/card-store.ts';
import { expectNoAxeViolations } from '../../../helpers/a11y.ts';
import { press, tabTo, tabToButton, type } from '../../../helpers/keyboard.ts';
import { scripted, TRAITOR_FIRST } from './deals.ts';

const NAMES = ['Ann', 'Bob', 'Cid'];
const plot = (id: string, name: string): CardData => ({ id, role: 'plot', name, nameEn: null, level: null, effect: null, requirements: [], power: null, source: 'table' });
/** Two Plots the table entered in an earlier game (kept on the device, card-store.ts): with the seed's, one for each of 3 players. */
const ENTERED = [plot('spisek-bety', 'Spisek Bety'), plot('spisek-gammy', 'Spisek Gammy')];
let app: TrApp;
const db = `traitor-last-result-${Date.now()}`;

async function openPage(): Promise<void> {
  app?.remove();
  app = await fixture<TrApp>(html`<tr-app db-name=${db} .randomInt=${scripted(TRAITOR_FIRST)}></tr-app>`);
  await app.ready;
  await app.whenIdle();
}

async function pressButton(label: string | RegExp): Promise<void> {
  await tabToButton(label);
  await press('Enter');
  await app.whenIdle();
}

async function pickRadio(name: string, value: string): Promise<void> {
  await tabTo((el) => el instanceof HTMLInputElement && el.name === name, `the group ${name}`);
  const radios = [...app.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)];
  const from = radios.indexOf(document.activeElement as HTMLInputElement);
  const to = radios.findIndex((r) => r.value === value);
  if (from === to) await press('Space');
  for (let i = from; i < to; i++) await press('ArrowDown');
  for (let i = from; i > to; i--) await press('ArrowUp');
  await app.whenIdle();
}

/** Contributes `count` Heroes of cost 2 for the active player. */
async function contributeHeroes(count: number): Promise<void> {
  await pickRadio('tr-kind', CARD_KINDS[0]!);
  await tabTo((el) => el.id === 'tr-cost', 'the cost');
  await press('Control+A');
  await type('2');
  await tabTo((el) => el.id === 'tr-how-many', 'how many');
  await press('Control+A');
  await type(String(count));
  await pressButton('Contribute');
}

/** The last result as shown: its label and sentence. */
function shown(): string {
  const line = app.querySelector('#tr-last-result');
  if (!line) return '';
  const part = (selector: string) => (line.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
  return `${part('.strip-result-label')} ${part('.strip-result-text')}`;
}

describe('the hidden-traitor expansion on one device: the last result', () => {
  let settleMs = announcer.settleMs;
  let saved: string | null = null;
  before(async () => {
    settleMs = announcer.settleMs;
    announcer.settleMs = 0;
    announcer.connect();
    await useLanguage('en');
    saved = localStorage.getItem(CARDS_KEY);
    localStorage.setItem(CARDS_KEY, JSON.stringify(ENTERED));
  });
  after(async () => {
    app?.remove();
    announcer.settleMs = settleMs;
    if (saved === null) localStorage.removeItem(CARDS_KEY);
    else localStorage.setItem(CARDS_KEY, saved);
    await new Promise((resolve) => {
      const request = indexedDB.deleteDatabase(db);
      request.onsuccess = request.onerror = request.onblocked = () => resolve(null);
    });
  });

  it('shows the sentence announced of the last result until the next one, over a reload', async () => {
    await openPage();
    for (let i = 0; i < 3; i++) {
      await tabTo((el) => el.id === `setup-name-${i}`, `the name of player ${i + 1}`);
      await type(NAMES[i]!);
    }
    await pressButton('Deal the secret cards');
    for (let seat = 0; seat < 3; seat++) {
      await pressButton(`I am ${NAMES[seat]}: open my private screen`);
      await pressButton(seat === 2 ? 'Hide' : 'Hide and pass the device on');
    }
    await pickRadio('tr-challenge', 'keene-act');
    await pressButton('Turn it face up and read it aloud');
    expect(app.querySelector('#tr-last-result'), 'no result before the first').to.equal(null);

    await contributeHeroes(3);
    const contributed = announcer.last;
    expect(contributed).to.match(/^Ann contributed 3 cards\./);
    expect(shown()).to.equal(`Last result: ${contributed}`);
    const line = app.querySelector('#tr-last-result')!;
    expect(line.compareDocumentPosition(app.querySelector('tr-steps')!) & Node.DOCUMENT_POSITION_FOLLOWING, 'before the step').to.not.equal(0);
    await expectNoAxeViolations(app);

    // The end of the turn is no result: the last one stays, and over a reload.
    await pressButton('Ann bought or gained a card: end the turn');
    expect(announcer.last).to.include('Turn 2: Bob plays.');
    expect(shown()).to.equal(`Last result: ${contributed}`);
    await openPage();
    expect(shown()).to.equal(`Last result: ${contributed}`);

    // The next result replaces it.
    await contributeHeroes(1);
    expect(announcer.last).to.match(/^Bob contributed 1 card\./);
    expect(shown()).to.equal(`Last result: ${announcer.last}`);
  });
});
