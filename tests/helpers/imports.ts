import type { ImportResult } from '~/shared/schemas/imports';
import { expectJson } from './api';
import type { TestServer } from './server';

/** What an import is posted with besides its file (docs/importing.md): its kind, a dry run, bad rows skipped. */
export type ImportFields = { kind: string; dryRun?: boolean; skipErrors?: boolean };

/** An import's file and its name (the name tells a CSV, an XLSX or a ZIP), with its fields. */
export type ImportUpload = ImportFields & { file: Buffer | string; name: string };

/** The multipart form of an import: its fields (those given), then the file under its name. */
export function importForm({ file, name, ...fields }: ImportUpload): FormData {
  const form = new FormData();
  form.append('kind', fields.kind);
  if (fields.dryRun !== undefined) form.append('dryRun', String(fields.dryRun));
  if (fields.skipErrors !== undefined) form.append('skipErrors', String(fields.skipErrors));
  form.append('file', new Blob([new Uint8Array(Buffer.from(file))]), name);
  return form;
}

/** POST /api/imports (or `/api/imports/jobs`, queued), as the staff member of `token`. */
export const postImport = (s: TestServer, token: string, upload: ImportUpload, path = '/api/imports') =>
  s.request(path, { method: 'POST', body: importForm(upload), token });

/** An import's answer, of this status (422: rows refused): its result. */
export const importResult = async (res: Response, status = 200) =>
  (await expectJson<{ data: ImportResult }>(res, status)).data;
