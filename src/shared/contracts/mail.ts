import { contract } from '~/shared/contract';
import {
  mailLogQuerySchema,
  mailLogSchema,
  deliverabilityAnswerSchema,
  storedSenderCheckAnswerSchema,
  senderCheckAnswerSchema,
  relayParamsSchema,
} from '~/shared/schemas/mail';
import { messageAnswerSchema } from '~/shared/schemas/record';

const tags = ['mail'];

/** E-mail: the mail log, deliverability, the sender check and the relays' events (src/server/messaging/deliverability/). */
export const mailContracts = {
  log: contract({
    method: 'GET',
    url: '/api/mail/log',
    summary:
      'Every message the site did not send, newest first, with why (over the public forms’ daily cap, a suppressed address, refused by the relay, ...); paged. And the latest 50 events the relays reported',
    tags,
    query: mailLogQuerySchema,
    response: mailLogSchema,
  }),
  deliverability: contract({
    method: 'GET',
    url: '/api/mail/deliverability',
    summary:
      'Sent, delivered, bounced and complained per week (12 weeks) and per kind of message (newsletter, receipts, news, notices), and the alarms: complaints past 0.1% or bounces past 2% of a newsletter send, or of the last 7 days of other mail. Content staff see the newsletter’s only',
    tags,
    response: deliverabilityAnswerSchema,
  }),
  senderCheck: contract({
    method: 'GET',
    url: '/api/mail/sender-check',
    summary:
      "The sender domain's SPF (does it allow the relay?), DKIM (the selector's key) and DMARC records as last looked up (null: never yet). Looked up again in the background once a day, or by POST",
    tags,
    response: storedSenderCheckAnswerSchema,
  }),
  refreshSenderCheck: contract({
    method: 'POST',
    url: '/api/mail/sender-check',
    summary: "Looks the sender domain's SPF, DKIM and DMARC records up again now",
    tags,
    response: senderCheckAnswerSchema,
  }),
  events: contract({
    method: 'POST',
    url: '/api/mail/events/:relay',
    summary:
      "A mail relay's delivery, bounce and complaint events (ses via SNS, mailgun, postmark, brevo, sendgrid; raw body, at most 1 MiB), each checked by the relay's signature or credentials: 401 unsigned or wrongly signed, 400 malformed, 404 a relay not configured; a replayed event or one for an address never written to changes nothing",
    tags,
    params: relayParamsSchema,
    response: messageAnswerSchema,
  }),
};
