import { statementInputSchema } from '~/shared/schemas/giving';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminCall } from '~/web/features/admin/api';
import { recurringContracts } from '~/shared/contracts/recurring';
import { ApiError } from '~/web/api/client';
import { Button } from '../kit/button';
import { ChoiceField } from '../kit/choice-field';
import { Fields } from '../kit/fields';
import { Panel } from '../kit/panel';
import { useSchemaForm } from '../kit/use-schema-form';

/** E-mails a donor's giving statement for a year (every method), with the link to their page. */
export function StatementForm({ onDone }: { onDone: (message: string, tone: 'success' | 'error') => void }) {
  const { t } = useAdminT('recurring');
  const thisYear = new Date().getUTCFullYear();
  const form = useSchemaForm({
    schema: statementInputSchema,
    initial: () => ({ email: '', year: String(thisYear) }),
    input: (v) => ({ email: v.email.trim(), year: Number(v.year) }),
    send: async (data) => {
      const answer = await adminCall(recurringContracts.statement, { body: data });
      onDone(answer.message, 'success');
    },
    onFailed: (err) => {
      const message = err instanceof ApiError ? err.message : t('statement.failed');
      form.setError('email', message);
      onDone(message, 'error');
    },
  });

  return (
    <Panel title={t('statement.title')} className="rounded-xl border border-slate-200 bg-white p-4">
      <form noValidate onSubmit={form.onSubmit} className="mt-3 flex flex-wrap items-end gap-3">
        <Fields
          specs={[
            {
              name: 'email',
              label: t('statement.email'),
              className: 'min-w-64 flex-1',
              input: { type: 'email', required: true },
            },
          ]}
          bind={form.field}
        />
        <ChoiceField
          label={t('statement.year')}
          className="w-32"
          {...form.field('year')}
          choices={Array.from({ length: 6 }, (_, i) => thisYear - i)}
          words={String}
        />
        <Button type="submit" size="sm" disabled={form.saving}>
          {t('statement.send')}
        </Button>
      </form>
    </Panel>
  );
}
