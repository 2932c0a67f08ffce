import { SendButton, SignedForm } from './signed-form';
import type { Catalogue, Language } from '~/shared/i18n/core';
import { formatRwf } from '~/shared/format';
import type { SponsorDeparture } from '~/shared/schemas/departure';
import { FormAnswer, useFormAction } from './outcome';
import { primaryButton } from './buttons';
import { ResponsiveImage } from '~/web/components/responsive-image';
import { useHandedTexts } from './handed-texts';
import { GivingSection } from './panel';

interface Props {
  departures: SponsorDeparture[];
  texts: Catalogue | null;
  token: string;
  lang: Language;
  result?: { departureDone?: string; departureError?: string } | undefined;
}

/** The `children` catalogue's giving-page texts, handed over by the loader (only when there is something to show). */
function useChildrenT(texts: Catalogue | null) {
  const { i18n } = useHandedTexts('children', texts);
  return i18n.getFixedT(i18n.language, 'children');
}

/**
 * A sponsored child who left the programme: staff's message and, while the sponsor has
 * not chosen, the choice of what follows (another child, the one waiting longest; a
 * general monthly gift; the end). One plain form with radio buttons: works without JavaScript.
 */
export function ChildDepartures({ departures, texts, token, lang, result }: Props) {
  const t = useChildrenT(texts);
  const action = useFormAction('departures');
  if (!departures.length || !texts) return null;
  return (
    <GivingSection id="departures" heading={t('giving.heading')}>
      <FormAnswer
        result={result}
        done={result?.departureDone}
        error={result?.departureError}
        fallback={t('giving.notFound')}
      />
      {departures.map((d) => {
        const another: [string, string][] = d.offered
          ? [['another_child', t('giving.optionAnother', { name: d.offered.name })]]
          : [];
        const options: [string, string][] = d.hasPlan
          ? [...another, ['general_gift', t('giving.optionGeneral')], ['end', t('giving.optionEnd')]]
          : [['end', t('giving.optionEndOneTime')]];
        return (
          <article
            key={d._id}
            aria-labelledby={`departure-${d._id}`}
            className="rounded-xl border border-slate-200 bg-white p-5"
          >
            <h3 id={`departure-${d._id}`} className="text-lg font-semibold text-slate-900">
              {t('giving.left', { child: d.childName, reason: t(`reasons.${d.reason}`).toLowerCase() })}
            </h3>
            <p className="mt-3 text-sm font-semibold text-slate-700">{t('giving.fromStaff')}</p>
            <p className="mt-1 whitespace-pre-line text-slate-800">{d.message}</p>
            {d.choice ? (
              <p className="mt-4 font-semibold text-slate-900">
                {t('giving.yourChoice', { choice: t(`choices.${d.choice}`) })}
              </p>
            ) : (
              <SignedForm
                token={token}
                intent="departure"
                values={{ departureId: d._id }}
                action={action}
                className="mt-4 space-y-3"
              >
                <p className="text-slate-700">
                  {d.hasPlan && d.amount !== null
                    ? t('giving.chooseIntro', { amount: formatRwf(d.amount, lang) })
                    : t('giving.chooseIntroOneTime', { child: d.childName })}
                </p>
                {d.offered ? (
                  // Who the sponsor would sponsor next, as the public meets them: photo and story with consent.
                  <div
                    className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3 sm:flex-row"
                    data-testid="offered-child"
                  >
                    {d.offered.photo && (
                      <ResponsiveImage
                        src={d.offered.photo}
                        alt={t('giving.offerPhoto', { name: d.offered.name })}
                        width={320}
                        height={320}
                        sizes="160px"
                        className="h-40 w-40 shrink-0 rounded-lg object-cover"
                      />
                    )}
                    <div>
                      <p className="text-slate-700">
                        {t('giving.offer', { name: d.offered.name, age: d.offered.age, location: d.offered.location })}
                      </p>
                      {d.offered.story && <p className="mt-2 text-slate-800">{d.offered.story}</p>}
                    </div>
                  </div>
                ) : (
                  <p className="text-slate-700">{t('giving.noOffer')}</p>
                )}
                {!d.hasPlan && d.offered && (
                  <a href={`/sponsorship/${d.offered._id}`} className="font-semibold text-brand-800 underline">
                    {t('giving.sponsorLink', { name: d.offered.name })}
                  </a>
                )}
                <fieldset className="space-y-2">
                  <legend className="font-semibold text-slate-900">{t('giving.choiceLegend')}</legend>
                  {/* Nothing chosen for the sponsor: the browser asks for a choice before it posts. */}
                  {options.map(([value, label]) => (
                    <label key={value} className="flex min-h-11 items-center gap-3">
                      <input type="radio" name="choice" value={value} required />
                      <span>{label}</span>
                    </label>
                  ))}
                </fieldset>
                <SendButton className={primaryButton}>{t('giving.choose')}</SendButton>
              </SignedForm>
            )}
          </article>
        );
      })}
    </GivingSection>
  );
}
