import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { ConfirmButtons } from './confirm-buttons';

const confirm = (over: Partial<Parameters<typeof ConfirmButtons>[0]> = {}) => (
  <ConfirmButtons cancel="Cancel" confirm="Yes, remove it" onCancel={() => {}} onConfirm={() => {}} {...over} />
);

describe('ConfirmButtons', () => {
  it('puts cancel first and the action last, on the right, both plain buttons', async () => {
    const html = await renderAdmin(confirm());
    expect(html).toMatch(/^<div class="flex flex-wrap justify-end gap-3">/);
    const words = [...html.matchAll(/<button type="button"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(words).toEqual(['Cancel', 'Yes, remove it']);
    expect(html).not.toContain('disabled=""');
  });

  it('says the busy words on a disabled action while it runs, cancel still usable', async () => {
    const html = await renderAdmin(confirm({ busy: true, busyLabel: 'Removing…', tone: 'destructive' }));
    expect(html).toMatch(/<button type="button" class="[^"]*bg-red-700[^"]*" disabled="">Removing…<\/button>/);
    expect(html.match(/disabled=""/g)).toHaveLength(1);
  });
});
