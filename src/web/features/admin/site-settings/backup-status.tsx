import type { BackupStatus } from '~/shared/schemas/site-settings';
import { useAdminT } from '../admin-i18n';

/**
 * The last successful backup, on every dashboard page: a quiet line while backups are
 * recent and copied, a warning when there is none, it is over two days old, or its copy
 * off the machine failed (docs/operations.md). Times in UTC, the same on server and browser.
 */
export function BackupStatusLine({ status }: { status: BackupStatus }) {
  const { t, i18n } = useAdminT('adminSettings');
  const warn = status.stale || status.offsiteFailed;
  const when = status.lastOk
    ? `${new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(status.lastOk))} UTC`
    : null;
  return (
    <p
      className={
        warn
          ? 'mb-4 rounded-lg border border-amber-300 bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950'
          : 'mb-4 text-sm text-slate-700'
      }
      role={warn ? 'alert' : undefined}
    >
      {when ? t('backupStatus.at', { when }) : t('backupStatus.never')}
      {status.lastOk && status.stale && ` ${t('backupStatus.stale')}`}
      {status.offsiteFailed && ` ${t('backupStatus.offsiteFailed')}`}
    </p>
  );
}
