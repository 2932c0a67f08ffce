import type { StaffT } from './staff-t';

/**
 * The authenticator app's secret, as a QR code (an SVG drawn on the server by the
 * `qrcode` package from the otpauth:// address) and as text to type in.
 */
export function TotpSecret({ t, qrSvg, secret }: { t: StaffT; qrSvg: string; secret: string }) {
  return (
    <div className="mt-4">
      <p className="text-sm">{t('totp.scan')}</p>
      <div
        role="img"
        aria-label={t('totp.qrLabel')}
        className="mx-auto mt-3 w-48 max-w-full bg-white p-2"
        // The server's own SVG (qrcode's output from our otpauth:// address): no visitor text in it.
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p className="mt-3 text-sm">{t('totp.orType')}</p>
      <p className="mt-1 break-all rounded bg-slate-100 p-2 font-mono text-sm" data-testid="totp-secret">
        {secret.replace(/(.{4})/g, '$1 ').trim()}
      </p>
    </div>
  );
}

/** Ten recovery codes, shown once: each opens the dashboard once when the phone is lost. */
export function RecoveryCodes({ t, codes }: { t: StaffT; codes: string[] }) {
  return (
    <div className="mt-4" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" className="text-lg font-semibold">
        {t('totp.codesTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('totp.codesHelp')}</p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c} className="rounded bg-slate-100 px-2 py-1">
            {c}
          </li>
        ))}
      </ul>
    </div>
  );
}
