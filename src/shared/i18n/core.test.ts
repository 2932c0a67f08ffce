import { describe, expect, it } from 'vitest';

import { requiredText, messageKey } from '~/shared/schemas/common';
import { resourcesFor } from './catalogues';
import { createI18nInstance, splitMessageKey } from './core';

describe('message keys that carry their values', () => {
  it('round-trips through a zod message and reads in every language', () => {
    const issue = requiredText('contact.subject', 5).safeParse('far too long').error!.issues[0]!;
    expect(issue.message).toBe(messageKey('tooLong', { max: 5 }));
    const { key, vars } = splitMessageKey(issue.message);
    expect(key).toBe('validation:tooLong');
    expect(vars).toEqual({ max: '5' });
    for (const lang of ['en', 'fr', 'rw'] as const) {
      const text = createI18nInstance(lang, resourcesFor(lang, ['validation'])).t(key, vars);
      expect(text).toContain('5');
      expect(text).not.toContain('{{');
    }
  });

  it('leaves plain keys alone', () => {
    expect(splitMessageKey('validation:contact.name')).toEqual({ key: 'validation:contact.name', vars: {} });
  });
});
