import { z } from 'zod';
import { atMost, messageKey } from './common';
import { MAX_PAGE } from '~/shared/page-info';

export { type PageInfo, pageCount } from '~/shared/page-info';

/*
 * Paged lists (decision 009). Every list read takes `?page=` (from 1) and `?pageSize=`
 * (1 to 100) and answers the array where docs/product.md#api-calls puts it, holding that page only. An
 * answer shaped `{ data: [...] }` also says `total` (records in the filtered list),
 * `page` and `pageSize`; a bare-array answer says them in headers (`X-Total-Count`,
 * RFC 8288 `Link` with rel="next"/"prev"). The default page size is the largest, so a
 * caller that never pages (as in docs/product.md) sees every record of a charity's usual size, and no
 * read grows without bound as the charity does.
 */
export const MAX_PAGE_SIZE = 100;

/** A query value left empty counts as not given (a form's blank field). */
export const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
/** A whole number from 1 to `max`, refused in the caller's language. */
const whole = (max: number) =>
  z.coerce
    .number({ error: messageKey('wholeNumber') })
    .int(messageKey('wholeNumber'))
    .min(1, messageKey('settings.atLeast', { min: 1 }))
    .max(max, atMost(max));

/** `?page=&pageSize=`: an empty value is the default; past the last page is an empty page. */
export const pageQuerySchema = (defaultSize = MAX_PAGE_SIZE) =>
  z.object({
    page: z.preprocess(blankToUndefined, whole(MAX_PAGE).default(1)),
    pageSize: z.preprocess(blankToUndefined, whole(MAX_PAGE_SIZE).default(defaultSize)),
  });
export type PageQuery = z.output<ReturnType<typeof pageQuerySchema>>;

/** What an envelope answer says about its page. */
export const pageFields = {
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
};

/** `{ data: [...], total, page, pageSize }`. */
export const pagedListOf = <S extends z.ZodType>(record: S) => z.strictObject({ data: z.array(record), ...pageFields });

/*
 * The finance and audit screens' lists (donations, donors, payments, the activity log)
 * page with their own defaults and answer plain counts; kept as they are, their
 * OpenAPI and their messages unchanged.
 */
/** `?page=&pageSize=` of a finance or audit list, `defaultSize` a page unless asked. */
export const plainPageQueryFields = (defaultSize: number) => ({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  pageSize: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(defaultSize)),
});
/** A finance or audit list's page: its rows and plain counts. */
export const plainPageOf = <S extends z.ZodType>(row: S) =>
  z.strictObject({ data: z.array(row), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
