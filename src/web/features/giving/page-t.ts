import type { Catalogue } from '~/shared/i18n/core';
import { useT } from '~/web/i18n';

/** The giving page's texts, handed over by its loader (no public page carries them otherwise). */
export function useGivingT(texts: Catalogue) {
  const { i18n, lang } = useT();
  if (!i18n.hasResourceBundle(i18n.language, 'giving'))
    i18n.addResourceBundle(i18n.language, 'giving', texts, true, false);
  return {
    t: i18n.getFixedT(i18n.language, 'giving', 'page'),
    /** The receipt's own texts (shared with the PDF and the e-mail). */
    tr: i18n.getFixedT(i18n.language, 'giving', 'receipt'),
    lang,
  };
}

export type GivingT = ReturnType<typeof useGivingT>['t'];
