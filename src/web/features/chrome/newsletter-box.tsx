import { useId, useState, type FormEvent } from 'react';
import { useT } from '~/web/i18n';
import { refusalText } from '~/web/components/refusal-text';

type Status = { kind: 'success' | 'error'; text: string } | null;

/** The answer to the form posted without JavaScript (the /subscribe page's action). */
export type SubscribeResult = { ok: boolean; message: string | null; email: string };

/**
 * 'Stay Connected': posts {email} to /api/subscriptions and shows the answer in green or
 * red. Without JavaScript (or before it has loaded) the form posts to /subscribe, whose
 * page shows this box again with `result`.
 */
export function NewsletterBox({
  result,
  heading: Heading = 'h2',
}: {
  result?: SubscribeResult;
  heading?: 'h1' | 'h2';
}) {
  const { t } = useT();
  const id = useId();
  /** An answer in green or red: the server's words, else SPEC's. */
  const statusOf = (ok: boolean, message: string | null | undefined): Status =>
    ok
      ? { kind: 'success', text: message || t('newsletter.success') }
      : { kind: 'error', text: message || t('newsletter.fallbackError') };
  const [status, setStatus] = useState<Status>(() => (result ? statusOf(result.ok, result.message) : null));
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
      setStatus(statusOf(res.ok, res.ok ? body.message : refusalText(body.message)));
      if (res.ok) form.reset();
    } catch {
      // No answer at all (offline, connection dropped): not the browser's own wording.
      setStatus(statusOf(false, null));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="text-lg font-semibold text-white">
        {t('newsletter.title')}
      </Heading>
      <p className="mt-2 text-sm text-slate-300">{t('newsletter.text')}</p>
      <form method="post" action="/subscribe" onSubmit={onSubmit} className="mt-4 flex flex-wrap gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t('newsletter.label')}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          defaultValue={result?.ok === false ? result.email : undefined}
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
