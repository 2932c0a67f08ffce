import { createRequire } from 'node:module';
import type sanitize from 'sanitize-html';

/**
 * Blog content is HTML written in the admin editor and shown to every visitor, so it
 * is cleaned once, on save: a fixed list of text elements, links and images, and
 * nothing that runs (no scripts, styles, event handlers or javascript: URLs).
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'img',
    'br',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//host/x" is a link to another site dressed as a relative one.
  allowProtocolRelative: false,
  // Script, style and the like go with their text; other unknown tags keep their text.
  disallowedTagsMode: 'discard',
  // An image whose address was refused is an empty box: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      // A new tab must not hand the opened page a handle on ours.
      return {
        tagName,
        attribs: target === '_blank' ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

/** sanitize-html (and htmlparser2) loaded by the first post saved, not at start (docs/performance.md, "Memory"). */
let sanitizer: typeof sanitize | undefined;

export function sanitizeHtml(html: string): string {
  sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitize;
  return sanitizer(html, OPTIONS).trim();
}
