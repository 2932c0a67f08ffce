import { useState } from 'react';
import { useMatches, useRevalidator } from 'react-router';
import { Dialog } from '~/web/components/dialog';
import { DEMO_REMOVAL_CONFIRMATION, type DemoKind } from '~/shared/schemas/site-settings';
import { useAdminT } from '../admin-i18n';
import { adminCall } from '../api';
import { siteContracts } from '~/shared/contracts/site';
import { Button } from '../kit/button';
import { ConfirmButtons } from '../kit/confirm-buttons';

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

/** How many demo records there are, and the one action that removes them (after a confirmation). */
export function DemoContentPanel({ counts }: { counts: Record<DemoKind, number> }) {
  const { t } = useAdminT('adminSettings');
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'idle' | 'removing' | 'removed' | 'failed'>('idle');
  const total = Object.values(counts).reduce((a, b) => a + b, 0);

  async function remove() {
    setState('removing');
    try {
      await adminCall(siteContracts.removeDemo, { body: { confirm: DEMO_REMOVAL_CONFIRMATION } });
      setOpen(false);
      setState('removed');
      await revalidator.revalidate();
    } catch (err) {
      console.error('Removing the demo content failed', err);
      setState('failed');
    }
  }

  return (
    <section id="demo" aria-labelledby="demo-title" className="scroll-mt-4 rounded-xl bg-white p-4 shadow-sm md:p-6">
      <h2 id="demo-title" className="text-xl font-bold text-slate-900">
        {t('demo.title')}
      </h2>
      <div role="status" aria-live="polite">
        {state === 'removed' && <p className="mt-2 font-medium text-green-800">{t('demo.removed')}</p>}
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
          <Button
            tone="destructive"
            className="mt-4"
            onClick={() => {
              setState('idle');
              setOpen(true);
            }}
          >
            {t('demo.remove')}
          </Button>
        </>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title={t('demo.confirmTitle')} closeLabel={t('demo.cancel')}>
        <p className="text-slate-700">{t('demo.confirmText', { count: total })}</p>
        {state === 'failed' && (
          <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {t('demo.failed')}
          </p>
        )}
        <div className="mt-5">
          <ConfirmButtons
            cancel={t('demo.cancel')}
            confirm={t('demo.confirm')}
            onCancel={() => setOpen(false)}
            onConfirm={() => void remove()}
            busy={state === 'removing'}
            busyLabel={t('demo.removing')}
            tone="destructive"
          />
        </div>
      </Dialog>
    </section>
  );
}
