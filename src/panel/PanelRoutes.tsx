/**
 * The panel's own routes (its chunk): the season, matches, players, economy, users, the
 * audit log and the support logs, under one navigation row.
 */
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import AuditScreen from './audit/AuditScreen';
import EconomyScreen from './economy/EconomyScreen';
import MatchEditor from './matches/MatchEditor';
import MatchesScreen from './matches/MatchesScreen';
import { PanelNav } from './PanelNav';
import PlayersScreen from './players/PlayersScreen';
import SeasonScreen from './season/SeasonScreen';
import { SupportLogList } from './SupportLogList';
import { SupportLogViewer } from './SupportLogViewer';
import UsersScreen from './users/UsersScreen';
import './panel.css';

function PanelLayout() {
  return (
    <div className="panel-layout">
      <PanelNav />
      <Outlet />
    </div>
  );
}

export default function PanelRoutes() {
  return (
    <Routes>
      <Route element={<PanelLayout />}>
        <Route index element={<Navigate to="sezon" replace />} />
        <Route path="sezon" element={<SeasonScreen />} />
        <Route path="maclar" element={<MatchesScreen />} />
        <Route path="maclar/:matchId" element={<MatchEditor />} />
        <Route path="oyuncular" element={<PlayersScreen />} />
        <Route path="ekonomi" element={<EconomyScreen />} />
        <Route path="kullanicilar" element={<UsersScreen />} />
        <Route path="denetim" element={<AuditScreen />} />
        <Route path="destek-kayitlari" element={<SupportLogList />} />
        <Route path="destek-kayitlari/:id" element={<SupportLogViewer />} />
        <Route path="*" element={<Navigate to="sezon" replace />} />
      </Route>
    </Routes>
  );
}
