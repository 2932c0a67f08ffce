import { Form } from 'react-router';
import { staffImageSrc } from '~/shared/schemas/child-news';
import type { FieldItem } from '~/shared/schemas/field';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';
import { IntentFields } from '../kit/intent-button';
import { ReturnForm, ReviewCard } from '../kit/review-card';
import { formatStamp, useOrgTimeZone } from '../records/time-zone';

/**
 * One item from the field (docs/field.md#review): the child, the officer, what they
 * captured (a report's figures, a letter's pages and transcription, the photos), and
 * the review: approve, or return with a reason the officer reads on the phone.
 */
export function ItemCard({ item }: { item: FieldItem }) {
  const { t, i18n } = useAdminT('field');
  const timeZone = useOrgTimeZone();
  const when = (iso: string) => formatStamp(iso, i18n.language, timeZone);
  const r = item.report;
  return (
    <ReviewCard
      headingId={`item-${item._id}`}
      data={{ 'data-item': item._id }}
      title={t(`screen.kind.${item.kind}`, { child: item.child.preferredName })}
      stamp={when(item.receivedAt)}
      byline={
        <>
          {t('screen.by', { officer: item.officer?.name ?? t('screen.noOfficer'), date: when(item.capturedAt) })}
          {item.clockAdjusted && <span className="ml-1 text-amber-800">{t('screen.clockAdjusted')}</span>}
        </>
      }
    >
      <div lang={item.lang} className="mt-3 text-slate-900">
        {r ? (
          <dl className="grid gap-1 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium text-slate-700">{t('screen.schoolLevel')}</dt>
            <dd>{r.schoolLevel}</dd>
            <dt className="font-medium text-slate-700">{t('screen.attendance')}</dt>
            <dd>{r.attendance}%</dd>
            <dt className="font-medium text-slate-700">{t('screen.healthCheck')}</dt>
            <dd>{r.healthCheckOn ?? '-'}</dd>
            <dt className="font-medium text-slate-700">{t('screen.activities')}</dt>
            <dd className="whitespace-pre-line">{r.activities || '-'}</dd>
            <dt className="font-medium text-slate-700">{t('screen.note')}</dt>
            <dd className="whitespace-pre-line">{r.note || '-'}</dd>
          </dl>
        ) : (
          <blockquote className="border-l-4 border-slate-200 pl-4 whitespace-pre-line">
            {item.transcription || t('screen.noTranscription')}
          </blockquote>
        )}
      </div>
      {item.images.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {item.images.map((src, i) => (
            <li key={src}>
              <a href={staffImageSrc(src, 1200)}>
                <img
                  src={staffImageSrc(src)}
                  alt={t('screen.photo', { n: i + 1, count: item.images.length, child: item.child.preferredName })}
                  loading="lazy"
                  className="h-32 w-44 rounded-md object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {item.status === 'submitted' && (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Form method="post">
            <IntentFields intent="approve" id={item._id} />
            <p className="mb-2 text-sm text-slate-700">{t(`screen.approveHint.${item.kind}`)}</p>
            <Button type="submit">{t('screen.approve')}</Button>
          </Form>
          <ReturnForm
            id={item._id}
            label={t('screen.reason')}
            hint={t('screen.reasonHint')}
            rows={3}
            submit={t('screen.return')}
          />
        </div>
      )}
      {item.status === 'returned' && item.returnReason && (
        <p className="mt-3 text-sm text-slate-800">
          <span className="font-semibold">{t('screen.returnedWith')}</span> {item.returnReason}
        </p>
      )}
    </ReviewCard>
  );
}
