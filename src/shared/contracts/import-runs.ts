import { contract } from '~/shared/contract';
import { idParams } from '~/shared/schemas/common';
import {
  distinctPairAnswerSchema,
  distinctPairSchema,
  duplicateListSchema,
  duplicateQuerySchema,
  importRunAnswerSchema,
  importRunListQuerySchema,
  importRunPageSchema,
  portalLinksAnswerSchema,
} from '~/shared/schemas/import-runs';

const tags = ['imports'];

/** Past imports, their portal links and the duplicates report (docs/importing.md; src/server/people/imports/run-routes.ts). */
export const importRunContracts = {
  list: contract({
    method: 'GET',
    url: '/api/imports',
    summary: 'Past imports, newest first: who, when, the file, its counts (the kinds the caller may import)',
    tags,
    query: importRunListQuerySchema,
    response: importRunPageSchema,
  }),
  one: contract({
    method: 'GET',
    url: '/api/imports/:id',
    summary: "One past import with every row's result",
    tags,
    params: idParams,
    response: importRunAnswerSchema,
  }),
  results: contract({
    method: 'GET',
    url: '/api/imports/:id/results',
    summary: "One past import's results as a CSV file: row, status, ref, column and reason of each error",
    tags,
    params: idParams,
  }),
  portalLinks: contract({
    method: 'POST',
    url: '/api/imports/:id/portal-links',
    summary:
      'E-mails each supporter of an import one link to their giving page, in their language; once per import (409 after), once per address ever',
    tags,
    params: idParams,
    response: portalLinksAnswerSchema,
  }),
  duplicates: contract({
    method: 'GET',
    url: '/api/supporters/duplicates',
    summary:
      'Likely duplicate supporters: the same phone (E.164), the same e-mail but for case or dots, or similar names; ?import= keeps the pairs with someone that import found',
    tags: ['supporters'],
    query: duplicateQuerySchema,
    response: duplicateListSchema,
  }),
  distinct: contract({
    method: 'POST',
    url: '/api/supporters/duplicates/distinct',
    summary:
      'Says two supporters the duplicates report paired are not the same person: the pair is no longer reported (stored, in the activity log)',
    tags: ['supporters'],
    body: distinctPairSchema,
    status: 201,
    response: distinctPairAnswerSchema,
  }),
  undoDistinct: contract({
    method: 'DELETE',
    url: '/api/supporters/duplicates/distinct/:a/:b',
    summary: 'Undoes "not the same person": the pair is reported again if still alike',
    tags: ['supporters'],
    params: distinctPairSchema,
    response: distinctPairAnswerSchema,
  }),
};
