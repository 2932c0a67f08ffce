import { contract } from '~/shared/contract';
import { idParams } from '~/shared/schemas/common';
import {
  accountingSettingsAnswerSchema,
  accountingSettingsSavedSchema,
  accountingSettingsSchema,
  journalQuerySchema,
} from '~/shared/schemas/accounting';
import {
  MAX_STATEMENT_BYTES,
  lineAssignAnswerSchema,
  lineAssignInputSchema,
  statementListQuerySchema,
  statementListSchema,
  statementMappingSchema,
  statementMappingsAnswerSchema,
  statementProviderParams,
  statementUploadAnswerSchema,
  statementUploadFieldsSchema,
  statementViewQuerySchema,
  statementViewSchema,
} from '~/shared/schemas/reconciliation';
import { messageAndDataOf } from '~/shared/schemas/record';

const tags = ['accounting'];

/** The books: the journal, its account codes, and statement reconciliation (docs/accounting.md; src/server/giving/accounting). */
export const accountingContracts = {
  journal: contract({
    method: 'GET',
    url: '/api/accounting/journal',
    summary:
      'The accounting journal of a period (?from=&to= days, both included; ?format=csv|qbo|xero): one balanced entry per settled payment, refund and offline gift',
    tags,
    query: journalQuerySchema,
  }),
  settings: contract({
    method: 'GET',
    url: '/api/accounting/settings',
    summary:
      "The journal's account codes: each fund's income account, each way of paying's clearing account, the fees' account",
    tags,
    response: accountingSettingsAnswerSchema,
  }),
  saveSettings: contract({
    method: 'PUT',
    url: '/api/accounting/settings',
    summary: "Saves the journal's account codes",
    tags,
    body: accountingSettingsSchema,
    response: accountingSettingsSavedSchema,
  }),
  mappings: contract({
    method: 'GET',
    url: '/api/reconciliation/mappings',
    summary: "Each provider's statement columns, as kept from the last time they were mapped",
    tags,
    response: statementMappingsAnswerSchema,
  }),
  saveMapping: contract({
    method: 'PUT',
    url: '/api/reconciliation/mappings/:provider',
    summary:
      "Keeps which column of a provider's statement holds the reference, amount, date (and status, fee, payer, currency)",
    tags,
    params: statementProviderParams,
    body: statementMappingSchema,
    response: messageAndDataOf(statementMappingSchema),
  }),
  upload: contract({
    method: 'POST',
    url: '/api/reconciliation/statements',
    summary:
      "Reconciles a provider's statement (multipart: provider, file = CSV read with the provider's mapping): matched, different, in the statement only, ours only",
    description:
      'A line already brought by an earlier upload (same provider and reference) is counted as repeated and matched nothing again. ' +
      `Not a CSV, not UTF-8, a mapped column missing, a formula in a cell: 400 or 415 naming the file, row and column, nothing stored; over ${MAX_STATEMENT_BYTES / 1024 / 1024} MB: 413.`,
    tags,
    multipart: { fields: statementUploadFieldsSchema, file: 'file', maxBytes: MAX_STATEMENT_BYTES },
    status: 201,
    response: statementUploadAnswerSchema,
  }),
  statements: contract({
    method: 'GET',
    url: '/api/reconciliation/statements',
    summary: 'The statements uploaded, newest first, with their counts',
    tags,
    query: statementListQuerySchema,
    response: statementListSchema,
  }),
  statement: contract({
    method: 'GET',
    url: '/api/reconciliation/statements/:id',
    summary: "One statement's lines of one view (?view=matched|different|statementOnly|oursOnly), paged",
    tags,
    params: idParams,
    query: statementViewQuerySchema,
    response: statementViewSchema,
  }),
  assign: contract({
    method: 'POST',
    url: '/api/reconciliation/lines/:id/assign',
    summary:
      'Gives a line found in the statement only to a supporter (by e-mail) and a purpose: records an offline gift with the statement’s reference; the line is then matched',
    tags,
    params: idParams,
    body: lineAssignInputSchema,
    status: 201,
    response: lineAssignAnswerSchema,
  }),
};
