import type { FastifyReply, FastifyRequest } from 'fastify';
import { type PageInfo, type PageQuery, pageCount } from '~/shared/schemas/paging';

/** The rows of one page: `.limit(limit).offset(offset)`. */
export const pageWindow = (q: PageQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

/** The page fields of an envelope answer. */
export const pageInfo = (q: PageQuery, total: number): PageInfo => ({ total, page: q.page, pageSize: q.pageSize });

/**
 * A bare-array answer's page (decision 009): `X-Total-Count`, and a `Link` header (RFC 8288)
 * with the previous and next pages' addresses, the request's other parameters kept.
 */
export function setPageHeaders(request: FastifyRequest, reply: FastifyReply, info: PageInfo): void {
  void reply.header('x-total-count', String(info.total));
  const url = new URL(request.url, 'http://localhost');
  const at = (page: number) => {
    url.searchParams.set('page', String(page));
    url.searchParams.set('pageSize', String(info.pageSize));
    return `<${url.pathname}${url.search}>`;
  };
  const links: string[] = [];
  if (info.page > 1) links.push(`${at(Math.min(info.page - 1, pageCount(info)))}; rel="prev"`);
  if (info.page < pageCount(info)) links.push(`${at(info.page + 1)}; rel="next"`);
  if (links.length) void reply.header('link', links.join(', '));
}
