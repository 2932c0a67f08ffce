import { useT } from '~/web/i18n';

export const SKELETON_CARDS = 8;

/** docs/product.md: a skeleton of 8 cards while the list loads. */
export function BlogSkeleton() {
  const { t } = useT('content');
  return (
    <div role="status" aria-busy="true" data-testid="blog-skeleton">
      <span className="sr-only">{t('blog.loading')}</span>
      <ul aria-hidden="true" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li
            key={i}
            className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white"
            data-skeleton-card
          >
            <div className="aspect-[40/21] bg-slate-200" />
            <div className="space-y-3 p-4">
              <div className="h-5 w-20 rounded-full bg-slate-200" />
              <div className="h-5 w-4/5 rounded bg-slate-200" />
              <div className="h-4 w-full rounded bg-slate-200" />
              <div className="h-4 w-2/3 rounded bg-slate-200" />
              <div className="h-11 w-32 rounded-lg bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
