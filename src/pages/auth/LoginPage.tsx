/** Sign in: the token is kept and the session saga fetches the user. */
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { useAuthLoginMutation } from '../../../store/api/auth';
import { useAppDispatch } from '../../../store/hooks';
import { tokenReceived } from '../../../store/session/tokenSlice';
import { Field } from '../../components/forms/Field';
import { FormSubmit } from '../../components/forms/FormSubmit';
import { useServerForm } from '../../components/forms/useServerForm';

interface LoginForm {
  UserNameOrEmail: string;
  Password: string;
}

const loginSchema = (t: TFunction) =>
  yup.object({
    UserNameOrEmail: yup.string().trim().required(t('validation.required')).max(254),
    Password: yup.string().required(t('validation.required')).max(128),
  });

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const { form, t } = useServerForm<LoginForm>(loginSchema, { UserNameOrEmail: '', Password: '' });
  const [login, { isLoading, error }] = useAuthLoginMutation();
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    const result = await login({
      loginRequest: { UserNameOrEmail: values.UserNameOrEmail.trim(), Password: values.Password },
    });
    if ('data' in result && result.data) dispatch(tokenReceived(result.data.data));
  });

  return (
    <section className="page page--narrow">
      <h1>{t('auth.loginTitle')}</h1>
      <form onSubmit={onSubmit} noValidate className="form">
        <Field label={t('auth.userNameOrEmail')} error={formState.errors.UserNameOrEmail?.message}>
          {(p) => (
            <input
              {...p}
              {...register('UserNameOrEmail')}
              className="input"
              autoComplete="username"
            />
          )}
        </Field>
        <Field label={t('auth.password')} error={formState.errors.Password?.message}>
          {(p) => (
            <input
              {...p}
              {...register('Password')}
              type="password"
              className="input"
              autoComplete="current-password"
            />
          )}
        </Field>
        <FormSubmit label={t('auth.loginSubmit')} isLoading={isLoading} error={error} large />
      </form>
      <p>
        <Link to="/forgot-password">{t('auth.forgotLink')}</Link>
      </p>
      <p>
        {t('auth.noAccount')} <Link to="/register">{t('header.register')}</Link>
      </p>
    </section>
  );
}
