import { useEffect, useState } from 'react';
import { startAuthentication } from '@simplewebauthn/browser';
import { browserCallTo, isOk, refusalOf } from '~/web/api/client';
import { authContracts } from '~/shared/contracts/auth';
import { useAdminT } from '~/web/features/admin/admin-i18n';

/**
 * The passkey half of a fresh proof (issue 37), for a person whose only second factor is
 * a passkey: the device answers (fingerprint, face or PIN) and the server keeps that on
 * this session for five minutes; the form's change then needs only the password. WebAuthn
 * needs JavaScript: before the page boots (or with JavaScript off) the step says so.
 */
export function PasskeyProofStep() {
  const { t } = useAdminT('staff');
  const [ready, setReady] = useState<'no-js' | 'no-passkeys' | 'ready'>('no-js');
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setReady('PublicKeyCredential' in window ? 'ready' : 'no-passkeys'), []);
  if (ready !== 'ready')
    return (
      <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
        {t(ready === 'no-js' ? 'account.passkeyProofNoJs' : 'account.passkeyProofNoDevice')}
      </p>
    );

  async function run() {
    setState('busy');
    setError(null);
    try {
      const optionsRes = await browserCallTo(authContracts.passkeyProofOptions);
      if (!isOk(optionsRes)) throw new Error(refusalOf(optionsRes.body) || t('passkey.failed'));
      // The WebAuthn options, as the server's library made them (the contract says only "an object").
      const response = await startAuthentication({ optionsJSON: optionsRes.body.data as never });
      const res = await browserCallTo(authContracts.passkeyProof, { body: { response: { ...response } } });
      if (!isOk(res)) throw new Error(refusalOf(res.body) ?? t('passkey.failed'));
      setState('done');
    } catch (err) {
      setState('idle');
      setError(
        err instanceof Error && err.message && !/NotAllowed|abort/i.test(err.name) ? err.message : t('passkey.failed'),
      );
    }
  }

  return (
    <div className="grid gap-1">
      <button
        type="button"
        onClick={() => void run()}
        disabled={state === 'busy'}
        className="min-h-11 w-full max-w-xs rounded-md border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        {state === 'busy' ? t('passkey.busy') : t('account.passkeyProof')}
      </button>
      <p role="status" className="text-sm text-green-800">
        {state === 'done' ? t('account.passkeyProofDone') : ''}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
