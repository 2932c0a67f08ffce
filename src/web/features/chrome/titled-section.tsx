import type { ReactNode } from 'react';

/**
 * A page section named by its <h2>: `titleId` ties the two together. `inner` wraps the
 * heading and the content in a centred column where the section's band spans the page;
 * `anchor` makes it a target of an in-page link.
 */
export function TitledSection({
  titleId,
  title,
  className,
  titleClassName = 'text-3xl font-bold text-slate-900',
  inner,
  anchor,
  children,
}: {
  titleId: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  inner?: string;
  anchor?: string;
  children: ReactNode;
}) {
  const content = (
    <>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </>
  );
  return (
    <section id={anchor} aria-labelledby={titleId} className={className}>
      {inner ? <div className={inner}>{content}</div> : content}
    </section>
  );
}
