import { useState, type FormEvent } from 'react';
import { useT } from '~/web/i18n';

type Status = { kind: 'success' | 'error'; text: string } | null;

/** 'Stay Connected': posts {email} to /api/subscriptions and shows the answer in green or red. */
export function NewsletterBox() {
  const { t } = useT();
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    setStatus(null);
    setBusy(true);
    try {
      const res = await fetch('/api/subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      if (!res.ok) throw new Error(body.message || t('newsletter.fallbackError'));
      setStatus({ kind: 'success', text: body.message || t('newsletter.success') });
      form.reset();
    } catch (e) {
      setStatus({ kind: 'error', text: e instanceof Error && e.message ? e.message : t('newsletter.fallbackError') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="text-lg font-semibold text-white">
        {t('newsletter.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-300">{t('newsletter.text')}</p>
      <form method="post" action="/api/subscriptions" onSubmit={onSubmit} className="mt-4 flex flex-wrap gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {t('newsletter.label')}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          className="min-h-11 min-w-0 flex-1 basis-48 rounded-md border border-slate-600 bg-slate-800 px-3 text-white placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-md bg-accent-500 px-4 font-semibold text-slate-900 hover:bg-accent-600 disabled:opacity-60"
        >
          {busy ? t('newsletter.submitting') : t('newsletter.submit')}
        </button>
      </form>
      <p
        role="status"
        aria-live="polite"
        className={`mt-2 min-h-5 text-sm ${status?.kind === 'error' ? 'text-red-300' : 'text-green-300'}`}
      >
        {status?.text}
      </p>
    </section>
  );
}
