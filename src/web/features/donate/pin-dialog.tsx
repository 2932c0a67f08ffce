import { type FormEvent, useCallback, useEffect } from 'react';
import { Dialog } from '~/web/components/dialog';
import { TextField } from '~/web/components/field';
import { useT } from '~/web/i18n';
import { formatPin } from '~/web/features/payment/card-format';

/** 'Confirm Payment' (docs/product.md#states-and-transitions): 4 digits only; confirm disabled until 4 are typed; closing clears the PIN. */
export function PinDialog({
  open,
  pin,
  onPin,
  onClose,
  onConfirm,
  processing,
  amountText,
  methodText,
}: {
  open: boolean;
  pin: string;
  onPin: (pin: string) => void;
  onClose: () => void;
  onConfirm: () => void;
  processing: boolean;
  amountText: string;
  methodText: string;
}) {
  const { t } = useT('content');
  const close = useCallback(() => onClose(), [onClose]);
  // After showModal() (the Dialog's own effect, which runs first) put the focus on the PIN.
  useEffect(() => {
    if (open) document.getElementById('donate-pin')?.focus();
  }, [open]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pin.length === 4 && !processing) onConfirm();
  };
  return (
    <Dialog open={open} onClose={close} title={t('donate.pin.title')} closeLabel={t('donate.pin.close')}>
      <form onSubmit={submit} noValidate>
        <p className="text-slate-700">{t('donate.pin.text', { amount: amountText, method: methodText })}</p>
        <TextField
          id="donate-pin"
          className="mt-4"
          label={t('donate.pin.label')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={pin}
          onChange={(e) => onPin(formatPin(e.target.value))}
          disabled={processing}
        />
        <button
          type="submit"
          disabled={pin.length !== 4 || processing}
          className="mt-5 min-h-12 w-full rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {processing ? t('donate.processing') : t('donate.pin.confirm')}
        </button>
      </form>
    </Dialog>
  );
}
