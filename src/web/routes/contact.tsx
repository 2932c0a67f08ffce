import type { Route } from './+types/contact';
import { cataloguePageMeta } from '~/web/components/catalogue-meta';
import { submitForm } from '~/web/components/form-action.server';
import { reachServer } from '~/web/components/use-action-form';
import { PageHero } from '~/web/components/page-hero';
import { appContext } from '~/web/context';
import { ContactCards } from '~/web/features/contact/contact-cards';
import { ContactForm } from '~/web/features/contact/contact-form';
import { useT } from '~/web/i18n';
import { contactSchema } from '~/shared/schemas/message';
import { contactContracts } from '~/shared/contracts/contact';

export const meta: Route.MetaFunction = ({ matches }) =>
  cataloguePageMeta(matches, 'public', 'meta.contact', '/contact');

/** The form's one submit path, with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = context.get(appContext);
  return submitForm(api, request, contactSchema, contactContracts.send);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => reachServer(serverAction);

export default function Contact({ actionData }: Route.ComponentProps) {
  const { t } = useT('public');
  return (
    <>
      <PageHero title={t('contact.title')} lead={t('contact.lead')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ContactForm result={actionData} />
        <ContactCards />
      </div>
    </>
  );
}
