/** Home: the visitor's welcome with sign-up, or the signed-in user's start. */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../store/hooks';

export function HomePage() {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.session.user.value);
  return (
    <section className="page home">
      <h1>{t('appName')}</h1>
      {user ? (
        <>
          <p className="home__lead">{t('home.welcome', { name: user.UserName })}</p>
          <p>{t('home.signedInText')}</p>
          <Link to="/takim/takimim" className="button button--large">
            {t('home.buildTeam')}
          </Link>
        </>
      ) : (
        <>
          <p className="home__lead">{t('home.visitorTitle')}</p>
          <p>{t('home.visitorText')}</p>
          <div className="home__actions">
            <Link to="/register" className="button button--large">
              {t('home.start')}
            </Link>
            <Link to="/login" className="button button--ghost button--large">
              {t('header.login')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
