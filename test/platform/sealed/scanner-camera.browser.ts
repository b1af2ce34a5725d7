/**
 * The scanner's camera path, by keyboard: Chromium's camera is a video of one
 * QR code here (test/helpers/fake-camera.mjs, given by web-test-runner.config.mjs), so the
 * element's whole path runs as on a phone: the button starts the camera (getUserMedia), the
 * preview plays, the reader (the bundled decoder: the page has no BarcodeDetector, as on an
 * iPhone or in Firefox; and the browser's own where it has one) finds the code, the camera stops
 * and focus goes back. Also: Stop turns the camera off and says so.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/platform/sealed/rs-sealed-scanner.ts';
import type { RsSealedScanner } from '../../../src/platform/sealed/rs-sealed-scanner.ts';
import { FAKE_CAMERA_QR } from '../../helpers/fake-camera-value.mjs';

const holder = window as unknown as { BarcodeDetector?: unknown };

/** Resolves once `test()` holds, checked at every animation frame (no fixed wait). */
function until(test: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (test() ? resolve() : requestAnimationFrame(check));
    check();
  });
}

/** A camera track that is live (the preview's stream), or none. */
function liveTracks(scanner: RsSealedScanner): number {
  const video = scanner.querySelector('video');
  const stream = video?.srcObject as MediaStream | null | undefined;
  return stream ? stream.getTracks().filter((t) => t.readyState === 'live').length : 0;
}

describe('the scanner reads a QR code from the camera', () => {
  for (const reader of ['the bundled decoder (no BarcodeDetector)', 'the browser’s own reader where there is one']) {
    it(`${reader}: Enter on the button, the code is read, the camera stops`, async () => {
      const saved = holder.BarcodeDetector;
      if (reader.startsWith('the bundled')) delete holder.BarcodeDetector;
      try {
        const scanner = await fixture<RsSealedScanner>(html`<rs-sealed-scanner label="Scan the QR code" id-prefix="cam"></rs-sealed-scanner>`);
        await expect(scanner).to.be.accessible();
        scanner.querySelector<HTMLButtonElement>('#cam-start')!.focus();
        const scanned = oneEvent(scanner, 'rs-sealed-scanned');
        await sendKeys({ press: 'Enter' });
        await until(() => scanner.querySelector('video') !== null);
        expect(document.activeElement?.id).to.equal('cam-stop', 'focus on Stop while the camera is on');
        const video = scanner.querySelector('video')!;
        const stream = video.srcObject as MediaStream;
        expect(stream.getVideoTracks()).to.have.length(1);
        const { detail } = await scanned;
        expect(detail.value).to.equal(FAKE_CAMERA_QR);
        expect(stream.getTracks().every((t) => t.readyState === 'ended')).to.equal(true, 'the camera is off after the scan');
        await scanner.updateComplete;
        expect(scanner.querySelector('video')).to.equal(null);
        expect(scanner.textContent).to.contain('QR code read.');
      } finally {
        if (saved) holder.BarcodeDetector = saved;
      }
    });
  }

  it('Stop turns the camera off, says so, and puts focus back on the button', async () => {
    const saved = holder.BarcodeDetector;
    // A reader that never finds a code, so that the camera stays on until Stop.
    holder.BarcodeDetector = class {
      static async getSupportedFormats() {
        return ['qr_code'];
      }
      async detect() {
        return [];
      }
    };
    try {
      const scanner = await fixture<RsSealedScanner>(html`<rs-sealed-scanner label="Scan the QR code" id-prefix="cam2"></rs-sealed-scanner>`);
      scanner.querySelector<HTMLButtonElement>('#cam2-start')!.focus();
      await sendKeys({ press: 'Enter' });
      await until(() => liveTracks(scanner) === 1);
      const stream = scanner.querySelector('video')!.srcObject as MediaStream;
      await expect(scanner).to.be.accessible();
      await sendKeys({ press: 'Enter' });
      await until(() => document.activeElement?.id === 'cam2-start');
      expect(stream.getTracks().every((t) => t.readyState === 'ended')).to.equal(true);
      expect(scanner.textContent).to.contain('Camera off.');
    } finally {
      if (saved) holder.BarcodeDetector = saved;
      else delete holder.BarcodeDetector;
    }
  });
});
