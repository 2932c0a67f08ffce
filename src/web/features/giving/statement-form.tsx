import { Form } from 'react-router';
import { contractPath } from '~/shared/contract';
import { givingContracts } from '~/shared/contracts/my-giving';
import type { Language } from '~/shared/i18n/core';
import { primaryButton } from './buttons';
import { GivingPanel } from './panel';
import { statementYears } from './statement-years';
import type { GivingT } from './page-t';

/**
 * The yearly statement (a PDF), downloaded for one of the years the payer gave in: a plain
 * GET form to the statement's address, so it works without JavaScript too.
 */
export function StatementForm({
  t,
  lang,
  token,
  payments,
}: {
  t: GivingT;
  lang: Language;
  token: string;
  payments: { date: string }[];
}) {
  // No year before the first gift (issue 39.24).
  const years = statementYears(payments);
  return (
    <GivingPanel id="statement" heading={t('statement.heading')} intro={t('statement.intro')}>
      <Form
        method="get"
        action={contractPath(givingContracts.statement)}
        reloadDocument
        className="mt-4 flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="lang" value={lang} />
        <label className="block text-sm font-medium text-slate-800">
          {t('statement.year')}
          <select
            name="year"
            defaultValue={years[0]}
            className="mt-1 block min-h-11 rounded-md border border-slate-300 bg-white px-3"
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={primaryButton}>
          {t('statement.download')}
        </button>
      </Form>
    </GivingPanel>
  );
}
