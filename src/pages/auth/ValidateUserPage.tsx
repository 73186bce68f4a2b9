/** `/validate-user?token=…`: the e-mailed verification link confirms the address. */
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  useAuthEmailVerificationConfirmQuery,
  useLazyUserGetUserQuery,
} from '../../../store/api/auth';
import { FormMessage } from '../../components/forms/FormMessage';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../components/StateViews';
import { useSignedIn } from '../../router/guards';

export default function ValidateUserPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const token = useSearchParams()[0].get('token') ?? '';
  const { data, error, isLoading } = useAuthEmailVerificationConfirmQuery(
    { token },
    { skip: !token },
  );
  // Signed in, the kept user still says "not verified": read it again (the session saga
  // keeps any User/GetUser answer), so the profile stops offering to resend the mail.
  const [refreshUser] = useLazyUserGetUserQuery();
  const verified = Boolean(data);
  useEffect(() => {
    if (verified && signedIn) void refreshUser();
  }, [verified, signedIn, refreshUser]);
  return (
    <section className="page page--narrow">
      <h1>{t('auth.validateTitle')}</h1>
      {!token ? (
        <FormMessage kind="error" message={t('auth.missingToken')} />
      ) : isLoading ? (
        <Spinner label={t('auth.validating')} />
      ) : error ? (
        <FormMessage kind="error" message={errorMessage(error) ?? t('states.error')} />
      ) : (
        <FormMessage kind="success" message={data?.message} />
      )}
      <Link to={signedIn ? '/' : '/login'} className="button button--large">
        {signedIn ? t('auth.toHome') : t('auth.toLogin')}
      </Link>
    </section>
  );
}
