/**
 * Writes the client's generated static files: the app icons (PNG, for the web app
 * manifest) and the five legal PDF documents of the footer. Run once after changing them:
 * `npx tsx scripts/writeStaticAssets.ts`; the outputs are committed under public/.
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

// ---------------------------------------------------------------- PDF documents
/** Text for a PDF string in WinAnsi: Turkish letters outside it fall back to ASCII. */
function pdfText(text: string): string {
  const ascii = text
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .replace(/ş/g, 's')
    .replace(/Ş/g, 'S')
    .replace(/ğ/g, 'g')
    .replace(/Ğ/g, 'G');
  return ascii.replace(/[\\()]/g, (c) => `\\${c}`);
}

function pdf(title: string, paragraphs: string[]): Buffer {
  const lines: string[] = [];
  for (const paragraph of paragraphs) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      if ((line + ' ' + word).trim().length > 88) {
        lines.push(line);
        line = word;
      } else line = (line + ' ' + word).trim();
    }
    lines.push(line, '');
  }
  const content = [
    'BT /F1 18 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 15 TL',
    ...lines.map((l) => `(${pdfText(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (Kadro) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const COMPANY =
  'Kadro Dijital Oyun Teknolojileri A.Ş., Büyükdere Cad. No: 185, 34394 Levent, Şişli / İstanbul.';
const DOCUMENTS: [string, string, string[]][] = [
  [
    'on-bilgilendirme-formu.pdf',
    'Ön Bilgilendirme Formu',
    [
      'Bu form, Kadro uygulamasında satın alınan dijital ürünler (jeton, güçlendirici, koleksiyon, abonelik) için 6502 sayılı Tüketicinin Korunması Hakkında Kanun uyarınca satıştan önce verilen bilgileri içerir.',
      `Satıcı: ${COMPANY}`,
      'Dijital ürünler satın alındıkları anda hesaba tanımlanır; anında ifa edilen bu ürünlerde cayma hakkı bulunmaz.',
    ],
  ],
  [
    'cerez-politikasi.pdf',
    'Çerez Politikası',
    [
      'Kadro, oturumun güvenliği için zorunlu çerezler (XSRF-TOKEN) ve tercihlerinizi hatırlamak için tarayıcı depolaması (dil, tema) kullanır.',
      'Reklam veya üçüncü taraf izleme çerezi kullanılmaz. Tarayıcınızın ayarlarından çerezleri silebilirsiniz; bu durumda yeniden giriş yapmanız gerekir.',
    ],
  ],
  [
    'kullanici-aydinlatma-metni.pdf',
    'Kullanıcı Aydınlatma Metni',
    [
      `Veri sorumlusu: ${COMPANY}`,
      'Kullanıcı adı, e-posta adresi, favori takım ve oyun içi hareketleriniz 6698 sayılı KVKK uyarınca üyelik sözleşmesinin kurulması ve ifası amacıyla işlenir.',
      'Haklarınız için destek@kadro.local adresine yazabilirsiniz.',
    ],
  ],
  [
    'mesafeli-satis-sozlesmesi.pdf',
    'Mesafeli Satış Sözleşmesi',
    [
      `Satıcı: ${COMPANY} Alıcı: Kadro üyesi kullanıcı.`,
      'Konu: Kadro uygulamasında sunulan dijital ürünlerin elektronik ortamda satışı. Ödeme onaylandığında ürün hesaba tanımlanır.',
      'Uyuşmazlıklarda tüketici hakem heyetleri ve tüketici mahkemeleri yetkilidir.',
    ],
  ],
  [
    'acik-riza-metni.pdf',
    'Açık Rıza Metni',
    [
      'Kadro tarafından kampanya ve duyuru bildirimlerinin tarafıma gönderilmesine ve bu amaçla iletişim bilgilerimin işlenmesine açık rıza veriyorum.',
      'Bu rızayı profil ayarlarından veya destek@kadro.local adresine yazarak her zaman geri alabilirim.',
    ],
  ],
];
for (const [file, title, paragraphs] of DOCUMENTS) {
  writeFileSync(join(PUBLIC, 'docs', file), pdf(title, paragraphs));
}
console.log('icons and documents written to public/');
