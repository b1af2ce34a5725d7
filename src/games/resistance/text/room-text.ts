/**
 * The sentences of personal-device play: the join code spelled out, the connection,
 * who is connected, the refusals of the room server, what happens now, and the announcement of
 * each change the server sends. All through `msg()`; built from public views, the public
 * progress ("k of n voted") and the device's own turn only. Loaded with the room screens.
 */
import { msg, str } from '@lit/localize';
import { RuleError, viewTeamSize } from '../engine.ts';
import type { MissionNumber, PublicConsequence, PublicView, RuleId, Seat } from '../engine.ts';
import type { ErrorBody, LocalError } from '../../../platform/rooms/room-client.ts';
import { roomErrorText as platformErrorText } from '../../../platform/rooms/room-text.ts';
import type { Progress } from '../room/protocol.ts';
import { ruleErrorText } from './error-text.ts';
import { moduleNextStep, moduleProgressCount, moduleProgressText } from './module-text.ts';
import { consequenceText, listFormat, nameList, winnerText } from './text.ts';
import { avalon } from './table-names.ts';

export { connectedCountText, connectionText, joinCodeText, presenceText, spelledCode } from '../../../platform/rooms/room-text.ts';

/** The sentence for a refusal of the room server or of this device (the engine's refusals as the one-device app says them). */
export function roomErrorText(error: ErrorBody | LocalError): string {
  return platformErrorText(error, (body) => ruleErrorText(new RuleError((body.rule ?? 'REC-EVENT') as RuleId, body.reason ?? '', body.message, body.params ?? {})));
}

/**
 * The public progress of the secret step in course, what the modules say of their fields of it,
 * and who is still to vote or play: "3 of 5 players voted. Opinion Maker: Ann votes Approve, in
 * the open. Still to vote: Dee and Eve." (R-VOTE-1, R-MIS-1, R-PLOT-3).
 */
export function progressText(progress: Progress | null, view: Pick<PublicView, 'players' | 'leader'>): string {
  const { count, waiting, modules } = progressParts(progress, view);
  return [count, modules, waiting].filter((said) => said !== '').join(' ');
}

/**
 * The three parts of {@link progressText}: the count ("3 of 5 players voted."), whose vote or card
 * is still to come ("Still to vote: Dee and Eve.", as everyone at a real table sees whose token is
 * still in hand; never how anyone voted) and what the modules say of their fields ("Opinion Maker:
 * Ann votes Approve, in the open."), each `''` when nothing: a page announces the modules' part
 * when it changes, the count at every vote, and shows the names in its "Now" line.
 */
export function progressParts(progress: Progress | null, view: Pick<PublicView, 'players' | 'leader'>): { count: string; waiting: string; modules: string } {
  if (!progress) return { count: '', waiting: '', modules: '' };
  return { count: progressCountText(progress, view), waiting: waitingText(progress, view), modules: moduleProgressText(progress, view) };
}

/** "Still to vote: Dee and Eve." / "Still to play: Bob." (`''` when nobody, or for another step). */
function waitingText(progress: Progress, view: Pick<PublicView, 'players'>): string {
  const waiting = progress.waiting ?? [];
  if (waiting.length === 0) return '';
  const names = nameList(view.players, waiting);
  switch (progress.kind) {
    case 'vote':
      return msg(str`Still to vote: ${names}.`);
    case 'mission':
      return msg(str`Still to play a card: ${names}.`);
    default:
      return '';
  }
}

/** The count of the secret step in course alone: "3 of 5 players voted." */
function progressCountText(progress: Progress, view: Pick<PublicView, 'players' | 'leader'>): string {
  const { done, of } = progress;
  switch (progress.kind) {
    case 'vote':
      return msg(str`${done} of ${of} players voted.`);
    case 'mission':
      return msg(str`${done} of ${of} mission cards played.`);
    default:
      // A module's own secret step (the Trapper's set-aside, R-TRP-2): its sentence.
      return moduleProgressCount(progress, view);
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
    case 'over':
      return view.winner ? winnerText(view.winner) : msg('The game is over.');
    default:
      // A module's phase: its own sentence (its text.ts), as on one device.
      return moduleNextStep(view) ?? '';
  }
}

/** "The spies were Bob and Eve." (the cards turned over at the end) */
export function spiesWereText(players: readonly string[], spies: readonly Seat[]): string {
  const names = nameList(players, spies);
  return avalon() ? msg(str`The minions of Mordred were ${names}.`) : msg(str`The spies were ${names}.`);
}

/** An announcement and how urgent it is (assertive only for the end of the game). */
export interface RoomAnnouncement {
  text: string;
  priority: 'polite' | 'assertive';
}

/**
 * The last vote's or mission's result as a room's devices keep showing it (the snapshot's
 * `lastResult`): the very sentence {@link roomConsequenceAnnouncements} said of it; `''` before the
 * first vote.
 */
export function roomLastResultText(lastResult: PublicConsequence | null, view: PublicView, brief = false): string {
  return lastResult ? consequenceText(lastResult, view, brief, 'own-phones') : '';
}

/**
 * What a change did, as the announcements to make, in order: one per consequence the room server
 * sent with the snapshot (the engine's, made public: view.ts `publicConsequence`), each said with
 * the sentence the one-device app says for it (`consequenceText`): a team proposed, votes
 * revealed (R-VOTE-1), a mission's cards revealed (R-MIS-1), an Inquisitor's check (R-INQ-2), plot
 * cards drawn, handed out, used or passed (R-PLOT-2 … R-PLOT-4), a loyalty card (R-DEF-V1), the
 * Assassin's choice (R-ASN-END), an investigation, accusation or Branding (R-HUN-*). What ends the
 * game is assertive; the rest polite.
 */
export function roomConsequenceAnnouncements(consequences: readonly PublicConsequence[], view: PublicView, brief = false): RoomAnnouncement[] {
  return consequences.flatMap((c): RoomAnnouncement[] => {
    const text = consequenceText(c, view, brief, 'own-phones');
    if (!text) return [];
    const ends = 'winner' in c && c.winner !== null && c.winner !== undefined;
    return [{ text, priority: ends ? 'assertive' : 'polite' }];
  });
}
