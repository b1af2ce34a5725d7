import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg } from '@lit/localize';
import { announcer } from '../a11y/announcer.ts';
import { fire, LightElement } from '../a11y/light-element.ts';
// Its styles (more-styles.ts), adopted as this module loads: in place before its first render.
import '../a11y/more-styles.ts';

/** The part of the Barcode Detection API used here (not in TypeScript's DOM library). */
interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

function detectorClass(): DetectorClass | null {
  return (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector ?? null;
}

/** Whether the browser's own BarcodeDetector reads QR codes here (Chromium on Android, say). */
async function nativeQr(): Promise<DetectorClass | null> {
  const Detector = detectorClass();
  if (!Detector) return null;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code') ? Detector : null;
  } catch {
    return null;
  }
}

/**
 * Whether this browser can scan QR codes: it has a camera API (getUserMedia). Every such browser
 * can read them: with its own BarcodeDetector where it has one for QR codes, else with the
 * bundled decoder (qr-decode.ts: Safari on iPhones, Firefox), see {@link qrReader}. Where it
 * cannot (no camera API, an insecure page), the words are typed, as they always may be.
 */
export async function canScanQr(): Promise<boolean> {
  return typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** A picture to read: a camera's `<video>` (its current frame), a canvas, an image or a bitmap. */
export type QrFrame = HTMLVideoElement | HTMLCanvasElement | HTMLImageElement | ImageBitmap;

/**
 * Reads the QR code in one frame.
 * @returns its text, or `null` when none is readable in this frame (or the video has no frame yet)
 */
export type QrFrameReader = (frame: QrFrame) => Promise<string | null>;

/** Frames are read at most this wide or high (CSS px of the canvas): enough for a code held at a hand's width, and quick. */
const MAX_SIDE = 720;
/** Smaller pictures are scaled up to this (a QR image at one pixel per module reads badly). */
const MIN_SIDE = 400;

/** The width and height of a frame's picture (a video's own size, not its box's). */
function frameSize(frame: QrFrame): [number, number] {
  if (frame instanceof HTMLVideoElement) return [frame.videoWidth, frame.videoHeight];
  if (frame instanceof HTMLImageElement) return [frame.naturalWidth, frame.naturalHeight];
  return [frame.width, frame.height];
}

/**
 * The QR reader of this browser: its BarcodeDetector where it reads QR codes; else the bundled
 * decoder (qr-decode.ts), loaded now (a dynamic import: it is not part of the start-up code),
 * which reads the frame drawn into a canvas (scaled down to {@link MAX_SIDE} px at most, a small
 * picture up by the whole factor that makes it at least {@link MIN_SIDE} px, without smoothing).
 * @throws when the bundled decoder cannot be loaded (no network and not cached)
 */
export async function qrReader(): Promise<QrFrameReader> {
  const Native = await nativeQr();
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (frame) => {
      const found = await detector.detect(frame).catch(() => []);
      return found.find((code) => code.rawValue)?.rawValue ?? null;
    };
  }
  const { decodeQr } = await import('./qr-decode.ts');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas to read QR codes from');
  return async (frame) => {
    const [width, height] = frameSize(frame);
    if (!width || !height) return null;
    // Large frames scaled down to MAX_SIDE; a small picture (an image of a QR code at one pixel
    // per module) scaled up to MIN_SIDE without smoothing, so that every module stays a sharp
    // square the decoder's binarizer can read.
    const side = Math.max(width, height);
    // Scaled up by a whole factor: at 2.67 px a module some modules would be 2 px wide and
    // some 3, which the decoder misread for about one code in thirty.
    const scale = side < MIN_SIDE ? Math.ceil(MIN_SIDE / side) : Math.min(1, MAX_SIDE / side);
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    context.imageSmoothingEnabled = scale <= 1;
    // White under the picture: a transparent image reads as dark on light, as printed.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(frame, 0, 0, canvas.width, canvas.height);
    return decodeQr(context.getImageData(0, 0, canvas.width, canvas.height));
  };
}

/** Detail of `rs-sealed-scanned`: the scanned payload. */
export interface ScannedDetail {
  value: string;
}

/**
 * Scans one QR code with the camera (getUserMedia, then {@link qrReader}: the browser's
 * BarcodeDetector, or the bundled decoder where the browser has none): a button starts the
 * camera, a preview shows, the first QR code found ends the scan. The camera is off again after a
 * scan, on Stop, and when the element leaves the page. Rendered only where {@link canScanQr} is
 * true (the screens check); the typed words stay beside it.
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
    let read: QrFrameReader;
    try {
      read = await qrReader();
    } catch {
      this.status = msg('The QR code reader could not be loaded: type the words instead.');
      announcer.announce(this.status, 'assertive');
      return;
    }
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
    const look = async (): Promise<void> => {
      this.timer = null;
      if (!this.scanning) return;
      const value = await read(video).catch(() => null);
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
