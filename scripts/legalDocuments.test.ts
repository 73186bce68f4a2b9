/**
 * The footer's legal PDFs: each is read back with pdf.js (as a PDF reader would, in a
 * process of its own: pdf.js is an ES module) and its text holds every Turkish letter and
 * every title and heading of its source, in both languages; the fonts are embedded; and the
 * committed file is exactly what `npm run docs:legal` makes of the source today.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentPath, LEGAL_DOCUMENTS, parseSource, renderDocument } from './legalDocuments';

const ROOT = join(__dirname, '..');

/** Each document's text per page, as pdf.js extracts it. */
function extractText(paths: string[]): string[][] {
  const program = `
    import { readFileSync } from 'node:fs';
    import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
    const out = [];
    for (const path of JSON.parse(process.argv[1])) {
      const pdf = await getDocument({
        data: new Uint8Array(readFileSync(path)),
        disableFontFace: true,
        useSystemFonts: false,
        verbosity: 0,
      }).promise;
      const pages = [];
      for (let n = 1; n <= pdf.numPages; n++) {
        const content = await (await pdf.getPage(n)).getTextContent();
        pages.push(content.items.map((item) => item.str + (item.hasEOL ? '\\n' : '')).join(''));
      }
      out.push(pages);
    }
    process.stdout.write(JSON.stringify(out));`;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', program, JSON.stringify(paths)],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(output) as string[][];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const headingsOf = (name: string, language: 'tr' | 'en') =>
  parseSource(readFileSync(join(__dirname, 'legal', `${name}.${language}.md`), 'utf8'))
    .filter((block) => block.kind === 'title' || block.kind === 'heading')
    .map((block) => (block as { text: string }).text);

const texts = extractText(LEGAL_DOCUMENTS.map(documentPath));

describe.each(LEGAL_DOCUMENTS.map((name, i) => [name, texts[i]!] as const))(
  '%s.pdf',
  (name, pages) => {
    const whole = oneLine(pages.join('\n'));

    it('keeps every Turkish letter, lower and upper case', () => {
      for (const letter of ['ç', 'ğ', 'ı', 'ö', 'ş', 'ü', 'İ']) expect(whole).toContain(letter);
      // Words as written, not with look-alike letters or gaps where a glyph was missing.
      expect(whole).toContain('Kadro Dijital Oyun Teknolojileri A.Ş.');
      expect(whole).toContain('Şişli / İstanbul');
      expect(whole).not.toMatch(/[\uFFFD]/);
    });

    it('has the Turkish text, then the English one on a page of its own', () => {
      const english = pages.findIndex((page) => page.includes('English version'));
      expect(english).toBeGreaterThan(0);
      const turkish = oneLine(pages.slice(0, english).join('\n'));
      const rest = oneLine(pages.slice(english).join('\n'));
      for (const heading of headingsOf(name, 'tr')) expect(turkish).toContain(heading);
      for (const heading of headingsOf(name, 'en')) expect(rest).toContain(heading);
    });

    it('embeds its fonts and is what the script makes of the source', async () => {
      const committed = readFileSync(documentPath(name));
      const latin1 = committed.toString('latin1');
      expect(latin1).toContain('/FontFile2');
      expect(latin1).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
      expect((await renderDocument(name)).equals(committed)).toBe(true);
    });
  },
);

it('the privacy text is the KVKK clarification text, and both sales texts name the withdrawal exception', () => {
  const text = (name: (typeof LEGAL_DOCUMENTS)[number]) =>
    oneLine(texts[LEGAL_DOCUMENTS.indexOf(name)]!.join('\n'));
  expect(text('kullanici-aydinlatma-metni')).toContain('6698 sayılı Kişisel Verilerin Korunması');
  expect(text('kullanici-aydinlatma-metni')).toContain("KVKK'nın 11. maddesi");
  for (const name of ['on-bilgilendirme-formu', 'mesafeli-satis-sozlesmesi'] as const) {
    expect(text(name)).toContain('15. maddesinin 1. fıkrasının (ğ) bendi');
  }
});
