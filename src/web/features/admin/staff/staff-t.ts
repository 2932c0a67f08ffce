import type { Catalogue } from '~/shared/i18n/core';
import { useT } from '~/web/i18n';

/**
 * The sign-in steps' texts (the `staff` catalogue), handed over by each page's loader:
 * those pages are outside the dashboard's layout, and no public page carries them.
 */
export function useStaffPageT(texts: Catalogue) {
  const { i18n, lang } = useT();
  if (!i18n.hasResourceBundle(i18n.language, 'staff'))
    i18n.addResourceBundle(i18n.language, 'staff', texts, true, false);
  return { t: i18n.getFixedT(i18n.language, 'staff'), lang };
}

export type StaffT = ReturnType<typeof useStaffPageT>['t'];
