import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { IntentButton, IntentFields } from './intent-button';

describe('IntentButton', () => {
  it('is a form posted to the route’s action with its intent and record', async () => {
    const html = await renderAdmin(<IntentButton intent="archive" id="r-1" label="Archive" tone="danger" />);
    expect(html).toMatch(/<form[^>]*action="\/dashboard\/things" method="post">/);
    expect(html).toContain('<input type="hidden" name="intent" value="archive"/>');
    expect(html).toContain('<input type="hidden" name="id" value="r-1"/>');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Archive<\/button>/);
  });

  it('sends no id when it acts on no one record', async () => {
    expect(await renderAdmin(<IntentButton intent="refresh" label="Refresh" />)).not.toContain('name="id"');
  });
});

describe('IntentFields', () => {
  it('names the intent, and the record when there is one', async () => {
    expect(await renderAdmin(<IntentFields intent="return" id="r-2" />)).toBe(
      '<input type="hidden" name="intent" value="return"/><input type="hidden" name="id" value="r-2"/>',
    );
    expect(await renderAdmin(<IntentFields intent="codes" />)).toBe(
      '<input type="hidden" name="intent" value="codes"/>',
    );
  });
});
