/**
 * The contact form (`Auth/ContactEmail`): name, e-mail, subject, message, captcha; a
 * signed-in player may send the page's debug log with it (to `SupportLog/Upload`, with the
 * subject as its note), so support can replay what the message is about.
 */
import { useState } from 'react';
import { useStore } from 'react-redux';
import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { useAuthContactEmailMutation } from '../../../store/api/auth';
import { useAppSelector } from '../../../store/hooks';
import { Captcha } from '../../components/captcha/Captcha';
import { Field } from '../../components/forms/Field';
import { FormMessage } from '../../components/forms/FormMessage';
import { FormSubmit } from '../../components/forms/FormSubmit';
import { captchaField, emailField } from '../../components/forms/schemas';
import { useServerForm } from '../../components/forms/useServerForm';
import { sendPageLog } from '../../components/debugLog/sendPageLog';

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
  const { form, t, captcha, resetCaptcha } = useServerForm<ContactForm>(contactSchema, {
    Name: user?.UserName ?? '',
    Email: user?.Email ?? '',
    Subject: '',
    Message: '',
    CaptchaResponse: '',
  });
  const [send, { isLoading, error, data, reset: resetResult }] = useAuthContactEmailMutation();
  const { register, handleSubmit, formState, reset } = form;
  const store = useStore();
  // Not a field of the request: whether to upload the debug log beside it.
  const [withLog, setWithLog] = useState(false);
  const [logResult, setLogResult] = useState<{ ok: boolean; text: string } | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    resetResult();
    setLogResult(null);
    const result = await send({ contactEmailRequest: values });
    resetCaptcha();
    if (!('data' in result)) return;
    reset({ ...values, Subject: '', Message: '', CaptchaResponse: '' });
    if (!withLog) return;
    const sent = await sendPageLog(store, values.Subject).catch(() => null);
    setLogResult(
      sent?.ok
        ? { ok: true, text: t('debugLog.sent', { id: sent.id }) }
        : { ok: false, text: sent?.message ?? t('debugLog.sendFailed') },
    );
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
        <Captcha {...captcha} />
        {user && (
          <div className="field field--check">
            <label className="check">
              <input
                type="checkbox"
                checked={withLog}
                onChange={(event) => setWithLog(event.target.checked)}
              />
              <span>{t('contact.withLog')}</span>
            </label>
          </div>
        )}
        <FormMessage kind="success" message={data?.message} />
        <FormMessage kind={logResult?.ok ? 'success' : 'error'} message={logResult?.text} />
        <FormSubmit label={t('contact.submit')} isLoading={isLoading} error={error} />
      </form>
    </section>
  );
}
