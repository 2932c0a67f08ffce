import type { MailAttachmentRef } from '~/server/core/db/mail-schema';

/** A file as a message carries it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * What makes each kind of file a message names (`attachment` in the outbox), given to the mail
 * workers by the server's start (app.ts): the mail code knows no domain. A maker answers null
 * when the file no longer belongs to the address (then the message goes without it).
 */
export type AttachmentMakers = Partial<
  Record<MailAttachmentRef['kind'], (ref: MailAttachmentRef, to: string) => Promise<MailAttachment | null>>
>;

/** The files of a message, made now; a kind this process cannot make is an error (the message is tried again). */
export async function attachmentsOf(
  makers: AttachmentMakers,
  ref: MailAttachmentRef | null,
  to: string,
): Promise<MailAttachment[]> {
  if (!ref) return [];
  const make = makers[ref.kind];
  if (!make) throw new Error(`no maker for the attachment "${ref.kind}"`);
  const file = await make(ref, to);
  return file ? [file] : [];
}
