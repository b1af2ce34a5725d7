/**
 * The step controls of Rebellion vs Empire, shared by the one-device app (ui/rve-app.ts) and the
 * room pages (ui/rooms/rve-room-phone.ts, rve-room-table.ts): each is a template function taking
 * the viewer's `GameView`, the engine's ask (core/steps.ts, as `asksFor` gives it to this viewer)
 * and a {@link StepHost} (the page's draft choices, how to answer, how to report a form left
 * incomplete). Light DOM; every step is a form (radio groups, checkboxes, one submit button) whose
 * first control the page focuses when the step begins; ids and names are the same in every page,
 * so tests and the rules reference find them.
 *
 * Privacy: the play, proof and claim steps name the Rebellion's cards: a page renders them only
 * where the Rebellion alone sees them (its private screen, its own phone), with a `rebellion`
 * view and ask. The others take public views and asks.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import { DRAWABLE_MISSIONS, TABLE_MISSION_LIMITS } from '../engine.ts';
import type { Ask, CardId, District, GameEvent, GameView, MissionEntry, MissionId, MissionKey, MoveResult, Slot, Token } from '../engine.ts';
import type { ShownResult } from '../../../platform/ui/last-result.ts';
import { radioFieldset } from '../../../platform/a11y/radio-choices.ts';
import { listText } from '../../../platform/i18n/words.ts';
import {
  cardName,
  claimText,
  deckText,
  describedMissionName,
  districtDetails,
  districtName,
  liberationText,
  missionCondition,
  missionName,
  playedCardText,
  playerText,
  resultText,
  slotName,
  tokenHelp,
  tokenName,
  tokenStateText,
} from '../text/rve-text.ts';

/** The choices a page keeps while a step's form is being filled (cleared after each accepted event). */
export interface StepDraft {
  /** The action area: the index of the pair among the ask's pairs. */
  pair: number | null;
  token: Token | null;
  powerSlot: Slot | null;
  powerDistrict: District | null;
  assignment: Partial<Record<Slot, District>>;
  revealChoice: CardId | null;
  hiddenChoice: CardId[];
  /** The proof: the index among the ask's proofs flattened by district then mission. */
  proofChoice: number | null;
  claimDistrict: District | null;
  claimMission: MissionId | null;
  claimReveal: CardId[];
}

/** Nothing chosen yet. */
export const EMPTY_DRAFT: StepDraft = {
  pair: null,
  token: null,
  powerSlot: null,
  powerDistrict: null,
  assignment: {},
  revealChoice: null,
  hiddenChoice: [],
  proofChoice: null,
  claimDistrict: null,
  claimMission: null,
  claimReveal: [],
};

/** What a page gives the step functions. */
export interface StepHost {
  /** The choices so far. */
  readonly draft: StepDraft;
  /** Merges `change` into the draft (synchronously) and renders again. */
  change(change: Partial<StepDraft>): void;
  /**
   * Answers the ask with the engine's event (the one-device app applies it; a room page sends it
   * as `game:<type>`). `secret`: chosen on the Rebellion's own screen (play, proof, claim).
   */
  answer(event: GameEvent, secret: boolean): void;
  /** A form left incomplete: say `sentence` (not aloud when `secret`), focus `selector`. */
  incomplete(sentence: string, selector: string, secret: boolean): void;
}

/**
 * A {@link StepHost} over a page's draft: `read` and `write` it (a Lit state property, so that a
 * change renders again), `answer` and `incomplete` as the page does them.
 */
export function stepHost(read: () => StepDraft, write: (draft: StepDraft) => void, answer: StepHost['answer'], incomplete: StepHost['incomplete']): StepHost {
  return {
    get draft() {
      return read();
    },
    change: (change) => write({ ...read(), ...change }),
    answer,
    incomplete,
  };
}

/** The End-the-check button (G2-LIB-3; with a table-entered mission the Rebellion may claim first, G2-MIS-UNKNOWN). */
export function endCheckButton(host: StepHost): TemplateResult {
  return html`<button type="button" class="primary" id="rve-end-check" @click=${() => host.answer({ type: 'end-check' }, false)}>${msg('End the liberation check')}</button>`;
}

/** G2-ROUND-AREA: the Rebellion chooses two adjacent districts. */
export function areaStep(host: StepHost, ask: Ask): TemplateResult {
  const pairs = ask.options!.pairs!;
  const submit = (e: Event): void => {
    e.preventDefault();
    if (host.draft.pair === null) {
      host.incomplete(msg('Choose two districts for the action area.'), 'input[name="rve-area"]', false);
      return;
    }
    const [a, b] = pairs[host.draft.pair]!;
    const area: GameEvent = { type: 'area', districts: [a, b] };
    host.answer(area, false);
  };
  return html`<form @submit=${submit} novalidate>
    ${radioFieldset(msg('The action area'), 'rve-error', {
      name: 'rve-area',
      options: pairs.map((p, i) => [i, listText(p.map(districtName))] as const),
      checked: host.draft.pair,
      onPick: (i) => host.change({ pair: i }),
    })}
    <div class="actions"><button type="submit" class="primary">${msg('Choose this action area')}</button></div>
  </form>`;
}


/** A.5: one of the Empire's two power actions: the token, then its card and district. */
export function powerStep(host: StepHost, view: GameView, ask: Ask): TemplateResult {
  const tokens = ask.options!.tokens!;
  const chosen = tokens.find((t) => t.token === host.draft.token) ?? null;
  const slotLabel = (slot: Slot): string => {
    const c = view.played.find((p) => p.slot === slot);
    return c ? playedCardText(c) : slotName(slot);
  };
  const submit = (e: Event): void => {
    e.preventDefault();
    if (!chosen) {
      host.incomplete(msg('Choose a power token.'), 'input[name="rve-token"]', false);
      return;
    }
    if (chosen.slots && host.draft.powerSlot === null) {
      host.incomplete(msg('Choose the played card.'), 'input[name="rve-power-slot"]', false);
      return;
    }
    if (chosen.districts && host.draft.powerDistrict === null) {
      host.incomplete(msg('Choose the district.'), 'input[name="rve-power-district"]', false);
      return;
    }
    const t = chosen.token;
    const event: GameEvent =
      t === 'blockade'
        ? { type: 'power', token: t, district: host.draft.powerDistrict! }
        : t === 'redirect'
          ? { type: 'power', token: t, slot: host.draft.powerSlot!, district: host.draft.powerDistrict! }
          : { type: 'power', token: t, slot: host.draft.powerSlot! };
    host.answer(event, false);
  };
  return html`<form @submit=${submit} novalidate>
    ${radioFieldset(msg('The power token'), 'rve-error', {
      name: 'rve-token',
      options: tokens.map((t) => [t.token, `${tokenName(t.token)}: ${tokenHelp(t.token)}`] as const),
      checked: host.draft.token,
      onPick: (t) => {
        host.change({ token: t, powerSlot: null, powerDistrict: null });
      },
    })}
    ${chosen?.slots
      ? radioFieldset(msg('The played card'), 'rve-error', {
          name: 'rve-power-slot',
          options: chosen.slots.map((s) => [s, slotLabel(s)] as const),
          checked: host.draft.powerSlot,
          onPick: (s) => host.change({ powerSlot: s }),
        })
      : nothing}
    ${chosen?.districts
      ? radioFieldset(chosen.token === 'blockade' ? msg('The district to blockade') : msg('The district it goes to'), 'rve-error', {
          name: 'rve-power-district',
          options: chosen.districts.map((d) => [d, districtName(d)] as const),
          checked: host.draft.powerDistrict,
          onPick: (d) => host.change({ powerDistrict: d }),
        })
      : nothing}
    <div class="actions">
      <button type="submit" class="primary" id="rve-use-token">${chosen ? msg(str`Use ${tokenName(chosen.token)}`, { id: 'rve-use-token' }) : msg('Use the token')}</button>
    </div>
  </form>`;
}


/** G2-ROUND-ASSIGN, G2-FINAL-4: a district for every card left in front of the marker. */
export function assignStep(host: StepHost, view: GameView, ask: Ask): TemplateResult {
  const slots = ask.options!.slots!;
  const districts = ask.options!.districts!;
  const choice = (slot: Slot): District | null => host.draft.assignment[slot] ?? (districts.length === 1 ? districts[0]! : null);
  const submit = (e: Event): void => {
    e.preventDefault();
    const missing = slots.find((s) => choice(s) === null);
    if (missing) {
      host.incomplete(msg(str`Choose a district for ${slotName(missing)}.`, { id: 'rve-assign-missing' }), `input[name="rve-assign-${missing}"]`, false);
      return;
    }
    const assign: GameEvent = { type: 'assign', cards: slots.map((slot) => ({ slot, district: choice(slot)! })) };
    host.answer(assign, false);
  };
  return html`<form @submit=${submit} novalidate>
    ${slots.length === 0 ? html`<p>${msg('No card is left in front of the marker.')}</p>` : nothing}
    ${slots.map((slot) => {
      const c = view.played.find((p) => p.slot === slot)!;
      return radioFieldset(msg(str`Where ${playedCardText(c)} goes`, { id: 'rve-assign-legend' }), 'rve-error', {
        name: `rve-assign-${slot}`,
        options: districts.map((d) => [d, districtName(d)] as const),
        checked: choice(slot),
        onPick: (d) => host.change({ assignment: { ...host.draft.assignment, [slot]: d } }),
      });
    })}
    <div class="actions"><button type="submit" class="primary" id="rve-assign">${msg('Assign the cards')}</button></div>
  </form>`;
}


/**
 * The board: the districts left to right, the cards and tokens, the missions, the liberated
 * districts (the public view on a shared screen; the Rebellion's own view on its screen only).
 */
export function boardView(view: GameView): TemplateResult {
  const own = view.viewer === 'rebellion';
  const id = (s: string): string => (own ? `rve-private-${s}` : `rve-${s}`);
  return html`
    <section aria-labelledby=${id('districts-heading')}>
      <h2 id=${id('districts-heading')}>${msg('Districts, left to right')}</h2>
      <ol class="rve-districts">
        ${view.row.map(
          (d) => html`<li id=${id(`district-${d.district}`)}>
            <h3>${districtName(d.district)}</h3>
            <p>${districtDetails(view, d, own)}</p>
          </li>`,
        )}
      </ol>
    </section>
    <section aria-labelledby=${id('status-heading')}>
      <h2 id=${id('status-heading')}>${msg('Cards and tokens')}</h2>
      <p id=${id('deck')}>${deckText(view)}</p>
      <p id=${id('played')}>
        ${view.played.length === 0
          ? msg('No card in front of the action-area marker.')
          : msg(str`In front of the action-area marker: ${listText(view.played.map(playedCardText))}.`, { id: 'rve-played' })}
      </p>
      <h3>${msg("The Empire's power tokens")}</h3>
      <ul id=${id('tokens')}>
        ${view.tokens.map((t) => html`<li>${tokenStateText(t.token, t.available)}</li>`)}
      </ul>
    </section>
    <section aria-labelledby=${id('missions-heading')}>
      <h2 id=${id('missions-heading')}>${msg('Missions in play')}</h2>
      <ul>
        ${view.missions.map(
          (m) => html`<li>
            <strong>${missionName(view.missions, m.id)}</strong>:
            ${m.table === null ? missionCondition(m.id, view.capitolVariant) : m.table.condition}
          </li>`,
        )}
      </ul>
    </section>
    <section aria-labelledby=${id('liberated-heading')}>
      <h2 id=${id('liberated-heading')}>${msg('Liberated districts')}</h2>
      ${view.liberated.length === 0
        ? html`<p>${msg('None yet: the Rebellion needs 3.')}</p>`
        : html`<ul>
            ${view.liberated.map((l) => html`<li>${liberationText(view, l)}</li>`)}
          </ul>`}
      <p>
        ${view.destroyed.cards.length === 0
          ? msg('No card destroyed.')
          : msg(str`Destroyed: ${listText(view.destroyed.cards.map((c) => (c.card ? cardName(c.card) : msg('a hidden card'))))}.`, { id: 'rve-destroyed' })}
      </p>
    </section>
  `;
}


/** G2-ROUND-PLAY (private: the Rebellion's hand): the card to reveal and the two hidden ones. */
export function playStep(host: StepHost, ask: Ask): TemplateResult {
  const hand = ask.options!.hand!;
  const revealable = ask.options!.revealable!;
  const onlyFeints = revealable.length === 0;
  const need = onlyFeints ? 3 : 2;
  const submit = (e: Event): void => {
    e.preventDefault();
    if (!onlyFeints && host.draft.revealChoice === null) {
      host.incomplete(msg('Choose the card to reveal.'), 'input[name="rve-reveal"]', true);
      return;
    }
    const hidden = hand.filter((c) => host.draft.hiddenChoice.includes(c) && c !== host.draft.revealChoice);
    if (hidden.length !== need) {
      host.incomplete(
        onlyFeints ? msg('Choose three cards to play hidden.') : msg('Choose exactly two cards to play hidden.'),
        'input[name="rve-hidden"]',
        true,
      );
      return;
    }
    const play: GameEvent = { type: 'play', hidden, revealed: onlyFeints ? null : host.draft.revealChoice };
    host.answer(play, true);
  };
  const toggle = (card: CardId, on: boolean): void => {
    host.change({ hiddenChoice: on ? [...host.draft.hiddenChoice.filter((c) => c !== card), card] : host.draft.hiddenChoice.filter((c) => c !== card) });
  };
  return html`<form @submit=${submit} novalidate>
    ${onlyFeints
      ? html`<p>${msg('Your hand holds only Feints: all three are played hidden (a Feint is never revealed).')}</p>`
      : radioFieldset(msg('The card to reveal (never a Feint)'), 'rve-error', {
          name: 'rve-reveal',
          options: revealable.map((c) => [c, cardName(c)] as const),
          checked: host.draft.revealChoice,
          onPick: (c) => {
            host.change({ revealChoice: c, hiddenChoice: host.draft.hiddenChoice.filter((h) => h !== c) });
          },
        })}
    <fieldset aria-describedby="rve-error">
      <legend>${onlyFeints ? msg('The three hidden cards') : msg('The two hidden cards (numbered in the order of your hand)')}</legend>
      <div class="choices">
        ${hand
          .filter((c) => c !== host.draft.revealChoice)
          .map(
            (c) => html`<label class="choice">
              <input type="checkbox" name="rve-hidden" .value=${c} .checked=${host.draft.hiddenChoice.includes(c)} @change=${(e: Event) => toggle(c, (e.target as HTMLInputElement).checked)} />
              <span>${cardName(c)}</span>
            </label>`,
          )}
      </div>
    </fieldset>
    <div class="actions"><button type="submit" class="primary" id="rve-play">${msg('Play these cards')}</button></div>
  </form>`;
}


/**
 * A claim by a mission card the table entered (G2-MIS-UNKNOWN, E-3), on the Rebellion's screen:
 * the district, the card, and the hidden cards of its stack to show with the claim (they become
 * revealed for good, G2-STATE-2); the Empire then accepts or rejects it on the shared screen.
 */
export function claimStep(host: StepHost, view: GameView, ask: Ask): TemplateResult {
  const { districts, missions } = ask.options!.claims!;
  const mission = host.draft.claimMission ?? (missions.length === 1 ? missions[0]! : null);
  const stack = host.draft.claimDistrict ? (view.row.find((d) => d.district === host.draft.claimDistrict)?.stack ?? []) : [];
  const hidden = stack.filter((c) => !c.revealed && c.card !== null).map((c) => c.card!);
  const submit = (e: Event): void => {
    e.preventDefault();
    if (host.draft.claimDistrict === null) {
      host.incomplete(msg('Choose the district to claim.'), 'input[name="rve-claim-district"]', true);
      return;
    }
    if (mission === null) {
      host.incomplete(msg('Choose the mission card.'), 'input[name="rve-claim-mission"]', true);
      return;
    }
    const claim: GameEvent = { type: 'liberate', district: host.draft.claimDistrict, mission, reveal: hidden.filter((c) => host.draft.claimReveal.includes(c)) };
    host.answer(claim, true);
  };
  const toggle = (card: CardId, on: boolean): void => {
    host.change({ claimReveal: on ? [...host.draft.claimReveal.filter((c) => c !== card), card] : host.draft.claimReveal.filter((c) => c !== card) });
  };
  return html`<form @submit=${submit} novalidate>
    <p>${msg('Claim that a district meets a mission card the table entered. The Empire accepts or rejects the claim; the cards you show become revealed for good, even if it rejects it.')}</p>
    ${radioFieldset(msg('The district to claim'), 'rve-error', {
      name: 'rve-claim-district',
      options: districts.map((d) => [d, districtName(d)] as const),
      checked: host.draft.claimDistrict,
      onPick: (d) => {
        host.change({ claimDistrict: d, claimReveal: [] });
      },
    })}
    ${radioFieldset(msg('The mission card'), 'rve-error', {
      name: 'rve-claim-mission',
      options: missions.map((m) => [m, missionName(view.missions, m)] as const),
      checked: mission,
      onPick: (m) => host.change({ claimMission: m }),
    })}
    ${host.draft.claimDistrict === null
      ? nothing
      : hidden.length === 0
        ? html`<p id="rve-claim-nothing-hidden">${msg('This district holds no hidden card: nothing more to show.')}</p>`
        : html`<fieldset aria-describedby="rve-error">
            <legend>${msg('The hidden cards to show (none, some or all)')}</legend>
            <div class="choices">
              ${hidden.map(
                (c) => html`<label class="choice">
                  <input type="checkbox" name="rve-claim-reveal" .value=${c} .checked=${host.draft.claimReveal.includes(c)} @change=${(e: Event) => toggle(c, (e.target as HTMLInputElement).checked)} />
                  <span>${cardName(c)}</span>
                </label>`,
              )}
            </div>
          </fieldset>`}
    <div class="actions"><button type="submit" class="primary" id="rve-claim-submit">${msg('Claim this liberation')}</button></div>
  </form>`;
}


/** G2-LIB-5 (private): the liberation to prove and the cards it shows. */
export function proofStep(host: StepHost, ask: Ask): TemplateResult {
  const options = (ask.options!.proofs ?? []).flatMap((p) => p.missions.map((m) => ({ district: p.district, mission: m.mission as MissionKey, reveal: m.reveal })));
  const label = (o: (typeof options)[number]): string =>
    o.reveal.length === 0
      ? msg(str`${districtName(o.district)} by ${describedMissionName(o.mission)}, showing nothing more`, { id: 'rve-proof-none' })
      : msg(str`${districtName(o.district)} by ${describedMissionName(o.mission)}, showing ${listText(o.reveal.map(cardName))}`, { id: 'rve-proof' });
  const submit = (e: Event): void => {
    e.preventDefault();
    const o = host.draft.proofChoice === null ? null : options[host.draft.proofChoice];
    if (!o) {
      host.incomplete(msg('Choose the liberation to prove.'), 'input[name="rve-proof"]', true);
      return;
    }
    host.answer({ type: 'liberate', district: o.district, mission: o.mission, reveal: o.reveal }, true);
  };
  return html`<form @submit=${submit} novalidate>
    <p>${msg('A district meets a mission: it is liberated. Choose the mission to prove; the cards shown become revealed to everyone.')}</p>
    ${radioFieldset(msg('The liberation to prove'), 'rve-error', {
      name: 'rve-proof',
      options: options.map((o, i) => [i, label(o)] as const),
      checked: host.draft.proofChoice,
      onPick: (i) => host.change({ proofChoice: i }),
    })}
    <div class="actions"><button type="submit" class="primary" id="rve-prove">${msg('Prove this liberation')}</button></div>
  </form>`;
}

/** The Empire accepts or rejects the Rebellion's claim by a table-entered mission (G2-MIS-UNKNOWN). */
export function confirmStep(host: StepHost, view: GameView): TemplateResult {
  const claim = view.claim!;
  return html`<p id="rve-claim">${claimText(view)}</p>
    <p>${msg(str`${playerText(view, 'empire')}: does the stack meet the card as printed?`, { id: 'rve-confirm-question' })}</p>
    <div class="actions">
      <button type="button" class="primary" id="rve-accept" @click=${() => host.answer({ type: 'confirm', accept: true }, false)}>
        ${msg(str`Accept: ${districtName(claim.district)} is liberated`, { id: 'rve-accept' })}
      </button>
      <button type="button" id="rve-reject" @click=${() => host.answer({ type: 'confirm', accept: false }, false)}>${msg('Reject the claim')}</button>
    </div>`;
}

/** One mission card the table drew (G2-SET-6, G2-MIS-UNKNOWN): a described key, `other` (typed in), or not chosen yet (''). */
export interface MissionPick {
  card: MissionKey | 'other' | '';
  name: string;
  condition: string;
}

/** Nothing chosen yet. */
export const NO_PICK: MissionPick = { card: '', name: '', condition: '' };

/**
 * Who draws the mission cards (G2-SET-6), in the one-device setup and the room's: the app draws 3
 * of the 7 the rules describe (`'app'`), or the players drew the printed cards and enter the 3
 * drawn (`'table'`). A radio group (radio-choices.ts) described by `describedBy`.
 */
export function missionCardsFieldset(checked: 'app' | 'table', describedBy: string, onPick: (value: 'app' | 'table') => void): TemplateResult {
  return radioFieldset(msg('Mission cards'), describedBy, {
    name: 'rve-mission-cards',
    options: [
      ['app', msg('The app draws 3 of the 7 cards the rules describe')],
      ['table', msg('We drew the printed cards: enter the 3 drawn')],
    ] as const,
    checked,
    onPick,
  });
}

/**
 * The three mission cards the table drew, one fieldset each: a described card by its name, or
 * another by its printed name and condition (G2-MIS-UNKNOWN); `setPick(i, change)` records a change.
 */
export function missionPickFields(picks: readonly MissionPick[], setPick: (i: number, change: Partial<MissionPick>) => void): TemplateResult {
  return html`${picks.map((pick, i) => {
            const n = i + 1;
            return html`<fieldset id=${`rve-mission-${n}`}>
              <legend>${msg(str`Mission card ${n}`, { id: 'rve-mission-legend' })}</legend>
              <div class="field">
                <label for=${`rve-mission-${n}-card`}>${msg('The card drawn')}</label>
                <select id=${`rve-mission-${n}-card`} aria-describedby="rve-error" @change=${(e: Event) => setPick(i, { card: (e.target as HTMLSelectElement).value as MissionPick['card'] })}>
                  <option value="" ?selected=${pick.card === ''}>${msg('Choose the card')}</option>
                  ${DRAWABLE_MISSIONS.map((key) => html`<option value=${key} ?selected=${pick.card === key}>${describedMissionName(key)}</option>`)}
                  <option value="other" ?selected=${pick.card === 'other'}>${msg('Another card: type its name and condition')}</option>
                </select>
              </div>
              ${pick.card === 'other'
                ? html`<div class="field">
                      <label for=${`rve-mission-${n}-name`}>${msg('Its name, as printed')}</label>
                      <input
                        type="text"
                        id=${`rve-mission-${n}-name`}
                        autocomplete="off"
                        maxlength=${TABLE_MISSION_LIMITS.name}
                        .value=${pick.name}
                        @input=${(e: Event) => setPick(i, { name: (e.target as HTMLInputElement).value })}
                      />
                    </div>
                    <div class="field">
                      <label for=${`rve-mission-${n}-condition`}>${msg('Its condition, as printed')}</label>
                      <textarea
                        id=${`rve-mission-${n}-condition`}
                        rows="3"
                        maxlength=${TABLE_MISSION_LIMITS.condition}
                        aria-describedby="rve-typed-mission-hint"
                        .value=${pick.condition}
                        @input=${(e: Event) => setPick(i, { condition: (e.target as HTMLTextAreaElement).value })}
                      ></textarea>
                    </div>`
                : nothing}
            </fieldset>`;
          })}
      <p class="hint" id="rve-typed-mission-hint">
            ${msg('The app shows a typed card as written and does not check it: the Rebellion claims a liberation by it, and the Empire accepts or rejects the claim.')}
          </p>`;
}

/**
 * The three mission cards the table entered, or the first thing missing or repeated as
 * `[selector, sentence]` (G2-SET-6: three different cards; G2-MIS-UNKNOWN: a typed card has its
 * printed name and condition).
 */
export function missionEntriesOf(picks: readonly MissionPick[]): { entries: MissionEntry[] } | { problem: [string, string] } {
  const entries: MissionEntry[] = [];
  const seen: string[] = [];
  for (const [i, pick] of picks.entries()) {
    const n = i + 1;
    if (pick.card === '') return { problem: [`#rve-mission-${n}-card`, msg(str`Choose mission card ${n}.`, { id: 'rve-mission-missing' })] };
    if (pick.card === 'other') {
      const name = pick.name.trim();
      const condition = pick.condition.trim();
      if (!name) return { problem: [`#rve-mission-${n}-name`, msg(str`Type the name printed on mission card ${n}.`, { id: 'rve-mission-name-missing' })] };
      if (!condition) return { problem: [`#rve-mission-${n}-condition`, msg(str`Type the condition printed on mission card ${n}.`, { id: 'rve-mission-condition-missing' })] };
      entries.push({ table: { name, condition } });
    } else entries.push(pick.card);
    const key = pick.card === 'other' ? `name:${pick.name.trim().toLowerCase()}` : pick.card;
    const twin = seen.indexOf(key);
    if (twin >= 0) {
      return { problem: [`#rve-mission-${n}-card`, msg(str`Mission card ${n} is the same as card ${twin + 1}: the three cards drawn are different.`, { id: 'rve-mission-twice' })] };
    }
    seen.push(key);
  }
  return { entries };
}

/**
 * The last move's result as a screen shows it (the platform's last-result.ts): the sentence
 * announced of it (rve-text.ts `resultText`), with the names of the public `view`; `null` before
 * the first move and once the game is over (the game's end says how it ended).
 */
export function shownResult(view: GameView, result: MoveResult | null): ShownResult | null {
  return result && !view.winner ? { text: resultText(view, result) } : null;
}
