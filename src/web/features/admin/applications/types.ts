import type { Application } from '~/shared/schemas/application';

export const sortModes = ['newest', 'oldest', 'name'] as const;
export type SortMode = (typeof sortModes)[number];
export const readSort = (v: string | null): SortMode =>
  sortModes.includes(v as SortMode) ? (v as SortMode) : 'newest';

export const fullName = (a: Application) => `${a.firstName} ${a.lastName}`.trim();

/** SPEC: the search matches first name, last name, e-mail and the skills text. */
export function filterApplications(list: Application[], query: string): Application[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return list;
  return list.filter((a) =>
    [a.firstName, a.lastName, fullName(a), a.email, a.skillsInterests?.name ?? ''].some((f) =>
      f.toLocaleLowerCase().includes(q),
    ),
  );
}

/** Newest First, Oldest First (by the date applied) or Name A-Z (first then last name). */
export function sortApplications(list: Application[], mode: SortMode): Application[] {
  const byDate = (a: Application, b: Application) => Date.parse(a.createdAt) - Date.parse(b.createdAt);
  const copy = [...list];
  if (mode === 'newest') return copy.sort((a, b) => byDate(b, a));
  if (mode === 'oldest') return copy.sort(byDate);
  return copy.sort(
    (a, b) => fullName(a).localeCompare(fullName(b), undefined, { sensitivity: 'base' }) || byDate(b, a),
  );
}
