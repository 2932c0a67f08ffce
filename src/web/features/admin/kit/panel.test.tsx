import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { flatCard, Panel } from './panel';

describe('Panel', () => {
  it('is a white card named by its heading, what it holds after the heading', async () => {
    const html = await renderAdmin(
      <Panel title="Statements">
        <p>rows</p>
      </Panel>,
    );
    const labelledBy = html.match(/<section[^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain('class="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"');
    expect(html).toContain(`<h2 id="${labelledBy}" class="text-lg font-semibold text-slate-900">Statements</h2>`);
    expect(html).toMatch(/<\/h2><p>rows<\/p><\/section>$/);
  });

  it('keeps its own id (an address links to it), a flat card and a heading of other classes', async () => {
    const html = await renderAdmin(
      <Panel id="freshness" title="Freshness" className={flatCard} titleClassName="text-xl font-semibold">
        <p>form</p>
      </Panel>,
    );
    expect(html).toMatch(
      /^<section id="freshness" aria-labelledby="[^"]+" class="rounded-xl border border-slate-200 bg-white p-5">/,
    );
    expect(html).toContain('class="text-xl font-semibold">Freshness</h2>');
  });

  it('puts the aside beside the title, and its data attributes on the section', async () => {
    const html = await renderAdmin(
      <Panel title="Record" aside={<a href="#x">Open</a>} data={{ 'data-section': 'plans' }}>
        <p>rows</p>
      </Panel>,
    );
    expect(html).toContain('data-section="plans"');
    expect(html).toMatch(
      /<div class="flex flex-wrap items-start justify-between gap-3"><h2[^>]*>Record<\/h2><a href="#x">Open<\/a><\/div>/,
    );
  });
});
