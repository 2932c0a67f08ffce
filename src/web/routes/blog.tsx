import { Suspense } from 'react';
import { Await } from 'react-router';
import type { Route } from './+types/blog';
import { pageMeta, siteFromMatches } from '~/web/components/meta';
import { metaText } from '~/web/components/meta-text';
import { appContext } from '~/web/context';
import { BlogFrame, BlogList } from '~/web/features/blog/blog-list';
import { BlogSkeleton } from '~/web/features/blog/blog-skeleton';
import type { BlogPost } from '~/shared/schemas/blog';
import { fetchPosts } from '~/web/features/blog/posts';

/** Rendered on the server. SPEC: a failed list read is logged and the list shown empty. */
export async function loader({ context }: Route.LoaderArgs): Promise<{ posts: BlogPost[] }> {
  const res = await context.get(appContext).api.get<{ data?: BlogPost[] }>('/api/blog');
  if (res.status !== 200 || !Array.isArray(res.body.data)) {
    console.error(new Error('Failed to fetch posts'), res.status);
    return { posts: [] };
  }
  return { posts: res.body.data };
}

/** Client-side navigations: the browser reads /api/blog itself and shows the 8-card skeleton meanwhile. */
export function clientLoader() {
  return { posts: fetchPosts() };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaText(matches, 'content');
  return pageMeta(siteFromMatches(matches), {
    title: t('meta.blog.title'),
    description: t('meta.blog.description'),
    path: '/blog',
  });
};

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  // Server-rendered data is rendered straight away (React would outline a large Suspense
  // boundary behind an inline script, invisible without JavaScript); the skeleton is
  // for the browser's own loads.
  if (!(posts instanceof Promise)) return <BlogList posts={posts} />;
  return (
    <Suspense
      fallback={
        <BlogFrame>
          <BlogSkeleton />
        </BlogFrame>
      }
    >
      <Await resolve={posts}>{(list: BlogPost[]) => <BlogList posts={list} />}</Await>
    </Suspense>
  );
}
