import type { Db } from '~/server/core/db/client';

/** A child's reply to a sponsor's letter: posted to that letter's sponsorship alone. */
export interface LetterReply {
  letterId: string;
  sponsorshipId: string | null;
}

/**
 * How a child's letter typed in by staff enters the translation queue when the child's
 * sponsors (a reply's: its sponsor) read a language not typed (src/server/field gives it,
 * src/server/routes.ts wires it): answers the languages it waits for, or null to post it
 * at once.
 */
export type ChildLetterQueue = (
  deps: { db: Db },
  input: {
    childId: string;
    texts: { en?: string; fr?: string; rw?: string };
    images: string[];
    by: string;
    reply?: LetterReply | null;
  },
) => Promise<{ itemId: string; translating: string[] } | null>;

declare module '~/server/core/deps' {
  interface ApiDeps {
    /** A child's letter typed in by staff waits for its translations (docs/field.md#translation). */
    childLetterQueue?: ChildLetterQueue;
  }
}
