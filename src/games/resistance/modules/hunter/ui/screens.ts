/**
 * The Hunter module's screens in a room (rules §4.4; ui/module-ui.ts `ModuleScreens`): the
 * investigation on the investigator's phone (R-HUN-INV), the steps the table records with
 * physical cards (the investigation, the accusations R-HUN-ACC and R-HUN-EARLY, Branding
 * R-HUN-BRAND), and a hidden role's own step on its private screen when the app holds the cards
 * (the Hunter's accusation, the Spy Hunter's early accusation, the Deep Agent's Branding); the
 * Chief Fail cards on the mission's recorder and in the secret card choices (R-HUN-MIS). Loading
 * it defines the module's elements (rs-hunter-steps.ts), which the one-device app's part
 * (app-flow.ts) draws too.
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import type { Ask, PublicView, Seat } from '../../../engine.ts';
import type { HunterLoyalty } from '../engine.ts';
import { hunterLoyaltyName, investigationPhrase } from '../text.ts';
import type { TableSnapshot } from '../../../room/protocol.ts';
import type { ModuleScreens, ModuleSecretPick, RoomPartHost } from '../../../ui/module-ui.ts';
import './rs-hunter-steps.ts';
import type { AccusationDetail, InvestigationDetail } from './rs-hunter-steps.ts';

declare module '../../../ui/flow.ts' {
  interface ModuleFlowKinds {
    /** App-held cards: the investigator sees the card shown (R-HUN-INV). */
    'investigation-look': true;
  }
  interface ModuleFlowShapes {
    /** The Spy Hunter's early accusation, chosen in public (R-HUN-EARLY). */
    'early-accusation': { kind: 'early-accusation' };
    /** The Deep Agent's Branding, chosen in public (R-HUN-BRAND). */
    branding: { kind: 'branding' };
    /** App-held cards: the player investigated chooses the card to show (R-HUN-INV, R-HUN-OPT). */
    'show-card': { kind: 'show-card'; seats: Seat[]; start: number; target: Seat; options: HunterLoyalty[] };
  }
}

/** The seats an ask offers (the engine's, steps.ts), or `null` for the element's default. */
function seatsOf(ask: Ask | undefined): Seat[] | null {
  return (ask?.options?.seats as Seat[] | undefined) ?? null;
}

/** The accusation element's kind for each of the Hunter's ask kinds. */
const ACCUSATION_KIND: Record<string, AccusationDetail['type']> = {
  accuse: 'accusation',
  'early-accuse': 'early-accusation',
  brand: 'branding',
};

/**
 * The role steps the table records (the engine's asks with `table`), with the
 * components of the one-device app: the investigator's choice (R-HUN-INV; the investigated player
 * then shows their card on their phone), the accusations and Branding (with physical cards; when
 * the app holds the cards they are the role's own phone's, and the table only says they are
 * awaited).
 */
function tableSection(s: TableSnapshot, host: RoomPartHost) {
  const view = s.view;
  const investigate = s.asks.find((a) => a.kind === 'investigate' && a.table);
  const accusations = s.asks.filter((a) => a.table && ACCUSATION_KIND[a.kind] !== undefined);
  const step = (type: string, target: Seat, focus: string) => void host.send('game:role-step', { type, target }, focus);
  return html`${investigate
    ? html`<rs-investigation
        .view=${view}
        .seats=${seatsOf(investigate)}
        .early=${false}
        @rs-investigation=${(e: CustomEvent<InvestigationDetail>) => step('investigation', e.detail.target, 'input[name="investigation-target"]')}
      ></rs-investigation>`
    : nothing}
  ${accusations.map(
    (a) => html`<rs-accusation
      .view=${view}
      kind=${ACCUSATION_KIND[a.kind]!}
      .seats=${seatsOf(a)}
      @rs-accusation=${(e: CustomEvent<AccusationDetail>) => step(e.detail.type, e.detail.target, 'input[name="accusation-target"]')}
    ></rs-accusation>`,
  )}`;
}

/** The loyalty cards the investigated seat may show, from its own ask (R-HUN-INV, R-HUN-OPT). */
function loyaltyOf(ask: Ask): HunterLoyalty[] {
  return (ask.options?.['loyalty'] as HunterLoyalty[] | undefined) ?? [];
}

/**
 * The investigated player's secret pick of the loyalty card shown (R-HUN-INV; only the Dummy Agent
 * has a real choice, R-HUN-OPT): on their own phone (`game:show`) and in their private turn.
 */
export const showCardPick: ModuleSecretPick = {
  legend: () => msg('Card to show'),
  context: () => msg('You are investigated: choose the loyalty card you show to the investigator. Only they will see it.'),
  options: (ask) => loyaltyOf(ask).map((card, i): [string, string] => [String(i), hunterLoyaltyName(card)]),
  submit: (value, ask, send) => {
    const card = loyaltyOf(ask)[Number(value)];
    if (card !== undefined) void send('game:show', { card }, '#now-heading');
  },
};

/**
 * A hidden role's step on its own phone's private screen (the page wraps it): the accusation
 * (R-HUN-ACC), the early accusation (R-HUN-EARLY) and Branding (R-HUN-BRAND), optional ones with
 * "Not now" (`cancel`).
 */
function roleStep(kind: 'accuse' | 'early-accuse' | 'brand') {
  return (board: PublicView, ask: Ask, host: RoomPartHost, cancel: () => void) => {
    const type = ACCUSATION_KIND[kind]!;
    const send = (e: CustomEvent<AccusationDetail>) => void host.send('game:role-step', { type, target: e.detail.target }, '#now-heading');
    return kind === 'accuse'
      ? html`<rs-accusation .view=${board} kind=${type} .seats=${seatsOf(ask)} @rs-accusation=${send}></rs-accusation>`
      : html`<rs-accusation .view=${board} kind=${type} .seats=${seatsOf(ask)} @rs-accusation=${send} @rs-accusation-cancel=${cancel}></rs-accusation>`;
  };
}

/** The Hunter module's public facts on the board (R-HUN-*): the token, investigations, accusations, revealed roles. */
function board(view: PublicView) {
  const hunter = view.hunter;
  if (!hunter) return nothing;
  const name = (seat: number) => view.players[seat]!;
  return html`<h3 id="board-hunter-heading">${msg('Hunter module')}</h3>
    ${hunter.token !== null ? html`<p id="board-hunter-token">${msg(str`Investigator token: ${name(hunter.token)}.`)}</p>` : nothing}
    ${hunter.investigations.length > 0
      ? html`<ul id="board-hunter-investigations" aria-label=${msg('Investigations')}>
          ${hunter.investigations.map((i) => html`<li>${msg(str`Mission ${i.mission}: ${name(i.by)} investigated ${name(i.target)}.`)}</li>`)}
        </ul>`
      : nothing}
    ${hunter.accusations.length > 0
      ? html`<ul id="board-hunter-accusations" aria-label=${msg('Accusations')}>
          ${hunter.accusations.map((a) =>
            html`<li>
              ${a.correct ? msg(str`Mission ${a.mission}: ${name(a.by)} accused ${name(a.target)}: right.`) : msg(str`Mission ${a.mission}: ${name(a.by)} accused ${name(a.target)}: wrong.`)}
            </li>`,
          )}
        </ul>`
      : nothing}
    ${hunter.resistanceHunter !== null ? html`<p>${msg(str`Resistance Hunter, revealed: ${name(hunter.resistanceHunter)}.`)}</p>` : nothing}
    ${hunter.spyHunter !== null ? html`<p>${msg(str`Spy Hunter, revealed: ${name(hunter.spyHunter)}.`)}</p>` : nothing}
    ${hunter.branding
      ? html`<p>${hunter.branding.correct
          ? msg(str`Branding: ${name(hunter.branding.by)}, the Deep Agent, found the Pretender, ${name(hunter.branding.target)}; they swapped cards.`)
          : msg(str`Branding: ${name(hunter.branding.by)}, the Deep Agent, named ${name(hunter.branding.target)}: wrong.`)}</p>`
      : nothing}`;
}

/** The Hunter's screens. */
export const hunterScreens: ModuleScreens = {
  secretPicks: { 'show-card': showCardPick },
  id: 'hunter',
  // R-HUN-TEAM: with the team, before the fifth round's mission, the leader hands the investigator
  // token to a player who is neither on the team nor the leader.
  proposalFields: {
    needed: (view) => view.hunter != null && view.round < 5,
    render: (view, chosen, id) =>
      html`<div class="field">
        <label for=${id('investigator')}>${msg('Investigator token: the leader hands it to')}</label>
        <select id=${id('investigator')} aria-describedby="${id('investigator')}-hint">
          ${view.players.map((name, seat) => (seat === view.leader || chosen.includes(seat) ? '' : html`<option value=${seat}>${name}</option>`))}
        </select>
        <p class="hint" id="${id('investigator')}-hint">${msg('If the team is approved and the mission fails, this player investigates someone.')}</p>
      </div>`,
    read: (root, view, chosen, id) => {
      const select = root.querySelector<HTMLSelectElement>(`#${id('investigator')}`);
      const seat = select ? Number(select.value) : NaN;
      if (!Number.isInteger(seat) || chosen.includes(seat) || seat === view.leader) {
        return { error: msg('Give the investigator token to a player who is not on the team and is not the leader.'), focus: `#${id('investigator')}` };
      }
      return { fields: { investigator: seat } };
    },
  },
  looks: {
    // App-held cards: the investigator's private look at the card shown, from their own view only (R-HUN-INV).
    'investigation-look': {
      rule: 'R-HUN-INV',
      text: (view) => {
        const seen = view.investigations[view.investigations.length - 1];
        return seen ? investigationPhrase(view.players[seen.target]!, seen.card) : '';
      },
      mustFinish: true,
    },
  },
  board,
  tableSection,
  phoneSteps: {
    // The investigator's own phone (the card shown arrives there, R-HUN-INV).
    investigate: (board, send, _screenHidden, ask) =>
      html`<rs-investigation
        .view=${board}
        .seats=${seatsOf(ask)}
        .early=${false}
        rooms
        @rs-investigation=${(e: CustomEvent<InvestigationDetail>) => void send('game:role-step', { type: 'investigation', target: e.detail.target }, '#now-heading')}
      ></rs-investigation>`,
  },
  phoneTurns: {
    investigate: () => msg('You investigate: choose the player to investigate.'),
    'show-card': () => msg('You are investigated: choose on your private screen the loyalty card you show.'),
    accuse: () => msg('You are the Hunter who accuses now: name the Chief on your private screen.'),
  },
  // The optional steps of a hidden role, opened from the private screen (R-HUN-BRAND, R-HUN-EARLY).
  phoneOptional: {
    brand: () => msg('Brand a player as the Pretender (Deep Agent)'),
    'early-accuse': () => msg('Accuse early (Spy Hunter)'),
  },
  phoneRoleSteps: {
    accuse: roleStep('accuse'),
    'early-accuse': roleStep('early-accuse'),
    brand: roleStep('brand'),
  },
  // R-HUN-MIS (7+ players): the Chief Fail cards revealed, counted with the Fail cards, on the
  // mission's recorder with physical cards; at most the cards counted.
  missionCounts: (view, counted) =>
    view.hunter?.chiefFailCards
      ? [
          {
            field: 'chiefFails',
            name: 'chief-fails',
            legend: msg('Chief Fail cards revealed'),
            max: counted,
            label: (n) => (n === 0 ? msg('No Chief Fail cards') : msg(str`Chief Fail cards: ${n}`)),
            addsToFails: true,
          },
        ]
      : [],
  missionCardNames: { 'chief-fail': () => msg('Chief Fail') },
};
