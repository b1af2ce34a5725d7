// Draws the app's PNG icons into public/ (run once by hand: `node scripts/make-icons.mjs`; the
// files are committed, the build does not run this). The design is public/icon.svg's on a full
// square: a dark blue (#1d3557) field, a white box outline and a red (#e63946) X, drawn in that
// icon's 64-unit grid and anti-aliased by 4×4 supersampling. No dependencies: node:zlib writes
// the PNG (8-bit RGBA, filter 0 on every row).
//   icon-192.png, icon-512.png     purpose "any" (icon-192.png is also the apple-touch-icon)
//   icon-maskable-512.png          purpose "maskable": the artwork scaled to 80 % so that its
//                                  corners lie inside the safe zone (the central circle of
//                                  radius 40 % of the size); the blue field fills the square
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BLUE = [0x1d, 0x35, 0x57];
const WHITE = [0xff, 0xff, 0xff];
const RED = [0xe6, 0x39, 0x46];
const STROKE = 5; // as in icon.svg

/** The colour at a point (x, y) of icon.svg's 64 × 64 grid. */
function colourAt(x, y) {
  const half = STROKE / 2;
  // the X: two segments (22,22)–(42,42) and (42,22)–(22,42), butt caps
  for (const [ax, ay, bx, by] of [[22, 22, 42, 42], [42, 22, 22, 42]]) {
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = ((x - ax) * dx + (y - ay) * dy) / len2;
    if (t < 0 || t > 1) continue;
    const dist = Math.abs((x - ax) * dy - (y - ay) * dx) / Math.sqrt(len2);
    if (dist <= half) return RED;
  }
  // the box: the square 14..50, stroked
  const d = Math.max(Math.abs(x - 32), Math.abs(y - 32));
  if (Math.abs(d - 18) <= half) return WHITE;
  return BLUE;
}

/** RGBA pixels of a size × size icon; `scale` shrinks the artwork about the centre. */
function draw(size, scale) {
  const SS = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const u = ((px + (sx + 0.5) / SS) / size) * 64; // 0..64
          const v = ((py + (sy + 0.5) / SS) / size) * 64;
          const c = colourAt(32 + (u - 32) / scale, 32 + (v - 32) / scale);
          sum[0] += c[0];
          sum[1] += c[1];
          sum[2] += c[2];
        }
      }
      const i = (py * size + px) * 4;
      pixels[i] = Math.round(sum[0] / (SS * SS));
      pixels[i + 1] = Math.round(sum[1] / (SS * SS));
      pixels[i + 2] = Math.round(sum[2] / (SS * SS));
      pixels[i + 3] = 255;
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, pixels) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
for (const [name, size, scale] of [
  ['icon-192.png', 192, 1],
  ['icon-512.png', 512, 1],
  ['icon-maskable-512.png', 512, 0.8],
]) {
  writeFileSync(publicDir + name, png(size, draw(size, scale)));
  console.log(`public/${name}: ${size} × ${size}`);
}
