import { CtaBand } from '~/web/features/chrome/cta-band';
import { useT } from '~/web/i18n';

/** SPEC: a Join Us call to action; its Donate button goes to /donate. */
export function JoinUs() {
  const { t } = useT('public');
  return (
    <CtaBand
      titleId="join-title"
      title={t('whatWeDo.join.title')}
      text={t('whatWeDo.join.text')}
      links={[
        { to: '/donate', label: t('whatWeDo.join.donate'), variant: 'primary' },
        { to: '/getinvolved#volunteer', label: t('whatWeDo.join.volunteer'), variant: 'light' },
      ]}
    />
  );
}
