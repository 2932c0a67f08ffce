import { useLoaderData } from 'react-router';
import type { Route } from './+types/site-settings';
import { appContext } from '~/web/context';
import { childNewsContracts } from '~/shared/contracts/child-news';
import { siteContracts } from '~/shared/contracts/site';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { DemoContentPanel } from '~/web/features/admin/site-settings/demo-content';
import { DonateSection } from '~/web/features/admin/site-settings/donate-section';
import { GoalSection } from '~/web/features/admin/site-settings/goal-section';
import { HeroSection } from '~/web/features/admin/site-settings/hero-section';
import { IdentitySection } from '~/web/features/admin/site-settings/identity-section';
import { PasswordSection } from '~/web/features/admin/site-settings/password-section';
import { ProgrammesSection } from '~/web/features/admin/site-settings/programmes-section';
import { PrivacySection } from '~/web/features/admin/site-settings/privacy-section';
import { RetentionSection } from '~/web/features/admin/site-settings/retention-section';
import { NewsSettingsForm } from '~/web/features/admin/child-news/settings-form';
import { ChildGiftsSection } from '~/web/features/admin/site-settings/child-gifts-section';
import { SenderSection } from '~/web/features/admin/site-settings/sender-section';
import { siteSettingsAction } from '~/web/features/admin/site-settings/settings-action.server';
import { mailContracts } from '~/shared/contracts/mail';
import { accountingContracts } from '~/shared/contracts/accounting';
import { CodesForm } from '~/web/features/admin/books/codes-form';
import { freshnessContracts } from '~/shared/contracts/freshness';
import { FreshnessForm } from '~/web/features/admin/children/freshness-form';
import { call } from '~/web/api/client';

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const [settings, demo, news, sender, codes, freshness] = await Promise.all([
    call(api, siteContracts.settings),
    call(api, siteContracts.demo),
    // The child's news settings: shown to those who may change them (sponsorship staff, administrators).
    call(api, childNewsContracts.settings),
    // The sender's DNS records as last checked (never a lookup while the page loads).
    call(api, mailContracts.senderCheck),
    // The journal's account codes: shown to those who may change them (finance, administrators; docs/accounting.md).
    call(api, accountingContracts.settings),
    // Freshness (docs/field.md#freshness): sponsorship staff and administrators.
    call(api, freshnessContracts.settings),
  ]);
  if (settings.status !== 200) throw new Response(null, { status: settings.status === 401 ? 401 : 503 });
  return {
    settings: settings.body.data,
    saved: settings.body.saved,
    demo: demo.status === 200 ? demo.body.data.counts : null,
    quietMonths: news.status === 200 ? news.body.data.quietMonths : null,
    sender: sender.status === 200 ? { check: sender.body.data } : null,
    codes: codes.status === 200 ? codes.body.data : null,
    hideStale: freshness.status === 200 ? freshness.body.data.hideStale : null,
  };
}

/** The demo content's removal and the sender's "Check again" post here (`intentAction`): they work before scripts load. */
export async function action({ context, request }: Route.ActionArgs) {
  return siteSettingsAction(request, context.get(appContext).api);
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'page.title', 'adminSettings');

const sections = [
  'identity',
  'hero',
  'donate',
  'goal',
  'programmes',
  'privacy',
  'retention',
  'childGifts',
  'password',
  'sender',
  'demo',
] as const;

/** Site settings: what the public pages say about the organisation, edited by staff in three languages. */
export default function SiteSettingsPage() {
  const { settings, demo, quietMonths, sender, codes, hideStale } = useLoaderData<typeof loader>();
  const { t } = useAdminT('adminSettings');
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('page.title')}</h1>
        <p className="text-sm text-slate-600">{t('page.intro')}</p>
      </div>
      <nav aria-label={t('page.sections')}>
        <ul className="flex flex-wrap gap-2">
          {sections.map((s) => (
            <li key={s}>
              <a
                href={`#${s}`}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                {t(`page.links.${s}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <IdentitySection value={settings.identity} />
      <HeroSection value={settings.hero} />
      <DonateSection value={settings.donate} />
      <GoalSection value={settings.goal} />
      <ProgrammesSection value={settings.programmes} />
      <PrivacySection value={settings.privacy} />
      <RetentionSection value={settings.retention} />
      {quietMonths !== null && <NewsSettingsForm months={quietMonths} onSiteSettings />}
      {hideStale !== null && <FreshnessForm hideStale={hideStale} />}
      <ChildGiftsSection value={settings.childGifts} />
      {codes && <CodesForm codes={codes} onSiteSettings />}
      <PasswordSection />
      {sender && <SenderSection check={sender.check} />}
      {demo && <DemoContentPanel counts={demo} />}
    </div>
  );
}
