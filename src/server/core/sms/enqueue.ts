import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import type { smsKinds } from '~/server/core/db/sms-schema';
import { smsPermission } from './consent';
import { shapeOf } from '~/shared/sms-segments';

export interface SmsDraft {
  kind: (typeof smsKinds)[number];
  /** One message per event: the same key twice queues one message. */
  eventKey: string;
  /** `+2507XXXXXXXX` (sms/phone.ts). */
  phone: string;
  lang: string;
  text: string;
  sentBy?: string | null;
}

export type EnqueueOutcome = 'queued' | 'duplicate' | 'over-cap' | 'no-consent' | 'opted-out';

/**
 * Puts a text message in the queue (the sender sends it, with retries), in one
 * statement that also counts it against the number's daily cap: the day's count is
 * raised only while under the cap, and a message over it is written as 'skipped' (never
 * sent, seen by staff) so nothing disappears unseen. Inside a payment's or the
 * scheduler's transaction it only writes rows; nothing here waits on a gateway.
 * Receipts and notices need the number's consent; staff's messages only that it has
 * not said STOP.
 */
export async function enqueueSms(db: Db, draft: SmsDraft, perDay: number): Promise<EnqueueOutcome> {
  const permission = await smsPermission(db, draft.phone);
  if (draft.kind === 'staff' ? !permission.personal : !permission.notices)
    return permission.personal ? 'no-consent' : 'opted-out';
  const { segments, encoding } = shapeOf(draft.text);
  const day = new Date().toISOString().slice(0, 10);
  const [row] = await rowsOf<{ status: string | null }>(
    db,
    sql`WITH known AS (
          SELECT 1 FROM sms_messages WHERE event_key = ${draft.eventKey}
        ), counted AS (
          INSERT INTO sms_daily_counts (phone, day, count)
          SELECT ${draft.phone}, ${day}::date, 1 WHERE NOT EXISTS (SELECT 1 FROM known)
          ON CONFLICT (phone, day) DO UPDATE SET count = sms_daily_counts.count + 1
            WHERE sms_daily_counts.count < ${perDay}::int
          RETURNING count
        ), queued AS (
          INSERT INTO sms_messages (kind, event_key, phone, lang, text, segments, encoding, status, last_error, sent_by)
          SELECT ${draft.kind}, ${draft.eventKey}, ${draft.phone}, ${draft.lang}, ${draft.text}, ${segments}::int,
                 ${encoding}, CASE WHEN EXISTS (SELECT 1 FROM counted) THEN 'queued' ELSE 'skipped' END,
                 CASE WHEN EXISTS (SELECT 1 FROM counted) THEN NULL ELSE 'over the daily cap for this number' END,
                 ${draft.sentBy ?? null}::uuid
          WHERE NOT EXISTS (SELECT 1 FROM known)
          ON CONFLICT (event_key) DO NOTHING
          RETURNING status
        )
        SELECT (SELECT status FROM queued) AS status`,
  );
  if (!row?.status) return 'duplicate';
  return row.status === 'queued' ? 'queued' : 'over-cap';
}
