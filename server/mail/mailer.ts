/**
 * The mail port: SMTP when `SMTP_URL` is set, otherwise a file outbox, so that
 * verification and reset links work on a fresh install with nothing configured.
 * Handlers only see `Mailer`; which transport is behind it is decided here, once.
 */
import { fileOutbox } from './fileOutbox';
import { smtpMailer } from './smtpMailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export type MailerKind = 'smtp' | 'outbox';

export interface MailerOptions {
  /** smtp:// or smtps:// URL; unset: the file outbox. */
  smtpUrl?: string;
  /** The From header of every message, e.g. `Kadro <no-reply@kadro.local>`. */
  from: string;
  outboxDir: string;
  /** Where the outbox announces each message and its links (the server log). */
  log: (line: string) => void;
}

export function createMailer(options: MailerOptions): Mailer & { readonly kind: MailerKind } {
  return options.smtpUrl
    ? { kind: 'smtp', ...smtpMailer(options.smtpUrl, options.from) }
    : { kind: 'outbox', ...fileOutbox(options) };
}

/**
 * Sends after the current request has answered: the answer neither waits for the mail
 * server nor, by its timing, tells whether a mail went out. A failure goes to `onError`.
 */
export function sendInBackground(
  mailer: Mailer,
  message: MailMessage,
  onError: (error: unknown) => void,
): void {
  setImmediate(() => mailer.send(message).catch(onError));
}
