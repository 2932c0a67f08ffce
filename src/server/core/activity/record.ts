import type { Db } from '~/server/core/db/client';
import { activityLog } from '~/server/core/db/activity-schema';
import { activityChange, recordName } from './change';

export type ActivityAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'mark-sponsored'
  | 'mark-available'
  | 'send'
  | 'check'
  | 'record-offline'
  // a monthly plan, on the payer's request; a giving statement e-mailed
  | 'pause'
  | 'resume'
  | 'cancel'
  | 'send-statement'
  // a sponsorship payment whose child was no longer held for it: another child, a general gift, a refund
  | 'resolve'
  // two records of one supporter made one; a supporter erased
  | 'merge'
  | 'erase'
  // a child who left the programme (api/children/departure.ts)
  | 'leave'
  // a sponsor's letter to their child, moderated by staff (child-news/letters.ts)
  | 'approve'
  | 'return'
  // a gift to a sponsored child, handed over
  | 'deliver'
  // a spreadsheet imported (src/server/people/imports): its file name and counts
  | 'import'
  // a provider's statement reconciled, a line of it given to a supporter (docs/accounting.md)
  | 'reconcile'
  | 'assign'
  // two supporters the duplicates report paired, said by staff to be two people (and undone)
  | 'mark-distinct'
  | 'unmark-distinct';
export type ActivityEntity =
  | 'gift'
  | 'blog_post'
  | 'child'
  | 'message'
  | 'application'
  | 'skill'
  | 'subscription'
  | 'site_settings'
  | 'demo_content'
  | 'admin_user'
  | 'staff_invitation'
  | 'recurring_plan'
  | 'donor'
  | 'newsletter'
  | 'payment'
  | 'donation'
  // the retention job's deletions (counts only): src/server/people/privacy/retention.ts
  | 'retention'
  | 'supporter'
  | 'child_update'
  | 'sponsor_letter'
  | 'child_gift'
  // the field (docs/field.md): a centre, what a field officer sent
  | 'centre'
  | 'field_item'
  | 'import'
  | 'statement'
  // a letter's translation (docs/field.md#translation)
  | 'letter_translation';

/**
 * The record as it was and as it became (an edit), or as it was (a deletion), or as made
 * (a creation); `name` when neither says what the record is called.
 */
export interface ActivityRecords {
  before?: object | null;
  after?: object | null;
  name?: string | null;
}

/**
 * Every admin change leaves an activity record (who, what, which record and, for an
 * edit, the fields that changed before and after). Called with the change's
 * transaction, so the change and its record are saved together or not at all. The
 * log is append-only: nothing in the code updates or deletes its rows.
 */
export async function recordActivity(
  db: Pick<Db, 'insert'>,
  /** Null for a change a supporter made themselves (their giving page). */
  adminId: string | null,
  action: ActivityAction,
  entity: ActivityEntity,
  entityId: string,
  records: ActivityRecords = {},
): Promise<void> {
  const { before, after } = activityChange(records.before ?? null, records.after ?? null);
  const entityName = records.name?.trim() || recordName(records.after) || recordName(records.before);
  await db.insert(activityLog).values({ userId: adminId, action, entity, entityId, entityName, before, after });
}
