import { contract } from '~/shared/contract';
import { freshnessSettingsSchema } from '~/shared/schemas/child';
import { dataOf, messageAndDataOf } from '~/shared/schemas/record';

const tags = ['sponsorship'];

/** Freshness (docs/field.md#freshness): the Site setting that keeps stale children off the public list. */
export const freshnessContracts = {
  settings: contract({
    method: 'GET',
    url: '/api/children/freshness',
    summary: 'Whether children with no report or photo in 12 months are kept off the public list',
    tags,
    response: dataOf(freshnessSettingsSchema),
  }),
  save: contract({
    method: 'PUT',
    url: '/api/children/freshness',
    summary: 'Keep children with no report or photo in 12 months off the public list ({ hideStale }), or not',
    tags,
    body: freshnessSettingsSchema,
    response: messageAndDataOf(freshnessSettingsSchema),
  }),
};
