import { contract } from '~/shared/contract';
import {
  emailChangeAnswerSchema,
  emailChangeTokenSchema,
  emailChangedAnswerSchema,
  myAddressSchema,
  myCorrectionSchema,
  myDataAnswerSchema,
  myDataQuerySchema,
  myDataTokenQuerySchema,
  myEmailChangeSchema,
  myErasureSchema,
  myWithdrawalSchema,
} from '~/shared/schemas/my-data';
import { messageAnswerSchema } from '~/shared/schemas/record';

const tags = ['giving'];

/**
 * The person's rights over their data from their own signed page (src/server/my-giving/my-data-routes.ts),
 * and a change of their e-mail address (email-change-routes.ts).
 */
export const myDataContracts = {
  summary: contract({
    method: 'GET',
    url: '/api/giving/my-data/summary',
    summary: "The link's person: the name, phone and language we keep for them, and their consents",
    tags,
    query: myDataTokenQuerySchema,
    response: myDataAnswerSchema,
  }),
  download: contract({
    method: 'GET',
    url: '/api/giving/my-data',
    summary:
      "Everything we hold about the link's person, as a JSON or CSV file (?token=&format=json|csv): every record of every table that names them",
    tags,
    query: myDataQuerySchema,
  }),
  correct: contract({
    method: 'POST',
    url: '/api/giving/my-data/correct',
    summary: "Corrects the name, phone and language kept for the link's person (an empty name or phone: unchanged)",
    tags,
    body: myCorrectionSchema,
    response: messageAnswerSchema,
  }),
  confirmAddress: contract({
    method: 'POST',
    url: '/api/giving/my-data/confirm-address',
    summary:
      "The link's person says their address is right (after bounces or a complaint stopped our e-mail to it): we write to it again. The link itself, sent to that address or by SMS, is the proof",
    tags,
    body: myAddressSchema,
    response: messageAnswerSchema,
  }),
  withdraw: contract({
    method: 'POST',
    url: '/api/giving/my-data/withdraw',
    summary: "Withdraws one consent of the link's person: the newsletter, or receipts and notices by SMS",
    tags,
    body: myWithdrawalSchema,
    response: messageAnswerSchema,
  }),
  erase: contract({
    method: 'POST',
    url: '/api/giving/my-data/erase',
    summary:
      'Erases the link\'s person everywhere (confirm: "erase"); payments keep amount, date, method and reference. 409 while one of their payments is pending',
    tags,
    body: myErasureSchema,
    response: messageAnswerSchema,
  }),
  requestEmail: contract({
    method: 'POST',
    url: '/api/giving/my-data/email',
    summary:
      "Asks to change the link's address: a confirmation link (valid 24 hours) is e-mailed to the NEW address; nothing changes until it is followed. 400 the same address",
    tags,
    body: myEmailChangeSchema,
    response: messageAnswerSchema,
  }),
  pendingEmail: contract({
    method: 'GET',
    url: '/api/giving/my-data/email',
    summary:
      'The new address a confirmation link (?token=, mailed to it) would put in place, and until when; 403 forged or expired, 409 already followed',
    tags,
    query: emailChangeTokenSchema,
    response: emailChangeAnswerSchema,
  }),
  confirmEmail: contract({
    method: 'POST',
    url: '/api/giving/my-data/email/confirm',
    summary:
      "Follows a confirmation link, once: the person's records move to the new address, which is written to from now on; the old address is told. 403 forged or expired, 409 already followed or the new address already has records",
    tags,
    body: emailChangeTokenSchema,
    response: emailChangedAnswerSchema,
  }),
};
