import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { buttonClass } from './button';
import { StateLinks } from './state-links';

describe('StateLinks', () => {
  it('links every state, the one shown dark and the current page', async () => {
    const html = await renderAdmin(
      <StateLinks
        label="States"
        states={['pending', 'approved'] as const}
        current="approved"
        to={(s) => `?status=${s}`}
        name={(s) => s.toUpperCase()}
      />,
    );
    expect(html).toMatch(/^<nav aria-label="States" class="mt-4"><ul class="flex flex-wrap gap-2">/);
    const links = [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map((m) => [m[2], m[1]]);
    expect(links.map(([name]) => name)).toEqual(['PENDING', 'APPROVED']);
    const [pending, approved] = links.map(([, attributes]) => attributes ?? '');
    expect(pending).not.toContain('aria-current');
    expect(pending).toContain(`class="${buttonClass({ tone: 'secondary', size: 'sm' })}"`);
    expect(approved).toContain('aria-current="page"');
    expect(approved).toContain(`class="${buttonClass({ tone: 'dark', size: 'sm' })}"`);
    expect(approved).toContain('href="/dashboard/things?status=approved"');
  });
});
