import { describe, expect, it } from 'vitest';
import { imageUrl } from '~/shared/images';
import { renderAdmin } from '~test/render-admin';
import { RecordImage } from './record-image';

const HASH = '0123456789abcdef0123456789abcdef';
const SRC = imageUrl(HASH, 800);
const img = (html: string) => /^<img [^>]*\/>$/.exec(html)?.[0] ?? '';

describe('RecordImage', () => {
  it('draws a post’s picture at 1200x630 and a gift’s at 4:3, decorative unless told', async () => {
    const post = img(await renderAdmin(<RecordImage src={SRC} shape="post" sizes="50vw" className="w-full" />));
    expect(post).toContain(`src="${SRC}"`);
    expect(post).toContain(`srcSet="${SRC.replace('800.webp', '')}`);
    expect(post).toContain('alt=""');
    expect(post).toContain('width="1200" height="630"');
    expect(post).toContain('sizes="50vw"');
    expect(post).toContain('class="w-full"');
    const gift = img(
      await renderAdmin(<RecordImage src="/uploads/g.webp" shape="gift" sizes="33vw" className="" alt="A goat" />),
    );
    expect(gift).toContain('width="400" height="300"');
    expect(gift).toContain('alt="A goat"');
    const thumb = img(
      await renderAdmin(<RecordImage src="/uploads/g.webp" shape="giftThumb" sizes="80px" className="" />),
    );
    expect(thumb).toContain('width="160" height="120"');
  });

  it('shows the default picture, in its shape, for a record without one', async () => {
    const none = img(await renderAdmin(<RecordImage src={null} shape="gift" sizes="33vw" className="" />));
    expect(none).toContain('src="/images/default.svg"');
    expect(none).toContain('width="400" height="300"');
  });
});
