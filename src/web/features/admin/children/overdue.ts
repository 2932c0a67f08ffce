import { childContracts } from '~/shared/contracts/children';
import { type ApiClient, call } from '~/web/api/client';

/** How many sponsors have not chosen 30 days after their child left (0 when it cannot be read). */
export async function overdueDepartures(api: ApiClient): Promise<number> {
  const res = await call(api, childContracts.departures, { query: { overdue: 'true', pageSize: 1 } });
  return res.status === 200 ? res.body.total : 0;
}
