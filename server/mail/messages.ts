/** The e-mails Kadro sends, in the recipient's language (Turkish first). */
import type { Language } from '../http/language';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function compose(
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): MailContent {
  const text = [...paragraphs, ...(link ? [link.href] : []), '', 'Kadro'].join('\n\n');
  const html =
    `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">` +
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    (link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '') +
    `<p>Kadro</p></body></html>`;
  return { subject, text, html };
}

export function verificationMail(
  language: Language,
  { userName, link }: { userName: string; link: string },
) {
  return language === 'en-US'
    ? compose(
        'Verify your Kadro e-mail address',
        [
          `Hello ${userName},`,
          'Please confirm your e-mail address by opening the link below. It is valid for 48 hours.',
        ],
        { href: link, label: 'Verify my address' },
      )
    : compose(
        'Kadro e-posta adresinizi doğrulayın',
        [
          `Merhaba ${userName},`,
          'E-posta adresinizi doğrulamak için aşağıdaki bağlantıyı açın. Bağlantı 48 saat geçerlidir.',
        ],
        { href: link, label: 'Adresimi doğrula' },
      );
}

export function passwordResetMail(
  language: Language,
  {
    userName,
    link,
    expiresInMinutes,
  }: { userName: string; link: string; expiresInMinutes: number },
) {
  return language === 'en-US'
    ? compose(
        'Reset your Kadro password',
        [
          `Hello ${userName},`,
          `Open the link below to choose a new password. It works once and expires in ${expiresInMinutes} minutes.`,
          'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        ],
        { href: link, label: 'Choose a new password' },
      )
    : compose(
        'Kadro şifrenizi sıfırlayın',
        [
          `Merhaba ${userName},`,
          `Yeni bir şifre belirlemek için aşağıdaki bağlantıyı açın. Bağlantı bir kez kullanılabilir ve ${expiresInMinutes} dakika geçerlidir.`,
          'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: şifreniz değişmez.',
        ],
        { href: link, label: 'Yeni şifre belirle' },
      );
}

/** To the support team (who read Turkish); the sender's words are quoted, never markup. */
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
  return compose(`İletişim formu: ${subject.replace(/[\r\n]+/g, ' ')}`, [
    `Gönderen: ${name} <${email}>`,
    `Konu: ${subject}`,
    message,
    'Yanıtlamak için gönderenin adresine yazın.',
  ]);
}
