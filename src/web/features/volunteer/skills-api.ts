import type { ApiClient } from '~/web/context';
import { pageLanguage } from '~/web/i18n';

/** A volunteer opportunity, as GET /api/availability returns it. */
export interface Skill {
  _id: string;
  name: string;
  description: string;
  requirements: string[];
}

const readList = (status: number, body: unknown): Skill[] =>
  status === 200 && Array.isArray((body as { data?: unknown } | null)?.data) ? (body as { data: Skill[] }).data : [];

/** In a server loader. An unavailable list leaves only the placeholder: the field is optional. */
export async function loadSkills(api: ApiClient): Promise<Skill[]> {
  try {
    const res = await api.get('/api/availability');
    return readList(res.status, res.body);
  } catch {
    return [];
  }
}

/** In the browser (client navigations). */
export async function fetchSkills(lang: string = pageLanguage()): Promise<Skill[]> {
  try {
    const res = await fetch(`/api/availability?lang=${encodeURIComponent(lang)}`, {
      headers: { accept: 'application/json' },
    });
    return readList(res.status, await res.json().catch(() => null));
  } catch {
    return [];
  }
}
