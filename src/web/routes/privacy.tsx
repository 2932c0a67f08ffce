import type { Route } from './+types/privacy';
import { PageHero } from '~/web/components/page-hero';
import { cataloguePageMeta } from '~/web/components/catalogue-meta';
import { privacyContracts } from '~/shared/contracts/privacy';
import { call } from '~/web/api/client';
import { appContext } from '~/web/context';
import { noticeBlocks } from '~/web/features/privacy/notice-blocks';
import { useT } from '~/web/i18n';

/** /privacy: the privacy notice staff keep in Site settings (Law No 058/2021), in the page's language. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, lang } = context.get(appContext);
  const res = await call(api, privacyContracts.notice, { query: { lang } });
  if (res.status !== 200) throw new Error('Failed to fetch the privacy notice');
  return { blocks: noticeBlocks(res.body.data.text), updatedAt: res.body.data.updatedAt, lang };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  cataloguePageMeta(matches, 'public', 'meta.privacy', '/privacy');

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useT('public');
  const { blocks, updatedAt, lang } = loaderData;
  return (
    <>
      <PageHero title={t('privacy.title')} />
      <article className="mx-auto max-w-3xl px-4 py-12 text-slate-800">
        {blocks.map((b, i) =>
          b.kind === 'heading' ? (
            <h2 key={i} className="mt-10 text-2xl font-bold text-slate-900">
              {b.text}
            </h2>
          ) : b.kind === 'list' ? (
            <ul key={i} className="mt-4 list-disc space-y-2 pl-6">
              {b.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          ) : (
            <p key={i} className="mt-4 leading-relaxed">
              {b.text}
            </p>
          ),
        )}
        {updatedAt && (
          <p className="mt-10 text-sm text-slate-600">
            {t('privacy.updated', {
              date: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(updatedAt)),
            })}
          </p>
        )}
      </article>
    </>
  );
}
