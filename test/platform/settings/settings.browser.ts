/**
 * The settings of the device, through `<rs-settings>` alone: every control
 * applies at once (on `<html>`), is saved in `localStorage`, is announced in one sentence and
 * fires `rs-settings-change`; settings survive a "reload" (a new element reads them back);
 * malformed storage falls back to the defaults field by field; axe finds nothing in any theme, at
 * 200% text, at 320 CSS px (where nothing scrolls sideways) and in forced colours.
 *
 * Speech synthesis is replaced by a fake (local and network voices); `navigator.vibrate` is
 * removed for the devices that cannot vibrate. Every test leaves `localStorage`, `<html>`, the
 * emulated media and the viewport as it found them. No fixed sleeps: tests await the element's
 * updates, its events, the announcer and the fake synthesizer.
 */
import { expect, fixture, html, nextFrame, oneEvent } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { announcer } from '../../../src/platform/a11y/announcer.ts';
import { APPLIED_ATTRIBUTES, applySettings, clearAppliedSettings } from '../../../src/platform/settings/apply-settings.ts';
import type { RsSettings } from '../../../src/platform/settings/rs-settings.ts';
import '../../../src/platform/settings/rs-settings.ts';
import {
  DEFAULT_SETTINGS,
  defaultSettings,
  loadSettings,
  normalizeSettings,
  saveSettings,
  SETTINGS_KEY,
  THEMES,
} from '../../../src/platform/settings/settings.ts';
import type { Settings } from '../../../src/platform/settings/settings.ts';
import { expectNoAxeViolations, expectTargets } from '../../helpers/a11y.ts';
import { FakeSynth, installSpeech, voice } from '../../helpers/fake-speech.ts';

const root = document.documentElement;

/** A fresh `<rs-settings>`, its voice list known. */
async function settingsFixture(): Promise<RsSettings> {
  const el = await fixture<RsSettings>(html`<rs-settings .voiceWaitMs=${0}></rs-settings>`);
  await el.voicesReady;
  await el.updateComplete;
  return el;
}

function stored(): unknown {
  return JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null');
}

/** The sentence announced last, once the announcer has written it. */
async function announced(): Promise<string> {
  await announcer.whenIdle();
  return announcer.last;
}

/** Does what a user does to `control` and returns the `rs-settings-change` detail. */
async function act(el: RsSettings, action: () => void): Promise<Settings> {
  const event = oneEvent(el, 'rs-settings-change');
  action();
  const { detail } = await event;
  await el.updateComplete;
  return detail as Settings;
}

/** Chooses `value` in a select the way a user does. */
function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

function $<T extends Element>(el: Element, selector: string): T {
  const found = el.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

/** chai-a11y-axe (axe's default rules), axe with the WCAG 2.2 AA tags, and 44 px targets. */
async function expectAccessible(el: HTMLElement): Promise<void> {
  await expect(el).to.be.accessible();
  await expectNoAxeViolations(el);
  expectTargets(el);
}

/** Throws when the document scrolls sideways or an element of `el` pokes out of the viewport. */
function expectNoHorizontalScroll(el: Element): void {
  const width = root.clientWidth;
  expect(root.scrollWidth, 'the document scrolls sideways').to.be.at.most(width);
  const out = [...el.querySelectorAll('*')]
    .filter((node) => !node.closest('.visually-hidden'))
    .filter((node) => {
      const rect = node.getBoundingClientRect();
      return rect.width > 0 && (rect.right > width + 0.5 || rect.left < -0.5);
    })
    .map((node) => `${node.localName}${node.id ? `#${node.id}` : ''}: ${node.getBoundingClientRect().right.toFixed(0)}`);
  expect(out, `elements wider than ${width} px`).to.deep.equal([]);
}

const LOCAL_EN = voice('Local English', 'en-US', true);
const LOCAL_PL = voice('Lokalny polski', 'pl-PL', true);
const REMOTE_EN = voice('Cloud English', 'en-US', false, true);


/** Runs `body` on a device without `navigator.vibrate` (iOS Safari, Firefox). */
async function withoutVibration(body: () => Promise<void>): Promise<void> {
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: undefined });
  try {
    await body();
  } finally {
    delete (navigator as unknown as Record<string, unknown>)['vibrate'];
  }
}

describe('<rs-settings>', () => {
  let settleMs = announcer.settleMs;
  let savedEntry: string | null = null;
  let viewport = { width: 800, height: 600 };
  let undoSpeech: () => void = () => {};

  const cleanPage = (): void => {
    localStorage.removeItem(SETTINGS_KEY);
    clearAppliedSettings();
  };

  before(() => {
    settleMs = announcer.settleMs;
    announcer.settleMs = 0;
    savedEntry = localStorage.getItem(SETTINGS_KEY);
    viewport = { width: window.innerWidth, height: window.innerHeight };
    root.lang = 'en';
  });

  after(() => {
    announcer.settleMs = settleMs;
    if (savedEntry !== null) localStorage.setItem(SETTINGS_KEY, savedEntry);
  });

  beforeEach(async () => {
    cleanPage();
    undoSpeech = installSpeech(new FakeSynth([LOCAL_EN, LOCAL_PL, REMOTE_EN]));
    await announcer.whenIdle();
    announcer.connect();
  });

  afterEach(async () => {
    undoSpeech();
    cleanPage();
    await emulateMedia({ forcedColors: 'none', reducedMotion: 'no-preference', colorScheme: 'light' });
    await setViewport(viewport);
    for (const name of APPLIED_ATTRIBUTES) expect(root.hasAttribute(name), name).to.equal(false);
    expect(root.style.fontSize).to.equal('');
  });

  it('shows the defaults and touches nothing until a change', async () => {
    const el = await settingsFixture();
    expect($<HTMLSelectElement>(el, '#settings-text-size').value).to.equal('100');
    expect($<HTMLInputElement>(el, '#settings-theme-system').checked).to.equal(true);
    expect($<HTMLInputElement>(el, '#settings-motion-system').checked).to.equal(true);
    expect($<HTMLInputElement>(el, '#settings-announcements-full').checked).to.equal(true);
    expect($<HTMLInputElement>(el, '#settings-speech-on').checked).to.equal(false);
    expect($<HTMLSelectElement>(el, '#settings-voice').value).to.equal('');
    expect($<HTMLInputElement>(el, '#settings-speech-rate').value).to.equal('1');
    expect($<HTMLInputElement>(el, '#settings-vibration-on').checked).to.equal(true);
    expect($<HTMLSelectElement>(el, '#settings-idle').value).to.equal('60');
    expect(el.settings).to.deep.equal(defaultSettings());
    expect(localStorage.getItem(SETTINGS_KEY)).to.equal(null);
    expect(root.hasAttribute('data-theme')).to.equal(false);
    // A heading with a visible label for every control; focusFirst() goes to the heading.
    el.focusFirst();
    expect(document.activeElement).to.equal($(el, '#settings-heading'));
    expect($(el, '#settings-heading').textContent!.trim()).to.equal('Settings');
  });

  it('applies, saves and announces the text size at once', async () => {
    const el = await settingsFixture();
    const detail = await act(el, () => choose($(el, '#settings-text-size'), '150'));
    expect(root.style.fontSize).to.equal('150%');
    expect(root.getAttribute('data-text-size')).to.equal('150');
    expect(getComputedStyle(root).fontSize).to.equal('24px');
    expect((stored() as Settings).textSize).to.equal(150);
    expect(detail.textSize).to.equal(150);
    expect(detail).to.deep.equal(loadSettings());
    expect(await announced()).to.equal('Text size 150%.');
    // rem-based layout scales: a button's text grows with the root font.
    expect(getComputedStyle($(el, '#settings-voice-test')).fontSize).to.equal('24px');
  });

  for (const theme of THEMES) {
    it(`applies, saves and announces the ${theme} theme, and stays accessible`, async () => {
      const el = await settingsFixture();
      if (theme === 'system') {
        // Start elsewhere, so that choosing "Same as the device" is a change.
        await act(el, () => $<HTMLInputElement>(el, '#settings-theme-dark').click());
      }
      const detail = await act(el, () => $<HTMLInputElement>(el, `#settings-theme-${theme}`).click());
      expect(root.getAttribute('data-theme')).to.equal(theme);
      expect((stored() as Settings).theme).to.equal(theme);
      expect(detail.theme).to.equal(theme);
      const sentence = {
        system: 'Theme: same as the device.',
        light: 'Theme: light.',
        dark: 'Theme: dark.',
        'high-contrast': 'Theme: high contrast.',
      }[theme];
      expect(await announced()).to.equal(sentence);
      expect($<HTMLInputElement>(el, `#settings-theme-${theme}`).checked).to.equal(true);
      await expectAccessible(el);
      if (theme === 'system') {
        await emulateMedia({ colorScheme: 'dark' });
        expect(getComputedStyle(root).getPropertyValue('--rs-bg').trim()).to.equal('#121212');
        await expectAccessible(el);
      }
    });
  }

  it('gives each theme its own colours, whatever the device prefers', async () => {
    const el = await settingsFixture();
    const bg = () => getComputedStyle(root).getPropertyValue('--rs-bg').trim();
    await emulateMedia({ colorScheme: 'dark' });
    await act(el, () => $<HTMLInputElement>(el, '#settings-theme-light').click());
    expect(bg()).to.equal('#ffffff');
    await emulateMedia({ colorScheme: 'light' });
    await act(el, () => $<HTMLInputElement>(el, '#settings-theme-dark').click());
    expect(bg()).to.equal('#121212');
    await act(el, () => $<HTMLInputElement>(el, '#settings-theme-high-contrast').click());
    expect(bg()).to.equal('#000000');
    // Thick borders and a yellow focus ring.
    const select = $<HTMLSelectElement>(el, '#settings-text-size');
    expect(getComputedStyle(select).borderTopWidth).to.equal('3px');
    select.focus({ focusVisible: true } as FocusOptions);
    expect(getComputedStyle(select).outlineColor).to.equal('rgb(255, 255, 0)');
    expect(getComputedStyle(select).outlineWidth).to.equal('4px');
  });

  it('applies, saves and announces reduced motion: no transition is left', async () => {
    const el = await settingsFixture();
    const moving = document.createElement('div');
    moving.style.transition = 'opacity 1s';
    el.append(moving);
    expect(getComputedStyle(moving).transitionDuration).to.equal('1s');
    const detail = await act(el, () => $<HTMLInputElement>(el, '#settings-motion-reduce').click());
    expect(root.getAttribute('data-motion')).to.equal('reduce');
    expect((stored() as Settings).reducedMotion).to.equal('reduce');
    expect(detail.reducedMotion).to.equal('reduce');
    expect(await announced()).to.equal('Motion reduced.');
    expect(getComputedStyle(moving).transitionDuration).to.equal('0s');
    // "Same as the device" follows prefers-reduced-motion.
    await act(el, () => $<HTMLInputElement>(el, '#settings-motion-system').click());
    expect(root.getAttribute('data-motion')).to.equal('system');
    expect(await announced()).to.equal('Motion: same as the device.');
    expect(getComputedStyle(moving).transitionDuration).to.equal('1s');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(getComputedStyle(moving).transitionDuration).to.equal('0s');
    moving.remove();
  });

  it('saves, exposes and announces how much is announced', async () => {
    const el = await settingsFixture();
    const detail = await act(el, () => $<HTMLInputElement>(el, '#settings-announcements-brief').click());
    expect(detail.announcements).to.equal('brief');
    expect((stored() as Settings).announcements).to.equal('brief');
    expect(el.settings.announcements).to.equal('brief');
    expect(await announced()).to.equal('Announcements: brief.');
    await act(el, () => $<HTMLInputElement>(el, '#settings-announcements-full').click());
    expect(await announced()).to.equal('Announcements: full.');
    expect(loadSettings().announcements).to.equal('full');
  });

  it('offers local voices only, and saves and announces speech, voice and rate', async () => {
    const el = await settingsFixture();
    const options = [...$<HTMLSelectElement>(el, '#settings-voice').options].map((o) => o.textContent!.trim());
    expect(options).to.deep.equal(["Automatic: a voice in the app's language", 'Local English (en-US)', 'Lokalny polski (pl-PL)']);

    let detail = await act(el, () => $<HTMLInputElement>(el, '#settings-speech-on').click());
    expect(detail.speech.on).to.equal(true);
    expect((stored() as Settings).speech.on).to.equal(true);
    expect(await announced()).to.equal('Speech on.');

    detail = await act(el, () => choose($(el, '#settings-voice'), LOCAL_PL.voiceURI));
    expect(detail.speech.voiceURI).to.equal(LOCAL_PL.voiceURI);
    expect((stored() as Settings).speech.voiceURI).to.equal(LOCAL_PL.voiceURI);
    expect(await announced()).to.equal('Voice: Lokalny polski.');

    const rate = $<HTMLInputElement>(el, '#settings-speech-rate');
    rate.value = '1.5';
    detail = await act(el, () => rate.dispatchEvent(new Event('input', { bubbles: true })));
    expect(detail.speech.rate).to.equal(1.5);
    expect((stored() as Settings).speech.rate).to.equal(1.5);
    detail = await act(el, () => rate.dispatchEvent(new Event('change', { bubbles: true })));
    expect(await announced()).to.equal('Speech rate 150%.');
    expect(rate.getAttribute('aria-valuetext')).to.equal('150%');
    expect($(el, '#settings-speech-rate-value').textContent!.trim(), 'the value is shown').to.equal('150%');
    expect(rate.getBoundingClientRect().height, 'a 44 px slider').to.be.at.least(44);

    // The voice test speaks with the chosen local voice at the chosen rate.
    const synth = window.speechSynthesis as unknown as FakeSynth;
    $<HTMLButtonElement>(el, '#settings-voice-test').click();
    await synth.whenSpoken();
    const [utterance] = synth.spoken;
    expect(utterance!.voice).to.equal(LOCAL_PL);
    expect(utterance!.rate).to.equal(1.5);
    expect(utterance!.text).to.equal('This is how the table will hear the announcements.');

    detail = await act(el, () => choose($(el, '#settings-voice'), ''));
    expect(detail.speech.voiceURI).to.equal(null);
    expect(await announced()).to.equal('Voice: automatic.');
    detail = await act(el, () => $<HTMLInputElement>(el, '#settings-speech-on').click());
    expect(detail.speech.on).to.equal(false);
    expect(await announced()).to.equal('Speech off.');
  });

  it('says plainly when there is no offline voice, and speaks nothing', async () => {
    undoSpeech();
    const synth = new FakeSynth([REMOTE_EN]);
    undoSpeech = installSpeech(synth);
    const el = await settingsFixture();
    expect(el.querySelector('#settings-voice'), 'no voice to choose').to.equal(null);
    expect($(el, '#settings-no-voice').textContent).to.contain('no offline voice');
    await act(el, () => $<HTMLInputElement>(el, '#settings-speech-on').click());
    $<HTMLButtonElement>(el, '#settings-voice-test').click();
    await el.updateComplete;
    expect($(el, '#settings-voice-status').textContent).to.contain('This device has no offline voice');
    expect(await announced()).to.contain('This device has no offline voice');
    expect(synth.spoken).to.deep.equal([]);
    await expectAccessible(el);
  });

  it('says so when the browser has no speech synthesis at all', async () => {
    undoSpeech();
    undoSpeech = installSpeech(undefined);
    const el = await settingsFixture();
    expect($(el, '#settings-no-voice').textContent).to.contain('no offline voice');
    $<HTMLButtonElement>(el, '#settings-voice-test').click();
    await el.updateComplete;
    expect(await announced()).to.contain('This device has no offline voice');
  });

  it('asks to turn speech on before testing the voice', async () => {
    const el = await settingsFixture();
    $<HTMLButtonElement>(el, '#settings-voice-test').click();
    await el.updateComplete;
    expect($(el, '#settings-voice-status').textContent).to.contain('Speech is off');
    expect(await announced()).to.contain('Speech is off');
    expect((window.speechSynthesis as unknown as FakeSynth).spoken).to.deep.equal([]);
  });

  it('saves and announces vibration where the device can vibrate', async () => {
    const el = await settingsFixture();
    const detail = await act(el, () => $<HTMLInputElement>(el, '#settings-vibration-on').click());
    expect(detail.vibration).to.equal(false);
    expect((stored() as Settings).vibration).to.equal(false);
    expect(await announced()).to.equal('Vibration off.');
    await act(el, () => $<HTMLInputElement>(el, '#settings-vibration-on').click());
    expect(await announced()).to.equal('Vibration on.');
  });

  it('does not offer vibration where the device cannot vibrate, and says so', async () => {
    await withoutVibration(async () => {
      const el = await settingsFixture();
      expect(el.querySelector('#settings-vibration-on')).to.equal(null);
      expect($(el, '#settings-no-vibration').textContent).to.contain('This device cannot vibrate');
      await expectAccessible(el);
    });
  });

  it('saves and announces the private idle time', async () => {
    const el = await settingsFixture();
    const detail = await act(el, () => choose($(el, '#settings-idle'), '300'));
    expect(detail.privateIdleSeconds).to.equal(300);
    expect((stored() as Settings).privateIdleSeconds).to.equal(300);
    expect(await announced()).to.equal('Private screens hide after 5 minutes without input.');
    await act(el, () => choose($(el, '#settings-idle'), '30'));
    expect(await announced()).to.equal('Private screens hide after 30 seconds without input.');
  });

  it('keeps every setting across a reload', async () => {
    let el = await settingsFixture();
    await act(el, () => choose($(el, '#settings-text-size'), '175'));
    await act(el, () => $<HTMLInputElement>(el, '#settings-theme-high-contrast').click());
    await act(el, () => $<HTMLInputElement>(el, '#settings-motion-reduce').click());
    await act(el, () => $<HTMLInputElement>(el, '#settings-announcements-brief').click());
    await act(el, () => $<HTMLInputElement>(el, '#settings-speech-on').click());
    await act(el, () => choose($(el, '#settings-voice'), LOCAL_EN.voiceURI));
    const rate = $<HTMLInputElement>(el, '#settings-speech-rate');
    rate.value = '0.7';
    await act(el, () => rate.dispatchEvent(new Event('change', { bubbles: true })));
    await act(el, () => $<HTMLInputElement>(el, '#settings-vibration-on').click());
    await act(el, () => choose($(el, '#settings-idle'), '120'));
    await act(el, () => $<HTMLInputElement>(el, '#settings-cues-only').click());
    const cueVolume = $<HTMLInputElement>(el, '#settings-cue-volume');
    cueVolume.value = '30';
    await act(el, () => cueVolume.dispatchEvent(new Event('change', { bubbles: true })));
    await act(el, () => $<HTMLInputElement>(el, '#settings-verbosity-braille').click());
    await act(el, () => choose($(el, '#settings-verbosity-vote'), 'full'));
    const expected: Settings = {
      textSize: 175,
      theme: 'high-contrast',
      reducedMotion: 'reduce',
      announcements: 'brief',
      speech: { on: true, voiceURI: LOCAL_EN.voiceURI, rate: 0.7 },
      vibration: false,
      privateIdleSeconds: 120,
      cues: { mode: 'only', volume: 30, vibrate: true },
      verbosity: { proposal: 'shortest', vote: 'full', mission: 'shortest' },
    };
    expect(stored()).to.deep.equal(expected);

    // "Reload": the page loses what was applied; start-up applies the saved settings again and a
    // new element shows them.
    el.remove();
    clearAppliedSettings();
    applySettings(loadSettings());
    expect(root.style.fontSize).to.equal('175%');
    expect(root.getAttribute('data-theme')).to.equal('high-contrast');
    expect(root.getAttribute('data-motion')).to.equal('reduce');
    el = await settingsFixture();
    expect(el.settings).to.deep.equal(expected);
    expect($<HTMLSelectElement>(el, '#settings-text-size').value).to.equal('175');
    expect($<HTMLInputElement>(el, '#settings-theme-high-contrast').checked).to.equal(true);
    expect($<HTMLInputElement>(el, '#settings-motion-reduce').checked).to.equal(true);
    expect($<HTMLInputElement>(el, '#settings-announcements-brief').checked).to.equal(true);
    expect($<HTMLInputElement>(el, '#settings-speech-on').checked).to.equal(true);
    expect($<HTMLSelectElement>(el, '#settings-voice').value).to.equal(LOCAL_EN.voiceURI);
    expect($<HTMLInputElement>(el, '#settings-speech-rate').value).to.equal('0.7');
    expect($<HTMLInputElement>(el, '#settings-vibration-on').checked).to.equal(false);
    expect($<HTMLSelectElement>(el, '#settings-idle').value).to.equal('120');
  });

  it('keeps the chosen language when another setting changes', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ language: 'pl' }));
    const el = await settingsFixture();
    const detail = await act(el, () => $<HTMLInputElement>(el, '#settings-theme-dark').click());
    expect(detail.language).to.equal('pl');
    expect((stored() as Settings).language).to.equal('pl');
    // And saveSettings({ language }) (the language switch) keeps the others.
    saveSettings({ language: 'en' });
    expect(loadSettings()).to.deep.include({ language: 'en', theme: 'dark' });
  });

  it('falls back to the defaults on malformed storage, field by field', async () => {
    for (const bad of ['not json', '[1,2]', 'null', '42', '"dark"', '{"speech": "loud"}']) {
      localStorage.setItem(SETTINGS_KEY, bad);
      expect(loadSettings(), bad).to.deep.equal(defaultSettings());
    }
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({
        language: 'tlh',
        textSize: 300,
        theme: 'purple',
        reducedMotion: true,
        announcements: 'none',
        speech: { on: 'yes', voiceURI: 42, rate: 9 },
        vibration: 'no',
        privateIdleSeconds: 45,
      }),
    );
    expect(loadSettings()).to.deep.equal(defaultSettings());
    // The good fields of a partly damaged entry are kept.
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ textSize: 125, theme: 'dark', speech: { on: true, rate: 'fast' }, vibration: 0 }));
    expect(loadSettings()).to.deep.equal({ ...defaultSettings(), textSize: 125, theme: 'dark', speech: { on: true, voiceURI: null, rate: 1 } });
    expect(normalizeSettings({ speech: { rate: 1.23 } }).speech.rate).to.equal(1.2);
    // The element shows the defaults for a damaged entry, and a change repairs it.
    localStorage.setItem(SETTINGS_KEY, '{"theme": 7, "textSize": "big"');
    const el = await settingsFixture();
    expect(el.settings).to.deep.equal(defaultSettings());
    expect($<HTMLSelectElement>(el, '#settings-text-size').value).to.equal(String(DEFAULT_SETTINGS.textSize));
    await act(el, () => choose($(el, '#settings-text-size'), '125'));
    expect(stored()).to.deep.equal({ ...defaultSettings(), textSize: 125 });
    // An invalid change leaves the saved value as it was.
    expect(saveSettings({ textSize: 999 as never, theme: 'light' })).to.deep.include({ textSize: 125, theme: 'light' });
  });

  it('applySettings is idempotent and clearAppliedSettings undoes it', () => {
    const settings: Settings = { ...defaultSettings(), textSize: 200, theme: 'dark', reducedMotion: 'reduce' };
    applySettings(settings);
    const once = root.outerHTML.slice(0, root.outerHTML.indexOf('>') + 1);
    const mutations: MutationRecord[] = [];
    const observer = new MutationObserver((records) => mutations.push(...records));
    observer.observe(root, { attributes: true });
    applySettings(settings);
    mutations.push(...observer.takeRecords());
    observer.disconnect();
    expect(mutations, 'nothing is written the second time').to.deep.equal([]);
    expect(root.outerHTML.slice(0, root.outerHTML.indexOf('>') + 1)).to.equal(once);
    clearAppliedSettings();
    expect(root.hasAttribute('style')).to.equal(false);
  });

  for (const theme of THEMES) {
    it(`has no horizontal scroll at 200% text and 320 px, and stays accessible (${theme})`, async () => {
      const el = await settingsFixture();
      await act(el, () => choose($(el, '#settings-text-size'), '200'));
      if (theme !== 'system') await act(el, () => $<HTMLInputElement>(el, `#settings-theme-${theme}`).click());
      await setViewport({ width: 320, height: 640 });
      await nextFrame();
      expect(window.innerWidth).to.equal(320);
      expect(getComputedStyle(root).fontSize).to.equal('32px');
      expectNoHorizontalScroll(el);
      // Nothing is lost: every control is there and fits.
      for (const id of ['settings-text-size', 'settings-voice', 'settings-speech-rate', 'settings-voice-test', 'settings-idle']) {
        const rect = $(el, `#${id}`).getBoundingClientRect();
        expect(rect.width, id).to.be.greaterThan(0);
        expect(rect.right, id).to.be.at.most(320);
      }
      await expectAccessible(el);
    });
  }

  for (const theme of ['system', 'dark', 'high-contrast'] as const) {
    it(`stays accessible in forced colours (${theme} theme)`, async () => {
      await emulateMedia({ forcedColors: 'active' });
      expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
      const el = await settingsFixture();
      if (theme !== 'system') await act(el, () => $<HTMLInputElement>(el, `#settings-theme-${theme}`).click());
      await act(el, () => choose($(el, '#settings-text-size'), '200'));
      await expectAccessible(el);
      // The focus ring is still drawn.
      const radio = $<HTMLInputElement>(el, `#settings-theme-${theme}`);
      radio.focus({ focusVisible: true } as FocusOptions);
      expect(getComputedStyle(radio).outlineStyle).to.not.equal('none');
    });
  }
});
