import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import { LightElement } from '../../../platform/a11y/light-element.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { sayPublic } from '../../../platform/settings/say.ts';
import type { CommandReply } from '../../../platform/commands/rs-command-field.ts';
import '../../../platform/commands/rs-command-field.ts';
import type { GameEvent, GameState } from '../engine.ts';
import { viewFor } from '../core/view.ts';
import { playCue } from '../../../platform/cues/cues.ts';
import type { GameSession } from '../session/game-session.ts';
import type { Settings } from '../../../platform/settings/settings.ts';

/** What the command field needs of the game screen (a part of game-flow.ts's `GameHost`, which it is given). */
export interface CommandHost {
  session(): GameSession | null;
  /** Records one event: saved, rendered, announced (or refused, shown). */
  record(event: GameEvent): Promise<void>;
  /** Runs a user action after the ones before it. */
  run(task: () => Promise<void>): void;
  undo(): Promise<void>;
  redo(): Promise<void>;
  settings(): Settings;
  privateOpen(): boolean;
  /** The "where are we" sentence, as the game screen shows it. */
  summary(): string;
}

/**
 * The Resistance's command field on the one-device game screen: `<rs-command-field>` (Alt+K) with
 * the game's vocabulary (commands.ts, loaded on the first input). A command is checked by the
 * engine, then recorded through the app like a button's action (saved, rendered and announced
 * with its consequence); focus stays in the field. A question's answer is said and shown.
 * The game screen leaves this element out while a private screen shows.
 */
@customElement('rs-game-commands')
export class RsGameCommands extends LightElement {
  @property({ attribute: false }) host: CommandHost | null = null;

  private vocabulary: Promise<typeof import('./commands.ts')> | null = null;

  /** Runs `task` in the app's queue of actions and resolves when it is done. */
  private inQueue(task: () => Promise<void>): Promise<void> {
    const host = this.host!;
    return new Promise((resolve) =>
      host.run(async () => {
        try {
          await task();
        } finally {
          resolve();
        }
      }),
    );
  }

  /**
   * An action through the app: its announcement is the reply (the app says it); with cues without
   * speech the app says nothing and the field shows what was recorded.
   */
  private async acted(task: () => Promise<void>, lastText: (state: GameState) => string): Promise<CommandReply> {
    const before = announcer.log.length;
    const session = this.host!.session();
    const events = session?.state.events;
    await this.inQueue(task);
    if (announcer.log.length > before) return { text: announcer.last, said: true, done: true };
    const now = this.host!.session();
    if (now && now.state.events !== events) return { text: lastText(now.state), said: true, done: true };
    return { text: msg('Nothing was recorded.'), done: false, priority: 'assertive' };
  }

  /** The error cue of a refused or misunderstood input. */
  private refused(reply: CommandReply): CommandReply {
    const host = this.host;
    if (host && !host.privateOpen()) playCue('error', host.settings().cues);
    return reply;
  }

  private readonly reply = async (text: string): Promise<CommandReply> => {
    const host = this.host;
    const session = host?.session();
    if (!host || !session) return { text: msg('No game open.'), done: false };
    this.vocabulary ??= import('./commands.ts');
    const { interpret, lastText } = await this.vocabulary;
    const last = (state: GameState) => lastText(state, viewFor(state, 'public'));
    const meant = interpret(text, { state: session.state, summary: () => host.summary() });
    switch (meant.kind) {
      case 'record':
        return this.acted(() => host.record(meant.event), last);
      case 'undo':
        return this.acted(() => host.undo(), last);
      case 'redo':
        return this.acted(() => host.redo(), last);
      case 'answer':
        return { text: meant.text, done: true };
      case 'refused':
        return this.refused({ text: meant.text, done: false, priority: 'assertive' });
      case 'unknown':
        return this.refused({ text: meant.text, done: false });
    }
  };

  private readonly say = (text: string, priority: 'polite' | 'assertive'): void => {
    const host = this.host;
    sayPublic(text, priority, host && !host.privateOpen() ? host.settings().speech : null);
  };

  /** Opens the field and focuses it (Alt+K does the same). */
  async show(): Promise<void> {
    await this.updateComplete;
    await this.querySelector('rs-command-field')?.show();
  }

  protected override render() {
    return html`<rs-command-field .interpret=${this.reply} .say=${this.say} examples=${this.examples()}></rs-command-field>`;
  }

  private examples(): string {
    return msg('For example: team 1 3, approve all, approve all but 2 4, fails 1, score, vote track, last, help.');
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-game-commands': RsGameCommands;
  }
}
