import type { InputHTMLAttributes, ReactNode } from 'react';
import { Form } from 'react-router';
import { TextField } from '~/web/components/field';

/** The frame of every sign-in step: one card, centred, a heading and an announced error. */
export function SignInCard({ title, error, children }: { title: string; error?: string | null; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-8">
      <section className="w-full max-w-md rounded-xl bg-white p-8 shadow" aria-labelledby="sign-in-step-title">
        <h1 id="sign-in-step-title" className="text-2xl font-bold text-brand-800">
          {title}
        </h1>
        {error && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-700">
            {error}
          </p>
        )}
        {children}
      </section>
    </main>
  );
}

export const fieldClass = 'mt-1 block min-h-11 w-full rounded-md border border-slate-300 px-3';
export const submitClass =
  'mt-6 min-h-11 w-full rounded-md bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
export const linkClass = 'text-brand-800 underline';

/** The link back to the first sign-in step. */
export function BackToSignIn({ label }: { label: string }) {
  return (
    <p className="mt-6 text-sm">
      <a href="/dashboard/login" className={linkClass}>
        {label}
      </a>
    </p>
  );
}

/** What a step says once done (a link sent, a password set), announced. */
export function SignInNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
      {children}
    </p>
  );
}

/** Each sign-in step's one field: its control, and the keys of its label and hint. */
const stepFields = {
  'forgot-email': { name: 'email', type: 'email', autoComplete: 'username', label: 'forgot.email' },
  'new-password': {
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
    minLength: 12,
    label: 'password.label',
    hint: 'password.hint',
  },
  'enrol-code': {
    name: 'code',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 6,
    label: 'enrol.code',
  },
  'verify-code': {
    name: 'code',
    inputMode: 'text',
    autoComplete: 'one-time-code',
    maxLength: 40,
    label: 'verify.code',
    hint: 'verify.hint',
  },
} satisfies Record<string, InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; hint?: string }>;

/**
 * A sign-in step's form of one field (`field`, its id), posted natively to the route's
 * action: its labelled control (hint tied to it), then the submit, "…" while it is sent.
 */
export function OneFieldForm({
  t,
  field,
  submit,
  busy,
  className = 'mt-4',
  children,
  after,
}: {
  t: (key: string) => string;
  field: keyof typeof stepFields;
  submit: string;
  busy: boolean;
  className?: string;
  /** Before the field: an introduction, hidden inputs. */
  children?: ReactNode;
  /** After the field: a choice that goes with it. */
  after?: ReactNode;
}) {
  const { label, ...input } = stepFields[field];
  const hint = 'hint' in input ? t(input.hint) : undefined;
  return (
    <Form method="post" className={className}>
      {children}
      <TextField id={field} required {...input} label={t(label)} hint={hint} />
      {after}
      <button type="submit" disabled={busy} className={submitClass}>
        {submit}
      </button>
    </Form>
  );
}
