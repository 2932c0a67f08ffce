import { describe, expect, it } from 'vitest';
import { type DonationValues, emptyDonation, formDataOf, valuesFromForm } from './donation-values';

const filled: DonationValues = {
  ...emptyDonation,
  preset: 30_000,
  donationType: 'monthly',
  firstName: 'Grace',
  lastName: 'Uwimana',
  email: 'grace@example.org',
  phone: '0788123456',
  anonymous: true,
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/30',
  cardCvc: '123',
  cardName: 'Grace Uwimana',
};

describe('formDataOf', () => {
  it('posts the form as a plain submission would, read back the same by the action', () => {
    expect(valuesFromForm(formDataOf(filled, false))).toEqual(filled);
    const custom = { ...filled, preset: null, customAmount: '12500', paymentMethod: 'momo' as const };
    const form = formDataOf(custom, false, { pin: '1234', idempotencyKey: 'k-1', childId: undefined });
    // Mobile money sends no card field; the extras ride along, an absent one is left out.
    expect(valuesFromForm(form)).toEqual({ ...custom, cardNumber: '', cardExpiry: '', cardCvc: '', cardName: '' });
    expect([form.get('pin'), form.get('idempotencyKey'), form.has('childId')]).toEqual(['1234', 'k-1', false]);
  });

  it('live: no card data leaves the browser', () => {
    const form = formDataOf(filled, true);
    for (const field of ['cardNumber', 'cardExpiry', 'cardCvc', 'cardName']) expect(form.has(field)).toBe(false);
  });
});
