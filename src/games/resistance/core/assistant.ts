/**
 * The note-taking assistant's deduction from public facts only (never private information): which
 * sets of spies are still consistent with the mission results, and how often each player is in
 * them. A set is consistent when every played mission had at least as many spies on its team as
 * cards that make a mission fail were revealed (`failing`: the Fail cards and the modules' failing
 * cards, such as Chief Fail, R-HUN-MIS) (R-MIS-2: only spies play Fail; a spy may still play
 * Success, so a success rules nothing out). Sizes follow R-SET-2.
 */
import { spyCount } from './tables.ts';
import type { MissionNumber, MissionResult, Seat } from './types.ts';
import type { MissionView, PublicView } from './view.ts';

/** Every spy set consistent with the public view, and each seat's share of them (0–1). */
export interface SpySetAnalysis {
  /** The consistent sets, each sorted ascending, in lexicographic order. */
  sets: Seat[][];
  /** By seat: the fraction of consistent sets that contain that seat (0 when there are none). */
  share: number[];
  /** How many spy sets there are at all, consistent or not: C(players, spies). */
  total: number;
}

/**
 * Enumerates the C(players, spies) spy sets (at most C(10, 4) = 210) and keeps the consistent ones.
 * Works on the public view, so it can never use a secret.
 */
export function consistentSpySets(view: Pick<PublicView, 'players' | 'missions'>): SpySetAnalysis {
  const players = view.players.length;
  const played = view.missions.filter((m) => m !== null);
  const sets: Seat[][] = [];
  let total = 0;
  for (const set of combinations(players, spyCount(players))) {
    total++;
    const consistent = played.every((m) => m.team.filter((seat) => set.includes(seat)).length >= m.failing);
    if (consistent) sets.push(set);
  }
  const share = Array.from({ length: players }, (_, seat) =>
    sets.length === 0 ? 0 : sets.filter((set) => set.includes(seat)).length / sets.length,
  );
  return { sets, share, total };
}

/** All k-element subsets of 0 … n − 1, each ascending, in lexicographic order. */
function* combinations(n: number, k: number): Generator<Seat[]> {
  const chosen: Seat[] = [];
  function* pick(start: number): Generator<Seat[]> {
    if (chosen.length === k) {
      yield [...chosen];
      return;
    }
    for (let seat = start; seat <= n - (k - chosen.length); seat++) {
      chosen.push(seat);
      yield* pick(seat + 1);
      chosen.pop();
    }
  }
  yield* pick(0);
}

/** A mission as one player's notes record it. */
export interface NoteMission {
  mission: MissionNumber;
  result: MissionResult;
  fails: number;
}

/**
 * What the public record shows about one player (the note-taking assistant's memory aid), from the public view
 * only: the missions they went on, the teams they approved that then failed their mission, the
 * teams they rejected that then succeeded, and the proposals they led.
 */
export interface PlayerNotes {
  seat: Seat;
  /** Missions played with this player on the team, in the order played. */
  onMissions: NoteMission[];
  /** Missions that failed after this player approved the team that went (R-VOTE-1: votes are public). */
  approvedFailed: NoteMission[];
  /** Missions that succeeded after this player rejected the team that went. */
  rejectedSucceeded: NoteMission[];
  /** How many teams this player proposed as leader, and how many of them were approved. */
  led: { proposals: number; approved: number };
}

/** The notes of every seat, in seat order, built from the public view alone. */
export function playerNotes(view: Pick<PublicView, 'players' | 'missions' | 'proposals'>): PlayerNotes[] {
  const played = view.missions
    .filter((m): m is MissionView => m !== null)
    .sort((a, b) => a.round - b.round);
  return view.players.map((_, seat) => {
    const notes: PlayerNotes = { seat, onMissions: [], approvedFailed: [], rejectedSucceeded: [], led: { proposals: 0, approved: 0 } };
    for (const m of played) {
      const note: NoteMission = { mission: m.mission, result: m.result, fails: m.fails };
      if (m.team.includes(seat)) notes.onMissions.push(note);
      const sent = view.proposals.find((p) => p.approved === true && p.mission === m.mission && p.round === m.round);
      const vote = sent?.votes?.[seat];
      if (vote === true && m.result === 'fail') notes.approvedFailed.push(note);
      if (vote === false && m.result === 'success') notes.rejectedSucceeded.push(note);
    }
    for (const p of view.proposals) {
      if (p.leader !== seat) continue;
      notes.led.proposals++;
      if (p.approved) notes.led.approved++;
    }
    return notes;
  });
}
