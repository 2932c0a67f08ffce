import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import type { MailEvent } from './mail-event';
import type { OrgReader } from './org';
import type { OutboxDraft } from './outbox-draft';

/** `org`: who the message speaks for (saved Site settings), read once per message (org.ts). */
export type EventMailDeps = {
  db: Db;
  config: Pick<Config, 'org' | 'PUBLIC_URL' | 'PORT' | 'ORG_TIME_ZONE'>;
  org: OrgReader;
};

/** The message an event stands for, built from the stored record; null when the record is gone. */
export type BuildEventMail = (deps: EventMailDeps, event: MailEvent) => Promise<OutboxDraft | null>;

/*
 * Core queues every domain's e-mail but writes none of them: each domain writes its own
 * messages, and the table naming them (src/server/mail-messages.ts, above every domain) is
 * handed in here by the server's assembly (src/server/routes.ts), as the purchase writers
 * are (docs/architecture.md, "The server's floors"). So core imports no domain.
 */
let build: BuildEventMail | null = null;

export function handEventMail(builder: BuildEventMail): void {
  build = builder;
}

export function buildEventMail(deps: EventMailDeps, event: MailEvent): Promise<OutboxDraft | null> {
  if (!build) throw new Error('No e-mail messages handed in (src/server/routes.ts: handEventMail)');
  return build(deps, event);
}
