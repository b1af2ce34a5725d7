/**
 * The room functions of server/room.ts bound to The Resistance's room game, typed with its shapes,
 * for the tests that drive a room as data (no socket): the server's generic functions with the
 * game given once, and The Resistance's actions written as the protocol's requests
 * (`game:<name>` with its body) in one object.
 */
import * as room from '../../server/room.ts';
import type { RoomRecord as AnyRoomRecord } from '../../server/room.ts';
import { resistanceRoomGame } from '../../src/games/resistance/room/room-game.ts';
import type { GameEvent, GameSetup, GameState, MissionCard, MissionNumber, Note, Play, Secret, Seat } from '../../src/games/resistance/engine.ts';
import type { HunterLoyalty } from '../../src/games/resistance/modules/hunter/engine.ts';
import type { PlotCard } from '../../src/games/resistance/modules/plot/engine/index.ts';
import type { RoomSetupInput, SeatSnapshot, TableSnapshot } from '../../src/games/resistance/room/protocol.ts';
import type { RoleStepType as RoleStep } from '../../src/games/resistance/room/protocol.ts';

export { RoomError, authenticate, type Actor } from '../../server/room.ts';
import type { RoomStore } from '../../server/store.ts';

/** A Resistance room as stored, with the game's types. */
export interface RoomRecord extends AnyRoomRecord {
  setup: GameSetup;
  events: GameEvent[];
  pending: Secret | null;
  notes: Note[];
}

/** The game, as the room functions take it. */
export const game = resistanceRoomGame as unknown as import('../../src/platform/rooms/room-game.ts').RoomGame;

/** A game action as the protocol sends it: `type` is the request's name (`game:<type>`), the rest its body. */
export type RoomAction =
  | { type: 'propose'; team: Seat[]; mission?: MissionNumber; investigator?: Seat }
  | { type: 'vote'; approve: boolean }
  | { type: 'card'; card: MissionCard }
  | { type: 'role-step'; step: RoleStep; target: Seat }
  | { type: 'show'; card: HunterLoyalty }
  | { type: 'loyalty-draw' }
  | { type: 'set-aside'; index: number }
  | { type: 'inquire'; target: Seat }
  | { type: 'plot-draw' }
  | { type: 'plot-give'; card: PlotCard; to: Seat }
  | { type: 'plot-use'; card: PlotCard; by?: Seat; target?: Seat; take?: PlotCard }
  | { type: 'plot-pass'; card: PlotCard; by?: Seat };

export function newRoom(code: string, input: RoomSetupInput, tableTokenHash: string, randomInt: (n: number) => number): RoomRecord {
  return room.newRoom(game, code, input, tableTokenHash, randomInt) as RoomRecord;
}

export function isDealt(r: RoomRecord): boolean {
  return room.isDealt(game, r);
}

export function startGame(r: RoomRecord, randomInt: (n: number) => number): RoomRecord {
  return room.startGame(game, r, randomInt) as RoomRecord;
}

export function revokeSeat(r: RoomRecord, seat: unknown): RoomRecord {
  return room.revokeSeat(game, r, seat) as RoomRecord;
}

/** Applies `action` (its request as the protocol sends it). */
export function act(r: RoomRecord, actor: room.Actor, action: RoomAction, randomInt: (n: number) => number): { room: RoomRecord; consequences: unknown[]; card?: MissionCard } {
  const { type, ...body } = action as { type: string } & Record<string, unknown>;
  const request = type === 'role-step' ? { type: body.step, target: body.target } : body;
  const done = room.act(game, r, actor, type, request, randomInt);
  return { room: done.room as RoomRecord, consequences: done.consequences, ...(done.reply as { card?: MissionCard }) };
}

export function roomPlay(r: RoomRecord): Play {
  return game.load(r) as Play;
}

export function roomState(r: RoomRecord): GameState {
  return roomPlay(r).state;
}

export function seatSnapshot(r: RoomRecord, seat: Seat): SeatSnapshot {
  return room.seatSnapshot(game, r, seat) as SeatSnapshot;
}

export function tableSnapshot(r: RoomRecord, connected: ReadonlySet<Seat>, joinUrl: string): TableSnapshot {
  return room.tableSnapshot(game, r, connected, joinUrl) as TableSnapshot;
}

/** A phone claims `seat` and the table admits it at once (the digits typed back), in one change of the record. */
export function claimSeat(r: RoomRecord, seat: unknown, tokenHash: string): RoomRecord {
  return admitted(room.claimSeat(r, seat, tokenHash) as RoomRecord, seat);
}

/** `r` with `seat`'s phone admitted by the table, the version unchanged (for tests that claim through the pure functions). */
export function admitted<R extends room.RoomRecord>(r: R, seat: unknown): R {
  return { ...r, seats: r.seats.map((s, i) => (i === seat ? { ...s, admitted: true } : s)) };
}

/** The stored room `code` as the room server reads it (upgraded), with The Resistance's types. @throws when there is none */
export async function loadRoom(store: RoomStore, code: string): Promise<RoomRecord> {
  const stored = await store.load(code);
  if (!stored) throw new Error(`no room ${code} is stored`);
  return room.upgradeRoom(room.roomGames([game]), stored) as RoomRecord;
}
