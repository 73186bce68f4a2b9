/** The footer (spec section 2): links, the five documents, contact, social links, store badges. */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './footer.css';

const LINKS = [
  { to: '/', key: 'home' },
  { to: '/takim/takimim', key: 'myTeam' },
  { to: '/market', key: 'market' },
  { to: '/nasil-oynanir', key: 'howToPlay' },
  { to: '/sss', key: 'faq' },
  { to: '/bilgiler/mac-istatistikleri', key: 'matchStats' },
  { to: '/yardim-ve-kurallar', key: 'helpRules' },
] as const;

export const DOCUMENTS = [
  { href: '/docs/on-bilgilendirme-formu.pdf', key: 'preliminaryInfo' },
  { href: '/docs/cerez-politikasi.pdf', key: 'cookiePolicy' },
  { href: '/docs/kullanici-aydinlatma-metni.pdf', key: 'clarification' },
  { href: '/docs/mesafeli-satis-sozlesmesi.pdf', key: 'distanceSales' },
  { href: '/docs/acik-riza-metni.pdf', key: 'explicitConsent' },
] as const;

export const SUPPORT_MAIL = 'destek@kadro.local';

/**
 * The badges load when scrolled near (`loading="lazy"`): at the page's foot, each was
 * fetched first thing (the prerendered page preloaded it) and made a document of its own in
 * the browser (an SVG picture is parsed, styled and laid out apart) while the first screen
 * was starting.
 */
export function StoreBadges() {
  const { t } = useTranslation();
  return (
    <div className="store-badges">
      <a
        className="store-badge"
        href="https://apps.apple.com/tr/app/kadro"
        rel="noopener noreferrer"
      >
        <img
          src="/icons/app-store-badge.svg"
          alt={t('footer.appStore')}
          width={135}
          height={40}
          loading="lazy"
        />
      </a>
      <a
        className="store-badge"
        href="https://play.google.com/store/apps/details?id=tr.kadro"
        rel="noopener noreferrer"
      >
        <img
          src="/icons/google-play-badge.svg"
          alt={t('footer.googlePlay')}
          width={135}
          height={40}
          loading="lazy"
        />
      </a>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer__grid">
        <nav aria-label={t('footer.links')}>
          <h2 className="footer__title">{t('footer.links')}</h2>
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(`footer.${link.key}`)}</Link>
              </li>
            ))}
            <li>
              <a href="/kullanici-sozlesmesi" target="_blank" rel="noopener">
                {t('footer.agreement')}{' '}
                <span className="visually-hidden">{t('footer.newTab')}</span>
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.documents')}>
          <h2 className="footer__title">{t('footer.documents')}</h2>
          <ul>
            {DOCUMENTS.map((doc) => (
              <li key={doc.href}>
                <a href={doc.href} target="_blank" rel="noopener">
                  {t(`footer.${doc.key}`)}{' '}
                  <span className="visually-hidden">{t('footer.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__title">
            {t('footer.contact')}
          </h2>
          <address>
            <strong>{t('footer.company')}</strong>
            <br />
            {t('footer.address')}
          </address>
          <ul className="footer__social" aria-label={t('footer.social')}>
            <li>
              <a href="https://www.instagram.com/kadro" rel="noopener noreferrer">
                {t('footer.instagram')}
              </a>
            </li>
            <li>
              <a href="https://x.com/kadro" rel="noopener noreferrer">
                {t('footer.microblog')}
              </a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_MAIL}`}>{t('footer.mail')}</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-stores">
          <h2 id="footer-stores" className="footer__title">
            {t('footer.stores')}
          </h2>
          <StoreBadges />
          <Link to="/app">{t('footer.installApp')}</Link>
        </section>
      </div>
      <p className="footer__legal">
        © 2026 {t('footer.company')} {t('footer.rights')}
      </p>
    </footer>
  );
}
