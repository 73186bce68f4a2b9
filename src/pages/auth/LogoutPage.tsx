/** `/logout`: forgets everything of the session, then home. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../store/hooks';
import { logoutRequested } from '../../../store/session/sessionEvents';
import { Spinner } from '../../components/Spinner';

export function LogoutPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    // The session saga clears storage and state; the route guard then shows `/`.
    dispatch(logoutRequested());
  }, [dispatch]);
  return <Spinner label={t('auth.logoutTitle')} />;
}
