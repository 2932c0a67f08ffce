import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { ActionAlert } from './action-alert';

describe('ActionAlert', () => {
  it('says nothing before a form was posted', async () => {
    expect(await renderAdmin(<ActionAlert answer={undefined} failed="Failed" />)).toBe('');
  });

  it('says a success politely and a refusal assertively, with the fallback when the server said nothing', async () => {
    const done = await renderAdmin(<ActionAlert answer={{ ok: true, intent: 'a', message: 'Saved.' }} failed="F" />);
    expect(done).toContain('role="status"');
    expect(done).toContain('Saved.');
    const refused = await renderAdmin(
      <ActionAlert answer={{ ok: false, intent: 'a', message: null }} failed="It failed" />,
    );
    expect(refused).toContain('role="alert"');
    expect(refused).toContain('It failed');
  });

  it('says nothing of a success the server gave no words for (never the failure text in green)', async () => {
    expect(
      await renderAdmin(<ActionAlert answer={{ ok: true, intent: 'a', message: null }} failed="It failed" />),
    ).toBe('');
  });
});
