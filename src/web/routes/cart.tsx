import type { Route } from './+types/cart';
import { Alert } from '~/web/components/alert';
import { CtaLink } from '~/web/components/cta-link';
import { unlistedPageMeta } from '~/web/unlisted-meta';
import { appContext } from '~/web/context';
import { cartAction, catalogReturn } from '~/web/features/catalog/cart-action.server';
import { readCartIds } from '~/web/features/catalog/cart-cookie.server';
import { CartLines } from '~/web/features/catalog/cart-lines';
import { readServerCart } from '~/web/features/catalog/server-cart.server';
import { useT } from '~/web/i18n';

/** The cart a visitor without JavaScript fills (a cookie): one visitor's page, never stored by a cache. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cart = await readServerCart(context.get(appContext).api, await readCartIds(request));
  const addedId = url.searchParams.get('added');
  const added = cart?.lines.find((l) => l.id === addedId)?.name ?? null;
  const problem = url.searchParams.get('problem');
  return {
    cart,
    added,
    problem: problem === 'full' || problem === 'unknown' ? problem : null,
    from: catalogReturn(url.searchParams.get('from')),
  };
}

export const action = ({ request, context }: Route.ActionArgs) => cartAction(context.get(appContext).api, request);

export const headers = () => ({ 'cache-control': 'private, no-store' });

export const meta: Route.MetaFunction = ({ matches }) =>
  unlistedPageMeta(matches, 'journeys', { title: 'cart.title', description: 'cart.metaDescription', path: '/cart' });

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT('content');
  const j = useT('journeys').t;
  const { cart, added, problem, from } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900">{j('cart.title')}</h1>
      <div className="mt-6 space-y-4">
        {added && <Alert tone="success">{j('cart.added', { name: added })}</Alert>}
        {problem && <Alert tone="error">{j(problem === 'full' ? 'cart.full' : 'cart.unknownGift')}</Alert>}
        {!cart ? (
          <Alert tone="error">{t('catalog.errorTitle')}</Alert>
        ) : cart.lines.length === 0 ? (
          <p className="text-lg text-slate-700">{j('cart.empty')}</p>
        ) : (
          <CartLines lines={cart.lines} total={cart.total} from={from} removable />
        )}
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        {cart && cart.lines.length > 0 && <CtaLink to="/cart/checkout">{j('cart.checkout')}</CtaLink>}
        <CtaLink to={from} variant="outline">
          {j('cart.continue')}
        </CtaLink>
      </div>
    </div>
  );
}
