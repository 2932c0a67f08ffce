import { useEffect, useState } from 'react';

/**
 * The height of the site's sticky header, kept up to date (it wraps at some widths),
 * so the catalogue's search bar sticks right below it. Undefined until measured: the
 * CSS default (61 px, the one-line header) applies meanwhile.
 */
export function useHeaderHeight(): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const header = document.querySelector('body header');
    if (!header) return;
    const measure = () =>
      setHeight(getComputedStyle(header).position === 'sticky' ? (header as HTMLElement).offsetHeight : 0);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}
