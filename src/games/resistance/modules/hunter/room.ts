/**
 * The Hunter module's part of a room (rules §4.4, R-HUN-INV … R-HUN-BRAND; room/room-game.ts reads
 * it through the manifest line's `room` and `roomRequests`): its role steps (`game:role-step`) and,
 * when the app holds the cards, the investigated seat's card shown to the investigator
 * (`game:show`). Light (it is in the manifest line).
 */
import type { ModuleRoomPart, RoomRequestSpec } from '../../core/module.ts';
import type { HunterLoyalty } from './engine.ts';

declare module '../../core/augment.ts' {
  interface RoomTurnExtras {
    /**
     * With the Hunter module, when the app holds the cards: this seat is being investigated and shows
     * the Hunter one of these loyalty cards (`game:show`, R-HUN-INV; the options are the same for
     * every seat's screen, the engine plays a card the seat may not show as its true one), else `null`.
     */
    show: HunterLoyalty[] | null;
  }
}

/**
 * The Hunter's requests: the table (or, for its own step, the investigator's or a Hunter's phone)
 * records an investigation (R-HUN-INV: the investigated player shows their card first, the
 * engine's `investigate` step), an accusation (R-HUN-ACC, R-HUN-EARLY) or a Branding
 * (R-HUN-BRAND), as `game:role-step { type, target }`; the investigated seat's phone shows a
 * loyalty card (`game:show { card }`).
 */
export const hunterRoomRequests: Readonly<Record<string, RoomRequestSpec | readonly RoomRequestSpec[]>> = {
  'role-step': [
    { type: 'investigation', action: 'investigate', seats: ['target'], seatsChecked: true },
    { type: 'accusation', event: 'accusation', seats: ['target'], seatsChecked: true },
    { type: 'early-accusation', event: 'early-accusation', seats: ['target'], seatsChecked: true },
    { type: 'branding', event: 'branding', seats: ['target'], seatsChecked: true },
  ],
  show: { action: 'show', fields: { card: 'string' } },
};

/** The Hunter's part of a seat's turn in a room: the loyalty cards it may show when investigated (core/module.ts `ModuleRoomPart`). */
export const hunterRoom: ModuleRoomPart = {
  turn: (_play, asks, seat) => {
    const show = asks.find((a) => a.kind === 'show-card' && a.seat === seat);
    return { show: show ? [...(show.options!['loyalty'] as HunterLoyalty[])] : null };
  },
  // The largest its secret parts may be: the card each player this seat investigated showed it
  // (who investigated whom is public, `view.hunter.investigations`), the loyalty cards it may show,
  // its hidden steps (a Hunter's accusations, the Deep Agent's Branding: role and seats, R-HUN-ACC,
  // R-HUN-BRAND) and the show step; the Chief Fail card (R-HUN-MIS).
  secretBound: ({ board, seat, players }) => {
    const investigations = (board['hunter'] as { investigations: { by: number; target: number; mission: number }[] } | null)?.investigations ?? [];
    const seats = Array.from({ length: players }, (_, s) => s);
    const role = longest(HUNTER_ASKED);
    const hidden = { kind: 'early-accuse', seat, table: false, secret: false, hidden: true, role, optional: true, options: { seats } };
    return {
      view: { investigations: investigations.filter((i) => i.by === seat).map((i) => ({ target: i.target, mission: i.mission, card: longest(HUNTER_LOYALTIES) })) },
      changes: { investigations: 'hunter' },
      you: { show: [...HUNTER_LOYALTIES] },
      asks: [hidden, hidden, { kind: 'show-card', seat, table: false, secret: false, options: { loyalty: [...HUNTER_LOYALTIES] } }],
    };
  },
  missionCards: ['chief-fail'],
};

/** Every loyalty card an investigated player may show (engine.ts `investigationCards`, R-HUN-INV). */
export const HUNTER_LOYALTIES: readonly HunterLoyalty[] = ['chief', 'not-chief', 'resistance-chief', 'spy-chief'];

/** Every card the module's hidden steps may ask (engine.ts `HUNTER_ROLES`: the Hunters', the Coordinator's and the Deep Agent's among them). */
export const HUNTER_ASKED: readonly string[] = ['resistance-chief', 'resistance-hunter', 'spy-chief', 'spy-hunter', 'dummy-agent', 'coordinator', 'deep-agent', 'pretender'];

/** The longest of `texts`. */
function longest(texts: readonly string[]): string {
  return texts.reduce((a, b) => (b.length > a.length ? b : a), '');
}
