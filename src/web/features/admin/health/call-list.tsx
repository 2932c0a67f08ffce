import { Form, useNavigation } from 'react-router';
import { formatDate, formatRwf } from '~/shared/format';
import { CALL_NOTE_MAX, type CallsAnswer, type CallSuggestion } from '~/shared/schemas/sponsor-health';
import { Alert } from '~/web/components/alert';
import { TextArea } from '~/web/components/field';
import { mailtoHref } from '~/web/components/mailto';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';
import { Panel } from '../kit/panel';
import type { ActionAnswer } from '../kit/action-alert';
import { PersonName } from './health-table';

/** One person worth a call: how to reach them, why, and the form that marks the call with its note. */
/** The route action's answer to "called": which person it was about, the server's words. */
export type HealthAnswer = ActionAnswer & { supporterId?: string };

function Suggestion({ p, records, result }: { p: CallSuggestion; records: boolean; result?: HealthAnswer }) {
  const { t, i18n } = useAdminT('records');
  const busy = useNavigation().state !== 'idle';
  const mine = result?.supporterId === p.supporterId ? result : undefined;
  return (
    <li className="py-4" data-call={p.supporterId}>
      <p className="font-semibold text-slate-900">
        <PersonName id={p.supporterId} name={p.name} records={records} />
      </p>
      <p className="text-sm text-slate-700">
        {p.phone && (
          <a href={`tel:${p.phone.replace(/\s+/g, '')}`} className="mr-3 underline">
            {p.phone}
          </a>
        )}
        {p.email && (
          <a href={mailtoHref(p.email)} className="break-all underline">
            {p.email}
          </a>
        )}
      </p>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
        {p.reasons.map((r) => (
          <li key={r}>{t(`health.reasons.${r}`)}</li>
        ))}
        {p.givenRwf > 0 && <li>{t('health.calls.given', { amount: formatRwf(p.givenRwf, i18n.language) })}</li>}
      </ul>
      {mine?.ok && mine.message ? (
        <Alert tone="success">{mine.message}</Alert>
      ) : (
        <Form method="post" className="mt-3 space-y-2">
          <input type="hidden" name="intent" value="call" />
          <input type="hidden" name="supporterId" value={p.supporterId} />
          <TextArea
            label={t('health.calls.note', { name: p.name })}
            hint={t('health.calls.noteHint')}
            name="note"
            rows={2}
            maxLength={CALL_NOTE_MAX}
            required
            error={mine && !mine.ok ? mine.message || t('health.calls.failed') : undefined}
          />
          <Button type="submit" size="sm" disabled={busy}>
            {busy ? t('health.calls.marking') : t('health.calls.mark')}
          </Button>
        </Form>
      )}
    </li>
  );
}

/** Who to call this week (the same five as the Monday e-mail), and the calls of the last seven days. */
export function CallList({
  calls,
  records,
  result,
}: {
  calls: CallsAnswer['data'] | null;
  records: boolean;
  result?: HealthAnswer;
}) {
  const { t, i18n } = useAdminT('records');
  if (!calls)
    return (
      <Panel title={t('health.calls.title')}>
        <Alert tone="error" title={t('health.calls.error')} />
      </Panel>
    );
  return (
    <Panel title={t('health.calls.title')} data={{ 'data-calls': '' }}>
      <p className="text-sm text-slate-600">{t('health.calls.intro')}</p>
      {calls.suggestions.length ? (
        <ol className="divide-y divide-slate-100">
          {calls.suggestions.map((p) => (
            <Suggestion key={p.supporterId} p={p} records={records} result={result} />
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t('health.calls.none')}</p>
      )}
      {result?.ok && result.message && !calls.suggestions.some((p) => p.supporterId === result.supporterId) && (
        <Alert tone="success">{result.message}</Alert>
      )}
      <h3 className="mt-4 text-base font-semibold text-slate-900">{t('health.calls.recent')}</h3>
      {calls.called.length ? (
        <ul className="mt-2 space-y-2 text-sm" data-called>
          {calls.called.map((c) => (
            <li key={c._id}>
              <span className="font-medium">
                <PersonName id={c.supporterId} name={c.name} records={records} />
              </span>{' '}
              <span className="text-slate-600">
                {formatDate(c.date, i18n.language)}
                {c.by ? ` ${t('health.calls.by', { name: c.by })}` : ''}
              </span>
              <p className="text-slate-800">{c.note}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('health.calls.noneRecent')}</p>
      )}
    </Panel>
  );
}
