/** The panel's screens as one navigation row (it scrolls sideways on a phone). */
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

export const PANEL_SCREENS = [
  ['sezon', 'nav.season'],
  ['maclar', 'nav.matches'],
  ['oyuncular', 'nav.players'],
  ['ekonomi', 'nav.economy'],
  ['kullanicilar', 'nav.users'],
  ['denetim', 'nav.audit'],
  ['destek-kayitlari', 'nav.logs'],
] as const;

export function PanelNav() {
  const { t } = useTranslation('panel');
  return (
    <nav className="panel-nav" aria-label={t('nav.label')}>
      <ul>
        {PANEL_SCREENS.map(([path, key]) => (
          <li key={path}>
            <NavLink to={`/panel/${path}`} className="chip">
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
