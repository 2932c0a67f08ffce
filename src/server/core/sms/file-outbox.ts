import { assertOutsideTransaction } from '~/server/core/db/outside-call';
import { outboxFolder } from '~/server/core/outbox-folder';
import type { SmsProvider } from './provider';

/**
 * Without a gateway configured, each message becomes a text file under
 * DATA_DIR/sms-outbox (written under a temporary name, then renamed, so a reader
 * never sees half of one): nothing is silently dropped on a machine without one.
 */
export function fileOutboxProvider(dir: string): SmsProvider {
  const write = outboxFolder(dir);
  return {
    name: 'file',
    async send(sms) {
      assertOutsideTransaction('the SMS gateway');
      await write(`${sms.id}.txt`, `To: ${sms.to}\n\n${sms.text}\n`);
      return { providerMessageId: `file-${sms.id}`, cost: null, costCurrency: null };
    },
  };
}
