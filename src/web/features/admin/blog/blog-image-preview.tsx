import { RecordImage } from '../kit/record-image';
import { useAdminT } from '../admin-i18n';

/** The preview pane of the blog form, in the 1200x630 shape docs/product.md recommends. */
export function BlogImagePreview({ src }: { src: string | null }) {
  const { t } = useAdminT('adminContent');
  return (
    <figure className="overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      <div className="aspect-1200/630">
        {src ? (
          <RecordImage
            src={src}
            shape="post"
            alt={t('blog.form.preview')}
            sizes="(min-width: 768px) 20rem, 100vw"
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-slate-600">
            {t('blog.form.previewEmpty')}
          </div>
        )}
      </div>
      <figcaption className="px-3 py-2 text-xs text-slate-600">{t('blog.form.previewSize')}</figcaption>
    </figure>
  );
}
