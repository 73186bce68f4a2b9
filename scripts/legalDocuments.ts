/**
 * The footer's legal documents (public/docs/*.pdf) from their source text in scripts/legal/:
 * each PDF is the Turkish text, then the English one on a page of its own. The text is set
 * in DejaVu Sans (the dejavu-fonts-ttf package), embedded as a subset, so every Turkish
 * letter (ç ğ ı İ ö ş ü) is drawn and can be copied or searched. The output is the same
 * bytes on every run (a fixed date, no random parts), so the committed PDFs can be checked.
 *
 *   npm run docs:legal            writes public/docs/*.pdf
 *   npm run docs:legal -- --check fails when a committed PDF is not its source's output
 *
 * Source format, one block a line: `# Title`, `> a line under the title`, `## Heading`,
 * `- a list item`, anything else a paragraph (a line of its own).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

const ROOT = join(__dirname, '..');
const SOURCE_DIR = join(__dirname, 'legal');
const OUT_DIR = join(ROOT, 'public', 'docs');
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** The documents the footer links (src/layout/Footer.tsx, DOCUMENTS), by file name. */
export const LEGAL_DOCUMENTS = [
  'on-bilgilendirme-formu',
  'cerez-politikasi',
  'kullanici-aydinlatma-metni',
  'mesafeli-satis-sozlesmesi',
  'acik-riza-metni',
] as const;

const COMPANY = 'Kadro Dijital Oyun Teknolojileri A.Ş.';
/** The documents' version date: change it with the texts. */
const DATE = new Date('2026-11-26T00:00:00Z');

type Block =
  | { kind: 'title' | 'meta' | 'heading' | 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

export function parseSource(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('## ')) blocks.push({ kind: 'heading', text: line.slice(3) });
    else if (line.startsWith('# ')) blocks.push({ kind: 'title', text: line.slice(2) });
    else if (line.startsWith('> ')) blocks.push({ kind: 'meta', text: line.slice(2) });
    else if (line.startsWith('- ')) {
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(line.slice(2));
      else blocks.push({ kind: 'list', items: [line.slice(2)] });
    } else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}

const source = (name: string, language: 'tr' | 'en') =>
  parseSource(readFileSync(join(SOURCE_DIR, `${name}.${language}.md`), 'utf8'));

const COLOURS = { text: '#14213d', muted: '#5c6478', accent: '#0b6e4f' };

function draw(doc: PDFKit.PDFDocument, blocks: Block[]) {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        doc.font('bold').fontSize(20).fillColor(COLOURS.accent).text(block.text, { width });
        doc.moveDown(0.2);
        break;
      case 'meta':
        doc.font('regular').fontSize(9).fillColor(COLOURS.muted).text(block.text, { width });
        doc.moveDown(0.8);
        break;
      case 'heading':
        doc.moveDown(0.4);
        doc.font('bold').fontSize(12).fillColor(COLOURS.text).text(block.text, { width });
        doc.moveDown(0.3);
        break;
      case 'paragraph':
        doc.font('regular').fontSize(10).fillColor(COLOURS.text);
        doc.text(block.text, { width, align: 'left', lineGap: 2 });
        doc.moveDown(0.4);
        break;
      case 'list':
        doc.font('regular').fontSize(10).fillColor(COLOURS.text);
        doc.list(block.items, {
          width,
          lineGap: 2,
          bulletRadius: 1.6,
          bulletIndent: 6,
          textIndent: 14,
          paragraphGap: 3,
        });
        doc.moveDown(0.4);
        break;
    }
  }
}

/** One document as PDF bytes: the same bytes for the same sources and fonts. */
export function renderDocument(name: string): Promise<Buffer> {
  const tr = source(name, 'tr');
  const en = source(name, 'en');
  const title = tr.find((b) => b.kind === 'title') as { text: string };
  const englishTitle = en.find((b) => b.kind === 'title') as { text: string };
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 64, left: 60, right: 60 },
    lang: 'tr-TR',
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: title.text,
      Subject: englishTitle.text,
      Author: COMPANY,
      Creator: 'Kadro (scripts/legalDocuments.ts)',
      Producer: 'PDFKit',
      CreationDate: DATE,
      ModDate: DATE,
    },
  });
  doc.registerFont('regular', join(FONT_DIR, 'DejaVuSans.ttf'));
  doc.registerFont('bold', join(FONT_DIR, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  draw(doc, tr);
  doc.addPage();
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(COLOURS.muted)
    .text('English version, for information. The Turkish text above prevails.');
  doc.moveDown(0.8);
  draw(doc, en);

  // Every page: the company at the top, the page number at the bottom.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { left, right, top, bottom } = doc.page.margins;
    const width = doc.page.width - left - right;
    doc.page.margins.top = 0;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(COLOURS.muted);
    doc.text(COMPANY, left, top - 30, { width, lineBreak: false });
    doc.text(`${i + 1} / ${count}`, left, doc.page.height - bottom + 24, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.top = top;
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

export const documentPath = (name: string) => join(OUT_DIR, `${name}.pdf`);

async function main() {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const name of LEGAL_DOCUMENTS) {
    const pdf = await renderDocument(name);
    if (check) {
      const same = readFileSync(documentPath(name)).equals(pdf);
      if (!same) stale += 1;
      console.log(`${same ? 'ok   ' : 'STALE'} public/docs/${name}.pdf`);
    } else {
      writeFileSync(documentPath(name), pdf);
      console.log(`wrote public/docs/${name}.pdf (${pdf.length.toLocaleString('en-US')} bytes)`);
    }
  }
  if (stale > 0) {
    console.error(`${stale} document(s) differ from their source: run npm run docs:legal`);
    process.exit(1);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
