/**
 * The sentences of personal-device play (issue 8): the join code spelled out, the connection,
 * who is connected, the refusals of the room server, what happens now, and the announcement of
 * each change the server sends. All through `msg()`; built from public views, the public
 * progress ("k of n voted") and the device's own turn only. Loaded with the room screens.
 */
import { msg, str } from '@lit/localize';
import { RuleError, viewTeamSize } from '../engine.ts';
import type { Consequence, MissionNumber, PublicView, RuleId, Seat } from '../engine.ts';
import type { ConnectionStatus, ErrorBody, LocalError } from '../../../platform/rooms/room-client.ts';
import type { Progress, SeatPresence } from '../../../../server/protocol.ts';
import { ruleErrorText } from './error-text.ts';
import { consequenceText, listFormat, nameList, usePlotText, useRoleText, winnerText } from './text.ts';
import * as plotText from '../modules/plot/text.ts';
import * as roleText from './role-text.ts';

// The room pages speak every module's sentences: text.ts gets them here (rs-app loads them per game).
usePlotText(plotText);
useRoleText(roleText);

/** A join code spelled letter by letter, for screen readers: "A, C, D, E, F". */
export function spelledCode(code: string): string {
  return [...code].join(', ');
}

/** "Join code: A, C, D, E, F." */
export function joinCodeText(code: string): string {
  const spelled = spelledCode(code);
  return msg(str`Join code: ${spelled}.`);
}

/** The connection as one short sentence. */
export function connectionText(status: ConnectionStatus): string {
  switch (status) {
    case 'connecting':
      return msg('Connecting to the room…');
    case 'connected':
      return msg('Connected to the room.');
    case 'reconnecting':
      return msg('Connection lost: reconnecting by itself. Nothing you did is lost.');
    case 'refused':
      return msg('The room server no longer knows this device.');
    case 'revoked':
      return msg('The table removed this device from its seat.');
    case 'closed':
      return msg('Not connected.');
  }
}

/** One seat as the table sees it, in words (never by colour alone). */
export function presenceText(seat: Pick<SeatPresence, 'claimed' | 'connected'>): string {
  if (seat.connected) return msg('Connected');
  if (seat.claimed) return msg('Taken, not connected now');
  return msg('Free: no phone yet');
}

/** "3 of 5 phones connected." */
export function connectedCountText(seats: readonly Pick<SeatPresence, 'connected'>[]): string {
  const connected = seats.filter((s) => s.connected).length;
  const total = seats.length;
  return msg(str`${connected} of ${total} phones connected.`);
}

/** The rule-error codes of the room server (server/room.ts) that the engine's sentences lack. */
function roomRuleText(error: ErrorBody): string | null {
  const p = error.params ?? {};
  switch (error.reason) {
    case 'not-leader':
      return p.leader !== undefined
        ? msg(str`Only the leader, ${p.leader}, proposes a team (R-TEAM-2).`)
        : msg('Only the leader does this (R-TRP-2).');
    case 'already-voted':
      return msg('You have voted on this team: every player votes once (R-VOTE-1).');
    case 'not-on-team':
      return msg('Only the team members play mission cards (R-MIS-1).');
    case 'already-played':
      return msg('You have played your card: each team member plays one (R-MIS-1).');
    case 'not-inquisitor':
      return msg('Only the Inquisitor names whom to check (R-INQ-2).');
    default:
      return null;
  }
}

/** The sentence for a refusal of the room server or of this device. */
export function roomErrorText(error: ErrorBody | LocalError): string {
  switch (error.code) {
    case 'rule': {
      const own = roomRuleText(error);
      if (own) return own;
      const rule = (error.rule ?? 'REC-EVENT') as RuleId;
      return ruleErrorText(new RuleError(rule, error.reason ?? '', error.message, error.params ?? {}));
    }
    case 'offline':
      return msg('Not connected to the room: nothing was sent. Wait until the connection is back, then try again.');
    case 'no-answer':
      return msg('The room server did not answer: check the connection, then try again.');
    case 'bad-code':
      return msg('A join code is 5 letters, such as K X M P R. Check the code and type it again.');
    case 'no-room':
      return msg('No room has this code. Check the code with the table.');
    case 'seat-taken':
      return msg('Another phone holds this seat. If it is yours, ask the table to free it.');
    case 'no-seat':
      return msg('There is no such seat in this room.');
    case 'token-unknown':
      return msg('This device no longer holds a seat in this room: join again.');
    case 'token-revoked':
      return msg('The table removed this device from its seat: join again.');
    case 'not-table':
      return msg('Only the table device may do this.');
    case 'not-seat':
      return msg("Only a player's own phone may do this: choose your seat first.");
    case 'deal-by-server':
      return msg('The room server deals the roles itself.');
    case 'not-supported': {
      const fields = String(error.params?.fields ?? '');
      return msg(str`The room server cannot run this yet: ${fields}.`);
    }
    case 'rate-limited': {
      const seconds = Math.ceil(Number(error.params?.retryAfterMs ?? 1000) / 1000);
      return msg(str`Too many attempts from this network: try again in ${seconds} s.`);
    }
    case 'busy':
      return msg('The room was busy: try again.');
    case 'bad-request':
    case 'server-error':
      return msg('The room server could not do this; try again.');
  }
}

/** The public progress of the secret step in course: "3 of 5 players voted." */
export function progressText(progress: Progress | null, view: Pick<PublicView, 'players' | 'leader'>): string {
  if (!progress) return '';
  const { done, of } = progress;
  switch (progress.kind) {
    case 'vote':
      return msg(str`${done} of ${of} players voted.`);
    case 'mission':
      return msg(str`${done} of ${of} mission cards played.`);
    case 'set-aside': {
      const leader = view.players[view.leader]!;
      return msg(str`Every card is played: the leader, ${leader}, sets one of the ${of} face-down cards aside on their phone.`);
    }
  }
}

/** The mission a proposal goes on now, from the public view (R-VAR-TGT: chosen by the leader). */
export function openMissions(view: PublicView): MissionNumber[] {
  if (view.phase === 'over') return [];
  if (!view.variants.includes('targeting')) return [view.round as MissionNumber];
  const successes = view.missions.filter((m) => m?.result === 'success').length;
  const done = view.missions.filter((m) => m !== null).length;
  const fiveOpen = view.mission5Rule === 'two-done' ? done >= 2 : successes >= 2;
  return ([1, 2, 3, 4, 5] as MissionNumber[]).filter((m) => view.missions[m - 1] === null && (m !== 5 || fiveOpen));
}

/** What happens now, for everyone (the table's "now" line; the phone adds its own turn). */
export function roomNowText(view: PublicView, progress: Progress | null): string {
  const leader = view.players[view.leader]!;
  const proposal = view.proposals[view.proposals.length - 1];
  switch (view.phase) {
    case 'proposal': {
      const open = openMissions(view);
      if (view.variants.includes('targeting')) {
        const list = listFormat('disjunction').format(open.map(String));
        return msg(str`Next: ${leader} chooses mission ${list} and proposes a team.`);
      }
      const mission = open[0]!;
      const size = viewTeamSize(view, mission);
      return msg(str`Next: ${leader} proposes a team of ${size} for mission ${mission}.`);
    }
    case 'vote': {
      const team = nameList(view.players, proposal!.team);
      const mission = proposal!.mission;
      return msg(str`Everyone votes on their own phone on ${leader}'s team for mission ${mission}: ${team}.`) + ' ' + progressText(progress, view);
    }
    case 'mission': {
      const mission = proposal!.mission;
      const team = nameList(view.players, proposal!.team);
      return msg(str`Mission ${mission}: ${team} play their cards on their own phones.`) + ' ' + progressText(progress, view);
    }
    case 'inquisition': {
      const holder = view.players[view.inquisitor?.holder ?? 0]!;
      return msg(str`Next: ${holder}, the Inquisitor, checks the loyalty of a player who never held the token.`);
    }
    case 'over':
      return view.winner ? winnerText(view.winner) : msg('The game is over.');
    default:
      return '';
  }
}

/** "The spies were Bob and Eve." (the cards turned over at the end) */
export function spiesWereText(players: readonly string[], spies: readonly Seat[]): string {
  const names = nameList(players, spies);
  return msg(str`The spies were ${names}.`);
}

/** An announcement and how urgent it is (assertive only for the end of the game). */
export interface RoomAnnouncement {
  text: string;
  priority: 'polite' | 'assertive';
}

/**
 * What changed between two public views, as the announcements to make, in order: a team
 * proposed, votes revealed (R-VOTE-1), a mission's cards revealed (R-MIS-1), an Inquisitor's
 * check (R-INQ-2), the end of the game. Nothing for the first view (`previous` null) or when
 * only the progress count changed. Reuses the table mode's sentences (consequenceText).
 */
export function roomChangeAnnouncements(previous: PublicView | null, next: PublicView, brief = false): RoomAnnouncement[] {
  if (!previous || previous.players.join('\n') !== next.players.join('\n')) return [];
  const out: RoomAnnouncement[] = [];
  const players = next.players;
  const push = (text: string, winner: boolean) => {
    if (text) out.push({ text, priority: winner ? 'assertive' : 'polite' });
  };
  let winnerSaid = false;
  for (const p of next.proposals) {
    const before = previous.proposals[p.index];
    if (!before) {
      const leader = players[p.leader]!;
      const team = nameList(players, p.team);
      push(
        brief
          ? msg(str`${leader} proposes ${team} for mission ${p.mission}.`)
          : msg(str`${leader} proposes ${team} for mission ${p.mission}. Everyone votes on their own phone.`),
        false,
      );
    }
    if ((!before || before.votes === null) && p.votes !== null) {
      const approvals = p.votes.filter(Boolean).length;
      const last = p.index === next.proposals.length - 1;
      const winner = last && next.winner && next.winner.reason === 'five-rejections' ? next.winner : null;
      const c: Consequence = {
        kind: 'voted',
        proposal: { ...p, votes: [...p.votes], noConfidence: p.noConfidence ?? undefined },
        approvals,
        rejections: p.votes.length - approvals,
        approved: p.approved === true,
        voteTrack: last ? next.voteTrack : 0,
        leader: last ? next.leader : p.leader,
        winner,
      } as Consequence;
      if (winner) winnerSaid = true;
      push(consequenceText(c, next, brief), winner !== null);
    }
  }
  next.missions.forEach((m, i) => {
    if (!m || previous.missions[i]) return;
    const proposalIndex = [...next.proposals].reverse().find((p) => p.mission === m.mission && p.approved)?.index ?? 0;
    const winner = next.winner && next.winner.reason !== 'five-rejections' ? next.winner : null;
    const c: Consequence = {
      kind: 'mission',
      outcome: { ...m, proposalIndex, cards: null },
      successes: next.missions.filter((x) => x?.result === 'success').length,
      failures: next.missions.filter((x) => x?.result === 'fail').length,
      leader: next.leader,
      winner,
    };
    if (winner) winnerSaid = true;
    push(consequenceText(c, next, brief), winner !== null);
  });
  const checksBefore = previous.inquisitor?.checks.length ?? 0;
  for (const check of next.inquisitor?.checks.slice(checksBefore) ?? []) {
    const c: Consequence = { kind: 'inquisition', by: check.by, target: check.target, checksLeft: 3 - (next.inquisitor?.checks.length ?? 0) };
    push(consequenceText(c, next, brief), false);
  }
  if (next.winner && !previous.winner && !winnerSaid) push(winnerText(next.winner), true);
  return out;
}
