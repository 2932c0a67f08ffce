import { ChildPhoto } from '~/web/components/child-photo';
import type { Child } from '~/shared/schemas/child';
import { useT } from '~/web/i18n';

/** A child's square photo (or the placeholder when there is none to show), described by the child's name. */
export function ChildPortrait({
  child,
  priority,
  sizes,
  className,
}: {
  child: Pick<Child, 'name' | 'photo'>;
  priority: boolean;
  sizes: string;
  className: string;
}) {
  const { t } = useT('public');
  return (
    <ChildPhoto
      name={child.name}
      photo={child.photo}
      alt={t('sponsorship.photoAlt', { name: child.name })}
      placeholderAlt={t('sponsorship.noPhotoAlt', { name: child.name })}
      width={600}
      height={600}
      priority={priority}
      sizes={sizes}
      className={className}
    />
  );
}
