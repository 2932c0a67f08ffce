import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { DownloadIcon, Icon } from './icon';

describe('Icon', () => {
  it('draws its path hidden from screen readers (its button names it), 18 px unless told', async () => {
    const html = await renderAdmin(<Icon d="M1 1h2" />);
    expect(html).toMatch(/^<svg viewBox="0 0 24 24" width="18" height="18" [^>]*aria-hidden="true">/);
    expect(html).toContain('stroke="currentColor"');
    expect(html).toContain('<path d="M1 1h2" stroke-linecap="round" stroke-linejoin="round"></path>');
    expect(await renderAdmin(<Icon d="M1 1h2" size={24} />)).toContain('width="24" height="24"');
  });

  it('has a download arrow for the Export buttons', async () => {
    const html = await renderAdmin(<DownloadIcon />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('<path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14"');
  });
});
