import type { Skill } from '~/shared/schemas/skill';
import { skillContracts } from '~/shared/contracts/skills';
import { type ApiClient, call } from '~/web/api/client';

/**
 * In a loader (in-process) or a client loader (over HTTP). An unavailable list leaves
 * only the placeholder: the field is optional.
 */
export async function readSkills(api: ApiClient): Promise<Skill[]> {
  try {
    const res = await call(api, skillContracts.list);
    return res.status === 200 ? res.body.data : [];
  } catch {
    return [];
  }
}
