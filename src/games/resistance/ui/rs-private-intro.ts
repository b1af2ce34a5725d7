import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import type { RevealAnswer } from '../engine.ts';
import { announcer } from '../../../platform/a11y/announcer.ts';
import { fire, LightElement } from '../../../platform/a11y/light-element.ts';
import { canVibrate, vibrateAnswer } from '../../../platform/settings/vibration.ts';
import { avalon } from '../text/table-names.ts';
import type { RsPrivateTurns } from './rs-private-turns.ts';
import './rs-private-turns.ts';

/**
 * Before the first private turn: how to keep speech and screen private (headphones or
 * the phone at the ear; VoiceOver's Screen Curtain with a three-finger triple tap; TalkBack's
 * "Hide screen"), the vibration channel where the device has one (Android) and a plain statement
 * where it has not (iOS Safari, Firefox), and a practice private turn with made-up content.
 * "Start the reveal" comes right under the first sentence: one Tab from the heading focus lands
 * on, the advice below it for whoever wants it.
 *
 * @fires rs-intro-done when the table is ready for the reveal
 */
@customElement('rs-private-intro')
export class RsPrivateIntro extends LightElement {
  /** Name of the first player to take a turn (the leader, R-REV-2). */
  @property() first = '';
  @property({ type: Number, attribute: 'idle-seconds' }) idleSeconds = 60;
  /** The device setting "Vibration" is off: the vibration channel is not offered. */
  @property({ type: Boolean, attribute: 'vibration-off' }) vibrationOff = false;
  @state() private practising = false;
  private readonly practiceVibrating = new Set<number>();

  /** Moves focus to the heading of this screen (or of the practice turn). */
  focusFirst(): void {
    if (this.practising) this.querySelector<RsPrivateTurns>('rs-private-turns')?.focusFirst();
    else this.querySelector<HTMLElement>('#intro-heading')?.focus();
  }

  private async practise(on: boolean): Promise<void> {
    this.practising = on;
    await this.updateComplete;
    const turns = this.querySelector<RsPrivateTurns>('rs-private-turns');
    await turns?.updateComplete;
    if (on) turns?.focusFirst();
    else {
      this.querySelector<HTMLElement>('#intro-practise')?.focus();
      announcer.announce(msg('Practice over. Practise again, or start the reveal when everyone is ready.'));
    }
  }

  private feel(answer: RevealAnswer, label: string): void {
    const ok = vibrateAnswer(answer);
    announcer.announce(ok ? label : msg('The phone did not vibrate: check that vibration is on in its settings.'));
  }

  protected override render() {
    if (this.practising) {
      return html`<rs-private-turns
        kind="practice"
        .seats=${[0]}
        .vibrating=${this.practiceVibrating}
        idle-seconds=${this.idleSeconds}
        ?vibration-off=${this.vibrationOff}
        @rs-private-done=${(e: Event) => {
          e.stopPropagation();
          void this.practise(false);
        }}
        @rs-private-cancel=${(e: Event) => {
          e.stopPropagation();
          void this.practise(false);
        }}
        @rs-private-progress=${(e: Event) => e.stopPropagation()}
      ></rs-private-turns>`;
    }
    const vibration = canVibrate() && !this.vibrationOff;
    return html`
      <section aria-labelledby="intro-heading">
        <h2 id="intro-heading" tabindex="-1">${msg('Before the private turns')}</h2>
        <p>
          ${msg('The app has dealt the cards. The phone now goes round the table: each player opens a private turn, learns their card, and hides it again before passing the phone on.')}
        </p>
        <!-- The step itself first: one Tab from the heading; the advice and the practice after it. -->
        <div class="actions">
          <button type="button" class="primary" id="intro-start" @click=${() => fire(this, 'rs-intro-done', null)}>
            ${this.first ? msg('Start the reveal') : msg('Start')}
          </button>
        </div>
        <h3>${msg('Keep your turn private')}</h3>
        <ul>
          <li>${msg('Screen reader users: plug in headphones, or turn the volume down and hold the phone to your ear.')}</li>
          <li>${msg('iPhone with VoiceOver: a three-finger triple tap turns Screen Curtain on or off; the screen goes dark and speech goes on.')}</li>
          <li>${msg('Android with TalkBack: choose "Hide screen" in the TalkBack menu to darken the screen.')}</li>
          <li>${msg('Reading the screen: hold the phone so that nobody else can see it.')}</li>
          <li>${msg('Every role gets a turn of the same length with the same buttons, so take your time: nobody can tell anything from it.')}</li>
        </ul>
        <h3>${msg('Feel the answers (Android only)')}</h3>
        ${vibration
          ? html`<p>
                ${avalon()
                  ? msg('In your private turn you may also feel each answer: short then long means minion of Mordred; long then short means not a minion of Mordred; two equal pulses mean role hidden. Every pattern lasts as long as the others.')
                  : msg('In your private turn you may also feel each answer: short then long means spy; long then short means not a spy; two equal pulses mean role hidden. Every pattern lasts as long as the others.')}
              </p>
              <div class="actions">
                <button type="button" id="intro-feel-spy" @click=${() => this.feel('spy', avalon() ? msg('Short then long: minion of Mordred.') : msg('Short then long: spy.'))}>
                  ${avalon() ? msg('Feel "minion of Mordred"') : msg('Feel "spy"')}
                </button>
                <button type="button" id="intro-feel-not-spy" @click=${() => this.feel('not-spy', avalon() ? msg('Long then short: not a minion of Mordred.') : msg('Long then short: not a spy.'))}>
                  ${avalon() ? msg('Feel "not a minion of Mordred"') : msg('Feel "not a spy"')}
                </button>
                <button type="button" id="intro-feel-unknown" @click=${() => this.feel('unknown', msg('Two equal pulses: role hidden.'))}>
                  ${msg('Feel "role hidden"')}
                </button>
              </div>`
          : this.vibrationOff && canVibrate()
            ? html`<p id="intro-vibration-off">${msg('Vibration is off in the settings of this device.')}</p>`
            : html`<p id="intro-no-vibration">
              ${msg('This browser cannot vibrate: iPhone and iPad browsers and Firefox do not let web apps vibrate. The answers are spoken and shown instead. Tactile cards stay a good way to play: choose physical cards at setup to use them.')}
            </p>`}
        <h3>${msg('Practise')}</h3>
        <p>${msg('A practice turn works like a real one, with made-up players.')}</p>
        <div class="actions">
          <button type="button" id="intro-practise" @click=${() => void this.practise(true)}>${msg('Practise a private turn')}</button>
        </div>
      </section>
      ${nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-private-intro': RsPrivateIntro;
  }
  interface HTMLElementEventMap {
    'rs-intro-done': CustomEvent<null>;
  }
}
