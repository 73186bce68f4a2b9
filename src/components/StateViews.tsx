/** The empty and error states every screen uses. */
import { useTranslation } from 'react-i18next';

export function EmptyState({ message }: { message?: string }) {
  const { t } = useTranslation();
  return <p className="state state--empty">{message ?? t('states.empty')}</p>;
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state state--error" role="alert">
      <p>{message || t('states.error')}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

/** The message of an RTK Query error: the server's ResultMessage when there is one. */
export function errorMessage(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'ResultMessage' in error) {
    return String((error as { ResultMessage: unknown }).ResultMessage) || undefined;
  }
  return undefined;
}
