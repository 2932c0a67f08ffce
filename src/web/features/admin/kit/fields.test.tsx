import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { giftTranslationsSchema } from '~/shared/schemas/translations';
import { Fields, TabbedForm, TranslatedFields, type FieldSpec } from './fields';
import { useTranslations } from './use-translations';

const specs: FieldSpec[] = [
  { name: 'name', label: 'Name', translated: true, input: { required: true, maxLength: 120, autoComplete: 'off' } },
  {
    name: 'description',
    label: 'Description',
    rows: 4,
    hint: 'A sentence or two',
    translated: true,
    input: { maxLength: 2000 },
  },
  { name: 'price', label: 'Price', input: { type: 'number', min: 1, required: true } },
];
const values: Record<string, string> = { name: 'Goat', description: 'Milk', price: '60' };
const bind =
  (errors: Record<string, string> = {}) =>
  (name: string) => ({
    name,
    value: values[name] ?? '',
    onChange: () => undefined,
    error: errors[name],
  });
const controlOf = (html: string, name: string) =>
  new RegExp(`<(input|textarea) [^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('Fields', () => {
  it('draws each spec as its labelled control, bound to its value, with its input attributes', async () => {
    const html = await renderAdmin(<Fields specs={specs} bind={bind()} />);
    expect([...html.matchAll(/<label [^>]*>([^<]*)<\/label>/g)].map((m) => m[1])).toEqual([
      'Name',
      'Description',
      'Price',
    ]);
    const name = controlOf(html, 'name');
    expect(name).toMatch(/^<input /);
    expect(name).toContain('required=""');
    expect(name).toContain('maxLength="120"');
    expect(name).toContain('autoComplete="off"');
    expect(name).toContain('value="Goat"');
    const description = controlOf(html, 'description');
    expect(description).toMatch(/^<textarea /);
    expect(description).toContain('rows="4"');
    expect(description).toContain('maxLength="2000"');
    expect(description).not.toContain('required');
    expect(html).toContain('>Milk</textarea>');
    expect(html).toContain('A sentence or two</p>');
    expect(controlOf(html, 'price')).toMatch(/type="number"[^>]*min="1"|min="1"[^>]*type="number"/);
  });

  it('says a field’s error on it', async () => {
    const html = await renderAdmin(<Fields specs={specs} bind={bind({ price: 'Please enter a price' })} />);
    expect(controlOf(html, 'price')).toContain('aria-invalid="true"');
    expect(controlOf(html, 'name')).not.toContain('aria-invalid');
    expect(html).toContain('Please enter a price</p>');
  });
});

function Translated({ lang }: { lang: 'rw' | 'fr' }) {
  const tr = useTranslations(['name', 'description'], { fr: { name: 'Chèvre' } }, giftTranslationsSchema);
  return <TranslatedFields specs={specs} tr={tr} lang={lang} note={<p>English shows where empty</p>} />;
}

describe('TranslatedFields', () => {
  it('asks only the translated fields, never required, under their language’s names, then the note', async () => {
    const html = await renderAdmin(<Translated lang="fr" />);
    expect(controlOf(html, 'price')).toBe('');
    const name = controlOf(html, 'translations.fr.name');
    expect(name).toContain('value="Chèvre"');
    expect(name).toContain('lang="fr"');
    expect(name).toContain('maxLength="120"');
    expect(name).not.toContain('required');
    expect(name).not.toContain('autoComplete');
    expect(controlOf(html, 'translations.fr.description')).toMatch(/^<textarea /);
    expect(html).toMatch(/<p>English shows where empty<\/p>$/);
  });
});

function Tabbed({ invalid }: { invalid: boolean }) {
  const tr = useTranslations(['name'], undefined, giftTranslationsSchema);
  return (
    <TabbedForm
      onSubmit={() => undefined}
      tr={tr}
      invalid={invalid}
      panelClassName="grid gap-4"
      english={<p>English fields</p>}
      other={(lang) => <p>{lang} fields</p>}
    >
      <button type="submit">Save</button>
    </TabbedForm>
  );
}

describe('TabbedForm', () => {
  it('is a form checked by the screen (noValidate), English shown first, its buttons after the tabs', async () => {
    const html = await renderAdmin(<Tabbed invalid={false} />);
    expect(html).toMatch(/^<form noValidate="" class="space-y-4"><div><div role="tablist"/);
    expect(html).toContain('<p>English fields</p>');
    expect(html).not.toContain('rw fields');
    expect(html).not.toContain('has errors');
    expect(html).toMatch(/<\/div><\/div><button type="submit">Save<\/button><\/form>$/);
  });

  it('marks the English tab when its fields hold an error', async () => {
    const html = await renderAdmin(<Tabbed invalid />);
    expect(html).toMatch(/lang="en"[^>]*>English<span class="sr-only"> \(has errors\)<\/span><\/button>/);
  });
});
