import { Form } from 'react-router';
import type { StaffMember } from '~/shared/schemas/staff';
import { translationPairs } from '~/shared/schemas/translation';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { Button } from '../kit/button';

/**
 * The letter translations a person makes (docs/field.md#translation): they take letters
 * of these pairs from the Translations screen. A form posted to the Staff screen (it works
 * without JavaScript), in a disclosure.
 */
export function StaffPairs({ person }: { person: StaffMember }) {
  const { t } = useAdminT('staff');
  const mine = new Set<string>(person.translates);
  return (
    <details className="w-full rounded-lg border border-slate-200 p-2 sm:w-auto" data-testid="staff-pairs">
      <summary className="flex min-h-11 cursor-pointer items-center px-2 text-sm font-semibold text-slate-800">
        {t('screen.pairsTitle')}
      </summary>
      <Form method="post" className="mt-2 max-w-md px-2 pb-2">
        <input type="hidden" name="intent" value="translates" />
        <input type="hidden" name="id" value={person._id} />
        <fieldset>
          <legend className="text-sm text-slate-700">{t('screen.pairsHelp', { name: person.name })}</legend>
          {translationPairs.map((p) => (
            <label key={p} className="flex min-h-11 items-center gap-3 text-slate-800">
              <input
                type="checkbox"
                name="pair"
                value={p}
                defaultChecked={mine.has(p)}
                className="h-5 w-5 accent-brand-700"
              />
              {t(`screen.pairs.${p}`)}
            </label>
          ))}
        </fieldset>
        <Button type="submit" tone="outline" size="sm" className="mt-2">
          {t('screen.savePairs')}
        </Button>
      </Form>
    </details>
  );
}
