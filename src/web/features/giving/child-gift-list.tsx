import { linkTo } from '~/shared/contract';
import { sponsorGiftContracts } from '~/shared/contracts/sponsor-gifts';
import type { Language } from '~/shared/i18n/core';
import { formatDate, formatRwf } from '~/shared/format';
import { IMAGE_WIDTHS } from '~/shared/images';
import type { ChildGift } from '~/shared/schemas/child-gift';
import type { GivingT } from './page-t';

/** The sponsor's gifts to their children, each with its delivery: when, what staff said, and the photo. */
export function ChildGiftList({
  t,
  lang,
  gifts,
  token,
}: {
  t: GivingT;
  lang: Language;
  gifts: ChildGift[];
  token: string;
}) {
  if (!gifts.length) return null;
  // A private photo: read through the sponsor's own link, never at the public image address.
  const photo = (id: string, w: number) =>
    linkTo(sponsorGiftContracts.photo, { params: { id }, query: { w: String(w), token } });
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold text-slate-900">{t('childGifts.list.heading')}</h3>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid="child-gifts">
        {gifts.map((g) => (
          <li key={g._id} className="space-y-2 p-4" data-status={g.status}>
            <p className="font-semibold text-slate-900">
              {t('childGifts.list.line', {
                kind: t(`childGifts.kinds.${g.kind}`),
                name: g.childName,
                amount: formatRwf(g.amount, lang),
              })}
            </p>
            <p className="text-sm text-slate-600">
              {formatDate(g.createdAt, lang, { dateStyle: 'medium' })} · {g.reference} ·{' '}
              {g.status === 'delivered' && g.deliveredAt
                ? t('childGifts.list.delivered', { date: formatDate(g.deliveredAt, lang, { dateStyle: 'long' }) })
                : t('childGifts.list.received')}
            </p>
            {g.deliveryNote && <p className="text-slate-800">{g.deliveryNote}</p>}
            {g.deliveryPhoto && (
              <img
                src={photo(g._id, 640)}
                srcSet={IMAGE_WIDTHS.map((w) => `${photo(g._id, w)} ${w}w`).join(', ')}
                sizes="(min-width: 768px) 28rem, 90vw"
                alt={t('childGifts.list.photoAlt', { name: g.childName })}
                loading="lazy"
                width={448}
                height={336}
                className="h-auto w-full max-w-md rounded-lg bg-slate-100 object-cover"
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
