/**
 * Home (`/`): for a visitor, what the game is and the way in; for a signed-in user, a
 * welcome. The data widgets below (round, countdown, points, matches, best of the week)
 * load as their own chunk: this page is in the shell's first download, which must stay
 * small and free of RTK Query.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../store/hooks';
import { HomeSkeleton } from './HomeSkeleton';
import './home.css';

const HomeBoard = lazy(() =>
  import(/* webpackChunkName: "home" */ './loadHomeBoard').then((m) => m.loadHomeBoard()),
);

const STEPS = ['squad', 'captain', 'points', 'leagues'] as const;

export function HomePage() {
  const { t } = useTranslation('home');
  const user = useAppSelector((state) => state.session.user.value);
  return (
    <section className="page home">
      <h1 className="home__title">{t('appName')}</h1>
      {user ? (
        <div className="home-hero home-hero--user">
          <p className="home__lead">{t('welcome', { name: user.UserName })}</p>
          <p className="muted">{t('signedInText')}</p>
        </div>
      ) : (
        <div className="home-hero">
          <p className="home__lead">{t('visitor.title')}</p>
          <p>{t('visitor.text')}</p>
          <div className="home__actions">
            <Link to="/register" className="button button--large">
              {t('visitor.start')}
            </Link>
            <Link to="/login" className="button button--ghost button--large">
              {t('visitor.login')}
            </Link>
          </div>
          <h2 className="home-steps__title">{t('visitor.stepsTitle')}</h2>
          <ol className="home-steps">
            {STEPS.map((step) => (
              <li key={step}>{t(`visitor.steps.${step}`)}</li>
            ))}
          </ol>
        </div>
      )}
      <Suspense fallback={<HomeSkeleton />}>
        <HomeBoard signedIn={Boolean(user)} />
      </Suspense>
    </section>
  );
}
