/**
 * The sentences only an open game needs: what happens next, the "where are we" summary, what undo
 * and redo did. They need the engine's reducer and views, so they are apart from text.ts (which
 * the home screen needs) and load with the game screen (game-screen.ts), when a game is opened or
 * started (start-up JavaScript budget, docs/performance.md). All through `msg()`, as in text.ts.
 */
import { msg, str } from '@lit/localize';
import { availableMissions } from '../core/reducer.ts';
import { teamSize } from '../core/tables.ts';
import { viewFor } from '../core/view.ts';
import type { Consequence, GameEvent, GameState, PublicView } from '../engine.ts';
import {
  consequenceText,
  listFormat,
  nameList,
  scoreText,
  voteTrackText,
  winnerText,
} from './text.ts';
import { moduleNextStep, moduleUndoneText } from './module-text.ts';

/** What happens next, as one sentence. */
export function nextStepText(state: GameState, view: PublicView): string {
  const leader = view.players[view.leader]!;
  const players = view.players.length;
  const proposal = view.proposals[view.proposals.length - 1];
  switch (view.phase) {
    case 'proposal': {
      const open = availableMissions(state);
      if (view.variants.includes('targeting')) {
        const list = listFormat('disjunction').format(open.map(String));
        return msg(str`Next: ${leader} chooses mission ${list} and proposes a team.`);
      }
      const mission = open[0]!;
      return msg(str`Next: ${leader} proposes a team of ${teamSize(players, mission)} for mission ${mission}.`);
    }
    case 'vote':
      if (view.secretVotes) {
        return msg(
          str`Next: everyone votes in secret on ${leader}'s team for mission ${proposal!.mission}: ${nameList(view.players, proposal!.team)}. Pass the phone to ${leader} first.`,
        );
      }
      return msg(
        str`Next: record the vote on ${leader}'s team for mission ${proposal!.mission}: ${nameList(view.players, proposal!.team)}.`,
      );
    case 'mission':
      if (view.rolesDealt) {
        return msg(str`Next: the team plays mission ${proposal!.mission} in secret, each member on this phone in turn.`);
      }
      return msg(str`Next: record how many Fail cards mission ${proposal!.mission} revealed.`);
    case 'over':
      return msg('The game is over.');
    default: {
      // A module's phase: its own sentence (its text.ts).
      const next = moduleNextStep(view);
      if (next === null) throw new Error(`no sentence for the phase ${view.phase}`);
      return next;
    }
  }
}

/**
 * When the app dealt the cards and the reveal is not over (its introduction or its private
 * turns, R-REV-2): the reveal comes next, not the first proposal.
 */
export function revealNextText(view: PublicView): string {
  const leader = view.players[view.leader]!;
  return msg(str`Next: the reveal: each player in turn takes their private turn on this phone to see their card, starting with the leader, ${leader}.`);
}

/**
 * The "where are we" summary: mission, leader, score, vote track and what happens next; with
 * `revealNext` (the app dealt and the reveal is not over), the reveal comes next.
 */
export function summaryText(state: GameState, view: PublicView, revealNext = false): string {
  const parts: string[] = [];
  if (view.winner) {
    parts.push(msg('Game over.'), winnerText(view.winner), scoreText(view));
    return parts.join(' ');
  }
  const leader = view.players[view.leader]!;
  const proposal = view.phase === 'proposal' ? undefined : view.proposals[view.proposals.length - 1];
  if (!view.variants.includes('targeting')) {
    parts.push(msg(str`Mission ${view.round} of 5.`));
  } else if (proposal) {
    parts.push(msg(str`Round ${view.round} of 5, mission ${proposal.mission}.`));
  } else {
    parts.push(msg(str`Round ${view.round} of 5.`));
  }
  parts.push(msg(str`Leader: ${leader}.`));
  parts.push(scoreText(view));
  parts.push(voteTrackText(view.voteTrack));
  parts.push(revealNext ? revealNextText(view) : nextStepText(state, view));
  return parts.join(' ');
}


/**
 * What undo took back, and where that leaves the game, as one sentence:
 * "Undone: the vote on Dee's team for mission 2. Vote track back to 3."
 */
export function undoneText(undone: GameEvent, after: GameState): string {
  const view = viewFor(after, 'public');
  const players = view.players;
  switch (undone.type) {
    case 'proposal': {
      const leader = players[after.leader]!;
      return msg(str`Undone: ${leader}'s proposal of ${nameList(players, undone.team)}.`) + ' ' + nextStepText(after, view);
    }
    case 'vote': {
      const proposal = view.proposals[view.proposals.length - 1]!;
      return (
        msg(str`Undone: the vote on ${players[proposal.leader]!}'s team for mission ${proposal.mission}.`) +
        ' ' +
        msg(str`Vote track back to ${after.voteTrack}.`) +
        ' ' +
        nextStepText(after, view)
      );
    }
    case 'mission': {
      const proposal = view.proposals[view.proposals.length - 1]!;
      return (
        msg(str`Undone: the result of mission ${proposal.mission}.`) +
        ' ' +
        scoreText(view) +
        ' ' +
        nextStepText(after, view)
      );
    }
    default: {
      // A module's event: its own sentence (its text.ts), then what happens next.
      const said = moduleUndoneText(undone, view);
      if (said === null) throw new Error(`no sentence for undoing ${undone.type}`);
      return said + ' ' + nextStepText(after, view);
    }
  }
}

/** "Redone: " and the consequence sentence of the event applied again. */
export function redoneText(c: Consequence, view: PublicView): string {
  return msg(str`Redone: ${consequenceText(c, view)}`);
}
