import { privacyNoticeSchema, type PrivacyNoticeSettings } from '~/shared/schemas/privacy-settings';
import { useAdminT } from '../admin-i18n';
import { TranslatedField } from './fields';
import { SectionForm } from './section-form';

/** The privacy notice shown at /privacy, in the three languages. */
export function PrivacySection({ value }: { value: PrivacyNoticeSettings }) {
  const { t } = useAdminT('adminSettings');
  return (
    <SectionForm section="privacy" schema={privacyNoticeSchema}>
      <p className="text-sm text-slate-700">
        <a href="/privacy" className="underline" target="_blank" rel="noopener">
          {t('privacy.view')}
        </a>
      </p>
      <TranslatedField name="text" label={t('privacy.text')} value={value.text} long />
    </SectionForm>
  );
}
