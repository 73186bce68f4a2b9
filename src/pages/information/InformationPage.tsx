/**
 * The information submenu's pages (/bilgiler/*): a tab per section (INFO_SECTIONS), the
 * section's title and its screen; /bilgiler/futbolcu-bilgileri/:id is a player's page.
 * This module reads the `common` tab labels; the screens read `stats`.
 */
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { INFO_SECTIONS } from '../../layout/header/navItems';
import { BestOfWeekSection } from './BestOfWeekSection';
import { FixturesSection } from './FixturesSection';
import { MatchStatsSection } from './MatchStatsSection';
import { PlayerPage } from './PlayerPage';
import { PlayersSection } from './PlayersSection';
import { UnavailableSection } from './UnavailableSection';
import './information.css';

type SectionKey = (typeof INFO_SECTIONS)[number]['key'];

const SCREENS: Record<SectionKey, () => React.JSX.Element> = {
  fixtures: FixturesSection,
  matchStats: MatchStatsSection,
  playerInfo: PlayersSection,
  unavailable: UnavailableSection,
  bestOfWeek: BestOfWeekSection,
};

export default function InformationPage() {
  const { t } = useTranslation();
  const [first = '', sub, ...rest] = (useParams()['*'] ?? '').split('/');
  const section = INFO_SECTIONS.find((s) => s.path === `/bilgiler/${first}`);
  if (!section) return <Navigate to={INFO_SECTIONS[0].path} replace />;
  const playerId = section.key === 'playerInfo' && sub ? Number(sub) : undefined;
  const validPlayer = playerId !== undefined && Number.isInteger(playerId) && playerId > 0;
  // Only the player information has sub-pages; anything else goes to the section.
  if ((sub && !validPlayer) || rest.length > 0) return <Navigate to={section.path} replace />;
  const Screen = SCREENS[section.key];
  return (
    <section className="page info">
      <nav aria-label={t('nav.information')} className="tabs info__tabs">
        {INFO_SECTIONS.map((s) => (
          <NavLink key={s.key} to={s.path} className="tabs__tab">
            {t(`info.${s.key}`)}
          </NavLink>
        ))}
      </nav>
      {validPlayer ? (
        <PlayerPage key={playerId} playerId={playerId} />
      ) : (
        <>
          <h1>{t(`info.${section.key}`)}</h1>
          <Screen />
        </>
      )}
    </section>
  );
}
