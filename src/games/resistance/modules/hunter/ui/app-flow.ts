/**
 * The Hunter module's part of the one-device game screen (rules §4.4; ui/module-ui.ts
 * `ModuleAppFlow`, the UI line's `appFlow`), loaded only for games with the Hunter: the
 * investigation (R-HUN-INV; with the app's cards the Dummy Agent's choice of card, R-HUN-OPT, and
 * the investigator's private look), the accusations (R-HUN-ACC, R-HUN-EARLY) and the Deep
 * Agent's Branding (R-HUN-BRAND), each chosen in public with the module's elements
 * (rs-hunter-steps.ts).
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import type { Ask, GameEvent, GameState, PublicView, Seat } from '../../../engine.ts';
import type { HunterLoyalty } from '../engine.ts';
import type { Flow } from '../../../ui/flow.ts';
import type { PrivateDoneDetail } from '../../../ui/flow.ts';
import { pickTurn } from '../../../ui/pick-turn.ts';
import type { AppFlowHost, Drawn, ModuleAppFlow } from '../../../ui/module-ui.ts';
import { shownCardText } from '../text.ts';
import { showCardPick } from './screens.ts';
import './rs-hunter-steps.ts';
import type { AccusationDetail } from './rs-hunter-steps.ts';

/** The Hunter's part of the game screen of one open game. */
export class HunterFlow implements ModuleAppFlow {
  constructor(private readonly host: AppFlowHost) {}

  /** Starts a public flow (early accusation, Branding) and says so. */
  private async startFlow(flow: Flow, text: string): Promise<void> {
    this.host.setFlow(flow);
    await this.host.afterChange(text, 'polite', true);
  }

  /**
   * The investigation (R-HUN-INV). With physical cards only the target is recorded. When the app
   * holds the cards: in a game with the Dummy Agent (R-HUN-OPT) every player investigated first
   * chooses in private the card to show (only the Dummy Agent has a choice; the turn looks the
   * same for all); then the investigator sees it in a private turn.
   */
  private async investigate(target: Seat, shown?: HunterLoyalty): Promise<void> {
    const state = this.host.state();
    const by = state?.hunter?.after?.investigator;
    if (!state || by === undefined || by === null) return;
    const characters = state.setup.characters;
    if (characters && shown === undefined && state.setup.roles?.hunter?.dummyAgent) {
      const { investigationCards } = await import('../engine.ts');
      const options = investigationCards(characters[target]!, state.setup.players.length);
      this.host.setFlow({ kind: 'show-card', seats: [target], start: 0, target, options });
      await this.host.afterChange(msg(str`Pass the phone to ${state.setup.players[target]!}, who is investigated.`), 'polite', true);
      return;
    }
    this.host.setFlow(null);
    const before = state.events.length;
    await this.host.record(shown === undefined ? { type: 'investigation', target } : { type: 'investigation', target, shown });
    const after = this.host.state();
    if (!characters || !after || after.events.length === before) return;
    this.host.setFlow({ kind: 'investigation-look', seats: [by], start: 0 });
    await this.host.afterChange(msg(str`Pass the phone to ${after.setup.players[by]!}, who investigates, to see the card.`), 'polite', true);
  }

  /**
   * The Hunter's step now, or `null`: Branding (R-HUN-BRAND) and the early accusation
   * (R-HUN-EARLY) once opened, the investigated player's choice of card and the investigator's
   * look (private turns), the investigation and the accusation in their phases.
   */
  renderStep(state: GameState, view: PublicView, flow: Flow | null): TemplateResult | null {
    const host = this.host;
    const run = (task: () => Promise<void>): void => host.run(task);
    if (flow?.kind === 'branding') return this.renderAccusation(view, 'branding');
    // (The investigator's look, 'investigation-look', is a module look: its screens' `looks`, drawn by the game screen.)
    if (flow?.kind === 'show-card') {
      // The same pick as on the investigated player's own phone, from the ask the engine makes of them.
      const ask: Ask = { kind: 'show-card', seat: flow.target, table: false, secret: false, options: { loyalty: flow.options } };
      const pick = pickTurn(showCardPick, ask, (_index, label) => shownCardText(label));
      return html`<rs-private-turns
        .state=${state}
        kind="pick"
        .seats=${flow.seats}
        .pickTurn=${pick}
        idle-seconds=${host.privateIdleSeconds()}
        ?vibration-off=${host.vibrationOff()}
        @rs-private-done=${(e: CustomEvent<PrivateDoneDetail>) => run(() => this.investigate(flow.target, flow.options[e.detail.pick ?? 0]))}
      ></rs-private-turns>`;
    }
    if (view.phase === 'investigation') {
      if (flow?.kind === 'early-accusation') return this.renderAccusation(view, 'early-accusation');
      return html`<rs-investigation
        .view=${view}
        @rs-investigation=${(e: CustomEvent<{ target: Seat }>) => run(() => this.investigate(e.detail.target))}
        @rs-early-accusation=${() => run(() => this.startFlow({ kind: 'early-accusation' }, msg('The Spy Hunter reveals themself to accuse early.')))}
      ></rs-investigation>`;
    }
    if (view.phase === 'accusation') return this.renderAccusation(view, 'accusation');
    return null;
  }

  /** The Deep Agent's Branding button (R-HUN-BRAND), during team building while Branding is still to come. */
  renderActions(_state: GameState, view: PublicView, flow: Flow | null): Drawn {
    if (!(view.roles?.hunter?.branding && view.hunter && !view.hunter.branding && (view.phase === 'proposal' || view.phase === 'vote') && flow === null)) return nothing;
    return html`<div class="actions">
      <button
        type="button"
        id="branding-button"
        @click=${() => this.host.run(() => this.startFlow({ kind: 'branding' }, msg('The Deep Agent reveals themself for Branding.')))}
      >
        ${msg('The Deep Agent brands a player')}
      </button>
    </div>`;
  }

  /** An accusation (R-HUN-ACC, R-HUN-EARLY) or Branding (R-HUN-BRAND): the public form. */
  private renderAccusation(view: PublicView, kind: AccusationDetail['type']): TemplateResult {
    return html`<rs-accusation
      .view=${view}
      kind=${kind}
      @rs-accusation=${(e: CustomEvent<AccusationDetail>) =>
        this.host.run(async () => {
          this.host.setFlow(null);
          await this.host.record(e.detail as GameEvent);
        })}
      @rs-accusation-cancel=${() => this.host.run(() => this.host.endFlow(false))}
    ></rs-accusation>`;
  }
}
