import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIsCurrent, clientInputsHash } from './buildClient';

describe("npm start's client build", () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const INPUTS = ['src', 'public', 'webpack.config.ts'];
  const hash = (env: Record<string, string> = {}) => clientInputsHash(root, env, INPUTS);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'kadro-build-inputs-'));
    write('src/main.tsx', 'render()');
    write('src/pages/Home.tsx', 'export const Home = 1;');
    write('public/index.html', '<div id="root"></div>');
    write('webpack.config.ts', 'export default {}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('hashes the same inputs the same, and any change of a source, a public file or the config differently', () => {
    const first = hash();
    expect(hash()).toBe(first);
    write('src/pages/Home.tsx', 'export const Home = 2;');
    const edited = hash();
    expect(edited).not.toBe(first);
    write('public/index.html', '<div id="app"></div>');
    expect(hash()).not.toBe(edited);
    const before = hash();
    write('webpack.config.ts', 'export default { mode: "production" }');
    expect(hash()).not.toBe(before);
  });

  it('counts a new or renamed file, but not tests, which never reach the bundle', () => {
    const first = hash();
    write('src/pages/Home.test.tsx', 'it("works", () => {})');
    expect(hash()).toBe(first);
    renameSync(join(root, 'src/pages/Home.tsx'), join(root, 'src/pages/Start.tsx'));
    const renamed = hash();
    expect(renamed).not.toBe(first);
    write('src/pages/Other.tsx', '');
    expect(hash()).not.toBe(renamed);
  });

  it('counts the build-time environment (the Firebase web configuration)', () => {
    const firebase = {
      FIREBASE_API_KEY: 'k',
      FIREBASE_PROJECT_ID: 'p',
      FIREBASE_MESSAGING_SENDER_ID: 's',
      FIREBASE_APP_ID: 'a',
      FIREBASE_VAPID_KEY: 'v',
    };
    expect(hash(firebase)).not.toBe(hash());
    expect(hash({ UNRELATED: 'x' })).toBe(hash());
  });

  it('calls a build current only when it is complete and made from these inputs', () => {
    const dist = join(root, 'dist');
    const current = hash();
    expect(buildIsCurrent(dist, current)).toBe(false);
    write('dist/.inputs-hash', `${current}\n`);
    expect(buildIsCurrent(dist, current)).toBe(false); // no index.html: an interrupted build
    write('dist/index.html', '<html></html>');
    expect(buildIsCurrent(dist, current)).toBe(true);
    write('src/main.tsx', 'render(<App />)');
    expect(buildIsCurrent(dist, hash())).toBe(false);
  });
});
