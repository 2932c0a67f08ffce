/** The colours of a payment's state: received in green, waiting in amber, not taken in red. */
export const paymentTone = (status: string) =>
  status === 'succeeded'
    ? 'border-green-300 bg-green-50 text-green-900'
    : status === 'pending'
      ? 'border-amber-300 bg-amber-50 text-amber-950'
      : 'border-red-300 bg-red-50 text-red-900';
