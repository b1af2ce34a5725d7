/**
 * Sealed codes on every phone: where the browser has no BarcodeDetector
 * (Safari on iPhones, Firefox; here it is deleted from the page), the scanner reads QR codes with
 * the bundled decoder (src/platform/sealed/qr-decode.ts, loaded when a scan starts). The QR codes
 * are the app's own (`<rs-sealed-qr>`, the qrcode library) of real payloads: a sealed code and a
 * phone's words. No camera: a canvas stands for the picture (the camera path is tested in
 * scanner-camera.browser.ts, with Chromium's fake camera playing a video of a QR code).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { canScanQr, qrReader } from '../../../src/platform/sealed/rs-sealed-scanner.ts';
import { decodeQr } from '../../../src/platform/sealed/qr-decode.ts';
import '../../../src/platform/sealed/rs-sealed-qr.ts';
import type { RsSealedQr } from '../../../src/platform/sealed/rs-sealed-qr.ts';
import { newPhoneSecret, newTableKey, parseSealedCode, phoneSecretDigits, sealedDigits, sealPayload } from '../../../src/platform/sealed/sealed-code.ts';

const holder = window as unknown as { BarcodeDetector?: unknown };
let savedDetector: unknown;

/** The QR image `<rs-sealed-qr>` draws for `value`, loaded. */
async function qrImage(value: string): Promise<HTMLImageElement> {
  const qr = await fixture<RsSealedQr>(html`<rs-sealed-qr .value=${value} label="QR code of the sealed code"></rs-sealed-qr>`);
  await qr.drawnComplete;
  await qr.updateComplete;
  const img = qr.querySelector('img')!;
  await img.decode();
  return img;
}

/** A canvas with `img` drawn on it at `size` px, on white. */
function canvasOf(img: HTMLImageElement, size: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size, size);
  context.drawImage(img, 0, 0, size, size);
  return canvas;
}

/** A real sealed code's digits (the payload a phone scans), and its bytes. */
async function sealedCode(): Promise<{ digits: string; bytes: Uint8Array }> {
  const key = await newTableKey();
  const bytes = await sealPayload(Uint8Array.from({ length: 24 }, (_, i) => (i * 37) % 256), newPhoneSecret(), key);
  return { digits: sealedDigits(bytes), bytes };
}

describe('QR scanning without a BarcodeDetector: the bundled decoder', () => {
  before(() => {
    savedDetector = holder.BarcodeDetector;
    delete holder.BarcodeDetector;
    expect('BarcodeDetector' in window).to.equal(false);
  });
  after(() => {
    if (savedDetector) holder.BarcodeDetector = savedDetector;
  });

  it('the scanner is offered where there is a camera API, with no BarcodeDetector', async () => {
    expect(await canScanQr()).to.equal(true);
  });

  it('reads the app’s QR code of a sealed code from a picture (ImageData), and the code opens', async () => {
    const code = await sealedCode();
    const canvas = canvasOf(await qrImage(code.digits), 400);
    const image = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    const read = decodeQr(image);
    expect(read).to.equal(code.digits);
    const parsed = await parseSealedCode(read!);
    expect(parsed.ok).to.equal(true);
    expect(parsed.ok && [...parsed.value]).to.deep.equal([...code.bytes]);
  });

  it('reads codes whose data modules mislead the finder-pattern search, at every size the scanner draws (a CI failure: one phone code in thirty was not read)', async () => {
    const read = await qrReader();
    // Digits found by reading 300 random phone codes: each failed the finder search at some sizes.
    for (const digits of ['814529332835394739222588336', '696433839862602549441455439', '668547612615099195167258938']) {
      const img = await qrImage(digits);
      expect(await read(img), digits).to.equal(digits);
      for (const size of [290, 400, 450, 580, 600]) {
        const canvas = canvasOf(img, size);
        expect(decodeQr(canvas.getContext('2d')!.getImageData(0, 0, size, size)), `${digits} at ${size} px`).to.equal(digits);
      }
    }
  });

  it('reads a phone’s words QR code from the image itself, and nothing from a blank picture', async () => {
    const digits = await phoneSecretDigits(newPhoneSecret());
    const read = await qrReader();
    expect(await read(await qrImage(digits))).to.equal(digits);
    const blank = document.createElement('canvas');
    blank.width = 300;
    blank.height = 300;
    expect(await read(blank)).to.equal(null);
    expect(decodeQr(new ImageData(1, 1))).to.equal(null);
  });
});
