import { eq, inArray } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { supporters } from '~/server/core/db/supporters-schema';
import { defineRoute } from '~/server/core/http/route';
import { normaliseEmail } from '~/server/core/supporters/find-or-create';
import { supportersOfAddress } from '~/server/core/supporters/of-address';
import { type Language, defaultLanguage, isLanguage } from '~/shared/i18n';
import { givingContracts } from '~/shared/contracts/my-giving';
import { givingText } from '~/server/giving';
import { payerOf } from './service';

/**
 * The language a supporter chose (docs/data-protection.md: kept on the supporter): their signed page opens
 * in it, and every message to them is written in it. The address's own supporter's, else
 * the language of the records given with the address.
 */
export async function supporterLanguage(db: Db, email: string): Promise<Language> {
  const key = normaliseEmail(email);
  if (!key) return defaultLanguage;
  const [own] = await db.select({ lang: supporters.lang }).from(supporters).where(eq(supporters.email, key));
  if (own && isLanguage(own.lang)) return own.lang;
  const ids = await supportersOfAddress(db, key);
  if (!ids.length) return defaultLanguage;
  const [other] = await db.select({ lang: supporters.lang }).from(supporters).where(inArray(supporters.id, ids));
  return other && isLanguage(other.lang) ? other.lang : defaultLanguage;
}

/** Keeps `lang` as the language of every supporter the address stands for. */
export async function chooseLanguage(db: Db, email: string, lang: Language): Promise<void> {
  const ids = await supportersOfAddress(db, email);
  if (ids.length) await db.update(supporters).set({ lang, updatedAt: new Date() }).where(inArray(supporters.id, ids));
}

export const givingLanguageRoute = defineRoute(givingContracts.language, {
  auth: 'public',
  rateLimit: 'public-write',
  handler: async ({ body, deps }) => {
    const email = await payerOf(deps, body.token);
    await chooseLanguage(deps.db, email, body.lang);
    return { message: givingText('page.languageKept', {}, body.lang) };
  },
});
