import { TitledSection } from '~/web/features/chrome/titled-section';
import { useT } from '~/web/i18n';
import { PostCard } from './post-card';
import type { PostSummary } from './posts';

/** Up to 3 other stories, each linking to /blog/{id}. */
export function RelatedPosts({ posts }: { posts: PostSummary[] }) {
  const { t } = useT('content');
  if (posts.length === 0) return null;
  return (
    <TitledSection
      titleId="more-stories"
      title={t('blog.moreStories')}
      className="mx-auto max-w-7xl px-4 pb-14"
      titleClassName="text-2xl font-bold text-slate-900"
    >
      <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post._id} className="flex">
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
