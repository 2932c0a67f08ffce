import { Form, useNavigation } from 'react-router';
import { languageNames } from '~/shared/i18n/core';
import { formatDate } from '~/shared/format';
import type { ConsentState } from '~/shared/schemas/my-data';
import { NOTE_MAX, type SupporterRecord } from '~/shared/schemas/supporter-record';
import { CorrectionFields } from '~/web/components/correction-fields';
import { TextArea, TextField } from '~/web/components/field';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { Button } from '~/web/features/admin/kit/button';

/*
 * The forms of a supporter's record. Each posts to the screen's route action (plain forms:
 * they work before scripts load); the destructive ones ask first.
 */
const useBusy = () => useNavigation().state !== 'idle';
const Intent = ({ value }: { value: string }) => <input type="hidden" name="intent" value={value} />;

export function ConsentList({ consents }: { consents: ConsentState[] }) {
  const { t, i18n } = useAdminT('records');
  const busy = useBusy();
  const date = (iso: string) => formatDate(iso, i18n.language);
  return (
    <ul className="divide-y divide-slate-100">
      {consents.map((c) => (
        <li key={c.purpose} className="flex flex-wrap items-center justify-between gap-3 py-2" data-consent={c.purpose}>
          <div className="text-sm">
            <p className="font-medium text-slate-900">{t(`supporters.consent.${c.purpose}`)}</p>
            <p className="text-slate-600">
              {c.given && c.at
                ? c.source
                  ? t('supporters.consent.givenSource', { date: date(c.at), source: c.source })
                  : t('supporters.consent.given', { date: date(c.at) })
                : c.at
                  ? t('supporters.consent.withdrawn', { date: date(c.at) })
                  : t('supporters.consent.notGiven')}
            </p>
          </div>
          {c.given && (
            <Form method="post">
              <Intent value="withdraw" />
              <input type="hidden" name="purpose" value={c.purpose} />
              <Button
                type="submit"
                size="sm"
                tone="secondary"
                disabled={busy}
                aria-label={`${t('supporters.consent.withdraw')}: ${t(`supporters.consent.${c.purpose}`)}`}
              >
                {t('supporters.consent.withdraw')}
              </Button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}

export function NoteForm() {
  const { t } = useAdminT('records');
  const busy = useBusy();
  return (
    <Form method="post" className="mt-4 space-y-3">
      <Intent value="note" />
      <TextArea label={t('supporters.note.label')} name="text" rows={3} maxLength={NOTE_MAX} required />
      <Button type="submit" size="sm" disabled={busy}>
        {t('supporters.note.add')}
      </Button>
    </Form>
  );
}

export function CorrectForm({ record }: { record: SupporterRecord }) {
  const { t } = useAdminT('records');
  const busy = useBusy();
  return (
    <Form method="post" className="grid gap-3 sm:grid-cols-3 sm:items-end">
      <Intent value="correct" />
      <CorrectionFields
        label={(field) => t(`supporters.correct.${field}`)}
        values={record}
        languageName={(l) => languageNames[l]}
      />
      <div>
        <Button type="submit" size="sm" disabled={busy}>
          {t('supporters.correct.save')}
        </Button>
      </div>
    </Form>
  );
}

export function MergeForm() {
  const { t } = useAdminT('records');
  const busy = useBusy();
  return (
    <Form
      method="post"
      className="space-y-3"
      onSubmit={(e) => {
        if (!window.confirm(t('supporters.merge.confirm'))) e.preventDefault();
      }}
    >
      <p className="text-sm text-slate-700">{t('supporters.merge.intro')}</p>
      <Intent value="merge" />
      <TextField label={t('supporters.merge.label')} name="otherId" required maxLength={36} />
      <Button type="submit" size="sm" tone="secondary" disabled={busy}>
        {t('supporters.merge.submit')}
      </Button>
    </Form>
  );
}

/** Erasure: typing the word is the confirmation (it works without scripts); administrators only. */
export function EraseForm({ allowed }: { allowed: boolean }) {
  const { t } = useAdminT('records');
  const busy = useBusy();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t('supporters.erase.intro')}</p>
      {allowed ? (
        <Form method="post" className="space-y-3">
          <Intent value="erase" />
          <TextField label={t('supporters.erase.confirmLabel')} name="confirm" required autoComplete="off" />
          <Button type="submit" size="sm" tone="danger" disabled={busy}>
            {t('supporters.erase.submit')}
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-slate-600">{t('supporters.erase.onlyAdmin')}</p>
      )}
    </div>
  );
}
