/** The 202 body's `{ data: { paymentId, redirectUrl? } }`, for a route action's redirect. */
export function paymentIdOf(body: unknown): { paymentId: string; redirectUrl?: string } | null {
  const data = (body as { data?: { paymentId?: unknown; redirectUrl?: unknown } } | null)?.data;
  if (typeof data?.paymentId !== 'string') return null;
  return {
    paymentId: data.paymentId,
    redirectUrl: typeof data.redirectUrl === 'string' ? data.redirectUrl : undefined,
  };
}
