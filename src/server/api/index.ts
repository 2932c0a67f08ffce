import type { FastifyInstance } from 'fastify';
import type { Config } from '~/server/config';
import type { Db } from '~/server/db/client';
import { analyticsRoutes } from './analytics/routes';
import { applicationsRoutes } from './applications/routes';
import { blogRoutes } from './blog/routes';
import { catalogRoutes } from './catalog/routes';
import { childrenRoutes } from './children/routes';
import { donationsRoutes } from './donations/routes';
import { imageRoutes } from './images/routes';
import { messagesRoutes } from './messages/routes';
import { newsletterRoutes } from './newsletter/routes';
import { openapiRoutes } from './openapi/routes';
import { ordersRoutes } from './orders/routes';
import { skillsRoutes } from './skills/routes';
import { subscriptionsRoutes } from './subscriptions/routes';

export interface ApiDeps {
  db: Db;
  config: Config;
  /** Requests per minute per address for public POSTs. */
  publicWriteLimit: number;
}

/** Every resource registers its routes here; see src/server/api/<resource>/routes.ts. */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  for (const register of [
    imageRoutes,
    catalogRoutes,
    blogRoutes,
    childrenRoutes,
    donationsRoutes,
    ordersRoutes,
    messagesRoutes,
    applicationsRoutes,
    skillsRoutes,
    subscriptionsRoutes,
    newsletterRoutes,
    analyticsRoutes,
    openapiRoutes,
  ]) {
    await register(app, deps);
  }
}
