/**
 * The join-code field: the label, the text input and its hint that every form
 * asking for a room's join code shows (the home page's "Join a game", the phone page's "Join a
 * room"). The form around it (heading, error line, button, what a code does) is the caller's.
 * Small: the home page renders it at start-up.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import { codeLetters, foreignCodeLetters } from './join-code.ts';
import { JOIN_CODE_ALPHABET } from './protocol.ts';

/** Where the field's parts go and what it holds. */
export interface JoinCodeFieldOptions {
  /** The input's id (its label's `for`). */
  inputId: string;
  /** The hint's id ("5 letters, such as K X M P R."). */
  hintId: string;
  /** The id of the caller's error line (after the hint and the letters in `aria-describedby`). */
  errorId: string;
  /**
   * The id of the line spelling back the letters typed ("Letters typed: K, X, M."), so a screen
   * reader reads the code one letter at a time; without it the field has no such line.
   */
  lettersId?: string;
  /** The input's class (e.g. `join-code-field`: letters apart, in capitals, app-styles.ts); none when left out. */
  inputClass?: string;
  /** What is typed (as typed: the caller normalizes it, `normalizeCode`). */
  value: string;
  /** Whether the error line holds an error now (`aria-invalid`). */
  invalid: boolean;
  /** Called with the input's value on every input. */
  onInput: (value: string) => void;
}

/**
 * The join-code field: `<div class="field">` with the label "Join code", a text input (no
 * autocomplete or spellcheck, capitals, Enter as "go", described by the hint, the letters line and
 * the error line) and the hint, then the letters line when `lettersId` is given.
 */
export function joinCodeField(options: JoinCodeFieldOptions): TemplateResult {
  const { inputId, hintId, errorId, lettersId, value } = options;
  const letters = lettersId ? codeLetters(value) : '';
  const describedBy = [hintId, lettersId, errorId].filter((id) => id).join(' ');
  return html`<div class="field">
    <label for=${inputId}>${msg('Join code')}</label>
    <input
      id=${inputId}
      class=${options.inputClass ?? nothing}
      type="text"
      autocomplete="off"
      autocapitalize="characters"
      spellcheck="false"
      enterkeyhint="go"
      aria-describedby=${describedBy}
      aria-invalid=${options.invalid ? 'true' : 'false'}
      .value=${value}
      @input=${(e: Event) => options.onInput((e.target as HTMLInputElement).value)}
    />
    <p class="hint" id=${hintId}>${msg('5 letters, such as K X M P R.')}</p>
    ${lettersId
      ? html`<p class="hint join-letters" id=${lettersId}>${letters ? msg(str`Letters typed: ${[...letters].join(', ')}.`) : ''}</p>`
      : nothing}
  </div>`;
}

/**
 * Why `input` is not a join code, in words: when it holds letters no code uses ("ZZZZZ"), it
 * names them and the letters codes use ("Join codes never use Z: their letters are A C D E F G H J
 * K M N P R T U V W X Y. …"); otherwise the form of a code (5 letters). Used for a code refused on
 * this device (not a join code: `normalizeCode` gave `null`) before any room is looked up.
 */
export function badCodeText(input: string): string {
  const foreign = foreignCodeLetters(input);
  if (foreign.length === 0) return msg('A join code is 5 letters, such as K X M P R. Check the code and type it again.');
  const used = [...JOIN_CODE_ALPHABET].join(' ');
  return msg(str`Join codes never use ${foreign.join(', ')}: their letters are ${used}. Check the code and type it again.`);
}
