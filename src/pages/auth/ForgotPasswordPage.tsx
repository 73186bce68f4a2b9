/** Forgot password: the e-mail and the captcha; the server's message says what follows. */
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { useAuthForgotPasswordMutation } from '../../../store/api/auth';
import { Captcha } from '../../components/captcha/Captcha';
import { Field } from '../../components/forms/Field';
import { FormMessage } from '../../components/forms/FormMessage';
import { FormSubmit } from '../../components/forms/FormSubmit';
import { captchaField, emailField } from '../../components/forms/schemas';
import { useServerForm } from '../../components/forms/useServerForm';

interface ForgotForm {
  Email: string;
  CaptchaResponse: string;
}

const forgotSchema = (t: TFunction) =>
  yup.object({ Email: emailField(t), CaptchaResponse: captchaField(t) });

export default function ForgotPasswordPage() {
  const { form, t, captcha, resetCaptcha } = useServerForm<ForgotForm>(forgotSchema, {
    Email: '',
    CaptchaResponse: '',
  });
  const [send, { isLoading, error, data }] = useAuthForgotPasswordMutation();
  const { register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async (values) => {
    await send({
      forgotPasswordRequest: {
        Email: values.Email.trim(),
        CaptchaResponse: values.CaptchaResponse,
      },
    });
    resetCaptcha();
  });
  return (
    <section className="page page--narrow">
      <h1>{t('auth.forgotTitle')}</h1>
      {data ? (
        <FormMessage kind="success" message={data.message} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="form">
          <p>{t('auth.forgotText')}</p>
          <Field label={t('auth.email')} error={formState.errors.Email?.message}>
            {(p) => (
              <input
                {...p}
                {...register('Email')}
                type="email"
                className="input"
                autoComplete="email"
              />
            )}
          </Field>
          <Captcha {...captcha} />
          <FormSubmit label={t('auth.forgotSubmit')} isLoading={isLoading} error={error} large />
        </form>
      )}
      <p>
        <Link to="/login">{t('auth.toLogin')}</Link>
      </p>
    </section>
  );
}
