import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderAdmin } from '~test/render-admin';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ name: z.string().min(1, 'required'), price: z.coerce.number() });
type Form = ReturnType<typeof useSchemaForm<{ name: string; price: string }, typeof schema>>;

/**
 * The form after `steps`, each run on the hook of the render before (React renders a
 * component again at once when its state is set while it renders, on the server too).
 */
async function after(steps: ((form: Form) => void)[] = []) {
  let last: Form | undefined;
  const send = vi.fn(() => Promise.resolve());
  function Probe() {
    const form = useSchemaForm({ schema, initial: () => ({ name: 'Goat', price: '60' }), send });
    const [step, setStep] = useState(0);
    const next = steps[step];
    if (next) {
      next(form);
      setStep(step + 1);
    }
    last = form;
    return null;
  }
  await renderAdmin(<Probe />);
  if (!last) throw new Error('the probe did not render');
  expect(send).not.toHaveBeenCalled();
  return last;
}

describe('useSchemaForm', () => {
  it('starts with its first values, no error, not saving', async () => {
    const form = await after();
    expect(form.values).toEqual({ name: 'Goat', price: '60' });
    expect(form).toMatchObject({ errors: {}, saving: false, invalid: false });
    expect(form.field('name')).toMatchObject({ name: 'name', value: 'Goat', error: undefined });
    expect(form.field('missing').value).toBe('');
  });

  it('shows the errors it is given, and only those', async () => {
    const form = await after([
      (f) => f.setError('price', 'Must be a whole number'),
      (f) => f.showErrors({ name: 'Name is required' }),
    ]);
    expect(form.invalid).toBe(true);
    expect(form.field('name').error).toBe('Name is required');
    expect(form.field('price').error).toBeUndefined();
  });

  it('clears a field’s error when the field is edited, and keeps the others', async () => {
    const form = await after([
      (f) => f.showErrors({ name: 'Name is required', price: 'Must be a whole number' }),
      (f) => f.field('name').onChange({ currentTarget: { value: 'Sheep' } }),
    ]);
    expect(form.values.name).toBe('Sheep');
    expect(form.field('name').error).toBeUndefined();
    expect(form.field('price').error).toBe('Must be a whole number');
    expect(form.invalid).toBe(true);
    const cleared = await after([(f) => f.setError('name', 'Name is required'), (f) => f.set('name', 'Sheep')]);
    expect(cleared.invalid).toBe(false);
  });
});
