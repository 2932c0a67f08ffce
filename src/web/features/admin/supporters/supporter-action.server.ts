import type { ApiClient } from '~/shared/load-context';
import { supporterContracts } from '~/shared/contracts/supporters';
import { isLanguage } from '~/shared/i18n/core';
import { consentPurposes } from '~/shared/schemas/my-data';
import { call, messageOf, refusalOf } from '~/web/api/client';
import {
  type IntentCall,
  type IntentOptions,
  type PostedForm,
  intentAction,
} from '~/web/features/admin/kit/route-action.server';
import type { SupporterMore } from './supporter-action-result';

const ID = /^[0-9a-f-]{36}$/i;
const ERASE_KEY = 'adminValidation:myData.confirm';

const isPurpose = (v: string): v is (typeof consentPurposes)[number] =>
  (consentPurposes as readonly string[]).includes(v);
/** Typing the word is the confirmation. */
const erasing = (f: PostedForm) => f.value('confirm').trim() === 'erase';

/**
 * One API call per form of the record `id` (the route's id); null refuses, without a call,
 * what the forms cannot send: a choice they do not offer, another word than "erase", a malformed id.
 */
function supporterCalls(api: ApiClient, id: string): Record<string, IntentCall> {
  const calls: Record<string, IntentCall> = {
    note: (f) => call(api, supporterContracts.note, { params: { id }, body: { text: f.value('text') } }),
    correct: (f) => {
      const lang = f.value('lang');
      // The language is a choice of the form: anything else is refused here, as the API would.
      if (!isLanguage(lang)) return null;
      return call(api, supporterContracts.correct, {
        params: { id },
        body: { name: f.value('name'), phone: f.value('phone'), lang },
      });
    },
    withdraw: (f) => {
      const purpose = f.value('purpose');
      return isPurpose(purpose) ? call(api, supporterContracts.withdraw, { params: { id }, body: { purpose } }) : null;
    },
    lift: (f) =>
      call(api, supporterContracts.liftSuppression, {
        params: { id },
        body: { suppressionId: f.value('suppressionId').trim() },
      }),
    merge: (f) => call(api, supporterContracts.merge, { params: { id }, body: { otherId: f.value('otherId').trim() } }),
    erase: (f) =>
      erasing(f) ? call(api, supporterContracts.erase, { params: { id }, body: { confirm: 'erase' } }) : null,
  };
  if (ID.test(id)) return calls;
  return Object.fromEntries(Object.keys(calls).map((intent) => [intent, () => null]));
}

const options = (id: string): IntentOptions<SupporterMore> => ({
  // A refusal's text without its field; a success's own message.
  said: (body, ok) => (ok ? messageOf(body) : refusalOf(body)),
  // Another word than "erase" is refused in the words of the API's own check.
  more: (f, res) => (!res && f.intent === 'erase' && ID.test(id) && !erasing(f) ? { errorKey: ERASE_KEY } : {}),
});

/** The supporter screen's action (the kit's one save path): one API call per form, its answer for the form to show. */
export function supporterAction(request: Request, api: ApiClient, id: string) {
  return intentAction(request, supporterCalls(api, id), options(id));
}
