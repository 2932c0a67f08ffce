import { contract } from '~/shared/contract';
import { idParams } from '~/shared/schemas/common';
import { messageAnswerSchema } from '~/shared/schemas/record';
import {
  MAX_TRANSLATION_PHOTOS,
  staffTranslatesInputSchema,
  translationInputSchema,
  translationPhotoQuerySchema,
  translationListSchema,
  translationQuerySchema,
} from '~/shared/schemas/translation';

const tags = ['field'];

/** The letters' translation queue (docs/field.md#translation; src/server/field/translations). */
export const translationContracts = {
  list: contract({
    method: 'GET',
    url: '/api/translations',
    summary:
      'Letters waiting for a translation, oldest first, with who translates each (a field officer: their pairs only); ?status=, ?overdue=1 (waiting over 30 days); `overdue` counts those',
    tags,
    query: translationQuerySchema,
    response: translationListSchema,
  }),
  claim: contract({
    method: 'POST',
    url: '/api/translations/:id/claim',
    status: 200,
    summary: 'Take a waiting letter to translate (the pair must be one of yours: 403; taken by another: 409)',
    tags,
    params: idParams,
    response: messageAnswerSchema,
  }),
  save: contract({
    method: 'PUT',
    url: '/api/translations/:id',
    summary: "Write the translation beside the original: a draft, or `done` for a second reader's check",
    tags,
    params: idParams,
    body: translationInputSchema,
    response: messageAnswerSchema,
  }),
  addPhotos: contract({
    method: 'POST',
    url: '/api/translations/:id/photos',
    status: 200,
    summary: `Attach photos of a translation written by hand (multipart: up to ${MAX_TRANSLATION_PHOTOS} files "photos" in all, returnTo); only its translator, until checked. A page's form post (Accept: text/html) is answered 303 to its returnTo`,
    tags,
    params: idParams,
    response: messageAnswerSchema,
  }),
  removePhoto: contract({
    method: 'DELETE',
    url: '/api/translations/:id/photos',
    status: 200,
    summary: 'Take one photo (?image=, its address) off a translation; only its translator, until checked',
    tags,
    params: idParams,
    query: translationPhotoQuerySchema,
    response: messageAnswerSchema,
  }),
  check: contract({
    method: 'POST',
    url: '/api/translations/:id/check',
    status: 200,
    summary:
      "A second reader checks a finished translation; a child's letter is then posted to its sponsors, the original beside the translation",
    tags,
    params: idParams,
    response: messageAnswerSchema,
  }),
  staffPairs: contract({
    method: 'PUT',
    url: '/api/staff/:id/translates',
    summary: 'Set the language pairs a staff member translates (rw-en, rw-fr, en-rw, fr-rw), replacing theirs',
    tags,
    params: idParams,
    body: staffTranslatesInputSchema,
    response: messageAnswerSchema,
  }),
};
