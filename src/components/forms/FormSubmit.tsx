/**
 * A server form's last lines: the request's refusal, if any, and the submit button, busy
 * while it runs. In a prerendered page the button waits for hydration: before React listens,
 * a submit would be the browser's own, a GET with every field in the address.
 */
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../StateViews';
import { useHydrated } from '../useHydrated';
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
  const hydrated = useHydrated();
  return (
    <>
      <FormMessage
        kind="error"
        message={error ? (errorMessage(error) ?? t('states.error')) : undefined}
      />
      <button
        type="submit"
        className={large ? 'button button--large' : 'button'}
        disabled={isLoading || !hydrated}
        aria-busy={isLoading}
      >
        {isLoading ? t('loading') : label}
      </button>
    </>
  );
}
