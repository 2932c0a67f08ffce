import { describe, expect, it } from 'vitest';
import en from '~/shared/i18n/locales/en/public.json';
import { PREVIEW_MAX, PREVIEW_MIN, previewOf } from './preview-text';

const long =
  'Education opens doors that poverty tries to close. We pay school fees, provide uniforms, books and supplies, and run after-school tutoring in reading.';

describe('previewOf', () => {
  it('leaves a short text whole (no Show More)', () => {
    expect(previewOf('A short programme description.')).toBeNull();
    expect(previewOf('x'.repeat(150))).toBeNull();
  });

  it('cuts a long text on a word break between 100 and 200 characters, with an ellipsis', () => {
    const preview = previewOf(`${long} ${long}`)!;
    expect(preview.endsWith('…')).toBe(true);
    const body = preview.slice(0, -1);
    expect(body.length).toBeGreaterThanOrEqual(PREVIEW_MIN);
    expect(body.length).toBeLessThanOrEqual(PREVIEW_MAX);
    expect(`${long} ${long}`.startsWith(body)).toBe(true);
    expect(body).not.toMatch(/[\s,]$/);
  });

  it('cuts a text without spaces at the target length', () => {
    expect(previewOf('y'.repeat(400))!.length).toBe(151);
  });

  it('keeps every target inside the 100-200 band', () => {
    expect(previewOf('z'.repeat(400), 20)!.length - 1).toBe(PREVIEW_MIN);
    expect(previewOf('z'.repeat(400), 900)!.length - 1).toBe(PREVIEW_MAX);
  });

  it('truncates every programme text of the page within the band', () => {
    for (const { text } of Object.values(en.whatWeDo.programmes)) {
      const body = previewOf(text)!.slice(0, -1);
      expect(body.length).toBeGreaterThanOrEqual(PREVIEW_MIN);
      expect(body.length).toBeLessThanOrEqual(PREVIEW_MAX);
    }
  });
});
