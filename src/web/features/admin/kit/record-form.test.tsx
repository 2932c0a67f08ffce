import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { TranslationLanguage } from '~/shared/schemas/translations';
import { renderAdmin } from '~test/render-admin';
import { type FieldSpec, Fields } from './fields';
import { RecordForm, useRecordForm } from './record-form';

const specs: FieldSpec[] = [
  { name: 'name', label: 'Skill name', translated: true, input: { required: true, maxLength: 100 } },
  { name: 'description', label: 'What it is', rows: 3, translated: true },
  { name: 'requirements', label: 'Requirements' },
];

/** A skill's form as a screen builds it, its tabs showing `lang` (English unless told). */
function SkillForm({
  saved = false,
  lang,
  other = specs,
  actions,
  children,
}: {
  saved?: boolean;
  lang?: TranslationLanguage;
  other?: Parameters<typeof RecordForm>[0]['other'];
  actions?: Parameters<typeof RecordForm>[0]['actions'];
  children?: ReactNode;
}) {
  const recordForm = useRecordForm({
    kind: 'skill',
    record: saved ? { _id: 's-1', translations: { fr: { name: 'Couture' } } } : null,
    initial: () => ({ name: saved ? 'Sewing' : '', description: '', requirements: '' }),
  });
  const shown = lang ? { ...recordForm, tr: { ...recordForm.tr, language: lang } } : recordForm;
  return (
    <RecordForm
      form={shown}
      submit={saved ? 'Update Skill' : 'Add Skill'}
      onCancel={() => {}}
      english={<Fields specs={specs} bind={recordForm.form.field} />}
      other={other}
      actions={actions}
    >
      {children}
    </RecordForm>
  );
}

const buttons = (html: string) => [...html.matchAll(/<button[^>]*type="(submit|button)"[^>]*>([^<]*)<\/button>/g)];

describe('RecordForm', () => {
  it('is a form of its own (no panel, no title) with a tab per language, English first and selected', async () => {
    const html = await renderAdmin(<SkillForm saved />);
    expect(html).toMatch(/^<form novalidate="" class="space-y-4">/i);
    expect(html).not.toContain('<h2');
    expect(html).toContain('role="tablist" aria-label="Language of the text"');
    const tabs = [...html.matchAll(/role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]*)</g)];
    expect(tabs.map((m) => [m[2], m[1]])).toEqual([
      ['English', 'true'],
      ['Ikinyarwanda', 'false'],
      ['Français', 'false'],
    ]);
    expect(html).toContain('Skill name');
    expect(html).toContain('value="Sewing"');
    expect(html).toContain('Requirements');
  });

  it('says the submit as the screen gives it, then "Cancel"; "…ing" words are the kit’s own', async () => {
    const adding = buttons(await renderAdmin(<SkillForm />)).filter((m) => !m[0].includes('role="tab"'));
    expect(adding.map((m) => [m[1], m[2]])).toEqual([
      ['submit', 'Add Skill'],
      ['button', 'Cancel'],
    ]);
    const editing = buttons(await renderAdmin(<SkillForm saved />)).filter((m) => !m[0].includes('role="tab"'));
    expect(editing.map((m) => m[2])).toEqual(['Update Skill', 'Cancel']);
  });

  it('puts cancel first at the end, and says why the submit is disabled, as `actions` asks', async () => {
    const html = await renderAdmin(<SkillForm actions={{ end: true, disabled: true, note: 'Fill in every field' }} />);
    const [note, submit] = [/<p id="([^"]+)"[^>]*>Fill in every field<\/p>/, /<button type="submit"[^>]*>/].map((re) =>
      html.match(re),
    );
    expect(note).not.toBeNull();
    expect(submit?.[0]).toContain('disabled=""');
    expect(submit?.[0]).toContain(`aria-describedby="${note?.[1]}"`);
    expect(html.indexOf('>Cancel<')).toBeLessThan(html.indexOf('>Add Skill<'));
    expect(html).toContain('justify-end');
  });

  it('shows its children (a failure said) before the buttons', async () => {
    const html = await renderAdmin(
      <SkillForm>
        <p role="alert">Could not save</p>
      </SkillForm>,
    );
    expect(html.indexOf('Could not save')).toBeGreaterThan(html.indexOf('role="tabpanel"'));
    expect(html.indexOf('Could not save')).toBeLessThan(html.indexOf('>Add Skill<'));
  });

  it('asks on the other tabs only for the translated specs, optional there, and says the rest is shared', async () => {
    const html = await renderAdmin(<SkillForm saved lang="fr" />);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Français</);
    expect(html).toContain('Optional. Where a field is left empty, visitors see the English text.');
    expect(html).toContain('Skill name');
    expect(html).toContain('value="Couture"');
    expect(html).toContain('What it is');
    expect(html).not.toContain('Requirements');
    expect(html).not.toMatch(/<input[^>]*required/);
    expect(html).toContain('Other fields are the same in every language: set them in English.');
  });

  it('draws the other tabs with `other` when it is a function, without the note', async () => {
    const html = await renderAdmin(<SkillForm lang="rw" other={(lang) => <p>Own fields in {lang}</p>} />);
    expect(html).toContain('Own fields in rw');
    expect(html).not.toContain('Skill name');
    expect(html).not.toContain('Other fields are the same');
  });
});
