import { describe, expect, it } from 'vitest';
import { ApiError, bodyOf, listOf, messageOf, refusalOf } from './client';

describe('the API client', () => {
  it('reads a refusal from `{ message }` only, without the field path for visitors', () => {
    expect(messageOf({ message: 'email: Please enter a valid email address' })).toBe(
      'email: Please enter a valid email address',
    );
    expect(refusalOf({ message: 'email: Please enter a valid email address' })).toBe(
      'Please enter a valid email address',
    );
    expect(messageOf('<html>Bad gateway</html>')).toBeNull();
    expect(refusalOf({ message: '' })).toBeNull();
    expect(refusalOf(null)).toBeNull();
  });

  it('gives the body of a 2xx answer and throws the server message otherwise', () => {
    expect(bodyOf({ status: 201, body: { data: 1 } })).toEqual({ data: 1 });
    const refused = (() => {
      try {
        bodyOf({ status: 409, body: { message: 'Invalid status transition' } });
      } catch (err) {
        return err;
      }
    })();
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, serverMessage: 'Invalid status transition' });
  });

  it('reads a list from `{ data }` or a bare array of a 200 answer, and nothing else', () => {
    expect(listOf({ status: 200, body: { data: [1, 2] } })).toEqual([1, 2]);
    expect(listOf({ status: 200, body: [3] })).toEqual([3]);
    expect(listOf({ status: 200, body: { items: [] } })).toBeNull();
    expect(listOf({ status: 503, body: { data: [1] } })).toBeNull();
  });
});
