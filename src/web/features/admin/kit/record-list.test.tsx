import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { RecordList } from './record-list';

const list = (over: Partial<Parameters<typeof RecordList>[0]> = {}) => (
  <RecordList count="2 messages" empty="No messages yet" isEmpty={false} pager={<nav>pages</nav>} {...over}>
    <ul>
      <li>One</li>
    </ul>
  </RecordList>
);

describe('RecordList', () => {
  it('announces its count politely, then the rows, then the pager', async () => {
    const html = await renderAdmin(list());
    expect(html).toMatch(/<p class="[^"]*" aria-live="polite">2 messages<\/p>/);
    const order = ['2 messages', '<li>One</li>', '<nav>pages</nav>'].map((s) => html.indexOf(s));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).not.toContain('aria-busy');
    expect(html).not.toContain('No messages yet');
  });

  it('says what an empty list says instead of the rows', async () => {
    const html = await renderAdmin(list({ isEmpty: true }));
    expect(html).toMatch(/<p class="text-lg font-semibold text-slate-900">No messages yet<\/p>/);
    expect(html).not.toContain('<li>One</li>');
  });

  it('is busy while the next rows are read', async () => {
    expect(await renderAdmin(list({ busy: true }))).toMatch(/^<div aria-busy="true">/);
  });

  it('says only that the list could not be read, as an alert', async () => {
    const html = await renderAdmin(list({ failed: 'The messages could not be loaded' }));
    expect(html).toMatch(
      /^<div role="alert"[^>]*><p class="font-semibold">The messages could not be loaded<\/p><\/div>$/,
    );
    expect(html).not.toContain('2 messages');
  });
});
