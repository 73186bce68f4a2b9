/**
 * "Download debug log": saves this page's event log (store/eventlog) as a file a player
 * can send to support, who replay it (`npm run replay`) or open it in Redux DevTools.
 * Shown on the help page and on the render-error page.
 */
import { useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReactReduxContext, type ReactReduxContextValue } from 'react-redux';
import './debugLog.css';

type Status = 'idle' | 'saving' | 'failed';

function DownloadButton({ store }: { store: ReactReduxContextValue['store'] }) {
  // No suspending here: the error page must show even while a translation file loads.
  const { t } = useTranslation('common', { useSuspense: false });
  const [status, setStatus] = useState<Status>('idle');
  const hint = useId();
  const download = async () => {
    setStatus('saving');
    try {
      // The export code holds the action vocabulary, which loads RTK Query: it loads on
      // demand, so a visitor's first page stays small.
      const { downloadDebugLog } = await import(
        /* webpackChunkName: "debug-log" */ '../../../store/eventlog/exportLog'
      );
      downloadDebugLog(store, new Date());
      setStatus('idle');
    } catch (error) {
      console.error(error);
      setStatus('failed');
    }
  };
  return (
    <div className="debug-log">
      <button
        type="button"
        className="button button--ghost"
        aria-describedby={hint}
        aria-busy={status === 'saving'}
        disabled={status === 'saving'}
        onClick={() => void download()}
      >
        {status === 'saving' ? t('debugLog.saving') : t('debugLog.download')}
      </button>
      <p id={hint} className="muted debug-log__hint">
        {t('debugLog.hint')}
      </p>
      {status === 'failed' && (
        <p role="alert" className="debug-log__error">
          {t('debugLog.failed')}
        </p>
      )}
    </div>
  );
}

export function DownloadDebugLog() {
  const context = useContext(ReactReduxContext);
  // Outside a store (an error boundary rendered on its own) there is no log to save.
  return context ? <DownloadButton store={context.store} /> : null;
}
