import type { ApiClient, ApiResponse } from '~/shared/load-context';
import { supporterContracts } from '~/shared/contracts/supporters';
import { isLanguage } from '~/shared/i18n/core';
import { consentPurposes } from '~/shared/schemas/my-data';
import { call, isOk, messageOf, refusalOf } from '~/web/api/client';
import type { SupporterActionResult } from './supporter-action-result';

type Form = Record<string, string>;
/** The form's call, or what the form got wrong before any call (a choice it does not offer, the word not typed). */
type Send = (api: ApiClient, id: string, f: Form) => Promise<ApiResponse<unknown>> | { refused: string };

const isPurpose = (v: string | undefined): v is (typeof consentPurposes)[number] =>
  (consentPurposes as readonly (string | undefined)[]).includes(v);

const CALLS: Record<string, Send> = {
  note: (api, id, f) => call(api, supporterContracts.note, { params: { id }, body: { text: f.text ?? '' } }),
  correct: (api, id, f) => {
    const lang = f.lang ?? '';
    // The language is a choice of the form: anything else is refused here, as the API would.
    if (!isLanguage(lang)) return { refused: '' };
    return call(api, supporterContracts.correct, {
      params: { id },
      body: { name: f.name ?? '', phone: f.phone ?? '', lang },
    });
  },
  withdraw: (api, id, f) =>
    isPurpose(f.purpose)
      ? call(api, supporterContracts.withdraw, { params: { id }, body: { purpose: f.purpose } })
      : { refused: '' },
  lift: (api, id, f) =>
    call(api, supporterContracts.liftSuppression, {
      params: { id },
      body: { suppressionId: (f.suppressionId ?? '').trim() },
    }),
  merge: (api, id, f) =>
    call(api, supporterContracts.merge, { params: { id }, body: { otherId: (f.otherId ?? '').trim() } }),
  // Typing the word is the confirmation: another word is refused with the API's own message.
  erase: (api, id, f) =>
    (f.confirm ?? '').trim() === 'erase'
      ? call(api, supporterContracts.erase, { params: { id }, body: { confirm: 'erase' } })
      : { refused: 'adminValidation:myData.confirm' },
};

/** The supporter screen's action: one API call per form, its answer for the form to show. */
export async function supporterAction(api: ApiClient, id: string, form: Form): Promise<SupporterActionResult> {
  const intent = form.intent ?? '';
  const send = CALLS[intent];
  if (!send || !/^[0-9a-f-]{36}$/i.test(id)) return { intent, error: '' };
  const sent = send(api, id, form);
  if ('refused' in sent) return { intent, error: '', ...(sent.refused ? { errorKey: sent.refused } : {}) };
  const res = await sent;
  return isOk(res) ? { intent, done: messageOf(res.body) } : { intent, error: refusalOf(res.body) ?? '' };
}
