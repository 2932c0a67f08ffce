import { describe, expect, it } from 'vitest';
import { readAtCost, readAtInbound, readAtReport } from '~/server/core/sms/africas-talking';
import { readPindoReport } from '~/server/core/sms/pindo';
import { normaliseSmsPhone } from '~/server/core/sms/phone';
import { isStopWord } from './replies';

describe('replies and gateway forms', () => {
  it('reads STOP and its Kinyarwanda and French words, in any case, with accents or punctuation', () => {
    for (const text of [
      'STOP',
      'stop',
      ' Stop please',
      'HAGARIKA',
      'hagarika!',
      'Reka',
      'ARRET',
      'Arrêt',
      'arrêtez',
      'STOP.',
      'désabonner',
    ])
      expect(isStopWord(text), text).toBe(true);
    for (const text of ['', 'Murakoze', 'Thank you, stop by soon', 'merci', 'STOPPER', '123'])
      expect(isStopWord(text), text).toBe(false);
  });

  it('normalises numbers like MoMo does and refuses the rest', () => {
    expect(normaliseSmsPhone('0781 234 567')).toBe('+250781234567');
    expect(normaliseSmsPhone('+250-731-234-567')).toBe('+250731234567');
    expect(normaliseSmsPhone('250791234567')).toBe('+250791234567');
    for (const bad of ['0761234567', '+254712345678', '078123456', 'hello', '', null])
      expect(normaliseSmsPhone(bad)).toBeNull();
  });

  it("reads the gateways' delivery reports, incoming messages and costs", () => {
    expect(readAtCost('RWF 15.0000')).toEqual({ cost: '15.0000', currency: 'RWF' });
    expect(readAtCost('0')).toEqual({ cost: null, currency: null });
    expect(readAtReport({ id: 'ATXid_1', status: 'Success', phoneNumber: '+250781234567' })).toEqual({
      providerMessageId: 'ATXid_1',
      status: 'delivered',
      reason: null,
    });
    expect(readAtReport({ id: 'ATXid_2', status: 'Failed', failureReason: 'AbsentSubscriber' })).toMatchObject({
      status: 'failed',
      reason: 'AbsentSubscriber',
    });
    expect(readAtReport({ id: 'ATXid_3', status: 'Buffered' })).toMatchObject({ status: 'sent' });
    expect(readAtReport({ status: 'Success' })).toBeNull();
    expect(readAtInbound({ id: 'x1', from: '+250781234567', to: '8000', text: 'STOP', date: '2026-11-26' })).toEqual({
      providerMessageId: 'x1',
      from: '+250781234567',
      text: 'STOP',
    });
    expect(readAtInbound({ id: 'x1', status: 'Success' })).toBeNull();
    expect(readPindoReport({ sms_id: 42, status: 'delivered' })).toEqual({
      providerMessageId: '42',
      status: 'delivered',
      reason: null,
    });
    expect(readPindoReport({ sms_id: 43, status: 'failed', error: 'absent' })).toMatchObject({
      status: 'failed',
      reason: 'absent',
    });
    expect(readPindoReport({ status: 'delivered' })).toBeNull();
  });
});
