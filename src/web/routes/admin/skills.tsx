import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { listIn } from '~/web/api/client';
import type { Route } from './+types/skills';
import { appContext } from '~/web/context';
import { Dialog } from '~/web/components/dialog';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminFetch } from '~/web/features/admin/api';
import { adminPageMeta } from '~/web/features/admin/page-meta';
import { SkillForm } from '~/web/features/admin/skills/skill-form';
import { SkillsTable } from '~/web/features/admin/skills/skills-table';
import type { Skill } from '~/web/features/admin/skills/types';
import { ToastRegion, useToast } from '~/web/features/admin/toast';

/** SPEC: skill banners disappear after 3 seconds. */
const BANNER_MS = 3000;

export async function loader({ context }: Route.LoaderArgs) {
  const res = await context.get(appContext).api.get('/api/availability?lang=en');
  if (res.status !== 200) return { skills: [] as Skill[], failed: true };
  return { skills: listIn<Skill>(res.body) ?? [], failed: false };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'skills.title', 'adminContent');

export default function SkillsManagement() {
  const { skills, failed } = useLoaderData<typeof loader>();
  const { t } = useAdminT('adminContent');
  const revalidator = useRevalidator();
  const { toast, show } = useToast(BANNER_MS);
  // null: closed; 'new': add mode; a skill: edit mode.
  const [editing, setEditing] = useState<Skill | 'new' | null>(null);
  const close = useCallback(() => setEditing(null), []);

  const reportFetchFailure = useEffectEvent(() => show(t('skills.banners.fetchFailed'), 'error'));
  useEffect(() => {
    if (failed) reportFetchFailure();
  }, [failed]);

  async function saved(mode: 'added' | 'updated') {
    setEditing(null);
    show(t(mode === 'added' ? 'skills.banners.added' : 'skills.banners.updated'));
    await revalidator.revalidate();
  }

  async function remove(skill: Skill) {
    if (!window.confirm(t('skills.confirmDelete'))) return;
    try {
      await adminFetch(`/api/availability/${skill._id}`, { method: 'DELETE' });
      show(t('skills.banners.deleted'));
      await revalidator.revalidate();
    } catch (err) {
      console.error('Deleting the skill failed', err);
      show(t('skills.banners.deleteFailed'), 'error');
    }
  }

  const skill = editing === 'new' ? null : editing;
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('skills.title')}</h1>
          <p className="text-sm text-slate-600">{t('skills.intro')}</p>
        </div>
        <button
          type="button"
          onClick={() => setEditing('new')}
          className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t('skills.add')}
        </button>
      </div>

      <div className="my-4">
        <ToastRegion toast={toast} inline />
      </div>

      {skills.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
          {t('skills.empty')}
        </p>
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
    </div>
  );
}
