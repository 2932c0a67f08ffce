import { describe, expect, it } from 'vitest';
import { checkoutErrors } from './checkout-check';
import { emptyDetails } from './checkout-fields';

const card = {
  ...emptyDetails,
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '09/30',
  cardCvc: '123',
  cardName: 'A B',
};

describe('checkoutErrors', () => {
  it('passes complete card and mobile details', () => {
    expect(checkoutErrors('card', card, false)).toEqual({});
    expect(checkoutErrors('mobile', { ...emptyDetails, phone: '0788123456', pin: '1234' }, false)).toEqual({});
  });

  it('names every card field in error with the server’s message key', () => {
    expect(
      checkoutErrors('card', { ...card, cardNumber: '4242', cardExpiry: '13/30', cardCvc: '1', cardName: ' ' }, false),
    ).toEqual({
      cardNumber: 'validation:donation.cardNumber',
      cardExpiry: 'validation:donation.cardExpiry',
      cardCvc: 'validation:donation.cardCvc',
      cardName: 'validation:donation.cardName',
    });
  });

  it('asks mobile money and airtime for a phone and, on the sandbox, a 4-digit PIN', () => {
    expect(checkoutErrors('airtime', { ...emptyDetails, pin: '12' }, false)).toEqual({
      phone: 'validation:donation.phone',
      pin: 'validation:donation.pin',
    });
    // Live: the PIN is typed on the phone, the card on the partner's page.
    expect(checkoutErrors('mobile', { ...emptyDetails, phone: '0788123456' }, true)).toEqual({});
    expect(checkoutErrors('card', emptyDetails, true)).toEqual({});
  });
});
