/** Reset password, reached from the e-mailed link (`/reset-password?token=…`). */
import { Link, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { useAuthForgotPasswordConfirmMutation } from '../../../store/api/auth';
import { Field } from '../../components/forms/Field';
import { FormMessage } from '../../components/forms/FormMessage';
import { FormSubmit } from '../../components/forms/FormSubmit';
import { newPasswordField } from '../../components/forms/schemas';
import { useServerForm } from '../../components/forms/useServerForm';

interface ResetForm {
  NewPassword: string;
  Confirm: string;
}

const resetSchema = (t: TFunction) =>
  yup.object({
    NewPassword: newPasswordField(t),
    Confirm: yup
      .string()
      .required(t('validation.required'))
      .oneOf([yup.ref('NewPassword')], t('validation.passwordsMatch')),
  });

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { form, t } = useServerForm<ResetForm>(resetSchema, { NewPassword: '', Confirm: '' });
  const [confirm, { isLoading, error, data }] = useAuthForgotPasswordConfirmMutation();
  const { register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async (values) => {
    await confirm({
      forgotPasswordConfirmRequest: { Token: token, NewPassword: values.NewPassword },
    });
  });
  return (
    <section className="page page--narrow">
      <h1>{t('auth.resetTitle')}</h1>
      {!token ? (
        <FormMessage kind="error" message={t('auth.missingToken')} />
      ) : data ? (
        <>
          <FormMessage kind="success" message={data.message} />
          <Link to="/login" className="button button--large">
            {t('auth.toLogin')}
          </Link>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate className="form">
          <Field label={t('auth.newPassword')} error={formState.errors.NewPassword?.message}>
            {(p) => (
              <input
                {...p}
                {...register('NewPassword')}
                type="password"
                className="input"
                autoComplete="new-password"
              />
            )}
          </Field>
          <Field label={t('auth.confirmPassword')} error={formState.errors.Confirm?.message}>
            {(p) => (
              <input
                {...p}
                {...register('Confirm')}
                type="password"
                className="input"
                autoComplete="new-password"
              />
            )}
          </Field>
          <FormSubmit label={t('auth.resetSubmit')} isLoading={isLoading} error={error} large />
        </form>
      )}
    </section>
  );
}
