/**
 * Keyboard shortcuts: `?` opens the help dialog (not while typing), Escape closes it
 * and focus goes back; Alt+N goes to the current step, Alt+R to the vote history; none of them
 * works over a private screen. Real key presses through Playwright.
 */
import { expect } from '@open-wc/testing';
import type { RsApp } from '../../../src/games/resistance/ui/rs-app.ts';
import { SHORTCUTS } from '../../../src/platform/ui/rs-shortcuts-help.ts';
import { appFixture, bringTo, expectAccessibleScreen, gameFixture, useAppTestPage } from '../../helpers/app-driver.ts';
import { press, type } from '../../helpers/keyboard.ts';

describe('keyboard shortcuts', () => {
  useAppTestPage();
  let app: RsApp;
  afterEach(() => app?.remove());

  it('"?" opens the list of shortcuts; Escape closes it and focus returns', async () => {
    app = await gameFixture({ players: 5 });
    const before = document.activeElement;
    await press('Shift+Slash');
    await app.whenIdle();
    const dialog = app.querySelector<HTMLDialogElement>('#shortcuts-dialog')!;
    expect(dialog.open).to.equal(true);
    expect(document.activeElement?.id).to.equal('shortcuts-title');
    const rows = [...dialog.querySelectorAll('tbody tr')].map((tr) => tr.textContent!.replace(/\s+/g, ' ').trim());
    expect(rows).to.have.length(SHORTCUTS.length);
    expect(rows.join('\n')).to.include('Alt+W').and.to.include('Ctrl+Z').and.to.include('Alt+R');
    await expectAccessibleScreen(dialog);
    await press('Escape');
    expect(dialog.open).to.equal(false);
    expect(document.activeElement).to.equal(before);
  });

  it('"?" types a question mark in a text field instead', async () => {
    app = await appFixture();
    const name = app.querySelector<HTMLInputElement>('#setup-name-0')!;
    name.focus();
    name.select();
    await type('Ann?');
    await app.whenIdle();
    expect(name.value).to.equal('Ann?');
    expect(app.querySelector<HTMLDialogElement>('#shortcuts-dialog')?.open ?? false).to.equal(false);
  });

  it('Alt+N goes to the current step, Alt+R to the vote history', async () => {
    app = await gameFixture({ players: 5 });
    await bringTo(app, 'vote');
    app.querySelector<HTMLElement>('#where-button')!.focus();
    await press('Alt+KeyN');
    expect(document.activeElement?.getAttribute('name'), 'the first player\'s box of the vote').to.equal('approve');
    await press('Alt+KeyR');
    expect(document.activeElement?.id, 'the history heading: the entries follow it').to.equal('history-heading');
    expect(document.activeElement?.closest('rs-vote-history')).to.not.equal(null);
  });
});
