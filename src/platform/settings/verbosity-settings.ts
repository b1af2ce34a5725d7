import { html } from 'lit';
import { msg } from '@lit/localize';
import { presetOf, VERBOSITY_KINDS, VERBOSITY_LEVELS, VERBOSITY_PRESETS } from './verbosity.ts';
import type { Verbosity, VerbosityKind, VerbosityLevel, VerbosityPreset } from './verbosity.ts';
import type { SettingsChange } from './settings.ts';

/** What a change of the verbosity needs of the settings form: save, apply, announce. */
export type VerbosityChange = (change: SettingsChange, sentence: string, key: string) => void;

const PRESETS = Object.keys(VERBOSITY_PRESETS) as VerbosityPreset[];

function presetLabel(preset: VerbosityPreset): string {
  switch (preset) {
    case 'new-player':
      return msg('New player: every detail, and what to do next');
    case 'practised':
      return msg('Practised: the results only');
    case 'braille':
      return msg('Braille display: the shortest words, the news first');
  }
}

function presetSentence(preset: VerbosityPreset): string {
  switch (preset) {
    case 'new-player':
      return msg('Announcements for a new player.');
    case 'practised':
      return msg('Announcements for a practised player.');
    case 'braille':
      return msg('Announcements for a braille display.');
  }
}

function kindLabel(kind: VerbosityKind): string {
  switch (kind) {
    case 'proposal':
      return msg('A team proposed');
    case 'vote':
      return msg('A vote');
    case 'mission':
      return msg('A mission');
  }
}

function levelLabel(level: VerbosityLevel): string {
  switch (level) {
    case 'default':
      return msg('As "How much is announced"');
    case 'full':
      return msg('Every detail: names, counts, the next step');
    case 'brief':
      return msg('The result only');
    case 'shortest':
      return msg('The shortest words');
  }
}

/**
 * The "Announcements by event" part of the settings form: presets (new player, practised, braille
 * display), each setting every kind at once, then one choice per kind (a team proposed, a vote, a
 * mission). A preset radio is checked while the kinds are what it sets.
 */
export function verbositySettingsPart(verbosity: Readonly<Verbosity>, change: VerbosityChange) {
  const current = presetOf(verbosity);
  return html`<fieldset id="settings-verbosity">
    <legend>${msg('Announcements by event')}</legend>
    <div class="choices">
      ${PRESETS.map(
        (preset) => html`<label class="choice" for="settings-verbosity-${preset}">
          <input
            type="radio"
            name="settings-verbosity"
            id="settings-verbosity-${preset}"
            value=${preset}
            .checked=${preset === current}
            @change=${() => change({ verbosity: { ...VERBOSITY_PRESETS[preset] } }, presetSentence(preset), 'verbosity')}
          />
          <span>${presetLabel(preset)}</span>
        </label>`,
      )}
    </div>
    ${VERBOSITY_KINDS.map(
      (kind) => html`<div class="field">
        <label for="settings-verbosity-${kind}">${kindLabel(kind)}</label>
        <select
          id="settings-verbosity-${kind}"
          @change=${(e: Event) => {
            const level = (e.target as HTMLSelectElement).value as VerbosityLevel;
            if (VERBOSITY_LEVELS.includes(level)) change({ verbosity: { [kind]: level } }, `${kindLabel(kind)}: ${levelLabel(level)}.`, `verbosity-${kind}`);
          }}
        >
          ${VERBOSITY_LEVELS.map((level) => html`<option value=${level} ?selected=${verbosity[kind] === level}>${levelLabel(level)}</option>`)}
        </select>
      </div>`,
    )}
  </fieldset>`;
}
