import { useCallback, useState } from 'react';
import { useLoaderData, useNavigation, useRevalidator } from 'react-router';
import { blogContracts } from '~/shared/contracts/blog';
import type { Route } from './+types/blog';
import { appContext } from '~/web/context';
import { Alert, Spinner } from '~/web/components/alert';
import { Dialog } from '~/web/components/dialog';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { BlogCard } from '~/web/features/admin/blog/blog-card';
import { BlogDelete } from '~/web/features/admin/blog/blog-delete';
import { BlogForm } from '~/web/features/admin/blog/blog-form';
import { BlogView } from '~/web/features/admin/blog/blog-view';
import type { BlogPost } from '~/web/features/admin/blog/types';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { useUrlState } from '~/web/features/admin/kit/pagination';
import { Button } from '~/web/features/admin/kit/button';
import { EmptyState, ManagerPage } from '~/web/features/admin/kit/manager-page';
import { UrlPageNav } from '~/web/features/admin/kit/url-pages';
import { useToast } from '~/web/features/admin/kit/toast';
import { reload } from '~/web/features/admin/kit/url-filters';
import { loadList } from '~/web/features/admin/kit/paged-list';
import { CONFIRMED, PostedAlert, useIntentPost } from '~/web/features/admin/kit/intent-post';
import { deleteAction } from '~/web/features/admin/kit/route-action.server';

/** Posts per page of Blog Management. */
const ADMIN_BLOG_PAGE_SIZE = 20;

/** The page in the URL, asked of the server (decision 009); past the last page, the last page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const list = await loadList(api, blogContracts.list, request, {
    query: { lang: 'en' },
    pageSize: ADMIN_BLOG_PAGE_SIZE,
  });
  return { posts: list.rows satisfies BlogPost[], total: list.total, page: list.page, failed: list.failed };
}

/** A post's delete, confirmed in its dialog, posted to this screen (natively before the script has loaded, then asked on the page). */
const blogAction = deleteAction(blogContracts.remove);

export async function action({ request, context }: Route.ActionArgs) {
  return blogAction(request, context.get(appContext).api);
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'blog.title', 'adminContent');

type Modal = { kind: 'form'; post: BlogPost | null } | { kind: 'view' | 'delete'; post: BlogPost } | null;

export default function BlogManagement({ actionData }: Route.ComponentProps) {
  const { posts, total, page, failed } = useLoaderData<typeof loader>();
  const { t } = useAdminT('adminContent');
  const revalidator = useRevalidator();
  const { toast, show } = useToast(5000);
  const intent = useIntentPost(show);
  const url = useUrlState();
  const [modal, setModal] = useState<Modal>(null);
  const close = useCallback(() => setModal(null), []);
  const navigation = useNavigation();
  const loading = revalidator.state === 'loading' || navigation.state === 'loading';

  async function afterChange(message: string) {
    setModal(null);
    show(message);
    await reload(revalidator);
  }

  // The dialog's Delete: the post's `delete` posted to the action, confirmed; a refusal is said in the dialog.
  async function remove(post: BlogPost) {
    const answer = await intent.post({ intent: 'delete', id: post._id, ...CONFIRMED }, { done: t('blog.deleted') });
    if (answer?.ok) return setModal(null);
    console.error('Deleting the blog post failed', answer?.message);
    throw new Error(answer?.message ?? '');
  }

  const formPost = modal?.kind === 'form' ? modal.post : null;
  return (
    <ManagerPage
      title={t('blog.title')}
      intro={t('blog.intro')}
      toast={toast}
      action={<Button onClick={() => setModal({ kind: 'form', post: null })}>{t('blog.add')}</Button>}
    >
      <div className="mt-6 space-y-4">
        {failed && <Alert tone="error">{t('blog.errors.fetch')}</Alert>}
        {/* The answer to a delete posted before the script had loaded (asked first, in the dialog's words). */}
        <PostedAlert
          answer={actionData}
          texts={{
            delete: {
              done: t('blog.deleted'),
              failed: t('blog.errors.delete', { reason: actionData?.message }),
              ask: (id) => {
                const post = posts.find((p) => p._id === id);
                return post
                  ? { question: t('blog.deleteModal.text'), button: t('blog.deleteModal.confirm'), about: post.title }
                  : null;
              },
            },
          }}
        />
        {loading && posts.length === 0 ? (
          <Spinner label={t('blog.loading')} />
        ) : posts.length === 0 ? (
          <EmptyState heading title={t('blog.empty')} text={t('blog.emptyText')} />
        ) : (
          <>
            <p role="status" className={loading ? 'text-sm text-slate-600' : 'sr-only'}>
              {loading ? t('blog.loading') : ''}
            </p>
            <h2 className="sr-only">{t('blog.listLabel')}</h2>
            <ul aria-label={t('blog.listLabel')} className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
              {posts.map((post) => (
                <li key={post._id} className="flex">
                  <BlogCard
                    post={post}
                    onView={() => setModal({ kind: 'view', post })}
                    onEdit={() => setModal({ kind: 'form', post })}
                    onDelete={() => setModal({ kind: 'delete', post })}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <UrlPageNav url={url} page={page} total={total} pageSize={ADMIN_BLOG_PAGE_SIZE} />

      <Dialog
        open={modal?.kind === 'form'}
        onClose={close}
        title={formPost ? t('blog.form.editTitle') : t('blog.form.addTitle')}
        closeLabel={t('common.close')}
        className="md:max-w-4xl"
      >
        <BlogForm
          key={formPost?._id ?? 'new'}
          post={formPost}
          onSaved={() => void afterChange(t('blog.saved'))}
          onCancel={close}
        />
      </Dialog>

      <Dialog
        open={modal?.kind === 'view'}
        onClose={close}
        title={t('blog.viewModal.title')}
        closeLabel={t('common.close')}
        className="md:max-w-3xl"
      >
        {modal?.kind === 'view' && <BlogView post={modal.post} />}
      </Dialog>

      <Dialog
        open={modal?.kind === 'delete'}
        onClose={close}
        title={t('blog.deleteModal.title')}
        closeLabel={t('common.close')}
      >
        {modal?.kind === 'delete' && <BlogDelete post={modal.post} onConfirm={remove} onCancel={close} />}
      </Dialog>
    </ManagerPage>
  );
}
