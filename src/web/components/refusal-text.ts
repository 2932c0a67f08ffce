/**
 * A refusal's text as a visitor reads it. The API names the refused field first
 * ("paymentDetails.cardNumber: Please enter a valid card number") for API clients;
 * on a page the form already says which field it was, so the path is left out.
 */
export function refusalText(message: unknown): string {
  return typeof message === 'string' ? message.replace(/^[A-Za-z]\w*(?:\.\w+)*: /, '') : '';
}
