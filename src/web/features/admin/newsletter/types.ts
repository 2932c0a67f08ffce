import type { NewsletterSend, Subscription } from '~/shared/schemas/newsletter';

/**
 * A send as the page follows it: the API's record, of which a send just started is
 * known only by its counts until its first poll.
 */
export type SendProgress = Pick<NewsletterSend, '_id' | 'status' | 'total' | 'sent' | 'failed' | 'queued'> &
  Partial<NewsletterSend>;

export type Audience = { kind: 'all' } | { kind: 'one'; subscription: Subscription };
