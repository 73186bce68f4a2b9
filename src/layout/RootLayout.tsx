/**
 * The page frame: header, main content, footer, and the dialogs. Signed-in users get the
 * layout with banner slots (large screens) and a spinner while their profile loads.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/Spinner';
import { useLocation } from 'react-router-dom';
import { SessionEndedHere, SignInNotice, useSignedIn } from '../router/guards';
import { Content } from './Content';
import { Footer } from './Footer';
import { Header } from './header/Header';
import './layout.css';

const SignedInContent = lazy(() => import(/* webpackChunkName: "signed-in" */ './SignedInContent'));

export function RootLayout() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const { key } = useLocation();
  // Where the session ended, if it ended on this page (state derived while rendering).
  const [session, setSession] = useState({ signedIn, endedAt: null as string | null });
  if (session.signedIn !== signedIn) setSession({ signedIn, endedAt: signedIn ? null : key });
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header />
      <SessionEndedHere.Provider value={session.endedAt === key}>
        <main id="main" tabIndex={-1} className="main">
          {signedIn ? (
            <Suspense fallback={<Spinner />}>
              <SignedInContent />
            </Suspense>
          ) : (
            <>
              <SignInNotice />
              <Content />
            </>
          )}
        </main>
      </SessionEndedHere.Provider>
      <Footer />
    </div>
  );
}
