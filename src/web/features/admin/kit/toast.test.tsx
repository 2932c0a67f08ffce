import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { ToastRegion, useToast } from './toast';

describe('ToastRegion', () => {
  it('keeps an empty live region mounted when there is no toast', async () => {
    const html = await renderAdmin(<ToastRegion toast={null} />);
    expect(html).toMatch(/^<div role="status" aria-live="polite" class="[^"]*fixed bottom-4[^"]*"><\/div>$/);
    expect(await renderAdmin(<ToastRegion toast={null} inline />)).toBe(
      '<div role="status" aria-live="polite" class="min-h-0"></div>',
    );
  });

  it('says the toast in its tone’s colours', async () => {
    const done = await renderAdmin(<ToastRegion toast={{ id: 1, text: 'Gift saved', tone: 'success' }} />);
    expect(done).toMatch(/<p class="[^"]*bg-green-700 text-white">Gift saved<\/p><\/div>$/);
    const failed = await renderAdmin(<ToastRegion toast={{ id: 2, text: 'Could not save', tone: 'error' }} inline />);
    expect(failed).toMatch(/<p class="[^"]*bg-red-700 text-white">Could not save<\/p>/);
    const info = await renderAdmin(<ToastRegion toast={{ id: 3, text: 'Nothing changed', tone: 'info' }} />);
    expect(info).toContain('bg-slate-800 text-white">Nothing changed</p>');
  });
});

describe('useToast', () => {
  it('starts with no toast, so the region renders empty', async () => {
    function Probe() {
      const { toast } = useToast();
      return <ToastRegion toast={toast} inline />;
    }
    expect(await renderAdmin(<Probe />)).toBe('<div role="status" aria-live="polite" class="min-h-0"></div>');
  });
});
