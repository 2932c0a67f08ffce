import { formatDate } from '~/shared/format';
import { ResponsiveImage } from '~/web/components/responsive-image';
import { useAdminT } from '../admin-i18n';
import type { BlogPost } from './types';
import { DemoBadge } from '../site-settings/demo-content';

const action = 'min-h-11 flex-1 rounded-md px-3 text-sm font-semibold';

export function BlogCard({
  post,
  onView,
  onEdit,
  onDelete,
}: {
  post: BlogPost;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useAdminT('adminContent');
  // The post's title completes each button's name for screen readers ("Edit A New Classroom").
  const named = (label: string) => (
    <>
      {label}
      <span className="sr-only"> {post.title}</span>
    </>
  );
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-1200/630 bg-slate-100">
        {post.image ? (
          <ResponsiveImage
            src={post.image}
            alt=""
            width={1200}
            height={630}
            sizes="(min-width: 1280px) 33vw, (min-width: 768px) 50vw, 100vw"
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm font-medium text-slate-600">
            {t('blog.noImage')}
          </div>
        )}
        <span
          className={`absolute top-2 left-2 rounded-full px-3 py-1 text-xs font-semibold ${
            post.type === 'video' ? 'bg-red-700 text-white' : 'bg-white text-slate-900'
          }`}
        >
          {t(`blog.types.${post.type}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs text-slate-600">
          {t('blog.created', { date: formatDate(post.createdAt, i18n.language) })}
        </p>
        <h3 className="font-semibold text-slate-900">
          {post.title}
          <DemoBadge id={post._id} />
        </h3>
        <p className="line-clamp-3 text-sm text-slate-700">{post.excerpt}</p>
        {post.tags.length > 0 && (
          <ul aria-label={t('blog.tagsLabel')} className="flex flex-wrap gap-1">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm font-medium text-brand-800">{t('blog.categoryLabel', { category: post.category })}</p>
        <div className="mt-auto flex gap-2 pt-3">
          <button type="button" onClick={onView} className={`${action} border border-slate-300 text-slate-800`}>
            {named(t('blog.view'))}
          </button>
          <button type="button" onClick={onEdit} className={`${action} bg-brand-700 text-white hover:bg-brand-800`}>
            {named(t('blog.edit'))}
          </button>
          <button type="button" onClick={onDelete} className={`${action} bg-red-700 text-white hover:bg-red-800`}>
            {named(t('blog.delete'))}
          </button>
        </div>
      </div>
    </article>
  );
}
