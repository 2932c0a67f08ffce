import type { Db } from '~/server/core/db/client';
import { catalogueTranslator } from '~/server/core/catalogue-text';
import { readNewsSettings } from '~/server/sponsorship';
import { toCsv } from '~/shared/csv';
import type { Language } from '~/shared/i18n';
import type { HealthList, HealthPage, HealthRow, HealthSummary } from '~/shared/schemas/sponsor-health';
import { giftFigures, giverList } from './gifts';
import { type EndingSoon, endingSoon, planCount, planList } from './plans';
import { type ChildNames, sponsorCount, sponsorList } from './sponsors';

export const healthT = catalogueTranslator('records');

export interface HealthContext {
  db: Db;
  now: Date;
  timeZone: string;
  /** Card tokens and pre-approvals ending soon (plans.ts: the merge hook). */
  ending?: EndingSoon;
}

/** The screen's figures: retention and each list's size. Nothing personal: the viewer reads them too. */
export async function healthSummary(ctx: HealthContext, personal: boolean): Promise<HealthSummary> {
  const { db, now } = ctx;
  const { quietMonths } = await readNewsSettings(db);
  const ending = ctx.ending ?? endingSoon;
  const [gifts, atRisk, stopped, childLeft, waiting, quiet] = await Promise.all([
    giftFigures(db, { now, timeZone: ctx.timeZone }),
    planCount(db, 'at-risk', now, ending),
    planCount(db, 'stopped', now, ending),
    sponsorCount(db, 'child-left', now, quietMonths),
    sponsorCount(db, 'waiting', now, quietMonths),
    sponsorCount(db, 'quiet', now, quietMonths),
  ]);
  return {
    retention: {
      base: gifts.base,
      retained: gifts.retained,
      rate: gifts.base ? Math.round((gifts.retained / gifts.base) * 1000) / 10 : null,
    },
    counts: {
      lybunt: gifts.lybunt,
      sybunt: gifts.sybunt,
      'at-risk': atRisk,
      stopped,
      'child-left': childLeft,
      waiting,
      quiet,
    },
    quietMonths,
    personal,
  };
}

/** One list's rows from `offset`: gifts, plans or sponsorships. */
export async function healthRows(
  ctx: HealthContext,
  list: HealthList,
  names: ChildNames,
  limit: number,
  offset: number,
): Promise<{ rows: HealthRow[]; total: number }> {
  const { db, now } = ctx;
  if (list === 'lybunt' || list === 'sybunt')
    return giverList(db, list, { now, timeZone: ctx.timeZone }, limit, offset);
  if (list === 'at-risk' || list === 'stopped') return planList(db, list, now, limit, offset, ctx.ending);
  const { quietMonths } = await readNewsSettings(db);
  return sponsorList(db, list, { now, names, quietMonths }, limit, offset);
}

export async function healthPage(
  ctx: HealthContext,
  list: HealthList,
  names: ChildNames,
  page: number,
  pageSize: number,
): Promise<HealthPage> {
  const { rows, total } = await healthRows(ctx, list, names, pageSize, (page - 1) * pageSize);
  return { data: rows, total, page, pageSize };
}

/** The most rows a CSV holds (the whole list of a large charity; past it the file says so in its last line). */
export const CSV_MAX_ROWS = 20_000;

/** A list as CSV in the staff member's language, each row with the address of the supporter's record. */
export async function healthCsv(
  ctx: HealthContext,
  list: HealthList,
  names: ChildNames,
  lang: Language,
  recordUrl: (supporterId: string) => string,
): Promise<string> {
  const t = healthT(lang);
  const { rows, total } = await healthRows(ctx, list, names, CSV_MAX_ROWS, 0);
  const head = ['name', 'email', 'phone', 'child', 'date', 'amount', 'method', 'reason', 'note', 'record'].map((k) =>
    t(`health.csv.${k}`),
  );
  const body = rows.map((r) => [
    r.name,
    r.email,
    r.phone,
    r.childName ?? '',
    r.date ? r.date.slice(0, 10) : '',
    r.amountRwf ?? '',
    r.method ? t(`methods.${r.method}`, { defaultValue: r.method }) : '',
    t(`health.reasons.${r.reason}`),
    r.note ?? '',
    r.supporterId ? recordUrl(r.supporterId) : '',
  ]);
  const more = total > rows.length ? [[t('health.csv.more', { count: total - rows.length })]] : [];
  return toCsv([head, ...body, ...more]);
}
