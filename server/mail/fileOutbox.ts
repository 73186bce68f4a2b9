/**
 * The default mail transport: every message becomes a real MIME `.eml` file (built by
 * nodemailer, so any mail program opens it) in the outbox folder, with a `.json` note of
 * its recipient, subject, text and links beside it, and a console line with the links.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

export interface OutboxEntry {
  file: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

const LINK = /https?:\/\/[^\s<>"']+/g;

export function fileOutbox(dir: string, from: string, log: (line: string) => void): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let made = false;
  return {
    kind: 'outbox',
    async send(message) {
      if (!made) {
        await mkdir(dir, { recursive: true });
        made = true;
      }
      const info = await transport.sendMail({ from, ...message });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
      const links = [...new Set(message.text.match(LINK) ?? [])];
      const entry: OutboxEntry = {
        file: `${name}.eml`,
        to: message.to,
        subject: message.subject,
        text: message.text,
        links,
      };
      await writeFile(join(dir, entry.file), info.message as Buffer);
      await writeFile(join(dir, `${name}.json`), JSON.stringify(entry, null, 2));
      log(
        `Mail to ${message.to}: "${message.subject}" (${join(dir, entry.file)})` +
          links.map((l) => `\n  ${l}`).join(''),
      );
    },
  };
}

/** The messages in the outbox, oldest first. */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let files: string[];
  try {
    files = await readdir(dir);
  } catch {
    return [];
  }
  const notes = files.filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    notes.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as OutboxEntry),
  );
}
