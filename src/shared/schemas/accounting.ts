import { z } from 'zod';
import { adminMessageKey } from './common';
import { dataOf, messageAndDataOf } from './record';

/**
 * The accounting journal (docs/accounting.md): the account codes staff set in Site
 * settings, and what GET /api/accounting/journal takes. Every settled payment, refund and
 * offline gift is one balanced entry: the method's clearing account against the fund's
 * income account, the provider's fee where it is known.
 */

/** The funds money is given to: donations (Donation Records), sponsorships, gifts to sponsored children, the gift catalogue. */
export const journalFunds = ['general', 'sponsorship', 'childGifts', 'catalogue'] as const;
export type JournalFund = (typeof journalFunds)[number];
/** Where money arrives before it reaches the bank: one clearing account per way of paying. */
export const clearingAccounts = ['momo', 'airtel', 'card', 'bank', 'cash'] as const;
export type ClearingAccount = (typeof clearingAccounts)[number];

/** An account code as an accounting program has it (`4000`, `1100-02`, `INC.GEN`): never a formula. */
const accountCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]{0,39}$/, adminMessageKey('accounting.code'));

export const accountingSettingsSchema = z.strictObject({
  funds: z.strictObject({
    general: accountCode,
    sponsorship: accountCode,
    childGifts: accountCode,
    catalogue: accountCode,
  }),
  clearing: z.strictObject({
    momo: accountCode,
    airtel: accountCode,
    card: accountCode,
    bank: accountCode,
    cash: accountCode,
  }),
  /** The expense account the providers' fees are booked to. */
  fees: accountCode,
});
export type AccountingSettings = z.output<typeof accountingSettingsSchema>;

/** A small charity's chart of accounts until staff set their own. */
export const defaultAccountingSettings: AccountingSettings = {
  funds: { general: '4000', sponsorship: '4100', childGifts: '4200', catalogue: '4300' },
  clearing: { momo: '1110', airtel: '1120', card: '1130', bank: '1100', cash: '1000' },
  fees: '6100',
};

export const accountingSettingsAnswerSchema = dataOf(accountingSettingsSchema);
export const accountingSettingsSavedSchema = messageAndDataOf(accountingSettingsSchema);

export const journalFormats = ['csv', 'qbo', 'xero'] as const;
export type JournalFormat = (typeof journalFormats)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (key: string) =>
  z
    .string({ error: adminMessageKey(key) })
    .regex(DAY, adminMessageKey(key))
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(d).toISOString().startsWith(d), {
      error: adminMessageKey(key),
    });

/** `?from=&to=` (days in the organisation's time zone, both included) and the file's format. */
export const journalQuerySchema = z
  .object({
    from: day('accounting.from'),
    to: day('accounting.to'),
    format: z.enum(journalFormats, { error: adminMessageKey('accounting.format') }).default('csv'),
  })
  .refine((q) => q.from <= q.to, { error: adminMessageKey('accounting.order'), path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000 * 5, {
    error: adminMessageKey('accounting.span'),
    path: ['to'],
  });
export type JournalQuery = z.output<typeof journalQuerySchema>;
