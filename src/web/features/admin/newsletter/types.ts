/** GET /api/subscriptions (a bare array of these). */
export interface Subscription {
  _id: string;
  email: string;
  createdAt: string;
}

/** GET /api/newsletter/sends and /api/newsletter/sends/:id. */
export interface SendProgress {
  _id: string;
  subject?: string;
  /** 'all', or the id of the one subscription it went to. */
  audience?: string;
  status: 'queued' | 'sending' | 'done';
  total: number;
  sent: number;
  failed: number;
  queued: number;
  createdAt?: string;
  finishedAt?: string | null;
}

/** Who the compose modal sends to. */
export type Audience = { kind: 'all' } | { kind: 'one'; subscription: Subscription };
