import type { z } from 'zod';
import type { ApiDeps } from '~/server/core/deps';
import type { Db } from '~/server/core/db/client';
import { idParams } from '~/server/core/http/parse';
import { pageInfo, setPageHeaders } from '~/server/core/http/paging';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import type { PageQuery } from '~/shared/schemas/paging';
import { deletedAnswerSchema, messageAnswerSchema } from '~/shared/schemas/record';
import type { StaffRole } from '~/shared/staff-roles';

/**
 * Route shapes several resources declare alike, each still one declaration in its
 * resource's route table: the staff's delete of one record, and a staff list answered
 * as a bare array (decision 009: the page in `X-Total-Count` and `Link`).
 */

interface StaffRoute {
  url: string;
  roles: readonly StaffRole[];
  summary: string;
  tags: string[];
}

interface DeleteRoute extends StaffRoute {
  /** The 404 message for an id that names nothing (else the common one). */
  notFound?: string | (() => string);
  /** Deletes the record; `by` is the staff member, for the activity log. */
  remove: (deps: ApiDeps, id: string, by: string) => Promise<unknown>;
  /** The answer `{ message }`; without one the answer is `{ data: { _id } }`. */
  message?: () => string;
}

/** `DELETE <url>/:id` for staff: 404 for an unknown id, else the record is gone. */
export function deleteRoute({ remove, message, ...spec }: DeleteRoute): ApiRoute {
  const route = { method: 'DELETE', auth: 'admin', params: idParams, ...spec } as const;
  if (message)
    return defineRoute({
      ...route,
      response: messageAnswerSchema,
      handler: async ({ params, admin, deps }) => {
        await remove(deps, params.id, admin.id);
        return { message: message() };
      },
    });
  return defineRoute({
    ...route,
    response: deletedAnswerSchema,
    handler: async ({ params, admin, deps }) => {
      await remove(deps, params.id, admin.id);
      return { data: { _id: params.id } };
    },
  });
}

interface BareListRoute<Q extends z.ZodType<PageQuery>, R extends z.ZodType<unknown[]>> extends StaffRoute {
  query: Q;
  response: R;
  /** One page of rows and the count of all that match. */
  list: (db: Db, query: z.output<Q>) => Promise<{ rows: z.input<R>; total: number }>;
}

/** `GET <url>` for staff, one page answered as a bare array with its page in the headers. */
export function bareListRoute<Q extends z.ZodType<PageQuery>, R extends z.ZodType<unknown[]>>({
  list,
  ...spec
}: BareListRoute<Q, R>): ApiRoute {
  // The types of `list` tie the query to the rows above; the route itself sees schemas.
  return defineRoute<'admin', undefined, z.ZodType<PageQuery>, undefined, undefined, undefined, z.ZodType>({
    method: 'GET',
    auth: 'admin',
    ...spec,
    handler: async ({ query, deps, request, reply }) => {
      const { rows, total } = await list(deps.db, query as z.output<Q>);
      setPageHeaders(request, reply, pageInfo(query, total));
      return rows;
    },
  });
}
