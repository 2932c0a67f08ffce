import { formatDate } from '~/shared/format';
import { useAdminT } from '../admin-i18n';
import type { BlogPost } from './types';
import { DemoBadge } from '../site-settings/demo-content';
import { RowButton } from '../kit/button';
import { IntentForm } from '../kit/intent-post';
import { type CardActions, RecordImage } from '../kit/record-image';

export function BlogCard({ post, onView, onEdit, onDelete }: { post: BlogPost } & CardActions) {
  const { t, i18n } = useAdminT('adminContent');
  const actions = [
    { key: 'view', tone: 'secondary', onClick: onView },
    { key: 'edit', tone: 'primary', onClick: onEdit },
  ] as const;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-1200/630 bg-slate-100">
        {post.image ? (
          <RecordImage
            src={post.image}
            shape="post"
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
          {actions.map(({ key, tone, onClick }) => (
            // The post's title completes each button's name for screen readers ("Edit A New Classroom").
            <RowButton
              key={key}
              label={t(`blog.${key}`)}
              row={post.title}
              tone={tone}
              className="flex-1"
              onClick={onClick}
            />
          ))}
          {/* A form posted to the screen's action before the script has loaded; after, the dialog asks first. */}
          <IntentForm intent="delete" id={post._id} onPost={onDelete} className="flex flex-1">
            <RowButton type="submit" label={t('blog.delete')} row={post.title} tone="destructive" className="flex-1" />
          </IntentForm>
        </div>
      </div>
    </article>
  );
}
