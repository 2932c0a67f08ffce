import { TextField } from '~/web/components/field';
import { accountingContracts } from '~/shared/contracts/accounting';
import { contractPath } from '~/shared/contract';
import { statementProviders } from '~/shared/schemas/reconciliation';
import { useAdminT } from '../admin-i18n';
import { buttonClass } from '../kit/button';
import { flatCard, Panel } from '../kit/panel';
import { ChoiceField } from '../kit/choice-field';
import { FileForm } from '../kit/file-form';

/**
 * A statement, posted straight to the API as a file (a page's action takes JSON only):
 * without JavaScript the API sends the browser back here with the statement to show.
 */
export function UploadForm() {
  const { t } = useAdminT('records');
  return (
    <Panel title={t('books.recon.upload')} className={flatCard}>
      <FileForm
        action={contractPath(accountingContracts.upload)}
        className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-end"
      >
        <ChoiceField
          label={t('books.recon.provider')}
          name="provider"
          required
          defaultValue="mtn-momo"
          choices={statementProviders}
          words={(p) => t(`books.recon.providers.${p}`)}
        />
        <TextField
          label={t('books.recon.file')}
          hint={t('books.recon.fileHint')}
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
        />
        <button type="submit" className={buttonClass({ tone: 'dark', size: 'sm', className: 'sm:mb-7' })}>
          {t('books.recon.upload')}
        </button>
      </FileForm>
    </Panel>
  );
}
