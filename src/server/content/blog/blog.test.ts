import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { solidImage } from '~test/images';
import { whileActivityWritesFail } from '~test/failing-activity';

let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));
const picture = await solidImage(120, 63, '#345');

interface Post {
  _id: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  type: 'article' | 'video';
  videoId: string | null;
  tags: string[];
  image: string | null;
  date: string;
  createdAt: string;
}

const article = {
  title: 'A new classroom',
  excerpt: 'Walls are up.',
  content: '<h2>Progress</h2><p>The <strong>walls</strong> are up.</p>',
  category: 'News',
  type: 'article',
  tags: 'school, building, ,news',
};

function form(values: Record<string, string>, image?: Buffer): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  if (image) f.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'cover.png');
  return f;
}
const add = (values: Record<string, string>, image?: Buffer) =>
  s.request('/api/add/blog', { method: 'POST', token, body: form(values, image) });
const created = async (res: Response) => ((await res.json()) as { data: Post }).data;
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('blog', () => {
  it('adds an article with an image and tags split from one comma-separated string', async () => {
    const res = await add(article, picture);
    expect(res.status).toBe(201);
    const post = await created(res);
    expect(post).toMatchObject({
      title: 'A new classroom',
      excerpt: 'Walls are up.',
      content: '<h2>Progress</h2><p>The <strong>walls</strong> are up.</p>',
      category: 'News',
      type: 'article',
      videoId: null,
      tags: ['school', 'building', 'news'],
    });
    expect(post.image).toMatch(/^\/api\/images\/[a-f0-9]{32}\/1200\.webp$/);
    expect(new Date(post.date).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const one = await s.request(`/api/blog/${post._id}`);
    expect(one.status).toBe(200);
    // The admin answer carries the stored translations; a public one says its language instead.
    const { translations, ...english } = post as Post & { translations: unknown };
    expect(translations).toEqual({});
    expect(((await one.json()) as { data: Post }).data).toEqual({ ...english, lang: 'en' });
  });

  it('adds a video post, which needs a valid video id', async () => {
    const ok = await add({ ...article, type: 'video', videoId: 'dQw4w9WgXcQ' });
    expect(ok.status).toBe(201);
    expect(await created(ok)).toMatchObject({ type: 'video', videoId: 'dQw4w9WgXcQ', image: null });

    const linked = await add({ ...article, type: 'video', videoId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(await created(linked)).toMatchObject({ type: 'video', videoId: 'dQw4w9WgXcQ' });
    const wrong = await add({ ...article, type: 'video', videoId: 'https://vimeo.com/1' });
    expect(await message(wrong)).toBe("videoId: Enter the 11-character YouTube video ID or the video's link");

    const missing = await add({ ...article, type: 'video' });
    expect(missing.status).toBe(400);
    expect(await message(missing)).toBe('videoId: Video ID is required for a video post');
    const onArticle = await add({ ...article, videoId: 'dQw4w9WgXcQ' });
    expect(onArticle.status).toBe(400);
    expect(await message(onArticle)).toBe('videoId: A video ID is only for video posts');
  });

  it('sanitises the content HTML on save', async () => {
    const res = await add({
      ...article,
      content:
        '<p onclick="steal()">Hi<script>alert(1)</script></p><style>p{}</style>' +
        '<a href="javascript:alert(1)">bad</a><a href="https://example.org" target="_blank">good</a>' +
        '<img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAAA"><iframe src="https://evil.example"></iframe>',
    });
    expect(res.status).toBe(201);
    const { content } = await created(res);
    expect(content).toBe(
      '<p>Hi</p><a>bad</a><a href="https://example.org" target="_blank" rel="noopener noreferrer">good</a><img src="x" />',
    );

    const onlyScript = await add({ ...article, content: '<script>alert(1)</script>' });
    expect(onlyScript.status).toBe(400);
    expect(await message(onlyScript)).toBe('content: Content is required');
  });

  it('lists posts newest first, publicly', async () => {
    const res = await s.request('/api/blog');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Post[] };
    expect(data.length).toBeGreaterThanOrEqual(3);
    const dates = data.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses bad fields with 400 naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...article, title: ' ' }, 'title: Title is required'],
      [{ ...article, excerpt: '' }, 'excerpt: Excerpt is required'],
      [{ ...article, category: '' }, 'category: Category is required'],
      [{ ...article, type: 'podcast' }, 'type: Type is required'],
      [{ ...article, title: 'x'.repeat(201) }, 'title: Must be at most 200 characters'],
    ];
    for (const [values, text] of cases) {
      const res = await add(values);
      expect(res.status, text).toBe(400);
      expect(await message(res)).toBe(text);
    }
    const longTags = await add({ ...article, tags: 'x'.repeat(501) });
    expect(longTags.status).toBe(400);
    expect(await message(longTags)).toMatch(/^tags: /);
    const { content: _c, ...withoutContent } = article;
    const noContent = await add(withoutContent);
    expect(noContent.status).toBe(400);
    expect(await message(noContent)).toMatch(/^content: /);
  });

  it('judges the image by its bytes and refuses non-multipart bodies', async () => {
    const fake = await add(article, randomBytes(2048));
    expect(fake.status).toBe(415);
    expect(await message(fake)).toBe('Please select a valid image file');
    const huge = await add(article, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(huge.status).toBe(413);
    expect(await message(huge)).toBe('Image size must be less than 5MB');
    const json = await s.request('/api/add/blog', { method: 'POST', token, json: article });
    expect(json.status).toBe(415);
  });

  it('edits a post, keeping its image and date, and deletes it', async () => {
    const post = await created(await add(article, picture));
    const res = await s.request(`/api/blog/${post._id}`, {
      method: 'PUT',
      token,
      body: form({ ...article, title: 'Classroom finished', tags: 'done' }),
    });
    expect(res.status).toBe(200);
    const edited = await created(res);
    expect(edited).toMatchObject({
      _id: post._id,
      title: 'Classroom finished',
      tags: ['done'],
      image: post.image,
      date: post.date,
    });

    const del = await s.request(`/api/blog/${post._id}`, { method: 'DELETE', token });
    expect(del.status).toBe(200);
    expect((await s.request(`/api/blog/${post._id}`)).status).toBe(404);
    expect((await s.request(post.image!)).status).toBe(200);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', "1'or'1"]) {
      const one = await s.request(`/api/blog/${encodeURIComponent(id)}`);
      expect(one.status).toBe(404);
      expect(await message(one)).toBeTruthy();
      expect((await s.request(`/api/blog/${id}`, { method: 'PUT', token, body: form(article) })).status).toBe(404);
      expect((await s.request(`/api/blog/${id}`, { method: 'DELETE', token })).status).toBe(404);
    }
  });

  it('refuses admin calls without a session (401)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await s.request('/api/add/blog', { method: 'POST', body: form(article) })).status).toBe(401);
    expect((await s.request(`/api/blog/${id}`, { method: 'PUT', body: form(article) })).status).toBe(401);
    expect((await s.request(`/api/blog/${id}`, { method: 'DELETE' })).status).toBe(401);
  });

  it('saves a change and its activity record together, or neither', async () => {
    const kept = await created(await add(article));
    const put = (values: Record<string, string>) =>
      s.request(`/api/blog/${kept._id}`, { method: 'PUT', token, body: form(values) });
    await whileActivityWritesFail(s, async () => {
      expect((await add({ ...article, title: 'Orphan' })).status).toBe(500);
      expect((await put({ ...article, title: 'Renamed' })).status).toBe(500);
      expect((await s.request(`/api/blog/${kept._id}`, { method: 'DELETE', token })).status).toBe(500);
    });
    const list = ((await (await s.request('/api/blog')).json()) as { data: Post[] }).data;
    expect(list.some((p) => p.title === 'Orphan')).toBe(false);
    expect(list.find((p) => p._id === kept._id)?.title).toBe('A new classroom');
  });
});
