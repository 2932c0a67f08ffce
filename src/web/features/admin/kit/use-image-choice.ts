import { useEffect, useState, type ChangeEvent } from 'react';
import { imageFileError } from '~/shared/schemas/gift';
import { useFieldError } from '~/web/i18n';

/**
 * The picture chosen in a file input, checked in the browser (docs/product.md: at most 5 MB, an
 * image type) with a preview URL; the server judges the bytes again on upload.
 * Used by the catalog, blog and child forms.
 */
export function useImageChoice() {
  const fieldError = useFieldError();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    const problem = chosen ? imageFileError(chosen) : null;
    if (!chosen || problem) {
      event.currentTarget.value = '';
      setFile(null);
      setPreviewUrl(null);
      setError(problem ? fieldError(problem) : undefined);
      return;
    }
    setError(undefined);
    setFile(chosen);
    setPreviewUrl(URL.createObjectURL(chosen));
  }

  /** A refusal from the server (413 too large, 415 not an image) shown on the field. */
  function refuse(message: string) {
    setError(message);
  }

  return { file, previewUrl, error, onChange, refuse };
}
