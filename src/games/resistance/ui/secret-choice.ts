/**
 * The one secret-choice step of every device: the sealed vote (R-VOTE-1), the mission card
 * (R-MIS-1, R-MIS-2, R-REVS-2, R-HUN-MIS), and a module's secret pick (its screens'
 * `secretPicks`: the card the Trapper's leader sets aside, R-TRP-2; the loyalty card an
 * investigated player shows, R-HUN-INV, R-HUN-OPT), each with its legend and context. The
 * one-device private turn (`rs-private-turns`) and a player's own phone (`rs-room-phone`) render
 * it with {@link secretChoiceButtons}, one tap per choice, from the engine's ask (steps.ts `asked`:
 * a card ask offers the game's cards, the same for every team member), so a new card or option
 * appears in both at once.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import type { MissionCard, Seat } from '../engine.ts';
import { nameList } from '../text/text.ts';
import { moduleCardName } from './module-screens.ts';
import '../../../platform/a11y/more-styles.ts'; // The buttons' layout (`.secret-buttons`).

/**
 * The mission cards' names, for the choice's buttons and the table's card entry: Success and Fail
 * (R-MIS-1), and the cards the modules add, named by their screens (ModuleScreens
 * `missionCardNames`: Reverse, R-REVS-2; Chief Fail, R-HUN-MIS). A card no module names is shown
 * as its id.
 */
export function missionCardName(card: MissionCard): string {
  if (card === 'success') return msg('Success');
  if (card === 'fail') return msg('Fail');
  return moduleCardName(card) ?? card;
}

/** The choices of a mission card: the cards the engine's ask offers (the same for every team member). */
export function missionCardChoices(cards: readonly MissionCard[]): [string, string][] {
  return cards.map((card): [string, string] => [card, missionCardName(card)]);
}

/** Approve and Reject (R-VOTE-1). */
export function voteChoices(): [string, string][] {
  return [
    ['approve', msg('Approve')],
    ['reject', msg('Reject')],
  ];
}

/** The sentence above a vote: whose team, which mission. */
export function voteContext(players: readonly string[], proposal: { leader: Seat; team: readonly Seat[]; mission: number }): string {
  return msg(str`${players[proposal.leader]!} proposes ${nameList(players, proposal.team)} for mission ${proposal.mission}.`);
}

/** The sentence above a mission card (R-MIS-1); in the spotlight the card is played face up (R-PLOT-3). */
export function cardContext(players: readonly string[], proposal: { team: readonly Seat[]; mission: number }, spotlight: boolean): string {
  return (
    msg(str`Mission ${proposal.mission}, team: ${nameList(players, proposal.team)}. Choose your card; only the count of Fail cards is revealed.`) +
    (spotlight ? ' ' + msg('You are in the spotlight: your card is played face up, for everyone to see.') : '')
  );
}

/** The name of a secret vote's group (R-VOTE-1). */
export function voteLegend(): string {
  return msg('Your vote');
}

/** The name of a mission card's group (R-MIS-1). */
export function cardLegend(): string {
  return msg('Your mission card');
}

/** A secret choice as {@link secretChoiceButtons} draws it, from the engine's ask. */
export interface SecretChoiceSpec {
  /** The front-end's id prefix: the context `${prefix}-choice-context`, the group `${prefix}-choice-group`, each button's `name` `${prefix}-choice`. */
  prefix: string;
  /** The name of the group: {@link voteLegend}, {@link cardLegend}, or a module's pick's ("Card to set aside"). */
  legend: string;
  /** The sentences above the choices (what is voted on, the mission and its team…); `''`: none. */
  context: string;
  /** `[value, label]` pairs, in the order shown: one button each. */
  options: readonly (readonly [string, string])[];
  /** A request of this choice is on its way: every button says so (`aria-disabled`) and a press does nothing. */
  busy?: boolean;
  /**
   * The choice is made and sealed, its step not over: the group stays, with no context (the page
   * shows the confirmation above it), its buttons unavailable (`aria-disabled`) and out of the
   * Tab order. They stay in the page, and the one pressed keeps focus until the page moves it on:
   * Orca 43 says nothing of a focus move made as the focused control goes, and a `disabled`
   * focused button loses focus to the page's body (scripts/orca/, docs/screen-reader.md).
   */
  sealed?: boolean;
  /** The button of `value` was pressed (a first click or a key: a double tap's second click never comes here). */
  onChoose(value: string): void;
}

/**
 * The one secret-choice component, the same on a player's own phone and in a passed phone's
 * private turn, for every kind (a vote, R-VOTE-1; a mission card, R-MIS-1, R-MIS-2; a module's
 * pick: the card set aside, R-TRP-2; the loyalty card shown, R-HUN-INV): the context, a heading
 * drawn as a sentence (`tabindex="-1"`, where a page may move focus when the choice arrives: Orca
 * reads a focused heading once, a focused paragraph twice, as its name and its text), then one
 * full-width button per option in a group named by its legend ("Your vote"); pressing one is the
 * choice, taken at once. Every player gets the same buttons, in the same order, of the same size.
 * The second click of a double tap (`detail` above 1) is ignored, so a finger that taps twice
 * chooses once, and while `busy` or `sealed` no press counts.
 */
export function secretChoiceButtons(spec: SecretChoiceSpec): TemplateResult {
  const { prefix, legend } = spec;
  return html`<div id="${prefix}-choice-form" data-private>
    ${spec.context && !spec.sealed ? html`<h3 id="${prefix}-choice-context" class="sentence" tabindex="-1">${spec.context}</h3>` : nothing}
    <div role="group" id="${prefix}-choice-group" class="secret-buttons" aria-labelledby="${prefix}-choice-legend">
      <p id="${prefix}-choice-legend" class="legend">${legend}</p>
      ${spec.options.map(
        ([value, label]) =>
          html`<button
            type="button"
            class=${spec.sealed ? 'primary sealed' : 'primary'}
            name="${prefix}-choice"
            value=${value}
            aria-disabled=${spec.busy || spec.sealed ? 'true' : 'false'}
            tabindex=${spec.sealed ? '-1' : nothing}
            @click=${(event: MouseEvent) => {
              if (event.detail > 1 || spec.busy || spec.sealed) return;
              spec.onChoose(value);
            }}
          >
            ${label}
          </button>`,
      )}
    </div>
  </div>`;
}
