/**
 * The numbers of the base game, as data (rules section 1).
 */
import type { MissionNumber, Seat } from './types.ts';

/** Smallest and largest table (R-SET-1). */
export const MIN_PLAYERS = 5;
export const MAX_PLAYERS = 10;

/** Number of missions on the board, and the results needed to win (R-ROUND-1, R-END-1). */
export const MISSIONS: readonly MissionNumber[] = [1, 2, 3, 4, 5];
export const WINNING_RESULTS = 3;

/** Rejected teams in a row that make the spies win (R-VOTE-4). */
export const MAX_REJECTIONS = 5;

/** Spies by player count (R-SET-2); the rest are resistance. Index: player count. */
const SPIES: Readonly<Record<number, number>> = { 5: 2, 6: 2, 7: 3, 8: 3, 9: 3, 10: 4 };

/** Team size by mission (rows) and player count (R-TEAM-1). */
const TEAM_SIZE: Readonly<Record<MissionNumber, Readonly<Record<number, number>>>> = {
  1: { 5: 2, 6: 2, 7: 2, 8: 3, 9: 3, 10: 3 },
  2: { 5: 3, 6: 3, 7: 3, 8: 4, 9: 4, 10: 4 },
  3: { 5: 2, 6: 4, 7: 3, 8: 4, 9: 4, 10: 4 },
  4: { 5: 3, 6: 3, 7: 4, 8: 5, 9: 5, 10: 5 },
  5: { 5: 3, 6: 4, 7: 4, 8: 5, 9: 5, 10: 5 },
};

/** Whether `n` is a legal number of players (R-SET-1). */
export function isPlayerCount(n: number): boolean {
  return Number.isInteger(n) && n >= MIN_PLAYERS && n <= MAX_PLAYERS;
}

/** Number of spies at a table of `players` (R-SET-2). `players` must be 5–10. */
export function spyCount(players: number): number {
  return SPIES[players] ?? 0;
}

/** Number of resistance players at a table of `players` (R-SET-2). */
export function resistanceCount(players: number): number {
  return players - spyCount(players);
}

/** Team size for `mission` at a table of `players` (R-TEAM-1). */
export function teamSize(players: number, mission: MissionNumber): number {
  return TEAM_SIZE[mission][players] ?? 0;
}

/** Fail cards needed to fail `mission`: 2 for mission 4 at 7+ players (R-MIS-4), else 1 (R-MIS-3). */
export function failsNeeded(players: number, mission: MissionNumber): 1 | 2 {
  return mission === 4 && players >= 7 ? 2 : 1;
}

/** The seat clockwise after `seat` (R-SET-4: the leader token moves clockwise). */
export function nextSeat(seat: Seat, players: number): Seat {
  return (seat + 1) % players;
}

/** Whether `value` is a mission number 1–5. */
export function isMissionNumber(value: unknown): value is MissionNumber {
  return value === 1 || value === 2 || value === 3 || value === 4 || value === 5;
}

/** Whether `value` is a seat at a table of `players`. */
export function isSeat(value: unknown, players: number): value is Seat {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < players;
}
