import { useState } from 'react';
import { Alert } from '~/web/components/alert';
import { ConfirmButtons } from '../kit/confirm-buttons';
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
      <ConfirmButtons
        cancel={t('blog.deleteModal.cancel')}
        confirm={t('blog.deleteModal.confirm')}
        busy={busy}
        busyLabel={t('blog.deleteModal.deleting')}
        tone="destructive"
        onCancel={onCancel}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
