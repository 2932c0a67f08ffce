import { z } from 'zod';

/** The SMS variables config.ts parses (docs/operations.md#text-message-gateways). */
export interface SmsEnv {
  DATA_DIR: string;
  PINDO_API_TOKEN?: string;
  PINDO_SENDER?: string;
  PINDO_BASE_URL: string;
  AT_USERNAME?: string;
  AT_API_KEY?: string;
  AT_SENDER?: string;
  AT_BASE_URL: string;
}

/** Half a gateway's credentials is a mistake that stops the start (as for payments). */
export function smsConfigProblems(env: SmsEnv): string[] {
  const problems: string[] = [];
  if (!!env.PINDO_API_TOKEN !== !!env.PINDO_SENDER)
    problems.push('PINDO_API_TOKEN and PINDO_SENDER must be set together (Pindo needs an approved sender name)');
  if (!!env.AT_USERNAME !== !!env.AT_API_KEY) problems.push('AT_USERNAME and AT_API_KEY must be set together');
  return problems;
}

/**
 * PINDO_CALLBACK_SECRET, AT_CALLBACK_SECRET: the secret in the address each gateway posts
 * its callbacks to (`?key=`, callback-key.ts); a callback without it is refused. Unset, one
 * is made and kept in the database (a backup leaves it out, so a restore makes a new one):
 * set them to keep the addresses through a restore.
 */
export const smsCallbackSecret = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .regex(/^[\w-]{16,200}$/, '16 to 200 letters, digits, - or _ (openssl rand -hex 24)')
    .optional(),
);
