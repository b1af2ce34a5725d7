import { html } from 'lit';
import { msg, str } from '@lit/localize';
import { CUE_KINDS, CUE_MODES, cuesCanVibrate, playCue } from '../cues/cues.ts';
import type { CueKind, CueMode, CueSettings } from '../cues/cues.ts';
import type { SettingsChange } from './settings.ts';

/** What a change of the cue settings needs of the settings form: save, apply, announce. */
export type CueChange = (change: SettingsChange, sentence: string, key: string) => void;

function modeLabel(mode: CueMode): string {
  switch (mode) {
    case 'off':
      return msg('Off');
    case 'on':
      return msg('On, with the announcements');
    case 'only':
      return msg('Cues without speech: the events that have a cue are not announced (they stay on the page)');
  }
}

function modeSentence(mode: CueMode): string {
  switch (mode) {
    case 'off':
      return msg('Sound cues off.');
    case 'on':
      return msg('Sound cues on.');
    case 'only':
      return msg('Sound cues without speech.');
  }
}

/** The name of a cue, for its "play" button. */
export function cueName(kind: CueKind): string {
  switch (kind) {
    case 'turn':
      return msg('A new step');
    case 'approved':
      return msg('Team approved');
    case 'rejected':
      return msg('Team rejected');
    case 'success':
      return msg('Mission succeeded');
    case 'failure':
      return msg('Mission failed');
    case 'track-4':
      return msg('Vote track at 4');
    case 'game-end':
      return msg('Game over');
    case 'error':
      return msg('Refused or not understood');
  }
}

/**
 * The "Sound cues" part of the settings form: off, on, or cues without speech (radios); the cues'
 * own volume (a slider, apart from speech); vibration with the cues where the device can (Android:
 * elsewhere a sentence says the browser cannot vibrate); and a button per cue that plays it.
 */
export function cueSettingsPart(cues: CueSettings, change: CueChange) {
  const volume = msg(str`${cues.volume}%`);
  return html`<fieldset id="settings-cues">
    <legend>${msg('Sound cues')}</legend>
    <p class="hint">${msg('Short tunes for the events that matter, told apart by rhythm and pitch; made on this device, they work offline.')}</p>
    <div class="choices">
      ${CUE_MODES.map(
        (mode) => html`<label class="choice" for="settings-cues-${mode}">
          <input
            type="radio"
            name="settings-cues"
            id="settings-cues-${mode}"
            value=${mode}
            .checked=${mode === cues.mode}
            @change=${() => change({ cues: { mode } }, modeSentence(mode), 'cues')}
          />
          <span>${modeLabel(mode)}</span>
        </label>`,
      )}
    </div>
    <div class="field">
      <div>
        <label for="settings-cue-volume">${msg('Volume of the cues')}</label>
        <span class="settings-value" aria-hidden="true">${volume}</span>
      </div>
      <input
        type="range"
        id="settings-cue-volume"
        min="0"
        max="100"
        step="10"
        .value=${String(cues.volume)}
        aria-valuetext=${volume}
        @change=${(e: Event) => {
          const value = Number((e.target as HTMLInputElement).value);
          change({ cues: { volume: value } }, msg(str`Volume of the cues ${value}%.`), 'cue-volume');
        }}
      />
    </div>
    ${cuesCanVibrate()
      ? html`<label class="choice" for="settings-cues-vibrate">
          <input
            type="checkbox"
            id="settings-cues-vibrate"
            .checked=${cues.vibrate}
            @change=${(e: Event) => {
              const on = (e.target as HTMLInputElement).checked;
              change({ cues: { vibrate: on } }, on ? msg('The cues vibrate too.') : msg('The cues do not vibrate.'), 'cue-vibrate');
            }}
          />
          <span>${msg('Vibrate with the cues')}</span>
        </label>`
      : html`<p class="hint" id="settings-cues-no-vibration">${msg('This browser cannot vibrate: only Android phones can, in Chrome and other Chromium browsers.')}</p>`}
    <p id="settings-cue-samples">${msg('Hear each cue:')}</p>
    <div class="actions" role="group" aria-labelledby="settings-cue-samples">
      ${CUE_KINDS.map(
        (kind) => html`<button type="button" id="settings-cue-${kind}" @click=${() => playCue(kind, { ...cues, mode: 'on' })}>${cueName(kind)}</button>`,
      )}
    </div>
  </fieldset>`;
}
