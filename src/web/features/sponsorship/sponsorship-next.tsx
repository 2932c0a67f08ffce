import type { TFunction } from '~/shared/i18n/translator';
import { formatDate } from '~/shared/format';
import { nextMonthlyPaymentOn } from '~/shared/next-payment';

/**
 * After sponsoring, what happens next (issue 39 item 11): the e-mail to look for, the next
 * monthly payment's date, and where the sponsorship is managed (the sponsor's own page,
 * reached from that e-mail's link).
 */
export function SponsorshipNext({
  t,
  lang,
  child,
  monthly,
}: {
  t: TFunction;
  lang: string;
  child: string;
  monthly: boolean;
}) {
  const date = formatDate(`${nextMonthlyPaymentOn(new Date())}T12:00:00Z`, lang, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <div className="mt-3" data-testid="sponsorship-next">
      <p className="font-semibold">{t('sponsorship.next.heading')}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>{t('sponsorship.next.email', { child })}</li>
        {monthly && <li>{t('sponsorship.next.monthly', { date })}</li>}
        <li>{t('sponsorship.next.manage', { child })}</li>
      </ul>
    </div>
  );
}
