/**
 * Writes the client's generated static files: the app icons (PNG, for the web app
 * manifest). Run once after changing them: `npx tsx scripts/writeStaticAssets.ts`; the
 * outputs are committed under public/. The footer's legal PDFs are `npm run docs:legal`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const PUBLIC = join(__dirname, '..', 'public');

// ---------------------------------------------------------------- PNG icons
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** The logo: a white ball on the brand red, full bleed (safe for maskable icons). */
function icon(size: number): Buffer {
  const rows: Buffer[] = [];
  const centre = size / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) / size;
      const ball = d < 0.26;
      const patch = Math.hypot(x + 0.5 - centre, y + 0.5 - centre * 0.92) / size < 0.08;
      const [r, g, b] = ball ? (patch ? [17, 26, 35] : [255, 255, 255]) : [228, 0, 43];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) writeFileSync(join(PUBLIC, 'icons', `icon-${size}.png`), icon(size));
writeFileSync(join(PUBLIC, 'icons', 'apple-touch-icon.png'), icon(180));

console.log('icons written to public/icons/');
