import { useLoaderData } from 'react-router';
import type { Route } from './+types/mail-log';
import type { MailEventRecord, NotSent } from '~/shared/schemas/mail';
import { formatDate } from '~/shared/format';
import { mailContracts } from '~/shared/contracts/mail';
import { call } from '~/web/api/client';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { columnsOf } from '~/web/features/admin/kit/columns';
import { DataTable } from '~/web/features/admin/kit/data-table';
import { ManagerPage, PageNav } from '~/web/features/admin/kit/manager-page';
import { RecordList } from '~/web/features/admin/kit/record-list';
import { DeliverabilityPanel } from '~/web/features/admin/mail/deliverability-panel';
import { NotSentReason } from '~/web/features/admin/mail/not-sent-reason';
import { pageFromUrl, readPage } from '~/web/features/admin/kit/paged-list';
import { Panel } from '~/web/features/admin/kit/panel';

const PAGE_SIZE = 25;

export async function loader({ context, request }: Route.LoaderArgs) {
  const asked = pageFromUrl(new URL(request.url).searchParams);
  const { api } = context.get(appContext);
  const [{ res: log, page }, deliverability] = await Promise.all([
    readPage(api, mailContracts.log, asked, { pageSize: PAGE_SIZE }),
    call(api, mailContracts.deliverability),
  ]);
  return {
    page,
    log: log.status === 200 ? log.body : null,
    deliverability: deliverability.status === 200 ? deliverability.body.data : null,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'log.title', 'mail');

/**
 * The mail log (administrators; docs/operations.md, "The mail log"): deliverability, every
 * e-mail the site did not send and why, and what the relays reported. Read only.
 */
export default function MailLogScreen() {
  const { page, log, deliverability } = useLoaderData<typeof loader>();
  const { t, i18n } = useAdminT('mail');
  const date = (iso: string) => formatDate(iso, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const notSent = columnsOf<NotSent>((k) => t(`log.columns.${k}`));
  const events = columnsOf<MailEventRecord>((k) => t(`log.columns.${k}`));
  const pages = log ? Math.max(1, Math.ceil(log.total / PAGE_SIZE)) : 1;
  return (
    <ManagerPage title={t('log.title')} intro={t('log.intro')} width="">
      <div className="mt-6 space-y-6">
        <DeliverabilityPanel data={deliverability} />
        <Panel title={t('log.notSent')} className="space-y-3">
          <RecordList
            failed={!log && t('log.loadError')}
            count={null}
            empty={t('log.notSentEmpty')}
            isEmpty={!log?.data.notSent.length}
            pager={<PageNav page={page} pages={pages} href={(p) => `?page=${p}`} />}
          >
            <DataTable
              caption={t('log.notSent')}
              rows={log?.data.notSent ?? []}
              rowName="not-sent"
              columns={[
                notSent('date', (r) => date(r.createdAt)),
                notSent('to', (r) => <span className="break-all">{r.to}</span>, { rowHeader: true }),
                notSent('message', (r) => r.subject),
                notSent('reason', (r) => <NotSentReason reason={r.reason} detail={r.detail} />),
              ]}
            />
          </RecordList>
        </Panel>
        <Panel title={t('log.events')} className="space-y-3">
          <RecordList
            failed={!log && t('log.loadError')}
            count={null}
            empty={t('log.eventsEmpty')}
            isEmpty={!log?.data.events.length}
          >
            <DataTable
              caption={t('log.events')}
              rows={log?.data.events ?? []}
              rowName="relay-event"
              columns={[
                events('date', (e) => date(e.occurredAt)),
                events('to', (e) => <span className="break-all">{e.email}</span>, { rowHeader: true }),
                events('event', (e) => t(`eventTypes.${e.type}`)),
                events('relay', (e) => e.relay),
                events('outcome', (e) => t(`outcomes.${e.outcome}`)),
              ]}
            />
          </RecordList>
        </Panel>
      </div>
    </ManagerPage>
  );
}
