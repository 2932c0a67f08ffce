import { describe, expect, it } from 'vitest';
import { blogPostInputSchema, videoIdFrom } from './blog';

const post = { title: 'T', excerpt: 'E', content: '<p>C</p>', category: 'Education', type: 'video' };

describe('video id', () => {
  it('is taken from the links staff paste', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      '  dQw4w9WgXcQ  ',
    ])
      expect(videoIdFrom(link)).toBe('dQw4w9WgXcQ');
  });

  it('leaves anything else as typed, for the schema to refuse with a message that says what to enter', () => {
    expect(videoIdFrom('https://vimeo.com/123456789')).toBe('https://vimeo.com/123456789');
    expect(videoIdFrom('https://youtu.be/dQw4w9WgXcQextra')).toBe('https://youtu.be/dQw4w9WgXcQextra');
    const bad = blogPostInputSchema.safeParse({ ...post, videoId: 'https://vimeo.com/123456789' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/videoIdInvalid/);
    const empty = blogPostInputSchema.safeParse({ ...post, videoId: '' });
    expect(empty.error?.issues[0]?.message).toMatch(/videoIdRequired/);
    const good = blogPostInputSchema.safeParse({ ...post, videoId: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(good.data?.videoId).toBe('dQw4w9WgXcQ');
  });
});
