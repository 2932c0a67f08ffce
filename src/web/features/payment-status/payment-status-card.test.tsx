import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resourcesFor } from '~/shared/i18n/catalogues';
import type { PaymentStatusAnswer } from '~/shared/schemas/payments';
import { I18nProvider } from '~/web/i18n';
import { PaymentStatusCard } from './payment-status-card';

type Payment = PaymentStatusAnswer['data'];

/** The status page's card as the server renders it (JavaScript or not), in `lang`. */
async function render(payment: Payment, lang: 'en' | 'fr' = 'en') {
  const handler = createStaticHandler([{ path: '/payments/:id', element: <PaymentStatusCard payment={payment} /> }]);
  const context = await handler.query(new Request('http://localhost/payments/x'));
  if (context instanceof Response) throw new Error(`the test router answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <I18nProvider lang={lang} resources={resourcesFor(lang, ['common', 'content'])}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
  );
}
const paid = (kind: Payment['kind']): Payment => ({ status: 'succeeded', reference: 'SP-1', kind }) as Payment;

describe('the payment status card', () => {
  it('links a sponsor whose payment went through to /my-giving, in the page language', async () => {
    const html = await render(paid('sponsorship'));
    expect(html).toContain('href="/my-giving"');
    expect(html).toContain('See and manage my giving');
    expect(await render(paid('sponsorship'), 'fr')).toContain('Voir et gérer mes dons');
    expect(await render(paid('donation'))).toContain('href="/my-giving"');
  });

  it('does not offer it while the payment is pending or after it failed', async () => {
    const pending = await render({ status: 'pending', reference: null, kind: 'sponsorship' } as Payment);
    expect(pending).not.toContain('href="/my-giving"');
    const failed = await render({ status: 'failed', reason: 'No', reference: null, kind: 'sponsorship' } as Payment);
    expect(failed).not.toContain('href="/my-giving"');
  });
});
