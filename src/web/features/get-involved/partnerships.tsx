import { CtaBand } from '~/web/features/chrome/cta-band';
import { useT } from '~/web/i18n';

/** SPEC: the Corporate Partnerships block; Contact Us goes to /contact. */
export function Partnerships() {
  const { t } = useT('public');
  return (
    <CtaBand
      titleId="partnerships-title"
      anchor="partnerships"
      title={t('getInvolved.partnerships.title')}
      text={t('getInvolved.partnerships.text')}
      links={[{ to: '/contact', label: t('getInvolved.partnerships.contact'), variant: 'primary' }]}
    />
  );
}
