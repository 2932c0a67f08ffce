import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (blog content)', () => {
  it('keeps the editor’s text elements, links and images', () => {
    const html =
      '<h1>T</h1><h3>S</h3><p>A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s></p><ul><li>x</li></ul><ol><li>y</li></ol>' +
      '<blockquote>q</blockquote><pre><code>a &lt; b</code></pre><p>line<br />two</p><hr />' +
      '<a href="https://example.org" title="t">l</a><a href="mailto:hi@example.org">m</a><a href="/blog">r</a>' +
      '<img src="/api/images/abc/1200.webp" alt="A" width="10" height="5" /><img src="https://cdn.example/x.png" alt="" />';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('maps b, i, strike and del to their semantic tags', () => {
    expect(sanitizeHtml('<b>1</b><i>2</i><strike>3</strike><del>4</del>')).toBe(
      '<strong>1</strong><em>2</em><s>3</s><s>4</s>',
    );
  });

  it('removes scripts, styles, event handlers, frames and forms', () => {
    expect(
      sanitizeHtml(
        '<p onmouseover="x()" style="color:red" class="c">ok</p><script>alert(1)</script><style>p{}</style>' +
          '<iframe src="https://evil.example"></iframe><object data="x"></object><form><input /><button>b</button></form>' +
          '<svg onload="alert(1)"><circle /></svg><noscript>n</noscript>',
      ),
    ).toBe('<p>ok</p>bn'); // text of unknown elements stays, as escaped text
  });

  it('refuses javascript:, data: and other schemes, however they are spelt', () => {
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:x',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
    ])
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" />')).toBe('');
    expect(sanitizeHtml('<img src="javascript:alert(1)" />')).toBe('');
    expect(sanitizeHtml('<img src="//evil.example/x.png" />')).toBe('');
    expect(sanitizeHtml('<a href="mailto:a@b.c">m</a><img src="mailto:a@b.c" />')).toBe('<a href="mailto:a@b.c">m</a>');
  });

  it('makes new-tab links safe and drops other targets', () => {
    expect(sanitizeHtml('<a href="https://x.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://x.org" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://x.org">x</a>',
    );
  });

  it('escapes stray markup characters in text', () => {
    expect(sanitizeHtml('<p>1 < 2 & "3" > 0</p>')).toBe('<p>1 &lt; 2 &amp; "3" &gt; 0</p>');
  });
});
