import { badRequest } from '~/server/core/http/errors';
import { sanitizeHtml } from '~/server/core/http/sanitize-html';
import { translate } from '~/shared/i18n';
import { type ContentTranslations, translationLanguages } from '~/shared/schemas/translations';

/**
 * A post's translations as stored: each translated content cleaned like the English
 * content, and refused (400 naming it) when nothing but scripts and styles was left.
 * `undefined` (not sent) stays undefined, so an update keeps what is stored.
 */
export function sanitizePostTranslations(translations: ContentTranslations | null | undefined) {
  if (!translations) return translations;
  const out: ContentTranslations = {};
  for (const lang of translationLanguages) {
    const fields = translations[lang];
    if (!fields) continue;
    if (typeof fields.content !== 'string') {
      out[lang] = fields;
      continue;
    }
    const content = sanitizeHtml(fields.content);
    if (!content) {
      const field = `translations.${lang}.content`;
      throw badRequest(`${field}: ${translate('validation:blog.content', { field })}`);
    }
    out[lang] = { ...fields, content };
  }
  return out;
}
