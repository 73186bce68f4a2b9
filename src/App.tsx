/**
 * The application root: translations, the router the page gives it (see AppRoutes),
 * the theme on the document class, the language applied to i18next, and the toasts.
 */
import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { useAppSelector } from '../store/hooks';
import { useLanguage } from './reads/language';
import { useToasterGate } from './components/toast/toasterGate';

/** The router with its routes: `<BrowserRouter><AppRoutes routes={routes} /></BrowserRouter>`. */
type Router = ReactElement;

// The toast library loads with the first toast (see toasterGate).
const AppToaster = lazy(() =>
  import(/* webpackChunkName: "toaster" */ './components/toast/AppToaster').then((module) => ({
    default: module.AppToaster,
  })),
);

/** Theme on the document class (dark by default, spec section 4). */
function useThemeClass() {
  const theme = useAppSelector((state) => state.preferences.theme.value);
  useEffect(() => {
    document.documentElement.classList.remove('dark', 'light');
    document.documentElement.classList.add(theme);
  }, [theme]);
}

/** The store's language applied to i18next and the document. */
function useLanguageSync(i18n: I18n) {
  const language = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language.slice(0, 2);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
}

function Shell({ router, i18n }: { router: Router; i18n: I18n }) {
  useThemeClass();
  useLanguageSync(i18n);
  const toasts = useToasterGate();
  return (
    <>
      {router}
      {toasts && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </>
  );
}

export function App({ router, i18n }: { router: Router; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<div className="boot" aria-busy="true" />}>
        <Shell router={router} i18n={i18n} />
      </Suspense>
    </I18nextProvider>
  );
}
