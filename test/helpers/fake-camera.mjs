// A fake camera for the browser tests (the scanner's camera path): a YUV4MPEG2
// video of one QR code, which Chromium plays as its camera with
// `--use-fake-device-for-media-stream --use-file-for-fake-video-capture=FILE`
// (web-test-runner.config.mjs). The QR code is drawn by the app's own generator (`qrcode`), black
// modules on white with a quiet zone of 4 modules, in the middle of a 640 × 480 picture.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * Writes the fake camera's video to `path` (made with its folder): `frames` identical frames of
 * the QR code of `value`, 4:2:0 planes (luma 0 or 255, chroma neutral).
 * @returns `path`
 */
export function writeFakeCamera(path, value, frames = 2) {
  const qr = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) * 0.8 / (size + 8));
  const side = (size + 8) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(255);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const offset = (top + (row + 4) * scale + y) * WIDTH + left + (col + 4) * scale;
        luma.fill(0, offset, offset + scale);
      }
    }
  }
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return path;
}
