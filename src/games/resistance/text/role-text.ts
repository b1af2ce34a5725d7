/**
 * The names of the special roles of the Assassin, Defector and Hunter modules (issue 7) and of
 * what a player learns of another at the reveal (knowledge.ts's labels), in the current
 * language. Loaded with the private turns and the role steps only (start-up budget).
 */
import { msg, str } from '@lit/localize';
import type { Consequence, GameEvent, PublicView, Role, RoleRef, ScriptLine, ScriptParams, SeenAs, Winner } from '../engine.ts';
import { failures, listText, sentences, successes, winnerText } from './text.ts';
import { modulePhaseLead } from './module-text.ts';

/** A role's name: "Commander", "Spy Chief"… (rules section 4; Polish names from seed 001). */
export function roleName(role: Role): string {
  switch (role) {
    case 'resistance':
      return msg('Resistance');
    case 'spy':
      return msg('Spy');
    case 'commander':
      return msg('Commander');
    case 'assassin':
      return msg('Assassin');
    case 'body-guard':
      return msg('Body Guard');
    case 'blind-spy':
      return msg('Blind Spy');
    case 'deep-cover':
      return msg('Deep Cover');
    case 'false-commander':
      return msg('False Commander');
    case 'resistance-defector':
      return msg('Resistance Defector');
    case 'spy-defector':
      return msg('Spy Defector');
    case 'resistance-chief':
      return msg('Resistance Chief');
    case 'resistance-hunter':
      return msg('Resistance Hunter');
    case 'spy-chief':
      return msg('Spy Chief');
    case 'spy-hunter':
      return msg('Spy Hunter');
    case 'dummy-agent':
      return msg('Dummy Agent');
    case 'coordinator':
      return msg('Coordinator');
    case 'deep-agent':
      return msg('Deep Agent');
    case 'pretender':
      return msg('Pretender');
  }
}

/** What the viewer learnt another seat is (knowledge.ts `SeenAs`): "a spy", "the Commander or the False Commander"… */
export function seenAsText(as: SeenAs): string {
  switch (as) {
    case 'spy':
      return msg('a spy');
    case 'spy-chief':
      return msg('a Spy Chief');
    case 'spy-defector':
      return msg('the Spy Defector');
    case 'resistance-defector':
      return msg('the Resistance Defector');
    case 'commander':
      return msg('the Commander');
    case 'commander-or-false-commander':
      return msg('the Commander or the False Commander');
    case 'resistance-chief':
      return msg('a Resistance Chief');
    case 'coordinator':
      return msg('the Coordinator');
    case 'deep-agent':
      return msg('the Deep Agent');
    case 'deep-agent-or-pretender':
      return msg('the Deep Agent or the Pretender');
  }
}

/** The own card of a reveal with role modules: "You are the Commander, on the resistance side." */
export function ownRolePhrase(role: Role, side: 'spies' | 'resistance'): string {
  const name = roleName(role);
  return side === 'spies' ? msg(str`Your card: ${name}, on the spies' side.`) : msg(str`Your card: ${name}, on the resistance side.`);
}

/** Another seat at a reveal with role modules: "Bob: you learnt they are a spy." */
export function seenPhrase(name: string, as: SeenAs | undefined): string {
  return msg(str`${name}: you learnt they are ${seenAsText(as ?? 'spy')}.`);
}

/** A role named in a script line, plural when the game has more than one card of it (Chiefs at 8–10). */
function roleRefName(ref: RoleRef): string {
  if (ref.count > 1 && ref.role === 'resistance-chief') return msg('Resistance Chiefs');
  if (ref.count > 1 && ref.role === 'spy-chief') return msg('Spy Chiefs');
  return roleName(ref.role);
}

function names(refs: readonly RoleRef[] = []): string {
  return listText(refs.map(roleRefName));
}

/** ", including X, except Y" of the spies' and the Commander's lines, in the current language. */
function clauses(params: ScriptParams): string {
  const including = params.including ?? [];
  const except = params.except ?? [];
  return (
    (including.length > 0 ? msg(str`, including the ${names(including)}`) : '') +
    (except.length > 0 ? msg(str`, except the ${names(except)}`) : '')
  );
}

/**
 * One line of the eyes-closed reveal script for the role modules (scripts.ts: R-ASN-SCRIPT,
 * R-HUN-REV, the Deep Agent script, R-DEF-V2), in the current language. The English text is
 * the same as `scriptText`'s but for the articles before role lists.
 */
export function scriptLineText(line: ScriptLine): string {
  const p = line.params;
  const roles = names(p.roles);
  const many = (p.roles ?? []).reduce((n, r) => n + r.count, 0) > 1;
  switch (line.id) {
    case 'close':
      return msg('Everyone close your eyes.');
    case 'close-fists':
      return msg('Everyone close your eyes and put a closed fist out in front of you.');
    case 'thumbs-up':
      return many ? msg(str`${roles}, raise your thumbs.`) : msg(str`${roles}, raise your thumb.`);
    case 'spies-open': {
      const learn = p.learn ?? [];
      return learn.length > 0
        ? msg(str`Spies${clauses(p)}, open your eyes and look around to learn the other spies and the ${names(learn)}.`)
        : msg(str`Spies${clauses(p)}, open your eyes and look around to learn the other spies.`);
    }
    case 'spies-close':
      return msg("Spies, close your eyes. Everyone's eyes should be closed.");
    case 'spies-close-fists':
      return msg('Spies, close your eyes. Everyone should have their eyes closed and a closed fist out in front of them.');
    case 'close-thumbs-down':
      return msg('Everyone close your eyes and put your thumbs down.');
    case 'check-fists':
      return msg('Everyone should now have their eyes closed and a closed fist out in front of them.');
    case 'commander-thumbs-up':
      return msg(str`Spies${clauses(p)}, raise your thumbs so that the Commander can learn who you are.`);
    case 'commander-open':
      return msg('Commander, open your eyes to see who the spies are.');
    case 'commander-thumbs-down':
      return msg(str`Spies${clauses({ including: p.including ?? [] })}, put your thumbs down, back to a closed fist.`);
    case 'commander-close':
      return msg('Commander, close your eyes.');
    case 'bodyguard-thumbs-up':
      return many ? msg(str`${roles}, raise your thumbs so that the Body Guard can learn who you are.`) : msg(str`${roles}, raise your thumb so that the Body Guard can learn who you are.`);
    case 'bodyguard-open':
      return msg(str`Body Guard, open your eyes to see who is ${roles}.`);
    case 'bodyguard-thumbs-down':
      return many ? msg(str`${roles}, put your thumbs down, back to a closed fist.`) : msg(str`${roles}, put your thumb down, back to a closed fist.`);
    case 'bodyguard-close':
      return msg('Body Guard, close your eyes.');
    case 'resistance-chiefs-open':
      return msg('Resistance Chiefs, open your eyes to see each other.');
    case 'resistance-chiefs-close':
      return msg('Resistance Chiefs, close your eyes.');
    case 'coordinator-open':
      return msg(str`${names((p.roles ?? []).filter((r) => r.role !== 'coordinator'))}, open your eyes. Coordinator, raise your thumb.`);
    case 'coordinator-close':
      return msg(str`${names((p.roles ?? []).filter((r) => r.role !== 'coordinator'))}, close your eyes. Coordinator, put your thumb down.`);
    case 'defectors-open':
      return msg('Defectors, open your eyes to find your counterpart.');
    case 'defectors-close':
      return msg('Defectors, close your eyes.');
    case 'open':
      return msg('Everyone open your eyes.');
  }
}

export { hunterLoyaltyName } from './loyalty-text.ts';


/** What happens next in the role modules' phases (R-DEF-V1, R-ASN-END, R-HUN-ACC, R-HUN-INV). */
export function roleNextStepText(view: PublicView): string {
  switch (view.phase) {
    case 'loyalty':
      return msg(str`Next: reveal the loyalty card of round ${view.round}; on "switch" the two Defectors change sides in secret.`);
    case 'assassination':
      return msg('Next: three missions succeeded, but first the spies talk it over and the Assassin names the Commander.');
    case 'accusation':
      return view.hunter?.awaiting?.accuser === 'spy-hunter'
        ? msg('Next: three missions failed, but first the Spy Hunter reveals themself and accuses a player of being a Resistance Chief.')
        : msg('Next: three missions succeeded, but first the Resistance Hunter reveals themself and accuses a player of being a Spy Chief.');
    case 'investigation': {
      const investigator = view.players[view.hunter?.awaiting?.investigator ?? view.leader]!;
      return view.hunter?.awaiting?.early
        ? msg(str`Next: the Spy Hunter may first accuse a player of being a Resistance Chief; then ${investigator} investigates a player.`)
        : msg(str`Next: ${investigator} investigates a player and alone sees the loyalty card they show.`);
    }
    default:
      return '';
  }
}

/** One sentence for a role module's event (the announcer's text). */
export function roleConsequenceText(c: Consequence, view: PublicView, brief: boolean): string {
  const players = view.players;
  switch (c.kind) {
    case 'loyalty':
      return sentences(
        c.card === 'switch'
          ? msg(str`Loyalty card of round ${c.round}: switch. The two Defectors change sides, in secret.`)
          : msg(str`Loyalty card of round ${c.round}: no change.`),
        !brief ? modulePhaseLead(view) : '',
      );
    case 'assassination':
      return sentences(
        c.correct
          ? msg(str`The Assassin names ${players[c.target]!}: the Commander.`)
          : msg(str`The Assassin names ${players[c.target]!}: not the Commander.`),
        winnerText(c.winner),
      );
    case 'investigation':
      return sentences(
        msg(str`${players[c.by]!} investigated ${players[c.target]!}.`),
        brief ? '' : msg(str`Next leader: ${players[c.leader]!}.`),
        !brief ? modulePhaseLead(view) : '',
      );
    case 'accusation': {
      const by = players[c.by]!;
      const target = players[c.target]!;
      const said =
        c.hunter === 'resistance-hunter'
          ? c.correct
            ? msg(str`${by}, the Resistance Hunter, accuses ${target} of being a Spy Chief: right.`)
            : msg(str`${by}, the Resistance Hunter, accuses ${target} of being a Spy Chief: wrong.`)
          : c.coordinator
            ? msg(str`${by}, the Spy Hunter, accuses ${target} of being a Resistance Chief: ${target} is the Coordinator.`)
            : c.correct
              ? msg(str`${by}, the Spy Hunter, accuses ${target} of being a Resistance Chief: right.`)
              : msg(str`${by}, the Spy Hunter, accuses ${target} of being a Resistance Chief: wrong.`);
      if (c.winner) return sentences(c.early ? msg('Early accusation.') : '', said, winnerText(c.winner));
      if (c.correct) return sentences(said, msg('Before the resistance wins, the spies talk it over and the Assassin names the Commander.'));
      const awaiting = view.hunter?.awaiting;
      return sentences(
        c.early ? msg('Early accusation.') : '',
        said,
        c.result === 'fail' ? msg(str`Mission ${c.mission} now counts as failed.`) : msg(str`Mission ${c.mission} now counts as succeeded.`),
        brief ? '' : msg(str`Score: ${successes(c.successes)}, ${failures(c.failures)}.`),
        brief || !awaiting
          ? ''
          : awaiting.accuser === 'spy-hunter'
            ? msg('Now the Spy Hunter accuses a player of being a Resistance Chief.')
            : awaiting.accuser === 'resistance-hunter'
              ? msg('Now the Resistance Hunter accuses a player of being a Spy Chief.')
              : msg(str`Now ${players[awaiting.investigator ?? view.leader]!} investigates a player.`),
      );
    }
    case 'branding':
      return c.correct
        ? msg(str`${players[c.by]!}, the Deep Agent, brands ${players[c.target]!} as the Pretender: right. They swap character cards, and so sides.`)
        : msg(str`${players[c.by]!}, the Deep Agent, brands ${players[c.target]!} as the Pretender: wrong. Play goes on.`);
    default:
      return '';
  }
}

/** What undo took back of a role module's event, as the start of a sentence. */
export function roleUndoneText(undone: GameEvent, players: readonly string[]): string {
  switch (undone.type) {
    case 'loyalty-draw':
      return msg(str`Undone: the loyalty card of round ${undone.round}.`);
    case 'assassination':
      return msg(str`Undone: the Assassin's choice of ${players[undone.target]!}.`);
    case 'investigation':
      return msg(str`Undone: the investigation of ${players[undone.target]!}.`);
    case 'accusation':
    case 'early-accusation':
      return msg(str`Undone: the accusation of ${players[undone.target]!}.`);
    case 'branding':
      return msg(str`Undone: the Branding of ${players[undone.target]!}.`);
    default:
      return '';
  }
}

/** The role modules' endings (R-ASN-END, R-HUN-ACC). */
export function roleWinnerText(winner: Winner): string {
  switch (winner.reason) {
    case 'commander-assassinated':
      return msg('The spies win: the Assassin found the Commander.');
    case 'assassin-missed':
      return msg('The resistance wins: three missions succeeded and the Assassin missed the Commander.');
    case 'chief-found':
      return winner.side === 'resistance'
        ? msg('The resistance wins: the Resistance Hunter found a Spy Chief.')
        : msg('The spies win: the Spy Hunter found a Resistance Chief.');
    case 'coordinator-found':
      return msg('The spies win: the Spy Hunter accused the Coordinator.');
    default:
      return '';
  }
}
