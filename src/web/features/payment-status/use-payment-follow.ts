import { useEffect, useState } from 'react';
import { paymentContracts } from '~/shared/contracts/payments';
import type { AnswerOf } from '~/shared/contract';
import { browserCallTo } from '~/web/api/client';

export type FollowedPayment = AnswerOf<typeof paymentContracts.status>['data'];

/** Every 2.5 s, for at most 6 minutes (MoMo's prompt lives about 5): then the payer is told to look later. */
export const POLL_EVERY_MS = 2500;
export const POLL_LIMIT = 144;

/**
 * Follows a pending payment (GET /api/payments/{id}) until it is decided or the bounded
 * number of checks is spent. A dropped connection is one more check, not a failure.
 */
export function usePaymentFollow(paymentId: string | null) {
  const [payment, setPayment] = useState<FollowedPayment | null>(null);
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    setPayment(null);
    setGaveUp(false);
    if (!paymentId) return;
    let stopped = false;
    let checks = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      checks++;
      const res = await browserCallTo(paymentContracts.status, { params: { paymentId } }).catch(() => null);
      if (stopped) return;
      const found = res?.status === 200 ? res.body.data : null;
      if (found) setPayment(found);
      if (found && found.status !== 'pending') return;
      if (checks >= POLL_LIMIT) setGaveUp(true);
      else timer = setTimeout(() => void check(), POLL_EVERY_MS);
    };
    timer = setTimeout(() => void check(), POLL_EVERY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [paymentId]);

  return { payment, gaveUp };
}

/** A number as typed, its middle hidden: 078…4567 keeps what the payer recognises. */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length <= 7) return digits;
  return `${digits.slice(0, 3)}…${digits.slice(-4)}`;
}
