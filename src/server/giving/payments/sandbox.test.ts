import { describe, expect, it } from 'vitest';
import { createSandboxProvider, sandboxVerdict } from './sandbox';

const card = (number: string) => ({ type: 'card' as const, number, expiry: '12/29', cvc: '123', name: 'A' });
const momo = (phone: string, pin: string) => ({ type: 'mobile-money' as const, phone, pin });

describe('sandbox payment provider', () => {
  it('approves by default and declines the documented test inputs', () => {
    expect(sandboxVerdict(card('4242424242424242'))).toBe('approved');
    expect(sandboxVerdict(card('4000000000000002'))).toBe('card_declined');
    expect(sandboxVerdict(momo('0788123456', '1234'))).toBe('approved');
    expect(sandboxVerdict(momo('0788123456', '0000'))).toBe('wrong_pin');
    expect(sandboxVerdict(momo('+250 788 10-0002', '1234'))).toBe('payer_declined');
    expect(sandboxVerdict({ type: 'airtime', phone: '0788000002', pin: '1234' })).toBe('payer_declined');
    expect(sandboxVerdict({ type: 'airtime', phone: '0788000020', pin: '1234' })).toBe('approved');
  });

  it('answers request-to-pay with a provider reference', async () => {
    const sandbox = createSandboxProvider();
    const request = { reference: 'r1', amountMinor: 100, currency: 'RWF' as const, description: 'Test' };
    const ok = await sandbox.requestToPay({ ...request, instrument: card('4242424242424242') });
    expect(ok).toMatchObject({ status: 'approved', providerRef: expect.stringMatching(/^sbx_/) });
    const no = await sandbox.requestToPay({ ...request, instrument: momo('0788123456', '0000') });
    expect(no).toMatchObject({ status: 'declined', reason: 'wrong_pin' });
    expect(await sandbox.getStatus('sbx_1')).toEqual({ status: 'approved', providerRef: 'sbx_1' });
    expect(await sandbox.parseWebhook({}, Buffer.from('{}'))).toBeNull();
  });
});
