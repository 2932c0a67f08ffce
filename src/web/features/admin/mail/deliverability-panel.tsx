import type { DeliverabilityAnswer, MailAlarm } from '~/shared/schemas/mail';
import { Alert } from '~/web/components/alert';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { columnsOf } from '~/web/features/admin/kit/columns';
import { CompactTable } from '~/web/features/admin/kit/compact-table';
import { flatCard, Panel } from '../kit/panel';

type Week = DeliverabilityAnswer['data']['weeks'][number];
const percent = (n: number, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(n);

/** One alarm in words: a newsletter send's, or the last 7 days' of other mail (docs/operations.md, "Deliverability"). */
export function AlarmText({ alarm }: { alarm: MailAlarm }) {
  const { t, i18n } = useAdminT('mail');
  const vars = {
    subject: alarm.subject ?? '',
    sent: alarm.sent,
    bounceRate: percent(alarm.bounceRate, i18n.language),
    complaintRate: percent(alarm.complaintRate, i18n.language),
  };
  return <>{t(alarm.subject === null ? 'deliverability.alarmRecent' : 'deliverability.alarmSend', vars)}</>;
}

/**
 * Deliverability: per week and kind, what was sent and what the relays said became of it,
 * with the alarms above (complaints past 0.1%, bounces past 2%).
 */
export function DeliverabilityPanel({ data }: { data: DeliverabilityAnswer['data'] | null }) {
  const { t, i18n } = useAdminT('mail');
  const lang = i18n.language;
  const column = columnsOf<Week>((k) => t(`deliverability.columns.${k}`));
  const rate = (n: number, of: number) => (of ? ` (${percent(n / of, lang)})` : '');
  return (
    <Panel title={t('deliverability.heading')} className={flatCard}>
      <p className="mt-1 text-sm text-slate-700">{t('deliverability.intro')}</p>
      {!data && <Alert tone="error">{t('deliverability.loadError')}</Alert>}
      {data?.alarms.map((alarm, i) => (
        <Alert key={i} tone="error">
          <AlarmText alarm={alarm} /> {t('deliverability.alarmHelp')}
        </Alert>
      ))}
      {data && !data.weeks.length && <p className="mt-3 text-sm text-slate-600">{t('deliverability.empty')}</p>}
      {data && data.weeks.length > 0 && (
        <div className="mt-3">
          <CompactTable
            caption={t('deliverability.heading')}
            rows={data.weeks}
            rowKey={(w) => `${w.week}-${w.group}`}
            rowName="deliverability-week"
            columns={[
              column('week', (w) => w.week, { rowHeader: true }),
              column('kind', (w) => t(`kinds.${w.group}`)),
              column('sent', (w) => w.sent, { align: 'right' }),
              column('delivered', (w) => w.delivered, { align: 'right' }),
              column('bounced', (w) => `${w.bounced}${rate(w.bounced, w.sent)}`, { align: 'right' }),
              column('complained', (w) => `${w.complained}${rate(w.complained, w.sent)}`, { align: 'right' }),
            ]}
          />
        </div>
      )}
    </Panel>
  );
}
