/**
 * Register: user name, e-mail, password, favourite club (engine `Teams/GetTeamsList`),
 * the user agreement, the captcha. The new account verifies its e-mail before signing in.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { useAuthRegisterMutation } from '../../../store/api/auth';
import { useLanguage } from '../../reads/language';
import { Captcha } from '../../components/captcha/Captcha';
import { Field } from '../../components/forms/Field';
import { FormMessage } from '../../components/forms/FormMessage';
import { FormSubmit } from '../../components/forms/FormSubmit';
import {
  USER_NAME_PATTERN,
  captchaField,
  emailField,
  newPasswordField,
} from '../../components/forms/schemas';
import { useServerForm } from '../../components/forms/useServerForm';
import { ClubSelect } from './ClubSelect';

interface RegisterForm {
  UserName: string;
  Email: string;
  Password: string;
  FavoriteTeamId: number;
  AcceptAgreement: boolean;
  CaptchaResponse: string;
}

const registerSchema = (t: TFunction) =>
  yup.object({
    UserName: yup
      .string()
      .trim()
      .required(t('validation.required'))
      .matches(USER_NAME_PATTERN, t('validation.userName')),
    Email: emailField(t),
    Password: newPasswordField(t),
    FavoriteTeamId: yup
      .number()
      .transform((v) => (Number.isFinite(v) && v > 0 ? v : undefined))
      .required(t('validation.club')),
    AcceptAgreement: yup.boolean().required().oneOf([true], t('validation.agreement')),
    CaptchaResponse: captchaField(t),
  }) as yup.ObjectSchema<RegisterForm>;

export default function RegisterPage() {
  const language = useLanguage();
  const { form, t, captcha, resetCaptcha } = useServerForm<RegisterForm>(registerSchema, {
    UserName: '',
    Email: '',
    Password: '',
    AcceptAgreement: false,
    CaptchaResponse: '',
  });
  const [registerAccount, { isLoading, error }] = useAuthRegisterMutation();
  const formId = useId();
  const [done, setDone] = useState<{ email: string; message: string } | null>(null);
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    const result = await registerAccount({
      registerRequest: {
        UserName: values.UserName.trim(),
        Email: values.Email.trim(),
        Password: values.Password,
        FavoriteTeamId: values.FavoriteTeamId,
        AcceptAgreement: true,
        LanguageCode: language,
        CaptchaResponse: values.CaptchaResponse,
      },
    });
    if ('data' in result && result.data) {
      setDone({ email: values.Email.trim(), message: result.data.message });
      return;
    }
    resetCaptcha();
  });

  if (done) {
    return (
      <section className="page page--narrow">
        <h1>{t('auth.registeredTitle')}</h1>
        <FormMessage kind="success" message={done.message} />
        <p>{t('auth.registeredText', { email: done.email })}</p>
        <Link to="/login" className="button button--large">
          {t('auth.toLogin')}
        </Link>
      </section>
    );
  }

  const errors = formState.errors;
  const agreementErrorId = `${formId}-agreement-error`;
  return (
    <section className="page page--narrow">
      <h1>{t('auth.registerTitle')}</h1>
      <form onSubmit={onSubmit} noValidate className="form">
        <Field label={t('auth.userName')} error={errors.UserName?.message}>
          {(p) => (
            <input
              {...p}
              {...register('UserName')}
              className="input"
              autoComplete="username"
              maxLength={20}
            />
          )}
        </Field>
        <Field label={t('auth.email')} error={errors.Email?.message}>
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
        <Field label={t('auth.password')} error={errors.Password?.message}>
          {(p) => (
            <input
              {...p}
              {...register('Password')}
              type="password"
              className="input"
              autoComplete="new-password"
            />
          )}
        </Field>
        <Field label={t('auth.favoriteClub')} error={errors.FavoriteTeamId?.message}>
          {(p) => <ClubSelect {...p} {...register('FavoriteTeamId', { valueAsNumber: true })} />}
        </Field>
        <div className="field field--check">
          <label className="check">
            <input
              type="checkbox"
              {...register('AcceptAgreement')}
              aria-invalid={Boolean(errors.AcceptAgreement)}
              aria-describedby={errors.AcceptAgreement ? agreementErrorId : undefined}
            />
            <span>
              {t('auth.agreementBefore')}
              <a href="/kullanici-sozlesmesi" target="_blank" rel="noopener">
                {t('auth.agreementLink')}
              </a>
              {t('auth.agreementAfter')}
            </span>
          </label>
          {errors.AcceptAgreement && (
            <p id={agreementErrorId} className="field__error" role="alert">
              {errors.AcceptAgreement.message}
            </p>
          )}
        </div>
        <Captcha {...captcha} />
        <FormSubmit label={t('auth.registerSubmit')} isLoading={isLoading} error={error} large />
      </form>
      <p>
        {t('auth.haveAccount')} <Link to="/login">{t('header.login')}</Link>
      </p>
    </section>
  );
}
