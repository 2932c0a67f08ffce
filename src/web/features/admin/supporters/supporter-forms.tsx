import type { FormEvent, ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { languageNames } from '~/shared/i18n/core';
import { formatDate } from '~/shared/format';
import type { ConsentState } from '~/shared/schemas/my-data';
import { NOTE_MAX, type SupporterRecord } from '~/shared/schemas/supporter-record';
import { CorrectionFields } from '~/web/components/correction-fields';
import { TextArea, TextField } from '~/web/components/field';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { Button } from '~/web/features/admin/kit/button';
import { IntentFields } from '~/web/features/admin/kit/intent-button';

/*
 * The forms of a supporter's record. Each posts to the screen's route action (plain forms:
 * they work before scripts load); the destructive ones ask first.
 */

/** One of the record's forms: posted with its `intent`, its fields, then its submit (disabled while a post is on its way). */
function PostedForm({
  intent,
  submit,
  className,
  onSubmit,
  children,
}: {
  intent: string;
  /** The submit button's props: its words, its tone, its name for screen readers. */
  submit: { label: string; tone?: 'secondary' | 'danger'; 'aria-label'?: string };
  className?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}) {
  const busy = useNavigation().state !== 'idle';
  const { label, ...button } = submit;
  return (
    <Form method="post" className={className} onSubmit={onSubmit}>
      <IntentFields intent={intent} />
      {children}
      <div>
        <Button type="submit" size="sm" disabled={busy} {...button}>
          {label}
        </Button>
      </div>
    </Form>
  );
}

export function ConsentList({ consents }: { consents: ConsentState[] }) {
  const { t, i18n } = useAdminT('records');
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
            <PostedForm
              intent="withdraw"
              submit={{
                label: t('supporters.consent.withdraw'),
                tone: 'secondary',
                'aria-label': `${t('supporters.consent.withdraw')}: ${t(`supporters.consent.${c.purpose}`)}`,
              }}
            >
              <input type="hidden" name="purpose" value={c.purpose} />
            </PostedForm>
          )}
        </li>
      ))}
    </ul>
  );
}

export function NoteForm() {
  const { t } = useAdminT('records');
  return (
    <PostedForm intent="note" submit={{ label: t('supporters.note.add') }} className="mt-4 space-y-3">
      <TextArea label={t('supporters.note.label')} name="text" rows={3} maxLength={NOTE_MAX} required />
    </PostedForm>
  );
}

export function CorrectForm({ record }: { record: SupporterRecord }) {
  const { t } = useAdminT('records');
  return (
    <PostedForm
      intent="correct"
      submit={{ label: t('supporters.correct.save') }}
      className="grid gap-3 sm:grid-cols-3 sm:items-end"
    >
      <CorrectionFields
        label={(field) => t(`supporters.correct.${field}`)}
        values={record}
        languageName={(l) => languageNames[l]}
      />
    </PostedForm>
  );
}

export function MergeForm() {
  const { t } = useAdminT('records');
  return (
    <PostedForm
      intent="merge"
      submit={{ label: t('supporters.merge.submit'), tone: 'secondary' }}
      className="space-y-3"
      onSubmit={(e) => {
        if (!window.confirm(t('supporters.merge.confirm'))) e.preventDefault();
      }}
    >
      <p className="text-sm text-slate-700">{t('supporters.merge.intro')}</p>
      <TextField label={t('supporters.merge.label')} name="otherId" required maxLength={36} />
    </PostedForm>
  );
}

/** Erasure: typing the word is the confirmation (it works without scripts); administrators only. */
export function EraseForm({ allowed }: { allowed: boolean }) {
  const { t } = useAdminT('records');
  const intro = <p className="text-sm text-slate-700">{t('supporters.erase.intro')}</p>;
  if (!allowed)
    return (
      <div className="space-y-3">
        {intro}
        <p className="text-sm text-slate-600">{t('supporters.erase.onlyAdmin')}</p>
      </div>
    );
  return (
    <PostedForm intent="erase" submit={{ label: t('supporters.erase.submit'), tone: 'danger' }} className="space-y-3">
      {intro}
      <TextField label={t('supporters.erase.confirmLabel')} name="confirm" required autoComplete="off" />
    </PostedForm>
  );
}
