import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import QRCode from 'qrcode';
import { LightElement } from '../a11y/light-element.ts';
// Its styles (more-styles.ts), adopted as this module loads: in place before its first render.
import '../a11y/more-styles.ts';

/**
 * A QR code drawn with the `qrcode` library as an SVG image: `value` is the payload (the sealed
 * codes give digits only, so it is encoded in numeric mode), `label` the image's text
 * alternative. Always dark modules on a white square with a quiet zone, whatever the theme, so
 * that a camera reads it. Loaded on demand by the sealed-code screens.
 */
@customElement('rs-sealed-qr')
export class RsSealedQr extends LightElement {
  /** The payload to encode. */
  @property() value = '';
  /** The image's text alternative. */
  @property() label = '';

  @state() private src = '';
  private drawn = '';

  /** Resolves when the image of the current value is drawn. */
  get drawnComplete(): Promise<void> {
    return this.drawing;
  }

  private drawing: Promise<void> = Promise.resolve();

  protected override willUpdate(): void {
    if (this.value === this.drawn) return;
    this.drawn = this.value;
    const value = this.value;
    this.drawing = value
      ? QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } }).then((svg) => {
          if (this.value === value) this.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        })
      : Promise.resolve().then(() => {
          this.src = '';
        });
  }

  protected override render() {
    if (!this.src) return nothing;
    return html`<img class="sealed-qr" src=${this.src} alt=${this.label} />`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-sealed-qr': RsSealedQr;
  }
}
