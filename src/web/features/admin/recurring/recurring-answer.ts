import type { ActionAnswer } from '~/web/features/admin/kit/action-alert';

/** What Recurring's action adds to the kit's answer: the plan posted, and whether a cancelling waits for its confirmation. */
export interface RecurringMore {
  plan: string;
  confirm: boolean;
}

/** Recurring's action answer, as its toast and its banners say it (as the page's `actionData` types it). */
export type RecurringAnswer = ActionAnswer & Partial<RecurringMore>;

/** The field a cancelling carries once staff confirmed it (in the browser's dialog, or on the page without JavaScript). */
export const CONFIRMED = { confirmed: 'yes' } as const;
