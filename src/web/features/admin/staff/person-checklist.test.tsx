import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { PersonChecklist } from './person-checklist';

const ada = '00000000-0000-4000-8000-000000000001';

const render = (options: { value: string; label: string }[], empty?: string) =>
  renderAdmin(
    <PersonChecklist
      personId={ada}
      intent="centres"
      title="Centres"
      help="The centres of Ada"
      name="centre"
      options={options}
      checked={['c-2']}
      submit="Save centres"
      empty={empty}
    />,
  );

describe('PersonChecklist', () => {
  it('posts the intent for the person with a checkbox per option, the ones they have checked', async () => {
    const html = await render([
      { value: 'c-1', label: 'Kicukiro' },
      { value: 'c-2', label: 'Gasabo' },
    ]);
    expect(html).toMatch(/^<details[^>]*><summary[^>]*>Centres<\/summary>/);
    expect(html).toContain(
      `<input type="hidden" name="intent" value="centres"/><input type="hidden" name="id" value="${ada}"/>`,
    );
    expect(html).toContain('<legend class="text-sm text-slate-700">The centres of Ada</legend>');
    expect(html).toMatch(/<input type="checkbox" class="[^"]+" name="centre" value="c-1"\/>Kicukiro/);
    expect(html).toMatch(/<input type="checkbox" class="[^"]+" name="centre" checked="" value="c-2"\/>Gasabo/);
    expect(html).toMatch(/<button[^>]*>Save centres<\/button>/);
    expect(html).not.toContain(' disabled=""');
  });

  it('says there is nothing to give, and saves nothing, without options', async () => {
    const html = await render([], 'No centres yet');
    expect(html).toContain('<p class="text-sm text-slate-700">No centres yet</p>');
    expect(html).not.toContain('<fieldset');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Save centres<\/button>/);
  });
});
