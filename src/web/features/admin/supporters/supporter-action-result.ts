/** What the supporter record's forms answer: a confirmation, or the server's refusal ('' when it gave none). */
export interface SupporterActionResult {
  intent: string;
  done?: string | null;
  error?: string;
  /** A refusal the screen words itself (a catalogue key), when the form was refused before any call. */
  errorKey?: string;
}
