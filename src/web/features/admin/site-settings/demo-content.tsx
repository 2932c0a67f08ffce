import { useState } from 'react';
import { useMatches } from 'react-router';
import { Alert } from '~/web/components/alert';
import { Dialog } from '~/web/components/dialog';
import { TextField } from '~/web/components/field';
import { useHydrated } from '~/web/components/use-hydrated';
import { DEMO_REMOVAL_CONFIRMATION, type DemoKind } from '~/shared/schemas/site-settings';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';
import { ConfirmButtons } from '../kit/confirm-buttons';
import { type SettingsAnswer, useSettingsPost } from './settings-answer';

/** The ids of the seeded demo records, from the admin layout's loader. */
function useDemoIds(): ReadonlySet<string> {
  const layout = useMatches().find((m) => (m.loaderData as { demoIds?: string[] } | undefined)?.demoIds);
  return new Set((layout?.loaderData as { demoIds?: string[] } | undefined)?.demoIds ?? []);
}

/** "Demo" beside a record the demo seed created, so staff know it is not real. */
export function DemoBadge({ id }: { id: string }) {
  const { t } = useAdminT('adminSettings');
  if (!useDemoIds().has(id)) return null;
  return (
    <>
      {' '}
      <span
        title={t('demo.badgeTitle')}
        className="ml-2 inline-block rounded-full border border-amber-500 bg-amber-100 px-2 py-0.5 align-middle text-xs font-bold uppercase tracking-wide text-amber-950"
      >
        {t('demo.badge')}
      </span>
    </>
  );
}

/**
 * How many demo records there are, and the one action that removes them, after a
 * confirmation: posted to the screen's action (`intent=remove-demo`) with the word the API
 * asks for (DEMO_REMOVAL_CONFIRMATION). With JavaScript a dialog asks and sends the word
 * through a fetcher; before the script has loaded (or without it) the staff member types
 * the word in the form, and the API refuses another.
 */
export function DemoContentPanel({ counts }: { counts: Record<DemoKind, number> }) {
  const { t } = useAdminT('adminSettings');
  const hydrated = useHydrated();
  const { fetcher, busy, answer } = useSettingsPost('remove-demo');
  const [open, setOpen] = useState(false);
  // The answer already on screen when the dialog opened is not said again in it.
  const [before, setBefore] = useState<SettingsAnswer | null>(null);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const fresh = answer !== before ? answer : null;
  const refused = answer && !answer.ok ? answer : null;

  return (
    <section id="demo" aria-labelledby="demo-title" className="scroll-mt-4 rounded-xl bg-white p-4 shadow-sm md:p-6">
      <h2 id="demo-title" className="text-xl font-bold text-slate-900">
        {t('demo.title')}
      </h2>
      <div role="status" aria-live="polite">
        {answer?.ok && <p className="mt-2 font-medium text-green-800">{t('demo.removed')}</p>}
      </div>
      {total === 0 ? (
        <p className="mt-2 text-slate-700">{t('demo.none')}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t('demo.intro')}</p>
          <ul className="mt-2 list-inside list-disc text-slate-700">
            {(Object.keys(counts) as DemoKind[])
              .filter((k) => counts[k] > 0)
              .map((k) => (
                <li key={k}>{t(`demo.kinds.${k}`, { count: counts[k] })}</li>
              ))}
          </ul>
          {hydrated ? (
            <Button
              tone="destructive"
              className="mt-4"
              onClick={() => {
                setBefore(answer);
                setOpen(true);
              }}
            >
              {t('demo.remove')}
            </Button>
          ) : (
            // Before the script: the word typed by hand is the confirmation; the new page opens at this section.
            <fetcher.Form method="post" action="#demo" className="mt-4 space-y-3">
              <input type="hidden" name="intent" value="remove-demo" />
              <p className="text-slate-700">{t('demo.confirmText', { count: total })}</p>
              {refused && refused.field !== 'confirm' && <Alert tone="error">{t('demo.failed')}</Alert>}
              <TextField
                label={t('demo.typeLabel', { word: DEMO_REMOVAL_CONFIRMATION })}
                name="confirm"
                required
                autoComplete="off"
                error={
                  refused?.field === 'confirm' ? t('demo.typeWrong', { word: DEMO_REMOVAL_CONFIRMATION }) : undefined
                }
              />
              <Button type="submit" tone="destructive">
                {t('demo.remove')}
              </Button>
            </fetcher.Form>
          )}
        </>
      )}
      <Dialog
        open={open && !answer?.ok}
        onClose={() => setOpen(false)}
        title={t('demo.confirmTitle')}
        closeLabel={t('demo.cancel')}
      >
        <p className="text-slate-700">{t('demo.confirmText', { count: total })}</p>
        {fresh && !fresh.ok && (
          <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {t('demo.failed')}
          </p>
        )}
        <div className="mt-5">
          <ConfirmButtons
            cancel={t('demo.cancel')}
            confirm={t('demo.confirm')}
            onCancel={() => setOpen(false)}
            onConfirm={() =>
              void fetcher.submit({ intent: 'remove-demo', confirm: DEMO_REMOVAL_CONFIRMATION }, { method: 'post' })
            }
            busy={busy}
            busyLabel={t('demo.removing')}
            tone="destructive"
          />
        </div>
      </Dialog>
    </section>
  );
}
