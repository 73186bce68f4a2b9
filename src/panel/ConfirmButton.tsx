/** A button that asks before doing something that cannot be taken back. */
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';

export function ConfirmButton({
  children,
  message,
  onConfirm,
  disabled,
  ghost,
}: {
  children: ReactNode;
  /** What will happen, asked in the dialog. */
  message: string;
  onConfirm: () => void;
  disabled?: boolean;
  ghost?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className={ghost ? 'button button--ghost' : 'button'}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {children}
      </button>
      {asking && (
        <ConfirmDialog
          message={message}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onConfirm();
          }}
        />
      )}
    </>
  );
}
