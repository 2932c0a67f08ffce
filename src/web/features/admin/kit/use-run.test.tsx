import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import type { ToastTone } from './toast';
import { useRun } from './use-run';

describe('useRun', () => {
  it('toasts a saved form in its words, as a success, before the page’s data is read again', async () => {
    const show = vi.fn<(text: string, tone?: ToastTone) => void>();
    let done: ((text: string) => Promise<void>) | undefined;
    function Probe() {
      done = useRun(show).done;
      return null;
    }
    expect(await renderAdmin(<Probe />)).toBe('');
    if (!done) throw new Error('the probe did not render');
    // The test's static router cannot read the data again: what matters here is the toast first.
    await done('Gift saved').catch(() => undefined);
    expect(show.mock.calls).toEqual([['Gift saved']]);
  });
});
