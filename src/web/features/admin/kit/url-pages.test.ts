import { describe, expect, it, vi } from 'vitest';
import { toPage } from './url-pages';

describe('toPage', () => {
  it('puts the page in the URL, the first page as no ?page= at all', () => {
    const url = { set: vi.fn() };
    toPage(url)(3);
    toPage(url)(1);
    expect(url.set.mock.calls).toEqual([[{ page: 3 }], [{ page: null }]]);
  });
});
