/** Mail through an SMTP server (nodemailer), configured by one smtp:// or smtps:// URL. */
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

export function smtpMailer(url: string, from: string): Mailer {
  // A typo in SMTP_URL should stop the server at start, not lose the first e-mail.
  const protocol = URL.canParse(url) ? new URL(url).protocol : '';
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
