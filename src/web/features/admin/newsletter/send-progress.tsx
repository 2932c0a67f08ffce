import { useEffect, useEffectEvent, useState } from 'react';
import { useAdminT } from '../admin-i18n';
import { adminCall } from '../api';
import { newsletterContracts } from '~/shared/contracts/newsletter';
import { Panel } from '../kit/panel';
import type { SendProgress } from './types';

const POLL_MS = 1500;
const MAX_FAILED_POLLS = 5;

export interface TrackedSend {
  _id: string;
  subject: string;
  total: number;
}

/**
 * Follows a newsletter send (`newsletterContracts.sendStatus`) every 1.5 s until it is
 * done, then calls `onDone` (the page reloads its list of recent sends).
 */
export function useSendProgress(send: TrackedSend | null, onDone: () => void) {
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const [lost, setLost] = useState(false);
  const finished = useEffectEvent(onDone);

  useEffect(() => {
    if (!send) return;
    let stopped = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setLost(false);
    setProgress({ _id: send._id, status: 'queued', total: send.total, sent: 0, failed: 0, queued: send.total });
    const poll = async () => {
      try {
        const { data } = await adminCall(newsletterContracts.sendStatus, { params: { id: send._id } });
        if (stopped) return;
        failures = 0;
        setProgress(data);
        if (data.status === 'done') {
          finished();
          return;
        }
      } catch (err) {
        if (stopped) return;
        console.error('Reading the newsletter progress failed', err);
        if (++failures >= MAX_FAILED_POLLS) {
          setLost(true);
          return;
        }
      }
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [send]);

  // Until the first answer for a new send arrives, the previous send's progress must not show.
  return { progress: progress && send && progress._id === send._id ? progress : null, lost };
}

/** The progress of the latest send, announced politely as it changes. */
export function SendProgressPanel({
  send,
  progress,
  lost,
}: {
  send: TrackedSend;
  progress: SendProgress | null;
  lost: boolean;
}) {
  const { t } = useAdminT('adminContent');
  const p = progress ?? { status: 'queued' as const, total: send.total, sent: 0, failed: 0, queued: send.total };
  const counts = t('newsletter.progress.counts', { sent: p.sent, total: p.total, failed: p.failed });
  const text = lost
    ? t('newsletter.progress.lost')
    : t(`newsletter.progress.${p.status === 'done' ? 'done' : p.status === 'sending' ? 'sending' : 'queued'}`, {
        subject: send.subject,
        counts,
      });
  return (
    <Panel
      title={t('newsletter.progress.title')}
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
      titleClassName="font-semibold text-slate-900"
    >
      <p role="status" aria-live="polite" aria-atomic="true" className="mt-2 text-slate-800">
        {text}
      </p>
      <progress
        aria-label={t('newsletter.progress.title')}
        value={p.sent + p.failed}
        max={Math.max(p.total, 1)}
        className="mt-3 h-2 w-full accent-brand-700"
      />
    </Panel>
  );
}
