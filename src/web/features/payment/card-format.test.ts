import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, formatPin } from './card-format';

describe('donation input masks', () => {
  it('groups the card number, strips non-digits and caps at 16 digits', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242abc4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('inserts the expiry slash while typing and lets backspace remove it', () => {
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/2', '12/')).toBe('12/2');
    expect(formatExpiry('1225', '')).toBe('12/25');
    expect(formatExpiry('12/256', '12/25')).toBe('12/25');
    expect(formatExpiry('12', '12/')).toBe('12');
  });

  it('caps the CVC and the PIN at 4 digits', () => {
    expect(formatCvc('12a345')).toBe('1234');
    expect(formatPin('9 8 7 6 5')).toBe('9876');
  });
});
