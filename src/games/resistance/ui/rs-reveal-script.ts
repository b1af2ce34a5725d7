import { html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { isPlayerCount, spyCount } from '../core/tables.ts';
import { revealScript } from '../core/scripts.ts';
import type { RoleSetup } from '../core/types.ts';
import { scriptLineText } from '../text/role-text.ts';
import { avalon } from '../text/table-names.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { fire, LightElement } from '../../../platform/a11y/light-element.ts';
import { radioFieldset } from '../../../platform/a11y/radio-choices.ts';
import { loadVoices, pause, pickLocalVoice, speakLine, speechEnvironment } from '../../../platform/settings/speech.ts';
import type { SpeechEnvironment } from '../../../platform/settings/speech.ts';
import { currentLocale, playersText, secondsText, spiesText } from '../text/text.ts';

/** How a reading of the script ended (detail of `rs-script-end`). */
export interface ScriptEndDetail {
  /**
   * - `done`: every line was spoken;
   * - `stopped`: Stop was pressed, `stop()` was called, or the element left the page;
   * - `no-voice`: the device has no speech synthesis or no local voice, nothing was spoken;
   * - `error`: the synthesizer reported an error part-way.
   */
  reason: 'done' | 'stopped' | 'no-voice' | 'error';
}

/** The pauses offered between lines, in seconds. */
export const PAUSE_CHOICES: readonly number[] = [2, 5, 10, 15];

/**
 * The lines of the eyes-closed reveal, in order. Standard game (R-REV-1): close eyes, spies open
 * theirs to learn each other, spies close theirs, everyone opens. With blind spies
 * (R-VAR-BLIND) there is no reveal: everyone checks their own card in secret and spies never
 * open their eyes. A module may word the spies' line its own way (`spiesLine`: with the Spy
 * Reverser hidden, R-REVS-OPT, the Spy Reverser keeps their eyes closed). No line holds a private
 * fact (no name, no role of anyone).
 */
export function revealScriptLines(blindSpies: boolean, spiesLine: string | null = null): string[] {
  if (blindSpies) {
    return [
      msg('Everyone look at your own character card in secret, then keep it face down.'),
      avalon()
        ? msg('Blind minions of Mordred: there is no eyes-open reveal. The minions of Mordred do not open their eyes and do not learn who the other minions of Mordred are.')
        : msg('Blind spies: there is no spy reveal. Spies do not open their eyes and do not learn who the other spies are.'),
      msg('Everyone is ready: the game begins.'),
    ];
  }
  if (avalon() && spiesLine === null) {
    return [
      msg('Everyone close your eyes.'),
      msg('Minions of Mordred, open your eyes and look around to learn the other minions of Mordred.'),
      msg("Minions of Mordred, close your eyes. Everyone's eyes should be closed."),
      msg('Everyone open your eyes.'),
    ];
  }
  return [
    msg('Everyone close your eyes.'),
    spiesLine ?? msg('Spies, open your eyes and look around to learn the other spies.'),
    msg("Spies, close your eyes. Everyone's eyes should be closed."),
    msg('Everyone open your eyes.'),
  ];
}

/** "No pause", "1 second", "5 seconds". */
function pauseLabel(seconds: number): string {
  if (seconds === 0) return msg('No pause');
  return secondsText(seconds);
}

/** Said and shown when the device cannot speak the script with a voice of its own. */
function noVoiceText(): string {
  return msg('This device has no offline voice: read the script from the screen.');
}

type Phase = 'idle' | 'loading' | 'reading';

/**
 * The spy reveal script for tables playing with the physical cards (R-REV-1; with blind spies,
 * R-VAR-BLIND, the short script without a reveal), always shown as an ordered list and read
 * aloud by the device only when "Read the script aloud" is pressed.
 *
 * - Speech uses local voices only (`localService === true`), preferring one in the page's
 *   language; without speech synthesis or a local voice it says so (shown and announced) and
 *   speaks nothing. Voices that load late (`voiceschanged`) are waited for, up to
 *   `voiceWaitMs`.
 * - Each line is spoken, its `end` event awaited, then a pause of `pauseSeconds` seconds (none
 *   after the last line). The current line has `aria-current="step"` and a visible "▶" marker.
 * - Stop (or leaving the page) cancels the synthesizer and clears the pause timer. Focus goes to
 *   Stop when reading starts and back to the Read button when it ends, if it was in here.
 * - The start and the end are announced through the app's announcer; the lines themselves are
 *   only spoken by the voice.
 *
 * @fires rs-script-start when the voice starts the first line (no detail)
 * @fires rs-script-end {ScriptEndDetail} when a reading ends, however it ends
 */
@customElement('rs-reveal-script')
export class RsRevealScript extends LightElement {
  /** Blind spies variant (R-VAR-BLIND): the script without a spy reveal. */
  @property({ type: Boolean, attribute: 'blind-spies' }) blindSpies = false;
  /** A module's wording of the spies' line (text/module-text.ts `spiesRevealLine`, R-REVS-OPT), or `null` for the core's. */
  @property({ attribute: false }) spiesLine: string | null = null;
  /** Number of players (5–10), for the note on how many spies there are; optional. */
  @property({ type: Number }) players: number | undefined = undefined;
  /** Pause after each line but the last, in seconds (0 for none). The radios offer 2, 5, 10 and 15. */
  @property({ type: Number, attribute: 'pause-seconds' }) pauseSeconds = 5;
  /** Longest wait for late voices (`voiceschanged`), in milliseconds, before saying there is none. */
  @property({ attribute: false }) voiceWaitMs = 3000;

  @state() private phase: Phase = 'idle';
  /** Index of the line being spoken or paused after, -1 when not reading. */
  @state() private current = -1;
  /** A sentence on why nothing is (or no longer is) spoken, '' when all is well. */
  @state() private notice = '';

  private controller: AbortController | null = null;
  private env: SpeechEnvironment | null = null;
  private run: Promise<void> = Promise.resolve();
  /** The utterance being spoken: kept so the browser cannot collect it before its `end` event. */
  protected utterance: SpeechSynthesisUtterance | null = null;

  /**
   * The role modules of the game, or `null`: with them the script is generated from the
   * chosen roles in the seeds' order (`revealScript`, R-ASN-SCRIPT, R-HUN-REV, R-DEF-V2).
   */
  @property({ attribute: false }) roles: RoleSetup | null = null;

  /** The script's lines, in order, for the current variant and role modules. */
  get lines(): readonly string[] {
    if (this.roles && this.players !== undefined && isPlayerCount(this.players)) {
      return revealScript(this.players, this.roles, this.blindSpies).map(scriptLineText);
    }
    return revealScriptLines(this.blindSpies, this.spiesLine);
  }

  /** True from the press of Read until the reading ends (including the wait for voices). */
  get reading(): boolean {
    return this.phase !== 'idle';
  }

  /** Index (0-based) of the line being spoken or paused after, -1 when not reading. */
  get currentLine(): number {
    return this.current;
  }

  /** Settles when the reading under way ends (at once when none is). Never rejects. */
  get readingDone(): Promise<void> {
    return this.run;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Chromium loads its voices on the first request: ask early, so Read finds them ready.
    speechEnvironment()?.synth.getVoices();
  }

  override disconnectedCallback(): void {
    this.stop();
    super.disconnectedCallback();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The script being read changed under the voice: stop rather than read the wrong lines.
    if (changed.has('blindSpies') && changed.get('blindSpies') !== undefined && this.reading) this.stop();
  }

  /** Moves focus to the heading of the script. */
  focusFirst(): void {
    this.querySelector<HTMLElement>('#reveal-script-heading')?.focus();
  }

  /**
   * Reads the script aloud with a local voice (what the Read button does). Resolves when the
   * reading ends: every line spoken, stopped, refused for want of a local voice, or failed.
   * A call while a reading is under way returns that reading's promise.
   */
  read(): Promise<void> {
    if (this.controller) return this.run;
    const controller = new AbortController();
    this.controller = controller;
    this.notice = '';
    // readScript ends every path with finish(); should anything throw before it could, end here.
    this.run = this.readScript(controller.signal)
      .catch(() => (this.controller === controller ? this.finish('error') : undefined))
      .catch(() => undefined);
    return this.run;
  }

  /** Stops reading: cancels the synthesizer and the pause timer. Nothing happens when idle. */
  stop(): void {
    const controller = this.controller;
    if (!controller) return;
    controller.abort();
    if (this.phase === 'reading') this.env?.synth.cancel();
  }

  private async readScript(signal: AbortSignal): Promise<void> {
    const env = speechEnvironment();
    this.env = env;
    if (!env) return this.finish('no-voice');
    this.phase = 'loading';
    const voices = await loadVoices(env.synth, { timeoutMs: this.voiceWaitMs, signal });
    if (signal.aborted) return this.finish('stopped');
    const voice = pickLocalVoice(voices, currentLocale());
    if (!voice) return this.finish('no-voice');

    const lines = this.lines;
    this.phase = 'reading';
    this.current = 0;
    await this.updateComplete;
    if (signal.aborted) return this.finish('stopped');
    this.querySelector<HTMLButtonElement>('#reveal-script-stop')?.focus();
    announcer.announce(avalon() ? msg('Reading the eyes-closed reveal script aloud.') : msg('Reading the spy reveal script aloud.'));
    // Something else left in the synthesizer's queue would come before our first line.
    if (env.synth.speaking || env.synth.pending) env.synth.cancel();
    fire(this, 'rs-script-start', null);
    try {
      for (let i = 0; i < lines.length; i++) {
        this.current = i;
        await speakLine(env, lines[i]!, { voice, signal, onUtterance: (u) => (this.utterance = u) });
        if (signal.aborted) return this.finish('stopped');
        if (i < lines.length - 1) {
          await pause(this.pauseSeconds * 1000, signal);
          if (signal.aborted) return this.finish('stopped');
        }
      }
    } catch {
      // A SpeechError from the synthesizer (or anything unexpected): say so, stop cleanly.
      return this.finish('error');
    } finally {
      this.utterance = null;
    }
    return this.finish('done');
  }

  private async finish(reason: ScriptEndDetail['reason']): Promise<void> {
    const active = document.activeElement;
    const focusHere = !active || active === document.body || this.contains(active);
    if (reason === 'error') this.env?.synth.cancel();
    this.controller = null;
    this.phase = 'idle';
    this.current = -1;
    if (reason === 'no-voice') this.notice = noVoiceText();
    if (reason === 'error') this.notice = msg('The voice stopped with an error: read the script from the screen.');
    await this.updateComplete;
    if (this.isConnected) {
      if (focusHere) this.querySelector<HTMLButtonElement>('#reveal-script-read')?.focus();
      if (reason === 'done') announcer.announce(avalon() ? msg('The eyes-closed reveal script has been read to the end.') : msg('The spy reveal script has been read to the end.'));
      else if (reason === 'stopped') announcer.announce(msg('Stopped reading the script.'));
      else announcer.announce(this.notice, 'assertive');
    }
    fire(this, 'rs-script-end', { reason });
  }

  private intro(): string {
    const parts = [
      this.blindSpies
        ? avalon()
          ? msg('Blind minions of Mordred: there is no eyes-open reveal, so the minions of Mordred do not learn who the other minions of Mordred are.')
          : msg('Blind spies: there is no spy reveal, so the spies do not learn who the other spies are.')
        : msg('Before the game, with the physical cards: the leader reads these lines, or the device reads them aloud.'),
    ];
    const players = this.players;
    if (players !== undefined && isPlayerCount(players)) {
      parts.push(msg(str`With ${playersText(players)} there are ${spiesText(spyCount(players))}.`));
    }
    return parts.join(' ');
  }

  protected override render() {
    const lines = this.lines;
    const reading = this.reading;
    const pauses = PAUSE_CHOICES.includes(this.pauseSeconds)
      ? PAUSE_CHOICES
      : [...PAUSE_CHOICES, this.pauseSeconds].sort((a, b) => a - b);
    const readLabel =
      this.phase === 'loading'
        ? msg('Looking for an offline voice…')
        : this.phase === 'reading'
          ? msg('Reading aloud…')
          : msg('Read the script aloud');
    return html`
      <section aria-labelledby="reveal-script-heading">
        <h2 id="reveal-script-heading" tabindex="-1">${avalon() ? msg('Eyes-closed reveal script') : msg('Spy reveal script')}</h2>
        <p class="hint">${this.intro()}</p>
        <ol id="reveal-script-lines">
          ${lines.map((line, i) =>
            i === this.current
              ? html`<li aria-current="step"><strong><span aria-hidden="true">▶ </span>${line}</strong></li>`
              : html`<li>${line}</li>`,
          )}
        </ol>
        ${
          // Radios, not a <select>: Chromium reports a select's selection when it is drawn, and a
          // screen reader then moves to it and away from the control the app focused (this
          // script is drawn just after the game starts, when focus is on the first step).
          radioFieldset(msg('Pause between lines'), null, {
            name: 'reveal-script-pause',
            options: pauses.map((n) => [n, pauseLabel(n)] as const),
            checked: this.pauseSeconds,
            onPick: (n) => (this.pauseSeconds = n),
          })
        }
        <div class="actions">
          <button
            type="button"
            class="primary"
            id="reveal-script-read"
            aria-disabled=${reading ? 'true' : 'false'}
            aria-describedby="reveal-script-read-hint"
            @click=${() => void this.read()}
          >
            ${readLabel}
          </button>
          ${reading
            ? html`<button type="button" id="reveal-script-stop" @click=${() => this.stop()}>${msg('Stop')}</button>`
            : nothing}
        </div>
        <p class="hint" id="reveal-script-read-hint">
          ${msg('Nothing is spoken until you press Read. Only a voice on this device is used.')}
        </p>
        ${this.phase === 'reading' && this.current >= 0
          ? html`<p class="hint" id="reveal-script-progress">
              ${msg(str`Reading line ${this.current + 1} of ${lines.length}.`)}
            </p>`
          : nothing}
        ${this.notice ? html`<p class="status" id="reveal-script-notice">${this.notice}</p>` : nothing}
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-reveal-script': RsRevealScript;
  }
  interface HTMLElementEventMap {
    'rs-script-start': CustomEvent<null>;
    'rs-script-end': CustomEvent<ScriptEndDetail>;
  }
}
