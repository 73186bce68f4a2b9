/**
 * react-hook-form with a yup schema built in the user's language, plus the captcha
 * plumbing the forms share: the response is a form field, and `resetCaptcha` asks the
 * captcha for a fresh challenge after each attempt.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ObjectSchema } from 'yup';

export function useServerForm<T extends FieldValues>(
  makeSchema: (t: TFunction) => ObjectSchema<T>,
  defaultValues: DefaultValues<T>,
) {
  const { t } = useTranslation();
  const schema = useMemo(() => makeSchema(t), [makeSchema, t]);
  const form = useForm<T>({
    resolver: yupResolver(schema as never) as unknown as Resolver<T>,
    defaultValues,
    mode: 'onSubmit',
  });
  const [captchaKey, setCaptchaKey] = useState(0);
  return { form, t, captchaKey, resetCaptcha: () => setCaptchaKey((k) => k + 1) };
}
