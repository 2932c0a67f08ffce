import { Form } from 'react-router';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';
import { EmptyState, PageNav } from '../kit/manager-page';
import { formatStamp, useOrgTimeZone } from '../records/time-zone';
import { staffImageSrc } from '~/shared/schemas/child-news';
import { pageCount } from '~/shared/page-info';
import type { NewsScreenData } from './screen-data';
import { Panel } from '../kit/panel';

/** What was posted, newest first: each update with its texts and photos, and a way to take it down. */
export function UpdateList({ updates, page }: { updates: NewsScreenData['updates']; page: number }) {
  const { t, i18n } = useAdminT('childNews');
  const timeZone = useOrgTimeZone();
  return (
    <Panel title={t('admin.updates.heading')} className="space-y-3">
      {!updates ? (
        <EmptyState title={t('admin.news.loadFailed')} />
      ) : updates.data.length === 0 ? (
        <EmptyState title={t('admin.updates.none')} />
      ) : (
        <ul className="space-y-3">
          {updates.data.map((u) => (
            <li key={u._id} data-update={u._id} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-slate-900">
                  {u.childName} · {t(`kinds.${u.kind}`)}
                </h3>
                <p className="text-sm text-slate-600">
                  {formatStamp(u.postedAt, i18n.language, timeZone)}
                  {u.sponsorshipId ? ` · ${t('admin.updates.oneSponsor')}` : ''}
                </p>
              </div>
              {(['en', 'fr', 'rw'] as const).map((l) =>
                u.texts[l] ? (
                  <p key={l} lang={l} className="mt-2 whitespace-pre-line text-slate-800">
                    <span className="mr-2 text-xs font-semibold text-slate-500 uppercase">{l}</span>
                    {u.texts[l]}
                  </p>
                ) : null,
              )}
              {u.images.length > 0 && (
                <div className="mt-3 flex flex-wrap gap-2">
                  {u.images.map((img, i) => (
                    <img
                      key={img}
                      src={staffImageSrc(img)}
                      alt={t('admin.updates.photo', { n: i + 1, child: u.childName })}
                      loading="lazy"
                      className="h-24 w-32 rounded-md object-cover"
                    />
                  ))}
                </div>
              )}
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={u._id} />
                <Button type="submit" tone="danger" size="sm">
                  {t('admin.updates.delete')}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {updates && <PageNav page={page} pages={pageCount(updates)} href={(p) => (p === 1 ? '?' : `?page=${p}`)} />}
    </Panel>
  );
}
