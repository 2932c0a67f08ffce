import { useState } from 'react';
import { Alert } from '~/web/components/alert';
import { useAdminT } from '../admin-i18n';
import type { BlogPost } from './types';

/** The body of the 'Confirm Deletion' modal. `onConfirm` rejects when the delete failed. */
export function BlogDelete({
  post,
  onConfirm,
  onCancel,
}: {
  post: BlogPost;
  onConfirm: (post: BlogPost) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useAdminT('adminContent');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(post);
    } catch (err) {
      setFailure(t('blog.errors.delete', { reason: err instanceof Error ? err.message : String(err) }));
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-slate-800">{t('blog.deleteModal.text')}</p>
      <p className="font-semibold text-slate-900">{post.title}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-md border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('blog.deleteModal.cancel')}
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={busy}
          className="min-h-11 rounded-md bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {busy ? t('blog.deleteModal.deleting') : t('blog.deleteModal.confirm')}
        </button>
      </div>
    </div>
  );
}
