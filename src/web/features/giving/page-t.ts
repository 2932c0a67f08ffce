import type { Catalogue } from '~/shared/i18n/core';
import { useHandedTexts } from './handed-texts';

/** The giving page's texts, handed over by its loader (no public page carries them otherwise). */
export function useGivingT(texts: Catalogue) {
  const { i18n, lang } = useHandedTexts('giving', texts);
  return {
    t: i18n.getFixedT(i18n.language, 'giving', 'page'),
    /** The receipt's own texts (shared with the PDF and the e-mail). */
    tr: i18n.getFixedT(i18n.language, 'giving', 'receipt'),
    lang,
  };
}

export type GivingT = ReturnType<typeof useGivingT>['t'];
