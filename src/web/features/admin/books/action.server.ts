import { call } from '~/web/api/client';
import type { ApiClient } from '~/web/api/client';
import { intentAction } from '../kit/route-action.server';
import { accountingContracts } from '~/shared/contracts/accounting';
import { clearingAccounts, journalFunds } from '~/shared/schemas/accounting';
import { childGiftKinds } from '~/shared/schemas/child-gift-settings';
import { linePurposes, statementProviders, type StatementProvider } from '~/shared/schemas/reconciliation';

const mappingFields = ['reference', 'amount', 'date', 'status', 'fee', 'payer', 'currency'] as const;
const isProvider = (p: string): p is StatementProvider => (statementProviders as readonly string[]).includes(p);

/**
 * The Reconciliation screen's forms (account codes, a provider's columns, assigning a
 * line), each an intent sent to the API through its contract (the kit's intentAction).
 * The statement itself is posted straight to the API (src/server/books/reconciliation/page-answer.ts).
 */
export function booksAction(api: ApiClient, request: Request) {
  return intentAction(request, {
    codes: ({ value }) => {
      const pick = <K extends string>(prefix: string, keys: readonly K[]) =>
        Object.fromEntries(keys.map((k) => [k, value(`${prefix}${k}`).trim()])) as Record<K, string>;
      return call(api, accountingContracts.saveSettings, {
        body: {
          funds: pick('funds.', journalFunds),
          clearing: pick('clearing.', clearingAccounts),
          fees: value('fees').trim(),
        },
      });
    },
    mapping: ({ value }) => {
      const provider = value('provider');
      if (!isProvider(provider)) return null;
      const body = Object.fromEntries(mappingFields.map((f) => [f, value(f).trim()])) as Record<
        (typeof mappingFields)[number],
        string
      >;
      return call(api, accountingContracts.saveMapping, { params: { provider }, body });
    },
    assign: ({ value, id }) =>
      call(api, accountingContracts.assign, {
        params: { id },
        body: {
          firstName: value('firstName'),
          lastName: value('lastName'),
          email: value('email'),
          phone: value('phone'),
          purpose: linePurposes.find((p) => p === value('purpose')) ?? 'general',
          childId: value('childId') || undefined,
          giftKind: childGiftKinds.find((k) => k === value('giftKind')) ?? 'family',
        },
      }),
  });
}
