import { identitySchema, socialNetworks, type SiteSettings } from '~/shared/schemas/site-settings';
import { useAdminT } from '../admin-i18n';
import { FieldGroup, PlainField, TranslatedField } from './fields';
import { SectionForm } from './section-form';

const networkNames = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', x: 'X', linkedin: 'LinkedIn' };

export function IdentitySection({ value }: { value: SiteSettings['identity'] }) {
  const { t } = useAdminT('adminSettings');
  return (
    <SectionForm section="identity" schema={identitySchema}>
      <div className="grid gap-4 md:grid-cols-2">
        <PlainField name="name" label={t('identity.name')} defaultValue={value.name} autoComplete="organization" />
        <PlainField name="email" label={t('identity.email')} defaultValue={value.email} type="email" />
        <PlainField name="phone" label={t('identity.phone')} defaultValue={value.phone} type="tel" />
        <PlainField
          name="emergencyPhone"
          label={t('identity.emergencyPhone')}
          hint={t('identity.emergencyHint')}
          defaultValue={value.emergencyPhone}
          type="tel"
        />
        <PlainField name="address" label={t('identity.address')} defaultValue={value.address} className="" />
      </div>
      <TranslatedField name="hours" label={t('identity.hours')} value={value.hours} />
      <FieldGroup id="receipt-details" legend={t('identity.receipts')} hint={t('identity.receiptsHint')}>
        <PlainField name="legalName" label={t('identity.legalName')} defaultValue={value.legalName} />
        <PlainField
          name="registrationNumber"
          label={t('identity.registrationNumber')}
          defaultValue={value.registrationNumber}
        />
        <PlainField name="signatoryName" label={t('identity.signatoryName')} defaultValue={value.signatoryName} />
        <PlainField name="signatoryTitle" label={t('identity.signatoryTitle')} defaultValue={value.signatoryTitle} />
      </FieldGroup>
      <FieldGroup legend={t('identity.social')} hint={t('identity.socialHint')}>
        {socialNetworks.map((n) => (
          <PlainField
            key={n}
            name={`social.${n}`}
            label={networkNames[n]}
            defaultValue={value.social[n]}
            type="url"
            placeholder="https://"
          />
        ))}
      </FieldGroup>
    </SectionForm>
  );
}
