import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { imageFileError, MAX_IMAGE_BYTES } from '~/shared/schemas/gift';
import { useFieldError } from '~/web/i18n';
import { ImageField } from './image-field';
import { useImageChoice } from './use-image-choice';

/**
 * A picture field bound to the hook after `steps`, each run on the choice of the render
 * before (React renders a component again at once when its state is set while it renders).
 */
function Probe({ steps = [] }: { steps?: ((choice: ReturnType<typeof useImageChoice>) => void)[] }) {
  const choice = useImageChoice();
  const [step, setStep] = useState(0);
  const next = steps[step];
  if (next) {
    next(choice);
    setStep(step + 1);
  }
  return <ImageField label="Picture" name="image" choice={choice} hint="At most 5 MB" />;
}

describe('useImageChoice', () => {
  it('starts with no picture and no error, the field saying what it takes', async () => {
    const html = await renderAdmin(<Probe />);
    expect(html).toContain('At most 5 MB</p>');
    expect(html).not.toContain('aria-invalid');
  });

  it('says the server’s refusal on the field', async () => {
    const html = await renderAdmin(<Probe steps={[(choice) => choice.refuse('The picture is too large')]} />);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('The picture is too large</p>');
    expect(html).not.toContain('At most 5 MB');
  });
});

describe('the browser’s check of a chosen picture (imageFileError, in the field’s words)', () => {
  it('takes an image of at most 5 MB, and says why it refuses another file', async () => {
    const said: (string | undefined)[] = [];
    function Check() {
      const fieldError = useFieldError();
      for (const file of [
        { size: MAX_IMAGE_BYTES, type: 'image/png' },
        { size: MAX_IMAGE_BYTES + 1, type: 'image/jpeg' },
        { size: 10, type: 'application/pdf' },
      ])
        said.push(fieldError(imageFileError(file) ?? undefined));
      return null;
    }
    await renderAdmin(<Check />);
    expect(said).toEqual([undefined, 'Image size must be less than 5MB', 'Please select a valid image file']);
  });
});
