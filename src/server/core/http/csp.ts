import { createHash } from 'node:crypto';
import { SCRIPTS_MARKER } from '~/shared/boot';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * CSP for a rendered page: scripts from our origin plus, by hash, the inline scripts
 * that follow the root layout's marker (React Router's and the boot loader, rendered
 * after all the page's content). Unlike a nonce, hashes let the same page be cached and
 * revalidated; taking only those after the marker's last occurrence means that a
 * script which found its way into the content, however it was written, is refused.
 */
export function pageCsp(html: string, formTargets: readonly string[] = []): string {
  // The element as React renders it: inside a script's data `<` is escaped, so the tag
  // itself can only be markup.
  const marker = html.lastIndexOf(`<template ${SCRIPTS_MARKER}=""></template>`);
  const framework = marker === -1 ? html : html.slice(marker);
  const hashes = new Set<string>();
  for (const m of framework.matchAll(INLINE_SCRIPT)) {
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
    );
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://i.ytimg.com",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    // A form posted without JavaScript may be redirected to a card partner's hosted page:
    // form-action governs that redirect too, so the partner's origin is allowed (checkoutOrigins).
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    "object-src 'none'",
  ].join('; ');
}

/**
 * Where a payment form may send the browser: the live card partner's hosted checkout
 * (docs/payments.md#cards-never-touch-our-server). Flutterwave's answers link to its own checkout host, hence any of its
 * hosts at the real API; a base URL of another host (a double, a staging proxy) serves
 * the hosted page itself.
 */
export function checkoutOrigins(env: { FLUTTERWAVE_BASE_URL: string; FLUTTERWAVE_SECRET_KEY?: string }): string[] {
  if (!env.FLUTTERWAVE_SECRET_KEY) return [];
  const base = new URL(env.FLUTTERWAVE_BASE_URL);
  return base.hostname === 'flutterwave.com' || base.hostname.endsWith('.flutterwave.com')
    ? ['https://*.flutterwave.com']
    : [base.origin];
}

/** For everything that is not a rendered page (JSON, images, assets). */
export const DEFAULT_CSP =
  "default-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";
