import { describe, expect, it } from 'vitest';
import { catalogReturn } from './cart-action.server';

describe('where the cart page leads back to', () => {
  it('is the catalogue page the visitor came from', () => {
    expect(catalogReturn('/catalog')).toBe('/catalog');
    expect(catalogReturn('/catalog?q=goat&page=2')).toBe('/catalog?q=goat&page=2');
  });

  it('is never another site or another page (no open redirect)', () => {
    for (const from of [
      '//evil.example',
      'https://evil.example/catalog',
      '/catalog/../dashboard',
      '/catalogue',
      '/',
      '',
    ]) {
      expect(catalogReturn(from)).toBe('/catalog');
    }
    expect(catalogReturn(undefined)).toBe('/catalog');
    expect(catalogReturn('/catalog?q=<script>')).toBe('/catalog');
  });
});
