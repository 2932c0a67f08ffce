/*
 * The contract between the server, which rewrites public pages so that React boots at
 * the visitor's first interaction (src/server/web/defer-hydration.ts), the loader it
 * puts in them (src/server/web/boot-loader.ts) and the web app (decision 007).
 */

/** Dispatched on `document` once React has hydrated the page. */
export const HYDRATED_EVENT = 'app:hydrated';

/**
 * An attribute on an inert element the root layout renders after the page's content,
 * right before React Router's scripts: the page's CSP allows only the inline scripts
 * that follow its last occurrence (see server/http/csp.ts).
 */
export const SCRIPTS_MARKER = 'data-scripts-follow';

/** The localStorage key of the gift cart: a page with a cart in it boots React at once. */
export const CART_STORAGE_KEY = 'giftCart';

/**
 * On a link or a form's submit button that stands in for a button until React runs, and
 * on that button (`type="button"`): a tap on the stand-in is held, then replayed on the
 * button with the same value once React is in (followed or posted if React never comes).
 */
export const BOOT_REPLAY_ATTRIBUTE = 'data-boot-replay';

/** How long a tapped stand-in link waits for React before it is followed as a link. */
export const LINK_FALLBACK_MS = 8000;

/**
 * The attribute of the loader's script that carries its plan (a `BootPlan` as JSON):
 * the module preloads React Router would have sent and its boot scripts, in order.
 */
export const BOOT_DATA_ATTRIBUTE = 'data-boot';

export interface BootPlan {
  preloads: string[];
  /** Loaded in this order at the first interaction (served files, never inline text). */
  scripts: { src: string; module?: boolean }[];
}

/**
 * Set at once on the control a visitor presses before React has taken over, removed when
 * React has replayed the press: the control shows it is busy within the frame
 * (`aria-busy="true"` as well, for assistive technology). Styled in app.css.
 */
export const BOOT_BUSY_CLASS = 'boot-busy';

/** The first signs of a visitor that boot React. */
export const BOOT_TRIGGERS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover', 'wheel', 'scroll'];
