import { Form, useLocation } from 'react-router';
import { TextField } from '~/web/components/field';
import { type AccountingSettings, clearingAccounts, journalFunds } from '~/shared/schemas/accounting';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';
import { flatCard, Panel } from '../kit/panel';

/**
 * The journal's account codes (docs/accounting.md#account-codes): on the Reconciliation
 * screen, and as a section of Site settings (`onSiteSettings`), both posted to the
 * Reconciliation screen's action (without JavaScript too).
 */
export function CodesForm({ codes, onSiteSettings = false }: { codes: AccountingSettings; onSiteSettings?: boolean }) {
  const { t } = useAdminT('records');
  const { pathname } = useLocation();
  const action = onSiteSettings ? pathname.replace(/\/site_settings$/, '/reconciliation') : undefined;
  const field = (name: string, label: string, value: string) => (
    <TextField key={name} label={label} name={name} required maxLength={40} defaultValue={value} autoComplete="off" />
  );
  return (
    <Panel id="account-codes" title={t('books.codes.title')} className={flatCard}>
      <p className="text-sm text-slate-600">{t('books.codes.intro')}</p>
      <Form method="post" action={action} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="codes" />
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="mb-1 text-sm font-semibold text-slate-800">{t('books.codes.funds')}</legend>
          {journalFunds.map((f) => field(`funds.${f}`, t(`books.codes.fund.${f}`), codes.funds[f]))}
        </fieldset>
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <legend className="mb-1 text-sm font-semibold text-slate-800">{t('books.codes.clearing')}</legend>
          {clearingAccounts.map((c) => field(`clearing.${c}`, t(`books.codes.way.${c}`), codes.clearing[c]))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-end">
          {field('fees', t('books.codes.fees'), codes.fees)}
          <Button type="submit" tone="dark" size="sm" className="justify-self-start">
            {t('books.codes.save')}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
