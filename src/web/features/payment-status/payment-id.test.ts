import { describe, expect, it } from 'vitest';
import { paymentIdOf } from './payment-id';
import { maskPhone } from './use-payment-follow';

describe('paymentIdOf', () => {
  it('reads the 202 answer, with or without a hosted checkout', () => {
    const id = '0b5f6a52-8c1e-4d4e-9f0a-2d3c4b5a6f70';
    expect(paymentIdOf({ data: { paymentId: id, status: 'pending' } })).toEqual({ paymentId: id });
    expect(paymentIdOf({ data: { paymentId: id, redirectUrl: 'https://checkout.example/x' } })).toEqual({
      paymentId: id,
      redirectUrl: 'https://checkout.example/x',
    });
  });

  it('is null for any other body', () => {
    expect(paymentIdOf({ message: 'Thank you', data: { _id: 'x' } })).toBeNull();
    expect(paymentIdOf(null)).toBeNull();
    expect(paymentIdOf('<html>')).toBeNull();
  });
});

describe('maskPhone', () => {
  it('keeps the start and the last four digits as typed', () => {
    expect(maskPhone('0788100001')).toBe('078…0001');
    expect(maskPhone(' +250788100001 ')).toBe('+25…0001');
  });
  it('leaves a short number whole', () => expect(maskPhone('12345')).toBe('12345'));
});
