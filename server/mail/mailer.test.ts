/** The mail port: the file outbox writes real MIME files and reads them back; the e-mails in both languages. */
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer } from './mailer';
import { readOutbox } from './fileOutbox';
import { contactMail, passwordResetMail, verificationMail } from './messages';

describe('file outbox', () => {
  it('writes each message as a MIME .eml file, prints its links, and reads them back', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'kadro-mail-')), 'outbox');
    const lines: string[] = [];
    const mailer = createMailer({
      from: 'Kadro <no-reply@kadro.test>',
      outboxDir: dir,
      log: (l) => lines.push(l),
    });
    expect(mailer.kind).toBe('outbox');
    const link = 'http://localhost:8080/validate-user?token=abc.def';
    await mailer.send({
      to: 'ayşe@example.com',
      ...verificationMail('tr-TR', { userName: 'Ayşe', link }),
    });
    await mailer.send({
      to: 'can@example.com',
      ...verificationMail('en-US', { userName: 'Can', link }),
    });

    const emls = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(emls).toHaveLength(2);
    const raw = readFileSync(join(dir, emls.sort()[0]!), 'utf8');
    expect(raw).toMatch(/^(Content-Type|From|To|Subject|Message-ID|Date|MIME-Version):/m);
    expect(raw).toMatch(/^MIME-Version: 1\.0/m);
    expect(raw).toMatch(/^To: /m);

    const outbox = await readOutbox(dir);
    expect(outbox.map((m) => m.to)).toEqual(['ayşe@example.com', 'can@example.com']);
    expect(outbox[0]!.subject).toBe('Kadro e-posta adresinizi doğrulayın');
    expect(outbox[0]!.text).toContain('Merhaba Ayşe,');
    expect(outbox[0]!.links).toEqual([link]);
    expect(lines[0]).toContain(link);
    expect(lines[0]).toContain('ayşe@example.com');
  });

  it('an empty or missing outbox reads as no mail', async () => {
    expect(await readOutbox(join(tmpdir(), 'kadro-no-such-outbox'))).toEqual([]);
  });

  it('picks SMTP when a URL is configured', () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:2525',
      from: 'x@y.z',
      outboxDir: '/nowhere',
      log: () => {},
    });
    expect(mailer.kind).toBe('smtp');
  });
});

describe('messages', () => {
  it('verification and reset e-mails differ by language and carry the link', () => {
    const link = 'http://localhost/reset-password?token=t';
    const tr = passwordResetMail('tr-TR', { userName: 'Ali', link, expiresInMinutes: 60 });
    const en = passwordResetMail('en-US', { userName: 'Ali', link, expiresInMinutes: 60 });
    expect(tr.subject).toBe('Kadro şifrenizi sıfırlayın');
    expect(en.subject).toBe('Reset your Kadro password');
    for (const m of [tr, en]) {
      expect(m.text).toContain(link);
      expect(m.html).toContain(`href="${link}"`);
      expect(m.text).toContain('60');
    }
  });

  it('the contact e-mail quotes the sender and escapes markup', () => {
    const m = contactMail({
      name: '<script>alert(1)</script>',
      email: 'a@example.com',
      subject: 'Merhaba\r\nBcc: evil@example.com',
      message: 'Kaptan <b>nasıl</b> seçilir?',
    });
    expect(m.subject).not.toMatch(/[\r\n]/);
    expect(m.html).not.toContain('<script>');
    expect(m.html).not.toContain('<b>');
    expect(m.html).toContain('&#60;b&#62;nasıl');
    expect(m.text).toContain('Kaptan <b>nasıl</b> seçilir?');
  });
});
