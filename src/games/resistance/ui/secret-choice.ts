/**
 * The one secret-choice step of both front-ends: the sealed vote (R-VOTE-1), the
 * mission card (R-MIS-1, R-MIS-2, R-REVS-2, R-HUN-MIS), the card the Trapper's leader sets aside
 * (R-TRP-2) and the loyalty card an investigated player shows (R-HUN-INV, R-HUN-OPT). The
 * one-device private turn (`rs-private-turns`) and a player's own phone (`rs-room-phone`) render
 * it with {@link secretChoiceForm}, from the engine's ask (steps.ts `asked`: a card ask offers the
 * game's cards, the same for every team member), so a new card or option appears in both at once.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import type { MissionCard, Seat } from '../engine.ts';
import { radioFieldset } from '../../../platform/a11y/radio-choices.ts';
import { nameList } from '../text/text.ts';
import { moduleCardName } from './module-screens.ts';

/** What is chosen in secret. */
export type SecretChoiceKind = 'vote' | 'card' | 'set-aside' | 'show-card';

/** The step's form, as one of the front-ends gives it. */
export interface SecretChoiceSpec {
  /** The front-end's id prefix: radios `${prefix}-choice`, error `${prefix}-choice-error`, button `${prefix}-seal`. */
  prefix: string;
  kind: SecretChoiceKind;
  /** The sentence above the choices (what is voted on, the mission and its team…). */
  context: string;
  /** `[value, label]` pairs, in the order shown. */
  options: readonly (readonly [string, string])[];
  checked: string | null;
  /** What is missing (empty: nothing), said by the error line the fieldset points to. */
  error: string;
  /** A request of this step is on its way (the button says so with aria-disabled). */
  busy?: boolean;
  onPick(value: string): void;
  onSubmit(event: Event): void;
}

/**
 * The mission cards' names, for the radios: Success and Fail (R-MIS-1), and the cards the modules
 * add, named by their screens (ModuleScreens `missionCardNames`: Reverse, R-REVS-2; Chief Fail,
 * R-HUN-MIS). A card no module names is shown as its id.
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

/** The face-down cards the Trapper's leader picks among, by position (R-TRP-2). */
export function setAsideChoices(count: number): [string, string][] {
  return Array.from({ length: count }, (_, i): [string, string] => [String(i), msg(str`Card ${i + 1}`)]);
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

/** The sentence above the Trapper's set-aside (R-TRP-2). */
export function setAsideContext(count: number): string {
  return msg(str`The team played ${count} cards, face down and shuffled. Choose one to look at and set aside: it is not revealed and does not count.`);
}

/** The sentence above the card an investigated player shows (R-HUN-INV). */
export function showCardContext(): string {
  return msg('You are investigated: choose the loyalty card you show to the investigator. Only they will see it.');
}

/** What the error line says when nothing is chosen. */
export function nothingChosenText(kind: SecretChoiceKind): string {
  switch (kind) {
    case 'vote':
      return msg('Choose Approve or Reject first.');
    case 'card':
      return msg('Choose Success or Fail first.');
    default:
      return msg('Choose a card first.');
  }
}

/** The name of a secret choice's group ("Your vote"). */
function choiceLegend(kind: SecretChoiceKind): string {
  return kind === 'show-card' ? msg('Card to show') : kind === 'set-aside' ? msg('Card to set aside') : kind === 'vote' ? msg('Your vote') : msg('Your mission card');
}

/** The form of a secret choice: the context, the radios in a fieldset, the error line, the seal button. */
export function secretChoiceForm(spec: SecretChoiceSpec): TemplateResult {
  const { prefix, kind } = spec;
  const legend = choiceLegend(kind);
  const button =
    kind === 'show-card'
      ? msg('Show this card')
      : kind === 'set-aside'
        ? msg('Look at it and set it aside')
        : kind === 'vote'
          ? msg('Seal my vote')
          : msg('Seal my card');
  return html`<form id="${prefix}-choice-form" @submit=${spec.onSubmit} novalidate data-private>
    ${spec.context ? html`<p id="${prefix}-choice-context">${spec.context}</p>` : nothing}
    ${radioFieldset(legend, `${prefix}-choice-error`, {
      name: `${prefix}-choice`,
      options: spec.options,
      checked: spec.checked,
      onPick: spec.onPick,
    })}
    <p class="error" id="${prefix}-choice-error">${spec.error}</p>
    <div class="actions">
      <button type="submit" class="primary" id="${prefix}-seal" aria-disabled=${spec.busy ? 'true' : 'false'}>${button}</button>
    </div>
  </form>`;
}

/** The one-tap form of a secret choice on a passed phone: what {@link secretChoiceButtons} draws. */
export interface SecretButtonsSpec {
  /** The front-end's id prefix: the group `${prefix}-choice-group`, each button's `name` `${prefix}-choice`. */
  prefix: string;
  kind: SecretChoiceKind;
  /** The sentences above the choices (what is voted on, the mission and its team…). */
  context: string;
  /** `[value, label]` pairs, in the order shown: one button each. */
  options: readonly (readonly [string, string])[];
  /** The button of `value` was pressed (a first click or a key: a double tap's second click never comes here). */
  onChoose(value: string): void;
}

/**
 * A secret choice taken with one tap, for the one-device private turn (a vote, R-VOTE-1; a mission
 * card, R-MIS-1, R-MIS-2): the context, then one full-width button per option in a group named as
 * the room phone's fieldset is ("Your vote"); pressing one is the choice, sealed at once. Every
 * player gets the same buttons, in the same order. The second click of a double tap (`detail`
 * above 1) is ignored: a finger that taps twice chooses once.
 */
export function secretChoiceButtons(spec: SecretButtonsSpec): TemplateResult {
  const { prefix, kind } = spec;
  return html`<div id="${prefix}-choice-form" data-private>
    ${spec.context ? html`<p id="${prefix}-choice-context">${spec.context}</p>` : nothing}
    <div role="group" id="${prefix}-choice-group" class="secret-buttons" aria-labelledby="${prefix}-choice-legend">
      <p id="${prefix}-choice-legend" class="legend">${choiceLegend(kind)}</p>
      ${spec.options.map(
        ([value, label]) =>
          html`<button
            type="button"
            class="primary"
            name="${prefix}-choice"
            value=${value}
            @click=${(event: MouseEvent) => {
              if (event.detail > 1) return;
              spec.onChoose(value);
            }}
          >
            ${label}
          </button>`,
      )}
    </div>
  </div>`;
}
