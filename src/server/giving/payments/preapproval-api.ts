/**
 * A mobile money pre-approval (MTN MoMo Open API, Collection, "PreApproval"): the payer
 * approves once on the phone, and later request-to-pay calls from the same payee are
 * debited without a prompt until it ends or is cancelled. Only MTN has it here.
 */
export interface PreapprovalRequest {
  /** X-Reference-Id (UUID v4), chosen and stored before the call. */
  referenceId: string;
  phone: string;
  /** How long the pre-approval lasts, in seconds (MTN's validityTime). */
  validitySeconds: number;
  /** What the payer's prompt says (amount up to, every month, until, stoppable). */
  message: string;
  /** Where MTN calls back (the reference is in its path: MTN's body does not carry it). */
  callbackUrl: string;
}

export type PreapprovalAsked =
  /** 202: MTN has it, the payer has yet to approve. */
  | { status: 'pending' }
  /** MTN refused it (a 4xx: one already pending for the payer, a payer unknown, a bad request). */
  | { status: 'refused'; reason: string }
  /** Timeout, 5xx, unreadable: it may have arrived (ask its status later) or not. */
  | { status: 'unavailable'; mayHaveArrived: boolean };

export type PreapprovalState =
  | { status: 'pending' }
  /** `expiresAt`: MTN's expirationDateTime (ISO), when it says. */
  | { status: 'approved'; expiresAt?: string }
  /** Refused, expired or cancelled on MTN's side: the reason as MTN names it. */
  | { status: 'failed'; reason: string }
  /** 404: MTN never received it. */
  | { status: 'unknown' }
  | { status: 'unavailable' };

export type PreapprovalCancelled = 'cancelled' | 'unknown' | 'unavailable';

export interface PreapprovalApi {
  ask(request: PreapprovalRequest): Promise<PreapprovalAsked>;
  status(referenceId: string): Promise<PreapprovalState>;
  cancel(referenceId: string): Promise<PreapprovalCancelled>;
}
