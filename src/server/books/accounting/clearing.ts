import type { ClearingAccount } from '~/shared/schemas/accounting';

/**
 * Which clearing account a payment arrives in (docs/accounting.md#the-journal): by the
 * provider that took it, else by its method (the sandbox, a gift staff recorded). An
 * offline gift assigned from a statement arrives where that statement is kept.
 */
export function clearingOf(provider: string | null, method: string): ClearingAccount {
  if (provider === 'mtn-momo') return 'momo';
  if (provider === 'airtel-money') return 'airtel';
  if (provider === 'flutterwave') return 'card';
  if (provider === 'bank') return 'bank';
  if (method === 'card') return 'card';
  if (method === 'cash') return 'cash';
  if (method === 'bank' || method === 'cheque') return 'bank';
  return 'momo';
}
