import { Form } from 'react-router';
import { TextField } from '~/web/components/field';
import { type StatementMapping, type StatementProvider, statementProviders } from '~/shared/schemas/reconciliation';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';
import { flatCard, Panel } from '../kit/panel';

const FIELDS = ['reference', 'amount', 'date', 'status', 'fee', 'payer', 'currency'] as const;
const REQUIRED = new Set(['reference', 'amount', 'date']);

/** Each provider's statement columns, mapped once and kept (docs/accounting.md#reconciliation); open where none is kept yet. */
export function MappingForms({ mappings }: { mappings: Partial<Record<StatementProvider, StatementMapping>> }) {
  const { t } = useAdminT('records');
  return (
    <Panel title={t('books.recon.mapping.title')} className={flatCard}>
      <p className="text-sm text-slate-600">{t('books.recon.mapping.intro')}</p>
      <div className="mt-3 space-y-2">
        {statementProviders.map((p) => {
          const kept = mappings[p];
          return (
            <details key={p} open={!kept} className="rounded-lg border border-slate-200 p-3" data-provider={p}>
              <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-900">
                {t(`books.recon.providers.${p}`)}
                {!kept && (
                  <span className="ml-2 text-sm font-normal text-amber-800">({t('books.recon.mapping.missing')})</span>
                )}
              </summary>
              <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
                <input type="hidden" name="intent" value="mapping" />
                <input type="hidden" name="provider" value={p} />
                {FIELDS.map((f) => (
                  <TextField
                    key={f}
                    label={t(`books.recon.mapping.field.${f}`)}
                    name={f}
                    required={REQUIRED.has(f)}
                    maxLength={100}
                    defaultValue={kept?.[f] ?? ''}
                    autoComplete="off"
                  />
                ))}
                <Button type="submit" tone="outline" size="sm" className="justify-self-start">
                  {t('books.recon.mapping.save')}
                </Button>
              </Form>
            </details>
          );
        })}
      </div>
    </Panel>
  );
}
