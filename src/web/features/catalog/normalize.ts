/**
 * The public catalogue as docs/product.md#records, #validation, #api-calls and #error-and-success-texts describe it: the answer may be a
 * bare array or an object holding the array in `data`, `catalog` or `gifts`; an item is
 * kept only with an id (or _id), a name and a numeric (or numeric-string) price, and
 * every dropped item is reported with console.warn. Pure, so it runs the same on the
 * server (loader) and in the browser (Try Again, revalidation).
 */
import type { Gift as ApiGift } from '~/shared/schemas/gift';
import type { PageInfo } from '~/shared/page-info';
import { DEFAULT_IMAGE } from '~/web/components/responsive-image';

/**
 * A gift as the catalogue shows it: the API's fields, read leniently (docs/product.md): the id from
 * `id` or `_id`, a category that may be empty (the card then says 'Gift'), an image
 * that falls back to the default one.
 */
export type Gift = Pick<ApiGift, 'name' | 'price' | 'description'> & { id: string; category: string; image: string };

/** What went wrong with one endpoint; the screen words it (catalog.errors.*). */
export type CatalogProblem =
  { kind: 'http'; status: number } | { kind: 'format' } | { kind: 'network'; message: string };

/** One page of the catalogue, and where it stands in the whole (decision 009). */
export type CatalogResult = { ok: true; gifts: Gift[]; info: PageInfo } | { ok: false; last: CatalogProblem };

export class CatalogError extends Error {
  constructor(readonly problem: CatalogProblem) {
    super(problemMessage(problem));
  }
}

/** The English wording of docs/product.md#error-and-success-texts, for logs and tests; the page uses the catalogue. */
export function problemMessage(p: CatalogProblem): string {
  if (p.kind === 'http') return `HTTP error! status: ${p.status}`;
  if (p.kind === 'format') return 'Unexpected API response format...';
  return p.message;
}

const NUMERIC = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/;

function readPrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC.test(value)) return Number.parseFloat(value);
  return null;
}

function readId(item: Record<string, unknown>): string | null {
  for (const v of [item.id, item._id]) {
    if (typeof v === 'string' && v.trim()) return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  }
  return null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** One raw item as a Gift, or null when it lacks an id, a name or a numeric price. */
export function normalizeGift(raw: unknown): Gift | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const item = raw as Record<string, unknown>;
  const id = readId(item);
  const name = text(item.name);
  const price = readPrice(item.price);
  if (id === null || !name || price === null) return null;
  return {
    id,
    name,
    price,
    description: text(item.description),
    category: text(item.category),
    image: text(item.image) || DEFAULT_IMAGE,
  };
}

/** The list inside an answer, or a CatalogError('format') for any other shape. */
export function extractItems(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    const o = body as Record<string, unknown>;
    for (const key of ['data', 'catalog', 'gifts']) if (Array.isArray(o[key])) return o[key] as unknown[];
  }
  throw new CatalogError({ kind: 'format' });
}

export function normalizeCatalog(body: unknown, warn: (...args: unknown[]) => void = console.warn): Gift[] {
  const gifts: Gift[] = [];
  for (const raw of extractItems(body)) {
    const gift = normalizeGift(raw);
    if (gift) gifts.push(gift);
    else warn('Dropping a catalogue item without an id, a name or a numeric price:', raw);
  }
  return gifts;
}

const count = (v: unknown, min: number) => (typeof v === 'number' && Number.isInteger(v) && v >= min ? v : null);

/** The page an answer says it is (`total`, `page`, `pageSize`); an answer without them is the whole list on one page. */
export function pageInfoIn(body: unknown, shown: number): PageInfo {
  const o = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const total = count(o.total, 0);
  const page = count(o.page, 1);
  const pageSize = count(o.pageSize, 1);
  if (total === null || page === null || pageSize === null)
    return { total: shown, page: 1, pageSize: Math.max(1, shown) };
  return { total, page, pageSize };
}

/** A 200 answer's page of gifts, or a CatalogError('format'). */
export function catalogPage(body: unknown, warn?: (...args: unknown[]) => void): CatalogResult {
  const gifts = normalizeCatalog(body, warn);
  return { ok: true, gifts, info: pageInfoIn(body, gifts.length) };
}

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/**
 * Tries each endpoint in turn and answers with the first that works (docs/product.md: the local
 * address first, then the hosted backend; here our own /api). Never throws: a failure
 * carries the last endpoint's problem.
 */
export async function fetchCatalog(endpoints: readonly string[], fetchImpl: Fetch = fetch): Promise<CatalogResult> {
  let last: CatalogProblem = { kind: 'network', message: 'No endpoint' };
  for (const url of endpoints) {
    try {
      const res = await fetchImpl(url);
      if (!res.ok) throw new CatalogError({ kind: 'http', status: res.status });
      return catalogPage(await res.json());
    } catch (err) {
      last =
        err instanceof CatalogError
          ? err.problem
          : { kind: 'network', message: err instanceof Error ? err.message : String(err) };
    }
  }
  return { ok: false, last };
}

export const cartTotal = (items: readonly Pick<Gift, 'price'>[]) =>
  Math.round(items.reduce((sum, g) => sum + g.price * 100, 0)) / 100;
