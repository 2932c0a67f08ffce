import { Form } from 'react-router';
import { TextField } from '~/web/components/field';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';
import { childGiftKinds } from '~/shared/schemas/child-gift-settings';
import { ChoiceField, RecordChoiceField } from '../kit/choice-field';

/** The purposes that name a child (docs/accounting.md#reconciliation). */
const childPurposes = ['child', 'sponsorship', 'childGift'] as const;

export interface ChildChoice {
  _id: string;
  name: string;
}

/**
 * Money nobody recorded, given to a supporter (by e-mail: found or created) and a purpose
 * (docs/accounting.md#reconciliation): an offline gift with the statement's reference, or a
 * sponsor's payment for their child's sponsorship or a gift to the child (its sponsor pays:
 * the name and e-mail may be left empty). The server says what is missing.
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
        <ChoiceField
          label={t('books.recon.assign.purpose')}
          name="purpose"
          defaultValue="general"
          choices={kids.length > 0 ? ['general', ...childPurposes] : ['general']}
          words={(p) => t(`books.recon.assign.purposes.${p}`)}
        />
        {kids.length > 0 && (
          <>
            <RecordChoiceField
              label={t('books.recon.assign.child')}
              name="childId"
              defaultValue=""
              records={kids}
              none={t('books.recon.assign.noChild')}
            />
            <ChoiceField
              label={t('books.recon.assign.giftKind')}
              name="giftKind"
              defaultValue="family"
              choices={childGiftKinds}
              words={(k) => t(`books.recon.assign.giftKinds.${k}`)}
            />
          </>
        )}
        <TextField
          label={t('books.recon.assign.firstName')}
          name="firstName"
          maxLength={100}
          autoComplete="off"
          hint={kids.length > 0 ? t('books.recon.assign.sponsorHint') : undefined}
        />
        <TextField label={t('books.recon.assign.lastName')} name="lastName" maxLength={100} autoComplete="off" />
        <TextField label={t('books.recon.assign.email')} name="email" type="email" maxLength={254} autoComplete="off" />
        <Button type="submit" tone="dark" size="sm">
          {t('books.recon.assign.save')}
        </Button>
      </Form>
    </details>
  );
}
