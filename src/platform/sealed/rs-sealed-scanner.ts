import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import { announcer } from '../a11y/announcer.ts';
import { fire, LightElement } from '../a11y/light-element.ts';

/** The part of the Barcode Detection API used here (not in TypeScript's DOM library). */
interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

function detectorClass(): DetectorClass | null {
  return (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector ?? null;
}

/**
 * Whether this browser can scan QR codes: the Barcode Detection API with the `qr_code` format
 * and a camera API. Where it cannot (Firefox, Safari, most desktops), the words are typed.
 */
export async function canScanQr(): Promise<boolean> {
  const Detector = detectorClass();
  if (!Detector || !navigator.mediaDevices?.getUserMedia) return false;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code');
  } catch {
    return false;
  }
}

/** Detail of `rs-sealed-scanned`: the scanned payload. */
export interface ScannedDetail {
  value: string;
}

/**
 * Scans one QR code with the camera (getUserMedia and the browser's BarcodeDetector): a button
 * starts the camera, a preview shows, the first QR code found ends the scan. The camera is off
 * again after a scan, on Stop, and when the element leaves the page. Rendered only where
 * {@link canScanQr} is true (the screens check).
 *
 * @fires rs-sealed-scanned {ScannedDetail} with the payload of the QR code found
 */
@customElement('rs-sealed-scanner')
export class RsSealedScanner extends LightElement {
  /** The text of the start button ("Scan my phone's QR code"…). */
  @property() label = '';
  /** Id prefix of the controls, unique in the page. */
  @property({ attribute: 'id-prefix' }) idPrefix = 'scan';

  @state() private scanning = false;
  @state() private status = '';

  private stream: MediaStream | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  override disconnectedCallback(): void {
    this.stop();
    super.disconnectedCallback();
  }

  private async start(): Promise<void> {
    const Detector = detectorClass();
    if (!Detector) return;
    try {
      this.stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    } catch {
      this.status = msg('The camera could not be used: type the words instead.');
      announcer.announce(this.status, 'assertive');
      return;
    }
    this.scanning = true;
    this.status = msg("Camera on: hold the QR code in front of it, about a hand's width away. It stops by itself when it reads the code.");
    await this.updateComplete;
    this.querySelector<HTMLElement>(`#${this.idPrefix}-stop`)?.focus();
    announcer.announce(this.status);
    const video = this.querySelector<HTMLVideoElement>('video')!;
    video.srcObject = this.stream;
    // Not awaited: a camera may take its time to give the first frame; the detector waits too.
    void video.play().catch(() => undefined);
    const detector = new Detector({ formats: ['qr_code'] });
    const look = async (): Promise<void> => {
      this.timer = null;
      if (!this.scanning) return;
      const found = await detector.detect(video).catch(() => []);
      const value = found.find((code) => code.rawValue)?.rawValue;
      if (value && this.scanning) {
        this.stop();
        this.status = msg('QR code read.');
        fire(this, 'rs-sealed-scanned', { value });
        return;
      }
      if (this.scanning) this.timer = setTimeout(() => void look(), 150);
    };
    void look();
  }

  /** Turns the camera off. */
  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.stream?.getTracks().forEach((track) => track.stop());
    this.stream = null;
    this.scanning = false;
  }

  private stopByUser(): void {
    this.stop();
    this.status = msg('Camera off.');
    announcer.announce(this.status);
    void this.updateComplete.then(() => this.querySelector<HTMLElement>(`#${this.idPrefix}-start`)?.focus());
  }

  protected override render() {
    return html`
      ${this.scanning
        ? html`<video class="scanner-video" muted playsinline aria-hidden="true"></video>
            <div class="actions">
              <button type="button" id="${this.idPrefix}-stop" @click=${() => this.stopByUser()}>${msg('Stop scanning')}</button>
            </div>`
        : html`<div class="actions">
            <button type="button" id="${this.idPrefix}-start" @click=${() => void this.start()}>${this.label}</button>
          </div>`}
      ${this.status ? html`<p class="status">${this.status}</p>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-sealed-scanner': RsSealedScanner;
  }
  interface HTMLElementEventMap {
    'rs-sealed-scanned': CustomEvent<ScannedDetail>;
  }
}
