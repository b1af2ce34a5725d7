import '../../rules-registration.ts';
import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import type { Ask, PublicView } from '../../engine.ts';
import type { RequestArgs } from '../../../../platform/rooms/room-client.ts';
import type { ClientToServerEvents, ResistanceGameEvents, RoomSetupInput, TableSnapshot } from '../../room/protocol.ts';
import { announcer } from '../../../../platform/a11y/announcer.ts';
import { progressParts, progressText, roomConsequenceAnnouncements, roomErrorText, roomLastResultText, roomNowText, spiesWereText } from '../../text/room-text.ts';
import { RoomTablePage, type TableChange } from '../../../../platform/rooms/room-table-page.ts';
import { RS_ROOMS } from './rs-rooms.ts';
import { roomRule } from '../phase-rule.ts';
import { proposeBody, type RoomProposeDetail } from './rs-room-propose.ts';
import './rs-room-setup.ts';
import './rs-room-propose.ts';
import '../rs-board.ts';
import { stripResult } from '../rs-board-strip.ts';
import { roomHook, roomHooks } from './room-screens.ts';
import type { RoomPartHost, RoomSend } from '../module-ui.ts';
import '../rs-vote-history.ts';
import { useTableNames } from '../../text/table-names.ts';

/** The game requests this table device sends (room/protocol.ts `ClientToServerEvents`: the core's and the modules'). */
type TableAction = Extract<keyof ResistanceGameEvents, string>;

/**
 * The table device of personal-device play, at `/?table` (a new room) and
 * `/?table=CODE` (this device's room, after a reload).
 *
 * 1. The moderator sets the room up (`<rs-room-setup>`); no card is dealt yet. The platform's
 *    table page (src/platform/rooms/room-table-page.ts) carries the room: creating it, the join
 *    code, the seats, Start.
 * 2. The join code, shown in large letters and spelled letter by letter for screen readers, the
 *    join address as a link and its QR code (an image whose text alternative is the address);
 *    the seats with who is connected (in words: "Connected", "Taken, not connected now",
 *    "Free"), and for a taken seat a button that frees it: the phone holding it is disconnected
 *    and its token refused, and the player's new phone claims the seat with the join code.
 *    Once every seat is taken, "Start the game: deal the cards" (focus moves to it, and it is
 *    announced): the server deals then (R-SET-3), so that nobody sees a card before every player
 *    holds their seat. A seat freed before the game's first event takes the cards back: the
 *    table starts again once every seat is taken, and everyone gets a new card.
 * 3. During the game: what happens now with the public progress ("3 of 5 players voted"), the
 *    leader's proposal from the table (`<rs-room-propose>`, or the leader proposes on their phone),
 *    each module's step that the table may take (its screens: the Inquisitor's check), the board (`<rs-board>`) and the vote history.
 *
 * Only the public view reaches this page (`viewFor(state, 'public')` from the server): no role,
 * no vote before its reveal, no card. Every change is announced politely (the end of the game
 * assertively); focus moves to the "Now" heading when the control that had it went away.
 */
@customElement('rs-room-table')
export class RsRoomTable extends RoomTablePage<TableSnapshot, ClientToServerEvents, RoomSetupInput> {
  protected readonly rooms = RS_ROOMS;
  /** The player or card chosen in a module's decision taken at the table (a plot card's), and its error. */
  @state() private moduleChoice: string | null = null;
  @state() private moduleError = '';

  private lastView: PublicView | null = null;

  /** The rules reference opens at the step in course (a module's step that comes first: a plot card's decision, R-PLOT-4). */
  protected override currentRule(): string | null {
    const s = this.connection?.snapshot;
    const first = s ? roomHooks('tableRule').map((rule) => rule(s)).find((rule) => rule !== null) : undefined;
    return first ?? roomRule(this.lastView);
  }
  private lastProgress = '';
  /** What the modules said of the last progress (progressParts `modules`). */
  private lastModuleProgress = '';

  protected override roomReadyText(): string {
    return msg('The room is ready. The cards are dealt when you start the game, once every player has taken their seat.');
  }

  /** After every change of the room: announce what changed, keep focus somewhere sensible. */
  protected override onRoomChange({ snapshot, first, fresh, withdrawn, ready, presence }: TableChange<TableSnapshot>): void {
    // The room's sentences say the names its table chose (text/table-names.ts).
    useTableNames(snapshot.view.names);
    // What the change did, said as the one-device app says it (the engine's consequences).
    if (fresh) {
      this.moduleChoice = null;
      this.moduleError = '';
    }
    const announcements = first || !fresh ? [] : roomConsequenceAnnouncements(snapshot.consequences, snapshot.view, this.brief);
    const progress = progressText(snapshot.progress, snapshot.view);
    const parts = progressParts(snapshot.progress, snapshot.view);
    this.lastView = snapshot.view;
    void this.updateComplete.then(() => {
      this.keepFocus(first);
      for (const a of announcements) announcer.announce(a.text, a.priority);
      // The deal (R-SET-3): the cards taken back after a seat was freed, or every seat taken, ready to start.
      if (withdrawn) {
        announcer.announce(
          msg('A seat was freed before the game began: the cards are taken back. Once every seat is taken again, start the game: everyone gets a new card.'),
        );
      }
      if (ready) {
        // The next natural step: the moderator starts the game.
        this.querySelector<HTMLElement>('#room-start')?.focus();
        announcer.announce(msg('Every seat is taken: start the game when everyone is ready.'));
      }
      if (progress && progress !== this.lastProgress && snapshot.progress && snapshot.progress.done > 0) {
        // What a module says of the progress (an Opinion Maker's face-up vote, R-PLOT-3) once, then the count alone.
        // The names still to vote are on screen in the "Now" line, read on request, not said at every vote.
        announcer.announce(parts.modules !== this.lastModuleProgress ? [parts.count, parts.modules].join(' ') : parts.count, 'polite', { key: 'status' });
      }
      this.lastProgress = progress;
      this.lastModuleProgress = parts.modules;
      this.announcePresence(presence);
    });
  }

  /** Focus goes to the "Now" heading on the first view and when the focused control went away. */
  private keepFocus(first: boolean): void {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (first || lost) this.querySelector<HTMLElement>(first ? '#room-heading' : '#now-heading')?.focus();
  }

  /** The game started: the server dealt the cards, one to each seat (R-SET-3). */
  protected override async onStarted(): Promise<void> {
    await this.updateComplete;
    this.querySelector<HTMLElement>('#now-heading')?.focus();
    announcer.announce(msg('The game has started: the cards are dealt. Each player looks at their own card on their phone.'));
  }

  /** A module's step sends its request through {@link act} (ui/module-ui.ts `RoomSend`). */
  private readonly moduleSend: RoomSend = (request, payload, focus) => this.act(request as TableAction, payload as never, focus);

  /** What a module's part of this page gets of it (ui/module-ui.ts `RoomPartHost`), as it is now. */
  private partHost(): RoomPartHost {
    return {
      send: this.moduleSend,
      fail: (text, focus) => this.fail(text, focus),
      busy: this.busy,
      choice: this.moduleChoice,
      error: this.moduleError,
      setChoice: (choice, error) => {
        this.moduleChoice = choice;
        this.moduleError = error;
      },
      screenHidden: false,
      ownLook: () => undefined,
    };
  }

  private async act<E extends TableAction>(
    event: E,
    payload: RequestArgs<ClientToServerEvents, E>[0],
    focus: string,
  ): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.error = '';
    try {
      const reply = await this.connection!.request(event, ...([payload] as unknown as RequestArgs<ClientToServerEvents, E>));
      if (!reply.ok) this.fail(roomErrorText(reply.error), focus);
      return reply.ok;
    } finally {
      this.busy = false;
    }
  }

  protected override renderSetup() {
    return html`<rs-room-setup .busy=${this.busy} @rs-room-create=${(e: CustomEvent<RoomSetupInput>) => void this.createRoom(e.detail, '#room-create')}></rs-room-setup>`;
  }

  protected override renderStrip(s: TableSnapshot) {
    const view = s.view;
    return html`<rs-board-strip
      .view=${view}
      .currentMission=${view.phase === 'over' ? null : (view.proposals[view.proposals.length - 1]?.mission ?? view.round)}
      .result=${stripResult(s.lastResult, view, (c) => roomLastResultText(c, view, this.brief))}
    ></rs-board-strip>`;
  }

  protected override renderBoard(s: TableSnapshot) {
    const view = s.view;
    return html`<rs-board .view=${view} .currentMission=${view.phase === 'over' ? null : (view.proposals[view.proposals.length - 1]?.mission ?? view.round)}></rs-board>
      <rs-vote-history .view=${view}></rs-vote-history>`;
  }

  protected override renderNow(s: TableSnapshot) {
    if (!s.dealt) {
      return this.renderStart(
        s,
        msg('A seat was freed before the game began: the cards were taken back. Everyone gets a new card when you start the game again.'),
        msg('Every seat is taken. When everyone is ready, start the game: the cards are dealt, and each player sees their own card on their phone.'),
      );
    }
    const view = s.view;
    const leader = view.players[view.leader]!;
    // The table may propose: the proposal comes first (its heading, its group's name say who and how
    // many), the "Now" line after it, so that the team's first player is in the first screen of a
    // phone with 200% text.
    const proposeHere = !!asked(s, 'propose');
    const nowText = html`<p id="now-text">${roomNowText(view, s.progress)}</p>`;
    return html`<section aria-labelledby="now-heading">
      <h2 id="now-heading" tabindex="-1">${view.phase === 'over' ? msg('Game over') : msg('Now')}</h2>
      ${proposeHere ? nothing : nowText}
      ${view.phase === 'over' && s.endReveal ? html`<p id="room-spies">${spiesWereText(view.players, s.endReveal.spies)}</p>` : nothing}
      ${proposeHere
        ? html`<rs-room-propose
              .view=${view}
              .busy=${this.busy}
              heading=${msg(str`Propose ${leader}'s team from the table, or ${leader} proposes on their phone`)}
              @rs-room-propose=${(e: CustomEvent<RoomProposeDetail>) =>
                void this.act('game:propose', proposeBody(view.variants.includes('targeting'), e.detail), 'input[name="room-team"]')}
            ></rs-room-propose>
            ${nowText}`
        : nothing}
      ${roomHooks('tableSteps').flatMap((steps) =>
        Object.entries(steps).map(([kind, step]) => {
          const ask = asked(s, kind);
          return ask ? step(view, this.moduleSend, ask) : nothing;
        }),
      )}
      ${this.renderAsked(s, 'tableActions')}
      ${roomHooks('tableSection').map((section) => section(s, this.partHost()))}
      ${this.renderAsked(s, 'tableRoleSteps')}
      ${this.renderWaits(s)}
    </section>`;
  }

  /**
   * The modules' steps of the hook `key` whose ask the table may take now: their `tableActions`
   * (the Defector's loyalty card revealed, R-DEF-V1), or the hidden roles' steps the table may
   * record, `tableRoleSteps` (the Assassin's choice, R-ASN-END: the Assassin may also name on their
   * own phone; the Hunter's are in its `tableSection`).
   */
  private renderAsked(s: TableSnapshot, key: 'tableActions' | 'tableRoleSteps') {
    return roomHooks(key).flatMap((steps) =>
      Object.entries(steps).map(([kind, step]) => {
        const ask = asked(s, kind);
        return ask ? step(s.view, this.partHost(), ask) : nothing;
      }),
    );
  }

  /** Whom the room waits for, from the engine's public asks the table does not take itself. */
  private renderWaits(s: TableSnapshot) {
    const lines = s.asks.filter((a) => !a.table).flatMap((a) => {
      const text = waitText(a, s.view);
      return text ? [text] : [];
    });
    return lines.length > 0 ? html`<ul id="room-waits">${lines.map((text) => html`<li>${text}</li>`)}</ul>` : nothing;
  }
}

/** The engine's public ask of `kind` that the table may take now, if any. */
function asked(s: TableSnapshot, kind: string): Ask | undefined {
  return s.asks.find((a) => a.kind === kind && a.table);
}

/**
 * Whom the room waits for, from one of the engine's public asks, for a device that is
 * not asked: the module's sentence of the ask (its `roomWaits`: who shows a card, who
 * investigates, that a hidden role decides on their own phone, what the table does); `''` for the
 * asks the "Now" line and the modules' sections already say (the team, the Inquisitor's check, a
 * plot card's holder).
 */
function waitText(ask: Ask, view: PublicView): string {
  return roomHook('roomWaits', ask.kind)?.(ask, view) ?? '';
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-room-table': RsRoomTable;
  }
}
