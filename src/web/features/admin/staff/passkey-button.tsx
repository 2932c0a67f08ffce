import { useEffect, useState } from 'react';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { browserCallTo, isOk, refusalOf } from '~/web/api/client';
import { authContracts } from '~/shared/contracts/auth';

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
      const optionsRes =
        mode === 'sign-in'
          ? await browserCallTo(authContracts.passkeySignInOptions)
          : await browserCallTo(authContracts.passkeyRegisterOptions, { body: proof?.() ?? {} });
      if (!isOk(optionsRes)) throw new Error(refusalOf(optionsRes.body) || failedLabel);
      // The WebAuthn options, as the server's library made them (the contract says only "an object").
      const optionsJSON = optionsRes.body.data as never;
      const res =
        mode === 'sign-in'
          ? await browserCallTo(authContracts.passkeySignIn, {
              body: { response: { ...(await startAuthentication({ optionsJSON })) } },
            })
          : await browserCallTo(authContracts.passkeyRegister, {
              body: { response: { ...(await startRegistration({ optionsJSON })) } },
            });
      if (!isOk(res)) throw new Error(refusalOf(res.body) ?? failedLabel);
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
