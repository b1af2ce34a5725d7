/**
 * The Resistance's typed commands and questions (the command field, platform/commands/): a round
 * recorded by typing ("team 1 3 5", "approve all but 2 4", "fails 1") and the game asked about
 * what happened ("who rejected mission 2", "who went on failed missions", "vote track", "score",
 * "last"), in English and in Polish at once (a player may type either language's words, with or
 * without Polish letters). Each answer is one sentence of the public view: nothing secret is ever
 * read (the votes are public once revealed, R-VOTE-1; who played which card is never known, R-MIS-1).
 *
 * A command is checked by the engine's `act` as the table's action before the app records it:
 * a refused one says the rule's sentence and nothing is recorded. Seats are numbered from 1 in
 * seat order; "t135" is "team 1 3 5" (every digit a seat; "10" is seat 10 at ten players).
 *
 * Short forms for practised players: t (team), a (approve), r (reject), f (fails), s (success),
 * m (mission), u (undo), l (last), sc (score), vt (vote track), h (help); in Polish d (drużyna),
 * z (za), p (przeciw), s (sukces), c (cofnij), o (ostatnie), w (wszyscy).
 */
import { msg, str } from '@lit/localize';
import { cryptoRandomInt } from '../../../platform/engine/random-source.ts';
import { firstNumber, isAnyWord, readSeats, tokenize } from '../../../platform/commands/parse.ts';
import type { Token } from '../../../platform/commands/parse.ts';
import { act, playOf } from '../core/steps.ts';
import { availableMissions, step } from '../core/reducer.ts';
import { withoutLastEvent } from '../core/record.ts';
import { viewFor } from '../core/view.ts';
import type { GameEvent, GameState, MissionNumber, PublicView, Seat } from '../engine.ts';
import { consequenceText, missionResultText, nameList, scoreText, voteTrackText } from '../text/text.ts';
import { ruleErrorText } from '../text/error-text.ts';

/** What one input means now. */
export type Interpretation =
  /** An event for the table to record (checked by the engine: it is legal now). */
  | { kind: 'record'; event: GameEvent }
  /** A question's answer, or the help. */
  | { kind: 'answer'; text: string }
  | { kind: 'undo' }
  | { kind: 'redo' }
  /** Understood, but refused by the rules now: the rule's sentence. */
  | { kind: 'refused'; text: string }
  /** Not understood: what was understood, and what is accepted. */
  | { kind: 'unknown'; text: string };

/** What the vocabulary needs beyond the state: the app's "where are we" summary. */
export interface CommandContext {
  state: GameState;
  /** The "where are we" sentence the app shows (it knows whether a reveal is under way). */
  summary(): string;
}

// The words, English and Polish (Polish letters optional when typed: parse.ts `wordKey`).
const TEAM = ['team', 't', 'propose', 'drużyna', 'drużynę', 'd', 'skład', 'zespół'];
const APPROVE = ['approve', 'approved', 'a', 'yes', 'y', 'za', 'z', 'tak'];
const REJECT = ['reject', 'rejected', 'r', 'no', 'n', 'przeciw', 'p', 'nie'];
const ALL = ['all', 'everyone', 'everybody', 'wszyscy', 'wszystkie', 'wszystkich', 'w'];
const BUT = ['but', 'except', '-', 'minus', 'oprócz', 'poza', 'bez', 'prócz'];
const FAILS = ['fails', 'fail', 'f', 'porażki', 'porażka', 'porażek'];
const SUCCESS = ['success', 's', 'sukces', 'udana'];
const MISSION = ['mission', 'm', 'misja', 'misji', 'misję'];
const FILLERS = ['and', 'i', 'oraz'];
const WHO = ['who', 'kto'];
const Q_REJECTED = ['rejected', 'reject', 'against', 'no', 'odrzucił', 'odrzucili', 'odrzuca', 'przeciw', 'nie'];
const Q_APPROVED = ['approved', 'approve', 'for', 'yes', 'zaakceptował', 'zaakceptowali', 'za', 'tak'];
const Q_FAILED = ['failed', 'failing', 'nieudanych', 'nieudane', 'przegranych', 'przegrane', 'oblanych'];
const TRACK = ['track', 'vt', 'tor', 'licznik', 'odrzucenia'];
const SCORE = ['score', 'sc', 'wynik', 'punkty'];
const LAST = ['last', 'l', 'again', 'ostatnie', 'ostatni', 'o', 'powtórz'];
const WHERE = ['where', 'summary', 'status', 'gdzie', 'podsumowanie', 'stan'];
const LEADER = ['leader', 'lider', 'przywódca'];
const HELP = ['help', 'h', 'commands', 'pomoc', 'komendy', 'polecenia'];
const UNDO = ['undo', 'u', 'cofnij', 'c'];
const REDO = ['redo', 'ponów', 'ponow'];

/** The help: every command and question, in one sentence. */
export function helpText(): string {
  return msg(
    'Commands: team 1 3 (t13), approve all (a), approve all but 2 4 (a-24), reject 2 4 (r24), fails 1 (f1), success (s), undo (u). Questions: who rejected mission 2, who approved mission 2, who went on failed missions, mission 2, vote track (vt), score (sc), leader, where, last (l).',
  );
}

function unknown(input: string): Interpretation {
  return { kind: 'unknown', text: msg(str`Not understood: "${input.trim()}". `) + helpText() };
}

/** "Understood "approve all but", not "x"." and what the command accepts. */
function partly(tokens: readonly Token[], read: number, accepts: string): Interpretation {
  const understood = tokens.slice(0, read).map((t) => t.text).join(' ');
  const rest = tokens.slice(read).map((t) => t.text).join(' ');
  const said = rest ? msg(str`Understood "${understood}", not "${rest}".`) : msg(str`Understood "${understood}", but it needs more.`);
  return { kind: 'unknown', text: `${said} ${accepts}` };
}

/**
 * What `input` means in the game `context.state` now (see the file comment). Never throws: a
 * command the rules refuse is `refused` with the rule's sentence.
 */
export function interpret(input: string, context: CommandContext): Interpretation {
  const tokens = tokenize(input);
  if (tokens.length === 0) return input.trim() === '?' ? { kind: 'answer', text: helpText() } : unknown(input);
  const state = context.state;
  const view = viewFor(state, 'public');
  const first = tokens[0]!;
  const players = state.setup.players.length;

  // Questions that start with "who" / "kto".
  if (isAnyWord(first, WHO, 99)) return whoQuestion(tokens, state, view, input);

  // Two-word questions first ("vote track" before "v…"), then commands.
  if (isAnyWord(first, ['vote', 'głosowanie', 'glosowania', 'głosowania'], 99) && isAnyWord(tokens[1], TRACK)) return answer(voteTrackText(view.voteTrack));
  if (isAnyWord(first, TRACK)) return answer(voteTrackText(view.voteTrack));
  if (isAnyWord(first, SCORE)) return answer(scoreText(view));
  if (isAnyWord(first, LAST)) return answer(lastText(state, view));
  if (isAnyWord(first, WHERE)) return answer(context.summary());
  if (isAnyWord(first, LEADER)) return answer(msg(str`Leader: ${view.players[view.leader]!}.`));
  if (isAnyWord(first, HELP)) return answer(helpText());
  if (isAnyWord(first, UNDO)) return { kind: 'undo' };
  if (isAnyWord(first, REDO)) return { kind: 'redo' };
  if (isAnyWord(first, ['failed'], 99) && isAnyWord(tokens[1], MISSION)) return answer(failedMissionsText(view));

  if (isAnyWord(first, TEAM)) {
    const { seats, read, bad } = readSeats(tokens, players, 1, FILLERS);
    let at = 1 + read;
    let mission: MissionNumber | undefined;
    if (isAnyWord(tokens[at], MISSION)) {
      const n = tokens[at + 1]?.digits ? Number(tokens[at + 1]!.text) : NaN;
      if (n >= 1 && n <= 5) {
        mission = n as MissionNumber;
        at += 2;
      }
    }
    const accepts = msg('Type the team by seat numbers, for example team 1 3 or t13.');
    if (bad !== null) return { kind: 'unknown', text: msg(str`There is no seat ${bad}: the seats are 1 to ${players}.`) + ' ' + accepts };
    if (seats.length === 0 || at < tokens.length) return partly(tokens, at, accepts);
    const event = {
      type: 'proposal',
      team: [...seats].sort((a, b) => a - b),
      mission: mission ?? availableMissions(state)[0],
      leader: state.leader,
    } as GameEvent;
    return checked(state, event);
  }

  const approve = isAnyWord(first, APPROVE);
  if (approve || isAnyWord(first, REJECT)) {
    const accepts = msg('Type the vote as approve all, approve 1 3 5 (they approve, the others reject), approve all but 2 4, reject 2 4 or reject all.');
    let at = 1;
    let all = tokens.length === 1;
    if (isAnyWord(tokens[at], ALL)) {
      all = true;
      at++;
    }
    let but = false;
    if (isAnyWord(tokens[at], BUT)) {
      but = true;
      all = true;
      at++;
    }
    const { seats, read, bad } = readSeats(tokens, players, at, FILLERS);
    at += read;
    if (bad !== null) return { kind: 'unknown', text: msg(str`There is no seat ${bad}: the seats are 1 to ${players}.`) + ' ' + accepts };
    if (at < tokens.length || (but && seats.length === 0) || (!all && seats.length === 0)) return partly(tokens, at, accepts);
    const everyone = state.setup.players.map((_, seat) => seat);
    // The seats that say the first word: everyone, everyone but those named, or those named.
    const saying = all ? everyone.filter((seat) => !seats.includes(seat)) : seats;
    const approving = approve ? saying : everyone.filter((seat) => !saying.includes(seat));
    return checked(state, { type: 'vote', approve: approving.sort((a, b) => a - b) } as GameEvent);
  }

  // Fails: "fails 1", "f1", "1 fail", "success", "s", "0 fails".
  const failsWord = isAnyWord(first, FAILS) ? 0 : first.digits && isAnyWord(tokens[1], FAILS) ? 1 : -1;
  if (failsWord >= 0 || isAnyWord(first, SUCCESS)) {
    const accepts = msg('Type the Fail cards revealed as fails 1 (f1), or success (s) for none.');
    let fails = 0;
    if (failsWord === 0) {
      const n = tokens[1]?.digits ? Number(tokens[1].text) : tokens.length === 1 ? 1 : NaN;
      if (!Number.isInteger(n) || tokens.length > 2) return partly(tokens, 1, accepts);
      fails = n;
    } else if (failsWord === 1) {
      if (tokens.length > 2) return partly(tokens, 2, accepts);
      fails = Number(first.text);
    } else if (tokens.length > 1) {
      return partly(tokens, 1, accepts);
    }
    return checked(state, { type: 'mission', fails } as GameEvent);
  }

  // "mission 2": what happened on it.
  if (isAnyWord(first, MISSION)) {
    const n = firstNumber(tokens, 1);
    if (n === null || n < 1 || n > 5 || tokens.length > 2) return partly(tokens, 1, msg('Ask about a mission by its number, for example mission 2.'));
    return answer(missionText(view, n as MissionNumber));
  }
  return unknown(input);
}

function answer(text: string): Interpretation {
  return { kind: 'answer', text };
}

/** The event as the table's action, checked by the engine: legal now, or refused with its rule's sentence. */
function checked(state: GameState, event: GameEvent): Interpretation {
  try {
    act(playOf(state), { kind: 'table' }, { type: 'record', event }, cryptoRandomInt);
  } catch (error) {
    return { kind: 'refused', text: ruleErrorText(error) };
  }
  return { kind: 'record', event };
}

/** "who rejected mission 2", "who approved…", "who went on failed missions", "kto był przeciw misji 2"… */
function whoQuestion(tokens: readonly Token[], state: GameState, view: PublicView, input: string): Interpretation {
  const rest = tokens.slice(1);
  const has = (words: readonly string[]) => rest.some((t) => isAnyWord(t, words));
  const n = firstNumber(tokens, 1);
  if (has(Q_FAILED) || has(['fails', 'porażki', 'porażką'])) return answer(failedMissionsText(view));
  const mission = (n !== null && n >= 1 && n <= 5 ? n : (view.proposals[view.proposals.length - 1]?.mission ?? 1)) as MissionNumber;
  // "za"/"for" may be part of a phrase ("kto był za"): rejection words are checked first.
  if (has(Q_REJECTED)) return answer(votesText(view, mission, false));
  if (has(Q_APPROVED)) return answer(votesText(view, mission, true));
  if (has(LEADER) || has(['leads', 'prowadzi'])) return answer(msg(str`Leader: ${view.players[view.leader]!}.`));
  if (n !== null) return answer(missionText(view, mission));
  void state;
  return unknown(input);
}

/** Who rejected (or approved) each team proposed for `mission`, in one sentence. */
export function votesText(view: PublicView, mission: MissionNumber, approved: boolean): string {
  const voted = view.proposals.filter((p) => p.mission === mission && p.votes !== null);
  if (voted.length === 0) return msg(str`No team has been voted on for mission ${mission} yet.`);
  const parts = voted.map((p) => {
    const seats = p.votes!.flatMap((v, seat) => (v === approved ? [seat] : []));
    const leader = view.players[p.leader]!;
    if (seats.length === 0) return approved ? msg(str`proposal ${p.attempt}, ${leader}'s team: nobody approved`) : msg(str`proposal ${p.attempt}, ${leader}'s team: nobody rejected`);
    const names = nameList(view.players, seats);
    return approved ? msg(str`proposal ${p.attempt}, ${leader}'s team: approved by ${names}`) : msg(str`proposal ${p.attempt}, ${leader}'s team: rejected by ${names}`);
  });
  return msg(str`Mission ${mission}: ${parts.join('; ')}.`);
}

/** Who went on each failed mission, in one sentence. */
export function failedMissionsText(view: PublicView): string {
  const failed = view.missions.filter((m) => m?.result === 'fail');
  if (failed.length === 0) return msg('No mission has failed yet.');
  const parts = failed.map((m) => msg(str`mission ${m!.mission}: ${nameList(view.players, m!.team)}`));
  return msg(str`On failed missions: ${parts.join('; ')}.`);
}

/** What happened on `mission`: its result and team, or that it has not been played. */
export function missionText(view: PublicView, mission: MissionNumber): string {
  const done = view.missions.find((m) => m?.mission === mission);
  if (!done) return msg(str`Mission ${mission} has not been played yet.`);
  return `${missionResultText(done)} ${msg(str`Team: ${nameList(view.players, done.team)}.`)}`;
}

/** The last recorded event's sentence, as it was announced (without the guidance that followed). */
export function lastText(state: GameState, view: PublicView): string {
  const before = withoutLastEvent(state);
  if (!before) return msg('Nothing has been recorded yet.');
  return consequenceText(step(before.state, before.undone).consequence, view, true);
}

/** Seats are shown to players from 1: "seat 3" is index 2. */
export function seatNumber(seat: Seat): number {
  return seat + 1;
}
