import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { ChoiceField, RecordChoiceField } from './choice-field';

/** A select's options, as value and words, in order. */
const options = (html: string) =>
  [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => `${m[1]}:${m[2]}`);

describe('ChoiceField', () => {
  it('is a labelled select of its choices, each in its words', async () => {
    const html = await renderAdmin(
      <ChoiceField
        label="Kind"
        name="kind"
        defaultValue="b"
        choices={['a', 'b'] as const}
        words={(c) => c.toUpperCase()}
      />,
    );
    expect(html).toMatch(/<label[^>]*>Kind/);
    expect(html).toMatch(/<select[^>]*name="kind"/);
    expect(options(html)).toEqual(['a:A', 'b:B']);
    expect(html).toMatch(/<option value="b" selected="">B<\/option>/);
  });
});

describe('RecordChoiceField', () => {
  it('offers none of the records first, then each record by its name, its value its id', async () => {
    const html = await renderAdmin(
      <RecordChoiceField
        label="Child"
        name="childId"
        defaultValue=""
        none="Choose a child"
        records={[
          { _id: 'c-1', name: 'Aline' },
          { _id: 'c-2', name: 'Eric' },
        ]}
      />,
    );
    expect(html).toMatch(/<select[^>]*name="childId"/);
    expect(options(html)).toEqual([':Choose a child', 'c-1:Aline', 'c-2:Eric']);
  });
});
