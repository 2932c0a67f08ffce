import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A folder that stands in for a mail relay or an SMS gateway on a machine without one
 * (DATA_DIR/outbox, DATA_DIR/sms-outbox): each message becomes a file named by the moment it
 * was written, for the owner only (a message may hold links that open a donor's page), written
 * under a temporary name and renamed so a reader never sees half of one.
 */
export function outboxFolder(dir: string) {
  let ready: Promise<unknown> | undefined;
  /** Writes one message; `name` ends the file's name (an id and an extension: `outbox-1@site.eml`). */
  return async (name: string, content: string | Buffer): Promise<void> => {
    ready ??= mkdir(dir, { recursive: true, mode: 0o700 });
    await ready;
    const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${name}`;
    const tmp = path.join(dir, `.${file}.tmp`);
    await writeFile(tmp, content, { mode: 0o600 });
    await rename(tmp, path.join(dir, file));
  };
}
