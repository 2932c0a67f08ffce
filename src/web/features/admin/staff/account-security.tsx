import { Button } from '../kit/button';
import { IntentButton } from '../kit/intent-button';
import { useRef } from 'react';
import { Form, useRevalidator } from 'react-router';
import type { AccountSecurity } from '~/shared/schemas/staff';
import { formatDate } from '~/shared/format';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { PasskeyButton } from './passkey-button';
import { PasskeyProofStep } from './passkey-proof-step';
import { RecoveryCodes, TotpSecret } from './totp-setup';
import type { StaffT } from './staff-t';
import { Panel } from '../kit/panel';

const card = 'rounded-xl border border-slate-200 bg-white p-4';

/** Your authenticator app: set it up (QR code, then its first code), or remove it; recovery codes. */
export function AuthenticatorCard(props: {
  security: AccountSecurity;
  setup: { secret: string; qrSvg: string } | null;
  codes: string[] | null;
}) {
  const { t } = useAdminT('staff');
  const st = t as unknown as StaffT;
  const { security, setup, codes } = props;
  return (
    <Panel title={t('account.appTitle')} className={card} titleClassName="text-lg font-semibold">
      <p className="mt-1 text-sm text-slate-700">
        {security.totp
          ? t('account.appOn', { count: security.recoveryCodesLeft })
          : security.required
            ? t('account.appRequired')
            : t('account.appOff')}
      </p>
      {codes && <RecoveryCodes t={st} codes={codes} keptHref="/dashboard/account" />}
      {setup ? (
        <>
          <TotpSecret t={st} qrSvg={setup.qrSvg} secret={setup.secret} />
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="totp-confirm" />
            <label className="text-sm font-medium">
              {t('enrol.code')}
              <input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                maxLength={6}
                className="mt-1 block min-h-11 rounded-md border border-slate-300 px-3"
              />
            </label>
            <ProofFields needsCode={false} needsPasskey={security.passkeys.length > 0} />
            <Button type="submit" tone="outline" size="sm">
              {t('enrol.confirm')}
            </Button>
          </Form>
        </>
      ) : security.totp ? (
        <Form method="post" className="mt-3">
          <ProofFields needsCode />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="codes" tone="secondary" size="sm">
              {t('account.newCodes')}
            </Button>
            <Button type="submit" name="intent" value="totp-remove" tone="danger" size="sm">
              {t('account.appRemove')}
            </Button>
          </div>
        </Form>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <IntentButton intent="totp-start" label={t('account.appAdd')} tone="outline" />
        </div>
      )}
    </Panel>
  );
}

/**
 * The fresh proof every change to how one signs in asks for (issue 37), whatever the
 * session's age: the password, and a code when the person has an authenticator app, or
 * their passkey when it is their only second factor.
 */
function ProofFields({ needsCode, needsPasskey = false }: { needsCode: boolean; needsPasskey?: boolean }) {
  const { t } = useAdminT('staff');
  const field = 'mt-1 block min-h-11 w-full max-w-xs rounded-md border border-slate-300 px-3';
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm text-slate-700">
        {t(needsPasskey && !needsCode ? 'account.proofHelpPasskey' : 'account.proofHelp')}
      </legend>
      {needsPasskey && !needsCode && <PasskeyProofStep />}
      <label className="text-sm font-medium">
        {t('account.password')}
        <input name="password" type="password" autoComplete="current-password" required className={field} />
      </label>
      {needsCode && (
        <label className="text-sm font-medium">
          {t('account.currentCode')}
          <input
            name="currentCode"
            inputMode="text"
            autoComplete="one-time-code"
            required
            maxLength={40}
            className={field}
          />
        </label>
      )}
    </fieldset>
  );
}

/** The proof typed into a form, for the passkey button's request (it is not the form's submit). */
const proofOf = (form: HTMLFormElement | null) => {
  const data = form ? new FormData(form) : null;
  return { password: String(data?.get('password') ?? ''), currentCode: String(data?.get('currentCode') ?? '') };
};

/** Your passkeys: added with the device's fingerprint, face or PIN (needs JavaScript), removed by a form. */
export function PasskeysCard({ security }: { security: AccountSecurity }) {
  const { t, i18n } = useAdminT('staff');
  const revalidator = useRevalidator();
  const form = useRef<HTMLFormElement>(null);
  return (
    <Panel title={t('account.passkeysTitle')} className={card} titleClassName="text-lg font-semibold">
      <p className="mt-1 text-sm text-slate-700">{t('account.passkeysHelp')}</p>
      <Form method="post" ref={form} className="mt-2">
        <input type="hidden" name="intent" value="passkey-remove" />
        {security.passkeys.length === 0 ? (
          <p className="text-sm text-slate-600">{t('account.noPasskeys')}</p>
        ) : (
          <ul className="space-y-2">
            {security.passkeys.map((k) => (
              <li key={k._id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-2">
                <span className="text-sm">
                  <span className="font-semibold">{k.name}</span> ·{' '}
                  {t('account.added', { date: formatDate(k.createdAt, i18n.language) })}
                </span>
                <Button type="submit" name="id" value={k._id} tone="danger" size="sm">
                  {t('account.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3">
          <ProofFields needsCode={security.totp} needsPasskey={security.passkeys.length > 0} />
        </div>
        <div className="mt-3 max-w-xs">
          <PasskeyButton
            mode="register"
            t={t}
            proof={() => proofOf(form.current)}
            onDone={() => {
              form.current?.reset();
              void revalidator.revalidate();
            }}
          />
        </div>
      </Form>
    </Panel>
  );
}
