import { html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import { language } from '../i18n/locale.ts';
import { LightElement } from '../a11y/light-element.ts';
import { openModal } from '../a11y/modal.ts';
import { loadRules } from './rules-types.ts';
import type { RuleSection, RulesContent } from './rules-types.ts';
// Its styles (more-styles.ts), adopted as this module loads: in place before its first render.
import '../a11y/more-styles.ts';

/** The section of `content` that covers `rule` (a rule id such as 'R-MIS-4'), if any (none for `null`). */
export function sectionFor(content: RulesContent, rule: string | null): RuleSection | undefined {
  if (rule === null) return undefined;
  return content.sections.find((s) => s.id === rule) ?? content.sections.find((s) => s.rules.includes(rule));
}

/**
 * The rules reference: short sections written for this app, in the app's language
 * (the game's, registered with `registerRules`: src/games/resistance/rules/en.ts, pl.ts), in a modal dialog with a list of contents, reachable from every
 * screen by the app's "Rules" button in the header (which loads this component on first use). It opens at the section of the rule that matters now
 * (`rule`, set by the app: for example R-MIS-4 during mission 4 at 7+ players), with focus on
 * that section's heading; Escape or Close returns focus to the button. With no rule that matters
 * now (`rule` null, as on the personal-device pages) it opens at the top, on its title, with no
 * section marked "(now)".
 */
@customElement('rs-rules')
export class RsRules extends LightElement {
  /** The rule id that matters now; the dialog opens at the section covering it (at the top when null). */
  @property() rule: string | null = 'R-SET-1';
  @state() private content: RulesContent | null = null;
  @query('#rules-dialog') private dialog!: HTMLDialogElement;

  /** Whether the dialog is open. */
  get open(): boolean {
    return this.dialog?.open ?? false;
  }

  /**
   * Opens the reference at the section of `rule` (default: the current one) and focuses its
   * heading; at the top, on the title, when `rule` is null.
   */
  async show(rule: string | null = this.rule): Promise<void> {
    // Loaded at every opening (the chunks are cached): the game's reference may change with the
    // game open (a table's names, the language).
    this.content = await loadRules(language());
    await this.updateComplete;
    openModal(this.dialog, null);
    this.goTo(rule);
  }

  /** Moves to the section covering `rule` inside the open dialog (to the title when null or unknown). */
  goTo(rule: string | null): void {
    const section = this.content && sectionFor(this.content, rule);
    const heading = this.querySelector<HTMLElement>(section ? `#rules-${CSS.escape(section.id)}-title` : '#rules-title');
    heading?.focus();
    heading?.scrollIntoView({ block: 'start' });
  }

  /** Closes the dialog (focus returns to where it was when it opened). */
  close(): void {
    if (this.dialog?.open) this.dialog.close();
  }

  protected override render() {
    const content = this.content;
    return html`
      <dialog id="rules-dialog" class="rules" aria-labelledby="rules-title">
        <h2 id="rules-title" tabindex="-1">${content?.title ?? msg('Rules')}</h2>
        ${content ? this.renderContent(content) : nothing}
        <div class="actions">
          <button type="button" id="rules-close" class="primary" @click=${() => this.close()}>${msg('Close the rules')}</button>
        </div>
      </dialog>
    `;
  }

  private renderContent(content: RulesContent) {
    const parts = Object.keys(content.parts) as RuleSection['part'][];
    const current = sectionFor(content, this.rule);
    return html`
      <nav aria-labelledby="rules-contents-title">
        <h3 id="rules-contents-title">${msg('Contents')}</h3>
        <ul>
          ${content.sections.map(
            (s) => html`<li>
              <button type="button" class="link" aria-current=${s === current ? 'true' : nothing} @click=${() => this.goTo(s.id)}>
                ${s.title}${s === current ? html` <span class="hint">${msg('(now)')}</span>` : nothing}
              </button>
            </li>`,
          )}
        </ul>
      </nav>
      ${parts.map((part) => {
        const sections = content.sections.filter((s) => s.part === part);
        if (sections.length === 0) return nothing;
        return html`<section aria-labelledby="rules-part-${part}">
          <h3 id="rules-part-${part}">${content.parts[part]}</h3>
          ${sections.map(
            (s) => html`<section id="rules-${s.id}" aria-labelledby="rules-${s.id}-title">
              <h4 id="rules-${s.id}-title" tabindex="-1">${s.title}</h4>
              ${s.paragraphs.map((p) => html`<p>${p}</p>`)}
              <p class="hint">${s.rules.join(', ')}</p>
            </section>`,
          )}
        </section>`;
      })}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-rules': RsRules;
  }
}
