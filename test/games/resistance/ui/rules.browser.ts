/**
 * The rules reference: reachable from every screen, it opens at the rule that matters
 * now (R-MIS-4 during mission 4 at 7 players, R-SET-1 on the home screen), in the app's language,
 * with focus on that section's heading; Escape returns focus to the button. axe clean.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import type { RsRules } from '../../../../src/platform/ui/rs-rules.ts';
import { useLanguage } from '../../../../src/platform/i18n/locale.ts';
import { rules as en } from '../../../../src/games/resistance/rules/en.ts';
import { rules as pl } from '../../../../src/games/resistance/rules/pl.ts';
import { SETTINGS_KEY } from '../../../../src/platform/settings/settings.ts';
import { appFixture, expectAccessibleScreen, gameFixture, playMission, propose, useAppTestPage, vote } from '../../../helpers/app-driver.ts';
import { press } from '../../../helpers/keyboard.ts';

async function openRules(app: RsApp): Promise<HTMLDialogElement> {
  app.querySelector<HTMLButtonElement>('#rules-button')!.focus();
  await press('Enter');
  await app.whenIdle();
  const rules = app.querySelector<RsRules>('rs-rules')!;
  await waitUntil(() => rules.open, 'the rules dialog opens');
  await rules.updateComplete;
  return rules.querySelector<HTMLDialogElement>('#rules-dialog')!;
}

describe('rules reference', () => {
  useAppTestPage();
  let app: RsApp;
  afterEach(async () => {
    localStorage.removeItem(SETTINGS_KEY);
    await useLanguage('en');
    app?.remove();
  });

  it('opens at the two-fail rule during mission 4 at 7 players, and closes back to its button', async () => {
    app = await gameFixture({ players: 7 });
    await playMission(app, 0);
    await playMission(app, 1);
    await playMission(app, 0);
    await propose(app);
    await vote(app, 'approve');
    const dialog = await openRules(app);
    const section = en.sections.find((s) => s.id === 'R-MIS-4')!;
    expect(document.activeElement?.id).to.equal('rules-R-MIS-4-title');
    expect(document.activeElement?.textContent).to.equal(section.title);
    expect(dialog.querySelector('[aria-current="true"]')!.textContent).to.include(section.title);
    expect(dialog.querySelectorAll('section[id^="rules-R-"]').length).to.equal(en.sections.length);
    // The dialog's title is the game's own (the platform's dialog names no game).
    expect(dialog.querySelector('#rules-title')!.textContent).to.equal('Rules of The Resistance');
    await expectAccessibleScreen(dialog);
    await press('Escape');
    expect(dialog.open).to.equal(false);
    expect(document.activeElement?.id).to.equal('rules-button');
  });

  it('opens at the setup rules on the home screen, in Polish when the app is in Polish', async () => {
    app = await appFixture();
    app.querySelector<HTMLButtonElement>('#language-button')!.click();
    await app.whenIdle();
    await waitUntil(() => document.documentElement.lang === 'pl');
    const dialog = await openRules(app);
    expect(document.activeElement?.id).to.equal('rules-R-SET-1-title');
    expect(document.activeElement?.textContent).to.equal(pl.sections[0]!.title);
    expect(dialog.querySelector('#rules-title')!.textContent).to.equal('Zasady gry Ruch Oporu');
    await expectAccessibleScreen(dialog);
    // A contents entry moves to its section.
    const entry = [...dialog.querySelectorAll<HTMLButtonElement>('nav button')].find((b) => b.textContent!.includes(pl.sections[5]!.title))!;
    entry.click();
    expect(document.activeElement?.id).to.equal(`rules-${pl.sections[5]!.id}-title`);
  });
});
