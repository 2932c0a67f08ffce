import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The admin child routes docs/product.md lists, mounted at /dashboard and at /{admin_prefix}. */
const adminChildren = (idPrefix: string, pathPrefix = '') => [
  ...(
    [
      ['analysis', 'routes/admin/analysis.tsx'],
      ['viewmessage', 'routes/admin/messages.tsx'],
      ['viewcatalog', 'routes/admin/catalog.tsx'],
      ['viewblog', 'routes/admin/blog.tsx'],
      ['viewdonation', 'routes/admin/donations.tsx'],
      ['sponsor', 'routes/admin/children.tsx'],
      ['child_news', 'routes/admin/child-news.tsx'],
      ['letters', 'routes/admin/letters.tsx'],
      ['field_review', 'routes/admin/field-review.tsx'],
      ['translations', 'routes/admin/translations.tsx'],
      ['child_gifts', 'routes/admin/child-gifts.tsx'],
      ['applications', 'routes/admin/applications.tsx'],
      ['newsletter', 'routes/admin/newsletter.tsx'],
      ['skills_interests', 'routes/admin/skills.tsx'],
      ['payments', 'routes/admin/payments.tsx'],
      ['reconciliation', 'routes/admin/reconciliation.tsx'],
      ['donors', 'routes/admin/donors.tsx'],
      ['giftorders', 'routes/admin/gift-orders.tsx'],
      // A supporter's record at supporters/:id; the search without an id.
      ['supporters/:id?', 'routes/admin/supporters.tsx'],
      ['recurring', 'routes/admin/recurring.tsx'],
      ['sponsor_health', 'routes/admin/sponsor-health.tsx'],
      ['imports', 'routes/admin/imports.tsx'],
      ['duplicates', 'routes/admin/duplicates.tsx'],
      ['activity', 'routes/admin/activity.tsx'],
      ['mail_log', 'routes/admin/mail-log.tsx'],
      ['site_settings', 'routes/admin/site-settings.tsx'],
      ['text_messages', 'routes/admin/text-messages.tsx'],
      ['staff', 'routes/admin/staff.tsx'],
      ['sponsor_leaving', 'routes/admin/child-leaving.tsx'],
      ['account', 'routes/admin/account.tsx'],
    ] as const
  ).map(([path, file]) => route(`${pathPrefix}${path}`, file, { id: `${idPrefix}-${path.split('/')[0]}` })),
];

export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('what_we_do', 'routes/what-we-do.tsx'),
    route('getinvolved', 'routes/get-involved.tsx'),
    route('sponsorship', 'routes/sponsorship.tsx'),
    route('sponsorship/:id', 'routes/child-sponsorship.tsx'),
    route('volunteer', 'routes/volunteer.tsx'),
    route('catalog', 'routes/catalog.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('cart/checkout', 'routes/cart-checkout.tsx'),
    route('donate', 'routes/donate.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:id', 'routes/blog-post.tsx'),
    route('stories/:id', 'routes/blog-post.tsx', { id: 'stories-post' }),
    route('payments/:paymentId', 'routes/payment-status.tsx'),
    route('subscribe', 'routes/subscribe.tsx'),
    route('subscribe/confirm', 'routes/subscribe-confirm.tsx'),
    route('unsubscribe', 'routes/unsubscribe.tsx'),
    route('my-giving', 'routes/my-giving.tsx'),
    route('my-giving/confirm', 'routes/my-giving-confirm.tsx'),
    route('my-giving/method', 'routes/my-giving-method.tsx'),
    route('my-giving/email', 'routes/my-giving-email.tsx'),
    route('my-giving/receipt/:paymentId', 'routes/my-giving-receipt.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The field officer's app (docs/field.md): outside the public layout and the dashboard's.
  route('field', 'routes/field.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('dashboard/login', 'routes/admin/login.tsx'),
  // The later steps of signing in, and the links staff are e-mailed: outside the layout (no session yet).
  route('dashboard/login/verify', 'routes/admin/login-verify.tsx'),
  route('dashboard/login/enrol', 'routes/admin/login-enrol.tsx'),
  route('dashboard/login/forgot', 'routes/admin/login-forgot.tsx'),
  route('dashboard/login/reset', 'routes/admin/login-reset.tsx'),
  route('dashboard/login/invitation', 'routes/admin/login-invitation.tsx'),
  route('dashboard', 'routes/admin/layout.tsx', { id: 'admin-dashboard' }, [
    ...adminChildren('dashboard'),
    route('*', 'routes/admin/not-found.tsx', { id: 'dashboard-not-found' }),
  ]),
  // Pathless, so that `/{anything}` alone is the public 404 (which the bare admin prefix
  // redirects from): only `/{admin prefix}/{section}` reaches the admin layout.
  layout('routes/admin/layout-prefixed.tsx', { id: 'admin-prefixed' }, adminChildren('prefixed', ':adminPrefix/')),
] satisfies RouteConfig;
