/** What the page's action answers for the "your data" forms (my-data-action.server.ts). */
export interface MyDataResult {
  /** Shown at the top of the page, as the page's other outcomes are. */
  done?: string | null;
  /** A refusal of one of the forms ('' when the server gave no text). */
  myDataError?: string;
  /** The change of e-mail address: shown in its own panel (email-change-form.tsx). */
  emailDone?: string;
  emailError?: string;
}
