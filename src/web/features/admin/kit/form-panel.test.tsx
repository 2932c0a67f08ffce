import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { FormActions, FormPanel } from './form-panel';

const actions = (over: Partial<Parameters<typeof FormActions>[0]> = {}) => (
  <FormActions saving={false} submit="Save" savingLabel="Saving..." cancel="Cancel" onCancel={() => {}} {...over} />
);

/** The buttons' types and words, in order. */
const buttons = (html: string) =>
  [...html.matchAll(/<button type="(submit|button)"[^>]*>([^<]*)<\/button>/g)].map((m) => `${m[1]}:${m[2]}`);

describe('FormPanel', () => {
  it('is a section named by its title, the form inside it', async () => {
    const html = await renderAdmin(
      <FormPanel title="Add New Product" record={null}>
        <form>fields</form>
      </FormPanel>,
    );
    const labelledBy = html.match(/<section[^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`<h2 id="${labelledBy}" class="text-xl font-bold text-slate-900">Add New Product</h2>`);
    expect(html.indexOf('<form>fields</form>')).toBeGreaterThan(html.indexOf('Add New Product'));
    expect(html).toMatch(/<\/form><\/div><\/section>$/);
  });
});

describe('FormActions', () => {
  it('puts the submit first, then cancel, a plain button', async () => {
    expect(buttons(await renderAdmin(actions()))).toEqual(['submit:Save', 'button:Cancel']);
  });

  it('says "saving" on a disabled submit while the record is sent', async () => {
    const html = await renderAdmin(actions({ saving: true }));
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""[^>]*>Saving...<\/button>/);
    expect(html).not.toContain('>Save<');
  });

  it('at the end, cancel comes first, and a note says why the submit is disabled', async () => {
    const html = await renderAdmin(actions({ end: true, disabled: true, note: 'Fill in the title' }));
    expect(buttons(html)).toEqual(['button:Cancel', 'submit:Save']);
    expect(html).toContain('justify-end');
    const noteId = html.match(/<p id="([^"]+)"[^>]*>Fill in the title<\/p>/)?.[1];
    const submit = html.match(/<button type="submit"[^>]*>/)?.[0];
    expect(submit).toContain('disabled=""');
    expect(submit).toContain(`aria-describedby="${noteId}"`);
  });

  it('describes the submit by nothing when there is no note', async () => {
    expect(await renderAdmin(actions())).not.toContain('aria-describedby');
  });
});
