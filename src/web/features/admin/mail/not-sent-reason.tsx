import type { NotSent } from '~/shared/schemas/mail';
import { useAdminT } from '~/web/features/admin/admin-i18n';

/** Why a message was not sent, in words, with the relay's (or the site's) own words below. */
export function NotSentReason({ reason, detail }: Pick<NotSent, 'reason' | 'detail'>) {
  const { t } = useAdminT('mail');
  return (
    <span>
      <span className="font-semibold">{t(`reasons.${reason ?? 'unknown'}`)}</span>
      {detail && <span className="block text-xs break-words text-slate-600">{detail}</span>}
    </span>
  );
}
