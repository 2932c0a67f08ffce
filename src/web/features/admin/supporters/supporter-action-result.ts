import type { ActionAnswer } from '~/web/features/admin/kit/action-alert';

/** What the record's forms add to the kit's answer: a refusal the screen words itself (a catalogue key), when the form was refused before any call. */
export interface SupporterMore {
  errorKey?: string;
}

/** The supporter screen's action answer, as its forms show it. */
export type SupporterAnswer = ActionAnswer & SupporterMore;
