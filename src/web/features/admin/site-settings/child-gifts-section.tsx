import { childGiftKinds, childGiftSettingsSchema } from '~/shared/schemas/child-gift-settings';
import type { SiteSettings } from '~/shared/schemas/site-settings';
import { useAdminT } from '../admin-i18n';
import { PlainField } from './fields';
import { SectionForm } from './section-form';

/** The limits of sponsors' gifts to their children: per kind, the smallest gift and the most a child may receive a year. */
export function ChildGiftsSection({ value }: { value: SiteSettings['childGifts'] }) {
  const { t } = useAdminT('adminSettings');
  const whole = { type: 'number', inputMode: 'numeric', min: 100, step: 1 } as const;
  return (
    <SectionForm
      id="childGifts"
      section="childGifts"
      title={t('childGifts.title')}
      intro={t('childGifts.intro')}
      schema={childGiftSettingsSchema}
    >
      <div className="grid gap-4 md:grid-cols-3">
        {childGiftKinds.map((kind) => (
          <fieldset key={kind} className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">{t(`childGifts.kinds.${kind}`)}</legend>
            <div className="space-y-3">
              <PlainField name={`${kind}.min`} label={t('childGifts.min')} defaultValue={value[kind].min} {...whole} />
              <PlainField
                name={`${kind}.yearlyCap`}
                label={t('childGifts.yearlyCap')}
                hint={t('childGifts.yearlyCapHint')}
                defaultValue={value[kind].yearlyCap}
                {...whole}
              />
            </div>
          </fieldset>
        ))}
      </div>
    </SectionForm>
  );
}
