import { createHash } from 'node:crypto';
import { contractPath } from '~/shared/contract';
import { fieldContracts } from '~/shared/contracts/field';
import { FIELD_FORM_PART_BYTES } from './limits';
import { type ApiClient, callAsPosted, isOk, messageOf, refusalOf } from '~/web/api/client';
import { readForm } from '~/web/components/form-action.server';
import type { FieldPosted } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The upload id of a form's n-th photo: the same on a resend of the same form, so its parts are the same upload. */
function uploadIdFor(clientId: string, n: number): string {
  const h = createHash('sha256').update(`${clientId}:${n}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** One photo in parts, through the same route the phone uses: null once complete, else the refusal. */
async function upload(api: ApiClient, uploadId: string, bytes: Uint8Array) {
  const path = contractPath(fieldContracts.uploadChunk, { uploadId });
  for (let start = 0; start < bytes.length; start += FIELD_FORM_PART_BYTES) {
    const part = bytes.subarray(start, Math.min(bytes.length, start + FIELD_FORM_PART_BYTES));
    const res = await api.send('PUT', path, part, {
      'content-range': `bytes ${start}-${start + part.length - 1}/${bytes.length}`,
    });
    if (!isOk(res)) return { status: res.status, message: refusalOf(res.body) };
  }
  return null;
}

/**
 * The /field page's forms without JavaScript (docs/field.md#without-javascript): the
 * photos go up in parts, then the item under the form's id, so a form posted twice is
 * one item. The API checks everything (the child, the fields, the photos).
 */
export async function postFieldForm(api: ApiClient, request: Request): Promise<FieldPosted> {
  const form = await readForm(request);
  const value = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v.trim() : '';
  };
  const kind = value('kind') === 'report' || value('kind') === 'letter' ? (value('kind') as 'report' | 'letter') : null;
  const childId = UUID.test(value('childId')) ? value('childId') : null;
  const answer = (status: number, message: string | null): FieldPosted => ({
    ok: status < 300,
    status,
    kind,
    childId,
    message,
  });
  if (!kind) return answer(400, null);
  const clientId = UUID.test(value('clientId')) ? value('clientId').toLowerCase() : crypto.randomUUID();
  const files = form
    .getAll(kind === 'report' ? 'photo' : 'pages')
    .filter((f): f is File => typeof f !== 'string' && f.size > 0);
  const uploads: string[] = [];
  for (const [n, file] of files.entries()) {
    const uploadId = uploadIdFor(clientId, n);
    const refused = await upload(api, uploadId, new Uint8Array(await file.arrayBuffer()));
    if (refused) return answer(refused.status, refused.message);
    uploads.push(uploadId);
  }
  const attendance = value('attendance');
  const base = { kind, childId: value('childId'), lang: value('lang'), capturedAt: new Date().toISOString() };
  const body =
    kind === 'report'
      ? {
          ...base,
          report: {
            schoolLevel: value('schoolLevel'),
            attendance: attendance === '' ? undefined : Number(attendance),
            healthCheckOn: value('healthCheckOn') || undefined,
            activities: value('activities'),
            note: value('note'),
          },
          photos: uploads,
        }
      : { ...base, transcription: value('transcription'), pages: uploads };
  const res = await callAsPosted(api, fieldContracts.putItem, { params: { clientId }, body });
  return answer(isOk(res) ? 200 : res.status, isOk(res) ? messageOf(res.body) : refusalOf(res.body));
}
