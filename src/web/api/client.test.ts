import { describe, expect, it } from 'vitest';
import { linkTo } from '~/shared/contract';
import { childContracts } from '~/shared/contracts/children';
import { givingContracts } from '~/shared/contracts/my-giving';
import type { ApiClient } from '~/shared/load-context';
import { ApiError, bodyOf, callAsPosted, listOf, messageOf, refusalOf } from './client';

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

  it('sends a form as posted to its contract, its path filled in, with the method the contract names', async () => {
    const sent: unknown[] = [];
    const api: ApiClient = {
      get: () => Promise.reject(new Error('no GET expected')),
      send: <T>(method: string, path: string, body?: unknown) => {
        sent.push([method, path, body]);
        return Promise.resolve({ status: 400, body: { message: 'reason: invalid' } as T });
      },
    };
    const id = '0b9c6a44-3a1f-4c55-9a1e-5d7a4a6f9e01';
    const res = await callAsPosted(api, childContracts.leave, {
      params: { id },
      body: { reason: 'bogus', message: '' },
    });
    expect(sent).toEqual([['POST', childContracts.leave.url.replace(':id', id), { reason: 'bogus', message: '' }]]);
    expect(refusalOf(res.body)).toBe('invalid');
  });

  it('links to a GET route with its parameters encoded and its query in order', () => {
    expect(linkTo(givingContracts.receipt, { params: { id: 'a/b' }, query: { token: 't+1', lang: 'fr' } })).toBe(
      `${givingContracts.receipt.url.replace(':id', 'a%2Fb')}?token=t%2B1&lang=fr`,
    );
  });
});
