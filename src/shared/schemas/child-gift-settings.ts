import { z } from 'zod';
import { messageKey, adminMessageKey } from './common';

/** What a sponsor may give their child for (docs/children-protection.md), each kind with its own minimum and yearly cap. */
export const childGiftKinds = ['birthday', 'christmas', 'family'] as const;
export type ChildGiftKind = (typeof childGiftKinds)[number];

/** The largest gift the form takes at all, whatever the caps say (whole francs). */
export const CHILD_GIFT_MAX_RWF = 10_000_000;

const francs = z.coerce
  .number({ error: messageKey('wholeNumber') })
  .int(messageKey('wholeNumber'))
  .min(100, messageKey('settings.atLeast', { min: 100 }))
  .max(CHILD_GIFT_MAX_RWF, messageKey('atMost', { max: CHILD_GIFT_MAX_RWF.toLocaleString('en-US') }));

/** One kind's limits: the smallest gift, and the most one child may receive of it in a calendar year. */
export const childGiftLimitSchema = z
  .strictObject({ min: francs, yearlyCap: francs })
  .refine((l) => l.yearlyCap >= l.min, { error: adminMessageKey('childGift.capBelowMin'), path: ['yearlyCap'] });

/** Site settings' section `childGifts` (PUT /api/site/settings/childGifts). */
export const childGiftSettingsSchema = z.strictObject({
  birthday: childGiftLimitSchema,
  christmas: childGiftLimitSchema,
  family: childGiftLimitSchema,
});
export type ChildGiftSettings = z.output<typeof childGiftSettingsSchema>;

/** Compassion US asks at least $10 and at most $100 a year for a birthday: about the same in francs. */
export const defaultChildGiftSettings: ChildGiftSettings = {
  birthday: { min: 5_000, yearlyCap: 100_000 },
  christmas: { min: 5_000, yearlyCap: 100_000 },
  family: { min: 5_000, yearlyCap: 100_000 },
};
