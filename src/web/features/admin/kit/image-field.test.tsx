import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { ApiError } from '~/web/api/client';
import { ImageField, refusedImage } from './image-field';
import type { useImageChoice } from './use-image-choice';

type Choice = ReturnType<typeof useImageChoice>;
const choiceOf = (error?: string): Choice => ({
  file: null,
  previewUrl: null,
  error,
  onChange: () => undefined,
  refuse: vi.fn<Choice['refuse']>(),
});

describe('ImageField', () => {
  it('is a labelled image input with its hint, its preview beside it', async () => {
    const html = await renderAdmin(
      <ImageField
        label="Picture"
        name="image"
        choice={choiceOf()}
        hint="At most 5 MB"
        required
        preview={<figure>Preview</figure>}
      />,
    );
    expect(html).toMatch(/^<div class="flex flex-col gap-3 sm:flex-row sm:items-end md:col-span-2">/);
    const input = /<input [^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('name="image"');
    expect(input).toContain('type="file"');
    expect(input).toContain('accept="image/*"');
    expect(input).toContain('required=""');
    expect(input).not.toContain('aria-invalid');
    expect(html).toContain('At most 5 MB</p>');
    expect(html).toMatch(/<\/div><figure>Preview<\/figure><\/div>$/);
  });

  it('says the choice’s error on the field, and the form’s own error before it', async () => {
    const chosen = await renderAdmin(
      <ImageField label="Picture" name="image" choice={choiceOf('Too large')} hint="At most 5 MB" />,
    );
    expect(chosen).toContain('aria-invalid="true"');
    expect(chosen).toContain('Too large</p>');
    expect(chosen).not.toContain('At most 5 MB');
    const missing = await renderAdmin(
      <ImageField
        label="Picture"
        name="image"
        choice={choiceOf('Too large')}
        hint="At most 5 MB"
        error="A picture is needed"
      />,
    );
    expect(missing).toContain('A picture is needed</p>');
    expect(missing).not.toContain('Too large');
  });
});

describe('refusedImage', () => {
  it('says a 413 or 415 refusal on the picture’s field, and nothing else', () => {
    const choice = choiceOf();
    refusedImage(new ApiError(413, 'The picture is too large'), choice);
    refusedImage(new ApiError(415, null), choice);
    refusedImage(new ApiError(400, 'name: Required'), choice);
    refusedImage(new Error('offline'), choice);
    expect(choice.refuse).toHaveBeenCalledTimes(2);
    expect(choice.refuse).toHaveBeenNthCalledWith(1, 'The picture is too large');
    expect(choice.refuse).toHaveBeenNthCalledWith(2, 'HTTP error! status: 415');
  });
});
