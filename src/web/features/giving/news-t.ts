import type { Catalogue } from '~/shared/i18n/core';
import { useT } from '~/web/i18n';

/** The child-news texts of the giving page, handed over by its loader (no other public page carries them). */
export function useNewsT(texts: Catalogue) {
  const { i18n, lang } = useT();
  if (!i18n.hasResourceBundle(i18n.language, 'childNews'))
    i18n.addResourceBundle(i18n.language, 'childNews', texts, true, false);
  return { t: i18n.getFixedT(i18n.language, 'childNews'), lang };
}

export type NewsT = ReturnType<typeof useNewsT>['t'];
