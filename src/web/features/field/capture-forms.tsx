import { type FormEvent, type ReactNode, useState } from 'react';
import type { FieldChild } from '~/shared/schemas/field';
import { FIELD_LETTER_MAX_PAGES } from './limits';
import { useTranslation } from '~/web/i18n';
import { PhotoRefused, preparePhoto } from './photo';
import { type QueuedItem, saveCaptured } from './store';

type Kind = 'report' | 'letter';
const languages = ['rw', 'en', 'fr'] as const;
const input = 'mt-1 block min-h-11 w-full rounded-md border border-slate-400 px-3 py-2 text-base';
const label = 'mt-4 block text-sm font-semibold text-slate-800';

function Field({ id, text, children }: { id: string; text: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      {children}
    </div>
  );
}

const files = (form: FormData, name: string) =>
  form.getAll(name).filter((f): f is File => typeof f !== 'string' && f.size > 0);

/** The item as the phone keeps it, from the form (checked by the browser's own rules first). */
function itemOf(kind: Kind, child: FieldChild, form: FormData, uploads: string[]): QueuedItem {
  const text = (k: string) => String(form.get(k) ?? '').trim();
  const lang = languages.find((l) => l === text('lang')) ?? 'rw';
  const base = {
    id: crypto.randomUUID(),
    kind,
    childId: child._id,
    childName: child.preferredName,
    lang,
    capturedAt: new Date().toISOString(),
    uploads,
    state: 'waiting' as const,
  };
  return kind === 'report'
    ? {
        ...base,
        report: {
          schoolLevel: text('schoolLevel'),
          attendance: Number(text('attendance')),
          ...(text('healthCheckOn') ? { healthCheckOn: text('healthCheckOn') } : {}),
          activities: text('activities'),
          note: text('note'),
        },
      }
    : { ...base, transcription: text('transcription') };
}

/**
 * A progress report or a child's letter (docs/field.md#on-the-phone). With JavaScript it
 * is kept on the phone (its photos made smaller first) and sent when a connection comes;
 * without, the form posts to the page, online.
 */
export function CaptureForm({
  kind,
  child,
  clientId,
  lang,
  onSaved,
}: {
  kind: Kind;
  child: FieldChild;
  clientId: string;
  lang: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation('fieldApp');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = (name: string) => `${kind}-${name}`;
  const fileField = kind === 'report' ? 'photo' : 'pages';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const chosen = files(data, fileField);
    if (kind === 'letter' && (chosen.length < 1 || chosen.length > FIELD_LETTER_MAX_PAGES))
      return setOutcome({ ok: false, text: t('form.pages', { max: FIELD_LETTER_MAX_PAGES }) });
    setBusy(true);
    setOutcome(null);
    try {
      const photos = await Promise.all(chosen.map(preparePhoto));
      const item = itemOf(
        kind,
        child,
        data,
        photos.map(() => crypto.randomUUID()),
      );
      await saveCaptured(item, photos);
      form.reset();
      setOutcome({ ok: true, text: t('form.saved') });
      onSaved();
    } catch (err) {
      const text = err instanceof PhotoRefused ? t(err.key, err.vars) : t('form.failed', { reason: String(err) });
      setOutcome({ ok: false, text });
    } finally {
      setBusy(false);
    }
  }

  const today = new Date().toISOString().slice(0, 10);
  return (
    <form
      method="post"
      encType="multipart/form-data"
      onSubmit={(e) => void onSubmit(e)}
      className="rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby={id('title')}
    >
      <h3 id={id('title')} className="text-lg font-bold text-brand-800">
        {t(`${kind}.title`, { name: child.preferredName })}
      </h3>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="childId" value={child._id} />
      <input type="hidden" name="clientId" value={clientId} />
      <Field id={id('lang')} text={t('form.lang')}>
        <select id={id('lang')} name="lang" defaultValue={lang} className={input}>
          {languages.map((l) => (
            <option key={l} value={l}>
              {t(`lang.${l}`)}
            </option>
          ))}
        </select>
      </Field>
      {kind === 'report' ? (
        <>
          <Field id={id('school')} text={t('report.schoolLevel')}>
            <input id={id('school')} name="schoolLevel" required maxLength={80} className={input} />
          </Field>
          <Field id={id('attendance')} text={t('report.attendance')}>
            <input
              id={id('attendance')}
              name="attendance"
              type="number"
              inputMode="numeric"
              required
              min={0}
              max={100}
              step={1}
              className={input}
            />
          </Field>
          <Field id={id('health')} text={t('report.healthCheckOn')}>
            <input id={id('health')} name="healthCheckOn" type="date" max={today} className={input} />
          </Field>
          <Field id={id('activities')} text={t('report.activities')}>
            <textarea id={id('activities')} name="activities" maxLength={1000} rows={2} className={input} />
          </Field>
          <Field id={id('note')} text={t('report.note')}>
            <textarea id={id('note')} name="note" maxLength={2000} rows={3} className={input} />
          </Field>
          <Field id={id('photo')} text={t('report.photo')}>
            <input id={id('photo')} name="photo" type="file" accept="image/*" className={input} />
          </Field>
        </>
      ) : (
        <>
          <Field id={id('pages')} text={t('letter.pages', { max: FIELD_LETTER_MAX_PAGES })}>
            <input id={id('pages')} name="pages" type="file" accept="image/*" multiple required className={input} />
          </Field>
          <Field id={id('transcription')} text={t('letter.transcription')}>
            <textarea id={id('transcription')} name="transcription" maxLength={5000} rows={4} className={input} />
          </Field>
        </>
      )}
      {outcome && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`mt-4 rounded-md p-3 text-sm ${outcome.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`}
        >
          {outcome.text}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="mt-4 min-h-11 w-full rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {busy ? t('form.saving') : t(`${kind}.save`)}
      </button>
    </form>
  );
}
