import type { Child } from '~/shared/schemas/child';
import { type ApiClient, listOf } from '~/web/api/client';

/** Every child, or null when the list could not be loaded (the section shows its error state). */
export type ChildrenResult = Child[] | null;

/** In a loader (in-process) or a client loader (over HTTP): the same call. */
export async function readChildren(api: ApiClient): Promise<ChildrenResult> {
  try {
    return listOf<Child>(await api.get('/api/pending/sponsors'));
  } catch {
    return null;
  }
}
