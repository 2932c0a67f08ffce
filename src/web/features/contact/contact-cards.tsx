import type { ReactNode } from 'react';
import { LineIcon, type IconName } from '~/web/components/line-icon';
import { useSiteContent } from '~/web/features/chrome/use-site';
import { useT } from '~/web/i18n';
import { mailtoHref } from '~/web/components/mailto';

function Card({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <LineIcon name={icon} />
      </span>
      <div className="min-w-0">
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
        <div className="text-slate-700">{children}</div>
      </div>
    </li>
  );
}

const linkClass =
  'inline-flex min-h-11 items-center break-all text-brand-800 underline underline-offset-4 hover:text-brand-900';

/** docs/product.md: 'Get In Touch' cards (e-mail, phone, office) and a Business Hours card with an emergency line. */
export function ContactCards() {
  const { t } = useT('public');
  const { identity: org } = useSiteContent();
  const tel = `tel:${org.phone.replace(/\s/g, '')}`;
  const emergencyTel = `tel:${org.emergencyPhone.replace(/\s/g, '')}`;
  return (
    <section aria-labelledby="get-in-touch-title">
      <h2 id="get-in-touch-title" className="text-2xl font-bold text-slate-900">
        {t('contact.getInTouch')}
      </h2>
      <ul className="mt-5 space-y-4">
        <Card icon="mail" title={t('contact.emailTitle')}>
          <a className={linkClass} href={mailtoHref(org.email)}>
            {org.email}
          </a>
        </Card>
        <Card icon="phone" title={t('contact.phoneTitle')}>
          <a className={linkClass} href={tel}>
            {org.phone}
          </a>
        </Card>
        <Card icon="pin" title={t('contact.officeTitle')}>
          <address className="not-italic">{org.address}</address>
        </Card>
        <Card icon="clock" title={t('contact.hoursTitle')}>
          <p>{org.hours}</p>
          <p className="mt-1 font-medium text-slate-900">{t('contact.emergency')}</p>
          <a className={linkClass} href={emergencyTel}>
            {t('contact.emergencyLine', { phone: org.emergencyPhone })}
          </a>
        </Card>
      </ul>
    </section>
  );
}
