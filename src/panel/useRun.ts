/**
 * Runs an admin call and says how it went: a success toast, or the server's message as an
 * error toast. The caller keeps the form as typed either way; the answer is returned (or
 * `undefined` on failure) with the error for an inline message.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../components/toast/notify';
import { errorMessage } from '../components/StateViews';

export type RunOutcome<T> = { ok: true; data: T } | { ok: false; message: string };

export function useRun() {
  const notify = useNotify();
  const { t } = useTranslation('panel');
  return useCallback(
    async <T>(
      call: PromiseLike<{ data?: T; error?: unknown }>,
      success: string,
    ): Promise<RunOutcome<T>> => {
      const result = await call;
      if (result.error !== undefined || result.data === undefined) {
        const message = errorMessage(result.error) ?? t('failed');
        notify.error(message);
        return { ok: false, message };
      }
      notify.success(success);
      return { ok: true, data: result.data };
    },
    [notify, t],
  );
}
