import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { giftTranslationsSchema, type ContentTranslations } from '~/shared/schemas/translations';
import { useTranslations } from './use-translations';

type Tr = ReturnType<typeof useTranslations>;

/**
 * The translations after `steps`, each run on the hook of the render before (React renders
 * a component again at once when its state is set while it renders, on the server too).
 */
async function after(stored: ContentTranslations | undefined, steps: ((tr: Tr) => void)[] = []) {
  let last: Tr | undefined;
  function Probe() {
    const tr = useTranslations(['name', 'description'], stored, giftTranslationsSchema);
    const [step, setStep] = useState(0);
    const next = steps[step];
    if (next) {
      next(tr);
      setStep(step + 1);
    }
    last = tr;
    return null;
  }
  await renderAdmin(<Probe />);
  if (!last) throw new Error('the probe did not render');
  return last;
}

describe('useTranslations', () => {
  it('prefills the Kinyarwanda and French fields from the stored translations, lists as "a, b"', async () => {
    const tr = await after({ fr: { name: 'Chèvre', description: ['lait', 'fromage'] } });
    expect(tr.values).toEqual({
      rw: { name: '', description: '' },
      fr: { name: 'Chèvre', description: 'lait, fromage' },
    });
    expect(tr.language).toBe('en');
    expect(tr.invalid).toEqual({ rw: false, fr: false });
  });

  it('binds a translated input by its posted name and language', async () => {
    const field = (await after({ rw: { name: 'Ihene' } })).field('rw', 'name');
    expect(field).toMatchObject({ name: 'translations.rw.name', lang: 'rw', value: 'Ihene', error: undefined });
  });

  it('sends only what was filled in, and null when nothing was', async () => {
    let sent: unknown = 'not validated';
    await after({ fr: { name: 'Chèvre' } }, [(tr) => (sent = tr.validate())]);
    expect(sent).toEqual({ fr: { name: 'Chèvre' } });
    await after(undefined, [(tr) => tr.set('rw', 'name', '  '), (tr) => (sent = tr.validate())]);
    expect(sent).toBeNull();
  });

  it('shows a wrong field’s error in words, marks its tab and opens it', async () => {
    let sent: unknown = 'not validated';
    const tr = await after(undefined, [(t) => t.set('fr', 'name', 'x'.repeat(121)), (t) => (sent = t.validate())]);
    expect(sent).toBeUndefined();
    expect(tr.field('fr', 'name').error).toBe('Must be at most 120 characters');
    expect(tr.invalid).toEqual({ rw: false, fr: true });
    expect(tr.language).toBe('fr');
  });

  it('clears a field’s error when it is edited', async () => {
    const tr = await after(undefined, [
      (t) => t.set('fr', 'name', 'x'.repeat(121)),
      (t) => t.validate(),
      (t) => t.field('fr', 'name').onChange({ currentTarget: { value: 'Chèvre' } }),
    ]);
    expect(tr.field('fr', 'name')).toMatchObject({ value: 'Chèvre', error: undefined });
    expect(tr.invalid.fr).toBe(false);
  });
});
