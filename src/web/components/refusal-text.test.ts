import { describe, expect, it } from 'vitest';
import { refusalText } from './refusal-text';

describe('refusalText', () => {
  it('leaves out the field path the API puts first', () => {
    expect(refusalText('email: Please enter a valid email address')).toBe('Please enter a valid email address');
    expect(refusalText('paymentDetails.cardNumber: Please enter a valid card number')).toBe(
      'Please enter a valid card number',
    );
    expect(refusalText('items.0: A gift in your cart is no longer available')).toBe(
      'A gift in your cart is no longer available',
    );
  });

  it('keeps a message without a field, and anything that is not a string gives nothing', () => {
    expect(refusalText('This child has already been sponsored')).toBe('This child has already been sponsored');
    expect(refusalText('Amount too high: at most RWF 10,000,000')).toBe('Amount too high: at most RWF 10,000,000');
    expect(refusalText(undefined)).toBe('');
    expect(refusalText({ message: 'x' })).toBe('');
  });
});
