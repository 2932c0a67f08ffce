import type { UpdateTexts } from '~/server/core/db/child-news-schema';
import type { Language } from '~/shared/i18n';

const ORDER: Language[] = ['en', 'fr', 'rw'];

/** An update's text in the reader's language, else the first of English, French, Kinyarwanda it has. */
export function textInLanguage(texts: UpdateTexts, lang: Language): { text: string; lang: Language } {
  for (const l of [lang, ...ORDER]) {
    const text = texts[l]?.trim();
    if (text) return { text, lang: l };
  }
  return { text: '', lang };
}

/** The non-empty texts only, trimmed. */
export function keptTexts(texts: UpdateTexts): UpdateTexts {
  const kept: UpdateTexts = {};
  for (const l of ORDER) {
    const text = texts[l]?.trim();
    if (text) kept[l] = text;
  }
  return kept;
}
