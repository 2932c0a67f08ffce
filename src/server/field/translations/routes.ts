import { requestLanguage } from '~/server/core/http/language';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { translate } from '~/shared/i18n';
import { translationContracts } from '~/shared/contracts/translations';
import { ADMINISTRATOR, FIELD } from '~/shared/staff-roles';
import { fieldText, fieldTextFor } from '../texts';
import { answerForm, readPhotoForm, safeReturn } from '~/server/sponsorship';
import { MAX_TRANSLATION_PHOTOS } from '~/shared/schemas/translation';
import { addTranslationPhotos, removeTranslationPhoto } from './photos';
import { checkTranslation, claimTranslation, pairsOf, saveTranslation, setStaffPairs } from './queue';
import { listTranslations } from './view';

const missing = () => fieldText('translation.notFound');

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
    auth: 'admin',
    roles: FIELD,
    notFound: missing,
    handler: async ({ deps, params, admin, request }) => {
      const t = fieldTextFor(requestLanguage(request));
      await claimTranslation(deps.db, params.id, admin, t);
      return { message: t('translation.claimed') };
    },
  }),

  defineRoute(translationContracts.save, {
    auth: 'admin',
    roles: FIELD,
    notFound: missing,
    handler: async ({ deps, params, body, admin, request }) => {
      const t = fieldTextFor(requestLanguage(request));
      await saveTranslation(deps.db, params.id, admin, body, t);
      return { message: t(body.done ? 'translation.done' : 'translation.saved') };
    },
  }),

  defineRoute(translationContracts.addPhotos, {
    auth: 'admin',
    roles: FIELD,
    notFound: missing,
    handler: async ({ deps, params, admin, request, reply }) => {
      const t = fieldTextFor(requestLanguage(request));
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
    auth: 'admin',
    roles: FIELD,
    notFound: missing,
    handler: async ({ deps, params, query, admin, request }) => {
      const t = fieldTextFor(requestLanguage(request));
      await removeTranslationPhoto(deps.db, params.id, admin, query.image, t);
      return { message: t('translation.photoRemoved') };
    },
  }),

  defineRoute(translationContracts.check, {
    auth: 'admin',
    roles: FIELD,
    notFound: missing,
    handler: async ({ deps, params, admin, request }) => {
      const t = fieldTextFor(requestLanguage(request));
      const count = await checkTranslation(deps, params.id, admin, t);
      return { message: t('translation.checked', { count }) };
    },
  }),

  defineRoute(translationContracts.staffPairs, {
    auth: 'admin',
    roles: ADMINISTRATOR,
    notFound: () => translate('staff:api.notFound'),
    handler: async ({ deps, params, body, admin, request }) => {
      const t = fieldTextFor(requestLanguage(request));
      await setStaffPairs(deps.db, admin.id, params.id, body.pairs, translate('staff:api.notFound'));
      return { message: t('translation.pairsSaved') };
    },
  }),
];
