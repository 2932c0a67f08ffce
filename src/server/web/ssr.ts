import path from 'node:path';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import type { ContentVersion } from '~/server/core/http/content-version';
import { checkoutOrigins } from '~/server/core/http/csp';
import { BootFiles } from './boot-files';
import { installBootRoutes } from './boot-route';
import { devRenderer } from './dev-render';
import { loadContextFactory, siteConfig } from './load-context';
import { checkPageShape } from './page-shape-check';
import { checkScreenRoles } from './screen-roles';
import { pageRenderer } from './page-render';
import { type RenderLimits, renderGate, renderLimitsOf } from './render-limit';
import { serveBuildAssets } from './static-assets';
import { rawBodyParsers } from './web-request';
import { defaultSettings } from '~/server/core/site/defaults';
import { localizeSettings } from '~/server/core/site/localize';
import { siteContentReader } from '~/server/core/site/store';

/**
 * Everything outside /api is the React Router app. In production the build is imported
 * from BUILD_DIR, its files served (static-assets.ts) and its pages rendered by
 * page-render.ts; in development Vite serves it with hot reload (dev-render.ts).
 */
export async function installWeb(
  app: FastifyInstance,
  {
    db,
    config,
    version,
    renderLimits,
  }: { db: Db; config: Config; version: ContentVersion; renderLimits?: RenderLimits },
): Promise<void> {
  const site = siteConfig(config);
  const loadContext = loadContextFactory(app, db, site, siteContentReader(db, config, version));
  let handler: RouteHandlerMethod;

  if (config.NODE_ENV === 'development') {
    handler = await devRenderer(app, loadContext);
    installBootRoutes(app, undefined);
  } else {
    const buildDir = path.resolve(process.cwd(), config.BUILD_DIR);
    const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild;
    checkScreenRoles(build);
    const handle = createRequestHandler(build, 'production');
    await checkPageShape(build, handle, site, localizeSettings(defaultSettings(config), 'en'));
    await serveBuildAssets(app, { db, clientDir: path.join(buildDir, 'client') });
    const bootFiles = new BootFiles();
    installBootRoutes(app, bootFiles);
    const gate = renderGate(app, renderLimits ?? renderLimitsOf(config));
    const formTargets = checkoutOrigins(config);
    handler = pageRenderer({ build, handle, loadContext, site, version, bootFiles, gate, formTargets });
  }

  await app.register(async (web) => {
    rawBodyParsers(web);
    web.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler });
    web.route({ method: ['GET', 'HEAD'], url: '/', handler });
  });
}
