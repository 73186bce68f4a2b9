/**
 * The mail port: SMTP when `SMTP_URL` is set, otherwise a file outbox, so that
 * verification and reset links work on a fresh install with nothing configured.
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
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: (line: string) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : fileOutbox(options.outboxDir, options.from, options.log);
}
