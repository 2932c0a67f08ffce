import { Link, data } from 'react-router';
import type { Route } from './+types/blog-post';
import { pageMeta, siteFromMatches } from '~/web/components/meta';
import { unlistedPageMeta } from '~/web/unlisted-meta';
import { appContext } from '~/web/context';
import { PostArticle } from '~/web/features/blog/post-article';
import { call } from '~/web/api/client';
import { blogContracts } from '~/shared/contracts/blog';
import { summaryOf } from '~/web/features/blog/posts';
import { RelatedPosts } from '~/web/features/blog/related-posts';
import { useT } from '~/web/i18n';

export const RELATED_POSTS = 3;

/** /blog/:id and /stories/:id: the real post, up to 3 other stories; an unknown id is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const [one, all] = await Promise.all([
    call(api, blogContracts.one, { params: { id: params.id } }),
    // The newest posts, enough for 3 others than this one (not the whole blog).
    call(api, blogContracts.list, { query: { pageSize: RELATED_POSTS + 1 } }),
  ]);
  if (one.status === 404) return data({ post: null, others: [] }, { status: 404 });
  if (one.status !== 200 || !one.body.data) throw new Error('Failed to fetch post');
  const post = one.body.data;
  const others = (all.status === 200 && Array.isArray(all.body.data) ? all.body.data : [])
    .filter((p) => p._id !== post._id)
    .slice(0, RELATED_POSTS)
    .map(summaryOf);
  return { post, others };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const post = loaderData?.post;
  if (!post)
    return unlistedPageMeta(matches, 'content', {
      title: 'meta.postNotFound.title',
      description: 'meta.postNotFound.description',
      path: '/blog',
    });
  // Both /blog/{id} and /stories/{id} name /blog/{id} as the canonical address.
  return pageMeta(siteFromMatches(matches), {
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post._id}`,
    image: post.image,
    type: 'article',
  });
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT('content');
  const { post, others } = loaderData;
  if (!post)
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{t('blog.notFoundTitle')}</h1>
        <p className="mt-4 text-slate-600">{t('blog.notFoundText')}</p>
        <Link
          to="/blog"
          className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t('blog.backToBlog')}
        </Link>
      </section>
    );
  return (
    <>
      <PostArticle
        key={post._id}
        post={post}
        back={
          <Link
            to="/blog"
            className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-semibold text-brand-800 hover:underline"
          >
            <span aria-hidden="true">←</span> {t('blog.backToBlog')}
          </Link>
        }
      />
      <RelatedPosts posts={others} />
    </>
  );
}
