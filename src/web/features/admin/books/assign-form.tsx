import { Form } from 'react-router';
import { SelectField, TextField } from '~/web/components/field';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';

export interface ChildChoice {
  _id: string;
  name: string;
}

/**
 * Money nobody recorded, given to a supporter (by e-mail: found or created) and a purpose
 * (docs/accounting.md#reconciliation): an offline gift with the statement's reference.
 */
export function AssignForm({ lineId, reference, kids }: { lineId: string; reference: string; kids: ChildChoice[] }) {
  const { t } = useAdminT('records');
  return (
    <details className="min-w-64">
      <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">
        {t('books.recon.assign.summary')} <span className="sr-only">{reference}</span>
      </summary>
      <Form method="post" className="mt-2 grid gap-2">
        <input type="hidden" name="intent" value="assign" />
        <input type="hidden" name="id" value={lineId} />
        <TextField
          label={t('books.recon.assign.firstName')}
          name="firstName"
          required
          maxLength={100}
          autoComplete="off"
        />
        <TextField
          label={t('books.recon.assign.lastName')}
          name="lastName"
          required
          maxLength={100}
          autoComplete="off"
        />
        <TextField
          label={t('books.recon.assign.email')}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="off"
        />
        <SelectField label={t('books.recon.assign.purpose')} name="purpose" defaultValue="general">
          <option value="general">{t('books.recon.assign.purposes.general')}</option>
          {kids.length > 0 && <option value="child">{t('books.recon.assign.purposes.child')}</option>}
        </SelectField>
        {kids.length > 0 && (
          <SelectField label={t('books.recon.assign.child')} name="childId" defaultValue="">
            <option value="">{t('books.recon.assign.noChild')}</option>
            {kids.map((k) => (
              <option key={k._id} value={k._id}>
                {k.name}
              </option>
            ))}
          </SelectField>
        )}
        <Button type="submit" tone="dark" size="sm">
          {t('books.recon.assign.save')}
        </Button>
      </Form>
    </details>
  );
}
