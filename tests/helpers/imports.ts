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

/**
 * A CSV file as a test writes it, one row a line, indented with the code around it:
 * the text without the template's opening and closing line breaks and without the
 * indent its lines share (`csvFile\`\n  ref,name\n  R-1,Aline\n\`` is `ref,name\nR-1,Aline`).
 */
export function csvFile(strings: TemplateStringsArray, ...values: unknown[]): string {
  const text = strings.reduce((all, part, i) => all + String(values[i - 1]) + part);
  const lines = text.split('\n');
  if (!lines[0]!.trim()) lines.shift();
  if (!lines.at(-1)!.trim()) lines.pop();
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return lines.map((l) => l.slice(indent)).join('\n');
}
