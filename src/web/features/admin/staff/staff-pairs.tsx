import type { StaffMember } from '~/shared/schemas/staff';
import { translationPairs } from '~/shared/schemas/translation';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { PersonChecklist } from './person-checklist';

/**
 * The letter translations a person makes (docs/field.md#translation): they take letters
 * of these pairs from the Translations screen. A form posted to the Staff screen (it works
 * without JavaScript), in a disclosure.
 */
export function StaffPairs({ person }: { person: StaffMember }) {
  const { t } = useAdminT('staff');
  return (
    <PersonChecklist
      personId={person._id}
      intent="translates"
      title={t('screen.pairsTitle')}
      help={t('screen.pairsHelp', { name: person.name })}
      name="pair"
      options={translationPairs.map((p) => ({ value: p, label: t(`screen.pairs.${p}`) }))}
      checked={person.translates}
      submit={t('screen.savePairs')}
      data={{ 'data-testid': 'staff-pairs' }}
    />
  );
}
