import type { Centre } from '~/shared/schemas/field';
import type { StaffMember } from '~/shared/schemas/staff';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { PersonChecklist } from './person-checklist';

/**
 * A field officer's centres (docs/field.md): they see the children of these, and no
 * other. A form posted to the Staff screen (it works without JavaScript), in a disclosure.
 */
export function StaffCentres({ person, centres }: { person: StaffMember; centres: Centre[] }) {
  const { t } = useAdminT('staff');
  return (
    <PersonChecklist
      personId={person._id}
      intent="centres"
      title={t('screen.centresTitle')}
      help={t('screen.centresHelp', { name: person.name })}
      name="centre"
      options={centres.map((c) => ({ value: c._id, label: c.name }))}
      checked={person.centres.map((c) => c._id)}
      submit={t('screen.saveCentres')}
      empty={t('screen.noCentres')}
    />
  );
}
