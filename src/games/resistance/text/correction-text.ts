/**
 * The sentences of corrections ("correct an earlier round"): what was corrected and
 * where the game goes on from, a refusal naming the later event that would no longer be legal
 * and its rule, and the undo and redo of a correction. English and Polish (@lit/localize).
 */
import { msg, str } from '@lit/localize';
import type { GameEvent, GameState, MissionEvent, ProposalEvent, VoteEvent } from '../engine.ts';
import type { CorrectionError } from '../core/correct.ts';
import { stateBefore } from '../core/correct.ts';
import { currentProposal } from '../core/reducer.ts';
import { viewFor } from '../core/view.ts';
import { summaryText } from './game-text.ts';
import { failCards, nameList } from './text.ts';

/**
 * The name of the event at `index` in the game, from the state it was recorded (or refused) in:
 * "proposal 5", "the vote on proposal 5", "the result of mission 3", "step 12 of the game".
 */
function eventName(event: GameEvent, before: GameState, index: number): string {
  switch (event.type) {
    case 'proposal':
      return msg(str`proposal ${before.proposals.length + 1}`);
    case 'vote':
      return msg(str`the vote on proposal ${before.proposals.length}`);
    case 'mission': {
      const proposal = currentProposal(before) ?? before.proposals[before.proposals.length - 1];
      return proposal ? msg(str`the result of mission ${proposal.mission}`) : msg(str`step ${index + 1} of the game`);
    }
    default:
      return msg(str`step ${index + 1} of the game`);
  }
}

/** The first letter in capitals ("Proposal 5", "The vote on proposal 5"). */
function capital(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** What a proposal, vote or mission event now records, in a few words. */
function eventContent(event: GameEvent, state: GameState): string {
  const players = state.setup.players;
  switch (event.type) {
    case 'proposal': {
      const proposal = event as ProposalEvent;
      return msg(str`team ${nameList(players, proposal.team)}`);
    }
    case 'vote': {
      const approve = (event as VoteEvent).approve.length;
      const reject = players.length - approve;
      return approve * 2 > players.length ? msg(str`approved, ${approve} to ${reject}`) : msg(str`rejected, ${approve} to ${reject}`);
    }
    case 'mission':
      return failCards((event as MissionEvent).fails ?? 0);
    default:
      return '';
  }
}

/**
 * An accepted correction, said once it is saved: "Corrected: the result of mission 2, now 1 Fail
 * card. The game goes on from here: Mission 4 of 5. …". `state` is the game after it.
 */
export function correctedText(correction: { index: number; replacement: GameEvent }, state: GameState): string {
  const name = eventName(correction.replacement, stateBefore(state, correction.index), correction.index);
  const content = eventContent(correction.replacement, state);
  const what = content ? msg(str`Corrected: ${name}, now ${content}.`) : msg(str`Corrected: ${name}.`);
  return `${what} ${msg('The game goes on from here:')} ${summaryText(state, viewFor(state, 'public'))}`;
}

/**
 * A refused correction: "Proposal 5 would no longer be legal: Mission 2 needs a team of exactly 3.
 * Nothing was changed." `rule` is the refused event's rule sentence (error-text.ts); the rule id
 * stays in the error (`error.rule`), never in the sentence.
 */
export function correctionRefusedText(error: CorrectionError, rule: string): string {
  const sentence = rule;
  const head = error.atCorrection
    ? msg(str`This correction is not legal: ${sentence}`)
    : msg(str`${capital(eventName(error.event, error.before, error.index))} would no longer be legal: ${sentence}`);
  return `${head} ${msg('Nothing was changed.')}`;
}

/** A correction undone: "Undone: the correction of the vote on proposal 3. Mission 2 of 5. …". */
export function correctionUndoneText(correction: { index: number; original: GameEvent }, state: GameState): string {
  const name = eventName(correction.original, stateBefore(state, correction.index), correction.index);
  return `${msg(str`Undone: the correction of ${name}.`)} ${summaryText(state, viewFor(state, 'public'))}`;
}

/** A correction redone: "Redone: the correction of the vote on proposal 3. …". */
export function correctionRedoneText(correction: { index: number; replacement: GameEvent }, state: GameState): string {
  const name = eventName(correction.replacement, stateBefore(state, correction.index), correction.index);
  return `${msg(str`Redone: the correction of ${name}.`)} ${summaryText(state, viewFor(state, 'public'))}`;
}

/**
 * Why this game has no correction: the app collected the votes or the mission cards in secret
 * (R-VOTE-1, R-MIS-1), so an earlier vote or card cannot be changed in public.
 */
export function noCorrectionText(): string {
  return msg('Earlier rounds cannot be corrected in this game: the app collected the votes or the mission cards in secret. Undo takes back the last step.');
}
