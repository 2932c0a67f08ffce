import path from 'node:path';
import { africasTalkingProvider } from './africas-talking';
import { fileOutboxProvider } from './file-outbox';
import { pindoProvider } from './pindo';
import type { SmsProvider } from './provider';
import type { SmsEnv } from '~/server/core/sms-config';

/**
 * The gateway messages go through: Pindo when configured, else Africa's Talking, else
 * files under DATA_DIR/sms-outbox. Both webhooks are served whichever sends, so the
 * reports of messages sent before a switch still arrive.
 */
export function createSmsProvider(env: SmsEnv): SmsProvider {
  if (env.PINDO_API_TOKEN && env.PINDO_SENDER)
    return pindoProvider({ baseUrl: env.PINDO_BASE_URL, token: env.PINDO_API_TOKEN, sender: env.PINDO_SENDER });
  if (env.AT_USERNAME && env.AT_API_KEY)
    return africasTalkingProvider({
      baseUrl: env.AT_BASE_URL,
      username: env.AT_USERNAME,
      apiKey: env.AT_API_KEY,
      ...(env.AT_SENDER ? { sender: env.AT_SENDER } : {}),
    });
  return fileOutboxProvider(path.resolve(env.DATA_DIR, 'sms-outbox'));
}
