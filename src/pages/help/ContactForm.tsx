/** The contact form (`Auth/ContactEmail`): name, e-mail, subject, message, captcha. */
import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { useAuthContactEmailMutation } from '../../../store/api/auth';
import { useAppSelector } from '../../../store/hooks';
import { Captcha } from '../../components/captcha/Captcha';
import { Field } from '../../components/forms/Field';
import { FormMessage } from '../../components/forms/FormMessage';
import { captchaField, emailField } from '../../components/forms/schemas';
import { useServerForm } from '../../components/forms/useServerForm';
import { errorMessage } from '../../components/StateViews';

interface ContactForm {
  Name: string;
  Email: string;
  Subject: string;
  Message: string;
  CaptchaResponse: string;
}

const text = (t: TFunction, max: number) =>
  yup.string().trim().required(t('validation.required')).max(max, t('validation.max', { max }));

const contactSchema = (t: TFunction) =>
  yup.object({
    Name: text(t, 100),
    Email: emailField(t),
    Subject: text(t, 150),
    Message: text(t, 5000),
    CaptchaResponse: captchaField(t),
  });

export function ContactForm() {
  const user = useAppSelector((state) => state.session.user.value);
  const { form, t, captchaKey, resetCaptcha } = useServerForm<ContactForm>(contactSchema, {
    Name: user?.UserName ?? '',
    Email: user?.Email ?? '',
    Subject: '',
    Message: '',
    CaptchaResponse: '',
  });
  const [send, { isLoading, error, data, reset: resetResult }] = useAuthContactEmailMutation();
  const { register, handleSubmit, formState, setValue, reset } = form;
  const onSubmit = handleSubmit(async (values) => {
    resetResult();
    const result = await send({ contactEmailRequest: values });
    resetCaptcha();
    setValue('CaptchaResponse', '');
    if ('data' in result) reset({ ...values, Subject: '', Message: '', CaptchaResponse: '' });
  });
  const errors = formState.errors;
  return (
    <section aria-labelledby="contact-title">
      <h2 id="contact-title">{t('contact.title')}</h2>
      <form onSubmit={onSubmit} noValidate className="form">
        <Field label={t('contact.name')} error={errors.Name?.message}>
          {(p) => <input {...p} {...register('Name')} className="input" autoComplete="name" />}
        </Field>
        <Field label={t('contact.email')} error={errors.Email?.message}>
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
        <Field label={t('contact.subject')} error={errors.Subject?.message}>
          {(p) => <input {...p} {...register('Subject')} className="input" />}
        </Field>
        <Field label={t('contact.message')} error={errors.Message?.message}>
          {(p) => <textarea {...p} {...register('Message')} className="input" rows={5} />}
        </Field>
        <Captcha
          resetKey={captchaKey}
          error={errors.CaptchaResponse?.message}
          onChange={(value) =>
            setValue('CaptchaResponse', value, { shouldValidate: formState.isSubmitted })
          }
        />
        <FormMessage
          kind="error"
          message={error ? (errorMessage(error) ?? t('states.error')) : undefined}
        />
        <FormMessage kind="success" message={data?.message} />
        <button type="submit" className="button" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? t('loading') : t('contact.submit')}
        </button>
      </form>
    </section>
  );
}
