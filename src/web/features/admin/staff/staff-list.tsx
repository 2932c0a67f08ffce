import { Button } from '../kit/button';
import { IntentButton } from '../kit/intent-button';
import { Form } from 'react-router';
import { staffRoles } from '~/shared/staff-roles';
import type { PendingInvitation, StaffMember } from '~/shared/schemas/staff';
import { formatDate } from '~/shared/format';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import type { Centre } from '~/shared/schemas/field';
import { StaffCentres } from './staff-centres';
import { StaffPairs } from './staff-pairs';

/**
 * The actions on a colleague that ask first, by intent, and their words: resetting the
 * second factor (what it removes; they are signed out and told by e-mail), and a lost phone
 * (docs/field.md#a-lost-phone: every session of theirs ends, and the /field app clears what
 * it keeps at its next connection).
 */
const asked = {
  'reset-second-factor': { open: 'screen.resetSecondFactor', ask: 'screen.resetConfirm', yes: 'screen.resetYes' },
  'end-sessions': { open: 'screen.endSessions', ask: 'screen.endSessionsConfirm', yes: 'screen.endSessionsYes' },
} as const;

/**
 * An action that asks first (a disclosure, so it works without JavaScript): what it does,
 * then the button that posts its `intent` to the Staff screen's action.
 */
function AskFirst({ person, intent }: { person: StaffMember; intent: keyof typeof asked }) {
  const { t } = useAdminT('staff');
  const words = asked[intent];
  return (
    <details className="w-full rounded-lg border border-slate-200 p-2 sm:w-auto">
      <summary className="flex min-h-11 cursor-pointer items-center px-2 text-sm font-semibold text-slate-800">
        {t(words.open)}
      </summary>
      <Form method="post" className="mt-2 max-w-md px-2 pb-2">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={person._id} />
        <p className="text-sm text-slate-700">{t(words.ask, { name: person.name })}</p>
        <Button type="submit" tone="danger" size="sm" className="mt-2">
          {t(words.yes)}
        </Button>
      </Form>
    </details>
  );
}

/** One person: role (changeable), status, last sign-in, second factor, and the actions on them. */
function Person({
  person,
  self,
  timeZone,
  centres,
}: {
  person: StaffMember;
  self: boolean;
  timeZone?: string;
  centres: Centre[];
}) {
  const { t, i18n } = useAdminT('staff');
  const when = (iso: string | null) =>
    iso ? formatDate(iso, i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }) : t('screen.never');
  const factors = [
    person.secondFactor.totp ? t('screen.app') : null,
    person.secondFactor.passkeys ? t('screen.passkeys', { count: person.secondFactor.passkeys }) : null,
  ].filter(Boolean);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby={`person-${person._id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`person-${person._id}`} className="font-semibold">
          {person.name} {self && <span className="text-sm font-normal text-slate-600">({t('screen.you')})</span>}
        </h3>
        <span className={person.active ? 'text-sm text-emerald-800' : 'text-sm font-semibold text-red-800'}>
          {person.active ? t('screen.active') : t('screen.inactive')}
        </span>
      </div>
      <p className="break-all text-sm text-slate-700">{person.email}</p>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">{t('screen.lastSignIn')}: </dt>
          <dd className="inline">{when(person.lastSignInAt)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('screen.secondFactor')}: </dt>
          <dd className="inline">{factors.length ? factors.join(', ') : t('screen.none')}</dd>
        </div>
        {person.translates.length > 0 && (
          <div className="sm:col-span-2">
            <dt className="inline font-medium">{t('screen.pairsTitle')}: </dt>
            <dd className="inline">{person.translates.map((p) => t(`screen.pairs.${p}`)).join(', ')}</dd>
          </div>
        )}
        {person.role === 'field' && (
          <div className="sm:col-span-2">
            <dt className="inline font-medium">{t('screen.centres')}: </dt>
            <dd className="inline">
              {person.centres.length ? person.centres.map((c) => c.name).join(', ') : t('screen.none')}
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="id" value={person._id} />
          <label className="text-sm font-medium">
            {t('screen.role')}
            <select name="role" defaultValue={person.role} className="mt-1 block min-h-11 rounded-md border px-2">
              {staffRoles.map((r) => (
                <option key={r} value={r}>
                  {t(`roles.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" tone="outline" size="sm">
            {t('screen.saveRole')}
          </Button>
        </Form>
        <IntentButton
          intent={person.active ? 'deactivate' : 'reactivate'}
          id={person._id}
          label={person.active ? t('screen.deactivate') : t('screen.reactivate')}
          tone={person.active ? 'danger' : 'secondary'}
        />
        {factors.length > 0 && <AskFirst person={person} intent="reset-second-factor" />}
        {!self && person.active && <AskFirst person={person} intent="end-sessions" />}
        {person.role === 'field' && <StaffCentres person={person} centres={centres} />}
        {person.role !== 'viewer' && <StaffPairs person={person} />}
      </div>
    </li>
  );
}

export function StaffList({
  people,
  selfEmail,
  timeZone,
  centres,
}: {
  people: StaffMember[];
  selfEmail: string;
  timeZone?: string;
  /** The programme's centres, to assign a field officer's. */
  centres: Centre[];
}) {
  return (
    <ul className="space-y-3">
      {people.map((p) => (
        <Person key={p._id} person={p} self={p.email === selfEmail} timeZone={timeZone} centres={centres} />
      ))}
    </ul>
  );
}

export function InvitationList({ invitations }: { invitations: PendingInvitation[] }) {
  const { t, i18n } = useAdminT('staff');
  if (!invitations.length) return <p className="text-sm text-slate-600">{t('screen.noInvitations')}</p>;
  return (
    <ul className="space-y-2">
      {invitations.map((i) => (
        <li key={i._id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-white p-3">
          <span className="text-sm">
            <span className="font-semibold">{i.name}</span> · <span className="break-all">{i.email}</span> ·{' '}
            {t(`roles.${i.role}`)} ·{' '}
            {t('screen.expires', {
              date: formatDate(i.expiresAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </span>
          <IntentButton intent="withdraw" id={i._id} label={t('screen.withdraw')} tone="danger" />
        </li>
      ))}
    </ul>
  );
}
