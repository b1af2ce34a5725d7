import { html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import { LightElement } from '../a11y/light-element.ts';
import { announcer } from '../a11y/announcer.ts';

/** What a game answers to one typed command or question. */
export interface CommandReply {
  /** One sentence: the answer, the action's result, or what was understood and what is accepted. */
  text: string;
  /** Whether the game has announced `text` itself (an action's result goes through its own announcement). */
  said?: boolean;
  /** Whether the input was understood and done (the field empties); else it keeps the text, selected, to be corrected. */
  done: boolean;
  /** The announcement's priority when the field says it: polite unless an error. */
  priority?: 'polite' | 'assertive';
}

/** The shortcut that opens the command field (`aria-keyshortcuts` form), and its label. */
export const COMMAND_SHORTCUT = { keys: 'Alt+K', label: 'Alt+K' } as const;

/**
 * The command field: a text field opened by Alt+K (or its button) where a player types a command
 * or a question and hears one sentence back ({@link CommandReply}); the answer is also shown under
 * the field. Single keys are safe here (it is a text field: WCAG 2.1.4 has no single-key shortcut
 * outside it). Enter sends; Escape (or Close) closes it and focus goes back where it was before
 * it opened. Focus stays in the field after each answer (`data-keeps-focus`), so that a round is
 * typed line after line.
 *
 * The game gives `interpret` (its vocabulary) and `examples` (a line of what it accepts, shown
 * under the field and read as its description); `say` announces the answers (the announcer by
 * default; the app passes its own, which also speaks aloud with the speech setting). Alt+K is
 * listened to on the document while the element is connected: a game removes the element while a
 * private screen shows, so no command works over a private screen.
 */
@customElement('rs-command-field')
export class RsCommandField extends LightElement {
  /** The game's vocabulary: one reply per input. */
  @property({ attribute: false }) interpret: ((text: string) => Promise<CommandReply>) | null = null;
  /** What the field accepts, in one line (e.g. "team 1 3, approve all, fails 1, score, help"). */
  @property() examples = '';
  /** Says an answer (the announcer by default). */
  @property({ attribute: false }) say: (text: string, priority: 'polite' | 'assertive') => void = (text, priority) =>
    announcer.announce(text, priority);

  @state() private open = false;
  @state() private answer = '';
  @query('#command-input') private input!: HTMLInputElement | null;
  private returnTo: HTMLElement | null = null;
  private busy = false;

  private readonly onKeydown = (event: KeyboardEvent): void => {
    if (event.code !== 'KeyK' || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    void this.show();
  };

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('keydown', this.onKeydown);
  }

  override disconnectedCallback(): void {
    document.removeEventListener('keydown', this.onKeydown);
    super.disconnectedCallback();
  }

  /** Whether the field is open. */
  get isOpen(): boolean {
    return this.open;
  }

  /** Opens the field (if closed) and focuses it; focus returns to the element focused now on close. */
  async show(): Promise<void> {
    if (!this.open) {
      const active = document.activeElement;
      this.returnTo = active instanceof HTMLElement && active !== document.body ? active : null;
      this.open = true;
    }
    await this.updateComplete;
    this.input?.focus();
  }

  /** Closes the field; focus goes back where it was when it opened (or to the field's button). */
  async close(): Promise<void> {
    if (!this.open) return;
    this.open = false;
    await this.updateComplete;
    const back = this.returnTo?.isConnected ? this.returnTo : this.querySelector<HTMLElement>('#command-open');
    this.returnTo = null;
    back?.focus();
  }

  /** Sends `text` as if typed (the field's Enter): the reply is shown, and said unless the game said it. */
  async send(text: string): Promise<CommandReply | null> {
    const interpret = this.interpret;
    if (!interpret || this.busy || !text.trim()) return null;
    this.busy = true;
    try {
      const reply = await interpret(text);
      this.answer = reply.text;
      if (!reply.said) this.say(reply.text, reply.priority ?? 'polite');
      await this.updateComplete;
      const input = this.input;
      if (input) {
        if (reply.done) input.value = '';
        else input.select();
      }
      return reply;
    } finally {
      this.busy = false;
    }
  }

  private onSubmit(event: Event): void {
    event.preventDefault();
    void this.send(this.input?.value ?? '');
  }

  private onFieldKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    void this.close();
  }

  protected override render() {
    if (!this.open) {
      return html`<div class="actions">
        <button type="button" id="command-open" aria-keyshortcuts=${COMMAND_SHORTCUT.keys} @click=${() => void this.show()}>
          ${msg('Type a command or question (Alt+K)')}
        </button>
      </div>`;
    }
    return html`<section class="command-field" aria-labelledby="command-heading" data-keeps-focus>
      <h2 id="command-heading">${msg('Commands and questions')}</h2>
      <form @submit=${(e: Event) => this.onSubmit(e)} novalidate>
        <div class="field">
          <label for="command-input">${msg('Command or question')}</label>
          <input
            id="command-input"
            type="text"
            autocomplete="off"
            autocapitalize="off"
            spellcheck="false"
            enterkeyhint="send"
            aria-describedby="command-examples"
            @keydown=${(e: KeyboardEvent) => this.onFieldKeydown(e)}
          />
        </div>
        <p class="hint" id="command-examples">${this.examples} ${msg('Enter sends; Escape closes.')}</p>
        <div class="actions">
          <button type="submit" class="primary">${msg('Send')}</button>
          <button type="button" id="command-close" @click=${() => void this.close()}>${msg('Close')}</button>
        </div>
      </form>
      ${this.answer ? html`<p id="command-answer">${this.answer}</p>` : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-command-field': RsCommandField;
  }
}
