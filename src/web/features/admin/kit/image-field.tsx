import type { ReactNode } from 'react';
import { ApiError } from '~/web/api/client';
import { TextField } from '~/web/components/field';
import type { useImageChoice } from './use-image-choice';

/**
 * A picture's file input (checked in the browser by `useImageChoice`) with its preview
 * beside it; `error` is the form's own (a required picture missing), else the choice's.
 */
export function ImageField({
  label,
  name,
  choice,
  hint,
  required,
  error,
  onChosen,
  preview,
  className = 'md:col-span-2',
}: {
  label: string;
  name: string;
  choice: ReturnType<typeof useImageChoice>;
  hint: string;
  required?: boolean;
  error?: string;
  /** After a file is chosen (a form clears its own error). */
  onChosen?: () => void;
  preview?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-3 sm:flex-row sm:items-end ${className}`}>
      <TextField
        label={label}
        name={name}
        type="file"
        accept="image/*"
        required={required}
        onChange={(e) => {
          choice.onChange(e);
          onChosen?.();
        }}
        error={error ?? choice.error}
        hint={hint}
        className="flex-1"
      />
      {preview}
    </div>
  );
}

/** A failed upload the server refused (413 too large, 415 not an image) is said on the picture's field. */
export function refusedImage(err: unknown, choice: ReturnType<typeof useImageChoice>) {
  if (err instanceof ApiError && (err.status === 413 || err.status === 415)) choice.refuse(err.message);
}
