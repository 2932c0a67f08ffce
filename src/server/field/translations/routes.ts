import { onAStaffMember } from '../staff-member';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { translationContracts } from '~/shared/contracts/translations';
import { FIELD } from '~/shared/staff-roles';
import { fieldText, fieldTextOf } from '../texts';
import { answerForm, readPhotoForm, safeReturn } from '~/server/sponsorship';
import { MAX_TRANSLATION_PHOTOS } from '~/shared/schemas/translation';
import { addTranslationPhotos, removeTranslationPhoto } from './photos';
import { checkTranslation, claimTranslation, pairsOf, saveTranslation, setStaffPairs } from './queue';
import { listTranslations } from './view';

/** A route on one letter of the queue: a translator's (field staff), and a 404 for a letter not there. */
const onOneLetter = { auth: 'admin', roles: FIELD, notFound: () => fieldText('translation.notFound') } as const;

/** The letters' translation queue (docs/field.md#translation): staff who carry the pair translate and check. */
export const translationRoutes: ApiRoute[] = [
  defineRoute(translationContracts.list, {
    auth: 'admin',
    roles: FIELD,
    handler: async ({ deps, admin, query, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      return listTranslations(deps.db, admin, await pairsOf(deps.db, admin.id), query);
    },
  }),

  defineRoute(translationContracts.claim, {
    ...onOneLetter,
    handler: async ({ deps, params, admin, request }) => {
      const t = fieldTextOf(request);
      await claimTranslation(deps.db, params.id, admin, t);
      return { message: t('translation.claimed') };
    },
  }),

  defineRoute(translationContracts.save, {
    ...onOneLetter,
    handler: async ({ deps, params, body, admin, request }) => {
      const t = fieldTextOf(request);
      await saveTranslation(deps.db, params.id, admin, body, t);
      return { message: t(body.done ? 'translation.done' : 'translation.saved') };
    },
  }),

  defineRoute(translationContracts.addPhotos, {
    ...onOneLetter,
    handler: async ({ deps, params, admin, request, reply }) => {
      const t = fieldTextOf(request);
      let back = '/dashboard/translations';
      return answerForm(
        request,
        reply,
        () => back,
        async () => {
          const { fields, files } = await readPhotoForm(request, 'photos', MAX_TRANSLATION_PHOTOS);
          back = safeReturn(fields.returnTo, back);
          const count = await addTranslationPhotos(deps.db, params.id, admin, files, t);
          return { message: t('translation.photosAdded', { count }) };
        },
      );
    },
  }),

  defineRoute(translationContracts.removePhoto, {
    ...onOneLetter,
    handler: async ({ deps, params, query, admin, request }) => {
      const t = fieldTextOf(request);
      await removeTranslationPhoto(deps.db, params.id, admin, query.image, t);
      return { message: t('translation.photoRemoved') };
    },
  }),

  defineRoute(translationContracts.check, {
    ...onOneLetter,
    handler: async ({ deps, params, admin, request }) => {
      const t = fieldTextOf(request);
      const count = await checkTranslation(deps, params.id, admin, t);
      return { message: t('translation.checked', { count }) };
    },
  }),

  defineRoute(translationContracts.staffPairs, {
    ...onAStaffMember,
    handler: async ({ deps, params, body, admin, request }) => {
      const t = fieldTextOf(request);
      await setStaffPairs(deps.db, admin.id, params.id, body.pairs);
      return { message: t('translation.pairsSaved') };
    },
  }),
];
