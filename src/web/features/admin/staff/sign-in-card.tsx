import type { ReactNode } from 'react';

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
