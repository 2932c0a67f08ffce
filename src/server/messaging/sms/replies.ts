import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { smsInbound, smsMessages } from '~/server/core/db/sms-schema';
import { recordSmsOptOut } from '~/server/core/sms/consent';
import { normaliseSmsPhone } from '~/server/core/sms/phone';
import type { DeliveryReport, InboundSms } from '~/server/core/sms/provider';

/**
 * The words that end text messages, in the three languages people answer in: English
 * (STOP, UNSUBSCRIBE, ...), Kinyarwanda (HAGARIKA "stop it", REKA "leave it", HAGARARA),
 * French (ARRET / ARRÊT, STOP, DESABONNER). Read without case, accents or punctuation,
 * alone or as the first word ("Stop please", "hagarika!").
 */
const STOP_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'HAGARIKA',
  'MUHAGARIKE',
  'REKA',
  'HAGARARA',
  'ARRET',
  'ARRETER',
  'ARRETEZ',
  'DESABONNER',
  'DESINSCRIRE',
]);

export function isStopWord(text: string): boolean {
  const first = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z\s]/g, ' ')
    .trim()
    .split(/\s+/)[0];
  return !!first && STOP_WORDS.has(first);
}

/**
 * A message someone sent us: kept (once per gateway id, so the gateway's retries change
 * nothing), and a STOP ends text messages to that number, recorded with its date.
 */
export async function receiveInbound(
  db: Db,
  provider: string,
  sms: InboundSms,
): Promise<'opt-out' | 'kept' | 'ignored'> {
  const phone = normaliseSmsPhone(sms.from) ?? sms.from.slice(0, 30);
  const stop = isStopWord(sms.text);
  const inserted = await db
    .insert(smsInbound)
    .values({
      provider,
      providerMessageId: sms.providerMessageId,
      phone,
      text: sms.text,
      action: stop ? 'opt-out' : null,
    })
    .onConflictDoNothing()
    .returning({ id: smsInbound.id });
  if (!inserted.length) return 'ignored';
  if (!stop) return 'kept';
  await recordSmsOptOut(db, phone, `reply:${provider}`);
  return 'opt-out';
}

/**
 * A delivery report: the message the gateway names becomes delivered or failed. A
 * report never moves a message back (a late "sent" after "delivered"), and one for an
 * id we never sent changes nothing.
 */
export async function applyDeliveryReport(db: Db, provider: string, report: DeliveryReport): Promise<boolean> {
  if (report.status === 'sent') return false;
  const rows = await db
    .update(smsMessages)
    .set(
      report.status === 'delivered'
        ? { status: 'delivered', deliveredAt: sql`now()`, lastError: null }
        : { status: 'failed', lastError: `not delivered: ${report.reason ?? 'unknown'}`.slice(0, 300) },
    )
    .where(
      and(
        eq(smsMessages.provider, provider),
        eq(smsMessages.providerMessageId, report.providerMessageId),
        inArray(smsMessages.status, report.status === 'delivered' ? ['sent', 'failed'] : ['sent']),
      ),
    )
    .returning({ id: smsMessages.id });
  return rows.length > 0;
}
