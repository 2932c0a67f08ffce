import { Spinner } from '~/web/components/alert';
import { useT } from '~/web/i18n';
import type { CatalogProblem } from './normalize';

export function CatalogLoading() {
  const { t } = useT('content');
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <Spinner label={t('catalog.loading')} />
    </div>
  );
}

/** docs/product.md#error-and-success-texts: the last endpoint's error, and 'Try Again' reloads the page. */
export function CatalogFailure({ last }: { last: CatalogProblem }) {
  const { t } = useT('content');
  const lastMessage =
    last.kind === 'http'
      ? t('catalog.errors.http', { code: last.status })
      : last.kind === 'format'
        ? t('catalog.errors.format')
        : last.message;
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h2 className="text-2xl font-bold text-slate-900">{t('catalog.errorTitle')}</h2>
      <p className="mt-3 text-slate-700">{t('catalog.errors.allFailed', { message: lastMessage })}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 min-h-12 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {t('catalog.tryAgain')}
      </button>
    </div>
  );
}
