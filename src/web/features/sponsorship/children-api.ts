import { type ApiClient, listOf } from '~/web/api/client';

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

/** In a loader (in-process) or a client loader (over HTTP): the same call. */
export async function readChildren(api: ApiClient): Promise<ChildrenResult> {
  try {
    return listOf<Child>(await api.get('/api/pending/sponsors'));
  } catch {
    return null;
  }
}
