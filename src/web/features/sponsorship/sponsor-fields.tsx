import type { ChangeEvent } from 'react';
import { formatRwfNumber } from '~/shared/format';
import { useOfferedMethods } from '~/web/features/payment-status/use-payments-live';
import { SelectField, TextField } from '~/web/components/field';
import { PlainRadios } from '~/web/components/plain-radios';
import { SmsReceiptsCheckbox } from '~/web/components/sms-receipts-checkbox';
import { useT } from '~/web/i18n';
import { amountOptions, frequencyChoices, type SponsorshipForm } from './sponsorship-form';

type Typed = 'sponsorName' | 'sponsorEmail' | 'sponsorPhone' | 'amount';
type Chosen = 'paymentFrequency' | 'paymentMethod';

/**
 * How the fields hold their values: the browser's (`defaultValue`, with the errors of a
 * refused post) on the child's own page, React's (`value`, `onChange`) in the dialog.
 */
export interface SponsorBinding {
  typed: (name: Typed) => {
    defaultValue?: string;
    value?: string;
    error?: string;
    onChange?: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  };
  chosen: <K extends Chosen>(
    name: K,
  ) => { defaultValue: string } | { value: SponsorshipForm[K]; onChange: (value: SponsorshipForm[K]) => void };
  sms: { checked?: boolean; onChange?: (on: boolean) => void };
}

/** How to reach the sponsor: each field's name, its label's key and its type (also its autocomplete). */
const reach = [
  ['sponsorEmail', 'email', 'email'],
  ['sponsorPhone', 'phone', 'tel'],
] as const;

/** docs/product.md's sponsor fields, the same in the dialog and on the child's page: who pays, how much, how often, how. */
export function SponsorFields({ monthlySupport, bind }: { monthlySupport: number; bind: SponsorBinding }) {
  const { t, lang } = useT('public');
  const d = (key: string) => t(`sponsorship.dialog.${key}`);
  const frequencies = frequencyChoices.map((value) => ({ value, label: d(value) }));
  const methods = useOfferedMethods().map((value) => ({ value, label: d(value) }));
  return (
    <>
      <TextField label={d('name')} name="sponsorName" required autoComplete="name" {...bind.typed('sponsorName')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {reach.map(([name, label, type]) => (
          <TextField
            key={name}
            label={d(label)}
            name={name}
            type={type}
            required
            autoComplete={type}
            {...bind.typed(name)}
          />
        ))}
      </div>
      <SmsReceiptsCheckbox {...bind.sms} />
      <SelectField label={d('amount')} name="amount" required {...bind.typed('amount')}>
        {amountOptions(monthlySupport).map((amount, i) => (
          <option key={amount} value={amount}>
            {t(i === 0 ? 'sponsorship.dialog.amountSuggested' : 'sponsorship.dialog.amountOption', {
              amount: formatRwfNumber(amount, lang),
            })}
          </option>
        ))}
      </SelectField>
      <PlainRadios
        legend={d('frequency')}
        name="paymentFrequency"
        options={frequencies}
        {...bind.chosen('paymentFrequency')}
      />
      <PlainRadios legend={d('method')} name="paymentMethod" options={methods} {...bind.chosen('paymentMethod')} />
    </>
  );
}
