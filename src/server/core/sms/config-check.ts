/** The SMS variables config.ts parses (DESIGN section 11). */
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
