import { Form, useLocation } from 'react-router';
import { TextArea } from '~/web/components/field';
import { contractPath } from '~/shared/contract';
import { translationContracts } from '~/shared/contracts/translations';
import { staffImageSrc } from '~/shared/schemas/child-news';
import { MAX_TRANSLATION_PHOTOS, MAX_TRANSLATION_TEXT, type Translation } from '~/shared/schemas/translation';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';
import { IntentFields } from '../kit/intent-button';
import { ReviewCard } from '../kit/review-card';
import { FileForm, PhotosField } from '../kit/file-form';
import { formatStamp, useOrgTimeZone } from '../records/time-zone';

/** Photos of pages, each a link to its larger copy; `remove` offers a button to take each off a translation. */
export function Pages({
  images,
  label,
  remove,
}: {
  images: string[];
  label: (n: number) => string;
  remove?: { id: string; label: (n: number) => string };
}) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {images.map((src, i) => (
        <li key={src} className="space-y-1">
          <a href={staffImageSrc(src, 1200)}>
            <img
              src={staffImageSrc(src)}
              alt={label(i + 1)}
              loading="lazy"
              className="h-32 w-24 rounded-md object-cover"
            />
          </a>
          {remove && (
            <Form method="post">
              <IntentFields intent="removePhoto" id={remove.id} />
              <input type="hidden" name="image" value={src} />
              <Button type="submit" tone="secondary" size="sm">
                {remove.label(i + 1)}
              </Button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The photos of a translation written by hand; while it is being written, each with a button to take it off. */
function TranslationPages({ item, removable = false }: { item: Translation; removable?: boolean }) {
  const { t } = useAdminT('field');
  return (
    <Pages
      images={item.images}
      label={(n) => t('translations.translationPage', { n, count: item.images.length })}
      remove={removable ? { id: item._id, label: (n) => t('translations.removePhoto', { n }) } : undefined}
    />
  );
}

/**
 * Photos of a translation written by hand: a multipart form posted straight to the API (its
 * files cannot travel through a page's action), answered with a redirect back here: with or
 * without JavaScript alike.
 */
function AttachPhotos({ item }: { item: Translation }) {
  const { t } = useAdminT('field');
  const { pathname, search } = useLocation();
  const left = MAX_TRANSLATION_PHOTOS - item.images.length;
  if (left <= 0) return null;
  return (
    <FileForm
      action={contractPath(translationContracts.addPhotos, { id: item._id })}
      returnTo={`${pathname}${search}`}
      className="mt-3 space-y-2"
    >
      <PhotosField
        label={t('translations.photos')}
        hint={t('translations.photosHint', { max: MAX_TRANSLATION_PHOTOS })}
        required
      />
      <Button type="submit" tone="secondary">
        {t('translations.attach')}
      </Button>
    </FileForm>
  );
}

/**
 * One letter in the translation queue (docs/field.md#translation): the original (its text
 * and the photos of its pages) beside the translation, who translates it, and its next step.
 */
export function TranslationCard({ item }: { item: Translation }) {
  const { t, i18n } = useAdminT('field');
  const timeZone = useOrgTimeZone();
  const pair = t('translations.pair', {
    from: t(`translations.lang.${item.from}`),
    to: t(`translations.lang.${item.to}`),
  });
  return (
    <ReviewCard
      headingId={`translation-${item._id}`}
      data={{ 'data-translation': item._id }}
      title={
        <>
          {t(`translations.direction.${item.direction}`, { child: item.child.preferredName })} · {pair}
        </>
      }
      stamp={
        <>
          {t('translations.received', { date: formatStamp(item.receivedAt, i18n.language, timeZone) })}
          {item.overdue && (
            <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
              {t('translations.overdueBadge')}
            </span>
          )}
        </>
      }
      byline={
        <>
          {t(`translations.status.${item.status}`)}
          {item.translator && ` · ${t('translations.translator', { name: item.translator.name })}`}
          {item.checkedBy && ` · ${t('translations.checker', { name: item.checkedBy.name })}`}
        </>
      }
    >
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {/* Plain sections, not landmarks: with two letters listed, two regions named "The
            original" would be two landmarks of one name (axe's landmark-unique). */}
        <section>
          <h3 className="text-sm font-semibold text-slate-700">{t('translations.original')}</h3>
          <blockquote
            lang={item.from}
            className="mt-1 border-l-4 border-slate-200 pl-4 whitespace-pre-line text-slate-900"
          >
            {item.original.text || t('translations.onlyPhotos')}
          </blockquote>
          {item.original.images.length > 0 && (
            <Pages
              images={item.original.images}
              label={(n) => t('translations.page', { n, count: item.original.images.length })}
            />
          )}
        </section>
        <section>
          {item.status === 'waiting' ? (
            <Form method="post">
              <IntentFields intent="claim" id={item._id} />
              <p className="mb-2 text-sm text-slate-700">{t('translations.waitingHint')}</p>
              <Button type="submit">{t('translations.claim')}</Button>
            </Form>
          ) : item.status === 'translating' ? (
            <Form method="post" className="space-y-2">
              <IntentFields intent="save" id={item._id} />
              <TextArea
                label={t('translations.write', { lang: t(`translations.lang.${item.to}`) })}
                name="text"
                lang={item.to}
                rows={8}
                maxLength={MAX_TRANSLATION_TEXT}
                defaultValue={item.text}
                required={item.images.length === 0}
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
          ) : null}
          {item.status === 'translating' && (
            <>
              {item.images.length > 0 && <TranslationPages item={item} removable />}
              <AttachPhotos item={item} />
            </>
          )}
          {item.status !== 'waiting' && item.status !== 'translating' && (
            <>
              <h3 className="text-sm font-semibold text-slate-700">{t('translations.translation')}</h3>
              <p lang={item.to} className="mt-1 whitespace-pre-line text-slate-900">
                {item.text}
              </p>
              {item.images.length > 0 && <TranslationPages item={item} />}
              {item.status === 'translated' && (
                <Form method="post" className="mt-3">
                  <IntentFields intent="check" id={item._id} />
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
    </ReviewCard>
  );
}
