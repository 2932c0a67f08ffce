import { contract } from '~/shared/contract';
import { idParams } from '~/shared/schemas/common';
import { dataOf, listOf, messageAnswerSchema, messageAndDataOf } from '~/shared/schemas/record';
import {
  centreInputSchema,
  centreSchema,
  clientIdParams,
  fieldChildSchema,
  fieldItemAnswerSchema,
  fieldItemInputSchema,
  fieldItemListSchema,
  fieldItemQuerySchema,
  fieldUploadAnswerSchema,
  fieldUploadSchema,
  returnInputSchema,
  staffCentresInputSchema,
  uploadIdParams,
} from '~/shared/schemas/field';

const tags = ['field'];

/** The field (docs/field.md; src/server/field/README.md): centres, the officer's children, items, uploads, review. */
export const fieldContracts = {
  centres: contract({
    method: 'GET',
    url: '/api/centres',
    summary: "The programme's centres, by name",
    tags,
    response: listOf(centreSchema),
  }),
  addCentre: contract({
    method: 'POST',
    url: '/api/centres',
    status: 201,
    summary: 'Add a centre (its name is unique: 409 when taken)',
    tags,
    body: centreInputSchema,
    response: messageAndDataOf(centreSchema),
  }),
  staffCentres: contract({
    method: 'PUT',
    url: '/api/staff/:id/centres',
    summary: "Set the centres a field officer is assigned to (replacing them): they see those centres' children",
    tags,
    params: idParams,
    body: staffCentresInputSchema,
    response: messageAnswerSchema,
  }),
  children: contract({
    method: 'GET',
    url: '/api/field/children',
    summary:
      "The children a field officer works with (their centres'; everyone's for sponsorship staff): preferred name, photo, age, centre and the last approved report; nothing of a sponsor",
    tags,
    response: listOf(fieldChildSchema),
  }),
  putItem: contract({
    method: 'PUT',
    url: '/api/field/items/:clientId',
    summary:
      "Send a progress report or a child's letter under the id the phone made: sending it again is the same item (the same answer); 403 for a child outside the officer's centres, 410 for a child who left",
    tags,
    params: clientIdParams,
    body: fieldItemInputSchema,
    response: fieldItemAnswerSchema,
  }),
  items: contract({
    method: 'GET',
    url: '/api/field/items',
    summary: 'What arrived from the field, newest first (a field officer: their own), by status',
    tags,
    query: fieldItemQuerySchema,
    response: fieldItemListSchema,
  }),
  approve: contract({
    method: 'POST',
    url: '/api/field/items/:id/approve',
    status: 200,
    summary: "Approve an item: it becomes the child's news, seen by the sponsor on their page and e-mailed",
    tags,
    params: idParams,
    response: fieldItemAnswerSchema,
  }),
  return: contract({
    method: 'POST',
    url: '/api/field/items/:id/return',
    status: 200,
    summary: 'Return an item to the field officer with a reason',
    tags,
    params: idParams,
    body: returnInputSchema,
    response: fieldItemAnswerSchema,
  }),
  uploadChunk: contract({
    method: 'PUT',
    url: '/api/field/uploads/:uploadId',
    summary:
      'Send one part of a photo (raw bytes, Content-Range: bytes start-end/total, at most 1 MiB): the last part makes it an image; 413 over 5 MB, 415 for what is not an image, 409 with Upload-Offset for a gap',
    tags,
    params: uploadIdParams,
    response: fieldUploadAnswerSchema,
  }),
  uploadState: contract({
    method: 'GET',
    url: '/api/field/uploads/:uploadId',
    summary: 'How many bytes of an upload arrived (also in the Upload-Offset header; HEAD answers the header alone)',
    tags,
    params: uploadIdParams,
    response: dataOf(fieldUploadSchema),
  }),
};
