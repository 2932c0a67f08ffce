import { Form, useLoaderData, useNavigation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/staff';
import { type ReactNode, useRef } from 'react';
import { useRevealOutcome } from '~/web/components/reveal';
import { Button } from '~/web/features/admin/kit/button';
import { ManagerPage } from '~/web/features/admin/kit/manager-page';
import { call, messageOf, refusalOf } from '~/web/api/client';
import { staffContracts } from '~/shared/contracts/staff';
import type { BodyOf } from '~/shared/contract';
import { fieldContracts } from '~/shared/contracts/field';
import { ActionAlert } from '~/web/features/admin/kit/action-alert';
import { type PostedForm, intentAction } from '~/web/features/admin/kit/route-action.server';
import { translationContracts } from '~/shared/contracts/translations';
import { isTranslationPair } from '~/shared/schemas/translation';
import { fieldPhoneContracts } from '~/shared/contracts/field-phone';
import { Alert } from '~/web/components/alert';
import { TextField } from '~/web/components/field';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { InvitationList, StaffList } from '~/web/features/admin/staff/staff-list';
import { useOrgTimeZone } from '~/web/features/admin/records/time-zone';
import { isStaffRole, staffRoles } from '~/shared/staff-roles';
import { Panel } from '~/web/features/admin/kit/panel';
import { ChoiceField } from '~/web/features/admin/kit/choice-field';

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const [res, listed] = await Promise.all([call(api, staffContracts.list), call(api, fieldContracts.centres)]);
  return { staff: res.status === 200 ? res.body : null, centres: listed.status === 200 ? listed.body.data : [] };
}

/** A role the form does not offer is refused here, as the API would refuse it. */
function roleOf(form: PostedForm) {
  const given = form.value('role');
  return isStaffRole(given) ? given : undefined;
}

/** Every change on this screen is a form posted here (it works before and without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = context.get(appContext);
  const change = (id: string, body: BodyOf<typeof staffContracts.change>) =>
    call(api, staffContracts.change, { params: { id }, body });
  return intentAction(
    request,
    {
      invite: (f) => {
        const role = roleOf(f);
        return role
          ? call(api, staffContracts.invite, { body: { email: f.value('email'), name: f.value('name'), role } })
          : null;
      },
      withdraw: (f) => call(api, staffContracts.withdrawInvitation, { params: { id: f.id } }),
      'reset-second-factor': (f) => call(api, staffContracts.resetSecondFactor, { params: { id: f.id } }),
      // A lost phone: every session of theirs ends, and the /field app clears itself (docs/field.md).
      'end-sessions': (f) => call(api, fieldPhoneContracts.endSessions, { params: { id: f.id } }),
      'add-centre': (f) => call(api, fieldContracts.addCentre, { body: { name: f.value('centreName') } }),
      centres: (f) =>
        call(api, fieldContracts.staffCentres, { params: { id: f.id }, body: { centreIds: f.all('centre') } }),
      role: (f) => {
        const role = roleOf(f);
        return role ? change(f.id, { role }) : null;
      },
      translates: (f) =>
        call(api, translationContracts.staffPairs, {
          params: { id: f.id },
          body: { pairs: f.all('pair').filter(isTranslationPair) },
        }),
      deactivate: (f) => change(f.id, { active: false }),
      reactivate: (f) => change(f.id, { active: true }),
    },
    // A refusal's text without its code; a success's own message.
    (body, ok) => (ok ? messageOf(body) : refusalOf(body)),
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'screen.title', 'staff');

/** Administrators bring in colleagues with a narrower role, change roles, and switch accounts off. */
export default function Staff({ actionData }: Route.ComponentProps) {
  const { staff, centres } = useLoaderData<typeof loader>();
  const { t } = useAdminT('staff');
  const atDashboard = useRouteLoaderData('admin-dashboard') as { admin?: { email: string } } | undefined;
  const atPrefix = useRouteLoaderData('admin-prefixed') as { admin?: { email: string } } | undefined;
  const selfEmail = (atDashboard ?? atPrefix)?.admin?.email ?? '';
  const timeZone = useOrgTimeZone();
  const busy = useNavigation().state !== 'idle';
  const outcome = useRef<HTMLDivElement>(null);
  useRevealOutcome(outcome, actionData && !busy ? actionData : null);
  return (
    <ManagerPage title={t('screen.title')} intro={t('screen.intro')} width="">
      <div className="mt-8 space-y-8">
        {/* The outcome is said at the top: brought into view and focused, wherever the form was (a phone's long list). */}
        <div ref={outcome} tabIndex={-1} className="outline-none">
          <ActionAlert answer={actionData && !busy ? actionData : null} failed={t('screen.failed')} />
        </div>
        <Panel
          title={t('screen.inviteTitle')}
          className="rounded-xl border border-slate-200 bg-white p-4"
          titleClassName="text-lg font-semibold"
        >
          <p className="mt-1 text-sm text-slate-600">{t('screen.inviteHelp')}</p>
          <Form method="post" className="mt-3 grid gap-3 md:grid-cols-4 md:items-end">
            <input type="hidden" name="intent" value="invite" />
            <TextField label={t('screen.name')} name="name" required autoComplete="off" />
            <TextField label={t('screen.email')} name="email" type="email" required autoComplete="off" />
            <ChoiceField
              label={t('screen.role')}
              name="role"
              defaultValue="viewer"
              choices={staffRoles}
              words={(r) => t(`roles.${r}`)}
            />
            <Button type="submit" disabled={busy}>
              {t('screen.invite')}
            </Button>
          </Form>
          <details className="mt-3 text-sm text-slate-700">
            <summary className="cursor-pointer font-medium">{t('screen.rolesTitle')}</summary>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {staffRoles.map((r) => (
                <li key={r}>
                  <span className="font-semibold">{t(`roles.${r}`)}</span>: {t(`roleHelp.${r}`)}
                </li>
              ))}
            </ul>
          </details>
        </Panel>
        <Panel
          title={t('screen.addCentreTitle')}
          className="rounded-xl border border-slate-200 bg-white p-4"
          titleClassName="text-lg font-semibold"
        >
          <p className="mt-1 text-sm text-slate-600">
            {centres.length ? centres.map((c) => c.name).join(', ') : t('screen.noCentres')}
          </p>
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="add-centre" />
            <TextField label={t('screen.centreName')} name="centreName" required maxLength={120} autoComplete="off" />
            <Button type="submit" tone="outline" disabled={busy}>
              {t('screen.addCentre')}
            </Button>
          </Form>
        </Panel>
        {staff ? (
          <>
            <ListSection id="invitations-title" title={t('screen.invitationsTitle')}>
              <InvitationList invitations={staff.invitations} />
            </ListSection>
            <ListSection id="people-title" title={t('screen.peopleTitle')}>
              <StaffList people={staff.data} selfEmail={selfEmail} timeZone={timeZone} centres={centres} />
            </ListSection>
          </>
        ) : (
          <Alert tone="error">{t('screen.loadError')}</Alert>
        )}
      </div>
    </ManagerPage>
  );
}

/** One of the screen's lists under its heading. */
function ListSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
