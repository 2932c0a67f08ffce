import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { reload, skipForUrlFilters, skipForUrlKeys } from './url-filters';

const args = (current: string, next: string, defaultShouldRevalidate = true) =>
  ({
    currentUrl: new URL(current, 'http://localhost'),
    nextUrl: new URL(next, 'http://localhost'),
    defaultShouldRevalidate,
  }) as ShouldRevalidateFunctionArgs;

describe('skipForUrlFilters', () => {
  it('reads nothing again when only the query of the same page changes', () => {
    expect(skipForUrlFilters(args('/dashboard/gifts?q=a', '/dashboard/gifts?q=ab&page=2'))).toBe(false);
    expect(skipForUrlFilters(args('/dashboard/gifts', '/dashboard/gifts?sort=price'))).toBe(false);
  });

  it('leaves React Router to decide for another page or the same address (a post)', () => {
    expect(skipForUrlFilters(args('/dashboard/gifts?q=a', '/dashboard/posts?q=a'))).toBe(true);
    expect(skipForUrlFilters(args('/dashboard/gifts?q=a', '/dashboard/gifts?q=a'))).toBe(true);
    expect(skipForUrlFilters(args('/dashboard/gifts?q=a', '/dashboard/gifts?q=a', false))).toBe(false);
  });

  it('still reads again while a reload asked for is pending, and skips once it is done', async () => {
    let answered = (): void => undefined;
    const pending = reload({ revalidate: () => new Promise<void>((resolve) => (answered = resolve)) });
    expect(skipForUrlFilters(args('/dashboard/gifts', '/dashboard/gifts?q=a'))).toBe(true);
    expect(skipForUrlKeys('id')(args('/dashboard/gifts', '/dashboard/gifts?id=1'))).toBe(true);
    answered();
    await pending;
    expect(skipForUrlFilters(args('/dashboard/gifts', '/dashboard/gifts?q=a'))).toBe(false);
  });

  it('forgets a failed reload too', async () => {
    await expect(reload({ revalidate: () => Promise.reject(new Error('offline')) })).rejects.toThrow('offline');
    expect(skipForUrlFilters(args('/dashboard/gifts', '/dashboard/gifts?q=a'))).toBe(false);
  });
});

describe('skipForUrlKeys', () => {
  it('skips a change of only its keys, whatever the order of the others', () => {
    const skip = skipForUrlKeys('id', 'tab');
    expect(skip(args('/d/children?q=a&page=2', '/d/children?page=2&q=a&id=c-1&tab=news'))).toBe(false);
    expect(skip(args('/d/children?q=a&id=c-1', '/d/children?q=b&id=c-1'))).toBe(true);
    expect(skip(args('/d/children?id=c-1', '/d/other?id=c-2'))).toBe(true);
  });
});
