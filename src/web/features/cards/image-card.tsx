import type { ReactNode } from 'react';
import { ResponsiveImage } from '~/web/components/responsive-image';

/**
 * On a phone the card is about 380 px wide; saying 360px lets a 1.75x screen take the
 * 640-wide file (6 KB) instead of the 1200-wide one (12 KB): half the bytes on metered
 * data for a difference nobody sees.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 360px';

/** A card of a grid (a story, a gift): its picture on top, then what `children` say. */
export function ImageCard({
  image,
  priority,
  children,
}: {
  image: string | null;
  priority: boolean;
  children: ReactNode;
}) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <CoverImage
        src={image}
        sizes={CARD_IMAGE_SIZES}
        priority={priority}
        className="aspect-[40/21] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-4">{children}</div>
    </article>
  );
}

/**
 * The decorative 1200 × 630 picture of a post or a gift (its title says what it shows):
 * in a card, or as a banner behind a post's title.
 */
export function CoverImage(props: {
  src: string | null | undefined;
  sizes: string;
  priority?: boolean;
  className: string;
}) {
  return <ResponsiveImage alt="" width={1200} height={630} {...props} />;
}
