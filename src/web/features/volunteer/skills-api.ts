import type { Skill } from '~/shared/schemas/skill';
import { type ApiClient, listOf } from '~/web/api/client';

/**
 * In a loader (in-process) or a client loader (over HTTP). An unavailable list leaves
 * only the placeholder: the field is optional.
 */
export async function readSkills(api: ApiClient): Promise<Skill[]> {
  try {
    return listOf<Skill>(await api.get('/api/availability')) ?? [];
  } catch {
    return [];
  }
}
