import { type Block, escapeHtml } from '~/server/core/mail/layout';

/** A link in a giving message: a button-like link in HTML, the label and the address in the text. */
export const linkBlock = (url: string, label: string): Block => ({
  text: `${label}: ${url}`,
  html: `<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="color:#065f46;font-weight:600">${escapeHtml(label)}</a></p>`,
});
