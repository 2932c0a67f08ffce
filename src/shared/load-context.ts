import type { Language } from '~/shared/i18n/core';
import type { PaymentMethod } from '~/shared/schemas/payment-methods';
import type { SiteContent } from '~/shared/schemas/site-settings';
import type { StaffRole } from '~/shared/staff-roles';

/*
 * What the server hands every page's loaders and actions (React Router's load
 * context). The server builds it (src/server/web/load-context.ts), the web app reads it
 * (src/web/context.ts): the shape lives here so that neither imports the other.
 */

/** What the site needs to know about the organisation (configuration, not code). */
export interface SiteConfig {
  org: { name: string; email: string; phone: string; address: string };
  adminPrefix: string;
  publicUrl: string;
  /** ORG_TIME_ZONE: the dashboard shows and exports dates in it. */
  timeZone?: string;
  /** Real money (a payment provider is live): pages ask for no card number or PIN. */
  paymentsLive?: boolean;
  /** Methods no payment goes through here (their provider is not live): forms do not offer them. Absent when none. */
  methodsOff?: PaymentMethod[];
  /** Francs per US dollar: a gift order paid by mobile money or airtime is charged in RWF at this rate. */
  rwfPerUsd?: number;
}

export interface ApiResponse<T> {
  status: number;
  body: T;
  /** Cookies the API set (a sign-in made through a page's form passes them on). */
  setCookies?: string[];
  /** A paged bare-array answer's X-Total-Count (decision 009): records in the filtered list. */
  totalCount?: number;
}

/** Calls the site's own API in-process, carrying the visitor's cookies. */
export interface ApiClient {
  get<T = unknown>(path: string): Promise<ApiResponse<T>>;
  /** `headers`: what the request adds of its own (a payment's Idempotency-Key). */
  send<T = unknown>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiResponse<T>>;
}

export interface AdminSummary {
  name: string;
  email: string;
  /** Decides which dashboard screens they see (src/shared/staff-screens.ts). */
  role: StaffRole;
}

export interface AppLoadContext {
  site: SiteConfig;
  /** Staff's site settings in the page's language (organisation, hero, tiers, goal, programme texts). */
  content: SiteContent;
  /** The page's language (query, cookie, Accept-Language) and the languages on offer. */
  lang: Language;
  languages: Language[];
  api: ApiClient;
  /** The signed-in admin, resolved by the server from the session cookie. */
  admin: AdminSummary | null;
}
