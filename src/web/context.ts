import { createContext } from 'react-router';
import type { AppLoadContext } from '~/shared/load-context';

// The shapes are shared with the server, which builds the context (see the module).
export type { AdminSummary, ApiClient, ApiResponse, AppLoadContext, SiteConfig } from '~/shared/load-context';

/**
 * Handed over by the Fastify server for every request. Exported from entry.server so
 * the server uses this very object, not a second copy from its own module graph.
 */
export const appContext = createContext<AppLoadContext>();
