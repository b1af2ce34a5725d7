import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Why a private screen hid by itself: `'idle'`, no key press or touch on its page for the idle
 * time of Settings; `'hidden'`, the page was hidden or left (the phone locked, another app or tab
 * brought forward, the page unloaded or put in the back-forward cache).
 */
export type PrivateHideReason = 'idle' | 'hidden';

/** What a page tells the {@link PrivateScreenController} about its private screen. */
export interface PrivateScreenOptions {
  /** Whether a private screen (a role, a learnt fact, a secret choice) is on the page now. */
  showing(): boolean;
  /** Seconds without input after which the private screen hides (Settings; 0 or less: never by idleness). */
  idleSeconds(): number;
  /**
   * Takes every private fact off the page at once. Called at most once per showing: the
   * controller stops watching until {@link PrivateScreenController.showing} is true again after a
   * later update of the host.
   */
  hide(why: PrivateHideReason): void;
}

/**
 * The one private-screen controller of every game and every device: a private screen never stays
 * up by itself. It hides after `idleSeconds` without a key press or touch inside the host (every
 * such input counts the time again), at once when the page is hidden (`visibilitychange`: a locked
 * phone, another app) and when the page is left (`pagehide`). One-device private turns
 * (the hand-over's private screens), the traitor's private screens and a room phone's private
 * screen use it, so that the same rules hold on every device.
 *
 * The controller reads {@link PrivateScreenOptions.showing} after every update of its host: it
 * starts counting when a private screen appears and stops when it goes; {@link restart} counts
 * from now (a new private screen in place of another).
 */
export class PrivateScreenController implements ReactiveController {
  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly options: PrivateScreenOptions;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The idle time the running timer counts (a change in Settings starts it again). */
  private armedFor = 0;

  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'hidden') this.hideNow('hidden');
  };
  private readonly onPageHide = (): void => this.hideNow('hidden');
  private readonly onActivity = (): void => {
    if (this.timer !== null) this.arm();
  };

  constructor(host: ReactiveControllerHost & HTMLElement, options: PrivateScreenOptions) {
    this.host = host;
    this.options = options;
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.onVisibility);
    window.addEventListener('pagehide', this.onPageHide);
    this.host.addEventListener('keydown', this.onActivity);
    this.host.addEventListener('pointerdown', this.onActivity);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.onVisibility);
    window.removeEventListener('pagehide', this.onPageHide);
    this.host.removeEventListener('keydown', this.onActivity);
    this.host.removeEventListener('pointerdown', this.onActivity);
    this.clear();
  }

  hostUpdated(): void {
    if (!this.options.showing()) this.clear();
    else if (this.timer === null || this.armedFor !== this.options.idleSeconds()) this.arm();
  }

  /** Counts the idle time from now (a private screen opened in place of another). */
  restart(): void {
    if (this.options.showing()) this.arm();
  }

  private hideNow(why: PrivateHideReason): void {
    if (!this.options.showing()) return;
    this.clear();
    this.options.hide(why);
  }

  private arm(): void {
    this.clear();
    const seconds = this.options.idleSeconds();
    this.armedFor = seconds;
    if (!(seconds > 0)) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.hideNow('idle');
    }, seconds * 1000);
  }

  private clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
