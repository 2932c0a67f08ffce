import { useId, useState } from 'react';
import { heroSchema, type SiteSettings } from '~/shared/schemas/site-settings';
import { imageSrcSet } from '~/shared/images';
import { inputClass } from '~/web/components/field';
import { useAdminT } from '../admin-i18n';
import { adminCall } from '../api';
import { siteContracts } from '~/shared/contracts/site';
import { Button } from '../kit/button';
import { TranslatedField } from './fields';
import { SectionForm, useSectionError } from './section-form';

/** The home page's headline, text and photo (the photo is uploaded when the section is saved). */
export function HeroSection({ value }: { value: SiteSettings['hero'] }) {
  const { t } = useAdminT('adminSettings');
  const [image, setImage] = useState(value.image);

  async function prepare(parsed: Record<string, unknown>, form: HTMLFormElement) {
    const file = (form.elements.namedItem('heroImage') as HTMLInputElement | null)?.files?.[0];
    if (!file) return { ...parsed, image };
    const body = new FormData();
    body.append('image', file);
    const { data } = await adminCall(siteContracts.heroImage, { body });
    setImage(data.image);
    return { ...parsed, image: data.image };
  }

  return (
    <SectionForm section="hero" schema={heroSchema.omit({ image: true })} prepare={prepare}>
      <TranslatedField name="headline" label={t('hero.headline')} value={value.headline} />
      <TranslatedField name="text" label={t('hero.text')} value={value.text} long />
      <HeroPhoto image={image} onRemove={() => setImage(null)} />
    </SectionForm>
  );
}

/** The current photo and the file to replace it with (inside the form: its error shows here). */
function HeroPhoto({ image, onRemove }: { image: string | null; onRemove: () => void }) {
  const { t } = useAdminT('adminSettings');
  const fileId = useId();
  const error = useSectionError('image');
  return (
    <div className="grid gap-4 md:grid-cols-[12rem_1fr] md:items-start">
      {image ? (
        <img
          src={image}
          srcSet={imageSrcSet(image)}
          sizes="12rem"
          alt={t('hero.current')}
          width={192}
          height={108}
          className="aspect-video w-48 rounded-md object-cover"
        />
      ) : (
        <p className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-600">{t('hero.none')}</p>
      )}
      <div>
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
          {t('hero.photo')}
        </label>
        <input
          id={fileId}
          name="heroImage"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className={inputClass}
          aria-describedby={`${fileId}-hint`}
        />
        <p id={`${fileId}-hint`} className="mt-1 text-sm text-slate-600">
          {error ?? t('hero.photoHint')}
        </p>
        {image && (
          <Button tone="secondary" size="sm" className="mt-2" onClick={onRemove}>
            {t('hero.removePhoto')}
          </Button>
        )}
      </div>
    </div>
  );
}
