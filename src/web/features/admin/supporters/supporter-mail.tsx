import { Form, useNavigation } from 'react-router';
import { formatDate } from '~/shared/format';
import type { SupporterMail } from '~/shared/schemas/mail';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { Button } from '~/web/features/admin/kit/button';
import { NotSentReason } from '~/web/features/admin/mail/not-sent-reason';

/**
 * Whether our e-mails reach the person (docs/operations.md, "Bounces and complaints"):
 * each suppression with its event and date, a button to write to the address again, and
 * the messages the site did not send them, with why. A plain form: no script needed.
 */
export function SupporterMailSection({ mail }: { mail: SupporterMail }) {
  const { t, i18n } = useAdminT('mail');
  const busy = useNavigation().state !== 'idle';
  const date = (iso: string) => formatDate(iso, i18n.language);
  const active = mail.suppressions.filter((s) => !s.liftedAt);
  const lifted = mail.suppressions.filter((s) => s.liftedAt);
  return (
    <div className="space-y-4 text-sm">
      <p className="text-slate-700">{t('suppression.intro')}</p>
      {!active.length && <p className="text-slate-800">{t('suppression.none')}</p>}
      {active.map((s) => (
        <div key={s._id} className="rounded-lg border border-amber-300 bg-amber-50 p-3" data-suppression={s.email}>
          <p className="font-semibold text-amber-950">
            {t('suppression.active', {
              email: s.email,
              date: date(s.createdAt),
              reason: t(`suppression.reasons.${s.reason}`),
            })}
          </p>
          {s.scope === 'except-essential' && <p className="text-slate-800">{t('suppression.activeReceipts')}</p>}
          {s.relay && (
            <p className="break-words text-slate-700">
              {t('suppression.reportedBy', {
                relay: s.relay,
                detail: s.detail ?? t(`suppression.reasons.${s.reason}`),
              })}
            </p>
          )}
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="lift" />
            <input type="hidden" name="suppressionId" value={s._id} />
            <Button type="submit" size="sm" tone="secondary" disabled={busy}>
              {t('suppression.lift')}
            </Button>
          </Form>
        </div>
      ))}
      {lifted.map((s) => (
        <p key={s._id} className="text-slate-700">
          {t('suppression.lifted', {
            email: s.email,
            date: date(s.createdAt),
            reason: t(`suppression.reasons.${s.reason}`),
            lifted: date(s.liftedAt!),
          })}
        </p>
      ))}
      <h3 className="font-semibold text-slate-900">{t('suppression.notSentHeading')}</h3>
      {!mail.notSent.length && <p className="text-slate-700">{t('suppression.notSentNone')}</p>}
      <ul className="divide-y divide-slate-100">
        {mail.notSent.map((m) => (
          <li key={m._id} className="flex flex-wrap justify-between gap-2 py-2" data-not-sent={m._id}>
            <span className="text-slate-800">{m.subject}</span>
            <span className="text-slate-600">
              <NotSentReason reason={m.reason} detail={m.detail} /> · {date(m.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
