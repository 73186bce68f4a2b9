/**
 * The e-mails Kadro sends, in the recipient's language (Turkish first). Each is a plain
 * text part (what the outbox and many mail programs show) and a simple HTML part carrying
 * the same words; everything put into the HTML is escaped, as names are user-supplied.
 */
import type { Language } from '../http/language';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export function verificationMail(
  language: Language,
  { userName, link, expiresInHours }: { userName: string; link: string; expiresInHours?: number },
): MailContent {
  if (language === 'en-US') {
    return compose(language, 'Verify your Kadro e-mail address', {
      paragraphs: [
        `Hello ${userName},`,
        'Please confirm your e-mail address by opening the link below.' +
          (expiresInHours ? ` It is valid for ${expiresInHours} hours.` : ''),
      ],
      link: { href: link, label: 'Verify my e-mail address' },
      after: ['If you did not create a Kadro account, you can ignore this e-mail.'],
      signature: 'The Kadro team',
    });
  }
  return compose(language, 'Kadro e-posta adresinizi doğrulayın', {
    paragraphs: [
      `Merhaba ${userName},`,
      'E-posta adresinizi doğrulamak için aşağıdaki bağlantıyı açın.' +
        (expiresInHours ? ` Bağlantı ${expiresInHours} saat geçerlidir.` : ''),
    ],
    link: { href: link, label: 'E-posta adresimi doğrula' },
    after: ['Kadro hesabını siz oluşturmadıysanız bu e-postayı dikkate almayın.'],
    signature: 'Kadro ekibi',
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
  if (language === 'en-US') {
    return compose(language, 'Reset your Kadro password', {
      paragraphs: [
        `Hello ${userName},`,
        `Open the link below to choose a new password. It works once and expires in ${expiresInMinutes} minutes.`,
      ],
      link: { href: link, label: 'Choose a new password' },
      after: ['If you did not ask for this, ignore this e-mail: your password stays as it is.'],
      signature: 'The Kadro team',
    });
  }
  return compose(language, 'Kadro şifrenizi sıfırlayın', {
    paragraphs: [
      `Merhaba ${userName},`,
      `Yeni bir şifre belirlemek için aşağıdaki bağlantıyı açın. Bağlantı yalnızca bir kez kullanılabilir ve ${expiresInMinutes} dakika geçerlidir.`,
    ],
    link: { href: link, label: 'Yeni şifre belirle' },
    after: ['Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: şifreniz değişmez.'],
    signature: 'Kadro ekibi',
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
  const oneLine = subject.replace(/[\r\n\t]+/g, ' ').trim();
  return compose('tr-TR', `İletişim formu: ${oneLine}`, {
    paragraphs: [`Gönderen: ${name}`, `E-posta: ${email}`, `Konu: ${oneLine}`, 'Mesaj:', message],
    after: [`Yanıtlamak için ${email} adresine yazın.`],
    signature: 'Kadro iletişim formu',
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
