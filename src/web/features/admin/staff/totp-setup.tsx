import { useEffect, useRef } from 'react';
import { useHydrated } from '~/web/components/use-hydrated';
import { submitClass } from './sign-in-card';
import type { StaffT } from './staff-t';

const secondaryClass =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50';

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

/** The codes as a text file a person can keep (a `data:` address: it downloads without JavaScript). */
export function recoveryCodesFile(t: StaffT, codes: string[]): string {
  const text = [t('totp.fileTitle'), '', ...codes, '', t('totp.fileHelp'), ''].join('\r\n');
  return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
}

/**
 * Ten recovery codes, shown once: each opens the dashboard once when the phone is lost.
 * They stay on screen until the person says they have kept them (`keptHref`, a link, so
 * it works without JavaScript); meanwhile they can download them as a .txt, or print.
 */
export function RecoveryCodes({ t, codes, keptHref }: { t: StaffT; codes: string[]; keptHref: string }) {
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  // After a form sent with JavaScript the codes replace the form: bring them into view, announced.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mt-4" role="region" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">
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
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <a href={recoveryCodesFile(t, codes)} download="recovery-codes.txt" className={secondaryClass}>
          {t('totp.download')}
        </a>
        {hydrated && (
          <button type="button" onClick={() => window.print()} className={secondaryClass}>
            {t('totp.print')}
          </button>
        )}
      </div>
      <a href={keptHref} className={`${submitClass} inline-flex items-center justify-center print:hidden`}>
        {t('totp.kept')}
      </a>
    </div>
  );
}
