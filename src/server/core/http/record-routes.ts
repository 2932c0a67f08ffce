import type { z } from 'zod';
import type { ApiDeps } from '~/server/core/deps';
import type { Db } from '~/server/core/db/client';
import { pageInfo, setPageHeaders } from '~/server/core/http/paging';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import type { PageQuery } from '~/shared/schemas/paging';
import type { Contract } from '~/shared/contract';
import type { deleteContract, deleteWithMessageContract } from '~/shared/contracts/record';
import type { StaffRole } from '~/shared/staff-roles';

/**
 * Route shapes several resources declare alike, each still one declaration in its
 * resource's route table: the staff's delete of one record, and a staff list answered
 * as a bare array (decision 009: the page in `X-Total-Count` and `Link`).
 */

interface DeleteRoute {
  roles: readonly StaffRole[];
  /** The 404 message for an id that names nothing (else the common one). */
  notFound?: string | (() => string);
  /** Deletes the record; `by` is the staff member, for the activity log. */
  remove: (deps: ApiDeps, id: string, by: string) => Promise<unknown>;
}

type DeleteContractOf = ReturnType<typeof deleteContract> | ReturnType<typeof deleteWithMessageContract>;
type DeleteImpl = DeleteRoute & { message?: () => string };

/**
 * `DELETE <url>/:id` for staff against its contract (src/shared/contracts/record.ts): 404
 * for an unknown id, else the record is gone; answered `{ data: { _id } }`, or `{ message }`
 * when `message` is given (and the contract says so).
 */
export function deleteRoute(contract: DeleteContractOf, { remove, message, ...access }: DeleteImpl): ApiRoute {
  return defineRoute(contract as ReturnType<typeof deleteContract>, {
    auth: 'admin',
    ...access,
    handler: async ({ params, admin, deps }) => {
      await remove(deps, params.id, admin.id);
      return (message ? { message: message() } : { data: { _id: params.id } }) as never;
    },
  });
}

interface BareListRoute<Q extends z.ZodType<PageQuery>, R extends z.ZodType<unknown[]>> {
  roles: readonly StaffRole[];
  /** One page of rows and the count of all that match. */
  list: (db: Db, query: z.output<Q>) => Promise<{ rows: z.input<R>; total: number }>;
}

/** `GET <url>` for staff against its contract, one page answered as a bare array with its page in the headers. */
export function bareListRoute<Q extends z.ZodType<PageQuery>, R extends z.ZodType<unknown[]>>(
  contract: Contract<'GET', undefined, Q, undefined, undefined, undefined, R>,
  { roles, list }: BareListRoute<Q, R>,
): ApiRoute {
  // The types of `list` tie the query to the rows above; the route itself sees schemas.
  const declared: Contract<
    'GET',
    undefined,
    z.ZodType<PageQuery>,
    undefined,
    undefined,
    undefined,
    z.ZodType
  > = contract;
  return defineRoute(declared, {
    auth: 'admin',
    roles,
    handler: async ({ query, deps, request, reply }) => {
      const { rows, total } = await list(deps.db, query as z.output<Q>);
      setPageHeaders(request, reply, pageInfo(query, total));
      return rows;
    },
  });
}
