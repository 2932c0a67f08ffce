import { formatDate } from '~/shared/format';
import { RecordImage } from '../kit/record-image';
import { useAdminT } from '../admin-i18n';
import { proseClass } from '../rich-text/prose';
import type { BlogPost } from './types';

/** The details of a post for the view modal; the content is HTML sanitised by the server on save. */
export function BlogView({ post }: { post: BlogPost }) {
  const { t, i18n } = useAdminT('adminContent');
  return (
    <div className="space-y-4">
      {post.image && (
        <RecordImage
          src={post.image}
          shape="post"
          sizes="(min-width: 768px) 48rem, 100vw"
          className="aspect-1200/630 w-full rounded-lg object-cover"
        />
      )}
      <p className="text-lg font-semibold text-slate-900">{post.title}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">{t('blog.viewModal.type')}</dt>
        <dd>{t(`blog.types.${post.type}`)}</dd>
        <dt className="font-medium text-slate-600">{t('blog.viewModal.category')}</dt>
        <dd>{post.category}</dd>
        <dt className="font-medium text-slate-600">{t('blog.viewModal.date')}</dt>
        <dd>{formatDate(post.createdAt, i18n.language, { dateStyle: 'long' })}</dd>
        <dt className="font-medium text-slate-600">{t('blog.viewModal.tags')}</dt>
        <dd>{post.tags.length ? post.tags.join(', ') : t('blog.viewModal.noTags')}</dd>
      </dl>
      {post.videoId && (
        <div className="flex aspect-video flex-col items-center justify-center gap-2 rounded-lg bg-slate-900 p-4 text-center text-white">
          <span aria-hidden="true" className="text-4xl">
            ▶
          </span>
          <p>{t('blog.viewModal.videoPlaceholder', { id: post.videoId })}</p>
          <a
            href={`https://www.youtube.com/watch?v=${encodeURIComponent(post.videoId)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center underline"
          >
            {t('blog.viewModal.watch')}
          </a>
        </div>
      )}
      <section>
        <h3 className="text-sm font-semibold text-slate-600">{t('blog.viewModal.excerpt')}</h3>
        <p className="mt-1 text-slate-800">{post.excerpt}</p>
      </section>
      <section>
        <h3 className="text-sm font-semibold text-slate-600">{t('blog.viewModal.content')}</h3>
        <div className={`mt-1 ${proseClass}`} dangerouslySetInnerHTML={{ __html: post.content }} />
      </section>
    </div>
  );
}
