/**
 * The small forms of league management: one text field and a button (create, rename,
 * invite, join by code), with the rule's own message before any request and the server's
 * message after a refusal; and the confirm step every destructive action goes through.
 */
import { useState, type ReactNode } from 'react';
import type { ApiError } from '../../../store/api/envelopeBaseQuery';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/forms/Field';
import { useNotify } from '../../components/toast/notify';

/** What a mutation resolves to: its data or its error. */
export type Outcome = { error?: unknown } | { data?: unknown };

/** The server's message of a failed call, or the generic one. */
export function failureMessage(result: Outcome, fallback: string): string | null {
  if (!('error' in result) || !result.error) return null;
  const error = result.error as Partial<ApiError>;
  return error.ResultMessage || fallback;
}

export function TextForm({
  label,
  hint,
  button,
  minLength,
  maxLength,
  pattern,
  patternMessage,
  initial = '',
  autoComplete = 'off',
  onSubmit,
  tooShort,
}: {
  label: string;
  hint?: string;
  button: string;
  minLength: number;
  maxLength: number;
  pattern?: RegExp;
  patternMessage?: string;
  initial?: string;
  autoComplete?: string;
  tooShort: string;
  /** Resolves to an error message, or null on success (the field then empties). */
  onSubmit: (value: string) => Promise<string | null>;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed.length < minLength) return setError(tooShort);
    if (pattern && !pattern.test(trimmed)) return setError(patternMessage ?? tooShort);
    setBusy(true);
    const failed = await onSubmit(trimmed);
    setBusy(false);
    setError(failed ?? undefined);
    if (!failed) setValue(initial);
  };
  return (
    <form className="league-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field label={label} hint={hint} error={error}>
        {(props) => (
          <input
            {...props}
            className="input"
            value={value}
            maxLength={maxLength}
            autoComplete={autoComplete}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={busy}>
        {button}
      </button>
    </form>
  );
}

/** A button that asks first (ConfirmDialog, 'Vazgeç' / 'Evet'), then acts. */
export function ConfirmButton({
  children,
  message,
  onConfirm,
  className = 'button button--ghost',
}: {
  children: ReactNode;
  message: string;
  onConfirm: () => void | Promise<void>;
  className?: string;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setAsking(true)}>
        {children}
      </button>
      {asking && (
        <ConfirmDialog
          message={message}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void onConfirm();
          }}
        />
      )}
    </>
  );
}

/** Runs a mutation and says how it went: a success toast, or the server's message. */
export function useOutcome() {
  const notify = useNotify();
  return async (run: Promise<Outcome>, success: string, fallback: string) => {
    const result = await run;
    const failed = failureMessage(result, fallback);
    if (failed) notify.error(failed);
    else notify.success(success);
    return failed;
  };
}
