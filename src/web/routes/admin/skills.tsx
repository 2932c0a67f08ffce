import { useCallback, useState } from 'react';
import { useLoaderData } from 'react-router';
import { call } from '~/web/api/client';
import { skillContracts } from '~/shared/contracts/skills';
import type { Route } from './+types/skills';
import { appContext } from '~/web/context';
import { Dialog } from '~/web/components/dialog';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { Button } from '~/web/features/admin/kit/button';
import { EmptyState, ManagerPage, useLoadFailure } from '~/web/features/admin/kit/manager-page';
import { useRun } from '~/web/features/admin/kit/use-run';
import { PostedAlert, useIntentPost } from '~/web/features/admin/kit/intent-post';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { SkillForm } from '~/web/features/admin/skills/skill-form';
import { SkillsTable } from '~/web/features/admin/skills/skills-table';
import type { Skill } from '~/web/features/admin/skills/types';
import { ToastRegion, useToast } from '~/web/features/admin/kit/toast';
import { deleteAction } from '~/web/features/admin/kit/route-action.server';

/** docs/product.md: skill banners disappear after 3 seconds. */
const BANNER_MS = 3000;

export async function loader({ context }: Route.LoaderArgs) {
  const res = await call(context.get(appContext).api, skillContracts.list, { query: { lang: 'en' } });
  if (res.status !== 200) return { skills: [] as Skill[], failed: true };
  return { skills: res.body.data satisfies Skill[], failed: false };
}

/** A skill's delete, confirmed, posted to this screen (with JavaScript through a fetcher, natively before: then asked on the page). */
const skillsAction = deleteAction(skillContracts.remove);

export async function action({ request, context }: Route.ActionArgs) {
  return skillsAction(request, context.get(appContext).api);
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'skills.title', 'adminContent');

export default function SkillsManagement({ actionData }: Route.ComponentProps) {
  const { skills, failed } = useLoaderData<typeof loader>();
  const { t } = useAdminT('adminContent');
  const { toast, show } = useToast(BANNER_MS);
  const { done } = useRun(show);
  const { post } = useIntentPost(show);
  // null: closed; 'new': add mode; a skill: edit mode.
  const [editing, setEditing] = useState<Skill | 'new' | null>(null);
  const close = useCallback(() => setEditing(null), []);
  useLoadFailure(failed, () => show(t('skills.banners.fetchFailed'), 'error'));

  async function saved(mode: 'added' | 'updated') {
    setEditing(null);
    await done(t(mode === 'added' ? 'skills.banners.added' : 'skills.banners.updated'));
  }

  const deleted = { done: t('skills.banners.deleted'), failed: t('skills.banners.deleteFailed') };
  // Without JavaScript the delete is asked on the page, in the words of the browser's confirmation.
  const ask = (id: string) => {
    const skill = skills.find((s) => s._id === id);
    return skill ? { question: t('skills.confirmDelete'), button: t('skills.delete'), about: skill.name } : null;
  };
  const remove = (skill: Skill) =>
    post({ intent: 'delete', id: skill._id }, { confirm: t('skills.confirmDelete'), ...deleted });

  const skill = editing === 'new' ? null : editing;
  return (
    <ManagerPage
      title={t('skills.title')}
      intro={t('skills.intro')}
      width="max-w-6xl"
      toast={toast}
      inlineToast
      action={<Button onClick={() => setEditing('new')}>{t('skills.add')}</Button>}
    >
      {/* The answer to a delete posted before the script had loaded. */}
      <div className="mt-4 empty:hidden">
        <PostedAlert answer={actionData} texts={{ delete: { ...deleted, ask } }} />
      </div>
      {skills.length === 0 ? (
        <EmptyState title={t('skills.empty')} />
      ) : (
        <SkillsTable skills={skills} caption={t('skills.title')} onEdit={setEditing} onDelete={(s) => void remove(s)} />
      )}

      <Dialog
        open={editing !== null}
        onClose={close}
        title={skill ? t('skills.form.editTitle') : t('skills.form.addTitle')}
        closeLabel={t('common.close')}
      >
        {/* The page's banner is behind the modal (inert) while it is open: failures show here. */}
        <div className="mb-3">
          <ToastRegion toast={toast?.tone === 'error' ? toast : null} inline />
        </div>
        <SkillForm
          key={skill?._id ?? 'new'}
          skill={skill}
          onSaved={(mode) => void saved(mode)}
          onFailed={(mode) =>
            show(t(mode === 'added' ? 'skills.banners.addFailed' : 'skills.banners.updateFailed'), 'error')
          }
          onCancel={close}
        />
      </Dialog>
    </ManagerPage>
  );
}
