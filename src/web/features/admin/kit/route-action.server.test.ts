import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '~/shared/load-context';
import { intentAction, postedForm } from './route-action.server';

const ID = '0b6f5a3e-8f1c-4a59-9e0f-3f0a7c2d9b11';
const NO_ID = '00000000-0000-4000-8000-000000000000';
const post = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  return new Request('http://x/dashboard/things', { method: 'POST', body });
};
const answer = (status: number, body: unknown): Promise<ApiResponse<unknown>> => Promise.resolve({ status, body });
/** A React Router `data()` answer's body and status. */
const read = (result: unknown) => result as { data: unknown; init: { status?: number } | null };

describe('postedForm', () => {
  it('reads the fields, the intent, every value of a repeated field, and only a well-formed id', async () => {
    const form = await postedForm(post({ intent: 'centres', id: ID, centre: ['a', 'b'], note: 'hi' }));
    expect([form.intent, form.id, form.value('note'), form.value('none'), form.all('centre')]).toEqual([
      'centres',
      ID,
      'hi',
      '',
      ['a', 'b'],
    ]);
    expect((await postedForm(post({ id: "1' or 1=1" }))).id).toBe(NO_ID);
  });
});

describe('intentAction', () => {
  it('makes the one call the intent names, with the posted fields, and says its answer', async () => {
    const seen: string[] = [];
    const result = read(
      await intentAction(post({ intent: 'rename', id: ID, name: 'Goat' }), {
        rename: (f) => {
          seen.push(`${f.id}:${f.value('name')}`);
          return answer(200, { message: 'Renamed.' });
        },
        remove: () => {
          seen.push('remove');
          return answer(200, {});
        },
      }),
    );
    expect(seen).toEqual([`${ID}:Goat`]);
    expect(result.data).toEqual({ ok: true, intent: 'rename', message: 'Renamed.' });
    expect(result.init?.status).toBe(200);
  });

  it('passes a refusal’s status and message on, read as the screen asks', async () => {
    const calls = { save: () => answer(409, { message: 'staff.lastAdmin: The last administrator stays one' }) };
    const plain = read(await intentAction(post({ intent: 'save' }), calls));
    expect(plain.init?.status).toBe(409);
    expect(plain.data).toMatchObject({ ok: false, message: 'staff.lastAdmin: The last administrator stays one' });
    const said = read(await intentAction(post({ intent: 'save' }), calls, (_body, ok) => (ok ? 'done' : 'refused')));
    expect(said.data).toMatchObject({ ok: false, message: 'refused' });
  });

  it('answers 400 and calls nothing for an intent the screen does not have, or a form a call refuses', async () => {
    let called = 0;
    const calls = {
      save: () => {
        called++;
        return answer(200, {});
      },
      role: () => null,
    };
    for (const intent of ['', 'delete', 'toString', 'role']) {
      const result = read(await intentAction(post({ intent }), calls));
      expect(result.init?.status).toBe(400);
      expect(result.data).toEqual({ ok: false, intent, message: null });
    }
    expect(called).toBe(0);
  });

  it('adds what `more` says, from the form and the answer, whether the call was made or the form refused', async () => {
    const calls = { call: () => answer(201, { message: 'Noted.' }), settings: () => null };
    const more = (f: { value: (k: string) => string; intent: string }, res: ApiResponse<unknown> | null) => ({
      who: f.value('who'),
      called: res?.status ?? null,
    });
    const done = read(await intentAction(post({ intent: 'call', who: 'p-1' }), calls, { more }));
    expect(done.data).toEqual({ ok: true, intent: 'call', message: 'Noted.', who: 'p-1', called: 201 });
    const refused = read(await intentAction(post({ intent: 'settings', who: 'p-2' }), calls, { more }));
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toEqual({ ok: false, intent: 'settings', message: null, who: 'p-2', called: null });
  });

  it('calls nothing for an intent that waits for its confirmation until it is posted confirmed', async () => {
    const seen: string[] = [];
    const calls = {
      remove: (f: { id: string }) => {
        seen.push(f.id);
        return answer(200, { message: 'Deleted.' });
      },
      rename: () => answer(200, { message: 'Renamed.' }),
    };
    const options = { confirm: ['remove'], more: () => ({ page: 2 }) };
    const asked = read(await intentAction(post({ intent: 'remove', id: ID }), calls, options));
    expect(asked.init?.status).toBe(400);
    expect(asked.data).toEqual({ ok: false, intent: 'remove', message: null, confirm: true, id: ID, page: 2 });
    const wrong = read(await intentAction(post({ intent: 'remove', id: ID, confirmed: 'true' }), calls, options));
    expect(wrong.data).toMatchObject({ confirm: true, id: ID });
    expect(seen).toEqual([]);
    // Confirmed, the call is made; the other intents never wait.
    const done = read(await intentAction(post({ intent: 'remove', id: ID, confirmed: 'yes' }), calls, options));
    expect(done.data).toEqual({ ok: true, intent: 'remove', message: 'Deleted.', page: 2 });
    const renamed = read(await intentAction(post({ intent: 'rename', id: ID }), calls, options));
    expect(renamed.data).toEqual({ ok: true, intent: 'rename', message: 'Renamed.', page: 2 });
    expect(seen).toEqual([ID]);
    // An intent the screen does not have is refused as before, not asked.
    const unknown = read(await intentAction(post({ intent: 'delete', id: ID }), calls, { confirm: ['delete'] }));
    expect(unknown.data).toEqual({ ok: false, intent: 'delete', message: null });
  });
});
