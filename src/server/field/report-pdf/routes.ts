import { sql } from 'drizzle-orm';
import type { ApiDeps } from '~/server/core/deps';
import { C_PUBLIC_NAME } from '~/server/core/db/child-name';
import { rowsOf } from '~/server/core/db/rows';
import { notFound } from '~/server/core/http/errors';
import { requestLanguage } from '~/server/core/http/language';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { localizeIdentity } from '~/server/core/site/localize';
import { readIdentity } from '~/server/core/site/identity';
import { sponsorshipsOfAddress } from '~/server/core/supporters/of-address';
import { signedPayer } from '~/server/giving';
import { VISIBLE_TO_SPONSORSHIP } from '~/server/sponsorship';
import { sponsorNewsContracts } from '~/shared/contracts/sponsor-news';
import type { FieldReport } from '~/shared/schemas/field';
import { fieldText } from '../texts';
import type { AttachmentMakers } from '~/server/core/mail/attachments';
import { type Language, isLanguage } from '~/shared/i18n';
import { yearReportPdf } from './pdf';

const missing = () => fieldText('api.itemNotFound');

/** The report behind an update the address sees (a progress report from the field), or null. */
async function reportFor(deps: Pick<ApiDeps, 'db'>, email: string, updateId: string) {
  const mine = await sponsorshipsOfAddress(deps.db, email);
  const [row] = await rowsOf<{
    report: FieldReport;
    captured_at: Date | string;
    images: string[];
    age: number;
    photo: string | null;
    name: string;
  }>(
    deps.db,
    sql`SELECT f.report, f.captured_at, f.images, c.age, c.photo, ${C_PUBLIC_NAME} AS name
        FROM child_updates u
        -- By the update's source ('field:<item id>', written with it), not the item's child_update_id, which
        -- is set just after the update is posted: the e-mail that brings it may be sent in between.
        JOIN field_items f ON f.kind = 'report'
          AND f.id = CASE WHEN u.source_key LIKE 'field:%' THEN substring(u.source_key FROM 7)::uuid END
        JOIN children c ON c.id = u.child_id
        WHERE u.id = ${updateId}
          AND EXISTS (SELECT 1 FROM sponsorships s WHERE ${mine} AND ${VISIBLE_TO_SPONSORSHIP})`,
  );
  return row ?? null;
}

/**
 * The yearly report behind an update, as the address `email` sees it (docs/field.md#the-sponsors-yearly-report):
 * a PDF and its file name, or null when the address does not see that report.
 */
export async function yearReportFile(
  deps: Pick<ApiDeps, 'db' | 'config'>,
  email: string,
  updateId: string,
  lang: Language,
): Promise<{ filename: string; pdf: Buffer } | null> {
  const row = await reportFor(deps, email, updateId);
  if (!row?.report) return null;
  const org = localizeIdentity(await readIdentity(deps.db, deps.config), lang);
  const capturedAt = new Date(row.captured_at);
  const pdf = await yearReportPdf(
    deps.db,
    org,
    { childName: row.name, age: row.age, photo: row.images[0] ?? row.photo, report: row.report, capturedAt },
    lang,
  );
  return { filename: `progress-report-${capturedAt.getUTCFullYear()}.pdf`, pdf };
}

/** The yearly report attached to the e-mail that brings it (core/mail/attachments.ts), in the message's language. */
export const yearReportAttachment =
  (deps: Pick<ApiDeps, 'db' | 'config'>): NonNullable<AttachmentMakers['year-report']> =>
  async (ref, to) => {
    const file = await yearReportFile(deps, to, ref.id, isLanguage(ref.lang) ? ref.lang : 'en');
    return file && { filename: file.filename, contentType: 'application/pdf', content: file.pdf };
  };

/** The sponsor's yearly report as a PDF (docs/field.md#the-sponsors-yearly-report), by their signed link. */
export const yearReportRoutes: ApiRoute[] = [
  defineRoute(sponsorNewsContracts.yearReport, {
    auth: 'public',
    notFound: missing,
    handler: async ({ params, query, deps, request, reply }) => {
      const email = await signedPayer(deps.db, query.token);
      const file = await yearReportFile(deps, email, params.id, query.lang ?? requestLanguage(request));
      if (!file) throw notFound(missing());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.pdf);
    },
  }),
];
