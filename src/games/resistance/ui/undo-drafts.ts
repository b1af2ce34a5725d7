/**
 * The recording steps' input rebuilt from an event already recorded ("undo restores the
 * step's input as it was"): after undoing a proposal, a vote or a mission result, its step shows
 * what was recorded, ready to be changed or recorded again; the correction form (rs-correction.ts)
 * opens filled the same way. Each value has the shape its component keeps as its draft (`rs-draft`,
 * kept in the saved UI state for a reload): {@link TeamDraft}, {@link VoteDraft}, and the mission
 * recorder's counts.
 */
import type { GameEvent, GameSetup, MissionEvent, ProposalEvent, VoteEvent } from '../engine.ts';
import type { TeamDraft } from './rs-team-picker.ts';
import type { VoteDraft } from './rs-vote-recorder.ts';

/**
 * The mission recorder's draft: the counts of revealed cards, the Fail cards' (R-MIS-1) and each
 * module's own cards' by the mission event's field (ModuleScreens `missionCounts`: `reverses`,
 * R-REVS-3; `chiefFails`, R-HUN-MIS).
 */
export interface MissionDraft {
  fails: number;
  [count: string]: number;
}

/** The team picker's input for a recorded proposal: its team (in seat order) and its mission. */
export function proposalDraftOf(event: ProposalEvent): TeamDraft {
  return { chosen: [...event.team].sort((a, b) => a - b), mission: event.mission ?? null };
}

/** The vote recorder's ticks for a recorded vote: who approved (R-VOTE-1), one entry per seat. */
export function voteDraftOf(event: VoteEvent, players: number): VoteDraft {
  return { approve: Array.from({ length: players }, (_, seat) => event.approve.includes(seat)) };
}

/**
 * The mission recorder's counts for a mission recorded as counts (the table's cards, R-MIS-1):
 * `fails` and every other count the event holds (its fields that are whole numbers: the
 * modules' counts); the recorder takes those of the game's modules.
 */
export function missionDraftOf(event: MissionEvent): MissionDraft | null {
  if (event.fails === undefined) return null; // recorded card by card: not the table's form
  const draft: MissionDraft = { fails: event.fails };
  for (const [field, value] of Object.entries(event)) {
    if (field !== 'fails' && Number.isInteger(value)) draft[field] = value as number;
  }
  return draft;
}

/**
 * The input of the step an undone `event` reopens, or `null` when that step has no public form to
 * fill: a vote collected in secret turns or a mission played with cards the app dealt stays secret
 * (R-VOTE-1, R-MIS-1), and the modules' steps start empty.
 */
export function undoneDraft(event: GameEvent, setup: GameSetup): unknown {
  switch (event.type) {
    case 'proposal':
      return proposalDraftOf(event as ProposalEvent);
    case 'vote':
      return setup.secretVotes ? null : voteDraftOf(event as VoteEvent, setup.players.length);
    case 'mission':
      return setup.spies ? null : missionDraftOf(event as MissionEvent);
    default:
      return null;
  }
}
