import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { activityLog } from '~/server/core/db/activity-schema';
import type { TestServer } from './server';

/** A uuid no record has. */
export const UNKNOWN_ID = '0b5e1a5c-9d7e-4c7a-8f3e-2a1b3c4d5e6f';
/** Ids that are not uuids at all: always 404, never 500. */
export const MALFORMED_IDS = ['123', 'not-an-id', '0b5e1a5c-9d7e-4c7a-8f3e-2a1b3c4d5e6fzz', "1' OR '1'='1", '%00'];

export async function expectError(res: Response, status: number, message?: string | RegExp): Promise<string> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as { message: string };
  expect(Object.keys(body)).toEqual(['message']);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body.message;
}

export async function expectJson<T = unknown>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** POST/PUT/PATCH a JSON body, optionally as the admin. */
export const send = (s: TestServer, method: string, path: string, json: unknown, token?: string) =>
  s.request(path, { method, json, token });

/** The activity records left for one record, oldest first: "action entity". */
export async function activityFor(s: TestServer, entityId: string): Promise<string[]> {
  const rows = await s.database.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.entityId, entityId))
    .orderBy(asc(activityLog.id));
  return rows.map((r) => `${r.action} ${r.entity}`);
}

/** Sends a body as it is under its own content type (what a broken or foreign client sends). */
export const sendRaw = (
  s: TestServer,
  method: string,
  path: string,
  [contentType, body]: [string, string],
  init: { token?: string; headers?: Record<string, string> } = {},
) => s.request(path, { method, token: init.token, headers: { 'content-type': contentType, ...init.headers }, body });

/** One page of a list answered as a bare array, with what its headers say of the rest. */
export async function bareListPage<T>(s: TestServer, path: string, token: string) {
  const res = await s.request(path, { token });
  const rows = await expectJson<T[]>(res, 200);
  return { rows, total: res.headers.get('x-total-count'), link: res.headers.get('link') };
}
