import { contract } from '~/shared/contract';
import {
  smsCallbacksSchema,
  smsSummarySchema,
  smsListQuerySchema,
  smsListSchema,
  smsSendInputSchema,
  smsSendAnswerSchema,
  smsCallbackKeySchema,
  smsCallbackFormSchema,
  shortLinkParamsSchema,
} from '~/shared/schemas/sms';
import { z } from 'zod';
import { messageAnswerSchema } from '~/shared/schemas/record';

const tags = ['sms'];

/** Text messages: staff's side and the gateways' callbacks (src/server/messaging/sms/). */
export const smsContracts = {
  callbacks: contract({
    method: 'GET',
    url: '/api/sms/callbacks',
    summary:
      "The callback addresses to set in Pindo's and Africa's Talking's dashboards, each with its secret (a callback without it is refused)",
    tags,
    response: smsCallbacksSchema,
  }),
  summary: contract({
    method: 'GET',
    url: '/api/sms/summary',
    summary:
      'Text messages per month for the last twelve: sent, parts, delivered, failed, and the cost the gateways answered',
    tags,
    response: smsSummarySchema,
  }),
  messages: contract({
    method: 'GET',
    url: '/api/sms/messages',
    summary: 'Text messages, newest first, of one status (e.g. failed) or all; paged',
    tags,
    query: smsListQuerySchema,
    response: smsListSchema,
  }),
  send: contract({
    method: 'POST',
    url: '/api/sms/messages',
    summary:
      "A short text message to one supporter's phone (at most 3 parts). 201 queued; 400 a number SMS cannot reach or a text too long; 409 the number replied STOP; 429 the number's daily cap",
    tags,
    body: smsSendInputSchema,
    status: 201,
    response: smsSendAnswerSchema,
  }),
  pindoCallback: contract({
    method: 'POST',
    url: '/api/sms/callback/pindo',
    summary:
      "Pindo's delivery report (JSON: sms_id, status), at the address with its secret (?key=, else 401). 200 whatever it says",
    tags,
    query: smsCallbackKeySchema,
    body: z.looseObject({}),
    response: messageAnswerSchema,
  }),
  africasTalkingCallback: contract({
    method: 'POST',
    url: '/api/sms/callback/africas-talking',
    summary:
      "Africa's Talking's delivery report (form: id, status, phoneNumber, failureReason) or incoming message (form: from, to, text, date, id), at the address with its secret (?key=, else 401); a reply of STOP ends text messages to that number",
    tags,
    query: smsCallbackKeySchema,
    formBody: true,
    body: smsCallbackFormSchema,
    response: messageAnswerSchema,
  }),
  shortLink: contract({
    method: 'GET',
    url: '/s/:code',
    summary:
      "A text message's short link: 302 to the page it stands for (a payer's signed giving page); unknown or expired, 302 to /my-giving",
    tags,
    params: shortLinkParamsSchema,
  }),
};
