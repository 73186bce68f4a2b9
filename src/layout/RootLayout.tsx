/**
 * The page frame: header, main content, footer, and the dialogs. Signed-in users get the
 * layout with banner slots (large screens) and a spinner while their profile loads.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/Spinner';
import { useSignedIn } from '../router/guards';
import { Content } from './Content';
import { Footer } from './Footer';
import { Header } from './header/Header';
import './layout.css';

const SignedInContent = lazy(() => import(/* webpackChunkName: "signed-in" */ './SignedInContent'));

export function RootLayout() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="main">
        {signedIn ? (
          <Suspense fallback={<Spinner />}>
            <SignedInContent />
          </Suspense>
        ) : (
          <Content />
        )}
      </main>
      <Footer />
    </div>
  );
}
