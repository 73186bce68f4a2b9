/**
 * The leagues area (`/lig/*`, its own chunk). `/lig/pro-ligleri` is the hub (the mobile
 * header's link), `/lig/pro-ligi` the Pro table (the desktop header's); then the Taraftar
 * Ligi, clans, friend leagues, special leagues, the classement, and a rival's team. The
 * section links on top reach every one of them.
 */
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { ClanPage, ClansPage } from './ClansPage';
import { ClassementPage } from './ClassementPage';
import { FanLeaguePage } from './FanLeaguePage';
import { FriendLeaguePage, FriendLeaguesPage } from './FriendLeaguesPage';
import { HubPage } from './HubPage';
import { LEAGUE_PATHS } from './paths';
import { ProLeaguePage } from './ProLeaguePage';
import { RivalPage } from './RivalPage';
import { SpecialLeaguePage, SpecialLeaguesPage } from './SpecialLeaguesPage';
import './leagues.css';

function SectionNav() {
  const { t } = useTranslation('leagues');
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  // On a phone the row scrolls sideways: the current section's link is brought into it.
  useEffect(() => {
    nav.current
      ?.querySelector('.league-nav__link.active')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <nav ref={nav} className="league-nav" aria-label={t('nav.label')}>
      <ul>
        {(Object.keys(LEAGUE_PATHS) as (keyof typeof LEAGUE_PATHS)[]).map((key) => (
          <li key={key}>
            <NavLink to={`/lig/${LEAGUE_PATHS[key]}`} className="league-nav__link">
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function LeaguesPage() {
  return (
    <section className="page leagues">
      <Suspense fallback={<Spinner />}>
        <SectionNav />
        <Routes>
          <Route path={LEAGUE_PATHS.hub} element={<HubPage />} />
          <Route path={LEAGUE_PATHS.pro} element={<ProLeaguePage />} />
          <Route path={LEAGUE_PATHS.fan} element={<FanLeaguePage />} />
          <Route path={LEAGUE_PATHS.clans} element={<ClansPage />} />
          <Route path="klan/:clanId" element={<ClanPage />} />
          <Route path={LEAGUE_PATHS.friends} element={<FriendLeaguesPage />} />
          <Route path="arkadas-ligi/:groupId" element={<FriendLeaguePage />} />
          <Route path={LEAGUE_PATHS.special} element={<SpecialLeaguesPage />} />
          <Route path="ozel-lig/:leagueId" element={<SpecialLeaguePage />} />
          <Route path={LEAGUE_PATHS.classement} element={<ClassementPage />} />
          <Route path="rakip/:userTeamId" element={<RivalPage />} />
          <Route path="*" element={<Navigate to={`/lig/${LEAGUE_PATHS.hub}`} replace />} />
        </Routes>
      </Suspense>
    </section>
  );
}
