import { type MouseEvent, useCallback, useState } from 'react';
import { DEFAULT_IMAGE } from '~/web/components/responsive-image';
import { useT } from '~/web/i18n';

/**
 * Click-to-load: a thumbnail and a play button until the visitor asks for the video;
 * only then the youtube-nocookie frame (and YouTube's scripts) load. Without
 * JavaScript the preview is a plain link to the video on YouTube.
 */
export function VideoPreview({ videoId, title, poster }: { videoId: string; title: string; poster: string | null }) {
  const { t } = useT('content');
  const [playing, setPlaying] = useState(false);
  const [thumbFailed, setThumbFailed] = useState(false);
  // The thumbnail may fail before hydration, when React cannot hear its error event yet.
  const checkThumb = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setThumbFailed(true);
  }, []);
  if (playing)
    return (
      <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
          title={t('blog.videoFrameTitle', { title })}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="h-full w-full border-0"
        />
      </div>
    );
  const play = (e: MouseEvent) => {
    e.preventDefault();
    setPlaying(true);
  };
  return (
    <figure>
      <a
        href={`https://www.youtube.com/watch?v=${videoId}`}
        onClick={play}
        className="group relative block aspect-video w-full overflow-hidden rounded-xl bg-slate-900"
        data-testid="video-preview"
      >
        <img
          ref={checkThumb}
          src={thumbFailed ? (poster ?? DEFAULT_IMAGE) : `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`}
          onError={() => setThumbFailed(true)}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover opacity-90 group-hover:opacity-100"
        />
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex h-16 w-24 items-center justify-center rounded-2xl bg-red-700 shadow-lg group-hover:bg-red-800">
            <svg aria-hidden="true" width="28" height="28" viewBox="0 0 10 10">
              <path d="M2 1l7 4-7 4z" fill="white" />
            </svg>
          </span>
        </span>
        <span className="sr-only">{t('blog.playVideo', { title })}</span>
      </a>
      <figcaption className="mt-2 text-sm text-slate-600">{t('blog.videoNote')}</figcaption>
    </figure>
  );
}
