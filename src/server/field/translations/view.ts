import { type SQL, sql } from 'drizzle-orm';
import type { Admin } from '~/server/core/auth/session';
import type { Db } from '~/server/core/db/client';
import { C_PUBLIC_NAME } from '~/server/core/db/child-name';
import { rowsOf } from '~/server/core/db/rows';
import { isLanguage } from '~/shared/i18n';
import { TRANSLATION_OVERDUE_DAYS, type Translation, type TranslationStatus } from '~/shared/schemas/translation';

interface Row {
  id: string;
  sponsor_letter_id: string | null;
  from_lang: string;
  to_lang: string;
  status: TranslationStatus;
  text: string;
  images: string[] | null;
  child_id: string | null;
  child_name: string | null;
  original_text: string | null;
  original_images: string[] | null;
  translator_id: string | null;
  translator_name: string | null;
  checker_id: string | null;
  checker_name: string | null;
  received_at: Date | string;
  overdue: boolean;
}

const OVERDUE = sql.raw(`t.checked_at IS NULL AND t.received_at < now() - interval '${TRANSLATION_OVERDUE_DAYS} days'`);
const lang = (l: string) => (isLanguage(l) ? l : 'en');
const person = (id: string | null, name: string | null) => (id ? { _id: id, name: name ?? '' } : null);

/**
 * The queue as staff see it (the original beside the translation, who translates, who
 * checked): the letters a person may translate (a field officer: their pairs only;
 * sponsorship staff: all), oldest first.
 */
export async function readTranslations(db: Db, where: SQL, limit = 200): Promise<Translation[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`SELECT t.id, t.sponsor_letter_id, t.from_lang, t.to_lang, t.status, t.text, t.images, t.child_id,
          ${C_PUBLIC_NAME} AS child_name,
          CASE WHEN t.sponsor_letter_id IS NOT NULL THEN coalesce(l.approved_text, l.text) ELSE coalesce(f.transcription, '') END AS original_text,
          CASE WHEN t.sponsor_letter_id IS NOT NULL THEN (CASE WHEN l.image IS NULL THEN '{}'::text[] ELSE ARRAY[l.image] END) ELSE f.images END AS original_images,
          tr.id AS translator_id, tr.name AS translator_name, ck.id AS checker_id, ck.name AS checker_name,
          t.received_at, (${OVERDUE}) AS overdue
        FROM letter_translations t
        LEFT JOIN children c ON c.id = t.child_id
        LEFT JOIN sponsor_letters l ON l.id = t.sponsor_letter_id
        LEFT JOIN field_items f ON f.id = t.field_item_id
        LEFT JOIN admin_users tr ON tr.id = t.translator_id
        LEFT JOIN admin_users ck ON ck.id = t.checked_by
        WHERE ${where}
        ORDER BY t.received_at ASC, t.id
        LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    _id: r.id,
    direction: r.sponsor_letter_id ? 'to-child' : 'to-sponsor',
    from: lang(r.from_lang),
    to: lang(r.to_lang),
    status: r.status,
    child: { _id: r.child_id, preferredName: r.child_name ?? '' },
    original: { text: r.original_text ?? '', images: r.original_images ?? [] },
    text: r.text,
    images: r.images ?? [],
    translator: person(r.translator_id, r.translator_name),
    checkedBy: person(r.checker_id, r.checker_name),
    receivedAt: new Date(r.received_at).toISOString(),
    overdue: r.overdue === true,
  }));
}

/** Which letters a person sees in the queue: a field officer, only the pairs they translate. */
export function queueScope(admin: Pick<Admin, 'role'>, pairs: string[]): SQL {
  if (admin.role !== 'field') return sql`true`;
  const mine = pairs.length ? pairs : ['-'];
  return sql`(t.from_lang || '-' || t.to_lang) IN (${sql.join(
    mine.map((p) => sql`${p}`),
    sql`, `,
  )})`;
}

/** The queue of one status (default: those not yet checked), or only the overdue ones; and how many are overdue. */
export async function listTranslations(
  db: Db,
  admin: Pick<Admin, 'role'>,
  pairs: string[],
  q: { status?: TranslationStatus | undefined; overdue: boolean },
) {
  const scope = queueScope(admin, pairs);
  const status = q.status ? sql`t.status = ${q.status}` : sql`t.status <> 'checked'`;
  const where = sql`${scope} AND ${status} AND ${q.overdue ? OVERDUE : sql`true`}`;
  const [data, [counted]] = await Promise.all([
    readTranslations(db, where),
    rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM letter_translations t WHERE ${scope} AND ${OVERDUE}`),
  ]);
  return { data, overdue: Number(counted?.n ?? 0) };
}
