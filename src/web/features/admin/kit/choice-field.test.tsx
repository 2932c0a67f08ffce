import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { ChoiceField, RecordChoiceField } from './choice-field';

/** A select's name, then its options as value and words, in order. */
const select = (html: string) => [
  html.match(/<select[^>]*name="([^"]+)"/)?.[1],
  ...[...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => `${m[1]}:${m[2]}`),
];

describe('ChoiceField and RecordChoiceField', () => {
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
    expect(select(html)).toEqual(['kind', 'a:A', 'b:B']);
    expect(html).toMatch(/<option value="b" selected="">B<\/option>/);
  });

  it('offers none of the records first, then each record by its name, its value its id', async () => {
    const records = [
      { _id: 'c-1', name: 'Aline' },
      { _id: 'c-2', name: 'Eric' },
    ];
    const html = await renderAdmin(<RecordChoiceField label="Child" name="childId" none="Choose" records={records} />);
    expect(select(html)).toEqual(['childId', ':Choose', 'c-1:Aline', 'c-2:Eric']);
  });
});
