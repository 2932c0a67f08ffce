import { readFile, readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { assertOutsideTransaction } from '~/server/core/db/outside-call';

/**
 * Kept messages on disk: without SMTP every e-mail is an .eml file under DATA_DIR/outbox
 * (mail/transport.ts) and without an SMS gateway every text a file under
 * DATA_DIR/sms-outbox. A message to or about an erased person goes.
 */
export const KEPT_MESSAGE_DIRS = ['outbox', 'sms-outbox'];

/** The text of a message as a reader sees it: quoted-printable and base64 parts decoded. */
export function readableText(raw: string): string {
  const qp = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const decoded = Buffer.from(qp, 'latin1').toString('utf8');
  const base64 = [...raw.matchAll(/\r?\n\r?\n((?:[A-Za-z0-9+/=]{4,}\r?\n?)+)/g)]
    .map((m) => Buffer.from(m[1]!.replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${raw}\n${decoded}\n${base64}`.toLowerCase();
}

/**
 * Deletes every kept message that mentions the person, or that was written for one of
 * the outbox rows erased (its file name carries the row's id). Returns how many went.
 */
export async function eraseOutboxFiles(dataDir: string, mentions: string[], outboxIds: string[]): Promise<number> {
  assertOutsideTransaction('the kept messages on disk');
  const lower = mentions.map((m) => m.toLowerCase());
  let removed = 0;
  for (const dir of KEPT_MESSAGE_DIRS) {
    const folder = path.resolve(dataDir, dir);
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(folder, name);
      const byRow = outboxIds.some((id) => name.includes(`outbox-${id}`));
      const text = byRow ? '' : readableText(await readFile(file, 'latin1').catch(() => ''));
      if (!byRow && !lower.some((m) => text.includes(m))) continue;
      await unlink(file).catch(() => undefined);
      removed += 1;
    }
  }
  return removed;
}
