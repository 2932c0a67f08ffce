import { CtaBand } from '~/web/features/chrome/cta-band';
import { useT } from '~/web/i18n';

/** SPEC: buttons to /donate and /volunteer (which leads to the form on Get Involved). */
export function AboutCta() {
  const { t } = useT('public');
  return (
    <CtaBand
      titleId="about-cta-title"
      title={t('about.ctaTitle')}
      text={t('about.ctaText')}
      links={[
        { to: '/donate', label: t('about.donate'), variant: 'primary' },
        { to: '/volunteer', label: t('about.volunteer'), variant: 'light' },
      ]}
    />
  );
}
