import type { z } from 'zod';
import type { Db } from '~/server/core/db/client';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import type { Contract } from '~/shared/contract';
import type { dataOf, messageAndDataOf } from '~/shared/schemas/record';
import type { StaffRole } from '~/shared/staff-roles';

/** The two routes of one Site setting: GET it, PUT it whole (its schema is the body and the answer's data). */
export interface SettingContracts<S extends z.ZodType> {
  read: Contract<'GET', undefined, undefined, undefined, undefined, undefined, ReturnType<typeof dataOf<S>>>;
  save: Contract<'PUT', undefined, undefined, S, undefined, undefined, ReturnType<typeof messageAndDataOf<S>>>;
}

/**
 * A Site setting of the sponsorship staff (the news' quiet months, freshness): read, and
 * saved whole with its activity record (`save`), answered with what was saved.
 */
export function settingRoutes<S extends z.ZodType>(
  contracts: SettingContracts<S>,
  setting: {
    roles: readonly StaffRole[];
    read: (db: Db) => Promise<z.output<S>>;
    save: (db: Db, value: z.output<S>, adminId: string) => Promise<void>;
    /** What staff are told once it is saved. */
    saved: () => string;
  },
): ApiRoute[] {
  const { roles } = setting;
  return [
    defineRoute(contracts.read, {
      auth: 'admin',
      roles,
      handler: async ({ deps }) => ({ data: await setting.read(deps.db) }),
    }),
    defineRoute(contracts.save, {
      auth: 'admin',
      roles,
      handler: async ({ body, admin, deps }) => {
        // The contract's body is S, so this is S's output (TypeScript cannot resolve BodyOf for a generic S).
        const value = body as z.output<S>;
        await setting.save(deps.db, value, admin.id);
        return { message: setting.saved(), data: value };
      },
    }),
  ];
}
