import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { linkTo } from '~/shared/contract';
import { myDataContracts } from '~/shared/contracts/my-data';
import { Alert } from '~/web/components/alert';
import { CorrectionFields } from '~/web/components/correction-fields';
import type { MyData } from '~/shared/schemas/my-data';
import type { MyDataResult } from './my-data-result';
import { EmailChangeForm } from './email-change-form';
import { dangerButton, primaryButton, secondaryInline } from './buttons';
import { SendButton, SignedForm } from './signed-form';
import { GivingPanel, GivingSection } from './panel';
import type { GivingT } from './page-t';

/**
 * The person's rights over their data on their own signed page (the link is the proof of
 * who they are): download everything, correct, withdraw a consent, erase, this last after
 * a confirmation step (`?myData=erase`). Plain forms and links: all of it works without
 * JavaScript.
 */
export function MyDataSection({
  t,
  lang,
  token,
  email,
  data,
  result,
  sponsored = [],
}: {
  t: GivingT;
  lang: string;
  token: string;
  /** The address the link names (the one we write to). */
  email: string;
  data: MyData | null;
  result: MyDataResult | undefined;
  /** The children the person sponsors now (the names they know them by): erasure ends their sponsorships. */
  sponsored?: string[];
}) {
  const [params] = useSearchParams();
  const confirming = params.get('myData') === 'erase';
  const file = (format: 'json' | 'csv') => linkTo(myDataContracts.download, { query: { token, format } });
  const date = (iso: string) => new Date(iso).toLocaleDateString(lang, { dateStyle: 'long' });
  if (!data) return null;
  return (
    <GivingSection id="my-data" heading={t('myData.heading')} intro={t('myData.intro')} roomy>
      {result?.myDataError !== undefined && <Alert tone="error">{result.myDataError || t('error')}</Alert>}

      {data.mailStopped && (
        <MyDataPart t={t} part="address">
          <p className="mt-2 text-slate-700">
            {t(data.mailStopped.reason === 'complaint' ? 'myData.address.complaint' : 'myData.address.text', {
              email: data.mailStopped.email,
              date: date(data.mailStopped.since),
            })}
          </p>
          <SignedForm token={token} intent="my-data-address" className="mt-4">
            <SendButton className={primaryButton}>{t('myData.address.button')}</SendButton>
          </SignedForm>
        </MyDataPart>
      )}

      <MyDataPart t={t} part="download" intro>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={file('json')} download className={secondaryInline} data-my-data="json">
            {t('myData.download.json')}
          </a>
          <a href={file('csv')} download className={secondaryInline} data-my-data="csv">
            {t('myData.download.csv')}
          </a>
        </div>
      </MyDataPart>

      <MyDataPart t={t} part="correct" intro>
        <SignedForm token={token} intent="my-data-correct" className="mt-4 space-y-4">
          <CorrectionFields
            label={(field) => t(`myData.correct.${field}`)}
            values={data}
            languageName={(l) => t(`myData.languages.${l}`)}
          />
          <SendButton className={primaryButton}>{t('myData.correct.save')}</SendButton>
        </SignedForm>
      </MyDataPart>

      <EmailChangeForm t={t} token={token} email={email} result={result} />

      <MyDataPart t={t} part="consents">
        <ul className="mt-4 divide-y divide-slate-200">
          {data.consents.map((c) => (
            <li
              key={c.purpose}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-consent={c.purpose}
            >
              <div>
                <p className="font-medium text-slate-900">{t(`myData.consents.${c.purpose}`)}</p>
                <p className="text-sm text-slate-600">
                  {c.given && c.at
                    ? t('myData.consents.given', { date: date(c.at) })
                    : c.at
                      ? t('myData.consents.withdrawnOn', { date: date(c.at) })
                      : t('myData.consents.notGiven')}
                </p>
              </div>
              {c.given && (
                <SignedForm token={token} intent="my-data-withdraw" values={{ purpose: c.purpose }}>
                  <SendButton
                    className={secondaryInline}
                    label={t('myData.consents.withdrawLabel', { what: t(`myData.consents.${c.purpose}`) })}
                  >
                    {t('myData.consents.withdraw')}
                  </SendButton>
                </SignedForm>
              )}
            </li>
          ))}
        </ul>
      </MyDataPart>

      <MyDataPart t={t} part="erase" intro>
        {confirming ? (
          <div className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4">
            <h4 id="my-data-erase-confirm" className="font-semibold text-red-900">
              {t('myData.erase.confirmHeading')}
            </h4>
            <p className="mt-1 text-red-900">{t('myData.erase.confirmText')}</p>
            {sponsored.length > 0 && (
              <p className="mt-2 font-semibold text-red-900" data-testid="erase-ends-sponsorship">
                {t('myData.erase.confirmChild', {
                  count: sponsored.length,
                  children: new Intl.ListFormat(lang, { type: 'conjunction' }).format(sponsored),
                })}
              </p>
            )}
            <SignedForm
              token={token}
              intent="my-data-erase"
              values={{ confirm: 'erase' }}
              action={`?${new URLSearchParams({ token })}`}
              className="mt-4 flex flex-wrap gap-2"
            >
              <SendButton className={dangerButton}>{t('myData.erase.confirm')}</SendButton>
              <a href={`?${new URLSearchParams({ token })}#my-data-erase`} className={secondaryInline}>
                {t('myData.erase.cancel')}
              </a>
            </SignedForm>
          </div>
        ) : (
          <a
            href={`?${new URLSearchParams({ token, myData: 'erase' })}#my-data-erase`}
            className={`${secondaryInline} mt-4 text-red-800`}
          >
            {t('myData.erase.start')}
          </a>
        )}
      </MyDataPart>
    </GivingSection>
  );
}

/**
 * One part of "Your data": a panel anchored at `my-data-<part>`, its heading
 * `myData.<part>.heading` and, with `intro`, what it is for (`myData.<part>.intro`).
 */
function MyDataPart({
  t,
  part,
  intro = false,
  children,
}: {
  t: GivingT;
  part: 'address' | 'download' | 'correct' | 'consents' | 'erase';
  intro?: boolean;
  children: ReactNode;
}) {
  return (
    <GivingPanel
      level={3}
      id={`my-data-${part}`}
      heading={t(`myData.${part}.heading`)}
      intro={intro ? t(`myData.${part}.intro`) : undefined}
    >
      {children}
    </GivingPanel>
  );
}
