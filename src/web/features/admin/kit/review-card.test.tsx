import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { ReturnForm, ReviewCard } from './review-card';

describe('ReviewCard', () => {
  it('is an article named by its heading, the stamp beside it, the byline under, then what it holds', async () => {
    const html = await renderAdmin(
      <ReviewCard
        headingId="letter-1"
        data={{ 'data-letter': '1' }}
        title="To Aline"
        stamp="1 Nov 2026"
        byline="From Grace"
      >
        <blockquote>Dear Aline</blockquote>
      </ReviewCard>,
    );
    expect(html).toMatch(/^<article aria-labelledby="letter-1" data-letter="1" class="[^"]+">/);
    expect(html).toContain('<h2 id="letter-1" class="text-lg font-semibold text-slate-900">To Aline</h2>');
    expect(html).toMatch(/To Aline<\/h2><p class="text-sm text-slate-600">1 Nov 2026<\/p><\/div>/);
    expect(html).toMatch(
      /<p class="text-sm text-slate-700">From Grace<\/p><blockquote>Dear Aline<\/blockquote><\/article>$/,
    );
  });
});

describe('ReturnForm', () => {
  it('posts the return of one record with its reason, required', async () => {
    const html = await renderAdmin(
      <ReturnForm id="r-1" label="Why it goes back" hint="The officer reads it" rows={3} submit="Return" />,
    );
    expect(html).toMatch(/^<form class="space-y-2"[^>]*method="post"/);
    expect(html).toContain(
      '<input type="hidden" name="intent" value="return"/><input type="hidden" name="id" value="r-1"/>',
    );
    expect(html).toMatch(/<textarea[^>]*name="reason"[^>]*>/);
    expect(html).toMatch(
      /<textarea[^>]*maxLength="1000"[^>]*required=""|<textarea[^>]*required=""[^>]*maxLength="1000"/,
    );
    expect(html).toContain('The officer reads it');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Return<\/button>/);
  });
});
