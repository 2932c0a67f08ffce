import type { ReactNode } from 'react';
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
import { type Column, DataTable } from '~/web/features/admin/kit/data-table';
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
        <LogPanel
          list="notSent"
          rows={log?.data.notSent}
          rowName="not-sent"
          pager={<PageNav page={page} pages={pages} href={(p) => `?page=${p}`} />}
          columns={[
            notSent('date', (r) => date(r.createdAt)),
            notSent('to', (r) => <span className="break-all">{r.to}</span>, { rowHeader: true }),
            notSent('message', (r) => r.subject),
            notSent('reason', (r) => <NotSentReason reason={r.reason} detail={r.detail} />),
          ]}
        />
        <LogPanel
          list="events"
          rows={log?.data.events}
          rowName="relay-event"
          columns={[
            events('date', (e) => date(e.occurredAt)),
            events('to', (e) => <span className="break-all">{e.email}</span>, { rowHeader: true }),
            events('event', (e) => t(`eventTypes.${e.type}`)),
            events('relay', (e) => e.relay),
            events('outcome', (e) => t(`outcomes.${e.outcome}`)),
          ]}
        />
      </div>
    </ManagerPage>
  );
}

/**
 * One list of the log (`log.<list>` its title, `log.<list>Empty` said when it has no row):
 * a titled panel holding its table, or saying that the log could not be read (no rows).
 */
function LogPanel<R>({
  list,
  rows,
  rowName,
  pager,
  columns,
}: {
  list: 'notSent' | 'events';
  rows: R[] | undefined;
  rowName: string;
  pager?: ReactNode;
  columns: Column<R>[];
}) {
  const { t } = useAdminT('mail');
  return (
    <Panel title={t(`log.${list}`)} className="space-y-3">
      <RecordList
        failed={!rows && t('log.loadError')}
        count={null}
        empty={t(`log.${list}Empty`)}
        isEmpty={!rows?.length}
        pager={pager}
      >
        <DataTable caption={t(`log.${list}`)} rows={rows ?? []} rowName={rowName} columns={columns} />
      </RecordList>
    </Panel>
  );
}
