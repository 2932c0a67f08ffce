import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { type Letter, staffImageSrc } from '~/shared/schemas/child-news';
import { imageUrl } from '~/shared/images';

const HASH = '0123456789abcdef0123456789abcdef';
import { LetterCard } from './letter-card';

const approved = (translation: Letter['translation']): Letter => ({
  _id: '00000000-0000-4000-8000-000000000001',
  childId: '00000000-0000-4000-8000-000000000002',
  childName: 'Aline Uwase',
  sponsorName: 'Grace M',
  sponsorEmail: 'grace@example.org',
  lang: 'en',
  text: 'Dear Aline, we pray for you.',
  approvedText: 'Dear Aline, we pray for you.',
  image: null,
  flags: [],
  status: 'approved',
  returnReason: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  moderatedAt: '2026-11-02T08:00:00.000Z',
  deliveredAt: null,
  translation,
});
const render = (letter: Letter) =>
  renderAdmin(<LetterCard letter={letter} />, 'http://localhost/dashboard/letters', ['childNews']);

describe('a letter on the Letters screen (docs/field.md#translation)', () => {
  it('shows its checked Kinyarwanda translation, words and handwritten pages, to go with it to the child', async () => {
    const html = await render(
      approved({
        status: 'checked',
        text: 'Aline mwiza, turagusengera.',
        images: [imageUrl(HASH, 1600)],
      }),
    );
    expect(html).toContain('Kinyarwanda translation, checked: it goes to the child with the letter');
    expect(html).toContain('<p lang="rw"');
    expect(html).toContain('Aline mwiza, turagusengera.');
    expect(html).toContain('alt="Page 1 of the translation written by hand"');
    expect(html).toContain(staffImageSrc(imageUrl(HASH, 1600)));
    expect(staffImageSrc(imageUrl(HASH, 1600))).toContain(HASH);
  });

  it('says where the translation is before it is checked, with the way to the Translations screen', async () => {
    const html = await render(approved({ status: 'translated', text: 'draft', images: [] }));
    expect(html).toContain('Waiting for its Kinyarwanda translation (translated, to be checked).');
    expect(html).toContain('href="/dashboard/translations"');
    expect(html).not.toContain('draft');
  });

  it('says nothing of a translation a letter does not need', async () => {
    expect(await render(approved(null))).not.toContain('translation');
  });
});
