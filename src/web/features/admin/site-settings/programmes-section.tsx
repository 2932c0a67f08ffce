import type { ReactNode } from 'react';
import { programmesSchema, type SiteSettings, type TranslatedText } from '~/shared/schemas/site-settings';
import { useAdminT } from '../admin-i18n';
import { TranslatedField } from './fields';
import { SectionForm } from './section-form';

type Item = { title: TranslatedText; text: TranslatedText };

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group rounded-lg border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-slate-900">{title}</summary>
      <div className="space-y-4 border-t border-slate-200 p-3">{children}</div>
    </details>
  );
}

function Items({ name, items, label }: { name: string; items: Item[]; label: (n: number) => string }) {
  const { t } = useAdminT('adminSettings');
  return items.map((item, i) => (
    <div key={i} className="space-y-3">
      <h3 className="font-semibold text-slate-900">{label(i + 1)}</h3>
      <TranslatedField name={`${name}.${i}.title`} label={t('programmes.itemTitle')} value={item.title} />
      <TranslatedField name={`${name}.${i}.text`} label={t('programmes.itemText')} value={item.text} long />
    </div>
  ));
}

/** The programme texts of Home (four cards), About (lead and story) and What We Do (lead and six programmes). */
export function ProgrammesSection({ value }: { value: SiteSettings['programmes'] }) {
  const { t } = useAdminT('adminSettings');
  return (
    <SectionForm section="programmes" schema={programmesSchema}>
      <Page title={t('programmes.home')}>
        <Items name="home" items={value.home} label={(n) => t('programmes.card', { n })} />
      </Page>
      <Page title={t('programmes.about')}>
        <TranslatedField name="aboutLead" label={t('programmes.lead')} value={value.aboutLead} long />
        {value.aboutStory.map((paragraph, i) => (
          <TranslatedField
            key={i}
            name={`aboutStory.${i}`}
            label={t('programmes.paragraph', { n: i + 1 })}
            value={paragraph}
            long
          />
        ))}
      </Page>
      <Page title={t('programmes.whatWeDo')}>
        <TranslatedField name="whatWeDoLead" label={t('programmes.lead')} value={value.whatWeDoLead} long />
        <Items name="whatWeDo" items={value.whatWeDo} label={(n) => t('programmes.programme', { n })} />
      </Page>
    </SectionForm>
  );
}
