import type { ServerBuild } from 'react-router';
import { isAdminScreen } from '~/shared/staff-screens';

/** The dashboard's route ids (src/web/routes.ts): `dashboard-<screen>` and `prefixed-<screen>`. */
const SCREEN_ID = /^(?:dashboard|prefixed)-(.+)$/;

/**
 * Every dashboard screen of the build must say which roles it admits
 * (src/shared/staff-screens.ts), as every /api route must: a screen added without is
 * refused at start, naming it, rather than shown to everyone.
 */
export function checkScreenRoles(build: Pick<ServerBuild, 'routes'>): void {
  for (const route of Object.values(build.routes)) {
    const screen = route && SCREEN_ID.exec(route.id)?.[1];
    if (!screen || screen === 'not-found') continue;
    if (!isAdminScreen(screen))
      throw new Error(
        `Dashboard screen ${route.path ?? route.id} (route ${route.id}) must declare the staff roles it admits in src/shared/staff-screens.ts`,
      );
  }
}
