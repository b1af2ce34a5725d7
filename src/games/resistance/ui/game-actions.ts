/**
 * The open game's changes, run for the app (rs-app.ts): recording an event, correcting one,
 * undo and redo, each saved first through the session, then the other tabs told, and the result
 * rendered, focused and announced by the app (`afterChange`). A conflict with another tab reloads
 * the game from the store; any other failure is shown (`showError`).
 *
 * Loaded with the game screen (game-screen.ts), not at start-up: the home screen changes no game
 * (start-up JavaScript budget, docs/performance.md).
 */
import { msg } from '@lit/localize';
import type { GameEvent } from '../engine.ts';
import type { GameSession } from '../session/game-session.ts';
import { viewFor } from '../core/view.ts';
import { StorageError } from '../../../platform/storage/types.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { storageErrorText } from '../text/storage-text.ts';
import { redoneText, undoneText } from '../text/game-text.ts';
import { correctedText, correctionRedoneText, correctionUndoneText } from '../text/correction-text.ts';
import { undoneDraft } from './undo-drafts.ts';
import { cued } from '../cues/consequence-cues.ts';
import { announcedText } from '../verbosity/announced-text.ts';
import type { GameHost } from './game-flow.ts';
import { LocalTable } from './local-table.ts';
import type { Ask } from '../core/step-types.ts';

/** What the actions need of the app: the game screen's host (game-flow.ts) and telling the other tabs. */
export interface ActionHost extends Pick<GameHost, 'session' | 'setDraft' | 'afterChange' | 'showError' | 'settings' | 'privateOpen'> {
  /** Tells the other tabs that the open game changed (`rewritten`: its log was rewritten by a correction). */
  broadcast(rewritten?: boolean): void;
}

/** The open game's changes (see the module's comment); one per app, made with the game screen. */
export class GameActions {
  /** The open game's room in the page, this device its table (local-table.ts). */
  private readonly table = new LocalTable();

  constructor(private readonly host: ActionHost) {}

  /** What the engine asks of the table now (see GameHost.tableAsks); none with no game open. */
  tableAsks(): Ask[] {
    const session = this.host.session();
    return session ? this.table.asks(session) : [];
  }

  /**
   * Takes the table's action `name` with `request` through the engine's `act` in the page's room
   * (see GameHost.act), each event it accepted saved through the session; then, as for
   * {@link record}, the other tabs are told and the consequences announced (`lead` first). A
   * refusal (the engine's rule error) is shown and changes nothing.
   */
  act(name: string, request: Record<string, unknown>, lead?: string): Promise<void> {
    return this.change(async (session) => {
      const consequences = await this.table.act(session, name, request);
      if (consequences.length === 0) return null;
      const view = viewFor(session.state, 'public');
      const settings = this.host.settings();
      const said = consequences.map((c) => announcedText(c, view, settings)).join(' ');
      // The sound cue of the last consequence; with cues without speech, the cue instead of the sentence.
      return cued(consequences[consequences.length - 1]!, lead ? `${lead} ${said}` : said, settings.cues, this.host.privateOpen());
    });
  }

  /** Back to the home screen: the game's room in the page is left. */
  closed(): void {
    this.table.close();
  }

  /**
   * Runs one change of the game through the session (saved first), then tells the other tabs,
   * announces `action`'s sentence (assertive when the game just ended) and moves focus on.
   * `action` returns `null` when nothing changed.
   */
  async change(action: (session: GameSession) => Promise<string | null>, options: { keepDraft?: boolean; rewritten?: boolean } = {}): Promise<void> {
    const session = this.host.session();
    if (!session) return;
    try {
      const text = await action(session);
      if (text === null) return;
      this.host.broadcast(options.rewritten === true);
      await this.host.afterChange(text, session.state.winner ? 'assertive' : 'polite', options.keepDraft);
    } catch (error) {
      await this.recover(error);
    }
  }

  /** Records `event` through the session (see GameHost.record); `lead` is said before its consequence. */
  record(event: GameEvent, lead?: string): Promise<void> {
    return this.change(async (session) => {
      const consequence = await session.dispatch(event);
      const said = announcedText(consequence, viewFor(session.state, 'public'), this.host.settings());
      // Its sound cue; with cues without speech, the cue instead of the sentence.
      return cued(consequence, lead ? `${lead} ${said}` : said, this.host.settings().cues, this.host.privateOpen());
    });
  }

  /** Records `event` without rendering or announcing (see GameHost.recordQuietly). */
  async recordQuietly(event: GameEvent): Promise<string | null> {
    const session = this.host.session();
    if (!session) return null;
    try {
      const consequence = await session.dispatch(event);
      this.host.broadcast();
      return announcedText(consequence, viewFor(session.state, 'public'), this.host.settings());
    } catch (error) {
      await this.recover(error);
      return null;
    }
  }

  /**
   * Corrects event `index` of the log through the session (see GameHost.correct): saved, the other
   * tabs told, rendered, focused and announced; a refusal (CorrectionError) is returned, not shown.
   */
  async correct(index: number, replacement: GameEvent, accepted: () => void): Promise<unknown> {
    let refusal: unknown = null;
    await this.change(
      async (session) => {
        try {
          const correction = await session.correct(index, replacement);
          accepted();
          return correctedText(correction, session.state);
        } catch (error) {
          if (error instanceof Error && error.name === 'CorrectionError') {
            refusal = error;
            return null;
          }
          throw error;
        }
      },
      { rewritten: true },
    );
    return refusal;
  }

  /**
   * Undoes the last action, saved first; announces what was taken back. An undone proposal, vote
   * or mission result reopens its step with what was recorded (the team, the ticks, the counts:
   * undo-drafts.ts), kept as the step's draft; a correction made in this session is undone whole.
   */
  async undo(): Promise<void> {
    const current = this.host.session();
    if (current && !current.canUndo) {
      announcer.announce(msg('Nothing to undo.'));
      return;
    }
    if (current?.correctionToUndo) {
      await this.change(async (session) => {
        const undone = await session.undoCorrection();
        return undone && correctionUndoneText(undone, session.state);
      }, { rewritten: true });
      return;
    }
    await this.change(
      async (session) => {
        const undone = await session.undo();
        if (!undone) return null;
        const value = undoneDraft(undone, session.state.setup);
        this.host.setDraft(value === null ? null : { eventCount: session.state.events.length, value });
        return undoneText(undone, session.state);
      },
      { keepDraft: true },
    );
  }

  /** Redoes the last undone action (or correction), saved first. */
  async redo(): Promise<void> {
    const current = this.host.session();
    if (current && !current.canRedo) {
      announcer.announce(msg('Nothing to redo.'));
      return;
    }
    if (current?.correctionToRedo) {
      await this.change(async (session) => {
        const redone = await session.redoCorrection();
        return redone && correctionRedoneText(redone, session.state);
      }, { rewritten: true });
      return;
    }
    await this.change(async (session) => {
      const consequence = await session.redo();
      return consequence && redoneText(consequence, viewFor(session.state, 'public'));
    });
  }

  /** After a failed action: a conflict reloads the game from the store; anything else is shown. */
  private async recover(error: unknown): Promise<void> {
    const session = this.host.session();
    if (error instanceof StorageError && error.kind === 'conflict' && session) {
      try {
        await session.reload();
      } catch (reloadError) {
        this.host.showError(reloadError);
        return;
      }
      await this.host.afterChange(storageErrorText(error), 'assertive');
      return;
    }
    this.host.showError(error);
  }
}
