import { resourcesFor } from '~/shared/i18n/catalogues';
import type { Catalogue, Language } from '~/shared/i18n/core';
import type { SponsorDeparture } from '~/shared/schemas/departure';
import { givingContracts } from '~/shared/contracts/my-giving';
import { type ApiClient, callAsPosted, isOk, refusalOf } from '~/web/api/client';

/** The giving page's part about sponsored children who left (docs/children-protection.md): their departures and the section's texts. */
export function departuresOf(lang: Language, departures: SponsorDeparture[]) {
  return {
    departures,
    departureTexts: departures.length ? (resourcesFor(lang, ['children']).children as Catalogue) : null,
  };
}

/** The sponsor's choice, posted by the section's plain form (works without JavaScript). */
export async function departureAction(api: ApiClient, form: Record<string, string>) {
  const { token = '', departureId = '', choice = '' } = form;
  if (!/^[0-9a-f-]{36}$/i.test(departureId)) return { departureError: '' };
  const res = await callAsPosted(api, givingContracts.chooseAfterDeparture, {
    params: { id: departureId },
    body: { token, choice },
  });
  return isOk(res) ? { departureDone: res.body.message } : { departureError: refusalOf(res.body) ?? '' };
}
