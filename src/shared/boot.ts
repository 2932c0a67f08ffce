/** Dispatched on `document` once React has hydrated the page (see server/web/defer-hydration.ts). */
export const HYDRATED_EVENT = 'app:hydrated';
