/** Dispatched on `document` once React has hydrated the page (see server/web/defer-hydration.ts). */
export const HYDRATED_EVENT = 'app:hydrated';

/**
 * An attribute on an inert element the root layout renders after the page's content,
 * right before React Router's scripts: the page's CSP allows only the inline scripts
 * that follow its last occurrence (see server/http/csp.ts).
 */
export const SCRIPTS_MARKER = 'data-scripts-follow';
