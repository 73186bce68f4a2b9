/**
 * `/panel/*`: the Admins' screens (the `Panel` permission of spec section 6). The gate is a
 * small chunk of its own (with the permission rules, which the first page does not need);
 * the panel's code is another, imported only once the signed-in user may read Panel, so a
 * visitor's or a player's browser never loads it.
 * Anyone else goes to `/`; the server refuses the panel's calls to them as well.
 */
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { selectAbility } from '../../store/permissions/ability';
import { Spinner } from '../components/Spinner';

const PanelRoutes = lazy(() => import(/* webpackChunkName: "panel" */ './PanelRoutes'));

export default function PanelGate() {
  const mayRead = useAppSelector((state) => selectAbility(state).can('read', 'Panel'));
  // The user is read after the token: wait for it rather than send an Admin away.
  const userKnown = useAppSelector((state) => state.session.user.value !== null);
  if (!userKnown) return <Spinner />;
  if (!mayRead) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<Spinner />}>
      <PanelRoutes />
    </Suspense>
  );
}
