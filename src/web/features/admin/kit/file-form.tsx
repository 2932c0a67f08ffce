import type { FormHTMLAttributes } from 'react';
import { useLocation } from 'react-router';
import { TextField } from '~/web/components/field';

/**
 * A form with files (photos, an import, a statement), posted straight to its API route as
 * multipart with a `returnTo` (docs/conventions.md, "Forms with files"): without
 * JavaScript the route answers 303 back to this screen with `?done=1` or `?error=`.
 */
export function FileForm({
  action,
  returnTo,
  children,
  ...form
}: FormHTMLAttributes<HTMLFormElement> & {
  /** The API route's path (`contractPath(contract)`). */
  action: string;
  /** Where the route sends the browser back (default: this screen's path). */
  returnTo?: string;
}) {
  const { pathname } = useLocation();
  return (
    <form method="post" action={action} encType="multipart/form-data" {...form}>
      <input type="hidden" name="returnTo" value={returnTo ?? pathname} />
      {children}
    </form>
  );
}

/** A file form's photos (`photos`: several images at once), what it takes said under it. */
export function PhotosField({ label, hint, required }: { label: string; hint: string; required?: boolean }) {
  return (
    <TextField label={label} hint={hint} name="photos" type="file" accept="image/*" multiple required={required} />
  );
}
