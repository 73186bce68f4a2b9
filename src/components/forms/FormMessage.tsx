/** The server's answer to a form: its message, as an error or a success. */
export function FormMessage({ kind, message }: { kind: 'error' | 'success'; message?: string }) {
  if (!message) return null;
  return (
    <p
      className={`form-message form-message--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {message}
    </p>
  );
}
