/** Field rules shared by the account forms, matching api-spec/auth.yaml's limits. */
import * as yup from 'yup';
import type { TFunction } from 'i18next';

/** auth.yaml UserName: 3-20 letters (Turkish ones too), digits, _ and . */
export const USER_NAME_PATTERN = /^[A-Za-z0-9_.çğıöşüÇĞİÖŞÜ]{3,20}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailField = (t: TFunction) =>
  yup.string().trim().required(t('validation.required')).email(t('validation.email')).max(254);

export const newPasswordField = (t: TFunction) =>
  yup
    .string()
    .required(t('validation.required'))
    .min(PASSWORD_MIN, t('validation.passwordMin'))
    .max(PASSWORD_MAX, t('validation.max', { max: PASSWORD_MAX }));

export const captchaField = (t: TFunction) => yup.string().required(t('captcha.required'));
