import type { ApiClient } from '~/web/api/client';

/** How many sponsors have not chosen 30 days after their child left (0 when it cannot be read). */
export async function overdueDepartures(api: ApiClient): Promise<number> {
  const res = await api.get<{ total?: number }>('/api/departures?overdue=true&pageSize=1');
  return res.status === 200 && typeof res.body.total === 'number' ? res.body.total : 0;
}
