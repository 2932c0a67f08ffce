import { useLocation } from 'react-router';
import { formatRwfNumber, formatUsd } from '~/shared/format';
import { usdToRwf } from '~/shared/exchange';
import { useRwfPerUsd } from '~/web/features/payment-status/use-payments-live';
import { ImageCard } from '~/web/features/cards/image-card';
import { useHydrated } from '~/web/components/use-hydrated';
import { useT } from '~/web/i18n';
import type { Gift } from './normalize';

export function GiftCard({ gift, onAdd, priority }: { gift: Gift; onAdd: (gift: Gift) => void; priority: boolean }) {
  const { t, lang } = useT('content');
  const hydrated = useHydrated();
  const rwfPerUsd = useRwfPerUsd();
  const { pathname, search } = useLocation();
  return (
    <ImageCard image={gift.image} priority={priority}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">{gift.name}</h2>
        <p className="shrink-0 text-right text-lg font-bold text-brand-800">
          {formatUsd(gift.price, lang)}
          {/* What a visitor paying by mobile money or airtime pays, in francs. */}
          {rwfPerUsd && (
            <span className="block text-sm font-semibold text-slate-700" data-testid="gift-price-rwf">
              {t('catalog.priceRwf', { amount: formatRwfNumber(usdToRwf(gift.price, rwfPerUsd), lang) })}
            </span>
          )}
        </p>
      </div>
      <p className="mt-2 flex-1 text-slate-700">{gift.description || t('catalog.genericDescription')}</p>
      <p className="mt-3">
        <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 capitalize">
          {gift.category || t('catalog.defaultCategory')}
        </span>
      </p>
      {/* Without JavaScript a form post keeps the gift in the server's cart (/cart); with
            it docs/product.md's in-page cart. A tap made while React loads is held and replayed on the
            button (decision 007), or posted if React never comes. */}
      <form method="post" action="/cart" className="mt-4 flex">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="giftId" value={gift.id} />
        <input type="hidden" name="from" value={pathname + search} />
        <button
          type={hydrated ? 'button' : 'submit'}
          onClick={hydrated ? () => onAdd(gift) : undefined}
          data-boot-replay={`gift-${gift.id.replace(/[^\w-]/g, '')}`}
          aria-label={`${t('catalog.addToCart')}: ${gift.name}`}
          className="min-h-11 flex-1 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {t('catalog.addToCart')}
        </button>
      </form>
    </ImageCard>
  );
}
