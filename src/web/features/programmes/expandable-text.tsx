import { useId, useState } from 'react';
import { useT } from '~/web/i18n';
import { previewCut } from './preview-text';

/**
 * Show More / Show Less on a real button with aria-expanded. The page arrives already
 * shortened, so nothing moves when JavaScript starts; the rest of the text is in the
 * HTML and a browser without JavaScript shows it (`noscript:` is
 * `@media (scripting: none)`), without the button it could not use.
 */
export function ExpandableText({ text, describedBy }: { text: string; describedBy?: string }) {
  const { t } = useT('public');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const cut = previewCut(text);
  if (cut === null) return <p className="mt-2 text-slate-700">{text}</p>;
  return (
    <>
      <p id={id} className="mt-2 text-slate-700">
        {text.slice(0, cut)}
        {!expanded && (
          <span aria-hidden="true" className="noscript:hidden">
            …
          </span>
        )}
        <span className={expanded ? undefined : 'hidden noscript:inline'}>{text.slice(cut)}</span>
      </p>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        aria-describedby={describedBy}
        onClick={() => setExpanded((e) => !e)}
        className="mt-2 inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 noscript:hidden"
      >
        {expanded ? t('actions.showLess') : t('actions.showMore')}
      </button>
    </>
  );
}
