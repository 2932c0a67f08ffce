import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { mailOutbox } from '~/server/core/db/mail-schema';

/** The e-mails of one kind queued for `to`, oldest first. */
export const mailsOfKind = (db: Db, to: string, kind: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
    .orderBy(mailOutbox.createdAt);

/** The token of the first link to `path` in an e-mail's text. */
export const linkIn = (text: string, path: string) =>
  decodeURIComponent(new RegExp(`${path}\\?token=([^\\s"&]+)`).exec(text)![1]!);

/** A plain e-mail of `kind` to `to`, its subject naming its event key. */
export const mailDraft = <const K extends string>(kind: K, eventKey: string, to: string) => ({
  kind,
  eventKey,
  to,
  subject: `Subject ${eventKey}`,
  text: 'Text',
  html: '<p>Text</p>',
});
