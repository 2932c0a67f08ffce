import { TextField } from '~/web/components/field';
import { accountingContracts } from '~/shared/contracts/accounting';
import { contractPath } from '~/shared/contract';
import { journalFormats } from '~/shared/schemas/accounting';
import { useAdminT } from '../admin-i18n';
import { buttonClass } from '../kit/button';
import { flatCard, Panel } from '../kit/panel';
import { ChoiceField } from '../kit/choice-field';

/**
 * The accounting journal of a period, downloaded (docs/accounting.md#the-journal): a plain
 * GET form to the journal's address, so it works without JavaScript too. The period
 * starts on the first day of the month by default.
 */
export function JournalForm({ today }: { today: string }) {
  const { t } = useAdminT('records');
  return (
    <Panel title={t('books.journal.title')} className={flatCard}>
      <p className="text-sm text-slate-600">{t('books.journal.intro')}</p>
      <form
        method="get"
        action={contractPath(accountingContracts.journal)}
        className="mt-3 grid gap-3 sm:grid-cols-[repeat(3,minmax(0,12rem))_auto] sm:items-end"
      >
        <TextField
          label={t('books.journal.from')}
          name="from"
          type="date"
          required
          defaultValue={`${today.slice(0, 8)}01`}
        />
        <TextField label={t('books.journal.to')} name="to" type="date" required defaultValue={today} />
        <ChoiceField
          label={t('books.journal.format')}
          name="format"
          defaultValue="csv"
          choices={journalFormats}
          words={(f) => t(`books.journal.formats.${f}`)}
        />
        <button type="submit" className={buttonClass({ tone: 'dark', size: 'sm' })}>
          {t('books.journal.download')}
        </button>
      </form>
    </Panel>
  );
}
