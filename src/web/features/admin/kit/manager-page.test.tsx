import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { EmptyState, ManagerPage } from './manager-page';

describe('ManagerPage', () => {
  it('puts the title, introduction and action above the filters and the list', async () => {
    const html = await renderAdmin(
      <ManagerPage title="Things" intro="All the things" action={<button>Add</button>} filters={<form>F</form>}>
        <p>The list</p>
      </ManagerPage>,
    );
    expect(html).toContain('<h1 class="text-2xl font-bold text-slate-900">Things</h1>');
    const order = ['Things', 'All the things', 'Add', '<form>F</form>', 'The list'].map((s) => html.indexOf(s));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('announces its toast from one live region, under the header when inline', async () => {
    const toast = { id: 1, text: 'Saved', tone: 'success' as const };
    const floating = await renderAdmin(
      <ManagerPage title="T" toast={toast}>
        list
      </ManagerPage>,
    );
    const inline = await renderAdmin(
      <ManagerPage title="T" toast={toast} inlineToast>
        list
      </ManagerPage>,
    );
    for (const html of [floating, inline]) expect(html.match(/Saved/g)).toHaveLength(1);
    expect(inline.indexOf('Saved')).toBeLessThan(inline.indexOf('list'));
    expect(floating.indexOf('Saved')).toBeGreaterThan(floating.indexOf('list'));
  });
});

describe('EmptyState', () => {
  it('says the title as a paragraph, or a heading when asked, with its line and action', async () => {
    const html = await renderAdmin(<EmptyState title="Nothing yet" text="Add one" action={<a href="#x">Add</a>} />);
    expect(html).toMatch(/<p[^>]*>Nothing yet<\/p>/);
    expect(html).toContain('Add one');
    expect(html).toContain('<a href="#x">Add</a>');
    expect(await renderAdmin(<EmptyState title="None" heading />)).toMatch(/<h2[^>]*>None<\/h2>/);
  });
});
