import type { Db } from '~/server/core/db/client';
import { findOrCreateSupporter, recordConsent } from '~/server/core/supporters/find-or-create';
import { badRequest } from '~/server/core/http/errors';
import type { Language } from '~/shared/i18n';
import { type ConsentSource, recordSmsConsent } from './consent';
import { normaliseSmsPhone } from './phone';
import { smsText } from './texts';

/**
 * A payment form's "send my receipts by SMS": recorded (with its date and source)
 * before the payment is asked for, so the receipt its settlement queues finds it. A
 * tick with a number no SMS can reach is a 400 naming the field, before any money moves.
 */
export async function consentFromPaymentForm(
  db: Db,
  form: {
    wanted: boolean | undefined;
    phone: string | null | undefined;
    field: string;
    lang: Language;
    source: ConsentSource;
    /** Who ticked it (the form's e-mail and name): the consent is recorded on their supporter too. */
    person?: { email?: string | null; name?: string | null };
  },
): Promise<void> {
  if (!form.wanted) return;
  const phone = normaliseSmsPhone(form.phone);
  if (!phone) throw badRequest(`${form.field}: ${smsText('errors.consent', {}, form.lang)}`);
  await db.transaction(async (tx) => {
    const supporterId = form.person
      ? await findOrCreateSupporter(tx, { ...form.person, phone: form.phone, lang: form.lang })
      : null;
    const at = new Date();
    await recordSmsConsent(tx, { phone, lang: form.lang, source: form.source, at, supporterId });
    if (supporterId) await recordConsent(tx, { supporterId, purpose: 'sms', source: form.source, at });
  });
}
