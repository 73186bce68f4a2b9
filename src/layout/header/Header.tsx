/**
 * The header (spec section 2): a full horizontal header from 768px, a dropdown header
 * below. Items needing sign-in are shown disabled to anonymous visitors.
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DESKTOP_HEADER_MIN_PX } from '../../../store/constants';
import { useAppSelector } from '../../../store/hooks';
import { ChevronDownIcon, LogoMark } from '../../components/icons';
import { useMediaQuery } from '../../components/useMediaQuery';
import { AuthButtons, LanguageToggle, ThemeToggle } from './HeaderWidgets';
import {
  INFO_SECTIONS,
  navItems,
  sectionTitleKey,
  showsLanguageToggle,
  type HeaderLayout,
  type NavItem,
} from './navItems';
import { useHoverMenu } from './useHoverMenu';
import './header.css';

// Signed-in pieces load on sign-in (their own chunk, with the wallet API).
const loadSignedInWidgets = () =>
  import(/* webpackChunkName: "header-signed-in" */ './SignedInWidgets');
const DesktopSignedInWidgets = lazy(async () => ({
  default: (await loadSignedInWidgets()).DesktopSignedInWidgets,
}));
const MobileBarSignedInWidgets = lazy(async () => ({
  default: (await loadSignedInWidgets()).MobileBarSignedInWidgets,
}));
const MobileMenuSignedInWidgets = lazy(async () => ({
  default: (await loadSignedInWidgets()).MobileMenuSignedInWidgets,
}));

export interface HeaderProps {
  /** The page's host name (the language toggle's rule); the real one by default. */
  hostname?: string;
}

const noSubscription = () => () => undefined;
/** The page's host name; none in a prerendered page and while it hydrates (the toggle follows). */
const usePageHostname = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.hostname,
    () => '',
  );

export function Header({ hostname }: HeaderProps) {
  // Unknown (null) in a prerendered page and while it hydrates: both headers are drawn then,
  // and header.css shows the one for the width; the client keeps the right one at once.
  const desktop = useMediaQuery(`(min-width: ${DESKTOP_HEADER_MIN_PX}px)`, null);
  const signedIn = useAppSelector((state) => Boolean(state.session.token.value?.Token));
  const pageHostname = usePageHostname();
  const language = showsLanguageToggle(hostname ?? pageHostname);
  const either = desktop === null;
  return (
    <>
      {desktop !== false && (
        <DesktopHeader
          key="desktop"
          signedIn={signedIn}
          languageToggle={language}
          either={either}
        />
      )}
      {desktop !== true && (
        <MobileHeader key="mobile" signedIn={signedIn} languageToggle={language} either={either} />
      )}
    </>
  );
}

interface Props {
  signedIn: boolean;
  languageToggle: boolean;
  /** Drawn beside the other layout's header until the width is known (see Header). */
  either?: boolean;
}

const eitherClass = (either: boolean | undefined) => (either ? ' header--either' : '');

function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="header__logo">
      <LogoMark width={32} height={32} />
      <span className="header__wordmark">{t('appName')}</span>
    </Link>
  );
}

function ItemLink({
  item,
  signedIn,
  onNavigate,
}: {
  item: NavItem;
  signedIn: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = t(`nav.${item.key}`);
  if (item.needsAuth && !signedIn) {
    return (
      <span className="nav__link is-disabled" aria-disabled="true" title={t('nav.needsLogin')}>
        {label}
      </span>
    );
  }
  const active = item.isActive(decodeURIComponent(pathname));
  return (
    <NavLink
      to={item.to}
      className={`nav__link${active ? ' is-active' : ''}`}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      end
    >
      {label}
    </NavLink>
  );
}

function InformationMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menu = useHoverMenu<HTMLLIElement>();
  const active = pathname.startsWith('/bilgiler');
  return (
    <li className="nav__item nav__item--menu" {...menu.rootProps}>
      <button
        type="button"
        className={`nav__link${active ? ' is-active' : ''}`}
        aria-expanded={menu.open}
        aria-haspopup="true"
        onClick={menu.toggle}
      >
        {t('nav.information')}
        <ChevronDownIcon width={16} height={16} />
      </button>
      {menu.open && (
        <ul className="popover__panel submenu">
          {INFO_SECTIONS.map((section) => (
            <li key={section.key}>
              <NavLink to={section.path} className="submenu__link" onClick={menu.close}>
                {t(`info.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function DesktopHeader({ signedIn, languageToggle, either }: Props) {
  const { t } = useTranslation();
  return (
    <header
      className={`header header--desktop${eitherClass(either)}`}
      data-layout={'desktop' satisfies HeaderLayout}
    >
      <Logo />
      <nav aria-label={t('nav.main')} className="nav">
        <ul className="nav__list">
          {navItems('desktop').map((item) =>
            item.key === 'information' ? (
              <InformationMenu key={item.key} />
            ) : (
              <li key={item.key} className="nav__item">
                <ItemLink item={item} signedIn={signedIn} />
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="header__end">
        {languageToggle && <LanguageToggle />}
        <ThemeToggle />
        {signedIn ? (
          <Suspense fallback={null}>
            <DesktopSignedInWidgets />
          </Suspense>
        ) : (
          <AuthButtons />
        )}
      </div>
    </header>
  );
}

function MobileHeader({ signedIn, languageToggle, either }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Open for the page it was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  return (
    <header
      className={`header header--mobile${eitherClass(either)}`}
      data-layout={'mobile' satisfies HeaderLayout}
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <div className="header__bar">
        <Logo />
        <button
          type="button"
          className="pill"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className="visually-hidden">{t('nav.menu')}: </span>
          <span className="pill__label">{t(sectionTitleKey(pathname))}</span>
          <ChevronDownIcon width={16} height={16} />
        </button>
        <div className="header__end">
          {signedIn ? (
            <Suspense fallback={null}>
              <MobileBarSignedInWidgets />
            </Suspense>
          ) : null}
        </div>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label={t('nav.main')} className="mobile-menu">
          <ul className="nav__list nav__list--column">
            {navItems('mobile').map((item) => (
              <li key={item.key} className="nav__item">
                {item.key === 'information' ? (
                  <>
                    <span className="nav__group">{t('nav.information')}</span>
                    <ul className="nav__sublist">
                      {INFO_SECTIONS.map((section) => (
                        <li key={section.key}>
                          <NavLink to={section.path} className="nav__link" onClick={close}>
                            {t(`info.${section.key}`)}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <ItemLink item={item} signedIn={signedIn} onNavigate={close} />
                )}
              </li>
            ))}
          </ul>
          <div className="mobile-menu__end">
            {languageToggle && <LanguageToggle />}
            <ThemeToggle />
            {signedIn ? (
              <Suspense fallback={null}>
                <MobileMenuSignedInWidgets onOpen={close} />
              </Suspense>
            ) : (
              <AuthButtons />
            )}
          </div>
        </nav>
      )}
    </header>
  );
}
