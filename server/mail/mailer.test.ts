/** The mail port: the file outbox (what a fresh install uses) and the messages themselves. */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer } from './mailer';
import { readOutbox } from './fileOutbox';
import { contactMail, passwordResetMail, verificationMail } from './messages';

const FROM = 'Kadro <no-reply@kadro.local>';

function outbox() {
  const dir = join(mkdtempSync(join(tmpdir(), 'kadro-mail-')), 'outbox'); // not there yet
  const lines: string[] = [];
  const mailer = createMailer({ from: FROM, outboxDir: dir, log: (line) => lines.push(line) });
  return { dir, lines, mailer };
}

describe('createMailer', () => {
  it('uses the file outbox without SMTP_URL and SMTP with it', () => {
    expect(outbox().mailer.kind).toBe('outbox');
    const smtp = createMailer({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      from: FROM,
      outboxDir: '/nowhere',
      log: () => undefined,
    });
    expect(smtp.kind).toBe('smtp');
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    const make = (smtpUrl: string) => () =>
      createMailer({ smtpUrl, from: FROM, outboxDir: '/nowhere', log: () => undefined });
    expect(make('http://smtp.example.com')).toThrow('SMTP_URL');
    expect(make('smtp.example.com')).toThrow('SMTP_URL');
  });
});

describe('the file outbox', () => {
  const link = 'http://localhost:8080/validate-user?token=abc.DEF_123-x';
  const turkish = 'Şifre sıfırlama: İğneada’da ılık çay ve güzel öğün';

  it('writes each message as a MIME .eml file, creating the folder', async () => {
    const { dir, mailer } = outbox();
    await mailer.send({
      to: 'ayşe@example.com',
      subject: turkish,
      text: `Merhaba Ayşe,\n\n${link}\n\nKadro`,
      html: `<p>Merhaba Ayşe,</p><p><a href="${link}">Doğrula</a></p>`,
    });
    const emls = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(emls).toHaveLength(1);
    expect(emls[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{6}\.eml$/);
    const eml = readFileSync(join(dir, emls[0]!), 'utf8');
    const [headers] = eml.split('\r\n\r\n');
    expect(headers).toMatch(/^Content-Type: multipart\/alternative;/im);
    expect(headers).toMatch(/^MIME-Version: 1\.0$/m);
    expect(headers).toMatch(/^From: Kadro <no-reply@kadro\.local>$/m);
    expect(headers).toMatch(/^To: .*@example\.com$/m);
    expect(headers).toMatch(/^Subject: =\?UTF-8\?/m); // Turkish letters, encoded as MIME says
    expect(eml).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(eml).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
  });

  it('reads messages back exactly, Turkish letters included', async () => {
    const { dir, mailer } = outbox();
    const text = `${turkish}\n\n${link}`;
    await mailer.send({ to: 'ayşe@example.com', subject: turkish, text, html: '<p>x</p>' });
    const [mail] = await readOutbox(dir);
    expect(mail).toEqual({
      file: expect.stringMatching(/\.eml$/),
      to: 'ayşe@example.com',
      subject: turkish,
      text,
      links: [link],
    });
  });

  it('logs one line naming recipient, subject, file and links', async () => {
    const { dir, lines, mailer } = outbox();
    const other = 'https://kadro.example/reset-password?token=xyz';
    await mailer.send({
      to: 'ali@example.com',
      subject: 'Doğrulama',
      text: `Aç: ${link}.\nYa da (${other})\nTekrar: ${link}`,
      html: '',
    });
    const [mail] = await readOutbox(dir);
    expect(mail!.links).toEqual([link, other]); // sentence punctuation is not part of a link
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('ali@example.com');
    expect(lines[0]).toContain('Doğrulama');
    expect(lines[0]).toContain(join(dir, mail!.file));
    expect(lines[0]).toContain(link);
    expect(lines[0]).toContain(other);
  });

  it('gives two messages two files, read back in sending order', async () => {
    const { dir, mailer } = outbox();
    for (const n of [1, 2, 3]) {
      await mailer.send({ to: 'a@example.com', subject: `Mail ${n}`, text: `${n}`, html: '' });
    }
    expect(readdirSync(dir).filter((f) => f.endsWith('.eml'))).toHaveLength(3);
    expect((await readOutbox(dir)).map((m) => m.subject)).toEqual(['Mail 1', 'Mail 2', 'Mail 3']);
  });

  it('reads an outbox that was never written to as empty', async () => {
    expect(await readOutbox(outbox().dir)).toEqual([]);
  });
});

describe('the messages', () => {
  const link = 'https://kadro.example/validate-user?token=a&b=c';

  it('verify an address in Turkish and in English, with the link in both parts', () => {
    const tr = verificationMail('tr-TR', { userName: 'Çağrı', link, expiresInHours: 48 });
    const en = verificationMail('en-US', { userName: 'Çağrı', link, expiresInHours: 48 });
    expect(tr.subject).toBe('Kadro e-posta adresinizi doğrulayın');
    expect(tr.text).toContain('Merhaba Çağrı,');
    expect(tr.text).toContain('48 saat');
    expect(en.subject).toBe('Verify your Kadro e-mail address');
    expect(en.text).toContain('Hello Çağrı,');
    expect(en.text).toContain('48 hours');
    for (const mail of [tr, en]) {
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="https://kadro.example/validate-user?token=a&amp;b=c"`);
    }
    expect(tr.text).not.toBe(en.text);
    expect(tr.html).toContain('<html lang="tr">');
    expect(en.html).toContain('<html lang="en">');
  });

  it('reset a password in Turkish and in English, saying how long the link lasts', () => {
    const tr = passwordResetMail('tr-TR', { userName: 'İlker', link, expiresInMinutes: 60 });
    const en = passwordResetMail('en-US', { userName: 'İlker', link, expiresInMinutes: 60 });
    expect(tr.subject).toBe('Kadro şifrenizi sıfırlayın');
    expect(tr.text).toContain('60 dakika');
    expect(en.subject).toBe('Reset your Kadro password');
    expect(en.text).toContain('60 minutes');
    for (const mail of [tr, en]) {
      expect(mail.text).toContain(link);
      expect(mail.html).toContain('İlker');
    }
  });

  it('escape user names in HTML', () => {
    const mail = verificationMail('tr-TR', { userName: '<b>"Ali" & \'Veli\'</b>', link });
    expect(mail.html).toContain('&lt;b&gt;&quot;Ali&quot; &amp; &#39;Veli&#39;&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('pass a contact message to support as text, never markup, with the reply address', () => {
    const mail = contactMail({
      name: 'Mehmet <script>alert(1)</script>',
      email: 'mehmet@example.com',
      subject: 'Puanım yanlış\r\nBcc: herkes@example.com',
      message: 'Merhaba,\n<img src=x onerror="alert(1)"> puanım & sıralamam eksik.',
    });
    expect(mail.subject).toBe('İletişim formu: Puanım yanlış Bcc: herkes@example.com');
    expect(mail.text).toContain('Gönderen: Mehmet <script>alert(1)</script>');
    expect(mail.text).toContain('mehmet@example.com');
    expect(mail.text).toContain('<img src=x onerror="alert(1)"> puanım & sıralamam eksik.');
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.html).toContain('Mehmet &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain(
      'Merhaba,<br>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; puanım &amp; sıralamam eksik.',
    );
    expect(mail.html).toContain('Yanıtlamak için mehmet@example.com adresine yazın.');
  });
});
