import type { Catalogue } from '~/shared/i18n/core';
import { useT } from '~/web/i18n';

/**
 * Adds a catalogue the giving page's loader handed over (no other public page carries it)
 * to the visitor's language, once; nothing when the loader had none to give.
 */
export function useHandedTexts(ns: string, texts: Catalogue | null) {
  const { i18n, lang } = useT();
  if (texts && !i18n.hasResourceBundle(i18n.language, ns))
    i18n.addResourceBundle(i18n.language, ns, texts, true, false);
  return { i18n, lang };
}
