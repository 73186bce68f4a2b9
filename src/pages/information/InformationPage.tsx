/** The information submenu's pages (/bilgiler/*): placeholders until their issue. */
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { INFO_SECTIONS } from '../../layout/header/navItems';
import { ComingSoon } from '../ComingSoon';

export default function InformationPage() {
  const { t } = useTranslation();
  const path = `/bilgiler/${useParams()['*'] ?? ''}`;
  const section = INFO_SECTIONS.find((s) => s.path === path);
  if (!section) return <Navigate to={INFO_SECTIONS[0].path} replace />;
  return (
    <>
      <nav aria-label={t('nav.information')} className="tabs">
        {INFO_SECTIONS.map((s) => (
          <NavLink key={s.key} to={s.path} className="tabs__tab">
            {t(`info.${s.key}`)}
          </NavLink>
        ))}
      </nav>
      <ComingSoon title={t(`info.${section.key}`)} />
    </>
  );
}
