import { CtaBand } from '~/web/features/chrome/cta-band';
import { useT } from '~/web/i18n';

/** SPEC: a closing call to donate. */
export function ClosingCta() {
  const { t } = useT('public');
  return (
    <CtaBand
      titleId="closing-title"
      tone="warm"
      title={t('home.closing.title')}
      text={t('home.closing.text')}
      links={[{ to: '/donate', label: t('home.closing.donate'), variant: 'brand' }]}
    />
  );
}
