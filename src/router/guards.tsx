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
}

/**
 * True while the location is the one where the session just ended (a logout, a deleted
 * account): RootLayout swaps its content tree then, so the guard below mounts anew and
 * could not tell that visitor from one who opened the route.
 */
export const SessionEndedHere = createContext(false);

export function SignedInOnly() {
  const signedIn = useSignedIn();
  const sessionEndedHere = useContext(SessionEndedHere);
  if (signedIn) return <Outlet />;
  // Spec: a visitor goes to `/`; the state lets `/` say why (SignInNotice).
  const state: SignInRequiredState | null = sessionEndedHere ? null : { signInRequired: true };
  return <Navigate to="/" replace state={state} />;
}

/** The short "sign in to see this" line a visitor sent to `/` from a signed-in route reads. */
export function SignInNotice() {
  const { t } = useTranslation();
  const state = useLocation().state as Partial<SignInRequiredState> | null;
  if (!state?.signInRequired) return null;
  return (
    <p className="form-message sign-in-notice" role="status" data-testid="sign-in-required">
      {t('signInRequired')} <Link to="/login">{t('header.login')}</Link>
    </p>
  );
}

export function SignedOutOnly() {
  return useSignedIn() ? <Navigate to="/" replace /> : <Outlet />;
}
