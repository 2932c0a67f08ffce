import { useEffect, useState } from 'react';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { apiFetch, refusalOf } from '~/web/api/client';
import { refusalText } from '~/web/components/refusal-text';

interface Props {
  mode: 'sign-in' | 'register';
  /** The staff texts (`passkey.*`). */
  t: (key: string) => string;
  /** After success: what to do (the Account screen); by default, on to the dashboard. */
  onDone?: () => void;
  /** Signed in: the fresh proof (password, code) the server asks before adding a passkey. */
  proof?: () => Record<string, string>;
}

const toDashboard = () => window.location.assign('/dashboard/analysis');

/**
 * The passkey ceremony: the browser's WebAuthn API, through @simplewebauthn/browser.
 * It needs JavaScript by nature, so the button appears only once the page has booted
 * (with JavaScript off, the password and code forms beside it still work).
 */
export function PasskeyButton({ mode, t, onDone = toDashboard, proof }: Props) {
  const label = mode === 'sign-in' ? t('passkey.signIn') : t('passkey.add');
  const failedLabel = t('passkey.failed');
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setReady(typeof window !== 'undefined' && 'PublicKeyCredential' in window), []);
  if (!ready) return null;

  async function run() {
    setBusy(true);
    setError(null);
    try {
      const base = mode === 'sign-in' ? '/api/auth/passkey/sign-in' : '/api/auth/passkey/register';
      const optionsRes = await apiFetch(`${base}/options`, { method: 'POST', json: proof?.() ?? {} });
      const options = (await optionsRes.json()) as { data: never; message?: string };
      if (!optionsRes.ok) throw new Error(refusalText(options.message ?? '') || failedLabel);
      const response =
        mode === 'sign-in'
          ? await startAuthentication({ optionsJSON: options.data })
          : await startRegistration({ optionsJSON: options.data });
      const res = await apiFetch(base, { method: 'POST', json: { response } });
      if (!res.ok) throw new Error(refusalOf(await res.json()) ?? failedLabel);
      onDone();
    } catch (err) {
      // The person cancelled, or the device refused: said, never a crash.
      setError(err instanceof Error && err.message && !/NotAllowed|abort/i.test(err.name) ? err.message : failedLabel);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <button
        type="button"
        onClick={() => void run()}
        disabled={busy}
        className="min-h-11 w-full rounded-md border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        {busy ? t('passkey.busy') : label}
      </button>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
