/**
 * The e-mails Kadro sends, in the recipient's language (Turkish first; the words are in
 * server/i18n/). Each is a plain text part (what the outbox and many mail programs show)
 * and a simple HTML part carrying the same words; everything put into the HTML is escaped,
 * as names are user-supplied.
 */
import type { Language } from '../http/language';
import { textIn } from '../i18n/texts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export function verificationMail(
  language: Language,
  { userName, link, expiresInHours }: { userName: string; link: string; expiresInHours?: number },
): MailContent {
  const t = textIn(language);
  return compose(language, t('mail.verification.subject'), {
    paragraphs: [
      t('mail.greeting', { userName }),
      t('mail.verification.body') +
        (expiresInHours ? ` ${t('mail.verification.validFor', { hours: expiresInHours })}` : ''),
    ],
    link: { href: link, label: t('mail.verification.link') },
    after: [t('mail.verification.notYou')],
    signature: t('mail.signature'),
  });
}

export function passwordResetMail(
  language: Language,
  {
    userName,
    link,
    expiresInMinutes,
  }: { userName: string; link: string; expiresInMinutes: number },
): MailContent {
  const t = textIn(language);
  return compose(language, t('mail.passwordReset.subject'), {
    paragraphs: [
      t('mail.greeting', { userName }),
      t('mail.passwordReset.body', { minutes: expiresInMinutes }),
    ],
    link: { href: link, label: t('mail.passwordReset.link') },
    after: [t('mail.passwordReset.notYou')],
    signature: t('mail.signature'),
  });
}

/**
 * A contact-form message, to the support team (who read Turkish). The sender's address is
 * in the body to reply to; every field is theirs, so it is quoted as text, never markup,
 * and the subject is kept to one line.
 */
export function contactMail({
  name,
  email,
  subject,
  message,
}: {
  name: string;
  email: string;
  subject: string;
  message: string;
}): MailContent {
  const t = textIn('tr-TR');
  const oneLine = subject.replace(/[\r\n\t]+/g, ' ').trim();
  return compose('tr-TR', t('mail.contact.subject', { subject: oneLine }), {
    paragraphs: [
      t('mail.contact.from', { name }),
      t('mail.contact.email', { email }),
      t('mail.contact.topic', { subject: oneLine }),
      t('mail.contact.message'),
      message,
    ],
    after: [t('mail.contact.replyTo', { email })],
    signature: t('mail.contact.signature'),
  });
}

function compose(
  language: Language,
  subject: string,
  parts: {
    paragraphs: string[];
    link?: { href: string; label: string };
    after?: string[];
    signature: string;
  },
): MailContent {
  const { paragraphs, link, after = [], signature } = parts;
  const text = [...paragraphs, ...(link ? [link.href] : []), ...after, signature].join('\n\n');
  const paragraph = (p: string) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`;
  const html = [
    `<!doctype html>`,
    `<html lang="${language.slice(0, 2)}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:sans-serif;line-height:1.5">`,
    ...paragraphs.map(paragraph),
    ...(link
      ? [
          `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
          // The bare address too: some mail programs hide or block links.
          `<p style="font-size:small;word-break:break-all">${escapeHtml(link.href)}</p>`,
        ]
      : []),
    ...after.map(paragraph),
    paragraph(signature),
    `</body>`,
    `</html>`,
  ].join('\n');
  return { subject, text, html };
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);
}
