import { Form } from 'react-router';
import type { Centre } from '~/shared/schemas/field';
import type { StaffMember } from '~/shared/schemas/staff';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { Button } from '../kit/button';

/**
 * A field officer's centres (docs/field.md): they see the children of these, and no
 * other. A form posted to the Staff screen (it works without JavaScript), in a disclosure.
 */
export function StaffCentres({ person, centres }: { person: StaffMember; centres: Centre[] }) {
  const { t } = useAdminT('staff');
  const mine = new Set(person.centres.map((c) => c._id));
  return (
    <details className="w-full rounded-lg border border-slate-200 p-2 sm:w-auto">
      <summary className="flex min-h-11 cursor-pointer items-center px-2 text-sm font-semibold text-slate-800">
        {t('screen.centresTitle')}
      </summary>
      <Form method="post" className="mt-2 max-w-md px-2 pb-2">
        <input type="hidden" name="intent" value="centres" />
        <input type="hidden" name="id" value={person._id} />
        {centres.length === 0 ? (
          <p className="text-sm text-slate-700">{t('screen.noCentres')}</p>
        ) : (
          <fieldset>
            <legend className="text-sm text-slate-700">{t('screen.centresHelp', { name: person.name })}</legend>
            {centres.map((c) => (
              <label key={c._id} className="flex min-h-11 items-center gap-3 text-slate-800">
                <input
                  type="checkbox"
                  name="centre"
                  value={c._id}
                  defaultChecked={mine.has(c._id)}
                  className="h-5 w-5 accent-brand-700"
                />
                {c.name}
              </label>
            ))}
          </fieldset>
        )}
        <Button type="submit" tone="outline" size="sm" className="mt-2" disabled={centres.length === 0}>
          {t('screen.saveCentres')}
        </Button>
      </Form>
    </details>
  );
}
