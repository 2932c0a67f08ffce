import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { formatDate } from '~/shared/format';
import { ImageCard } from '~/web/features/cards/image-card';
import { useT } from '~/web/i18n';
import type { PostSummary } from './posts';

/** A video badge or the category (default Article), the title, excerpt, date and Read More / Watch Now. */
export function PostBadge({ post }: { post: Pick<PostSummary, 'type' | 'category'> }) {
  const { t } = useT('content');
  return post.type === 'video' ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-700 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
      <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10">
        <path d="M1 0l9 5-9 5z" fill="currentColor" />
      </svg>
      {t('blog.video')}
    </span>
  ) : (
    <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-bold tracking-wide text-brand-900 uppercase">
      {post.category || t('blog.defaultCategory')}
    </span>
  );
}

export function PostCard({
  post,
  onOpen,
  priority = false,
  headingLevel = 2,
}: {
  post: PostSummary;
  /** Opens the post in place; without it (or without JavaScript) the link goes to /blog/{id}. */
  onOpen?: (post: PostSummary, link: HTMLAnchorElement) => void;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t, lang } = useT('content');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const action = post.type === 'video' ? t('blog.watchNow') : t('blog.readMore');
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen(post, e.currentTarget);
  };
  return (
    <ImageCard image={post.image} priority={priority}>
      <p>
        <PostBadge post={post} />
      </p>
      <Heading className="mt-3 text-lg font-bold text-slate-900">{post.title}</Heading>
      <p className="mt-2 flex-1 text-slate-700">{post.excerpt}</p>
      <p className="mt-3 text-sm text-slate-600">
        <time dateTime={post.date}>{formatDate(post.date, lang, { dateStyle: 'long' })}</time>
      </p>
      <Link
        to={`/blog/${post._id}`}
        onClick={open}
        data-post-id={post._id}
        className="mt-3 inline-flex min-h-11 items-center self-start rounded-lg border-2 border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
      >
        {action}
        {/* Names the post for screen readers' link lists and for search engines (descriptive link text). */}
        <span className="sr-only">: {post.title}</span>
      </Link>
    </ImageCard>
  );
}
