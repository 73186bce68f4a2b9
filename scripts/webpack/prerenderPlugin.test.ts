import { fileOfPath, prerenderedDocument } from './prerenderPlugin';

const SHELL =
  '<!doctype html><html lang=tr><head><meta charset=utf-8><link rel=preload href=/locales/tr-TR/common.json as=fetch crossorigin><title>Kadro</title></head><body><div id=root></div></body></html>';

describe('prerenderedDocument', () => {
  const document = prerenderedDocument(SHELL, {
    path: '/login',
    markup: '<main><h1>Giriş Yap</h1></main>',
    gateScript: 'gate()',
    attribute: 'data-prerendered',
    head: {
      styles: ['/assets/auth.1.css'],
      translations: ['/locales/tr-TR/common.json', '/locales/tr-TR/home.json'],
    },
  });

  it('puts the screen in the root, marked with its path', () => {
    expect(document).toContain(
      '<div id="root" data-prerendered="/login"><main><h1>Giriş Yap</h1></main></div>',
    );
  });

  it('runs the gate first in the head, before any stylesheet', () => {
    expect(document).toMatch(
      /^<!doctype html><html lang=tr><head><meta charset=utf-8><script>gate\(\)<\/script>/,
    );
  });

  it("links the screen's styles and translations, each once", () => {
    expect(document).toContain('<link href="/assets/auth.1.css" rel="stylesheet">');
    expect(document).toContain(
      '<link rel="preload" href="/locales/tr-TR/home.json" as="fetch" crossorigin>',
    );
    expect(document.match(/common\.json/g)).toHaveLength(1);
  });

  it('refuses a shell without an empty root', () => {
    expect(() =>
      prerenderedDocument(SHELL.replace('<div id=root></div>', ''), {
        path: '/',
        markup: '',
        gateScript: '',
        attribute: 'data-prerendered',
        head: { styles: [], translations: [] },
      }),
    ).toThrow(/no empty root/);
  });
});

describe('fileOfPath', () => {
  it.each([
    ['/', 'home.html'],
    ['/login', 'login.html'],
    ['/bilgiler/fiksture-ve-sonuclar', 'bilgiler-fiksture-ve-sonuclar.html'],
  ])('%s → %s', (path, file) => expect(fileOfPath(path)).toBe(file));
});
