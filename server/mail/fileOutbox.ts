/**
 * The default mail transport: every message becomes a real MIME `.eml` file in the outbox
 * folder (built by nodemailer itself, so any mail program opens it exactly as SMTP would
 * have delivered it), and one console line names it with its links, so a developer on a
 * fresh install can click the verification link.
 *
 * Beside each `.eml` lies a `.json` note of its recipient, subject, text and links.
 * `readOutbox` reads those notes rather than decoding MIME back: exact, whatever encoding
 * nodemailer chose for the Turkish text.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

export interface OutboxEntry {
  /** The `.eml` file name, inside the outbox folder. */
  file: string;
  to: string;
  subject: string;
  text: string;
  /** Every http(s) link of the text part, in order, once each. */
  links: string[];
}

export function fileOutbox(options: {
  outboxDir: string;
  from: string;
  log: (line: string) => void;
}): Mailer {
  const { outboxDir, from, log } = options;
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows', // RFC 5322 lines end in CRLF
  });
  let folder: Promise<unknown> | undefined; // made on the first message, once
  return {
    async send(message) {
      await (folder ??= mkdir(outboxDir, { recursive: true }));
      const info = await transport.sendMail({ from, ...message });
      const name = `${fileTime()}-${randomBytes(3).toString('hex')}`;
      const entry: OutboxEntry = {
        file: `${name}.eml`,
        to: message.to,
        subject: message.subject,
        text: message.text,
        links: linksIn(message.text),
      };
      await writeFile(join(outboxDir, entry.file), info.message);
      // The note appears whole or not at all (readOutbox lists notes).
      const note = join(outboxDir, `${name}.json`);
      await writeFile(`${note}.tmp`, JSON.stringify(entry, null, 2));
      await rename(`${note}.tmp`, note);
      log(
        `Mail to ${message.to}: "${message.subject}" (${join(outboxDir, entry.file)})` +
          entry.links.map((link) => `\n  ${link}`).join(''),
      );
    },
  };
}

/** The messages in the outbox, oldest first. An outbox never written to is empty. */
export async function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  let files: string[];
  try {
    files = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const notes = files.filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    notes.map(async (f) => JSON.parse(await readFile(join(outboxDir, f), 'utf8')) as OutboxEntry),
  );
}

// File names sort in sending order (tests take "the last reset mail"), also for two
// messages sent within one millisecond: the time in a name never repeats or goes back.
let lastFileTime = 0;
function fileTime(): string {
  lastFileTime = Math.max(Date.now(), lastFileTime + 1);
  return new Date(lastFileTime).toISOString().replace(/[:.]/g, '-'); // ':' is not allowed on Windows
}

function linksIn(text: string): string[] {
  const found = (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((link) =>
    link.replace(/[.,;:!?)\]}]+$/, ''),
  );
  return [...new Set(found)];
}
