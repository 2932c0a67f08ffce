import { type FormEvent, useState } from 'react';
import { SelectField, TextField } from '~/web/components/field';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminFetch } from '~/web/features/admin/api';
import { ApiError } from '~/web/api/client';

/** E-mails a donor's giving statement for a year (every method), with the link to their page. */
export function StatementForm({ onDone }: { onDone: (message: string, tone: 'success' | 'error') => void }) {
  const { t } = useAdminT('recurring');
  const thisYear = new Date().getUTCFullYear();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setSending(true);
    setError(undefined);
    try {
      const answer = await adminFetch<{ message: string }>('/api/recurring/statement', {
        method: 'POST',
        json: { email: String(form.get('email') ?? '').trim(), year: Number(form.get('year')) },
      });
      onDone(answer.message, 'success');
    } catch (err) {
      const message = err instanceof ApiError ? err.message : t('statement.failed');
      setError(message);
      onDone(message, 'error');
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="statement-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="statement-heading" className="text-lg font-semibold text-slate-900">
        {t('statement.title')}
      </h2>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
        <TextField
          label={t('statement.email')}
          name="email"
          type="email"
          required
          error={error}
          className="min-w-64 flex-1"
        />
        <SelectField label={t('statement.year')} name="year" defaultValue={thisYear} className="w-32">
          {Array.from({ length: 6 }, (_, i) => thisYear - i).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </SelectField>
        <button
          type="submit"
          disabled={sending}
          className="min-h-11 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t('statement.send')}
        </button>
      </form>
    </section>
  );
}
