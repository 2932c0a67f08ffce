import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { imageSrcSet } from '~/shared/images';

export const DEFAULT_IMAGE = '/images/default.svg';

/**
 * An image with srcset from the stored widths, explicit size (no layout shift), lazy
 * below the fold unless `priority`, and a fallback when it fails to load.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  priority = false,
  fallback = DEFAULT_IMAGE,
  renderFallback,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> & {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  fallback?: string;
  /** Shown instead of the `fallback` image when there is no `src` or it fails to load. */
  renderFallback?: () => ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before React hydrated never fires onError for us: check once.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);
  if (renderFallback && (!src || failed)) return renderFallback();
  const url = !src || failed ? fallback : src;
  const srcSet = !src || failed ? undefined : imageSrcSet(src);
  return (
    <img
      ref={ref}
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
