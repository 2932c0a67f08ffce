import type { Catalogue } from '~/shared/i18n/core';
import { useHandedTexts } from './handed-texts';

/** The child-news texts of the giving page, handed over by its loader (no other public page carries them). */
export function useNewsT(texts: Catalogue) {
  const { i18n, lang } = useHandedTexts('childNews', texts);
  return { t: i18n.getFixedT(i18n.language, 'childNews'), lang };
}

export type NewsT = ReturnType<typeof useNewsT>['t'];
