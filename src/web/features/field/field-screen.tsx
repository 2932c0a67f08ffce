import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '~/web/i18n';
import { CaptureForm } from './capture-forms';
import { ChildList } from './child-list';
import { wipePhone } from './offline-shell';
import type { FieldPageData, FieldPosted } from './types';
import { OfficeList, QueueList } from './queue-list';
import { useFieldQueue } from './use-field-queue';

/** Where the app sends a person who must sign in again (the staff sign-in, then back here). */
const SIGN_IN = '/dashboard/login?next=/field';

function Notice({ tone, children }: { tone: 'info' | 'warn' | 'ok' | 'error'; children: ReactNode }) {
  const look = {
    info: 'bg-slate-100 text-slate-800',
    warn: 'bg-amber-100 text-amber-950',
    ok: 'bg-emerald-50 text-emerald-900',
    error: 'bg-red-50 text-red-800',
  }[tone];
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`mt-4 rounded-md p-3 text-sm ${look}`}>
      {children}
    </p>
  );
}

/** Staff ended this session for a lost phone: what the app kept is cleared here (docs/field.md#a-lost-phone). */
function Wiped() {
  const { t } = useTranslation('fieldApp');
  const [done, setDone] = useState(false);
  useEffect(() => {
    void wipePhone().then(() => setDone(true));
  }, []);
  return (
    <Notice tone="warn">
      <span data-wiped={done ? 'done' : 'pending'}>{t('status.wiped')}</span>{' '}
      <a href={SIGN_IN} className="font-semibold underline">
        {t('status.signIn')}
      </a>
    </Notice>
  );
}

function App({ data, posted }: { data: FieldPageData; posted: FieldPosted | null }) {
  const { t } = useTranslation('fieldApp');
  const { children, queue, online, sending, session, sync, remove, saved } = useFieldQueue(data.children);
  const [selected, setSelected] = useState(data.selected ?? posted?.childId ?? null);
  const child = children.find((c) => c._id === selected) ?? null;
  const lang = ['rw', 'en', 'fr'].includes(data.lang) ? data.lang : 'rw';
  if (session === 'wiped') return <Wiped />;
  return (
    <>
      {!online && <Notice tone="warn">{t('status.offline')}</Notice>}
      {session === 'signed-out' && (
        <Notice tone="warn">
          {t('status.signedOut')}{' '}
          <a href={SIGN_IN} className="font-semibold underline">
            {t('status.signIn')}
          </a>
        </Notice>
      )}
      {posted?.message && <Notice tone={posted.ok ? 'ok' : 'error'}>{posted.message}</Notice>}
      <ChildList children={children} selected={selected} onSelect={setSelected} />
      {child && data.clientIds && (
        <section aria-label={t('children.forms', { name: child.preferredName })} className="mt-6 space-y-6">
          {(['report', 'letter'] as const).map((kind) => (
            <CaptureForm
              key={`${kind}-${child._id}`}
              kind={kind}
              child={child}
              clientId={data.clientIds![kind]}
              lang={lang}
              onSaved={() => void saved()}
            />
          ))}
        </section>
      )}
      {queue && (
        <QueueList
          queue={queue}
          online={online}
          sending={sending}
          onSend={() => void sync()}
          onRemove={(id) => void remove(id)}
        />
      )}
      <OfficeList items={data.items} />
    </>
  );
}

/** The /field page (docs/field.md): the app, or why it is not for this person. */
export function FieldScreen({ data, posted }: { data: FieldPageData; posted: FieldPosted | null }) {
  const { t } = useTranslation('fieldApp');
  return (
    <main className="mx-auto min-h-screen max-w-xl bg-slate-50 px-4 pb-16 pt-6">
      <h1 className="text-2xl font-bold text-brand-800">{t('title')}</h1>
      <p className="mt-1 text-slate-700">{t('intro')}</p>
      {data.state === 'wiped' ? (
        <Wiped />
      ) : data.state === 'refused' ? (
        <Notice tone="error">{t('status.refused')}</Notice>
      ) : (
        <App data={data} posted={posted} />
      )}
    </main>
  );
}
