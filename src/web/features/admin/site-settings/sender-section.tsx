import { formatDate } from '~/shared/format';
import type { SenderCheck, SenderCheckPart } from '~/shared/schemas/mail';
import { Alert } from '~/web/components/alert';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';
import { useSettingsPost } from './settings-answer';

const badge: Record<SenderCheckPart['status'], string> = {
  ok: 'border-green-700 bg-green-50 text-green-900',
  missing: 'border-red-700 bg-red-50 text-red-900',
  wrong: 'border-amber-600 bg-amber-50 text-amber-950',
  unknown: 'border-slate-400 bg-slate-50 text-slate-800',
};

/**
 * The sender's DNS records (docs/operations.md, "The sender's DNS records"): SPF, DKIM and
 * DMARC as last looked up, each in plain words with the record to add. "Check again" looks
 * them up now: a form posted to the screen's action (`intent=check-sender`), without
 * JavaScript too; the page's loader then reads the new check.
 */
export function SenderSection({ check }: { check: SenderCheck | null }) {
  const { t, i18n } = useAdminT('mail');
  const { fetcher, busy, answer } = useSettingsPost('check-sender');
  const domain = check?.domain ?? '';
  return (
    <section id="sender" aria-labelledby="sender-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="sender-heading" className="text-lg font-semibold text-slate-900">
        {t('sender.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('sender.intro', { domain: domain || 'MAIL_FROM' })}</p>
      {check && (
        <div className="mt-4 space-y-4">
          {(['spf', 'dkim', 'dmarc'] as const).map((key) => {
            const part = check[key];
            return (
              <div key={key} data-sender-part={key} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  {t(`sender.parts.${key}`, { domain })}
                  <span className={`rounded-full border px-2 py-0.5 text-xs ${badge[part.status]}`}>
                    {t(`sender.statuses.${part.status}`)}
                  </span>
                </p>
                <p className="mt-1 text-slate-800">{t(`sender.why.${part.why}`, { relay: check.relay ?? '' })}</p>
                {part.found && part.status !== 'ok' && (
                  <p className="mt-1 break-all text-slate-600">{t('sender.found', { record: part.found })}</p>
                )}
                {part.add && (
                  <>
                    <p className="mt-2 text-slate-800">
                      {t(part.found ? 'sender.replace' : 'sender.add', { name: part.name })}
                    </p>
                    <code className="mt-1 block rounded bg-slate-100 p-2 text-xs break-all text-slate-900">
                      {part.add}
                    </code>
                  </>
                )}
              </div>
            );
          })}
          <p className="text-xs text-slate-600">
            {t('sender.checkedAt', {
              date: formatDate(check.checkedAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </p>
        </div>
      )}
      {/* Without JavaScript the new page opens at this section, its answer in view. */}
      <fetcher.Form method="post" action="#sender" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="check-sender" />
        {answer && !answer.ok && <Alert tone="error">{t('sender.loadError')}</Alert>}
        <Button type="submit" size="sm" tone="secondary" disabled={busy}>
          {busy ? t('sender.checking') : t('sender.check')}
        </Button>
      </fetcher.Form>
    </section>
  );
}
