/** "Destek ekibine gönder / Send to support": uploads the page's debug log (sendPageLog). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReactReduxContextValue } from 'react-redux';
import { sendPageLog } from './sendPageLog';

type SendStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; id: number; dropped: number }
  | { kind: 'failed'; message: string | null };

export function SendToSupport({ store }: { store: ReactReduxContextValue['store'] }) {
  const { t } = useTranslation('common', { useSuspense: false });
  const [status, setStatus] = useState<SendStatus>({ kind: 'idle' });
  const send = async () => {
    setStatus({ kind: 'sending' });
    try {
      const result = await sendPageLog(store, null);
      setStatus(
        result.ok
          ? { kind: 'sent', id: result.id, dropped: result.dropped }
          : { kind: 'failed', message: result.message },
      );
    } catch (error) {
      console.error(error);
      setStatus({ kind: 'failed', message: null });
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        aria-busy={status.kind === 'sending'}
        disabled={status.kind === 'sending'}
        onClick={() => void send()}
      >
        {status.kind === 'sending' ? t('debugLog.sending') : t('debugLog.send')}
      </button>
      {status.kind === 'sent' && (
        <p role="status" className="debug-log__status">
          {t('debugLog.sent', { id: status.id })}
          {status.dropped > 0 && ` ${t('debugLog.trimmed', { count: status.dropped })}`}
        </p>
      )}
      {status.kind === 'failed' && (
        <p role="alert" className="debug-log__error">
          {status.message ?? t('debugLog.sendFailed')}
        </p>
      )}
    </>
  );
}
