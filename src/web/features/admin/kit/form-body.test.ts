import { describe, expect, it } from 'vitest';
import { ApiError } from '~/web/api/client';
import { failureOf, formBody } from './use-schema-form';

describe('formBody', () => {
  it('sends lists and objects as JSON, null as empty, files as they are, and leaves out what is undefined', () => {
    const file = new Blob(['x'], { type: 'image/png' });
    const body = formBody({
      name: 'Goat',
      price: 60,
      tags: ['a'],
      translations: { fr: { name: 'Chèvre' } },
      note: null,
      photo: file,
      none: undefined,
    });
    expect(body.get('name')).toBe('Goat');
    expect(body.get('price')).toBe('60');
    expect(body.get('tags')).toBe('["a"]');
    expect(JSON.parse(String(body.get('translations')))).toEqual({ fr: { name: 'Chèvre' } });
    expect(body.get('note')).toBe('');
    expect(body.get('photo')).toBeInstanceOf(Blob);
    expect(body.has('none')).toBe(false);
  });
});

describe('failureOf', () => {
  it('reads the field a refusal names, and keeps any other message (or the fallback) whole', () => {
    expect(failureOf(new ApiError(400, 'tiers.0.amount: Must be a whole number'), 'Failed')).toEqual({
      field: 'tiers.0.amount',
      text: 'Must be a whole number',
      message: 'tiers.0.amount: Must be a whole number',
    });
    expect(failureOf(new ApiError(409, 'Already delivered.'), 'Failed')).toEqual({
      field: null,
      text: 'Already delivered.',
      message: 'Already delivered.',
    });
    expect(failureOf(new Error('network'), 'Failed')).toEqual({ field: null, text: 'Failed', message: 'Failed' });
  });
});
