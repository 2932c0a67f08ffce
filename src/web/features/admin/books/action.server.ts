import { data } from 'react-router';
import { call, messageOf } from '~/web/api/client';
import { readForm } from '~/web/components/form-action.server';
import { accountingContracts } from '~/shared/contracts/accounting';
import { clearingAccounts, journalFunds } from '~/shared/schemas/accounting';
import { statementProviders, type StatementProvider } from '~/shared/schemas/reconciliation';
import type { ApiClient } from '~/web/api/client';

const ID = /^[0-9a-f-]{36}$/i;
const NO_ID = '00000000-0000-4000-8000-000000000000';
const mappingFields = ['reference', 'amount', 'date', 'status', 'fee', 'payer', 'currency'] as const;

/**
 * The Reconciliation screen's forms (account codes, a provider's columns, assigning a
 * line): each posted here and sent to the API as JSON; the answer's message is shown.
 * The statement itself is posted straight to the API (src/server/books/reconciliation/page-answer.ts).
 */
export async function booksAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  const value = (k: string) => String(form.get(k) ?? '').trim();
  const intent = value('intent');
  let res;
  if (intent === 'codes') {
    const pick = <K extends string>(prefix: string, keys: readonly K[]) =>
      Object.fromEntries(keys.map((k) => [k, value(`${prefix}${k}`)])) as Record<K, string>;
    res = await call(api, accountingContracts.saveSettings, {
      body: { funds: pick('funds.', journalFunds), clearing: pick('clearing.', clearingAccounts), fees: value('fees') },
    });
  } else if (intent === 'mapping') {
    const provider = (statementProviders as readonly string[]).includes(value('provider'))
      ? (value('provider') as StatementProvider)
      : 'bank';
    const body = Object.fromEntries(mappingFields.map((f) => [f, value(f)])) as Record<
      (typeof mappingFields)[number],
      string
    >;
    res = await call(api, accountingContracts.saveMapping, { params: { provider }, body });
  } else if (intent === 'assign') {
    const id = ID.test(value('id')) ? value('id') : NO_ID;
    res = await call(api, accountingContracts.assign, {
      params: { id },
      body: {
        firstName: value('firstName'),
        lastName: value('lastName'),
        email: value('email'),
        phone: value('phone'),
        purpose: value('purpose') === 'child' ? 'child' : 'general',
        childId: value('childId') || undefined,
      },
    });
  } else return data({ ok: false, intent, message: null }, { status: 400 });
  const ok = res.status >= 200 && res.status < 300;
  return data({ ok, intent, message: messageOf(res.body) }, { status: ok ? 200 : res.status });
}
