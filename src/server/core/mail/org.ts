import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { type Identity, readIdentity } from '~/server/core/site/identity';
import { localizeIdentity } from '~/server/core/site/localize';
import type { SiteContent } from '~/shared/schemas/site-settings';
import { mailLanguageNow } from './layout';

/**
 * The organisation a message speaks for: its name, contact e-mail, phone and address
 * as staff saved them in Site settings (the ORG_* configuration while the identity was
 * never saved, as the pages show), each text in the language of the message.
 *
 * The saved contact e-mail is where replies go (Reply-To), where notices to staff go,
 * and the address exempt from the per-recipient cap. The From address stays MAIL_FROM
 * (configuration): it is the mailbox the SMTP relay may send as (SPF, DKIM and DMARC
 * are checked against its domain), which a contact address typed in the dashboard,
 * often at another provider, would fail; so MAIL_FROM keeps its own display name too.
 */
export type MailOrg = SiteContent['identity'];

/** One message's reader: the first call reads (`knownVersion`: see `readIdentity`), later ones reuse it. */
export type OrgReader = (knownVersion?: number) => Promise<MailOrg>;

export function orgReader(deps: { db: Db; config: Pick<Config, 'org'> }): OrgReader {
  let read: Promise<Identity> | undefined;
  return async (knownVersion) =>
    localizeIdentity(await (read ??= readIdentity(deps.db, deps.config, knownVersion)), mailLanguageNow());
}
