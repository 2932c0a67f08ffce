import type { AdminChild } from '~/shared/schemas/child';
import { consentScopes } from '~/shared/schemas/child';
import { TextField } from '~/web/components/field';
import { useAdminT } from '../admin-i18n';

/** The form's text values of the protection fields (docs/children-protection.md). */
export const protectionValues = (child: AdminChild | null) => ({
  preferredName: child?.preferredName ?? '',
  district: child?.district ?? '',
  privateNeeds: child?.privateNeeds.join(', ') ?? '',
  consentGivenBy: child?.consentGivenBy ?? '',
  consentGivenOn: child?.consentGivenOn ?? '',
  consentScope: child?.consentScope.join(',') ?? '',
});
type Values = ReturnType<typeof protectionValues>;
type FieldProps = {
  name: string;
  value: string;
  onChange: (e: { currentTarget: { value: string } }) => void;
  error?: string | undefined;
};

/**
 * What the public may see of the child and the guardian's consent: the preferred name and
 * district shown publicly, needs kept private, and who consented, when, to what. A child
 * without a listing consent is kept but not shown publicly.
 */
export function ProtectionFields({
  values,
  field,
  set,
}: {
  values: Values;
  field: (name: keyof Values & string) => FieldProps;
  set: (name: keyof Values & string, value: string) => void;
}) {
  const { t } = useAdminT('children');
  const scope = new Set(values.consentScope.split(',').filter(Boolean));
  const toggle = (s: string, on: boolean) => {
    if (on) scope.add(s);
    else scope.delete(s);
    set('consentScope', consentScopes.filter((x) => scope.has(x)).join(','));
  };
  return (
    <>
      <TextField
        label={t('admin.preferredName')}
        maxLength={60}
        hint={t('admin.preferredNameHint')}
        {...field('preferredName')}
      />
      <TextField label={t('admin.district')} maxLength={80} {...field('district')} />
      <TextField
        label={t('admin.privateNeeds')}
        maxLength={2000}
        {...field('privateNeeds')}
        className="md:col-span-2"
      />
      <fieldset className="rounded-lg border border-slate-200 p-4 md:col-span-2">
        <legend className="px-1 font-semibold text-slate-900">{t('admin.consentLegend')}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={t('admin.consentGivenBy')} maxLength={120} {...field('consentGivenBy')} />
          <TextField label={t('admin.consentGivenOn')} type="date" {...field('consentGivenOn')} />
        </div>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-800">{t('admin.consentScope')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6">
            {consentScopes.map((s) => (
              <label key={s} className="flex min-h-11 items-center gap-3 text-slate-800">
                <input
                  type="checkbox"
                  name={`consentScope-${s}`}
                  checked={scope.has(s)}
                  onChange={(e) => toggle(s, e.currentTarget.checked)}
                  className="h-5 w-5 accent-brand-700"
                />
                {t(`admin.scope.${s}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {field('consentScope').error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {field('consentScope').error}
          </p>
        )}
      </fieldset>
    </>
  );
}
