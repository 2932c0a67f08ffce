import { Form } from 'react-router';
import { TextArea } from '~/web/components/field';
import { staffImageSrc } from '~/shared/schemas/child-news';
import { MAX_TRANSLATION_TEXT, type Translation } from '~/shared/schemas/translation';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';
import { formatStamp, useOrgTimeZone } from '../records/time-zone';

const Intent = ({ id, intent }: { id: string; intent: string }) => (
  <>
    <input type="hidden" name="id" value={id} />
    <input type="hidden" name="intent" value={intent} />
  </>
);

/**
 * One letter in the translation queue (docs/field.md#translation): the original (its text
 * and the photos of its pages) beside the translation, who translates it, and its next step.
 */
export function TranslationCard({ item }: { item: Translation }) {
  const { t, i18n } = useAdminT('field');
  const timeZone = useOrgTimeZone();
  const heading = `translation-${item._id}`;
  const pair = t('translations.pair', {
    from: t(`translations.lang.${item.from}`),
    to: t(`translations.lang.${item.to}`),
  });
  return (
    <article
      aria-labelledby={heading}
      data-translation={item._id}
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={heading} className="text-lg font-semibold text-slate-900">
          {t(`translations.direction.${item.direction}`, { child: item.child.preferredName })} · {pair}
        </h2>
        <p className="text-sm text-slate-600">
          {t('translations.received', { date: formatStamp(item.receivedAt, i18n.language, timeZone) })}
          {item.overdue && (
            <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
              {t('translations.overdueBadge')}
            </span>
          )}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {t(`translations.status.${item.status}`)}
        {item.translator && ` · ${t('translations.translator', { name: item.translator.name })}`}
        {item.checkedBy && ` · ${t('translations.checker', { name: item.checkedBy.name })}`}
      </p>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <section aria-label={t('translations.original')}>
          <h3 className="text-sm font-semibold text-slate-700">{t('translations.original')}</h3>
          <blockquote
            lang={item.from}
            className="mt-1 border-l-4 border-slate-200 pl-4 whitespace-pre-line text-slate-900"
          >
            {item.original.text || t('translations.onlyPhotos')}
          </blockquote>
          {item.original.images.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2">
              {item.original.images.map((src, i) => (
                <li key={src}>
                  <a href={staffImageSrc(src, 1200)}>
                    <img
                      src={staffImageSrc(src)}
                      alt={t('translations.page', { n: i + 1, count: item.original.images.length })}
                      loading="lazy"
                      className="h-32 w-24 rounded-md object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label={t('translations.translation')}>
          {item.status === 'waiting' ? (
            <Form method="post">
              <Intent id={item._id} intent="claim" />
              <p className="mb-2 text-sm text-slate-700">{t('translations.waitingHint')}</p>
              <Button type="submit">{t('translations.claim')}</Button>
            </Form>
          ) : item.status === 'translating' ? (
            <Form method="post" className="space-y-2">
              <Intent id={item._id} intent="save" />
              <TextArea
                label={t('translations.write', { lang: t(`translations.lang.${item.to}`) })}
                name="text"
                lang={item.to}
                rows={8}
                maxLength={MAX_TRANSLATION_TEXT}
                defaultValue={item.text}
                required
              />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" name="done" value="1">
                  {t('translations.done')}
                </Button>
                <Button type="submit" tone="secondary">
                  {t('translations.saveDraft')}
                </Button>
              </div>
            </Form>
          ) : (
            <>
              <h3 className="text-sm font-semibold text-slate-700">{t('translations.translation')}</h3>
              <p lang={item.to} className="mt-1 whitespace-pre-line text-slate-900">
                {item.text}
              </p>
              {item.status === 'translated' && (
                <Form method="post" className="mt-3">
                  <Intent id={item._id} intent="check" />
                  <p className="mb-2 text-sm text-slate-700">{t('translations.checkHint')}</p>
                  <Button type="submit" tone="dark">
                    {t('translations.check')}
                  </Button>
                </Form>
              )}
            </>
          )}
        </section>
      </div>
    </article>
  );
}
