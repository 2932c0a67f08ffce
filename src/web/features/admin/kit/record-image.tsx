import { ResponsiveImage } from '~/web/components/responsive-image';

/** Each record's picture shape, as uploaded and shown: a post's 1200x630, a gift's 4:3. */
const shapes = { post: [1200, 630], gift: [400, 300], giftThumb: [160, 120] } as const;

/** A record's picture in its shape; decorative (alt "") unless told, `sizes` for its place. */
export function RecordImage({
  src,
  shape,
  sizes,
  className,
  alt = '',
}: {
  src: string | null;
  shape: keyof typeof shapes;
  sizes: string;
  className: string;
  alt?: string;
}) {
  const [width, height] = shapes[shape];
  return <ResponsiveImage src={src} alt={alt} width={width} height={height} sizes={sizes} className={className} />;
}

/** A card's three actions on its record. */
export interface CardActions {
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}
