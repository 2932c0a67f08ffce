import { childGiftKinds, childGiftSettingsSchema } from '~/shared/schemas/child-gift-settings';
import type { SiteSettings } from '~/shared/schemas/site-settings';
import { useAdminT } from '../admin-i18n';
import { FieldGroup, PlainField } from './fields';
import { SectionForm } from './section-form';

/** The limits of sponsors' gifts to their children: per kind, the smallest gift and the most a child may receive a year. */
export function ChildGiftsSection({ value }: { value: SiteSettings['childGifts'] }) {
  const { t } = useAdminT('adminSettings');
  const whole = { type: 'number', inputMode: 'numeric', min: 100, step: 1 } as const;
  return (
    <SectionForm section="childGifts" schema={childGiftSettingsSchema} className="grid gap-4 md:grid-cols-3">
      {childGiftKinds.map((kind) => (
        <FieldGroup key={kind} legend={t(`childGifts.kinds.${kind}`)} className="space-y-3">
          <PlainField name={`${kind}.min`} label={t('childGifts.min')} defaultValue={value[kind].min} {...whole} />
          <PlainField
            name={`${kind}.yearlyCap`}
            label={t('childGifts.yearlyCap')}
            hint={t('childGifts.yearlyCapHint')}
            defaultValue={value[kind].yearlyCap}
            {...whole}
          />
        </FieldGroup>
      ))}
    </SectionForm>
  );
}
