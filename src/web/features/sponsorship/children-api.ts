import type { ApiClient } from '~/web/context';
import { pageLanguage } from '~/web/i18n';

/** A child as GET /api/pending/sponsors returns it (public fields only). */
export interface Child {
  _id: string;
  name: string;
  age: number;
  location: string;
  story: string;
  needs: string[];
  /** Rwandan francs. */
  monthlySupport: number;
  photo: string | null;
  isSponsored: boolean;
}

/** Every child, or null when the list could not be loaded (the section shows its error state). */
export type ChildrenResult = Child[] | null;

const readList = (status: number, body: unknown): ChildrenResult =>
  status === 200 && Array.isArray((body as { data?: unknown } | null)?.data) ? (body as { data: Child[] }).data : null;

/** In a server loader: the site's own API, in-process. */
export async function loadChildren(api: ApiClient): Promise<ChildrenResult> {
  try {
    const res = await api.get('/api/pending/sponsors');
    return readList(res.status, res.body);
  } catch {
    return null;
  }
}

/** In the browser (client navigations): the same endpoint over HTTP. */
export async function fetchChildren(lang: string = pageLanguage()): Promise<ChildrenResult> {
  try {
    const res = await fetch(`/api/pending/sponsors?lang=${encodeURIComponent(lang)}`, {
      headers: { accept: 'application/json' },
    });
    return readList(res.status, await res.json().catch(() => null));
  } catch {
    return null;
  }
}
