/** Route guards: the signed-in and signed-out route tables of spec section 2. */
import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';

/** Authenticated means a token is present (spec section 4). */
export const useSignedIn = () =>
  useAppSelector((state) => Boolean(state.session.token.value?.Token));

export function SignedInOnly() {
  return useSignedIn() ? <Outlet /> : <Navigate to="/" replace />;
}

export function SignedOutOnly() {
  return useSignedIn() ? <Navigate to="/" replace /> : <Outlet />;
}
