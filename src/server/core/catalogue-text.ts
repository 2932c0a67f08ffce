import type { TFunction } from '~/shared/i18n/translator';
import { type Language, createI18n, resourcesFor } from '~/shared/i18n';
import type { Namespace } from '~/shared/i18n/catalogues';

/**
 * The server's texts from one catalogue (API messages, e-mail, text messages, PDFs):
 * a translator per language, made the first time that language is asked for.
 * `alsoLoaded`: other catalogues its texts reach into (`staff:...` from an e-mail).
 */
export function catalogueTranslator(namespace: Namespace, alsoLoaded: Namespace[] = []): (lang: Language) => TFunction {
  const translators = new Map<Language, TFunction>();
  return (lang) => {
    let t = translators.get(lang);
    if (!t) {
      t = createI18n(lang, resourcesFor(lang, [namespace, ...alsoLoaded])).getFixedT(lang, namespace);
      translators.set(lang, t);
    }
    return t;
  };
}
