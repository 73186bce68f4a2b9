/** Mail through an SMTP server (nodemailer), configured by one URL. */
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
