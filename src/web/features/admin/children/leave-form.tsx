import { Form } from 'react-router';
import { useAdminT } from '../admin-i18n';
import { departureReasons } from '~/shared/schemas/departure';
import type { AdminChild } from '~/shared/schemas/child';
import { TextArea } from '~/web/components/field';
import { Button, buttonClass } from '../kit/button';
import type { ActionAnswer } from '../kit/action-alert';
import { flatCard, Panel } from '../kit/panel';
import { ChoiceField } from '../kit/choice-field';

/** The route action's answer to the form (the kit's `intentAction`), and whether the child's id was malformed. */
type LeaveAnswer = ActionAnswer & { notFound?: boolean };

/** Staff record that a child left, with a message for the sponsor (a plain form: works without JavaScript). */
export function LeaveForm({
  child,
  busy,
  refused,
}: {
  child: AdminChild | null;
  busy: boolean;
  refused: LeaveAnswer | null | undefined;
}) {
  const { t } = useAdminT('children');
  if (!child)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
        {t('leaving.notFound')}
      </p>
    );
  if (child.leftAt)
    return (
      <p role="status" className="rounded-md bg-slate-100 p-3 text-slate-800">
        {t('leaving.alreadyLeft')}
      </p>
    );
  const errorText =
    !refused || refused.ok ? null : refused.notFound ? t('leaving.notFound') : (refused.message ?? t('leaving.failed'));
  return (
    <Panel
      title={t('admin.leaveTitle', { name: child.name })}
      className={flatCard}
      titleClassName="text-xl font-semibold text-slate-900"
    >
      <p className="mt-2 text-sm text-slate-700">
        {child.sponsor
          ? `${t('leaving.sponsor')}: ${child.sponsor.name} (${child.sponsor.email}). ${
              child.sponsor.paymentFrequency === 'monthly' ? t('leaving.planNote') : ''
            }`
          : t('leaving.noSponsorNote')}
      </p>
      {errorText && (
        <p id="leave-error" role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-red-900">
          {errorText}
        </p>
      )}
      <Form method="post" className="mt-4 space-y-4" aria-describedby={errorText ? 'leave-error' : undefined}>
        <input type="hidden" name="intent" value="leave" />
        <input type="hidden" name="id" value={child._id} />
        <ChoiceField
          label={t('admin.reason')}
          name="reason"
          required
          defaultValue="graduated"
          choices={departureReasons}
          words={(r) => t(`reasons.${r}`)}
        />
        <TextArea
          label={t('admin.message')}
          name="message"
          required
          maxLength={2000}
          rows={5}
          hint={t('admin.messageHint')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {t('admin.leaveSubmit')}
          </Button>
          <a href="sponsor_leaving" className={buttonClass({ tone: 'secondary' })}>
            {t('admin.cancel')}
          </a>
        </div>
      </Form>
    </Panel>
  );
}
