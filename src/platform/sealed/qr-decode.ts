/**
 * The bundled QR decoder: ZXing's QR code reader in JavaScript
 * (`@zxing/library`, the maintained TypeScript port of ZXing; Apache-2.0), for browsers without a
 * `BarcodeDetector` that reads QR codes (Safari on iPhones, Firefox). No WebAssembly (so nothing
 * the page's Content-Security-Policy must allow), no network: it is part of the build. Loaded only
 * when a scan starts (qr-reader.ts imports it dynamically); only the QR reader's own files are
 * imported, not the library's index of every format.
 */
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import DecodeHintType from '@zxing/library/esm/core/DecodeHintType';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';

const reader = new QRCodeReader();
/** Look harder (slower, finds codes a quick look misses: small, tilted, in poor light). */
const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
/**
 * The picture is the code alone, upright, on its margin (a screenshot or a saved QR image): read
 * its modules straight from the grid. The finder-pattern search misreads about one sharp image of
 * our version-1 codes in thirty at some sizes (a run of data modules looks like a finder pattern);
 * this reads them all.
 */
const pureHints = new Map<DecodeHintType, unknown>([[DecodeHintType.PURE_BARCODE, true]]);

/**
 * The luminance of each pixel of an RGBA image (0 black … 255 white), green-weighted as ZXing
 * does: `(r + 2g + b) / 4`. Transparent pixels count as white (a QR image on no background).
 */
export function luminances(image: ImageData): Uint8ClampedArray {
  const { data, width, height } = image;
  const out = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; i < out.length; i++, p += 4) {
    const alpha = data[p + 3]! / 255;
    const lum = (data[p]! + 2 * data[p + 1]! + data[p + 2]!) / 4;
    out[i] = lum * alpha + 255 * (1 - alpha);
  }
  return out;
}

/**
 * Decodes the first QR code found in `image` (one frame of the camera, or any picture).
 * @returns the code's text, or `null` when no readable QR code is in the picture (none there, too
 *   blurred, cut off, or damaged past its error correction); never throws for a picture
 */
export function decodeQr(image: ImageData): string | null {
  if (image.width === 0 || image.height === 0) return null;
  const source = new RGBLuminanceSource(luminances(image), image.width, image.height);
  const bitmap = new BinaryBitmap(new HybridBinarizer(source));
  for (const attempt of [hints, pureHints]) {
    try {
      return reader.decode(bitmap, attempt).getText();
    } catch {
      // NotFoundException, ChecksumException, FormatException: nothing readable this way.
    } finally {
      reader.reset();
    }
  }
  return null;
}
