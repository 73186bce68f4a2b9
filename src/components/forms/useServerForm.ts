/**
 * react-hook-form with a yup schema built in the user's language, plus the captcha
 * plumbing the forms share: the response is the form's `CaptchaResponse` field (`captcha`
 * is what `<Captcha>` takes), and `resetCaptcha` asks for a fresh challenge after each
 * attempt and clears the used answer.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ObjectSchema } from 'yup';

/** What a form with a captcha holds of it. */
interface CaptchaAnswer {
  CaptchaResponse: string;
}

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
  // Meaningful for the forms whose values have a CaptchaResponse; unused by the others.
  const answer = form as unknown as UseFormReturn<CaptchaAnswer>;
  const captcha = {
    resetKey: captchaKey,
    error: answer.formState.errors.CaptchaResponse?.message,
    onChange: (value: string) =>
      answer.setValue('CaptchaResponse', value, {
        shouldValidate: answer.formState.isSubmitted,
      }),
  };
  const resetCaptcha = () => {
    setCaptchaKey((k) => k + 1);
    answer.setValue('CaptchaResponse', '');
  };
  return { form, t, captcha, resetCaptcha };
}
