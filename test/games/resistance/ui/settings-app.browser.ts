/**
 * The device settings inside the app: the Settings button opens them in a dialog;
 * saved display settings apply at start-up; brief announcements shorten the results; the idle
 * time and the vibration switch reach the private turns; the table's announcements are spoken
 * aloud only when asked.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { announcer } from '../../../../src/platform/a11y/announcer.ts';
import { clearAppliedSettings } from '../../../../src/platform/settings/apply-settings.ts';
import type { RsApp } from '../../../../src/games/resistance/ui/rs-app.ts';
import { SETTINGS_KEY } from '../../../../src/platform/settings/settings.ts';
import { setupField, appFixture, buttonIn, choose, expectAccessibleScreen, gameFixture, propose, useAppTestPage, vote } from '../../../helpers/app-driver.ts';
import { press } from '../../../helpers/keyboard.ts';
import { FakeSynth, installSpeech, voice } from '../../../helpers/fake-speech.ts';

describe('settings in the app', () => {
  useAppTestPage();
  let app: RsApp;
  afterEach(() => {
    app?.remove();
    localStorage.removeItem(SETTINGS_KEY);
    clearAppliedSettings();
  });

  async function openSettings(): Promise<HTMLDialogElement> {
    app.querySelector<HTMLButtonElement>('#settings-button')!.focus();
    await press('Enter');
    await app.whenIdle();
    const dialog = app.querySelector<HTMLDialogElement>('#settings-dialog')!;
    await waitUntil(() => dialog.open, 'the settings dialog opens');
    return dialog;
  }

  it('opens the settings in a dialog from the header, applies a change at once and closes back to its button', async () => {
    app = await appFixture();
    const dialog = await openSettings();
    expect(document.activeElement?.id).to.equal('settings-heading');
    await expectAccessibleScreen(dialog);
    choose(dialog.querySelector<HTMLSelectElement>('#settings-text-size')!, '150');
    expect(document.documentElement.getAttribute('data-text-size')).to.equal('150');
    expect(announcer.last).to.equal('Text size 150%.');
    await press('Escape');
    expect(dialog.open).to.equal(false);
    expect(document.activeElement?.id).to.equal('settings-button');
  });

  it('applies saved display settings at start-up', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ textSize: 200, theme: 'high-contrast' }));
    app = await appFixture();
    expect(document.documentElement.getAttribute('data-text-size')).to.equal('200');
    expect(document.documentElement.getAttribute('data-theme')).to.equal('high-contrast');
    await expectAccessibleScreen(app);
  });

  it('brief announcements give the result only', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ announcements: 'brief' }));
    app = await gameFixture({ players: 5 });
    await propose(app, [0, 1]);
    expect(announcer.last).to.equal('Player 1 proposes Player 1 and Player 2 for mission 1.');
    await vote(app, [0]);
    expect(announcer.last).to.equal('Team rejected, 1 approve, 4 reject. Vote track 1.');
  });

  it('speaks the table\'s announcements aloud only when the setting is on, with a local voice', async () => {
    const synth = new FakeSynth([voice('Local', 'en-US', true, true)]);
    const restore = installSpeech(synth);
    const spoken = (): string[] => synth.spoken.map((u) => u.text);
    try {
      app = await gameFixture({ players: 5 });
      await propose(app, [0, 1]);
      expect(spoken(), 'off by default').to.deep.equal([]);
      app.remove();
      localStorage.setItem(SETTINGS_KEY, JSON.stringify({ speech: { on: true, voiceURI: null, rate: 1 } }));
      app = await gameFixture({ players: 5 });
      await propose(app, [0, 1]);
      await waitUntil(() => spoken().some((t) => t.includes('Player 1 proposes Player 1 and Player 2')), 'the proposal is spoken');
    } finally {
      restore();
    }
  });

  it('the idle time and the vibration switch reach the private turns', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ privateIdleSeconds: 300, vibration: false }));
    app = await appFixture();
    expect(app.privateIdleSeconds).to.equal(300);
    const setup = app.querySelector('rs-setup')!;
    (await setupField(setup, 'cards-app')).click();
    await setup.updateComplete;
    buttonIn(setup, 'Start game').click();
    await app.whenIdle();
    const intro = app.querySelector('rs-private-intro')!;
    expect(intro.getAttribute('idle-seconds')).to.equal('300');
    expect(app.querySelector('#intro-feel-spy'), 'no vibration practice when vibration is off').to.equal(null);
  });
});
