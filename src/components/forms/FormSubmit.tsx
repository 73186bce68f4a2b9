/** A server form's last lines: the request's refusal, if any, and the submit button, busy while it runs. */
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../StateViews';
import { FormMessage } from './FormMessage';

export function FormSubmit({
  label,
  isLoading,
  error,
  large = false,
}: {
  label: string;
  isLoading: boolean;
  /** The request's error (an RTK Query mutation's), said as the server said it. */
  error?: unknown;
  large?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormMessage
        kind="error"
        message={error ? (errorMessage(error) ?? t('states.error')) : undefined}
      />
      <button
        type="submit"
        className={large ? 'button button--large' : 'button'}
        disabled={isLoading}
        aria-busy={isLoading}
      >
        {isLoading ? t('loading') : label}
      </button>
    </>
  );
}
