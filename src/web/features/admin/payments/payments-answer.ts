import type { PublicPaymentStatus } from '~/shared/schemas/payments';
import type { ActionAnswer } from '~/web/features/admin/kit/action-alert';

/** What Payments' action adds to the kit's answer: the status a "Check now" found (null for anything else). */
export interface PaymentsMore {
  status: PublicPaymentStatus | null;
}

/** Payments' action answer, as its toast and its banner say it (`status` absent when the form was refused before any call). */
export type PaymentsAnswer = ActionAnswer & Partial<PaymentsMore>;
