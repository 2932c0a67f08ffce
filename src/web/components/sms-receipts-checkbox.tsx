import { useId } from 'react';
import { useT } from '~/web/i18n';

/**
 * "Send my receipts by SMS" on the payment forms (donate, sponsorship, gift checkout):
 * a plain checkbox named `smsReceipts`, so a post without JavaScript carries it too.
 * Ticked, the server records the consent with its date and source (src/server/core/sms/).
 */
export function SmsReceiptsCheckbox({
  checked,
  onChange,
  className = '',
}: {
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  className?: string;
}) {
  const { t } = useT('common');
  const hint = useId();
  return (
    <div className={className}>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name="smsReceipts"
          {...(onChange
            ? { checked: !!checked, onChange: (e) => onChange(e.target.checked) }
            : { defaultChecked: checked })}
          aria-describedby={hint}
          className="h-5 w-5 accent-brand-700"
        />
        <span>{t('smsReceipts.label')}</span>
      </label>
      <p id={hint} className="ml-8 text-sm text-slate-600">
        {t('smsReceipts.hint')}
      </p>
    </div>
  );
}
