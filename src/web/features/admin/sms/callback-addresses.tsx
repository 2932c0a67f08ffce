import type { SmsCallbacks } from '~/shared/schemas/sms';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { Panel } from '../kit/panel';

/**
 * For administrators: the address each gateway must post its delivery reports and
 * replies to, secret included (a callback without it is refused). Copied into Pindo's
 * and Africa's Talking's dashboards.
 */
export function CallbackAddresses({ callbacks }: { callbacks: SmsCallbacks }) {
  const { t } = useAdminT('sms');
  const rows = [
    { id: 'sms-callback-pindo', label: t('admin.callbacks.pindo'), url: callbacks.pindo },
    { id: 'sms-callback-at', label: t('admin.callbacks.africasTalking'), url: callbacks.africasTalking },
  ];
  return (
    <Panel title={t('admin.callbacks.heading')} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-700">{t('admin.callbacks.why')}</p>
      <dl className="space-y-2">
        {rows.map((r) => (
          <div key={r.id}>
            <dt id={r.id} className="text-sm font-medium text-slate-900">
              {r.label}
            </dt>
            <dd>
              <code className="block break-all rounded bg-slate-100 px-2 py-1 text-sm text-slate-900">{r.url}</code>
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
