import { contract } from '~/shared/contract';
import { idParams } from '~/shared/schemas/common';
import {
  importAnswerSchema,
  importFieldsSchema,
  importJobQueuedSchema,
  importJobSchema,
  importKindParams,
  MAX_IMPORT_BYTES,
} from '~/shared/schemas/imports';

const tags = ['imports'];

/** Importing a charity's spreadsheets (docs/importing.md; src/server/people/imports/routes.ts). */
export const importContracts = {
  run: contract({
    method: 'POST',
    url: '/api/imports',
    summary:
      'Imports a CSV or XLSX file of one kind (multipart: kind, file, dryRun, skipErrors): every row created, updated, unchanged or an error',
    description:
      'Rows match existing records by `ref`, else normalised e-mail, else phone (E.164). A dry run writes nothing. ' +
      'A real run of a file with an error row writes nothing and answers 422 with the same results, unless ' +
      '`skipErrors=true`. Importing the same file again leaves every row unchanged. Imported people are sent no ' +
      'e-mail. Administrator; finance for supporters, donations and subscribers; sponsorship for children and ' +
      'sponsorships. A file that cannot be read (not CSV or XLSX, not UTF-8, a required column missing) is 400 ' +
      `or 415 naming the file; one over ${MAX_IMPORT_BYTES / 1024 / 1024} MB is 413.`,
    tags,
    multipart: { fields: importFieldsSchema, file: 'file', maxBytes: MAX_IMPORT_BYTES },
    response: importAnswerSchema,
  }),
  template: contract({
    method: 'GET',
    url: '/api/imports/templates/:kind',
    summary: "A kind's template (CSV): its columns, a note row saying what each holds, and one example row",
    tags,
    params: importKindParams,
  }),
  queue: contract({
    method: 'POST',
    url: '/api/imports/jobs',
    summary:
      'Queues an import (the same multipart as POST /api/imports) and answers at once with its id: for a large file',
    description:
      'The import runs in the background, in batches; `GET /api/imports/jobs/{id}` says where it is and, once it ' +
      'has run, gives the answer `POST /api/imports` would have given (and its status).',
    tags,
    multipart: { fields: importFieldsSchema, file: 'file', maxBytes: MAX_IMPORT_BYTES },
    status: 202,
    response: importJobQueuedSchema,
  }),
  job: contract({
    method: 'GET',
    url: '/api/imports/jobs/:id',
    summary: 'A queued import: queued, running, done or failed, and its results once it has run',
    tags,
    params: idParams,
    response: importJobSchema,
  }),
};
