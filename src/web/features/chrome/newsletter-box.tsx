import { useId, useState } from 'react';
import type { FormResult } from '~/web/components/form-errors';
import { useOutcomeRef } from '~/web/components/form-outcome';
import { useActionForm } from '~/web/components/use-action-form';
import { useFieldError, useT } from '~/web/i18n';
import { PrivacyLink } from '~/web/components/privacy-link';
import { SubmitButton } from '~/web/components/buttons';

/** Where /subscribe opens after a plain post: the answer under the box. */
const SUBSCRIBE_OUTCOME = 'subscribe-outcome';

type Status = { kind: 'success' | 'error'; text: string } | null;

// zod loads when an address is sent, not with every page.
const loadSchema = () => import('~/shared/schemas/newsletter').then((m) => m.subscriptionInputSchema);

/**
 * 'Stay Connected': posts the address to the /subscribe page's action (natively before
 * or without JavaScript, through a fetcher after) and shows the answer in green or red.
 * Posted natively, the /subscribe page shows this box again with `result`.
 */
export function NewsletterBox({ result, heading: Heading = 'h2' }: { result?: FormResult; heading?: 'h1' | 'h2' }) {
  const { t } = useT();
  const fieldError = useFieldError();
  const id = useId();
  /** An answer in green or red: the server's words, else those of docs/product.md#error-and-success-texts. */
  const statusOf = (answer: FormResult): Status =>
    answer.ok
      ? { kind: 'success', text: answer.message || t('newsletter.success') }
      : { kind: 'error', text: answer.message || t('newsletter.fallbackError') };
  const [status, setStatus] = useState<Status>(() => (result ? statusOf(result) : null));
  const { errors, onSubmit, busy, failed } = useActionForm({
    loadSchema,
    action: '/subscribe',
    initial: result,
    onSend: () => setStatus(null),
    onResult(answer, form) {
      setStatus(statusOf(answer));
      if (answer.ok) form?.reset();
    },
  });
  // The server's answer is brought into view and focused (a refused address focuses the field).
  const outcome = useOutcomeRef<HTMLParagraphElement>(status);
  // An address the shared schema refuses is said the same way as the server's refusal.
  const shown: Status = errors.email ? { kind: 'error', text: fieldError(errors.email) ?? '' } : status;

  return (
    <section aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="text-lg font-semibold text-white">
        {t('newsletter.title')}
      </Heading>
      <p className="mt-2 text-sm text-slate-300">{t('newsletter.text')}</p>
      {/* A plain post (no JavaScript) opens /subscribe at the answer; the fetcher posts to '/subscribe'. */}
      <form
        method="post"
        action={`/subscribe#${SUBSCRIBE_OUTCOME}`}
        onSubmit={(e) => void onSubmit(e)}
        className="mt-4 flex flex-wrap gap-2"
      >
        <label htmlFor={`${id}-email`} className="sr-only">
          {t('newsletter.label')}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          defaultValue={failed?.values.email}
          type="email"
          required
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          className="min-h-11 min-w-0 flex-1 basis-48 rounded-md border border-slate-600 bg-slate-800 px-3 text-white placeholder:text-slate-400"
        />
        <SubmitButton
          busy={busy}
          label={t('newsletter.submit')}
          busyLabel={t('newsletter.submitting')}
          className="min-h-11 rounded-md bg-accent-500 px-4 font-semibold text-slate-900 hover:bg-accent-600 disabled:opacity-60"
        />
      </form>
      <PrivacyLink className="mt-2 text-sm text-slate-300" />
      <p
        ref={outcome}
        // One box per page: the footer leaves it out on /subscribe, where the page shows its own.
        id={SUBSCRIBE_OUTCOME}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className={`mt-2 min-h-5 scroll-mt-24 scroll-mb-4 text-sm ${shown?.kind === 'error' ? 'text-red-300' : 'text-green-300'}`}
      >
        {shown?.text}
      </p>
    </section>
  );
}
