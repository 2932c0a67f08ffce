import { assertOutsideTransaction } from '~/server/core/db/outside-call';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SmsProvider } from './provider';

/**
 * Without a gateway configured, each message becomes a text file under
 * DATA_DIR/sms-outbox (written under a temporary name, then renamed, so a reader
 * never sees half of one): nothing is silently dropped on a machine without one.
 */
export function fileOutboxProvider(dir: string): SmsProvider {
  let ready: Promise<unknown> | undefined;
  return {
    name: 'file',
    async send(sms) {
      assertOutsideTransaction('the SMS gateway');
      ready ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await ready;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${sms.id}.txt`;
      const tmp = path.join(dir, `.${name}.tmp`);
      await writeFile(tmp, `To: ${sms.to}\n\n${sms.text}\n`, { encoding: 'utf8', mode: 0o600 });
      await rename(tmp, path.join(dir, name));
      return { providerMessageId: `file-${sms.id}`, cost: null, costCurrency: null };
    },
  };
}
