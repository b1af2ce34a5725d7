/**
 * What a game's two room pages (its phone and its table, room-phone-page.ts and
 * room-table-page.ts) share of that game, given once by the game: its room key, the
 * name in the pages' header and title, the sentences of its refusals, and what a page does when it
 * connects. The platform knows no game: each game hands its own.
 */
import type { ErrorBody, LocalError } from './room-client.ts';
import { RoomPage } from './rs-room-page.ts';
import { warmWords } from '../i18n/words.ts';
import { whenBrowserIdle } from '../ui/idle.ts';

/** A game's facts for its room pages. */
export interface RoomPageGame {
  /** The game's room key (its `RoomGame.key`): `room:create`'s `game`; a room of another game opens that game's page. */
  game: string;
  /** The app's name in the page's header and document title ("The Resistance companion"). */
  title(): string;
  /** The sentence of a refusal of the room server or of this device, the game's engine's refusals included (room-text.ts `roomErrorText`). */
  errorText(error: ErrorBody | LocalError): string;
  /**
   * Whether the page lays itself out as the app's column (app-styles.ts `.rs-page`: a block at most
   * 60rem wide, centred, with a little padding, less with large text on a phone), so that it reflows
   * at 320 px and reads in one column on a wide screen.
   */
  column?: boolean;
  /** Called when a page connects, before it reaches the room server (e.g. registering the game's rules for the Rules dialog). */
  setUp?(): void;
}

/**
 * Lays `element` out as the app's column (see {@link RoomPageGame.column}): by its class, so that
 * the stylesheet's rules for large text apply (an inline style would win over them).
 */
export function pageColumn(element: HTMLElement): void {
  element.classList.add('rs-page');
}

/**
 * A room page of one game (the base of room-phone-page.ts and room-table-page.ts): the game's facts
 * ({@link rooms}) name the page, say its refusals, and set it up when it connects (its column, then
 * the game's {@link RoomPageGame.setUp}), before the page reaches the room server; in its first
 * idle moment a second later it makes the list formatter its sentences use.
 */
export abstract class RoomGamePage extends RoomPage {
  /** The game's facts for its room pages (its key, its name, its refusals' sentences), the same object for its phone and its table. */
  protected abstract readonly rooms: RoomPageGame;

  /** The game's room key (its `RoomGame.key`). */
  protected get game(): string {
    return this.rooms.game;
  }

  /** The sentence of a refusal (the game's engine's refusals included). */
  protected errorText(error: ErrorBody | LocalError): string {
    return this.rooms.errorText(error);
  }

  /** The game's name in the header and title. */
  protected override appTitle(): string {
    return this.rooms.title();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.rooms.column) pageColumn(this);
    this.rooms.setUp?.();
    // The list data, ahead of the first sentence that lists names (a team proposed: about 50 ms
    // at 4× CPU the first time a page makes a list formatter, words.ts `warmWords`).
    whenBrowserIdle(warmWords);
  }
}
