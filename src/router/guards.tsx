/** Route guards: the signed-in and signed-out route tables of spec section 2. */
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';

/** Authenticated means a token is present (spec section 4). */
export const useSignedIn = () =>
  useAppSelector((state) => Boolean(state.session.token.value?.Token));

/** What a redirect to `/` carries when a visitor opened a signed-in route. */
export interface SignInRequiredState {
  signInRequired: true;
  /** The route he opened (path and query), where signing in takes him back. */
  from: string;
}

/** What the sign-in link carries: where a successful sign-in goes instead of `/`. */
export interface ReturnToState {
  returnTo: string;
}

/** Only a path of this site (not `//host`): the state is the page's own, but stays safe. */
const ownPath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');

/**
 * True while the location is the one where the session just ended (a logout, a deleted
 * account): RootLayout swaps its content tree then, so the guard below mounts anew and
 * could not tell that visitor from one who opened the route.
 */
export const SessionEndedHere = createContext(false);

export function SignedInOnly() {
  const signedIn = useSignedIn();
  const sessionEndedHere = useContext(SessionEndedHere);
  const { pathname, search } = useLocation();
  if (signedIn) return <Outlet />;
  // Spec: a visitor goes to `/`; the state lets `/` say why (SignInNotice).
  const state: SignInRequiredState | null = sessionEndedHere
    ? null
    : { signInRequired: true, from: pathname + search };
  return <Navigate to="/" replace state={state} />;
}

/** The short "sign in to see this" line a visitor sent to `/` from a signed-in route reads. */
export function SignInNotice() {
  const { t } = useTranslation();
  const state = useLocation().state as Partial<SignInRequiredState> | null;
  if (!state?.signInRequired) return null;
  const back: ReturnToState | null = ownPath(state.from) ? { returnTo: state.from } : null;
  return (
    <p className="form-message sign-in-notice" role="status" data-testid="sign-in-required">
      {t('signInRequired')}{' '}
      <Link to="/login" state={back}>
        {t('header.login')}
      </Link>
    </p>
  );
}

/** Signed in, a signed-out page goes home, or back to the route the visitor first opened. */
export function SignedOutOnly() {
  const state = useLocation().state as Partial<ReturnToState> | null;
  if (!useSignedIn()) return <Outlet />;
  return <Navigate to={ownPath(state?.returnTo) ? state.returnTo : '/'} replace />;
}
