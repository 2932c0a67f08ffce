import { Suspense } from 'react';
import { Await } from 'react-router';
import type { Route } from './+types/blog';
import { canonicalListPath, pageOrRedirect, redirectPastEnd } from '~/web/components/list-address';
import { cataloguePageMeta } from '~/web/components/catalogue-meta';
import { appContext } from '~/web/context';
import { BlogFrame, BlogList } from '~/web/features/blog/blog-list';
import { BlogSkeleton } from '~/web/features/blog/blog-skeleton';
import { type PostPage, blogPageOf, fetchPostPage, loadPostPage } from '~/web/features/blog/posts';

/** Rendered on the server, one page (`?page=n` works without JavaScript; one naming no page is redirected). */
export async function loader({ context, request }: Route.LoaderArgs): Promise<{ page: PostPage }> {
  const { api } = context.get(appContext);
  const url = new URL(request.url);
  const asked = pageOrRedirect(url);
  const page = await loadPostPage(blogPageOf(url.searchParams), api);
  redirectPastEnd(url, asked, page.failed ? null : page.info);
  return { page };
}

/** Client-side navigations: the browser reads its page of the blog's list itself and shows the 8-card skeleton meanwhile. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { page: fetchPostPage(blogPageOf(new URL(request.url).searchParams)) };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  cataloguePageMeta(matches, 'content', 'meta.blog', canonicalListPath('/blog', location.search));

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  // Server-rendered data is rendered straight away (React would outline a large Suspense
  // boundary behind an inline script, invisible without JavaScript); the skeleton is
  // for the browser's own loads.
  if (!(page instanceof Promise)) return <BlogList page={page} />;
  return (
    <Suspense
      fallback={
        <BlogFrame>
          <BlogSkeleton />
        </BlogFrame>
      }
    >
      <Await resolve={page}>{(loaded: PostPage) => <BlogList page={loaded} />}</Await>
    </Suspense>
  );
}
