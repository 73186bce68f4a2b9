/**
 * The captcha of the forms that need one. The server says which: its own small sum
 * (answered as `<ChallengeId>:<answer>`) when no hCaptcha site key is configured, or
 * hCaptcha, whose widget is loaded only then. `resetKey` changing asks for a fresh one
 * (each challenge is answered once).
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptchaGetChallengeQuery } from '../../../store/api/auth';
import { Spinner } from '../Spinner';
import { ErrorState } from '../StateViews';

const HCaptcha = lazy(() => import(/* webpackChunkName: "hcaptcha" */ '@hcaptcha/react-hcaptcha'));

export interface CaptchaProps {
  /** The response to send, '' while not answered. */
  onChange: (response: string) => void;
  resetKey: number;
  error?: string;
}

export function Captcha({ onChange, resetKey, error }: CaptchaProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // A challenge is answered once: a captcha shown again (a dialog reopened after a success
  // that closed it) asks for a new one instead of the cached, spent one.
  const { data, isFetching, isError, refetch } = useCaptchaGetChallengeQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [answer, setAnswer] = useState('');
  const first = useRef(true);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setAnswer('');
    report.current('');
    void refetch();
  }, [resetKey, refetch]);

  const challenge = data?.data;
  const errorLine = error && (
    <p id={`${id}-error`} className="field__error" role="alert">
      {error}
    </p>
  );

  if (isError) return <ErrorState message={t('captcha.error')} onRetry={() => void refetch()} />;
  if (!challenge || isFetching) return <Spinner />;

  if (challenge.Provider === 'hcaptcha' && challenge.SiteKey) {
    return (
      <div className="field">
        <Suspense fallback={<Spinner />}>
          <HCaptcha
            key={resetKey}
            sitekey={challenge.SiteKey}
            languageOverride={i18n.language.slice(0, 2)}
            onVerify={(token: string) => report.current(token)}
            onExpire={() => report.current('')}
          />
        </Suspense>
        {errorLine}
      </div>
    );
  }

  return (
    <div className="field captcha">
      <label htmlFor={id} className="field__label">
        {t('captcha.label')}: <span className="captcha__question">{challenge.Question}</span>
      </label>
      <div className="captcha__row">
        <input
          id={id}
          className="input"
          inputMode="numeric"
          autoComplete="off"
          value={answer}
          placeholder={t('captcha.answer')}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            const value = event.target.value.trim();
            setAnswer(event.target.value);
            report.current(value ? `${challenge.ChallengeId}:${value}` : '');
          }}
        />
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          {t('captcha.new')}
        </button>
      </div>
      {errorLine}
    </div>
  );
}
