import { contract } from '~/shared/contract';
import { idParams } from '~/shared/schemas/common';
import {
  givingAnswerSchema,
  givingLinkInputSchema,
  givingQuerySchema,
  planAnswerSchema,
  planChangeAnswerSchema,
  planChangeBodySchema,
  receiptProfileAnswerSchema,
  receiptProfileInputSchema,
  receiptQuerySchema,
} from '~/shared/schemas/giving';
import { givingPageAnswerSchema } from '~/shared/schemas/giving-page';
import {
  departureChoiceBodySchema,
  departureChosenAnswerSchema,
  givingTokenBodySchema,
  languageChoiceSchema,
  payNowAnswerSchema,
  planMethodBodySchema,
  statementQuerySchema,
} from '~/shared/schemas/my-giving';
import { sponsorDepartureSchema } from '~/shared/schemas/departure';
import { listOf, messageAnswerSchema } from '~/shared/schemas/record';

const tags = ['giving'];

/** The payer's own giving page, reached by a signed link (src/server/my-giving/routes.ts and its siblings). */
export const givingContracts = {
  link: contract({
    method: 'POST',
    url: '/api/giving/link',
    summary: 'E-mails a fresh link to the giving page when the address ever gave; 202 with the same answer either way',
    tags,
    body: givingLinkInputSchema,
    status: 202,
    response: messageAnswerSchema,
  }),
  read: contract({
    method: 'GET',
    url: '/api/giving',
    summary:
      "The signed link's address: its payments (with receipts) and monthly plans; 403 for a tampered or expired link",
    tags,
    query: givingQuerySchema,
    response: givingAnswerSchema,
  }),
  changePlan: contract({
    method: 'POST',
    url: '/api/giving/plans/:id',
    summary:
      'Changes one of the payer\'s plans: { token, action: "amount", amount } | { action: "day", dayOfMonth } | pause | resume | cancel | skip (this month, no debt) | stop-automatic (no more MoMo debits without a prompt). The payer is e-mailed every change; a raise answers 202 and waits for the payer to confirm it from the link e-mailed to them (400 above PLAN_MAX_RWF)',
    tags,
    params: idParams,
    body: planChangeBodySchema,
    response: planAnswerSchema,
  }),
  payNow: contract({
    method: 'POST',
    url: '/api/giving/plans/:id/pay',
    summary:
      'Pays the month being retried (or a lapsed plan) now: 201 paid, 202 pending (approve on the phone / card page), 402 declined',
    tags,
    params: idParams,
    body: givingTokenBodySchema,
    status: 201,
    response: payNowAnswerSchema,
  }),
  profile: contract({
    method: 'POST',
    url: '/api/giving/profile',
    summary:
      "Sets the name and the optional postal address printed on the payer's receipts and statements (an empty name: the one given with the gifts)",
    tags,
    body: receiptProfileInputSchema,
    response: receiptProfileAnswerSchema,
  }),
  receipt: contract({
    method: 'GET',
    url: '/api/giving/receipts/:id',
    summary: "One of the link's payments as a PDF receipt (?token=&lang=)",
    tags,
    params: idParams,
    query: receiptQuerySchema,
  }),
  statement: contract({
    method: 'GET',
    url: '/api/giving/statement',
    summary: "The link's address's giving statement for one year, as a PDF (?token=&year=&lang=)",
    tags,
    query: statementQuerySchema,
  }),
  page: contract({
    method: 'GET',
    url: '/api/giving/page',
    summary:
      "Everything the signed link's page shows: payments and plans, the person's data and consents, their children's news, gifts to them and departures, and the language they chose; 403 for a tampered or expired link",
    tags,
    query: givingQuerySchema,
    response: givingPageAnswerSchema,
  }),
  language: contract({
    method: 'POST',
    url: '/api/giving/language',
    summary:
      "Keeps the language the link's supporter chose on their page ({ token, lang }): their page opens in it and every message to them is written in it",
    tags,
    body: languageChoiceSchema,
    response: messageAnswerSchema,
  }),
  pendingChange: contract({
    method: 'GET',
    url: '/api/giving/changes',
    summary:
      'The raise a confirmation link (?token=, e-mailed to the payer) would apply; 403 forged, 409 already confirmed, 410 expired, replaced or revoked',
    tags,
    query: givingQuerySchema,
    response: planChangeAnswerSchema,
  }),
  confirmChange: contract({
    method: 'POST',
    url: '/api/giving/changes/confirm',
    summary: 'Applies the raise of a confirmation link, once; the payer is e-mailed the change',
    tags,
    body: givingTokenBodySchema,
    response: planAnswerSchema,
  }),
  revoke: contract({
    method: 'POST',
    url: '/api/giving/revoke',
    summary:
      "Signs the link's address out of all its links (every link issued until now stops working, raises waiting for confirmation are dropped) and e-mails a fresh one",
    tags,
    body: givingTokenBodySchema,
    response: messageAnswerSchema,
  }),
  planMethod: contract({
    method: 'POST',
    url: '/api/giving/plans/:id/method',
    summary:
      'Changes the payment method of one of the payer\'s plans, keeping the plan, its day and its child: { token, method: "momo" | "airtime", phone } (the next charge prompts the new number) or { token, method: "card" } (the next payment opens the card page); the payer is e-mailed; 400 bad number, 404 not theirs, 409 cancelled',
    tags,
    params: idParams,
    body: planMethodBodySchema,
    response: planAnswerSchema,
  }),
  departures: contract({
    method: 'GET',
    url: '/api/giving/departures',
    summary:
      "The signed link's sponsor's children who left, with staff's message, the choice made or, while none is, the child who would be offered (the one waiting longest); 403 for a tampered or expired link",
    tags,
    query: givingQuerySchema,
    response: listOf(sponsorDepartureSchema),
  }),
  chooseAfterDeparture: contract({
    method: 'POST',
    url: '/api/giving/departures/:id',
    summary:
      'The sponsor chooses after their child left: another_child (the one waiting longest, sponsored by the monthly plan from its next month), general_gift (the plan becomes a monthly donation) or end (the plan is cancelled); 404 not theirs, 409 answered already or no child waiting',
    tags,
    params: idParams,
    body: departureChoiceBodySchema,
    response: departureChosenAnswerSchema,
  }),
};
