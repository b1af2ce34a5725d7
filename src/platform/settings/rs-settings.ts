import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { announcer } from '../a11y/announcer.ts';
import { applySettings } from './apply-settings.ts';
import { speakAloud } from './speak-aloud.ts';
import { fire, LightElement } from '../a11y/light-element.ts';
import {
  ANNOUNCEMENT_LEVELS,
  IDLE_CHOICES,
  loadSettings,
  MOTION_CHOICES,
  saveSettings,
  SPEECH_RATE_MAX,
  SPEECH_RATE_MIN,
  SPEECH_RATE_STEP,
  TEXT_SIZES,
  THEMES,
  validRate,
} from './settings.ts';
import type {
  AnnouncementLevel,
  MotionChoice,
  PrivateIdleSeconds,
  Settings,
  SettingsChange,
  TextSize,
  Theme,
} from './settings.ts';
import { loadVoices, speechEnvironment } from './speech.ts';
import { currentLocale } from '../i18n/locale.ts';
import { canVibrate } from './vibration.ts';
import { cueSettingsPart } from './cue-settings.ts';
import { verbositySettingsPart } from './verbosity-settings.ts';
// Its styles (more-styles.ts), adopted as this module loads: in place before its first render.
import '../a11y/more-styles.ts';

/** "150%" in the page's language (a text size or a speech rate of 1.5). */
function percentText(fraction: number): string {
  return new Intl.NumberFormat(currentLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

function themeLabel(theme: Theme): string {
  switch (theme) {
    case 'system':
      return msg('Same as the device');
    case 'light':
      return msg('Light');
    case 'dark':
      return msg('Dark');
    case 'high-contrast':
      return msg('High contrast: white on black');
  }
}

function themeSentence(theme: Theme): string {
  switch (theme) {
    case 'system':
      return msg('Theme: same as the device.');
    case 'light':
      return msg('Theme: light.');
    case 'dark':
      return msg('Theme: dark.');
    case 'high-contrast':
      return msg('Theme: high contrast.');
  }
}

function motionLabel(motion: MotionChoice): string {
  return motion === 'reduce' ? msg('Reduce motion: no animations') : msg('Same as the device');
}

function motionSentence(motion: MotionChoice): string {
  return motion === 'reduce' ? msg('Motion reduced.') : msg('Motion: same as the device.');
}

function announcementsLabel(level: AnnouncementLevel): string {
  return level === 'brief' ? msg('Brief: the essentials only') : msg('Full: every detail');
}

function announcementsSentence(level: AnnouncementLevel): string {
  return level === 'brief' ? msg('Announcements: brief.') : msg('Announcements: full.');
}

function idleLabel(seconds: PrivateIdleSeconds): string {
  switch (seconds) {
    case 30:
      return msg('30 seconds');
    case 60:
      return msg('1 minute');
    case 120:
      return msg('2 minutes');
    case 300:
      return msg('5 minutes');
  }
}

function idleSentence(seconds: PrivateIdleSeconds): string {
  switch (seconds) {
    case 30:
      return msg('Private screens hide after 30 seconds without input.');
    case 60:
      return msg('Private screens hide after 1 minute without input.');
    case 120:
      return msg('Private screens hide after 2 minutes without input.');
    case 300:
      return msg('Private screens hide after 5 minutes without input.');
  }
}

/** Said and shown when the device has no voice of its own. */
function noVoiceText(): string {
  return msg('This device has no offline voice, so nothing can be spoken aloud: your screen reader and the screen still give every announcement.');
}

/**
 * The settings of this device: text size, theme, motion, how much is announced, speech
 * for the table, vibration, and how long a private screen stays up without input. Nothing here is
 * private; everything is stored on the device (settings.ts).
 *
 * Native controls with visible labels: a select for the text size and the idle time, radio groups
 * in fieldsets for theme, motion and announcements, a checkbox, a select and a slider for speech,
 * a checkbox for vibration (offered only where `navigator.vibrate` exists; elsewhere a sentence
 * says the device cannot vibrate). Every change applies at once (`applySettings`), is saved, is
 * announced in one short sentence, and fires `rs-settings-change`.
 *
 * Speech uses local voices only (`localService`); "Test the voice" speaks a sample sentence, or
 * says that there is no offline voice.
 *
 * `scope="room"` (the personal-device pages, rs-room-page.ts) shows only the settings that take
 * effect there: text size, theme, motion, how much is announced and the private idle time (a
 * phone's private screen hides by the same rules as the app's). Speech and vibration are left
 * out, because the room pages do not speak aloud or vibrate; their saved values are kept for the
 * app on the same device.
 *
 * @fires rs-settings-change {Settings} after every change, with the whole new settings (bubbles)
 */
@customElement('rs-settings')
export class RsSettings extends LightElement {
  /**
   * The settings shown: those saved on the device when the element is created. The app may set
   * them (for instance after changing the language elsewhere); a change in here replaces them.
   */
  @property({ attribute: false }) settings: Settings = loadSettings();
  /** Which settings are shown: all of them (`app`, the default) or a room page's (`room`, see above). */
  @property() scope: 'app' | 'room' = 'app';
  /** Longest wait for voices that load late (`voiceschanged`), in milliseconds. */
  @property({ attribute: false }) voiceWaitMs = 3000;

  /** The local voices of the device; `null` while still looking. */
  @state() private voices: SpeechSynthesisVoice[] | null = null;
  /** The result of "Test the voice" when it is a sentence to show ('' otherwise). */
  @state() private voiceStatus = '';
  @state() private testing = false;

  private voiceLoad: AbortController | null = null;
  private voicesLoaded: Promise<void> = Promise.resolve();
  private readonly onVoicesChanged = (): void => {
    const env = speechEnvironment();
    if (env) this.voices = env.synth.getVoices().filter((v) => v.localService === true);
  };

  /** Settles once the list of local voices is known (at once when it already is). */
  get voicesReady(): Promise<void> {
    return this.voicesLoaded;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.findVoices();
  }

  override disconnectedCallback(): void {
    this.voiceLoad?.abort();
    this.voiceLoad = null;
    speechEnvironment()?.synth.removeEventListener('voiceschanged', this.onVoicesChanged);
    super.disconnectedCallback();
  }

  /** Moves focus to the "Settings" heading. */
  focusFirst(): void {
    this.querySelector<HTMLElement>('#settings-heading')?.focus();
  }

  private findVoices(): void {
    const env = speechEnvironment();
    if (!env) {
      this.voices = [];
      this.voicesLoaded = Promise.resolve();
      return;
    }
    this.voiceLoad?.abort();
    const controller = new AbortController();
    this.voiceLoad = controller;
    env.synth.addEventListener('voiceschanged', this.onVoicesChanged);
    this.voicesLoaded = loadVoices(env.synth, { timeoutMs: this.voiceWaitMs, signal: controller.signal })
      .then((voices) => {
        if (this.voiceLoad !== controller) return;
        this.voiceLoad = null;
        this.voices = voices.filter((v) => v.localService === true);
      })
      .catch(() => {
        this.voices = [];
      })
      .then(() => this.updateComplete)
      .then(() => undefined);
  }

  /** Saves `change`, applies it, announces `sentence` and tells the app. */
  private change(change: SettingsChange, sentence: string, key: string): void {
    const next = saveSettings(change);
    this.settings = next;
    applySettings(next);
    announcer.announce(sentence, 'polite', { key: `settings-${key}` });
    fire(this, 'rs-settings-change', next);
  }

  private setTextSize(value: string): void {
    const size = Number(value) as TextSize;
    if (!TEXT_SIZES.includes(size)) return;
    this.change({ textSize: size }, msg(str`Text size ${percentText(size / 100)}.`), 'text-size');
  }

  private setIdle(value: string): void {
    const seconds = Number(value) as PrivateIdleSeconds;
    if (!IDLE_CHOICES.includes(seconds)) return;
    this.change({ privateIdleSeconds: seconds }, idleSentence(seconds), 'idle');
  }

  private setVoice(value: string): void {
    const voiceURI = value === '' ? null : value;
    const voice = this.voices?.find((v) => v.voiceURI === voiceURI);
    const sentence = voice ? msg(str`Voice: ${voice.name}.`) : msg('Voice: automatic.');
    this.voiceStatus = '';
    this.change({ speech: { voiceURI: voice ? voiceURI : null } }, sentence, 'voice');
  }

  /** The slider moved: applies and saves at once; announced when the move ends (`change`). */
  private setRate(value: string, announce: boolean): void {
    const rate = validRate(Number(value));
    if (rate === null) return;
    if (!announce) {
      if (rate === this.settings.speech.rate) return;
      const next = saveSettings({ speech: { rate } });
      this.settings = next;
      fire(this, 'rs-settings-change', next);
      return;
    }
    this.change({ speech: { rate } }, msg(str`Speech rate ${percentText(rate)}.`), 'rate');
  }

  private async testVoice(): Promise<void> {
    if (this.testing) return;
    const speech = this.settings.speech;
    if (this.voices !== null && this.voices.length === 0) {
      this.showVoiceStatus(noVoiceText());
      return;
    }
    if (!speech.on) {
      this.showVoiceStatus(msg('Speech is off: turn on "Speak announcements aloud" to hear the voice.'));
      return;
    }
    this.testing = true;
    this.voiceStatus = '';
    const result = await speakAloud(
      msg('This is how the table will hear the announcements.'),
      speech,
      { interrupt: true, voiceWaitMs: this.voiceWaitMs },
    );
    this.testing = false;
    if (result === 'no-voice') this.showVoiceStatus(noVoiceText());
    else if (result === 'error') this.showVoiceStatus(msg('The voice stopped with an error.'));
  }

  private showVoiceStatus(text: string): void {
    this.voiceStatus = text;
    announcer.announce(text, 'polite', { key: 'settings-voice-test' });
  }

  private radios<T extends string>(
    name: string,
    legend: string,
    choices: readonly T[],
    current: T,
    label: (value: T) => string,
    choose: (value: T) => void,
  ) {
    return html`<fieldset id="settings-${name}">
      <legend>${legend}</legend>
      <div class="choices">
        ${choices.map(
          (value) => html`<label class="choice" for="settings-${name}-${value}">
            <input
              type="radio"
              name="settings-${name}"
              id="settings-${name}-${value}"
              value=${value}
              .checked=${value === current}
              @change=${() => choose(value)}
            />
            <span>${label(value)}</span>
          </label>`,
        )}
      </div>
    </fieldset>`;
  }

  private renderSpeech() {
    const speech = this.settings.speech;
    const voices = this.voices;
    const noVoice = voices !== null && voices.length === 0;
    const chosen = voices?.some((v) => v.voiceURI === speech.voiceURI) ? speech.voiceURI : null;
    const rate = percentText(speech.rate);
    return html`<fieldset id="settings-speech">
      <legend>${msg('Speech')}</legend>
      <label class="choice" for="settings-speech-on">
        <input
          type="checkbox"
          id="settings-speech-on"
          aria-describedby="settings-speech-hint"
          .checked=${speech.on}
          @change=${(e: Event) => {
            const on = (e.target as HTMLInputElement).checked;
            this.voiceStatus = '';
            this.change({ speech: { on } }, on ? msg('Speech on.') : msg('Speech off.'), 'speech');
          }}
        />
        <span>${msg('Speak announcements aloud')}</span>
      </label>
      <p class="hint" id="settings-speech-hint">
        ${msg('The device reads the table\'s announcements aloud for everyone, with a voice on this device only: nothing leaves the phone, and it works offline. Nothing private is ever spoken.')}
      </p>
      ${voices === null
        ? html`<p class="hint" id="settings-voices-loading">${msg('Looking for voices on this device…')}</p>`
        : noVoice
          ? html`<p class="status" id="settings-no-voice">${noVoiceText()}</p>`
          : html`<div class="field">
              <label for="settings-voice">${msg('Voice')}</label>
              <select id="settings-voice" @change=${(e: Event) => this.setVoice((e.target as HTMLSelectElement).value)}>
                <option value="" ?selected=${chosen === null}>${msg('Automatic: a voice in the app\'s language')}</option>
                ${voices.map(
                  (v) => html`<option value=${v.voiceURI} ?selected=${v.voiceURI === chosen}>${v.name} (${v.lang})</option>`,
                )}
              </select>
            </div>`}
      <div class="field">
        <div>
          <label for="settings-speech-rate">${msg('Speech rate')}</label>
          <span class="settings-value" id="settings-speech-rate-value" aria-hidden="true">${rate}</span>
        </div>
        <input
          type="range"
          id="settings-speech-rate"
          min=${SPEECH_RATE_MIN}
          max=${SPEECH_RATE_MAX}
          step=${SPEECH_RATE_STEP}
          .value=${String(speech.rate)}
          aria-valuetext=${rate}
          aria-describedby="settings-speech-rate-hint"
          @input=${(e: Event) => this.setRate((e.target as HTMLInputElement).value, false)}
          @change=${(e: Event) => this.setRate((e.target as HTMLInputElement).value, true)}
        />
        <p class="hint" id="settings-speech-rate-hint">${msg('100% is the voice\'s normal speed; from 50% to 200%.')}</p>
      </div>
      <div class="actions">
        <button type="button" id="settings-voice-test" aria-disabled=${this.testing ? 'true' : 'false'} @click=${() => void this.testVoice()}>
          ${msg('Test the voice')}
        </button>
      </div>
      ${this.voiceStatus ? html`<p class="status" id="settings-voice-status">${this.voiceStatus}</p>` : nothing}
    </fieldset>`;
  }

  private renderVibration() {
    return html`<fieldset id="settings-vibration">
      <legend>${msg('Vibration')}</legend>
      ${canVibrate()
        ? html`<label class="choice" for="settings-vibration-on">
              <input
                type="checkbox"
                id="settings-vibration-on"
                aria-describedby="settings-vibration-hint"
                .checked=${this.settings.vibration}
                @change=${(e: Event) => {
                  const on = (e.target as HTMLInputElement).checked;
                  this.change({ vibration: on }, on ? msg('Vibration on.') : msg('Vibration off.'), 'vibration');
                }}
              />
              <span>${msg('Vibrate the answers in private turns')}</span>
            </label>
            <p class="hint" id="settings-vibration-hint">${msg('Each answer of your private turn can also be felt as a pattern of pulses.')}</p>`
        : html`<p id="settings-no-vibration">
            ${msg('This device cannot vibrate: iPhone and iPad browsers and Firefox do not let web apps vibrate. The answers of private turns are spoken and shown instead.')}
          </p>`}
    </fieldset>`;
  }

  /** Speech, sound cues and vibration: the settings that act in the app only. */
  private renderAppOnly() {
    return html`${this.renderSpeech()} ${cueSettingsPart(this.settings.cues, (change, sentence, key) => this.change(change, sentence, key))} ${this.renderVibration()}`;
  }

  /** How long a private screen stays up without input: on one shared device and on a room phone alike. */
  private renderIdle() {
    return html`<div class="field">
        <label for="settings-idle">${msg('Hide a private screen after this long without input')}</label>
        <select id="settings-idle" @change=${(e: Event) => this.setIdle((e.target as HTMLSelectElement).value)}>
          ${IDLE_CHOICES.map(
            (seconds) => html`<option value=${seconds} ?selected=${seconds === this.settings.privateIdleSeconds}>${idleLabel(seconds)}</option>`,
          )}
        </select>
      </div>`;
  }

  protected override render() {
    const s = this.settings;
    return html`
      <section aria-labelledby="settings-heading">
        <h2 id="settings-heading" tabindex="-1">${msg('Settings')}</h2>
        <p class="hint">${msg('Saved on this device only. Every change applies at once.')}</p>
        <form id="settings-form" @submit=${(e: Event) => e.preventDefault()}>
          <div class="field">
            <label for="settings-text-size">${msg('Text size')}</label>
            <select id="settings-text-size" @change=${(e: Event) => this.setTextSize((e.target as HTMLSelectElement).value)}>
              ${TEXT_SIZES.map(
                (size) => html`<option value=${size} ?selected=${size === s.textSize}>${percentText(size / 100)}</option>`,
              )}
            </select>
          </div>
          ${this.radios('theme', msg('Theme'), THEMES, s.theme, themeLabel, (theme) =>
            this.change({ theme }, themeSentence(theme), 'theme'),
          )}
          ${this.radios('motion', msg('Motion'), MOTION_CHOICES, s.reducedMotion, motionLabel, (reducedMotion) =>
            this.change({ reducedMotion }, motionSentence(reducedMotion), 'motion'),
          )}
          ${this.radios(
            'announcements',
            msg('How much is announced'),
            ANNOUNCEMENT_LEVELS,
            s.announcements,
            announcementsLabel,
            (announcements) => this.change({ announcements }, announcementsSentence(announcements), 'announcements'),
          )}
          ${this.scope === 'room' ? nothing : verbositySettingsPart(s.verbosity, (change, sentence, key) => this.change(change, sentence, key))}
          ${this.scope === 'room' ? nothing : this.renderAppOnly()} ${this.renderIdle()}
        </form>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-settings': RsSettings;
  }
  interface HTMLElementEventMap {
    'rs-settings-change': CustomEvent<Settings>;
  }
}
