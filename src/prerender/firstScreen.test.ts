/**
 * Who starts from the prerendered first screen: the head script (run here as the page runs
 * it, on the browser's storage) and the client's choice after the store's rehydration must
 * agree, or a visitor would see a hidden page hydrated or a wrong one shown before the JS.
 */
import { makeStore } from '../../store/makeStore';
import { testServices } from '../../store/testing/testServices';
import { languageRestored } from '../../store/preferences/languageSlice';
import { persistStore } from 'redux-persist';
import {
  discardPrerender,
  isPrerenderedVisitor,
  PRERENDER_OFF_CLASS,
  PRERENDERED_ATTRIBUTE,
  startsFromPrerender,
} from './firstScreen';
import { prerenderGateScript } from './prerenderGate';

const TOKEN = JSON.stringify({ Token: 'aaa.bbb.ccc' });

/** The state the browser's store restores from what `localStorage` holds. */
async function restoredState() {
  const services = testServices();
  const store = makeStore({ services, persist: true, sagas: false, devTools: false });
  store.dispatch(languageRestored(services.language()));
  await new Promise<void>((done) => persistStore(store, null, done));
  return store.getState();
}

function runGate() {
  document.documentElement.classList.remove(PRERENDER_OFF_CLASS);
  new Function(prerenderGateScript())();
  return !document.documentElement.classList.contains(PRERENDER_OFF_CLASS);
}

function prerenderedRoot(path: string) {
  const root = document.createElement('div');
  root.setAttribute(PRERENDERED_ATTRIBUTE, path);
  root.innerHTML = '<h1>Kadro</h1>';
  document.body.replaceChildren(root);
  return root;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove(PRERENDER_OFF_CLASS);
});

describe.each<[string, Record<string, string>, boolean]>([
  ['nothing stored', {}, true],
  ['Turkish and dark stored', { i18nextLng: 'tr-TR', theme: 'dark' }, true],
  ['an unknown language (read as Turkish)', { i18nextLng: 'de-DE' }, true],
  ['English', { i18nextLng: 'en-US' }, false],
  ['the light theme', { theme: 'light' }, false],
  ['a session', { jwt_token: TOKEN }, false],
  ['a stored user', { user: JSON.stringify({ Id: 7 }) }, false],
])('%s', (_, stored, prerendered) => {
  beforeEach(() =>
    Object.entries(stored).forEach(([key, value]) => localStorage.setItem(key, value)),
  );

  it(`the head script ${prerendered ? 'shows' : 'hides'} the prerendered screen`, () => {
    expect(runGate()).toBe(prerendered);
  });

  it(`the client ${prerendered ? 'hydrates it' : 'renders afresh'}`, async () => {
    const shown = runGate();
    const state = await restoredState();
    expect(isPrerenderedVisitor(state)).toBe(prerendered);
    expect(startsFromPrerender(prerenderedRoot('/'), state, { pathname: '/' }, null)).toBe(
      shown && prerendered,
    );
  });
});

describe('startsFromPrerender', () => {
  it('hydrates only the path the markup was drawn for', async () => {
    const state = await restoredState();
    const root = prerenderedRoot('/login');
    expect(startsFromPrerender(root, state, { pathname: '/login' }, null)).toBe(true);
    expect(startsFromPrerender(root, state, { pathname: '/' }, null)).toBe(false);
  });

  it('renders afresh when the history entry carries state (a redirect with its notice)', async () => {
    const state = await restoredState();
    const root = prerenderedRoot('/');
    const usr = { signInRequired: true, from: '/takim' };
    expect(startsFromPrerender(root, state, { pathname: '/' }, { usr, key: 'x' })).toBe(false);
    expect(startsFromPrerender(root, state, { pathname: '/' }, { usr: null, key: 'x' })).toBe(true);
  });

  it('renders afresh a page without prerendered markup, and discards markup it will not use', async () => {
    const state = await restoredState();
    const plain = document.createElement('div');
    expect(startsFromPrerender(plain, state, { pathname: '/' }, null)).toBe(false);
    const root = prerenderedRoot('/');
    discardPrerender(root);
    expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
    expect(root.childNodes).toHaveLength(0);
  });
});
