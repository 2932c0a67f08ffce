import { AsyncLocalStorage } from 'node:async_hooks';
import type { TFunction } from '~/shared/i18n/translator';
import type { Config } from '~/server/core/config';
import { type Language, defaultLanguage } from '~/shared/i18n';
import { catalogueTranslator } from '~/server/core/catalogue-text';

const mailLanguage = new AsyncLocalStorage<Language>();
const translatorFor = catalogueTranslator('email', ['staff']);

/**
 * Every e-mail text comes from the `email` catalogue, in the language of the message
 * being built (see `inMailLanguage`); English otherwise.
 */
export const emailT = ((...args: Parameters<TFunction>) =>
  translatorFor(mailLanguage.getStore() ?? defaultLanguage)(...args)) as unknown as TFunction;

/** The language of the message being built. */
export const mailLanguageNow = (): Language => mailLanguage.getStore() ?? defaultLanguage;

/** Builds a message in `lang`: every `emailT` call inside uses it. */
export const inMailLanguage = <T>(lang: Language, build: () => T): T => mailLanguage.run(lang, build);

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type Org = Config['org'];

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Plain text as HTML: escaped, blank lines make paragraphs, single line breaks are kept. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');
}

/** One block of the message body in both forms. */
export interface Block {
  text: string;
  html: string;
}

export const paragraph = (text: string): Block => ({ text, html: textToHtml(text) });

/** A label/value list: "Label: value" lines in text, a simple two-column table in HTML. */
export function details(rows: [label: string, value: string][]): Block {
  const text = rows.map(([k, v]) => `${k}: ${v}`).join('\n');
  const cell = 'padding:6px 0;vertical-align:top';
  const html = `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows
    .map(
      ([k, v]) =>
        `<tr><td style="${cell};padding-right:16px;color:#475569">${escapeHtml(k)}</td>` +
        `<td style="${cell};font-weight:600">${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('\n')}</table>`;
  return { text, html };
}

/**
 * The salutation: the person's name when it is known ("Dear Grace Mukamana,", "Bonjour …"),
 * else a greeting that fits anyone; never a form such as "Cher/Chère".
 */
export function greeting(name?: string | null): Block {
  const known = name?.trim();
  return paragraph(known ? emailT('layout.greetingNamed', { name: known }) : emailT('layout.greeting'));
}

export function signature(org: Org): Block {
  return paragraph(`${emailT('layout.signature')}\n${org.name}`);
}

/**
 * The frame around every message: one readable column on a phone, the
 * organisation's identity at the foot, no images, no remote content, no trackers.
 */
export function frame(org: Org, subject: string, blocks: Block[], foot: Block[] = []): RenderedMail {
  const identity = emailT('layout.contactLine', { address: org.address, email: org.email, phone: org.phone });
  const text =
    blocks.map((b) => b.text.trim()).join('\n\n') +
    `\n\n-- \n${org.name}\n${identity}\n` +
    (foot.length ? `\n${foot.map((b) => b.text.trim()).join('\n\n')}\n` : '');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f8fafc;color:#0f172a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:18px;font-weight:700;color:#065f46">${escapeHtml(org.name)}</p>
<div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:20px 16px">
${blocks.map((b) => b.html).join('\n')}
</div>
<div style="padding:16px 4px;font-size:14px;color:#475569">
<p style="margin:0 0 8px"><strong>${escapeHtml(org.name)}</strong><br>${escapeHtml(identity)}</p>
${foot.map((b) => b.html).join('\n')}
</div>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
