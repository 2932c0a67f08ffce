import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '~/web/i18n';
import { PageLinks } from '~/web/components/page-links';
import { PostArticle } from './post-article';
import { PostCard } from './post-card';
import type { BlogPost } from '~/shared/schemas/blog';
import type { PostPage, PostSummary } from './posts';

/**
 * A page of the grid of posts, and links to the other pages; a post opens in place (no
 * route change) with 'Back to Blog'. Each card's link still points at /blog/{id}, for
 * new tabs, sharing and no JavaScript.
 */
export function BlogList({ page: { posts, info } }: { page: PostPage }) {
  const { t } = useT('content');
  const [open, setOpen] = useState<BlogPost | null>(null);
  const returnTo = useRef<string | null>(null);
  const gridRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (open) {
      window.scrollTo(0, 0);
      document.querySelector<HTMLElement>('[data-post-title]')?.focus();
    } else if (returnTo.current) {
      gridRef.current?.querySelector<HTMLElement>(`[data-post-id="${returnTo.current}"]`)?.focus();
      returnTo.current = null;
    }
  }, [open]);

  const onOpen = (summary: PostSummary) => {
    returnTo.current = summary._id;
    setOpen(posts.find((p) => p._id === summary._id) ?? null);
  };

  if (open)
    return (
      <PostArticle
        post={open}
        back={
          <button
            type="button"
            onClick={() => setOpen(null)}
            className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-semibold text-brand-800 hover:underline"
          >
            <span aria-hidden="true">←</span> {t('blog.backToBlog')}
          </button>
        }
      />
    );

  return (
    <BlogFrame>
      {posts.length === 0 ? (
        <div className="py-16 text-center">
          <h2 className="text-2xl font-bold text-slate-900">{t('blog.emptyTitle')}</h2>
          <p className="mt-2 text-slate-600">{t('blog.emptyText')}</p>
        </div>
      ) : (
        <ul ref={gridRef} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {posts.map((post, i) => (
            <li key={post._id} className="flex">
              <PostCard post={post} onOpen={onOpen} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks info={info} />
    </BlogFrame>
  );
}

/** 'Latest Updates' and its introduction, around the grid or its skeleton. */
export function BlogFrame({ children }: { children: ReactNode }) {
  const { t } = useT('content');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t('blog.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('blog.intro')}</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}
