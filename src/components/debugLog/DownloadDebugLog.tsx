/**
 * "Download debug log": saves this page's event log (store/eventlog) as a file a player
 * can send to support, who replay it (`npm run replay`) or open it in Redux DevTools.
 * Beside it, for a signed-in player, "Send to support" uploads the same log
 * (store/eventlog/sendLog.ts). Shown on the help page and on the render-error page.
 */
import { lazy, Suspense, useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReactReduxContext, type ReactReduxContextValue } from 'react-redux';
import './debugLog.css';
import { signedIn } from './signedIn';

// The upload's button and its messages load with the upload code, when a signed-in
// player's page shows them: not in the first page's JavaScript.
const SendToSupport = lazy(() =>
  import(/* webpackChunkName: "debug-log" */ './SendToSupport').then((module) => ({
    default: module.SendToSupport,
  })),
);

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
    <>
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
    </>
  );
}

export function DownloadDebugLog() {
  const context = useContext(ReactReduxContext);
  // Outside a store (an error boundary rendered on its own) there is no log to save.
  if (!context) return null;
  return (
    <div className="debug-log">
      <DownloadButton store={context.store} />
      {/* Uploads are a signed-in player's (the server names the account with the log). */}
      {signedIn(context.store.getState()) && (
        <Suspense fallback={null}>
          <SendToSupport store={context.store} />
        </Suspense>
      )}
    </div>
  );
}
