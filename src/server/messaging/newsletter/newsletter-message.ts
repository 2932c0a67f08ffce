import type { Config } from '~/server/core/config';
import { type Org, type RenderedMail, emailT, escapeHtml, frame, paragraph } from '~/server/core/mail/layout';

export function publicBaseUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

export interface NewsletterMail extends RenderedMail {
  headers: Record<string, string>;
}

/**
 * One subscriber's copy of a newsletter: the admin's text with its line breaks, in a
 * text part and an escaped HTML part, the organisation's identity, a visible
 * unsubscribe link, and the RFC 8058 one-click headers that mail clients show as
 * their own "Unsubscribe" button. `org`: as saved in Site settings when the copy is sent.
 */
export function renderNewsletter(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  org: Org,
  send: { subject: string; message: string },
  token: string,
): NewsletterMail {
  const base = publicBaseUrl(config);
  const q = encodeURIComponent(token);
  const pageUrl = `${base}/unsubscribe?token=${q}`;
  const oneClickUrl = `${base}/api/unsubscribe/one-click?token=${q}`;
  const why = emailT('newsletter.why', { name: org.name });
  const foot = {
    text: `${why}\n${emailT('newsletter.unsubscribeText', { url: pageUrl })}`,
    html:
      `<p style="margin:0 0 8px">${escapeHtml(why)}<br>${escapeHtml(emailT('newsletter.unsubscribeLead'))} ` +
      `<a href="${escapeHtml(pageUrl)}" style="color:#065f46">${escapeHtml(emailT('newsletter.unsubscribeLink'))}</a></p>`,
  };
  const mail = frame(org, send.subject, [paragraph(send.message)], [foot]);
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>, <mailto:${org.email}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
