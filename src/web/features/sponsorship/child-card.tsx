import { ChildPortrait } from './child-portrait';
import { useHydrated } from '~/web/components/use-hydrated';
import { useT } from '~/web/i18n';
import type { Child } from '~/shared/schemas/child';
import { ChildFacts } from './child-facts';

const sponsorClass =
  'mt-4 min-h-11 rounded-full bg-accent-500 px-5 py-2 font-semibold text-slate-900 hover:bg-accent-600';

export function ChildCard({
  child,
  headingLevel,
  priority = false,
  onSponsor,
}: {
  child: Child;
  headingLevel: 2 | 3;
  priority?: boolean;
  onSponsor: (child: Child) => void;
}) {
  const { t } = useT('public');
  const hydrated = useHydrated();
  const replayKey = `sponsor-${child._id.replace(/[^\w-]/g, '')}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `child-${child._id}`;
  const sponsorLabel = (
    <>
      {t('sponsorship.sponsorNow')}
      <span className="sr-only">: {child.name}</span>
    </>
  );
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <ChildPortrait
        child={child}
        priority={priority}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-square h-auto w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading id={titleId} className="text-xl font-semibold text-slate-900">
          {/* The child's own page: an address to share, and the way to sponsor without JavaScript. */}
          <a
            href={`/sponsorship/${encodeURIComponent(child._id)}`}
            className="inline-flex min-h-11 min-w-11 items-center hover:underline"
          >
            {child.name}
          </a>
        </Heading>
        <ChildFacts child={child} />
        {hydrated ? (
          <button type="button" onClick={() => onSponsor(child)} className={sponsorClass} data-boot-replay={replayKey}>
            {sponsorLabel}
          </button>
        ) : (
          // Without JavaScript the dialog cannot open: the child's own page (its form posts
          // the same sponsorship) is a real link. A tap made while React loads opens the
          // dialog once it has (the boot loader replays it on the button with the same
          // `data-boot-replay`), or follows the link if React never comes.
          <a
            href={`/sponsorship/${encodeURIComponent(child._id)}`}
            className={`${sponsorClass} text-center leading-7`}
            data-boot-replay={replayKey}
          >
            {sponsorLabel}
          </a>
        )}
      </div>
    </article>
  );
}
