/** The pieces of the header every visitor sees, in its desktop and mobile forms. */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../store/constants';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useLanguage } from '../../reads/language';
import { languageChanged } from '../../../store/preferences/languageSlice';
import { themeChanged } from '../../../store/preferences/themeSlice';
import { MoonIcon, SunIcon } from '../../components/icons';

export function AuthButtons() {
  const { t } = useTranslation();
  return (
    <div className="header__auth">
      <Link to="/login" className="button button--ghost">
        {t('header.login')}
      </Link>
      <Link to="/register" className="button">
        {t('header.register')}
      </Link>
    </div>
  );
}

export function LanguageToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const other: Language = language === 'tr-TR' ? 'en-US' : 'tr-TR';
  return (
    // Named by what it shows (the other language's name, in that language) and then what
    // it does, so that speech input can use the visible word (WCAG 2.5.3).
    <button
      type="button"
      className="button button--ghost"
      onClick={() => dispatch(languageChanged(other))}
    >
      <span lang={other}>{t('header.language')}</span>{' '}
      <span className="visually-hidden">{t('header.languageLabel')}</span>
    </button>
  );
}

export function ThemeToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const theme = useAppSelector((state) => state.preferences.theme.value);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t(next === 'dark' ? 'header.themeToDark' : 'header.themeToLight')}
      onClick={() => dispatch(themeChanged(next))}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
