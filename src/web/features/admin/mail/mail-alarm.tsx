import { Link } from 'react-router';
import type { MailAlarm } from '~/shared/schemas/mail';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { AlarmText } from './deliverability-panel';

/**
 * The dashboard's e-mail alarm, on every page for administrators and content staff:
 * complaints past 0.1% of a send, or bounces past 2% (docs/operations.md, "Deliverability").
 */
export function MailAlarmLine({ alarms, base, admin }: { alarms: MailAlarm[]; base: string; admin: boolean }) {
  const { t } = useAdminT('mail');
  // Content staff follow the newsletter's; the rest of the mail is the administrators'.
  const shown = admin ? alarms : alarms.filter((a) => a.subject !== null);
  if (!shown.length) return null;
  return (
    <div role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-950">
      <p className="font-semibold">{t('deliverability.alarmTitle')}</p>
      {shown.map((alarm, i) => (
        <p key={i}>
          <AlarmText alarm={alarm} />
        </p>
      ))}
      <p>
        {t('deliverability.alarmHelp')}{' '}
        {admin && (
          <Link to={`${base}/mail_log`} className="font-semibold underline underline-offset-4">
            {t('deliverability.alarmAction')}
          </Link>
        )}
      </p>
    </div>
  );
}
