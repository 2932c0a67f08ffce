import type { ReactNode } from 'react';
import { formatDate } from '~/shared/format';
import { CoverImage } from '~/web/features/cards/image-card';
import { useT } from '~/web/i18n';
import { PostBadge } from './post-card';
import type { BlogPost } from '~/shared/schemas/blog';
import { isVideoId } from './posts';
import { VideoPreview } from './video-preview';

/** Styles for the sanitised HTML body (headings, lists, links, quotes, images). */
const bodyClass =
  'text-lg leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:font-semibold [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6';

/** A post: hero banner with its title, then the video preview (if any), the body and the tags. */
export function PostArticle({ post, back, children }: { post: BlogPost; back: ReactNode; children?: ReactNode }) {
  const { t, lang } = useT('content');
  return (
    <article>
      <header className="relative isolate overflow-hidden bg-slate-900 text-white">
        <CoverImage
          src={post.image}
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
        />
        <div className="mx-auto max-w-4xl px-4 py-14 sm:py-20">
          <p>
            <PostBadge post={post} />
          </p>
          <h1 className="mt-4 text-3xl font-extrabold sm:text-5xl" tabIndex={-1} data-post-title>
            {post.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-100">{post.excerpt}</p>
          <p className="mt-4 text-sm text-slate-200">
            <time dateTime={post.date}>
              {t('blog.published', { date: formatDate(post.date, lang, { dateStyle: 'long' }) })}
            </time>
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-8">
        {back}
        {post.type === 'video' && isVideoId(post.videoId) && (
          <div className="mt-6">
            <VideoPreview videoId={post.videoId} title={post.title} poster={post.image} />
          </div>
        )}
        <div className={`mt-4 ${bodyClass}`} dangerouslySetInnerHTML={{ __html: post.content }} />
        {post.tags.length > 0 && (
          <div className="mt-10 border-t border-slate-200 pt-6">
            <h2 className="text-sm font-semibold text-slate-600">{t('blog.tags')}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        )}
        {children}
      </div>
    </article>
  );
}
