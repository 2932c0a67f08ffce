/**
 * docs/product.md: a programme's text is truncated at a length between 100 and 200 characters.
 * We aim for 150 and cut at the last word break at or before it (never before 100),
 * so the preview ends on a whole word.
 */
export const PREVIEW_MIN = 100;
export const PREVIEW_MAX = 200;
export const PREVIEW_TARGET = 150;

/**
 * Where to cut `text` (the preview is `text.slice(0, cut)`, trailing punctuation and
 * spaces left out), or null when the whole text is short enough to show.
 */
export function previewCut(text: string, target = PREVIEW_TARGET): number | null {
  const limit = Math.min(Math.max(target, PREVIEW_MIN), PREVIEW_MAX);
  if (text.length <= limit) return null;
  const lastBreak = text.lastIndexOf(' ', limit);
  const cut = lastBreak >= PREVIEW_MIN ? lastBreak : limit;
  return text.slice(0, cut).replace(/[\s,;:.!?'"-]+$/, '').length;
}

/** The shortened text with an ellipsis, or null when there is nothing to shorten. */
export function previewOf(text: string, target = PREVIEW_TARGET): string | null {
  const cut = previewCut(text, target);
  return cut === null ? null : `${text.slice(0, cut)}…`;
}
