/**
 * The dashboard at /{admin prefix}/{screen}: the same layout, without its error boundary.
 * Its route matches `/{any first segment}/{screen}`, and a first segment other than the
 * prefix (`/x/viewmessage`) must reach the root's boundary: the public 404 page.
 */
export { middleware, loader, shouldRevalidate, meta, default } from './layout';
